import { describe, expect, it } from "vitest";
import { formatClientNumber, normaliseLoginId } from "./identifiers.ts";
import { formatLongDate, formatMonth, formatShortDate, labelPrefix, languageFromQuery } from "./locale.ts";
import { formatMoney, formatNumber } from "./money.ts";

describe("login id normalisation (part 1 §5)", () => {
  it("co-brand: pads to 8 and prefixes 8", () => {
    expect(normaliseLoginId("1234", "COBRAND")).toBe("800001234");
    expect(normaliseLoginId("800001234", "COBRAND")).toBe("800001234");
  });
  it("others: strips leading zeros", () => {
    expect(normaliseLoginId("0003000001", "S800")).toBe("3000001");
    expect(normaliseLoginId("4000001", "HKAIIB")).toBe("4000001");
    expect(normaliseLoginId(" 007000001 ", null)).toBe("7000001");
  });
});

describe("formatting", () => {
  it("pads client numbers", () => {
    expect(formatClientNumber(12345)).toBe("0012345");
    expect(formatClientNumber(12345, 8)).toBe("00012345");
  });
  it("writes a label's colon per language", () => {
    expect(labelPrefix("Currency", "en")).toBe("Currency: ");
    expect(labelPrefix("貨幣", "zh-HK")).toBe("貨幣：");
  });
  it("formats dates per language", () => {
    expect(formatLongDate("2026-11-21", "en")).toBe("21 Nov 2026");
    expect(formatLongDate("2026-11-21", "zh-HK")).toBe("2026年11月21日");
    expect(formatShortDate("2026-01-05")).toBe("05/01/2026");
  });
  it("formats money with decimals, never floats", () => {
    expect(formatMoney("1234.565", "HKD")).toBe("HK$1,234.57");
    expect(formatMoney("-12.3", "USD")).toBe("-US$12.30");
    expect(formatMoney("0.1", "HKD")).toBe("HK$0.10");
    expect(formatNumber("1234567.12345", 4)).toBe("1,234,567.1235");
    expect(formatMoney("1000000", "JPY", 0)).toBe("JP$1,000,000");
  });
  it("picks the language from ?lang", () => {
    expect(languageFromQuery("zh")).toBe("zh-HK");
    expect(languageFromQuery("en")).toBe("en");
    expect(languageFromQuery("fr")).toBe("en");
    expect(languageFromQuery(null)).toBe("en");
  });
});

describe("formatMonth", () => {
  it("names the month in English and writes 年月 in Chinese", () => {
    expect(formatMonth("2026-10-01", "en")).toBe("October 2026");
    expect(formatMonth("2026-10-01", "zh-HK")).toBe("2026年10月");
    expect(formatMonth("2027-01-31", "zh-HK")).toBe("2027年1月");
    expect(formatMonth("not a date", "en")).toBe("N/A");
  });
});
