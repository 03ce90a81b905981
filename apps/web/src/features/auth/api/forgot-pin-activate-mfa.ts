import { authEndpoints, type SendOtpRequest, type SendOtpResponse } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";

/** authEndpoints.forgotPinActivateMfa: sends (or resends) the forgot-PIN OTP. */
export function forgotPinActivateMfa(body: SendOtpRequest): Promise<SendOtpResponse> {
  return call(authEndpoints.forgotPinActivateMfa, { body });
}

export function useForgotPinActivateMfa() {
  return useMutation({ mutationFn: forgotPinActivateMfa });
}
