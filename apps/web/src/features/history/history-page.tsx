import { NativeSelect, Stack } from "@mantine/core";
import { defaultMonthRange } from "@portal/domain";
import { useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { type MonthRangeDates, MonthRangePicker, withDates } from "../../components/month-range-picker.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { usePolicy } from "../../lib/api/accounts.ts";
import { useServerToday } from "../../lib/api/calendar.ts";
import { useLocation } from "../../lib/router.tsx";
import type en from "../../locales/en/history.json";
import { useContributionHistory } from "./api/contribution-history.ts";
import { useTransactionHistory } from "./api/transaction-history.ts";
import { ContributionRecords } from "./contribution-records.tsx";
import { HistoryResults, rangeRuleOf } from "./history-results.tsx";
import { TransactionHistoryView } from "./transaction-history-view.tsx";

/**
 * The record types of the selector, in the order of their labels contribution.toi.0 and
 * contribution.toi.1 ("toi": type of inquiry).
 *
 * Part 2 §2.5 says: "The default record type is contribution.toi.0. The default selected record
 * index is 1." We read both sentences as naming the same default, the first record type
 * (contribution records): the label key counts from 0, while the selected index counts the
 * options of the original drop-down from 1 (its index 0 was the "please select" prompt). So the
 * page opens on contribution records, index 0 here, and nothing else is preselected.
 */
export const RECORD_TYPES = ["contribution", "transaction"] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const DEFAULT_RECORD_TYPE: RecordType = RECORD_TYPES[0];

const UNIT_PRICE_DECIMALS = 4;

function HistorySearch({ today }: { today: string }) {
  const { t } = useFeatureTranslation<typeof en>("history");
  const { pathname } = useLocation();
  const [range, setRange] = useState<MonthRangeDates>(() => withDates(defaultMonthRange(today)));
  const [recordType, setRecordType] = useState<RecordType>(DEFAULT_RECORD_TYPE);
  const policy = usePolicy();
  const transactions = useTransactionHistory(range, recordType === "transaction");
  const contributions = useContributionHistory(range, recordType === "contribution");
  const active = recordType === "transaction" ? transactions : contributions;

  return (
    <Stack gap="xl">
      <MonthRangePicker
        today={today}
        value={range}
        onSubmit={setRange}
        serverError={rangeRuleOf(active)}
        busy={active.isFetching}
      >
        <NativeSelect
          label={t("recordType")}
          value={recordType}
          onChange={(event) =>
            setRecordType(
              RECORD_TYPES.find((type) => type === event.currentTarget.value) ?? DEFAULT_RECORD_TYPE,
            )
          }
          data={[
            { value: "contribution", label: t("contribution.toi.0") },
            { value: "transaction", label: t("contribution.toi.1") },
          ]}
          w={{ base: "100%", xs: 240 }}
        />
      </MonthRangePicker>
      {recordType === "transaction" ? (
        <HistoryResults query={transactions} range={range}>
          {(data) => (
            <TransactionHistoryView
              data={data}
              unitPriceDecimals={policy.data?.policyInfo?.unitPriceDecimals ?? UNIT_PRICE_DECIMALS}
            />
          )}
        </HistoryResults>
      ) : (
        <HistoryResults query={contributions} range={range}>
          {(data) => <ContributionRecords records={data.transactionHistoryResponseVos} basePath={pathname} />}
        </HistoryResults>
      )}
    </Stack>
  );
}

function HistoryContent() {
  const today = useServerToday();
  if (!today) return <PageLoader />;
  return <HistorySearch today={today} />;
}

/** /transactionContributionHistory: part 2 §2.5 transaction and contribution history, §5.2 month range. */
export function HistoryPage() {
  return (
    <AccountPage page="transactionContributionHistory">
      <HistoryContent />
    </AccountPage>
  );
}
