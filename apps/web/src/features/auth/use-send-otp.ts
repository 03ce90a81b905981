import type { SendOtpRequest, SendOtpResponse } from "@portal/domain";
import type { UseMutationResult } from "@tanstack/react-query";
import { useActivateMfa } from "./api/activate-mfa.ts";
import { useForgotPinActivateMfa } from "./api/forgot-pin-activate-mfa.ts";
import type { OtpFlow } from "./otp-flow.ts";

/** Sends the OTP of either journey; the login and forgot-PIN calls are separate endpoints. */
export function useSendOtp(flow: OtpFlow): UseMutationResult<SendOtpResponse, Error, SendOtpRequest> {
  const login = useActivateMfa();
  const forgotPin = useForgotPinActivateMfa();
  return flow === "login" ? login : forgotPin;
}
