import { Stack, Title } from "@mantine/core";
import { formatLongDate, type MonthRangeError, monthRangeErrorOf } from "@portal/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { errorCode } from "../../lib/api/client.ts";
import type en from "../../locales/en/history.json";
import type { DateRange } from "./api/transaction-history.ts";

/** The §5.2 rule a failed history call names (400 history-range-*), for the month picker to announce. */
export function rangeRuleOf(query: Pick<UseQueryResult, "error">): MonthRangeError | null {
  return monthRangeErrorOf(errorCode(query.error));
}

/**
 * The results area of a history search: a heading naming the period, then the loader, the
 * failure (a range the server refused is announced by the picker instead), or the records.
 */
export function HistoryResults<T>({
  query,
  range,
  children,
}: {
  query: UseQueryResult<T>;
  range: DateRange;
  children: (data: T) => ReactNode;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("history");
  const titleId = useId();
  let body: ReactNode;
  if (query.isPending) body = <PageLoader />;
  else if (query.isError) {
    body =
      rangeRuleOf(query) !== null ? null : (
        <LoadError
          title={t("loadFailedTitle")}
          message={t("loadFailed")}
          onRetry={() => void query.refetch()}
        />
      );
  } else body = children(query.data);
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t("results.title", {
          from: formatLongDate(range.fromDate, language),
          to: formatLongDate(range.toDate, language),
        })}
      </Title>
      {body}
    </Stack>
  );
}
