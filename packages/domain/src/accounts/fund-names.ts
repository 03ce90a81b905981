/** A fund as the §5.3 naming rules see it. */
export interface NamedFund {
  invTypeNmbr: number;
  legalNm: string;
}

/** Part 2 §5.3: the words a fund name keeps in capitals. */
export const FUND_NAME_ACRONYMS: ReadonlySet<string> = new Set([
  "MPF",
  "HSI",
  "DIS",
  "ORSO",
  "HK",
  "US",
  "USD",
  "HKD",
  "ESG",
  "II",
  "III",
  "LSS",
  "AIIB",
  "SMAP",
  "SIMP",
  "CGF",
  "LTGF",
  "LTG",
  "CG",
  "RMB",
  "FTSE",
  "MSCI",
  "S&P",
]);

/** The prefix of the second-series copy of a fund (§5.3). */
const SECOND_SERIES_PREFIX = "2_";

/** A word: letters and digits, possibly joined by '&' or an apostrophe ("S&P", "Investor's"). */
const WORD = /[\p{L}\p{N}]+(?:[&'’][\p{L}\p{N}]+)*/gu;

function capitaliseWord(word: string): string {
  const upper = word.toUpperCase();
  if (FUND_NAME_ACRONYMS.has(upper)) return upper;
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * Part 2 §5.3: capitalise each word, keeping acronyms (MPF, HSI, DIS, ORSO, HK, US, USD, HKD, ESG, II ...) as they are.
 * Words after hyphens and slashes and inside parentheses count as words; a leading "2_" stays as it
 * is, and so do spaces and punctuation.
 */
export function formatFundName(name: string): string {
  const prefix = name.startsWith(SECOND_SERIES_PREFIX) ? SECOND_SERIES_PREFIX : "";
  return prefix + name.slice(prefix.length).replace(WORD, capitaliseWord);
}

function sameName(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/**
 * Part 2 §5.3: a duplicate is the same name with the prefix '2_' but a different fund number.
 * True when another fund (different number) is named "2_" + this fund's name (trimmed, case-insensitive).
 */
export function hasDuplicate(fund: NamedFund, all: readonly NamedFund[]): boolean {
  const twin = SECOND_SERIES_PREFIX + fund.legalNm.trim();
  return all.some((other) => other.invTypeNmbr !== fund.invTypeNmbr && sameName(other.legalNm, twin));
}

/**
 * Part 2 §5.3 suffix flag: 'I' if the name begins with '2_'; 'D' if a duplicate exists; the last letter if it ends with '-X'; else 'N'.
 * The first rule that holds wins; the last letter is returned upper-case.
 */
export function fundSuffixFlag(fund: NamedFund, all: readonly NamedFund[]): string {
  const name = fund.legalNm.trim();
  if (name.startsWith(SECOND_SERIES_PREFIX)) return "I";
  if (hasDuplicate(fund, all)) return "D";
  const letter = /-([A-Za-z])$/.exec(name)?.[1];
  return letter === undefined ? "N" : letter.toUpperCase();
}
