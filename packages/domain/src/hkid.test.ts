import { describe, expect, it } from "vitest";
import {
  compactGovtId,
  formatHkid,
  hkidCheckDigit,
  isValidHkid,
  isWrittenAsHkid,
  maskGovtId,
} from "./hkid.ts";

describe("HKID check digit", () => {
  it("computes the worked example A123456 -> 3", () => {
    // (36*9 + 10*8 + 1*7 + 2*6 + 3*5 + 4*4 + 5*3 + 6*2) = 481; 481 mod 11 = 8; 11 - 8 = 3
    expect(hkidCheckDigit("A", "123456")).toBe("3");
  });

  it("writes 10 as A and 11 as 0", () => {
    expect(hkidCheckDigit("B", "765432")).toBe("A");
    expect(hkidCheckDigit("J", "666666")).toBe("0");
  });

  it("handles two-letter prefixes", () => {
    // AB987654: 10*9 + 11*8 + 9*7 + 8*6 + 7*5 + 6*4 + 5*3 + 4*2 = 371; 371 mod 11 = 8 -> 3
    expect(hkidCheckDigit("AB", "987654")).toBe("3");
  });

  it("accepts the personas' numbers with and without brackets, and rejects a wrong digit", () => {
    for (const id of ["A123456(3)", "B765432(A)", "C111111(4)", "D222222(2)", "E333333(0)", "G444444(1)"]) {
      expect(isValidHkid(id)).toBe(true);
      expect(isValidHkid(id.replace(/[()]/g, ""))).toBe(true);
    }
    for (const id of ["H555555(A)", "J666666(0)", "K777777(9)", "L888888(7)"])
      expect(isValidHkid(id)).toBe(true);
    expect(isValidHkid("A123456(4)")).toBe(false);
    expect(isValidHkid("K2345678")).toBe(false);
    expect(isValidHkid("123456(3)")).toBe(false);
  });

  it("formats and compacts", () => {
    expect(formatHkid("a1234563")).toBe("A123456(3)");
    expect(formatHkid("A1234564")).toBeNull();
    expect(compactGovtId(" a123456(3) ")).toBe("A1234563");
  });
});

describe("isWrittenAsHkid", () => {
  it("takes a number with its bracketed check digit as an HKID, whatever else is wrong with it", () => {
    expect(isWrittenAsHkid("A123456(3)")).toBe(true);
    expect(isWrittenAsHkid(" a123456(4) ")).toBe(true);
    expect(isWrittenAsHkid("A12345(3)")).toBe(true);
    expect(isWrittenAsHkid("A123456(3")).toBe(true);
  });
  it("leaves a number without brackets alone: it may be a passport number", () => {
    expect(isWrittenAsHkid("K2345678")).toBe(false);
    expect(isWrittenAsHkid("A1234563")).toBe(false);
    expect(isWrittenAsHkid("K12345689")).toBe(false);
  });
});

describe("maskGovtId", () => {
  it("keeps an HKID's letters, first digit and check digit", () => {
    expect(maskGovtId("A1234563", "HKID")).toBe("A1*****(3)");
    expect(maskGovtId("ab 987654(a)", "HKID")).toBe("AB9*****(A)");
  });
  it("keeps a passport number's first and last two characters", () => {
    expect(maskGovtId("K12345689", "PASSPORT")).toBe("K1*****89");
    expect(maskGovtId("E123", "PASSPORT")).toBe("****");
  });
});
