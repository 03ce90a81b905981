import { accountEndpoints, type PortfolioDetailsResponse } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { type SelectedAccount, useSession } from "../../../lib/session-store.ts";

type AccountKey = Pick<SelectedAccount, "clntRltnshpNmbr" | "webCycleDate">;

/** accountEndpoints.portfolioDetails: the portfolio details beyond the policy (part 2 §2.4). */
export function fetchPortfolioDetails(
  clntRltnshpNmbr: number,
  signal?: AbortSignal,
): Promise<PortfolioDetailsResponse> {
  return call(accountEndpoints.portfolioDetails, { query: { clntRltnshpNmbr } }, { signal });
}

export const portfolioDetailsQuery = (account: AccountKey) =>
  queryOptions({
    queryKey: ["accounts", "portfolioDetails", account.clntRltnshpNmbr, account.webCycleDate] as const,
    queryFn: ({ signal }) => fetchPortfolioDetails(account.clntRltnshpNmbr, signal),
    staleTime: 60_000,
  });

/** The chosen account's portfolio details; disabled until an account is chosen. */
export function usePortfolioDetails() {
  const { account } = useSession();
  return useQuery({
    ...portfolioDetailsQuery(account ?? { clntRltnshpNmbr: 0, webCycleDate: "" }),
    enabled: account !== null,
  });
}
