import { accountEndpoints, type CustomAttributesResponse } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";

/** accountEndpoints.customAttributes: the contract's custom attributes (part 2 §7.1). */
export function fetchCustomAttributes(
  contractNmbr: number,
  signal?: AbortSignal,
): Promise<CustomAttributesResponse> {
  return call(accountEndpoints.customAttributes, { query: { contractNmbr } }, { signal });
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
