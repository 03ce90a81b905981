import { accountEndpoints, type RateOfReturnResponse } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { type SelectedAccount, useSession } from "../../../lib/session-store.ts";

type AccountKey = Pick<SelectedAccount, "clntRltnshpNmbr" | "webCycleDate">;

/** accountEndpoints.rateOfReturn: the personalised return of the past 12 months (§2.4). */
export function fetchRateOfReturn(
  clntRltnshpNmbr: number,
  signal?: AbortSignal,
): Promise<RateOfReturnResponse> {
  return call(accountEndpoints.rateOfReturn, { query: { clntRltnshpNmbr } }, { signal });
}

export const rateOfReturnQuery = (account: AccountKey) =>
  queryOptions({
    queryKey: ["accounts", "rateOfReturn", account.clntRltnshpNmbr, account.webCycleDate] as const,
    queryFn: ({ signal }) => fetchRateOfReturn(account.clntRltnshpNmbr, signal),
    staleTime: 60_000,
  });

/** The chosen account's rate of return, asked for only once the member opens the view (`enabled`). */
export function useRateOfReturn(enabled: boolean) {
  const { account } = useSession();
  return useQuery({
    ...rateOfReturnQuery(account ?? { clntRltnshpNmbr: 0, webCycleDate: "" }),
    enabled: enabled && account !== null,
  });
}
