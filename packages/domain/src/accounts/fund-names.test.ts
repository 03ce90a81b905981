import { describe, expect, it } from "vitest";
import { formatFundName, fundSuffixFlag, hasDuplicate, type NamedFund } from "./fund-names.ts";

describe("formatFundName (part 2 §5.3)", () => {
  it("capitalises each word and lower-cases the rest", () => {
    expect(formatFundName("GLOBAL BOND FUND")).toBe("Global Bond Fund");
    expect(formatFundName("growth fund")).toBe("Growth Fund");
    expect(formatFundName("age 65 plus fund")).toBe("Age 65 Plus Fund");
  });

  it("keeps the acronyms upper-case", () => {
    expect(formatFundName("MPF CONSERVATIVE FUND")).toBe("MPF Conservative Fund");
    expect(formatFundName("mpf conservative fund")).toBe("MPF Conservative Fund");
    expect(formatFundName("HANG SENG INDEX TRACKING FUND (HSI)")).toBe("Hang Seng Index Tracking Fund (HSI)");
    expect(formatFundName("global esg equity fund")).toBe("Global ESG Equity Fund");
    expect(formatFundName("USD MONEY MARKET FUND")).toBe("USD Money Market Fund");
    expect(formatFundName("hk and us equity fund ii")).toBe("HK And US Equity Fund II");
    expect(formatFundName("S&P 500 TRACKER FUND")).toBe("S&P 500 Tracker Fund");
    expect(formatFundName("orso capital guaranteed fund (cgf)")).toBe("ORSO Capital Guaranteed Fund (CGF)");
    expect(formatFundName("ftse msci rmb fund iii")).toBe("FTSE MSCI RMB Fund III");
    expect(formatFundName("dis core fund - lss")).toBe("DIS Core Fund - LSS");
  });

  it("capitalises words after hyphens and slashes and inside parentheses", () => {
    expect(formatFundName("ASIA-PACIFIC EQUITY FUND")).toBe("Asia-Pacific Equity Fund");
    expect(formatFundName("global inflation-linked bond fund")).toBe("Global Inflation-Linked Bond Fund");
    expect(formatFundName("SIMPLE/SMART GROWTH FUND")).toBe("Simple/Smart Growth Fund");
    expect(formatFundName("GUARANTEED FUND (LONG TERM)")).toBe("Guaranteed Fund (Long Term)");
  });

  it("keeps a leading 2_ as it is", () => {
    expect(formatFundName("2_GROWTH FUND")).toBe("2_Growth Fund");
    expect(formatFundName("2_mpf conservative fund")).toBe("2_MPF Conservative Fund");
  });

  it("does not treat acronyms inside longer words as acronyms", () => {
    expect(formatFundName("DISCOVERY US FUND")).toBe("Discovery US Fund");
    expect(formatFundName("HKEX FUND")).toBe("Hkex Fund");
  });
});

describe("hasDuplicate and fundSuffixFlag (part 2 §5.3)", () => {
  const growth: NamedFund = { invTypeNmbr: 805, legalNm: "Growth Fund" };
  const growth2: NamedFund = { invTypeNmbr: 905, legalNm: "2_Growth Fund" };
  const classA: NamedFund = { invTypeNmbr: 802, legalNm: "Stable Fund-A" };
  const plain: NamedFund = { invTypeNmbr: 803, legalNm: "Balanced Fund" };
  const all = [growth, growth2, classA, plain];

  it("finds the 2_ twin with another fund number", () => {
    expect(hasDuplicate(growth, all)).toBe(true);
    expect(hasDuplicate(plain, all)).toBe(false);
    expect(hasDuplicate(growth, [growth, { invTypeNmbr: 805, legalNm: "2_Growth Fund" }])).toBe(false);
    expect(hasDuplicate(growth, [growth, { invTypeNmbr: 999, legalNm: "2_GROWTH FUND" }])).toBe(true);
  });

  it("flags I, D, the last letter, or N, in that order", () => {
    expect(fundSuffixFlag(growth2, all)).toBe("I");
    expect(fundSuffixFlag(growth, all)).toBe("D");
    expect(fundSuffixFlag(classA, all)).toBe("A");
    expect(fundSuffixFlag({ invTypeNmbr: 808, legalNm: "Bond Fund-b" }, all)).toBe("B");
    expect(fundSuffixFlag(plain, all)).toBe("N");
    expect(fundSuffixFlag({ invTypeNmbr: 809, legalNm: "Fund-12" }, all)).toBe("N");
  });
});
