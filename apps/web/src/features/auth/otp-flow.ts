import { OTP_TTL_MS, type Scheme, type SendOtpResponse } from "@portal/domain";
import { loginPathFor } from "../../lib/login-paths.ts";
import type { OtpState } from "../../lib/session-store.ts";

/** The two journeys through the one-time password: logging in, and forgot PIN. */
export type OtpFlow = "login" | "forgotPin";

export const OTP_FLOW_PATHS: Record<OtpFlow, { selectChannel: string; otp: string }> = {
  login: { selectChannel: "/selectChannel", otp: "/authenticateOTP" },
  forgotPin: { selectChannel: "/selectChannel_forgotPin", otp: "/authenticateOTP_forgotPin" },
};

/** Where a journey starts again: the scheme's login page, or the forgot-PIN form. */
export function startPathOf(flow: OtpFlow, scheme: Scheme | null): string {
  return flow === "login" ? loginPathFor(scheme) : "/forgotpin";
}

/**
 * What the browser keeps of a sent OTP. The server says when resend opens on its own clock;
 * `clockOffsetMs` (the server's clock minus the browser's, from the calendar) moves that instant
 * onto the browser's clock at the response's arrival. Never sooner than now, never later than
 * the code's life.
 */
export function otpStateOf(response: SendOtpResponse, clockOffsetMs: number, now = Date.now()): OtpState {
  const resendAt = Date.parse(response.resendAvailableAt) - clockOffsetMs;
  return {
    channel: response.channel,
    masked: response.masked,
    resendAt: Number.isNaN(resendAt) ? now : Math.min(Math.max(resendAt, now), now + OTP_TTL_MS),
  };
}
