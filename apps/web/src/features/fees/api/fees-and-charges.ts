import { accountEndpoints, type FeesAndChargesResponse } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { type SelectedAccount, useSession } from "../../../lib/session-store.ts";

type AccountKey = Pick<SelectedAccount, "clntRltnshpNmbr" | "webCycleDate">;

/** accountEndpoints.feesAndCharges: the fee tiers of one relationship (part 2 §2.5, §9). */
export function fetchFeesAndCharges(
  clntRltnshpNmbr: number,
  signal?: AbortSignal,
): Promise<FeesAndChargesResponse> {
  return call(accountEndpoints.feesAndCharges, { query: { clntRltnshpNmbr } }, { signal });
}

export const feesAndChargesQuery = (account: AccountKey) =>
  queryOptions({
    queryKey: ["accounts", "feesAndCharges", account.clntRltnshpNmbr, account.webCycleDate] as const,
    queryFn: ({ signal }) => fetchFeesAndCharges(account.clntRltnshpNmbr, signal),
    staleTime: 60_000,
  });

/** The chosen account's fees and charges; disabled until an account is chosen. */
export function useFeesAndCharges() {
  const { account } = useSession();
  return useQuery({
    ...feesAndChargesQuery(account ?? { clntRltnshpNmbr: 0, webCycleDate: "" }),
    enabled: account !== null,
  });
}
