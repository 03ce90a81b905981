import { z } from "zod/mini";
import { accessLogPageName } from "../access-log.ts";
import { SCHEMES } from "../format/identifiers.ts";
import { OTP_CHANNELS } from "./otp-channels.ts";
import { bodyId, isoDate, line } from "./primitives.ts";

/**
 * The auth calls of part 1 §7, under /api. The PIN travels base64-encoded ("the password is
 * encoded before sending", part 1 §5) over HTTPS; the server never logs it and stores only a hash.
 * Errors answer { code, message } where code is a toast or message key of the catalogue.
 */
export const scheme = z.enum(SCHEMES);
export const otpChannel = z.enum(OTP_CHANNELS);

/** POST /api/auth/authenticateMFA: the first login step (ID number or login id, and the PIN). */
export const authenticateRequest = z.object({
  scheme,
  /** ID-number tab: HKID (with or without brackets) or passport number. */
  govtId: z.optional(line(20).check(z.trim(), z.minLength(1))),
  /** Login ID tab: normalised by the server per part 1 §5. */
  loginId: z.optional(line(20).check(z.trim(), z.minLength(1))),
  /** base64 of the PIN. */
  password: line(200).check(z.minLength(1)),
  roleCode: z._default(z.literal(2), 2),
  sysId: z._default(z.literal(1), 1),
});
export type AuthenticateRequest = z.input<typeof authenticateRequest>;

export const maskedFactor = z.lazy(() => z.object({ channel: otpChannel, masked: z.string() }));

export const authenticateResponse = z.lazy(() =>
  z.object({
    userName: z.string(),
    scheme,
    isFirstTimeLogin: z.boolean(),
    /** The channels the member can receive the OTP on, masked (SMS: last 4 digits; e-mail: first 2 and last 4). */
    factors: z.array(maskedFactor),
  }),
);
export type AuthenticateResponse = z.infer<typeof authenticateResponse>;

/** POST /api/auth/activateMFA: send (or resend) a 6-digit OTP on a channel. */
export const sendOtpRequest = z.object({ channel: otpChannel, resendOTP: z._default(z.boolean(), false) });
export type SendOtpRequest = z.input<typeof sendOtpRequest>;
export const sendOtpResponse = z.lazy(() =>
  z.object({
    channel: otpChannel,
    masked: z.string(),
    expiresAt: z.string(),
    resendAvailableAt: z.string(),
  }),
);
export type SendOtpResponse = z.infer<typeof sendOtpResponse>;

/** POST /api/auth/verifyMFA: the OTP. Success rotates the session token and returns the login info. */
export const verifyOtpRequest = z.object({ passCode: z.string().check(z.regex(/^\d{6}$/)) });

/** Login info (part 1 §3), what the web app keeps of the session. */
export const loginInfo = z.lazy(() =>
  z.object({
    clientNmbr: z.int(),
    clientNmbrList: z.array(z.int()),
    loginId: z.string(),
    scheme,
    name: z.string(),
    isFirstTimeLogin: z.boolean(),
    termsAccepted: z.boolean(),
    lastLoginDate: z.nullable(z.string()),
    sessionExpiresAt: z.string(),
    idleTimeoutMs: z.int(),
    staff: z.boolean(),
    /** Part 1 §4 forced declaration: the US-tax-status declaration is pending (see declarationForced). */
    declarationRequired: z.boolean(),
  }),
);
export type LoginInfo = z.infer<typeof loginInfo>;

/** POST /api/auth/chgPwd (first-time login) and POST /api/auth/changepin: PINs base64-encoded. */
export const changePinRequest = z.object({
  currentPassword: line(200).check(z.minLength(1)),
  newPassword: line(200).check(z.minLength(1)),
  confirmPassword: line(200).check(z.minLength(1)),
});
export type ChangePinRequest = z.infer<typeof changePinRequest>;

/** POST /api/auth/forgotPin: members only; all three must match. */
export const forgotPinRequest = z.object({
  govtId: line(20).check(z.trim(), z.minLength(1)),
  birthDate: isoDate,
  scheme,
});
export type ForgotPinRequest = z.infer<typeof forgotPinRequest>;
export const forgotPinResponse = z.lazy(() =>
  z.object({
    /** EMAIL: the new PIN is e-mailed within 15 minutes; POST: it is posted within 5 working days. */
    delivery: z.enum(["EMAIL", "POST"]),
    factors: z.array(maskedFactor),
  }),
);
export type ForgotPinResponse = z.infer<typeof forgotPinResponse>;

/** POST /api/auth/forgotPin/verifyMFA: the OTP; how the new PIN goes to the member. */
export const forgotPinVerifyResponse = z.lazy(() => z.object({ delivery: z.enum(["EMAIL", "POST"]) }));
export type ForgotPinVerifyResponse = z.infer<typeof forgotPinVerifyResponse>;

/** POST /api/record: the access log (part 1 §7, part 2 §7.4). */
export const accessRecordRequest = z
  .object({
    /** A page of the access log, under its own name (access-log.ts). */
    pageName: line(100).check(z.minLength(1)),
    pageLink: line(300).check(z.minLength(1)),
    policyId: z.optional(z.nullable(bodyId)),
    contractId: z.optional(z.nullable(bodyId)),
    browserInfo: z.optional(line(500)),
  })
  .check(
    z.refine((record) => accessLogPageName(record.pageLink) === record.pageName, {
      message: "pageLink must be a page of the portal and pageName its name",
      path: ["pageName"],
    }),
  );
export type AccessRecordRequest = z.infer<typeof accessRecordRequest>;

/** The new-PIN rule of part 1 §5: 8 or more characters with a lowercase, an uppercase, a digit and a symbol. */
export function isValidNewPin(pin: string): boolean {
  return (
    pin.length >= 8 &&
    pin.length <= 64 &&
    /[a-z]/.test(pin) &&
    /[A-Z]/.test(pin) &&
    /\d/.test(pin) &&
    /[^A-Za-z0-9]/.test(pin)
  );
}

export type NewPinError = "invalid-password-format" | "password-mismatch" | "same-password";

/** The first failing rule of a new PIN, as its error code (part 1 §5), or null. */
export function newPinError(current: string, next: string, confirm: string): NewPinError | null {
  if (!isValidNewPin(next)) return "invalid-password-format";
  if (next !== confirm) return "password-mismatch";
  if (next === current) return "same-password";
  return null;
}

/** Masks an SMS number to its last 4 digits: "****4567". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `****${digits.slice(-4)}`;
}

/** Masks an e-mail to its first two and last four characters: "ch****.com". */
export function maskEmail(email: string): string {
  if (email.length <= 6) return `${email.slice(0, 1)}****`;
  return `${email.slice(0, 2)}****${email.slice(-4)}`;
}

export { decodePin, encodePin } from "./pin-encoding.ts";

/** Part 1 §9: idle timeout 20 minutes, hard limit 59 minutes, OTP 5 minutes. */
export const SESSION_IDLE_MS = 1_200_000;
export const SESSION_HARD_LIMIT_MS = 3_540_000;
export const OTP_TTL_MS = 300_000;
export const OTP_RESEND_AFTER_MS = 60_000;
export const OTP_MAX_ATTEMPTS = 3;
export const PIN_MAX_FAILURES = 5;
