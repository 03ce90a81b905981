import { type AuthenticateRequest, type AuthenticateResponse, authEndpoints } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";

/** authEndpoints.authenticateMfa: the first login step (ID number or login id, and the encoded PIN). */
export function authenticateMfa(body: AuthenticateRequest): Promise<AuthenticateResponse> {
  return call(authEndpoints.authenticateMfa, { body });
}

export function useAuthenticateMfa() {
  return useMutation({ mutationFn: authenticateMfa });
}
