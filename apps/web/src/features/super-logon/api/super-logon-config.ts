import { type SuperLogonConfigResponse, superLogonEndpoints } from "@portal/domain";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";

/** superLogonEndpoints.superLogonConfig: the identity provider's authorisation endpoint and the staff client. */
export function fetchSuperLogonConfig(signal?: AbortSignal): Promise<SuperLogonConfigResponse> {
  return call(superLogonEndpoints.superLogonConfig, {}, { signal });
}

/** Public configuration: kept across visits (the "config" key survives a logout). */
export const superLogonConfigQueryOptions = queryOptions({
  queryKey: ["config", "superLogon"],
  queryFn: ({ signal }) => fetchSuperLogonConfig(signal),
  staleTime: 5 * 60_000,
  retry: false,
});
