import { describe, expect, it } from "vitest";
import { csvField, csvText, priceSeriesCsv } from "./csv.ts";
import type { PricePoint } from "./series.ts";

const SERIES: PricePoint[] = [
  { date: "2024-02-28", price: "13.5" },
  { date: "2024-02-29", price: "13.61235" },
  { date: "2024-03-01", price: "13.7" },
];

describe("csvField (RFC 4180)", () => {
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvField("Growth Fund")).toBe("Growth Fund");
    expect(csvField("Asia, Pacific Fund")).toBe('"Asia, Pacific Fund"');
    expect(csvField('The "Core" Fund')).toBe('"The ""Core"" Fund"');
    expect(csvField("Line\r\nbreak")).toBe('"Line\r\nbreak"');
    expect(csvField('"')).toBe('""""');
    expect(csvField("")).toBe("");
  });
});

describe("priceSeriesCsv", () => {
  it("writes the fund line, the header and 4-decimal prices with CRLF endings", () => {
    // 13.61235 -> 13.6124 (half up)
    expect(priceSeriesCsv(SERIES, { fundName: "Growth Fund", currency: "HKD", decimals: 4 })).toBe(
      "Fund,Growth Fund\r\n" +
        "Date,Unit price (HKD)\r\n" +
        "2024-02-28,13.5000\r\n" +
        "2024-02-29,13.6124\r\n" +
        "2024-03-01,13.7000\r\n",
    );
  });

  it("uses 2 decimals for the Simple/Smart schemes", () => {
    // 13.61235 -> 13.61
    expect(priceSeriesCsv(SERIES.slice(1, 2), { fundName: "Smart Fund", currency: "USD", decimals: 2 })).toBe(
      "Fund,Smart Fund\r\nDate,Unit price (USD)\r\n2024-02-29,13.61\r\n",
    );
  });

  it("quotes a fund name with commas and quotes", () => {
    const csv = priceSeriesCsv([], { fundName: 'Asia "Plus", Equity Fund', currency: "HKD", decimals: 4 });
    expect(csv).toBe('Fund,"Asia ""Plus"", Equity Fund"\r\nDate,Unit price (HKD)\r\n');
  });

  it("takes translated labels and keeps Chinese text as it is", () => {
    const csv = priceSeriesCsv(SERIES.slice(0, 1), {
      fundName: "增長基金",
      currency: "HKD",
      decimals: 4,
      labels: { fund: "基金", date: "日期", unitPrice: "單位價格" },
    });
    expect(csv).toBe("基金,增長基金\r\n日期,單位價格 (HKD)\r\n2024-02-28,13.5000\r\n");
  });
});

describe("csvText", () => {
  it("joins each row's fields with commas and ends every row in CRLF", () => {
    expect(
      csvText([
        ["Figure", "Asia, Pacific Fund", "均衡基金"],
        ["Management fee (% a year)", "1.50", "0.75"],
        ["Note"],
      ]),
    ).toBe('Figure,"Asia, Pacific Fund",均衡基金\r\nManagement fee (% a year),1.50,0.75\r\nNote\r\n');
    expect(csvText([])).toBe("");
  });
});
