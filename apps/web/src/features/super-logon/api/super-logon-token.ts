import { type StaffSessionResponse, type SuperLogonTokenRequest, superLogonEndpoints } from "@portal/domain";
import { call } from "../../../lib/api/client.ts";

/**
 * superLogonEndpoints.superLogonToken: exchanges the identity provider's code (with the PKCE
 * verifier, the states and the nonce) for a staff session. Refused: not-authorised.
 */
export function postSuperLogonToken(body: SuperLogonTokenRequest): Promise<StaffSessionResponse> {
  return call(superLogonEndpoints.superLogonToken, { body });
}
