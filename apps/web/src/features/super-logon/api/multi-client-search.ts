import { type ClientSearchResponse, superLogonEndpoints } from "@portal/domain";
import { call } from "../../../lib/api/client.ts";

/** superLogonEndpoints.multiClientSearch: the client numbers of a login id in the S800 & ORSO scheme. */
export function fetchClientSearch(loginID: string, signal?: AbortSignal): Promise<ClientSearchResponse> {
  return call(superLogonEndpoints.multiClientSearch, { query: { loginID } }, { signal });
}
