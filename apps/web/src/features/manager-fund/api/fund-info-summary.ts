import { type FundInfoSummaryResponse, fundEndpoints } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { type SelectedAccount, useSession } from "../../../lib/session-store.ts";

type ProductKey = Pick<SelectedAccount, "contractNmbr" | "productTypeNmbr">;

/** Prices change once a dealing day; the managers and fees far less often. */
const FUND_LIST_STALE_MS = 5 * 60_000;

/** fundEndpoints.fundInfoSummary: the chosen product's funds, each with its manager and fee. */
export function fetchManagerFunds(key: ProductKey, signal?: AbortSignal): Promise<FundInfoSummaryResponse> {
  const query = { contractNmbr: key.contractNmbr, productTypeNmbr: key.productTypeNmbr };
  return call(fundEndpoints.fundInfoSummary, { query }, { signal });
}

/**
 * The same key as the fund list's query (the same call with the same answer), so the list loaded on
 * /fundInfo is reused here and the other way round (part 2 §4.1: reused when contract and product match).
 */
export const managerFundsQuery = (key: ProductKey) =>
  queryOptions({
    queryKey: ["funds", "summary", key.contractNmbr, key.productTypeNmbr] as const,
    queryFn: ({ signal }) => fetchManagerFunds(key, signal),
    staleTime: FUND_LIST_STALE_MS,
  });

/** The chosen account's funds; disabled until an account is chosen. */
export function useManagerFunds() {
  const { account } = useSession();
  return useQuery({
    ...managerFundsQuery(account ?? { contractNmbr: 0, productTypeNmbr: 0 }),
    enabled: account !== null,
  });
}
