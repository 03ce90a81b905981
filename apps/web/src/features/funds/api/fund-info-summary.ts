import { type FundInfoSummaryResponse, fundEndpoints } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { type SelectedAccount, useSession } from "../../../lib/session-store.ts";

type ProductKey = Pick<SelectedAccount, "contractNmbr" | "productTypeNmbr">;

/** How long a fund list stays fresh: prices change once a dealing day, so a repeat visit reuses it. */
export const FUND_LIST_STALE_MS = 5 * 60_000;

/** fundEndpoints.fundInfoSummary: the fund list of a product (part 2 §2.6, §7.2). */
export function fetchFundInfoSummary(
  key: ProductKey,
  signal?: AbortSignal,
): Promise<FundInfoSummaryResponse> {
  const query = { contractNmbr: key.contractNmbr, productTypeNmbr: key.productTypeNmbr };
  return call(fundEndpoints.fundInfoSummary, { query }, { signal });
}

/**
 * Part 2 §2.6 / §4.1: a cached fund list is reused when the contract and the product match, so
 * the key is exactly those two numbers.
 */
export const fundInfoSummaryQuery = (key: ProductKey) =>
  queryOptions({
    queryKey: ["funds", "summary", key.contractNmbr, key.productTypeNmbr] as const,
    queryFn: ({ signal }) => fetchFundInfoSummary(key, signal),
    staleTime: FUND_LIST_STALE_MS,
  });

/** The chosen account's fund list; disabled until an account is chosen. */
export function useFundInfoSummary() {
  const { account } = useSession();
  return useQuery({
    ...fundInfoSummaryQuery(account ?? { contractNmbr: 0, productTypeNmbr: 0 }),
    enabled: account !== null,
  });
}
