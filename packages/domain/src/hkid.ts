/**
 * HKID: one or two letters, six digits and a check digit (0-9 or A), e.g. A123456(3).
 * A single-letter prefix counts as a leading space worth 36; letters are A=10 ... Z=35;
 * the eight characters are weighted 9 down to 2; check = 11 - (sum mod 11), 10 -> A, 11 -> 0.
 */
const HKID_PATTERN = /^([A-Z]{1,2})(\d{6})\(?([0-9A])\)?$/;

function letterValue(letter: string): number {
  return letter.charCodeAt(0) - 55;
}

export function hkidCheckDigit(prefix: string, digits: string): string {
  const first = prefix.length === 2 ? letterValue(prefix[0] ?? "") : 36;
  const second = letterValue(prefix[prefix.length - 1] ?? "");
  let sum = first * 9 + second * 8;
  for (let i = 0; i < 6; i++) sum += Number(digits[i]) * (7 - i);
  const check = 11 - (sum % 11);
  return check === 10 ? "A" : check === 11 ? "0" : String(check);
}

/** Upper-cases and removes spaces; keeps brackets out: "a123456(3)" -> "A1234563". */
export function compactGovtId(value: string): string {
  return value.toUpperCase().replace(/[\s()]/g, "");
}

export function isValidHkid(value: string): boolean {
  const match = HKID_PATTERN.exec(value.toUpperCase().replace(/\s/g, ""));
  if (!match) return false;
  const [, prefix = "", digits = "", check = ""] = match;
  return hkidCheckDigit(prefix, digits) === check;
}

/**
 * Whether an ID number is written as an HKID, and so must be a valid one: it has the bracketed
 * check digit the portal asks for, "A123456(3)". A passport number has no brackets; without them
 * a number of the HKID's shape cannot be told from a passport number (K2345678 is one), so it is
 * left to the server.
 */
export function isWrittenAsHkid(value: string): boolean {
  return /[()]/.test(value);
}

/** The display form A123456(3) of a valid HKID, or null. */
export function formatHkid(value: string): string | null {
  if (!isValidHkid(value)) return null;
  const compact = compactGovtId(value);
  return `${compact.slice(0, -1)}(${compact.slice(-1)})`;
}

/**
 * An identity document number as the portal shows it: never whole. An HKID keeps its letters,
 * its first digit and its check digit, "A1*****(3)"; a passport number its first two and last
 * two characters, "K1*****89".
 */
export function maskGovtId(value: string, type: "HKID" | "PASSPORT"): string {
  const compact = compactGovtId(value);
  if (type === "HKID") {
    const match = HKID_PATTERN.exec(compact);
    if (match) {
      const [, prefix = "", digits = "", check = ""] = match;
      return `${prefix}${digits.slice(0, 1)}*****(${check})`;
    }
  }
  if (compact.length <= 4) return "*".repeat(compact.length);
  return `${compact.slice(0, 2)}${"*".repeat(compact.length - 4)}${compact.slice(-2)}`;
}
