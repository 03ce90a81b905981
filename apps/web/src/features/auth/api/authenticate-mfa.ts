import { type AuthenticateRequest, type AuthenticateResponse, authenticateResponse } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";

/** POST /api/auth/authenticateMFA: the first login step (ID number or login id, and the encoded PIN). */
export function authenticateMfa(body: AuthenticateRequest): Promise<AuthenticateResponse> {
  return apiRequest("/api/auth/authenticateMFA", { method: "POST", body, schema: authenticateResponse });
}

export function useAuthenticateMfa() {
  return useMutation({ mutationFn: authenticateMfa });
}
