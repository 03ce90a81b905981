import { Stack } from "@mantine/core";
import { defaultMonthRange } from "@portal/domain";
import { useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { type MonthRangeDates, MonthRangePicker, withDates } from "../../components/month-range-picker.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { useServerToday } from "../../lib/api/calendar.ts";
import { useLocation } from "../../lib/router.tsx";
import { useContributionHistory } from "./api/contribution-history.ts";
import { ContributionRecords } from "./contribution-records.tsx";
import { HistoryResults, rangeRuleOf } from "./history-results.tsx";

function ContributionSearch({ today }: { today: string }) {
  const { pathname } = useLocation();
  const [range, setRange] = useState<MonthRangeDates>(() => withDates(defaultMonthRange(today)));
  const contributions = useContributionHistory(range, true);
  return (
    <Stack gap="xl">
      <MonthRangePicker
        today={today}
        value={range}
        onSubmit={setRange}
        serverError={rangeRuleOf(contributions)}
        busy={contributions.isFetching}
      />
      <HistoryResults query={contributions} range={range}>
        {(data) => <ContributionRecords records={data.transactionHistoryResponseVos} basePath={pathname} />}
      </HistoryResults>
    </Stack>
  );
}

function ContributionContent() {
  const today = useServerToday();
  if (!today) return <PageLoader />;
  return <ContributionSearch today={today} />;
}

/**
 * /contribution: part 2 §2.5 contribution records with every split, over a §5.2 month range. A
 * reset page (§2.1): every arrival starts again from the default range with nothing selected.
 */
export function ContributionPage() {
  return (
    <AccountPage page="contribution">
      <ContributionContent />
    </AccountPage>
  );
}
