import { type ComparePeriod, type FundCompareResponse, fundEndpoints } from "@portal/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { type SelectedAccount, useSession } from "../../../lib/session-store.ts";
import { FUND_LIST_STALE_MS } from "./fund-info-summary.ts";

type ProductKey = Pick<SelectedAccount, "contractNmbr" | "productTypeNmbr">;

/** fundEndpoints.fundCompare (issue 18): up to 10 funds of the product side by side, and the chart's lines. */
export function fetchFundCompare(
  key: ProductKey,
  funds: readonly number[],
  period: ComparePeriod,
  signal?: AbortSignal,
): Promise<FundCompareResponse> {
  const query = {
    contractNmbr: key.contractNmbr,
    productTypeNmbr: key.productTypeNmbr,
    invTypeNmbr: funds.join(","),
    period,
  };
  return call(fundEndpoints.fundCompare, { query }, { signal });
}

export const fundCompareQuery = (key: ProductKey, funds: readonly number[], period: ComparePeriod) =>
  queryOptions({
    queryKey: ["funds", "compare", key.contractNmbr, key.productTypeNmbr, funds.join(","), period] as const,
    queryFn: ({ signal }) => fetchFundCompare(key, funds, period, signal),
    staleTime: FUND_LIST_STALE_MS,
  });

/**
 * The chosen account's comparison of `funds`; disabled until an account is chosen and a fund is.
 * While another choice or period loads, the last answer stays on screen.
 */
export function useFundCompare(funds: readonly number[], period: ComparePeriod, enabled = true) {
  const { account } = useSession();
  return useQuery({
    ...fundCompareQuery(account ?? { contractNmbr: 0, productTypeNmbr: 0 }, funds, period),
    enabled: enabled && account !== null && funds.length > 0,
    placeholderData: keepPreviousData,
  });
}
