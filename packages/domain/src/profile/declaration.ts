import Decimal from "decimal.js";
import type { Scheme } from "../format/identifiers.ts";
import type { IsoDate } from "../time.ts";

/** Taxpayer-number message keys; both invented (part 1 §5 gives the rule, not the keys). */
export type TinMessageKey = "fatca.tinRequired" | "fatca.tinNumericError";

/**
 * Part 1 §4/§5 declaration modal: the taxpayer identification number is required and numeric
 * (ASCII digits, surrounding spaces ignored) for a US person and ignored otherwise; Agree is
 * enabled once the consent text is scrolled to the end and the TIN has no error.
 */
export function validateDeclaration(input: { usPerson: boolean; tin: string; scrolledToEnd: boolean }): {
  canAgree: boolean;
  tinError: TinMessageKey | null;
} {
  const tin = input.tin.trim();
  let tinError: TinMessageKey | null = null;
  if (input.usPerson) {
    if (tin === "") tinError = "fatca.tinRequired";
    else if (!/^[0-9]+$/.test(tin)) tinError = "fatca.tinNumericError";
  }
  return { canAgree: input.scrolledToEnd && tinError === null, tinError };
}

/** Part 1 §9: the declaration is forced when the unit total exceeds this. */
export const DECLARATION_UNIT_THRESHOLD = "0.001";

/**
 * Part 1 §4 forced declaration: redirect to /fatca when the declaration is pending (not
 * declared), the account's unit total (decimal text) exceeds 0.001 (compared as a decimal, so
 * "0.001" is not forced and "0.0011" is), the scheme is not HKAIIB and the account is not ORSO.
 * Throws on unit-total text that is not a number.
 */
export function declarationForced(input: {
  declared: boolean;
  unitTotal: string;
  scheme: Scheme;
  isOrso: boolean;
}): boolean {
  if (input.declared || input.scheme === "HKAIIB" || input.isOrso) return false;
  return new Decimal(input.unitTotal).greaterThan(DECLARATION_UNIT_THRESHOLD);
}

/** A custom-data update record of part 1 §3 (PUT /client/customdata). */
export interface CustomDataRecord {
  chgDt: IsoDate;
  clientNmbr: number;
  cstmAttrCd: typeof US_ACCOUNT_ATTR_CD | typeof US_TIN_ATTR_CD;
  cstmAttrNm: string;
  cstmAttrTxt: string;
  efctvDt: IsoDate;
  clntRltnshpNmbr: number;
}

/** Part 1 §3 custom attribute codes of the declaration. */
export const US_ACCOUNT_ATTR_CD = 227 as const;
export const US_TIN_ATTR_CD = 229 as const;

/**
 * Part 1 §3/§7 declaration records: code 227 (US account, Y or N) and, for a US person only,
 * code 229 with the trimmed TIN (a non-US person has no TIN to store). The change and effective
 * dates are both the given date. cstmAttrNm values are our names for the codes.
 */
export function declarationRecords(input: {
  clientNmbr: number;
  clntRltnshpNmbr: number;
  date: IsoDate;
  usPerson: boolean;
  tin: string;
}): CustomDataRecord[] {
  const base = {
    chgDt: input.date,
    clientNmbr: input.clientNmbr,
    efctvDt: input.date,
    clntRltnshpNmbr: input.clntRltnshpNmbr,
  };
  const records: CustomDataRecord[] = [
    {
      ...base,
      cstmAttrCd: US_ACCOUNT_ATTR_CD,
      cstmAttrNm: "US ACCOUNT DECLARATION",
      cstmAttrTxt: input.usPerson ? "Y" : "N",
    },
  ];
  if (input.usPerson) {
    records.push({
      ...base,
      cstmAttrCd: US_TIN_ATTR_CD,
      cstmAttrNm: "US TAXPAYER IDENTIFICATION NUMBER",
      cstmAttrTxt: input.tin.trim(),
    });
  }
  return records;
}
