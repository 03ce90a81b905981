import { describe, expect, it } from "vitest";
import { declarationForced, declarationRecords, validateDeclaration } from "./declaration.ts";

describe("validateDeclaration (part 1 §4/§5)", () => {
  it("lets a non-US person agree once scrolled to the end, TIN ignored", () => {
    expect(validateDeclaration({ usPerson: false, tin: "", scrolledToEnd: false })).toEqual({
      canAgree: false,
      tinError: null,
    });
    expect(validateDeclaration({ usPerson: false, tin: "abc", scrolledToEnd: true })).toEqual({
      canAgree: true,
      tinError: null,
    });
  });

  it("requires a numeric TIN from a US person", () => {
    expect(validateDeclaration({ usPerson: true, tin: " ", scrolledToEnd: true })).toEqual({
      canAgree: false,
      tinError: "fatca.tinRequired",
    });
    expect(validateDeclaration({ usPerson: true, tin: "123-45-6789", scrolledToEnd: true })).toEqual({
      canAgree: false,
      tinError: "fatca.tinNumericError",
    });
    expect(validateDeclaration({ usPerson: true, tin: "123456789", scrolledToEnd: true })).toEqual({
      canAgree: true,
      tinError: null,
    });
  });

  it("keeps Agree disabled for a valid TIN until scrolled to the end", () => {
    expect(validateDeclaration({ usPerson: true, tin: "123456789", scrolledToEnd: false }).canAgree).toBe(
      false,
    );
  });
});

describe("declarationForced (part 1 §4/§9)", () => {
  const pending = { declared: false, unitTotal: "1250.5000", scheme: "S800", isOrso: false } as const;

  it("forces a pending declaration above 0.001 units", () => {
    expect(declarationForced(pending)).toBe(true);
    expect(declarationForced({ ...pending, unitTotal: "0.0011" })).toBe(true);
    expect(declarationForced({ ...pending, unitTotal: "0.001" })).toBe(false);
    expect(declarationForced({ ...pending, unitTotal: "0.0010000" })).toBe(false);
    expect(declarationForced({ ...pending, unitTotal: "0" })).toBe(false);
  });

  it("does not force once declared, for HKAIIB or for ORSO accounts", () => {
    expect(declarationForced({ ...pending, declared: true })).toBe(false);
    expect(declarationForced({ ...pending, scheme: "HKAIIB" })).toBe(false);
    expect(declarationForced({ ...pending, isOrso: true })).toBe(false);
    expect(declarationForced({ ...pending, scheme: "SMP" })).toBe(true);
    expect(declarationForced({ ...pending, scheme: "COBRAND" })).toBe(true);
  });

  it("compares decimals exactly where floats would not", () => {
    expect(declarationForced({ ...pending, unitTotal: "0.00100000000000000001" })).toBe(true);
  });
});

describe("declarationRecords (part 1 §3)", () => {
  const who = { clientNmbr: 1234567, clntRltnshpNmbr: 890, date: "2025-03-14" };

  it("records N under 227 for a non-US person, and no TIN", () => {
    expect(declarationRecords({ ...who, usPerson: false, tin: "" })).toEqual([
      {
        chgDt: "2025-03-14",
        clientNmbr: 1234567,
        cstmAttrCd: 227,
        cstmAttrNm: "US ACCOUNT DECLARATION",
        cstmAttrTxt: "N",
        efctvDt: "2025-03-14",
        clntRltnshpNmbr: 890,
      },
    ]);
  });

  it("records Y under 227 and the TIN under 229 for a US person", () => {
    const records = declarationRecords({ ...who, usPerson: true, tin: " 123456789 " });
    expect(records.map((r) => [r.cstmAttrCd, r.cstmAttrTxt])).toEqual([
      [227, "Y"],
      [229, "123456789"],
    ]);
    expect(records[1]).toMatchObject({ chgDt: "2025-03-14", efctvDt: "2025-03-14", clntRltnshpNmbr: 890 });
  });
});
