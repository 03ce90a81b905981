import { type FundInfoDetailResponse, fundInfoDetailResponse } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";
import { useSession } from "../../../lib/session-store.ts";
import { FUND_LIST_STALE_MS } from "./fund-info-summary.ts";

/** GET /api/funds/fundinfodetail?productTypeNmbr=&invTypeNmbr=: one fund with its returns (part 2 §2.6, §7.2). */
export function fetchFundInfoDetail(
  productTypeNmbr: number,
  invTypeNmbr: number,
  signal?: AbortSignal,
): Promise<FundInfoDetailResponse> {
  const query = new URLSearchParams({
    productTypeNmbr: String(productTypeNmbr),
    invTypeNmbr: String(invTypeNmbr),
  });
  return apiRequest(`/api/funds/fundinfodetail?${query}`, { schema: fundInfoDetailResponse, signal });
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
