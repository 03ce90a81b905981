import "@mantine/dates/styles.layer.css";
import "dayjs/locale/zh-hk";
import { Alert, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { MonthPickerInput } from "@mantine/dates";
import {
  ACTIVITY_STATUS_FILTERS,
  type ActivityFilter,
  checkActivityRange,
  DEFAULT_ACTIVITY_STATUS_FILTER,
  formatLongDate,
  isActivityStatusFilter,
  monthRangeDates,
  type YearMonth,
} from "@portal/domain";
import dayjs from "dayjs";
import { type FormEvent, useId, useRef, useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { useAriaDescribedBy } from "../../components/use-aria-described-by.ts";
import type en from "../../locales/en/changes.json";

const toPickerValue = (month: YearMonth) => `${month}-01`;

/**
 * The changes list's filter (part 2 §2.8): the status (All, Being processed, Pending), the
 * from-month and the to-month (§5.2: from not after to), and Generate records, which applies them.
 * Nothing changes in the list until Generate records is chosen.
 */
export function ActivityFilterForm({
  today,
  value,
  onSubmit,
  busy,
}: {
  /** Today in Hong Kong (YYYY-MM-DD): the latest month offered. */
  today: string;
  /** The filter applied so far; the fields start from it. */
  value: ActivityFilter;
  onSubmit: (filter: ActivityFilter) => void;
  busy: boolean;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("changes");
  const [draft, setDraft] = useState<ActivityFilter>(value);
  const [error, setError] = useState<"fromAfterTo" | "invalid" | null>(null);
  const hintId = useId();
  const errorId = useId();
  const fromRef = useRef<HTMLButtonElement>(null);
  const toRef = useRef<HTMLButtonElement>(null);
  // Each picker is described by the period it stands for and, when there is one, the error.
  const describedBy = [hintId, error ? errorId : null];
  useAriaDescribedBy(fromRef, describedBy);
  useAriaDescribedBy(toRef, describedBy);
  const locale = language === "zh-HK" ? "zh-hk" : "en";
  const monthFormat = language === "zh-HK" ? "YYYY年M月" : "MMMM YYYY";
  const dates = monthRangeDates(draft.from, draft.to);

  const changeMonth = (field: "from" | "to") => (picked: string | null) => {
    if (!picked) return;
    setError(null);
    setDraft((current) => ({ ...current, [field]: picked.slice(0, 7) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rule = checkActivityRange(draft.from, draft.to);
    setError(rule);
    if (rule === null) onSubmit(draft);
  };

  const pickerProps = {
    locale,
    maxDate: today,
    valueFormat: monthFormat,
    popoverProps: { withinPortal: true },
    getMonthControlProps: (date: string) => ({
      "aria-label": dayjs(date).locale(locale).format(monthFormat),
    }),
    ariaLabels: {
      previousYear: t("filter.previousYear"),
      nextYear: t("filter.nextYear"),
      previousDecade: t("filter.previousDecade"),
      nextDecade: t("filter.nextDecade"),
      yearLevelControl: t("filter.chooseYear"),
    },
    w: { base: "100%", xs: 190 },
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("filter.label")}>
      <Stack gap="sm">
        <Group align="flex-end" gap="md" wrap="wrap">
          <NativeSelect
            label={t("filter.status")}
            value={draft.status}
            onChange={(event) => {
              const status = event.currentTarget.value;
              setDraft((current) => ({
                ...current,
                status: isActivityStatusFilter(status) ? status : DEFAULT_ACTIVITY_STATUS_FILTER,
              }));
            }}
            data={ACTIVITY_STATUS_FILTERS.map((status) => ({
              value: status,
              label: t(`statusFilter.${status}`),
            }))}
            w={{ base: "100%", xs: 190 }}
          />
          <MonthPickerInput
            {...pickerProps}
            ref={fromRef}
            label={t("filter.from")}
            value={toPickerValue(draft.from)}
            onChange={changeMonth("from")}
            error={error !== null}
          />
          <MonthPickerInput
            {...pickerProps}
            ref={toRef}
            label={t("filter.to")}
            value={toPickerValue(draft.to)}
            onChange={changeMonth("to")}
            error={error !== null}
          />
          <Button type="submit" loading={busy} w={{ base: "100%", xs: "auto" }}>
            {t("filter.submit")}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" id={hintId} aria-live="polite">
          {t("filter.period", {
            from: formatLongDate(dates.fromDate, language),
            to: formatLongDate(dates.toDate, language),
          })}
        </Text>
        {error && (
          <Alert id={errorId} role="alert" color="red.8" variant="outline" title={t("filter.errorTitle")}>
            {t(`filter.errors.${error}`)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
