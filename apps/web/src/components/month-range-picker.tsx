import "@mantine/dates/styles.layer.css";
import "dayjs/locale/zh-hk";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { MonthPickerInput } from "@mantine/dates";
import {
  checkMonthRange,
  earliestHistoryMonth,
  formatLongDate,
  type MonthRangeError,
  monthRangeDates,
  type YearMonth,
} from "@portal/domain";
import dayjs from "dayjs";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import type en from "../locales/en/monthRange.json";
import { useFeatureTranslation } from "./feature-translation.ts";
import { useAriaDescribedBy } from "./use-aria-described-by.ts";

export interface MonthRange {
  from: YearMonth;
  to: YearMonth;
}

/** A checked range with its dates: the first day of the from-month, the last day of the to-month. */
export interface MonthRangeDates extends MonthRange {
  fromDate: string;
  toDate: string;
}

/** The range with its dates (choosing the to-month moves to its last day, §5.2). */
export function withDates(range: MonthRange): MonthRangeDates {
  return { ...range, ...monthRangeDates(range.from, range.to) };
}

const toPickerValue = (month: YearMonth) => `${month}-01`;

interface MonthRangePickerProps {
  /** Today in Hong Kong (YYYY-MM-DD), from the server's clock: the end of the 36-month window. */
  today: string;
  /** The range shown so far; the fields start from it. */
  value: MonthRange;
  /** Called with a range that passed the §5.2 rules; never with one that did not. */
  onSubmit: (range: MonthRangeDates) => void;
  /** The rule a server answer said the last range broke (a 400 history-range-* code). */
  serverError?: MonthRangeError | null;
  /** More fields of the same search (a record-type selector), shown before the button. */
  children?: ReactNode;
  busy?: boolean;
}

/**
 * Part 2 §5.2 month pickers, shared by the history, contribution and report pages: a from-month
 * and a to-month within the previous 36 months; on submit the range is checked (from not after
 * to, at most 13 months, inside the window) and a broken rule is announced instead of a search.
 */
export function MonthRangePicker({
  today,
  value,
  onSubmit,
  serverError = null,
  children,
  busy = false,
}: MonthRangePickerProps) {
  const { t, language } = useFeatureTranslation<typeof en>("monthRange");
  const [draft, setDraft] = useState<MonthRange>(value);
  const [clientError, setClientError] = useState<MonthRangeError | null>(null);
  const hintId = useId();
  const errorId = useId();
  const error = clientError ?? serverError;
  const fromRef = useRef<HTMLButtonElement>(null);
  const toRef = useRef<HTMLButtonElement>(null);
  // Each picker is described by the period and, when there is one, the error.
  useAriaDescribedBy(fromRef, [hintId, error ? errorId : null]);
  useAriaDescribedBy(toRef, [hintId, error ? errorId : null]);
  const locale = language === "zh-HK" ? "zh-hk" : "en";
  const monthLabel = (date: string) =>
    dayjs(date)
      .locale(locale)
      .format(language === "zh-HK" ? "YYYY年M月" : "MMMM YYYY");
  const minDate = toPickerValue(earliestHistoryMonth(today));
  const dates = withDates(draft);

  const change = (field: keyof MonthRange) => (picked: string | null) => {
    if (!picked) return;
    setClientError(null);
    setDraft((current) => ({ ...current, [field]: picked.slice(0, 7) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rule = checkMonthRange(draft.from, draft.to, today);
    setClientError(rule);
    if (rule === null) onSubmit(dates);
  };

  const pickerProps = {
    locale,
    minDate,
    maxDate: today,
    valueFormat: language === "zh-HK" ? "YYYY年M月" : "MMMM YYYY",
    popoverProps: { withinPortal: true },
    getMonthControlProps: (date: string) => ({ "aria-label": monthLabel(date) }),
    ariaLabels: {
      previousYear: t("previousYear"),
      nextYear: t("nextYear"),
      previousDecade: t("previousDecade"),
      nextDecade: t("nextDecade"),
      yearLevelControl: t("chooseYear"),
    },
    w: { base: "100%", xs: 190 },
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="md" wrap="wrap">
          <MonthPickerInput
            {...pickerProps}
            ref={fromRef}
            label={t("from")}
            value={toPickerValue(draft.from)}
            onChange={change("from")}
            error={error === "fromAfterTo" || error === "tooLong" || error === "outOfWindow"}
          />
          <MonthPickerInput
            {...pickerProps}
            ref={toRef}
            label={t("to")}
            value={toPickerValue(draft.to)}
            onChange={change("to")}
            error={error === "fromAfterTo" || error === "tooLong"}
          />
          {children}
          <Button type="submit" loading={busy} w={{ base: "100%", xs: "auto" }}>
            {t("submit")}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" id={hintId} aria-live="polite">
          {t("period", {
            from: formatLongDate(dates.fromDate, language),
            to: formatLongDate(dates.toDate, language),
          })}{" "}
          {t("hint")}
        </Text>
        {error && (
          <Alert id={errorId} role="alert" color="red.8" variant="outline" title={t("errorTitle")}>
            {t(`errors.${error}`)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
