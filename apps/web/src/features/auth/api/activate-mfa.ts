import { type SendOtpRequest, type SendOtpResponse, sendOtpResponse } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";

/** POST /api/auth/activateMFA: sends (or resends) the login OTP on the chosen channel. */
export function activateMfa(body: SendOtpRequest): Promise<SendOtpResponse> {
  return apiRequest("/api/auth/activateMFA", { method: "POST", body, schema: sendOtpResponse });
}

export function useActivateMfa() {
  return useMutation({ mutationFn: activateMfa });
}
