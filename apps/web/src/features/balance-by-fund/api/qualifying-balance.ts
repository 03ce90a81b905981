import { accountEndpoints, type QualifyingBalanceResponse, type Scheme } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { type SelectedAccount, useSession } from "../../../lib/session-store.ts";

type AccountKey = Pick<SelectedAccount, "clntRltnshpNmbr" | "webCycleDate">;

/**
 * accountEndpoints.qualifyingBalance (part 2 §7.1): the guaranteed funds'
 * qualifying balances; the AIIB scheme also names its scheme.
 */
export function fetchQualifyingBalance(
  clntRltnshpNmbr: number,
  scheme: Scheme | null,
  signal?: AbortSignal,
): Promise<QualifyingBalanceResponse> {
  const schemeName = scheme === "HKAIIB" ? scheme : undefined;
  return call(accountEndpoints.qualifyingBalance, { query: { clntRltnshpNmbr, schemeName } }, { signal });
}

export const qualifyingBalanceQuery = (account: AccountKey, scheme: Scheme | null) =>
  queryOptions({
    queryKey: ["accounts", "qualifyingBalance", account.clntRltnshpNmbr, account.webCycleDate] as const,
    queryFn: ({ signal }) => fetchQualifyingBalance(account.clntRltnshpNmbr, scheme, signal),
    staleTime: 60_000,
  });

/** The chosen account's qualifying balances, asked for only when it holds a guaranteed fund (`enabled`). */
export function useQualifyingBalance(enabled: boolean) {
  const { account, scheme } = useSession();
  return useQuery({
    ...qualifyingBalanceQuery(account ?? { clntRltnshpNmbr: 0, webCycleDate: "" }, scheme),
    enabled: enabled && account !== null,
  });
}
