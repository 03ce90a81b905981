import { addDays, fundPerformance, LANGUAGES, type PricePoint, weekdayOf } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { isTranslationKey, t } from "../../i18n/i18n.ts";
import enDocuments from "../../i18n/locales/en/documents.json" with { type: "json" };
import { HAS_PDFTOTEXT, pdfText } from "../../testing/pdf-text.ts";
import {
  brochurePdf,
  type DocumentFund,
  type DocumentScheme,
  disclaimerPdf,
  FACT_SHEET_PERIODS,
  type FactSheetInput,
  factSheetPdf,
  factSheetReturns,
  NOT_APPLICABLE,
  RISK_CLASS_BANDS,
} from "./fund-documents.ts";
import { downsampleMinMax, niceTicks, yearTicks } from "./pdf-chart.ts";

const GENERATED_AT = new Date("2026-11-20T02:00:00Z"); // 10:00 HKT
const SCHEME: DocumentScheme = {
  nameEn: "Harbour MPF Scheme Series 800",
  nameZh: "港灣強積金計劃800系列",
  currency: "HKD",
  unitPriceDecimals: 4,
};
const FUND: DocumentFund = {
  invTypeNmbr: 304,
  legalNm: "Growth Fund",
  othLegalNm: "增長基金",
  riskLevel: "MODERATE TO HIGH",
  riskClass: 5,
  investmentManagerEn: "Harbour Asset Management Limited",
  investmentManagerZh: "港灣資產管理有限公司",
  managementFeePct: "1.40",
  inceptionDate: "1996-12-02",
  indexName: null,
  category: "MIXED",
  currency: "HKD",
};

/** Weekday prices from `from` to `to`: a deterministic wavy walk, 4 decimals. */
function weekdaySeries(from: string, to: string): PricePoint[] {
  const points: PricePoint[] = [];
  let price = 10;
  for (let date = from, i = 0; date <= to; date = addDays(date, 1)) {
    if (weekdayOf(date) === 0 || weekdayOf(date) === 6) continue;
    price *= 1 + 0.0002 + 0.01 * Math.sin(i * 0.7) * Math.cos(i * 0.013);
    points.push({ date, price: price.toFixed(4) });
    i++;
  }
  return points;
}

const THIRTY_YEARS = weekdaySeries("1996-12-02", "2026-11-19");
const FACT_SHEET: FactSheetInput = {
  scheme: SCHEME,
  fund: FUND,
  asOfDate: "2026-11-19",
  series: THIRTY_YEARS,
  feeTiers: [
    { minBalance: "0", maxBalance: "30000", ratePct: "1.40" },
    { minBalance: "30000", maxBalance: "1000000", ratePct: "1.20" },
    { minBalance: "1000000", maxBalance: null, ratePct: "0.90" },
  ],
};

const text = (pdf: Buffer) => pdf.toString("latin1");

function expectPdf(pdf: Buffer): void {
  expect(Buffer.isBuffer(pdf)).toBe(true);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.subarray(-8).toString("latin1")).toMatch(/%%EOF\n?$/);
}

describe("factSheetReturns (the returns table the fact sheet renders)", () => {
  // asOf 30 Jun 2026; boundaries: 1M 30 May (-> 29 May), 3M 30 Mar, YTD 31 Dec 2025, 1Y 30 Jun 2025,
  // 3Y 30 Jun 2023 (-> 30 Dec 2022), 5Y 30 Jun 2021 (-> the first price), 10Y before the first price.
  const series: PricePoint[] = [
    { date: "2020-01-02", price: "10" },
    { date: "2021-12-31", price: "8" },
    { date: "2022-12-30", price: "10" },
    { date: "2023-12-29", price: "11" },
    { date: "2024-12-31", price: "12" },
    { date: "2025-06-30", price: "10" },
    { date: "2025-12-31", price: "12.5" },
    { date: "2026-03-30", price: "12" },
    { date: "2026-05-29", price: "12.6" },
    { date: "2026-06-30", price: "13.2" },
  ];

  it("formats the domain's cumulative and annualised returns, annualised from 1 year only", () => {
    const table = factSheetReturns(series, "2026-06-30");
    expect(table.periods.map((p) => p.period)).toEqual([...FACT_SHEET_PERIODS]);
    expect(table.periods.map((p) => p.cumulative)).toEqual([
      "4.76", // 13.2 / 12.6
      "10.00",
      "5.60",
      "32.00",
      "32.00",
      "32.00",
      "N/A",
      "32.00",
    ]);
    // 1.32^(365/d) - 1 with d = 365, 1096, 1826 and 2371 days
    expect(table.periods.map((p) => p.annualised)).toEqual([
      NOT_APPLICABLE,
      NOT_APPLICABLE,
      NOT_APPLICABLE,
      "32.00",
      "9.69",
      "5.71",
      "N/A",
      "4.37",
    ]);
    const domain = fundPerformance(series, "2026-06-30", FACT_SHEET_PERIODS);
    expect(domain.find((r) => r.period === "1Y")?.cumulative).toBe("32");
  });

  it("lists the last five calendar years, oldest first", () => {
    expect(factSheetReturns(series, "2026-06-30").calendarYears).toEqual([
      { year: 2021, value: "-20.00" },
      { year: 2022, value: "25.00" },
      { year: 2023, value: "10.00" },
      { year: 2024, value: "9.09" },
      { year: 2025, value: "4.17" },
    ]);
  });

  it("shows N/A (in the given words) before 6 months of track record", () => {
    const young = series.slice(-3); // first price 31 Mar 2026
    const table = factSheetReturns(young, "2026-06-30", "不適用");
    expect(table.periods.map((p) => p.cumulative)).toEqual(Array(8).fill("不適用"));
    expect(table.calendarYears.every((c) => c.value === "不適用")).toBe(true);
  });
});

