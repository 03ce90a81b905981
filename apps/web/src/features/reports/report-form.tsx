import "@mantine/dates/styles.layer.css";
import "dayjs/locale/zh-hk";
import { Alert, Anchor, Button, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { MonthPickerInput } from "@mantine/dates";
import {
  defaultMonthRange,
  earliestHistoryMonth,
  formatLongDate,
  HISTORY_MONTHS,
  isYearMonth,
  LANGUAGES,
  type Language,
  MAX_RANGE_MONTHS,
  type MonthRangeError,
  monthRangeDates,
  monthRangeErrorOf,
  REPORT_FORMATS,
  REPORT_TYPES,
  type ReportFormat,
  type ReportRequest,
  type ReportRequestBody,
  type ReportType,
  reportPeriod,
  type YearMonth,
} from "@portal/domain";
import dayjs from "dayjs";
import { type FormEvent, useId, useRef, useState } from "react";
import { useAriaDescribedBy } from "../../components/use-aria-described-by.ts";
import { errorCode } from "../../lib/api/client.ts";
import { Link, useNavigate } from "../../lib/router.tsx";
import type { SelectedAccount } from "../../lib/session-store.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import { useRequestReport } from "./api/request-report.ts";
import type { ReportsT } from "./labels.ts";
import type { ReportRequestedState } from "./reports-page.tsx";

interface Draft {
  reportType: ReportType;
  from: YearMonth;
  to: YearMonth;
  /** The balance statement's day, YYYY-MM-DD ("" while the field is empty). */
  asAtDate: string;
  format: ReportFormat;
  language: Language;
}

/** The message of each §5.2 rule, by its key under form.errors (kept, not the text: see below). */
export type RuleMessage =
  | "fromAfterTo"
  | "tooLong"
  | "outOfWindow"
  | "invalid"
  | "asAtOutOfWindow"
  | "asAtInvalid";

/** The message of a broken rule: a balance statement's day has its own words for the window. */
export function ruleMessage(rule: MonthRangeError, balance: boolean): RuleMessage {
  if (!balance) return rule;
  return rule === "outOfWindow" ? "asAtOutOfWindow" : "asAtInvalid";
}

/** A new form's as-at day: the day the account's data is valued to, if it is in the window, else today. */
function defaultAsAtDate(account: SelectedAccount, today: string): string {
  const earliest = `${earliestHistoryMonth(today)}-01`;
  const valued = account.webCycleDate;
  return valued >= earliest && valued <= today ? valued : today;
}

const toPickerValue = (month: YearMonth) => `${month}-01`;

/**
 * The report request of /generatereports (part 2 §2.9, §5.2): the type, a month range (from and
 * to months; at most 13, within the previous 36) or for the balance statement one as-at day, the
 * format and the language. The period is checked with the domain's reportPeriod before any call;
 * a broken rule is kept as the key of its message and rendered when shown, so a change of the
 * page's language re-words it. A rule the server names (400 history-range-*) is shown the same way.
 */
export function ReportForm({
  account,
  today,
  t,
  pageLanguage,
}: {
  account: SelectedAccount;
  /** Today in Hong Kong (YYYY-MM-DD), from the server's clock. */
  today: string;
  t: ReportsT;
  pageLanguage: Language;
}) {
  const navigate = useNavigate();
  const request = useRequestReport();
  const [draft, setDraft] = useState<Draft>(() => ({
    reportType: "TRANSACTION",
    ...defaultMonthRange(today),
    asAtDate: defaultAsAtDate(account, today),
    format: "PDF",
    language: pageLanguage,
  }));
  const [error, setError] = useState<RuleMessage | null>(null);
  const hintId = useId();
  const errorId = useId();
  const fromRef = useRef<HTMLButtonElement>(null);
  const toRef = useRef<HTMLButtonElement>(null);
  const dayRef = useRef<HTMLInputElement>(null);
  // Each date field is described by the period it stands for and, when there is one, the error.
  const describedBy = [hintId, error ? errorId : null];
  useAriaDescribedBy(fromRef, describedBy);
  useAriaDescribedBy(toRef, describedBy);
  useAriaDescribedBy(dayRef, describedBy);

  const balance = draft.reportType === "BALANCE";
  const locale = pageLanguage === "zh-HK" ? "zh-hk" : "en";
  const monthFormat = pageLanguage === "zh-HK" ? "YYYY年M月" : "MMMM YYYY";
  const earliestDay = `${earliestHistoryMonth(today)}-01`;

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setError(null);
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const changeMonth = (field: "from" | "to") => (picked: string | null) => {
    if (picked) change(field, picked.slice(0, 7));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const asked: ReportRequest = balance
      ? { reportType: "BALANCE", asAtDate: draft.asAtDate }
      : {
          reportType: draft.reportType === "CONTRIBUTION" ? "CONTRIBUTION" : "TRANSACTION",
          fromMonth: draft.from,
          toMonth: draft.to,
        };
    const period = reportPeriod(asked, today);
    if ("error" in period) {
      setError(ruleMessage(period.error, balance));
      return;
    }
    const common = {
      clntRltnshpNmbr: account.clntRltnshpNmbr,
      format: draft.format,
      language: draft.language,
    };
    const body: ReportRequestBody =
      asked.reportType === "BALANCE"
        ? { ...common, reportType: "BALANCE", asAtDate: asked.asAtDate }
        : { ...common, reportType: asked.reportType, fromMonth: asked.fromMonth, toMonth: asked.toMonth };
    request.mutate(body, {
      onSuccess: (item) => {
        const state: ReportRequestedState = { requested: item.reportId };
        navigate("/reports", { state });
      },
      onError: (failure) => {
        const rule = monthRangeErrorOf(errorCode(failure));
        if (rule) setError(ruleMessage(rule, balance));
        else showErrorToast(failure);
      },
    });
  };

  // The period the months stand for: the first day of the from-month to the to-month's last day (or today).
  let periodHint: string | null = null;
  if (!balance && isYearMonth(draft.from) && isYearMonth(draft.to)) {
    const dates = monthRangeDates(draft.from, draft.to);
    periodHint = t("form.period", {
      from: formatLongDate(dates.fromDate, pageLanguage),
      to: formatLongDate(dates.toDate > today ? today : dates.toDate, pageLanguage),
    });
  }

  const pickerProps = {
    locale,
    minDate: toPickerValue(earliestHistoryMonth(today)),
    maxDate: today,
    valueFormat: monthFormat,
    popoverProps: { withinPortal: true },
    getMonthControlProps: (date: string) => ({
      "aria-label": dayjs(date).locale(locale).format(monthFormat),
    }),
    ariaLabels: {
      previousYear: t("form.previousYear"),
      nextYear: t("form.nextYear"),
      previousDecade: t("form.previousDecade"),
      nextDecade: t("form.nextDecade"),
      yearLevelControl: t("form.chooseYear"),
    },
    w: { base: "100%", xs: 190 },
  };
  const rangeError = error === "fromAfterTo" || error === "tooLong" || error === "outOfWindow";

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Radio.Group
          label={t("form.type")}
          value={draft.reportType}
          onChange={(value) => {
            const type = REPORT_TYPES.find((candidate) => candidate === value);
            if (type) change("reportType", type);
          }}
        >
          <Stack gap="sm" mt="xs">
            {REPORT_TYPES.map((type) => (
              <Radio
                key={type}
                value={type}
                label={t(`types.${type}`)}
                description={t(`typeHints.${type}`)}
              />
            ))}
          </Stack>
        </Radio.Group>

        {balance ? (
          <Stack gap="xs">
            <TextInput
              ref={dayRef}
              type="date"
              label={t("form.asAt")}
              value={draft.asAtDate}
              min={earliestDay}
              max={today}
              onChange={(event) => change("asAtDate", event.currentTarget.value)}
              error={error !== null}
              w={{ base: "100%", xs: 220 }}
            />
            <Text size="sm" c="dimmed" id={hintId}>
              {t("form.asAtHint", { window: HISTORY_MONTHS })}
            </Text>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Group align="flex-end" gap="md" wrap="wrap">
              <MonthPickerInput
                {...pickerProps}
                ref={fromRef}
                label={t("form.from")}
                value={toPickerValue(draft.from)}
                onChange={changeMonth("from")}
                error={rangeError}
              />
              <MonthPickerInput
                {...pickerProps}
                ref={toRef}
                label={t("form.to")}
                value={toPickerValue(draft.to)}
                onChange={changeMonth("to")}
                error={error === "fromAfterTo" || error === "tooLong"}
              />
            </Group>
            <Text size="sm" c="dimmed" id={hintId} aria-live="polite">
              {periodHint} {t("form.rangeHint", { max: MAX_RANGE_MONTHS, window: HISTORY_MONTHS })}
            </Text>
          </Stack>
        )}

        <Radio.Group
          label={t("form.format")}
          value={draft.format}
          onChange={(value) => {
            const format = REPORT_FORMATS.find((candidate) => candidate === value);
            if (format) change("format", format);
          }}
        >
          <Group gap="lg" mt="xs" wrap="wrap">
            {REPORT_FORMATS.map((format) => (
              <Radio key={format} value={format} label={t(`formats.${format}`)} />
            ))}
          </Group>
        </Radio.Group>

        <Radio.Group
          label={t("form.language")}
          value={draft.language}
          onChange={(value) => {
            const language = LANGUAGES.find((candidate) => candidate === value);
            if (language) change("language", language);
          }}
        >
          <Group gap="lg" mt="xs" wrap="wrap">
            {LANGUAGES.map((language) => (
              <Radio key={language} value={language} label={t(`languages.${language}`)} />
            ))}
          </Group>
        </Radio.Group>

        {error && (
          <Alert id={errorId} role="alert" color="red.8" variant="outline" title={t("form.errorTitle")}>
            {t(`form.errors.${error}`, { max: MAX_RANGE_MONTHS, window: HISTORY_MONTHS })}
          </Alert>
        )}

        <Group gap="md" wrap="wrap">
          <Button type="submit" loading={request.isPending} w={{ base: "100%", xs: "auto" }}>
            {t("form.submit")}
          </Button>
          <Anchor component={Link} to="/reports">
            {t("form.back")}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
