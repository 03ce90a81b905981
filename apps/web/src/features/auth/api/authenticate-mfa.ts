import type { AuthenticateRequest, AuthenticateResponse } from "@portal/domain";
import { call } from "../../../lib/api/client.ts";

/** The login call's schemas, loaded when the member starts on the form (see LoginPage), not with the page. */
export const loadAuthEndpoints = () => import("../../../lib/api/frame-endpoints.ts");

/** authEndpoints.authenticateMfa: the first login step (ID number or login id, and the encoded PIN). */
export async function authenticateMfa(body: AuthenticateRequest): Promise<AuthenticateResponse> {
  const { authEndpoints } = await loadAuthEndpoints();
  return call(authEndpoints.authenticateMfa, { body });
}