describe("the price chart's helpers", () => {
  it("down-samples to at most 400 points keeping the ends, the lowest and the highest", () => {
    const points = THIRTY_YEARS.map((p, i) => ({ x: i, y: Number(p.price) }));
    const sampled = downsampleMinMax(points, 400);
    expect(points.length).toBeGreaterThan(7_800);
    expect(sampled.length).toBeLessThanOrEqual(400);
    expect(sampled[0]).toEqual(points[0]);
    expect(sampled.at(-1)).toEqual(points.at(-1));
    const ys = points.map((p) => p.y);
    expect(sampled.some((p) => p.y === Math.min(...ys))).toBe(true);
    expect(sampled.some((p) => p.y === Math.max(...ys))).toBe(true);
    expect(sampled.every((p, i) => i === 0 || p.x > (sampled[i - 1]?.x ?? 0))).toBe(true);
    expect(downsampleMinMax(points.slice(0, 50), 400)).toEqual(points.slice(0, 50));
  });

  it("picks round gridlines and year labels", () => {
    expect(niceTicks(7.6, 15.9)).toEqual({ ticks: [6, 8, 10, 12, 14, 16], decimals: 0 });
    expect(niceTicks(0.951, 1.049)).toEqual({ ticks: [0.94, 0.96, 0.98, 1, 1.02, 1.04, 1.06], decimals: 2 });
    expect(niceTicks(10, 10).ticks.length).toBeGreaterThan(1);
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    expect(yearTicks(day("1996-12-02"), day("2026-11-19")).map((t) => t.label)).toEqual([
      "2000",
      "2005",
      "2010",
      "2015",
      "2020",
      "2025",
    ]);
    expect(yearTicks(day("2026-02-02"), day("2026-11-19"))).toEqual([]);
  });
});

