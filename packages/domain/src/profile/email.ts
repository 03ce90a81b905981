/** Part 1 §3: custom attribute 102 holds the e-mail address; the value XX means none. */
export const NO_EMAIL_VALUE = "XX";

/** `emailInfo.invalidEmail` is the spec's key (part 1 §5); `emailInfo.required` is invented. */
export type EmailMessageKey = "emailInfo.invalidEmail" | "emailInfo.required";

/** The longest address SMTP carries (RFC 5321: 254 characters). */
export const EMAIL_MAX_LENGTH = 254;

// The WHATWG <input type="email"> pattern, with the domain required to have a dot and a
// 2+ letter top-level label (a portal address must be deliverable on the Internet).
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/**
 * Part 1 §5 e-mail: null when valid; "emailInfo.required" (invented key) when blank or only
 * spaces, the distinct result on which the UI disables Update and the e-statement checkbox;
 * "emailInfo.invalidEmail" when it does not match the standard pattern (surrounding spaces,
 * a missing dot in the domain and more than 254 characters included).
 */
export function validateEmail(text: string): EmailMessageKey | null {
  if (text.trim() === "") return "emailInfo.required";
  if (text.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(text)) return "emailInfo.invalidEmail";
  return null;
}

/** Part 1 §3/§8: true when no e-mail is registered: missing, blank, or the placeholder XX. */
export function hasNoEmail(value: string | null | undefined): boolean {
  if (value == null) return true;
  const trimmed = value.trim();
  return trimmed === "" || trimmed === NO_EMAIL_VALUE;
}
