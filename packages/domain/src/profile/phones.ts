import { isHongKongJurisdiction, isNoNumberJurisdiction } from "./jurisdictions.ts";

/** Part 1 §9: HK phone length 8 (country code +852); non-HK at least 7; at most 20 digits. */
export const HK_PHONE_LENGTH = 8;
export const NON_HK_PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_LENGTH = 20;

/** Message keys of the phone rules. All but `mobile.countryRequired` and `mobile.languageRequired` are the spec's (part 1 §5). */
export type PhoneMessageKey =
  | "otherContact.phoneNmDigiterror"
  | "otherContact.phoneNmMaxLengthError"
  | "otherContact.HkNumberStart0error"
  | "otherContact.HkNumberStart999error"
  | "mobile.mobileError"
  | "mobile.nonHKmobileError"
  | "mobile.mobileNoFirstDigitError"
  | "mobile.countryRequired"
  | "mobile.languageRequired";

/**
 * Part 1 §5: true when every character is an ASCII digit 0-9, used to block non-digit keys and
 * non-numeric paste. The empty string counts as digits only (deleting is always allowed);
 * full-width digits and spaces do not.
 */
export function digitsOnly(text: string): boolean {
  return /^[0-9]*$/.test(text);
}

/** Part 1 §5: HK numbers display grouped in fours, "91234567" -> "9123 4567". */
export function groupInFours(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * Part 1 §5 home, office and fax numbers: the first failing rule's message key, or null.
 *
 * - Blank is valid: other contacts are optional and a blank number removes it (see
 *   `phoneUpdateItem`, which sends it with deleteRecord true).
 * - Precedence: characters first (otherContact.phoneNmDigiterror), then the prefix errors a member
 *   cannot fix by typing more (HK: leading 0, then leading 999), then length (HK exactly 8 ->
 *   mobile.mobileError; non-HK more than 20 -> otherContact.phoneNmMaxLengthError, fewer than 7 ->
 *   mobile.nonHKmobileError). An HK number of 21 digits therefore reports mobile.mobileError.
 * - The value is the bare number without dial code or display spaces.
 */
export function validateOtherPhone(digits: string, pltcJrsdNmbr: number): PhoneMessageKey | null {
  if (digits === "") return null;
  if (!digitsOnly(digits)) return "otherContact.phoneNmDigiterror";
  if (isHongKongJurisdiction(pltcJrsdNmbr)) {
    if (digits.startsWith("0")) return "otherContact.HkNumberStart0error";
    if (digits.startsWith("999")) return "otherContact.HkNumberStart999error";
    return digits.length === HK_PHONE_LENGTH ? null : "mobile.mobileError";
  }
  return nonHkLengthError(digits);
}

function nonHkLengthError(digits: string): PhoneMessageKey | null {
  if (digits.length > PHONE_MAX_LENGTH) return "otherContact.phoneNmMaxLengthError";
  if (digits.length < NON_HK_PHONE_MIN_LENGTH) return "mobile.nonHKmobileError";
  return null;
}

/**
 * Part 1 §5 mobile number: the first failing rule's message key, or null.
 *
 * - No country chosen: mobile.countryRequired (key invented; the spec says "Country required").
 * - Blank is invalid (a mobile cannot be removed here): it reports the length error.
 * - Non-digits: otherContact.phoneNmDigiterror (the spec gives the mobile card no key of its own).
 * - HK: first digit must be 4-9, so a leading 0, 1, 2 or 3 gives mobile.mobileNoFirstDigitError
 *   (a leading 0 uses this key too, not otherContact.HkNumberStart0error: "must start with 4-9" says
 *   more); a leading 999 gives otherContact.HkNumberStart999error; then exactly 8 digits
 *   (mobile.mobileError). Prefix before length, as for the other phones.
 * - Non-HK: at most 20 (otherContact.phoneNmMaxLengthError), at least 7 (mobile.nonHKmobileError).
 */
export function validateMobile(digits: string, pltcJrsdNmbr: number | null): PhoneMessageKey | null {
  if (pltcJrsdNmbr == null) return "mobile.countryRequired";
  if (!digitsOnly(digits)) return "otherContact.phoneNmDigiterror";
  if (isHongKongJurisdiction(pltcJrsdNmbr)) {
    if (/^[0-3]/.test(digits)) return "mobile.mobileNoFirstDigitError";
    if (digits.startsWith("999")) return "otherContact.HkNumberStart999error";
    return digits.length === HK_PHONE_LENGTH ? null : "mobile.mobileError";
  }
  return nonHkLengthError(digits);
}

/**
 * Part 1 §5 "Language preference required when shown": mobile.languageRequired (key invented)
 * when the language choice is shown and is neither E nor C, else null.
 */
export function validateMobileLanguage(
  selectLangPref: string | null,
  shown: boolean,
): PhoneMessageKey | null {
  if (!shown) return null;
  return selectLangPref === "E" || selectLangPref === "C" ? null : "mobile.languageRequired";
}

/**
 * Part 1 §5: the mobile card's Update is enabled only for a valid number (so never for an HK number
 * starting 0, 1, 2 or 3) and, when the language choice is shown, a language of E or C.
 */
export function canUpdateMobile(input: {
  digits: string;
  pltcJrsdNmbr: number | null;
  languageShown?: boolean;
  selectLangPref?: string | null;
}): boolean {
  return (
    validateMobile(input.digits, input.pltcJrsdNmbr) === null &&
    validateMobileLanguage(input.selectLangPref ?? null, input.languageShown ?? false) === null
  );
}

/** Part 1 §4/§5: the e-channel (SMS) registration checkbox is enabled only for a valid HK mobile. */
export function smsRegistrationAllowed(digits: string, pltcJrsdNmbr: number | null): boolean {
  return isHongKongJurisdiction(pltcJrsdNmbr) && validateMobile(digits, pltcJrsdNmbr) === null;
}

/** Part 1 §8: the message key shown instead of a number, "N/A". */
export const PHONE_NOT_AVAILABLE_KEY = "generalInfo.responseN/A";

export type PhoneDisplay = { text: string } | { key: typeof PHONE_NOT_AVAILABLE_KEY };

/**
 * Part 1 §5/§8 display of a stored number: N/A (generalInfo.responseN/A) for jurisdictions 166 and
 * 167, which have no dial code ("without a code"), and for a missing number; HK numbers grouped in
 * fours; others as stored.
 */
export function displayPhone(number: string | null | undefined, pltcJrsdNmbr: number | null): PhoneDisplay {
  if (isNoNumberJurisdiction(pltcJrsdNmbr) || number == null || number.trim() === "") {
    return { key: PHONE_NOT_AVAILABLE_KEY };
  }
  return { text: isHongKongJurisdiction(pltcJrsdNmbr) ? groupInFours(number) : number };
}

/** Part 1 §8: true when no mobile is registered (missing or blank); the card shows mobile.invalidMobileMessage. */
export function hasNoMobile(value: string | null | undefined): boolean {
  return value == null || value.trim() === "";
}
