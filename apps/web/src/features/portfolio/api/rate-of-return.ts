import { type RateOfReturnResponse, rateOfReturnResponse } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";
import { type SelectedAccount, useSession } from "../../../lib/session-store.ts";

type AccountKey = Pick<SelectedAccount, "clntRltnshpNmbr" | "webCycleDate">;

/** GET /api/accounts/rateOfReturn?clntRltnShpNmbr=: the personalised return of the past 12 months (§2.4). */
export function fetchRateOfReturn(
  clntRltnshpNmbr: number,
  signal?: AbortSignal,
): Promise<RateOfReturnResponse> {
  const query = new URLSearchParams({ clntRltnShpNmbr: String(clntRltnshpNmbr) });
  return apiRequest(`/api/accounts/rateOfReturn?${query}`, { schema: rateOfReturnResponse, signal });
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