describe("fund documents as PDF", () => {
  it("builds the fact sheet of a 30-year series in both languages, embedding a Noto Sans HK subset", async () => {
    const started = performance.now();
    const zh = await factSheetPdf(FACT_SHEET, "zh-HK", GENERATED_AT);
    const zhMs = performance.now() - started;
    const en = await factSheetPdf(FACT_SHEET, "en", GENERATED_AT);
    for (const pdf of [zh, en]) {
      expectPdf(pdf);
      expect(text(pdf)).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansHK-Regular/);
      expect(text(pdf)).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHK-Bold/);
      expect(text(pdf)).not.toContain("Helvetica"); // every text is in the CJK font
      expect(text(pdf)).toContain("(D:20261120020000Z)"); // the info dictionary's CreationDate
      expect(pdf.length).toBeLessThan(1_500_000);
    }
    expect(zhMs).toBeLessThan(20_000); // loose: about 0.5 s measured
    console.info(
      `fact sheet, ${THIRTY_YEARS.length} prices: zh-HK ${zh.length} B in ${zhMs.toFixed(0)} ms (fonts read once), en ${en.length} B`,
    );
  });

  it("is deterministic for a pinned generation instant, and draws the line as a down-sampled vector path", async () => {
    const [a, b] = await Promise.all([
      factSheetPdf(FACT_SHEET, "en", GENERATED_AT),
      factSheetPdf(FACT_SHEET, "en", GENERATED_AT),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(text(a)).toContain("/FlateDecode");
    const plain = await factSheetPdf(FACT_SHEET, "en", GENERATED_AT, { compress: false });
    expectPdf(plain);
    expect(text(plain)).not.toContain("/FlateDecode");
    const lineTos = text(plain).match(/ l\n/g)?.length ?? 0;
    expect(lineTos).toBeGreaterThan(350);
    expect(lineTos).toBeLessThan(600); // the line (< 400 points), gridlines, ticks and rules
  });

  it("builds a fact sheet without prices, noting there is no performance data", async () => {
    expectPdf(await factSheetPdf({ ...FACT_SHEET, series: [], feeTiers: [] }, "zh-HK", GENERATED_AT));
  });

  it("builds the brochure, over two pages when the scheme has many funds", async () => {
    const funds = Array.from({ length: 19 }, (_, i) => ({ ...FUND, invTypeNmbr: 300 + i }));
    for (const lang of ["en", "zh-HK"] as const) {
      const pdf = await brochurePdf({ scheme: SCHEME, funds }, lang, GENERATED_AT);
      expectPdf(pdf);
      expect(text(pdf)).toMatch(/\/Count 2\b/);
      console.info(`brochure ${lang}: ${pdf.length} B`);
    }
    expect(RISK_CLASS_BANDS.map((b) => b.riskClass)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("builds the disclaimer in both languages", async () => {
    for (const lang of ["en", "zh-HK"] as const) {
      const pdf = await disclaimerPdf(lang, GENERATED_AT, { hotline: "2888 8811" });
      expectPdf(pdf);
      expect(text(pdf)).toMatch(/\/Count 1\b/);
      console.info(`disclaimer ${lang}: ${pdf.length} B`);
    }
  });
});

const wordsOf = (pdf: Buffer) => pdfText(pdf);
/** Without white space: pdftotext breaks lines where the layout wraps them. */
const squash = (text: string) => text.replace(/\s+/g, "");

describe.skipIf(!HAS_PDFTOTEXT)("the documents' words come from the server's locale files", () => {
  it.each(LANGUAGES)("the disclaimer (%s) prints every paragraph of documents:disclaimer", async (lang) => {
    const words = squash(wordsOf(await disclaimerPdf(lang, GENERATED_AT, { hotline: "2888 8811" })));
    const paragraphs = Object.keys(enDocuments.disclaimer).filter((k) => k !== "title");
    expect(paragraphs).toHaveLength(6);
    const message = (key: string) => {
      if (!isTranslationKey(key)) throw new Error(`no message ${key}`);
      return t(lang, key, { hotline: "2888 8811" });
    };
    for (const p of paragraphs) {
      expect(words).toContain(squash(message(`documents:disclaimer.${p}.heading`)));
      expect(words).toContain(squash(message(`documents:disclaimer.${p}.body`)));
    }
    expect(words).toContain(squash(t("en", "documents:disclaimer.title")));
    expect(words).toContain(squash(t("zh-HK", "documents:disclaimer.title")));
  });

  it("the fact sheet and the brochure in English", async () => {
    const sheet = wordsOf(await factSheetPdf(FACT_SHEET, "en", GENERATED_AT));
    for (const line of [
      "Fund fact sheet · As at 19 Nov 2026",
      "Mixed assets fund",
      "Moderate to high",
      "5 (1 lowest – 7 highest)",
      "1.40% p.a.",
      "Below HK$30,000",
      "HK$30,000 to below HK$1,000,000",
      "HK$1,000,000 or above",
      "Fund performance (as at 19 Nov 2026)",
      "Unit price since launch (HKD)",
      "Past performance is not indicative of future performance. Investment involves risks.",
      "Harbour Retirement Trustees Limited · Generated on 20 Nov 2026",
    ])
      expect(sheet).toContain(line);
    const brochure = squash(
      wordsOf(await brochurePdf({ scheme: SCHEME, funds: [FUND] }, "en", GENERATED_AT)),
    );
    expect(brochure).toContain(
      squash(
        "The constituent funds of Harbour MPF Scheme Series 800. Read the scheme's offering document, including its risk factors, fees and charges, before you invest.",
      ),
    );
    expect(brochure).toContain(squash("10.0% to less than 15.0%"));
    expect(brochure).toContain(squash("25.0% or above"));
  });

  it("the fact sheet and the brochure in Chinese", async () => {
    const sheet = squash(wordsOf(await factSheetPdf(FACT_SHEET, "zh-HK", GENERATED_AT)));
    for (const text of [
      "基金概覽 · 截至2026年11月19日",
      "混合資產基金",
      "中至高",
      "5（1最低至7最高）",
      "每年1.40%",
      "HK$30,000以下",
      "HK$30,000至HK$1,000,000以下",
      "HK$1,000,000或以上",
      "基金表現（截至2026年11月19日）",
      "成立至今單位價格（HKD）",
      "港灣退休信託有限公司 · 製作日期：2026年11月20日",
    ])
      expect(sheet).toContain(squash(text));
    const brochure = squash(
      wordsOf(await brochurePdf({ scheme: SCHEME, funds: [FUND] }, "zh-HK", GENERATED_AT)),
    );
    expect(brochure).toContain(
      squash("港灣強積金計劃800系列的成分基金。投資前請細閱計劃的銷售文件，包括風險因素及費用和收費。"),
    );
    expect(brochure).toContain(squash("10.0%至少於15.0%"));
  });
});
