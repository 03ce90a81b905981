import { describe, expect, it } from "vitest";
import { phoneTypeOf, phoneUpdateItem } from "./phone-update.ts";

describe("phoneTypeOf (part 1 §3)", () => {
  it("codes home, fax, cellular and ORSO office the same for every scheme", () => {
    expect(phoneTypeOf("HOME", "SMP", false)).toEqual({ phoneTypeCd: 102, phoneTypeNm: "HOME" });
    expect(phoneTypeOf("FAX", "S800", false)).toEqual({ phoneTypeCd: 108, phoneTypeNm: "FAX" });
    expect(phoneTypeOf("CELLULAR", "HKAIIB", false)).toEqual({
      phoneTypeCd: 100,
      phoneTypeNm: "CELLULAR PHONE",
    });
    expect(phoneTypeOf("ORSO_OFFICE", "S800", true)).toEqual({
      phoneTypeCd: 104,
      phoneTypeNm: "ORSO OFFICE",
    });
  });

  it("codes the office 109 for S800, 110 for the others, 104 for ORSO accounts", () => {
    expect(phoneTypeOf("OFFICE", "S800", false).phoneTypeCd).toBe(109);
    expect(phoneTypeOf("OFFICE", "SMP", false).phoneTypeCd).toBe(110);
    expect(phoneTypeOf("OFFICE", "COBRAND", false).phoneTypeCd).toBe(110);
    expect(phoneTypeOf("OFFICE", "HKAIIB", false).phoneTypeCd).toBe(110);
    expect(phoneTypeOf("OFFICE", "S800", true)).toEqual({ phoneTypeCd: 104, phoneTypeNm: "ORSO OFFICE" });
  });
});

describe("phoneUpdateItem (part 1 §3)", () => {
  it("builds an HK office item with the dial code's digits in front", () => {
    expect(
      phoneUpdateItem({
        kind: "OFFICE",
        scheme: "S800",
        isOrso: false,
        number: "21234567",
        pltcJrsdNmbr: 100,
        dialCode: "+852",
      }),
    ).toEqual({
      phoneTypeCd: 109,
      phoneSeqNmbr: 100,
      phoneTypeNm: "OFFICE",
      phoneTxt: "85221234567",
      extensionTxt: null,
      phonePltcJrsdNmbr: 100,
      phoneLocationNm: null,
      deleteRecord: false,
      contactNm: null,
    });
  });

  it("keeps the number alone when there is no dial code", () => {
    const item = phoneUpdateItem({
      kind: "HOME",
      scheme: "SMP",
      isOrso: false,
      number: "1234567",
      pltcJrsdNmbr: 166,
      dialCode: null,
    });
    expect(item.phoneTxt).toBe("1234567");
  });

  it("sends a cleared number as a delete", () => {
    const item = phoneUpdateItem({
      kind: "FAX",
      scheme: "COBRAND",
      isOrso: false,
      number: "",
      pltcJrsdNmbr: 100,
      dialCode: "+852",
      contactNm: "CHAN TAI MAN",
    });
    expect(item).toMatchObject({
      phoneTypeCd: 108,
      phoneTxt: "",
      deleteRecord: true,
      contactNm: "CHAN TAI MAN",
    });
  });
});
