import type { Scheme } from "../format/identifiers.ts";

export type PhoneKind = "HOME" | "FAX" | "OFFICE" | "ORSO_OFFICE" | "CELLULAR";

/** A phone update item of part 1 §3 (POST client/phone, inside clntPhoneInfoList). */
export interface PhoneUpdateItem {
  phoneTypeCd: number;
  phoneSeqNmbr: number;
  phoneTypeNm: "HOME" | "FAX" | "OFFICE" | "ORSO OFFICE" | "CELLULAR PHONE";
  phoneTxt: string;
  extensionTxt: null;
  phonePltcJrsdNmbr: number;
  phoneLocationNm: null;
  deleteRecord: boolean;
  contactNm: string | null;
}

/** Part 1 §3 phone update item: phoneSeqNmbr defaults to 100. */
export const DEFAULT_PHONE_SEQ_NMBR = 100;

/**
 * Part 1 §3 phone type codes: 102 home, 108 fax, 104 ORSO office, 100 cellular; the office code
 * is "109 for one scheme, 110 for another". Decision: 109 for S800 (the main scheme, listed first),
 * 110 for every other scheme. An office number of an ORSO account is the ORSO office (104), so
 * kind OFFICE with isOrso true gives the same as kind ORSO_OFFICE.
 */
export function phoneTypeOf(
  kind: PhoneKind,
  scheme: Scheme,
  isOrso: boolean,
): Pick<PhoneUpdateItem, "phoneTypeCd" | "phoneTypeNm"> {
  switch (kind) {
    case "HOME":
      return { phoneTypeCd: 102, phoneTypeNm: "HOME" };
    case "FAX":
      return { phoneTypeCd: 108, phoneTypeNm: "FAX" };
    case "CELLULAR":
      return { phoneTypeCd: 100, phoneTypeNm: "CELLULAR PHONE" };
    case "ORSO_OFFICE":
      return { phoneTypeCd: 104, phoneTypeNm: "ORSO OFFICE" };
    case "OFFICE":
      if (isOrso) return { phoneTypeCd: 104, phoneTypeNm: "ORSO OFFICE" };
      return { phoneTypeCd: scheme === "S800" ? 109 : 110, phoneTypeNm: "OFFICE" };
  }
}

/**
 * Part 1 §3 phone update item: phoneTxt is the dial code's digits followed by the number
 * ("+852", "91234567" -> "85291234567"; no dial code, as for 166/167, -> the number alone),
 * phoneSeqNmbr 100, extensionTxt and phoneLocationNm null, deleteRecord false.
 * Decision: a blank number (an other contact the member cleared) gives deleteRecord true with an
 * empty phoneTxt, so removal is sent by type and sequence number.
 */
export function phoneUpdateItem(input: {
  kind: PhoneKind;
  scheme: Scheme;
  isOrso: boolean;
  number: string;
  pltcJrsdNmbr: number;
  dialCode: string | null;
  contactNm?: string | null;
}): PhoneUpdateItem {
  const number = input.number.trim();
  const dialDigits = (input.dialCode ?? "").replace(/\D/g, "");
  return {
    ...phoneTypeOf(input.kind, input.scheme, input.isOrso),
    phoneSeqNmbr: DEFAULT_PHONE_SEQ_NMBR,
    phoneTxt: number === "" ? "" : `${dialDigits}${number}`,
    extensionTxt: null,
    phonePltcJrsdNmbr: input.pltcJrsdNmbr,
    phoneLocationNm: null,
    deleteRecord: number === "",
    contactNm: input.contactNm ?? null,
  };
}
