import { type ContributionHistoryResponse, transactionEndpoints } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { type SelectedAccount, useSession } from "../../../lib/session-store.ts";
import type { DateRange } from "./transaction-history.ts";

type AccountKey = Pick<SelectedAccount, "clntRltnshpNmbr" | "contractNmbr">;

/**
 * transactionEndpoints.contributionHistory (part 2 §7.2): the contribution records of the range, every money type of each. A range breaking
 * §5.2 answers 400 history-range-*.
 */
export function fetchContributionHistory(
  account: AccountKey,
  range: DateRange,
  signal?: AbortSignal,
): Promise<ContributionHistoryResponse> {
  const query = {
    clntRltnshpNmbr: account.clntRltnshpNmbr,
    contractNmbr: account.contractNmbr,
    fromDate: range.fromDate,
    toDate: range.toDate,
  };
  return call(transactionEndpoints.contributionHistory, { query }, { signal });
}

export const contributionHistoryQuery = (account: AccountKey, range: DateRange) =>
  queryOptions({
    queryKey: [
      "transactions",
      "contributions",
      account.clntRltnshpNmbr,
      account.contractNmbr,
      range.fromDate,
      range.toDate,
    ] as const,
    queryFn: ({ signal }) => fetchContributionHistory(account, range, signal),
    staleTime: 60_000,
  });

/** The chosen account's contribution records over `range`; nothing is asked while `enabled` is false. */
export function useContributionHistory(range: DateRange, enabled: boolean) {
  const { account } = useSession();
  return useQuery({
    ...contributionHistoryQuery(account ?? { clntRltnshpNmbr: 0, contractNmbr: 0 }, range),
    enabled: enabled && account !== null,
  });
}
