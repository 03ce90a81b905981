import { hkDateOf, isIsoDate, isValidHkid, isWrittenAsHkid } from "@portal/domain";

/** An HKID without brackets: letters, six digits, the check digit. */
const PLAIN_HKID = /^[A-Z]{1,2}\d{6}[0-9A]$/;
/** What a passport number may be: letters and digits. */
const PASSPORT = /^[A-Z0-9]{5,20}$/;

/**
 * Whether an ID number can be sent (part 1 §5, forgot PIN). Written as an HKID with its bracketed
 * check digit, the check digit must be right; without brackets a valid HKID passes, and anything
 * else of letters and digits is taken as a passport number (a passport such as K2345678 has the
 * same shape as an HKID with a wrong check digit).
 */
export function isAcceptableGovtId(value: string): boolean {
  const compact = value.toUpperCase().replace(/\s/g, "");
  if (isWrittenAsHkid(compact)) return isValidHkid(compact);
  if (PLAIN_HKID.test(compact) && isValidHkid(compact)) return true;
  return PASSPORT.test(compact);
}

/**
 * A date of birth typed as DD/MM/YYYY (D/M also accepted), as the ISO date the API takes, or null
 * when it is not a real date between 1900 and today (Hong Kong).
 */
export function parseBirthDate(value: string, today: string = hkDateOf(new Date())): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day = "", month = "", year = ""] = match;
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  if (!isIsoDate(iso) || iso < "1900-01-01" || iso > today) return null;
  return iso;
}
