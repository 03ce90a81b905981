import { type FundInfoDetailResponse, fundEndpoints } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { useSession } from "../../../lib/session-store.ts";
import { FUND_LIST_STALE_MS } from "./fund-info-summary.ts";

/** fundEndpoints.fundInfoDetail: one fund with its returns (part 2 §2.6, §7.2). */
export function fetchFundInfoDetail(
  productTypeNmbr: number,
  invTypeNmbr: number,
  signal?: AbortSignal,
): Promise<FundInfoDetailResponse> {
  return call(fundEndpoints.fundInfoDetail, { query: { productTypeNmbr, invTypeNmbr } }, { signal });
}

export const fundInfoDetailQuery = (productTypeNmbr: number, invTypeNmbr: number) =>
  queryOptions({
    queryKey: ["funds", "detail", productTypeNmbr, invTypeNmbr] as const,
    queryFn: ({ signal }) => fetchFundInfoDetail(productTypeNmbr, invTypeNmbr, signal),
    staleTime: FUND_LIST_STALE_MS,
  });

/** One fund of the chosen account's product; disabled until an account is chosen. */
export function useFundInfoDetail(invTypeNmbr: number) {
  const { account } = useSession();
  return useQuery({
    ...fundInfoDetailQuery(account?.productTypeNmbr ?? 0, invTypeNmbr),
    enabled: account !== null && invTypeNmbr > 0,
  });
}
