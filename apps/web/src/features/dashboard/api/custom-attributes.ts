import { type CustomAttributesResponse, customAttributesResponse } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";

/** GET /api/contractinfoservice/customattributes?contractNmbr: the contract's custom attributes (part 2 §7.1). */
export function fetchCustomAttributes(
  contractNmbr: number,
  signal?: AbortSignal,
): Promise<CustomAttributesResponse> {
  return apiRequest(`/api/contractinfoservice/customattributes?contractNmbr=${contractNmbr}`, {
    schema: customAttributesResponse,
    signal,
  });
}

export const customAttributesQuery = (contractNmbr: number) =>
  queryOptions({
    queryKey: ["accounts", "customAttributes", contractNmbr] as const,
    queryFn: ({ signal }) => fetchCustomAttributes(contractNmbr, signal),
    staleTime: 5 * 60_000,
    // Part 2 §8: a failure is ignored silently; asking again would not help the page.
    retry: false,
  });

export function useCustomAttributes(contractNmbr: number | null) {
  return useQuery({ ...customAttributesQuery(contractNmbr ?? 0), enabled: contractNmbr !== null });
}
