import { authEndpoints, type SendOtpRequest, type SendOtpResponse } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";

/** authEndpoints.activateMfa: sends (or resends) the login OTP on the chosen channel. */
export function activateMfa(body: SendOtpRequest): Promise<SendOtpResponse> {
  return call(authEndpoints.activateMfa, { body });
}

export function useActivateMfa() {
  return useMutation({ mutationFn: activateMfa });
}
