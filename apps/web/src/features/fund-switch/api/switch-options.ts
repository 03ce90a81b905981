import { type SwitchOptionsResponse, switchingEndpoints } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { type SelectedAccount, useSession } from "../../../lib/session-store.ts";

type AccountKey = Pick<SelectedAccount, "clntRltnshpNmbr" | "webCycleDate">;

/** The root of every fund-switch query key (the submit invalidates them all). */
export const FUND_SWITCH_QUERY_KEY = ["fundswitch"] as const;

/**
 * switchingEndpoints.switchOptions: what the wizard of part 2 §2.7 offers the account
 * now (block, contribution types, funds, holdings, blocked funds, current allocation, dealing day).
 */
export function fetchSwitchOptions(
  clntRltnshpNmbr: number,
  signal?: AbortSignal,
): Promise<SwitchOptionsResponse> {
  return call(switchingEndpoints.switchOptions, { query: { clntRltnshpNmbr } }, { signal });
}

export const switchOptionsQuery = (account: AccountKey) =>
  queryOptions({
    queryKey: [...FUND_SWITCH_QUERY_KEY, "options", account.clntRltnshpNmbr, account.webCycleDate] as const,
    queryFn: ({ signal }) => fetchSwitchOptions(account.clntRltnshpNmbr, signal),
    staleTime: 30_000,
  });

/** The chosen account's switching options; disabled until an account is chosen. */
export function useSwitchOptions() {
  const { account } = useSession();
  return useQuery({
    ...switchOptionsQuery(account ?? { clntRltnshpNmbr: 0, webCycleDate: "" }),
    enabled: account !== null,
  });
}

/**
 * The options asked for again as a step opens (the confirmation: the expected dealing date, the
 * holdings and the allocation in force must be the server's of now, not of when the wizard
 * opened). The answer updates the wizard's options too (the same query).
 */
export function useFreshSwitchOptions() {
  const { account } = useSession();
  return useQuery({
    ...switchOptionsQuery(account ?? { clntRltnshpNmbr: 0, webCycleDate: "" }),
    enabled: account !== null,
    refetchOnMount: "always",
  });
}
