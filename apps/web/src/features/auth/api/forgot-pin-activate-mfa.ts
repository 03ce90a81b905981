import { type SendOtpRequest, type SendOtpResponse, sendOtpResponse } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/http.ts";

/** POST /api/auth/forgotPin/activateMFA: sends (or resends) the forgot-PIN OTP. */
export function forgotPinActivateMfa(body: SendOtpRequest): Promise<SendOtpResponse> {
  return apiRequest("/api/auth/forgotPin/activateMFA", { method: "POST", body, schema: sendOtpResponse });
}

export function useForgotPinActivateMfa() {
  return useMutation({ mutationFn: forgotPinActivateMfa });
}
