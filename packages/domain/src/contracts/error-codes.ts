// No zod here: the web app's first page reads the codes (its toast catalogue) without loading the
// contract's schemas (issue 17); errors.ts builds the schemas from them.

/**
 * Every error code the API answers, in one naming style (lower-case kebab). The web's toast and
 * message catalogue is keyed by these codes (a code without a text, or a text without a code,
 * fails its type check), and each endpoint of the table declares which of them it may answer.
 * Where the specs name a toast type (part 1 §8, part 2 §8) the code is that name in this style:
 * "Invalid-Channel" is invalid-channel, "forgot-Pin-Error" forgot-pin-error, and
 * "same-fund-switchIn-err" same-fund-switch-in.
 */
export const ERROR_CODES = [
  // Any call
  "validation",
  "not-found",
  "session-expired",
  "technical-error",
  "too-many-requests",
  "operation-not-allowed",
  // Staff Super Logon (part 1 §2, §8)
  "staff-read-only",
  "not-authorised",
  "member-not-found",
  // A member's first steps after login, still to do
  "pin-change-required",
  "terms-required",
  // Login, OTP and PIN (part 1 §5, §8)
  "invalid-login-box",
  "account-locked-box",
  "invalid-channel",
  "otp-resend-wait",
  "incorrect-otp",
  "otp-expired",
  "authentication-failed",
  "forgot-pin-error",
  "invalid-password-format",
  "password-mismatch",
  "same-password",
  "invalid-old-password",
  "incorrect-old-password",
  // The PIN given again to confirm a change (step-up)
  "incorrect-pin",
  "account-locked",
  // Profile (part 1 §8)
  "invalid-phone",
  // Fund switching (part 2 §5.1, §4.3, §4.4, §8)
  "funds-exceeded",
  "same-fund-switch-in",
  "percent-not-whole",
  "percent-out-of-range",
  "percent-below-minimum",
  "total-not-100",
  "no-fund-selected",
  "fund-not-held",
  "fund-blocked",
  "auditor-declaration-required",
  "index-confirmation-required",
  "cancel-not-allowed",
  "idempotency-key-reused",
  // History month ranges (part 2 §5.2)
  "history-range-from-after-to",
  "history-range-too-long",
  "history-range-out-of-window",
  "history-range-invalid",
  // Fund price history (part 2 §7.2)
  "price-history-invalid-date",
  "price-history-from-after-to",
  "price-history-before-earliest",
  "price-history-after-today",
  // Compare funds side by side (issue 18): more funds than the table compares
  "compare-too-many-funds",
  // Where my savings are heading (issue 18): the assumptions and the what-if allocation
  "projection-contribution-invalid",
  "projection-wage-growth-invalid",
  "projection-inflation-invalid",
  "projection-fund-not-offered",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && KNOWN.has(value);
}
