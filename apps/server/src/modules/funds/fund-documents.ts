import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import {
  calendarYearReturns,
  formatLongDate,
  formatMoney,
  formatReturn,
  formatShortDate,
  fundPerformance,
  hkDateOf,
  type IsoDate,
  type Language,
  type PricePoint,
  priceOnOrBefore,
  type ReturnPeriod,
  seriesBetween,
} from "@portal/domain";
import PDFDocument from "pdfkit";
import { drawPriceChart } from "./pdf-chart.ts";

/*
 * The fund documents of part 2 §2.6 "Downloads" (brochure, fund fact sheet, disclaimer) as PDFs.
 * Pure apart from reading the font files once: the caller passes the data and the generation
 * instant, so the bytes depend on the input only. Every text is set in Noto Sans HK (it has
 * Latin glyphs too), embedded as a subset of the glyphs used.
 */

// ---------------------------------------------------------------- inputs

export interface DocumentScheme {
  nameEn: string;
  nameZh: string;
  currency: string;
  /** 4, or 2 for the Simple/Smart schemes (part 2 §3.4). */
  unitPriceDecimals: number;
}

export interface DocumentFund {
  invTypeNmbr: number;
  legalNm: string;
  /** The Chinese name. */
  othLegalNm: string;
  /** LOW, MODERATE, MODERATE TO HIGH, HIGH (or the alternate scheme's labels). */
  riskLevel: string;
  riskClass: number;
  investmentManagerEn: string;
  investmentManagerZh: string;
  /** Percent a year as decimal text ("1.40"). */
  managementFeePct: string;
  inceptionDate: IsoDate;
  indexName?: string | null;
  /** MONEY_MARKET, GUARANTEED, BOND, MIXED, DIS, EQUITY, INDEX. */
  category: string;
  currency: string;
}

export interface FeeTier {
  minBalance: string;
  /** Exclusive; null means "or above". */
  maxBalance: string | null;
  ratePct: string;
}

export interface FactSheetInput {
  scheme: DocumentScheme;
  fund: DocumentFund;
  /** The valuation date: the returns and the unit price are as of the last price on or before it. */
  asOfDate: IsoDate;
  /** Daily prices, ascending (the whole history: the chart starts at the first one). */
  series: readonly PricePoint[];
  feeTiers?: readonly FeeTier[];
}

export interface BrochureInput {
  scheme: DocumentScheme;
  funds: readonly DocumentFund[];
}

/**
 * Every builder also takes `generatedAt`, the generation instant (the server clock's now): it is the
 * document's CreationDate and the printed date (HK time), so the same input and instant give the
 * same bytes.
 */
export interface PdfOptions {
  /** Deflate the content streams (default true); tests may turn it off to read them. */
  compress?: boolean;
}

export interface DisclaimerOptions extends PdfOptions {
  /** The member hotline printed in the contact paragraph. */
  hotline?: string;
}

// ---------------------------------------------------------------- texts

const PROVIDER = { en: "Harbour Retirement", zh: "港灣退休" };
const DEFAULT_HOTLINE = "2888 8800";

/** Periods of the fact sheet's returns table, in column order. */
export const FACT_SHEET_PERIODS = ["1M", "3M", "YTD", "1Y", "3Y", "5Y", "10Y", "SI"] as const;
const ANNUALISED_PERIODS: ReadonlySet<ReturnPeriod> = new Set(["1Y", "3Y", "5Y", "10Y", "SI"]);
/** Shown for the annualised return of a period under a year (not applicable, unlike N/A). */
export const NOT_APPLICABLE = "–";

/** The MPF risk class bands: annualised standard deviation from (included) to (excluded), percent. */
export const RISK_CLASS_BANDS = [
  { riskClass: 1, fromPct: "0.0", toPct: "0.5" },
  { riskClass: 2, fromPct: "0.5", toPct: "2.0" },
  { riskClass: 3, fromPct: "2.0", toPct: "5.0" },
  { riskClass: 4, fromPct: "5.0", toPct: "10.0" },
  { riskClass: 5, fromPct: "10.0", toPct: "15.0" },
  { riskClass: 6, fromPct: "15.0", toPct: "25.0" },
  { riskClass: 7, fromPct: "25.0", toPct: null },
] as const;

interface Texts {
  provider: string;
  trustee: string;
  notAvailable: string;
  factSheet: string;
  brochure: string;
  disclaimer: string;
  fundInformation: string;
  asAt: (date: string) => string;
  keyFacts: string;
  fundCode: string;
  fundType: string;
  riskLevel: string;
  riskClass: string;
  riskScale: string;
  launchDate: string;
  manager: string;
  managementFee: string;
  perYear: (pct: string) => string;
  currency: string;
  index: string;
  unitPrice: string;
  valuationDate: string;
  feeTiers: string;
  balance: string;
  rate: string;
  /** A balance band: min null when it starts at 0, max null when it has no upper end. */
  tier: (min: string | null, max: string | null) => string;
  performance: (date: string) => string;
  period: string;
  cumulative: string;
  annualised: string;
  calendarYear: string;
  year: string;
  periods: Record<(typeof FACT_SHEET_PERIODS)[number], string>;
  chart: (currency: string) => string;
  noChart: string;
  categories: Record<string, string>;
  riskLevels: Record<string, string>;
  pastPerformance: string;
  generated: (date: string) => string;
  fund: string;
  brochureIntro: (scheme: string) => string;
  riskClassTitle: string;
  riskClassIntro: string;
  standardDeviation: string;
  band: (from: string, to: string | null) => string;
  disclaimerParagraphs: (hotline: string) => [string, string][];
}

const EN: Texts = {
  provider: PROVIDER.en,
  trustee: "Harbour Retirement Trustees Limited",
  notAvailable: "N/A",
  factSheet: "Fund fact sheet",
  brochure: "Fund brochure",
  disclaimer: "Disclaimer",
  fundInformation: "Fund information",
  asAt: (date) => `As at ${date}`,
  keyFacts: "Key facts",
  fundCode: "Fund code",
  fundType: "Fund type",
  riskLevel: "Risk level",
  riskClass: "Risk class",
  riskScale: " (1 lowest – 7 highest)",
  launchDate: "Launch date",
  manager: "Investment manager",
  managementFee: "Management fee",
  perYear: (pct) => `${pct}% p.a.`,
  currency: "Fund currency",
  index: "Index",
  unitPrice: "Unit price",
  valuationDate: "Valuation date",
  feeTiers: "Management fee by account balance",
  balance: "Balance",
  rate: "Management fee (% p.a.)",
  tier: (min, max) =>
    max === null ? `${min ?? "HK$0"} or above` : min === null ? `Below ${max}` : `${min} to below ${max}`,
  performance: (date) => `Fund performance (as at ${date})`,
  period: "Period",
  cumulative: "Cumulative return (%)",
  annualised: "Annualised return (%)",
  calendarYear: "Calendar-year return (%)",
  year: "Year",
  periods: {
    "1M": "1 month",
    "3M": "3 months",
    YTD: "Year to date",
    "1Y": "1 year",
    "3Y": "3 years",
    "5Y": "5 years",
    "10Y": "10 years",
    SI: "Since launch",
  },
  chart: (currency) => `Unit price since launch (${currency})`,
  noChart: "No performance data.",
  categories: {
    MONEY_MARKET: "Money market fund",
    GUARANTEED: "Guaranteed fund",
    BOND: "Bond fund",
    MIXED: "Mixed assets fund",
    DIS: "Default Investment Strategy fund",
    EQUITY: "Equity fund",
    INDEX: "Index-tracking fund",
  },
  riskLevels: {
    LOW: "Low",
    MODERATE: "Moderate",
    "MODERATE TO HIGH": "Moderate to high",
    HIGH: "High",
    "LOW TO MEDIUM": "Low to medium",
    MEDIUM: "Medium",
    "MEDIUM TO HIGH": "Medium to high",
  },
  pastPerformance: "Past performance is not indicative of future performance. Investment involves risks.",
  generated: (date) => `Generated on ${date}`,
  fund: "Fund",
  brochureIntro: (scheme) =>
    `The constituent funds of ${scheme}. Read the scheme's offering document, including its risk factors, fees and charges, before you invest.`,
  riskClassTitle: "Risk class",
  riskClassIntro:
    "Each fund has a risk class from 1 (lowest risk) to 7 (highest risk), set from the annualised standard deviation of its returns over the past three years as the MPF risk class rules define. The risk class is for reference only and may change.",
  standardDeviation: "Annualised standard deviation",
  band: (from, to) => (to === null ? `${from}% or above` : `${from}% to less than ${to}%`),
  disclaimerParagraphs: (hotline) => [
    [
      "Information only",
      "The fund information in this portal and its documents, including unit prices, returns, fact sheets and brochures, is provided by Harbour Retirement Trustees Limited (the trustee) for general information only. It is not investment advice and does not take your circumstances into account.",
    ],
    [
      "Not an offer",
      "Nothing here is an offer or a solicitation to buy, sell or switch any fund or units, and it is not directed at anyone in a place where such an offer would be unlawful.",
    ],
    [
      "Past performance",
      "Past performance is not indicative of future performance. Investment involves risks: unit prices may go down as well as up. Returns are calculated from unit price to unit price in the fund's currency.",
    ],
    [
      "The offering document prevails",
      "The scheme's offering document and the key facts statements set out each fund's objective, risks, fees and charges. Read them before you invest. If anything here differs from the offering document, the offering document prevails.",
    ],
    [
      "Accuracy",
      "The trustee takes reasonable care over this information but gives no warranty as to its accuracy or completeness, and accepts no liability for loss arising from reliance on it, except as the law requires.",
    ],
    [
      "Contact us",
      `Harbour Retirement Trustees Limited, 28/F, Harbour Retirement Tower, 88 Harbour Road, Wan Chai, Hong Kong. Member hotline: ${hotline}.`,
    ],
  ],
};

const ZH: Texts = {
  provider: PROVIDER.zh,
  trustee: "港灣退休信託有限公司",
  notAvailable: "不適用",
  factSheet: "基金概覽",
  brochure: "基金小冊子",
  disclaimer: "免責聲明",
  fundInformation: "基金資料",
  asAt: (date) => `截至${date}`,
  keyFacts: "重要資料",
  fundCode: "基金編號",
  fundType: "基金類別",
  riskLevel: "風險程度",
  riskClass: "風險級別",
  riskScale: "（1最低至7最高）",
  launchDate: "推出日期",
  manager: "投資經理",
  managementFee: "管理費",
  perYear: (pct) => `每年${pct}%`,
  currency: "基金貨幣",
  index: "指數",
  unitPrice: "單位價格",
  valuationDate: "估值日期",
  feeTiers: "按戶口結餘計算的管理費",
  balance: "結餘",
  rate: "管理費（每年%）",
  tier: (min, max) =>
    max === null ? `${min ?? "HK$0"}或以上` : min === null ? `${max}以下` : `${min}至${max}以下`,
  performance: (date) => `基金表現（截至${date}）`,
  period: "期間",
  cumulative: "累積回報（%）",
  annualised: "年率化回報（%）",
  calendarYear: "曆年回報（%）",
  year: "年份",
  periods: {
    "1M": "1個月",
    "3M": "3個月",
    YTD: "年初至今",
    "1Y": "1年",
    "3Y": "3年",
    "5Y": "5年",
    "10Y": "10年",
    SI: "成立至今",
  },
  chart: (currency) => `成立至今單位價格（${currency}）`,
  noChart: "沒有表現資料。",
  categories: {
    MONEY_MARKET: "貨幣市場基金",
    GUARANTEED: "保證基金",
    BOND: "債券基金",
    MIXED: "混合資產基金",
    DIS: "預設投資策略基金",
    EQUITY: "股票基金",
    INDEX: "指數追蹤基金",
  },
  riskLevels: {
    LOW: "低",
    MODERATE: "中",
    "MODERATE TO HIGH": "中至高",
    HIGH: "高",
    "LOW TO MEDIUM": "低至中",
    MEDIUM: "中",
    "MEDIUM TO HIGH": "中至高",
  },
  pastPerformance: "過往表現並不代表將來表現。投資涉及風險。",
  generated: (date) => `製作日期：${date}`,
  fund: "基金",
  brochureIntro: (scheme) => `${scheme}的成分基金。投資前請細閱計劃的銷售文件，包括風險因素及費用和收費。`,
  riskClassTitle: "風險級別",
  riskClassIntro:
    "每項基金按強積金風險級別規則，根據其過去三年回報的年度化標準差，獲編配由1（最低風險）至7（最高風險）的風險級別。風險級別只供參考，或會改變。",
  standardDeviation: "年度化標準差",
  band: (from, to) => (to === null ? `${from}%或以上` : `${from}%至少於${to}%`),
  disclaimerParagraphs: (hotline) => [
    [
      "僅供參考",
      "本網站及其文件所載的基金資料，包括單位價格、回報、基金概覽及小冊子，由港灣退休信託有限公司（「受託人」）提供，只作一般參考之用，並非投資意見，亦沒有考慮您的個人情況。",
    ],
    [
      "並非要約",
      "本資料並不構成買賣或轉換任何基金或單位的要約或邀請，亦不針對任何作出該要約即屬違法的地方的人士。",
    ],
    ["過往表現", "過往表現並不代表將來表現。投資涉及風險，單位價格可升可跌。回報以基金貨幣按單位價格計算。"],
    [
      "以銷售文件為準",
      "計劃的銷售文件及產品資料概要載有各基金的目標、風險、費用及收費，投資前請細閱。如本資料與銷售文件有任何不一致，概以銷售文件為準。",
    ],
    [
      "準確性",
      "受託人已合理審慎編製本資料，但不保證其準確或完整；除法律規定外，對因依賴本資料而引致的任何損失概不負責。",
    ],
    ["聯絡我們", `港灣退休信託有限公司，香港灣仔港灣道88號港灣退休大廈28樓。成員熱線：${hotline}。`],
  ],
};

const textsOf = (lang: Language): Texts => (lang === "zh-HK" ? ZH : EN);

// ---------------------------------------------------------------- returns table

export interface ReturnsTable {
  /** One column per FACT_SHEET_PERIODS entry: 2-decimal percent text, N/A, or NOT_APPLICABLE. */
  periods: { period: (typeof FACT_SHEET_PERIODS)[number]; cumulative: string; annualised: string }[];
  /** The last 5 complete calendar years, oldest first. */
  calendarYears: { year: number; value: string }[];
}

/**
 * The rows of the fact sheet's returns table, from the domain's return functions as published
 * (fundPerformance: blank before 6 months of track record; calendarYearReturns), formatted with
 * formatReturn. Annualised returns are shown for 1 year and longer only.
 */
export function factSheetReturns(
  series: readonly PricePoint[],
  asOf: IsoDate,
  notAvailable = "N/A",
): ReturnsTable {
  const rows = fundPerformance(series, asOf, FACT_SHEET_PERIODS);
  return {
    periods: FACT_SHEET_PERIODS.map((period, i) => ({
      period,
      cumulative: formatReturn(rows[i]?.cumulative, notAvailable),
      annualised: ANNUALISED_PERIODS.has(period)
        ? formatReturn(rows[i]?.annualised, notAvailable)
        : NOT_APPLICABLE,
    })),
    calendarYears: calendarYearReturns(series, asOf, 5)
      .reverse()
      .map(({ year, value }) => ({ year, value: formatReturn(value, notAvailable) })),
  };
}

// ---------------------------------------------------------------- fonts and the document

const requireFrom = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans-hk/400Regular/NotoSansHK_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-hk/700Bold/NotoSansHK_700Bold.ttf",
} as const;
type FontName = keyof typeof FONT_FILES;

let fontCache: Promise<Record<FontName, Buffer>> | undefined;

/** The two Noto Sans HK files, read once per process (about 7 MB each; pdfkit embeds a subset). */
function loadFonts(): Promise<Record<FontName, Buffer>> {
  fontCache ??= Promise.all([
    readFile(requireFrom.resolve(FONT_FILES.regular)),
    readFile(requireFrom.resolve(FONT_FILES.bold)),
  ])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fontCache = undefined;
      throw error;
    });
  return fontCache;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const FOOTER_HEIGHT = 72;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const COLOURS = {
  brand: "#0b3c5d",
  accent: "#1f7a8c",
  text: "#222222",
  muted: "#5f6b76",
  rule: "#c9d1d9",
  band: "#eef3f7",
};

type Doc = PDFKit.PDFDocument;

interface Page {
  doc: Doc;
  t: Texts;
  lang: Language;
}

/** Builds one A4 document: `draw` lays out the content; each page then gets the footer. */
async function renderPdf(
  lang: Language,
  generatedAt: Date,
  options: PdfOptions,
  title: string,
  footerNote: string | null,
  draw: (page: Page) => void,
): Promise<Buffer> {
  const fonts = await loadFonts();
  const t = textsOf(lang);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_HEIGHT + 8 },
    bufferPages: true,
    compress: options.compress ?? true,
    lang,
    info: { CreationDate: generatedAt, Title: title, Author: t.trustee, Creator: t.provider },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  doc.font("regular").fillColor(COLOURS.text);
  draw({ doc, t, lang });

  const generated = t.generated(formatLongDate(hkDateOf(generatedAt), lang));
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    drawFooter(doc, t, footerNote, generated, `${i - start + 1} / ${count}`);
  }
  doc.end();
  return done;
}

function drawFooter(doc: Doc, t: Texts, note: string | null, generated: string, pageNo: string): void {
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0; // writing below the content area must not open a page
  const top = A4.height - FOOTER_HEIGHT;
  doc
    .moveTo(MARGIN, top)
    .lineTo(A4.width - MARGIN, top)
    .lineWidth(0.5)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc.font("regular").fontSize(7.5).fillColor(COLOURS.muted);
  if (note) doc.text(note, MARGIN, top + 6, { width: CONTENT_WIDTH });
  const last = A4.height - MARGIN + 6;
  doc.text(`${t.trustee} · ${generated}`, MARGIN, last, { width: CONTENT_WIDTH - 60, lineBreak: false });
  doc.text(pageNo, A4.width - MARGIN - 60, last, { width: 60, align: "right", lineBreak: false });
  doc.page.margins.bottom = bottomMargin;
}

/** The content's lowest y on a page. */
const contentBottom = (doc: Doc): number => A4.height - doc.page.margins.bottom;

/** Opens a page when `height` does not fit below y; returns the y to draw at. */
function ensureSpace(doc: Doc, y: number, height: number): number {
  if (y + height <= contentBottom(doc)) return y;
  doc.addPage();
  return MARGIN;
}

function drawHeader(page: Page, kind: string, titles: [string, string], right?: string): number {
  const { doc } = page;
  doc.rect(MARGIN, MARGIN, CONTENT_WIDTH, 3).fill(COLOURS.brand);
  doc.font("bold").fontSize(10).fillColor(COLOURS.brand);
  doc.text(page.t.provider, MARGIN, MARGIN + 10, { width: CONTENT_WIDTH / 2, lineBreak: false });
  doc.font("regular").fontSize(9).fillColor(COLOURS.muted);
  doc.text(right ? `${kind} · ${right}` : kind, MARGIN + CONTENT_WIDTH / 2, MARGIN + 11, {
    width: CONTENT_WIDTH / 2,
    align: "right",
    lineBreak: false,
  });
  doc.font("bold").fontSize(18).fillColor(COLOURS.text);
  doc.text(titles[0], MARGIN, MARGIN + 30, { width: CONTENT_WIDTH });
  doc.font("regular").fontSize(11).fillColor(COLOURS.muted);
  doc.text(titles[1], MARGIN, doc.y + 1, { width: CONTENT_WIDTH });
  return doc.y + 12;
}

function drawSectionTitle(doc: Doc, title: string, y: number): number {
  const at = ensureSpace(doc, y, 40);
  doc.font("bold").fontSize(11).fillColor(COLOURS.brand).text(title, MARGIN, at, { width: CONTENT_WIDTH });
  return doc.y + 4;
}

interface Column {
  width: number;
  align?: "left" | "right" | "center";
}

/**
 * A simple ruled table from y: an optional shaded header row, then the rows; each row is as tall
 * as its tallest cell and starts a new page (repeating the header) when it does not fit.
 * Cells whose column index is in `boldColumns` are set in bold. Returns the y under the table.
 */
function drawTable(
  doc: Doc,
  y: number,
  columns: readonly Column[],
  header: readonly string[] | null,
  rows: readonly (readonly string[])[],
  boldColumns: readonly number[] = [],
): number {
  const padX = 4;
  const padY = 3;
  const size = 8.5;
  const heightOf = (cells: readonly string[], font: (i: number) => string) =>
    Math.max(
      ...cells.map((cell, i) =>
        doc
          .font(font(i))
          .fontSize(size)
          .heightOfString(cell, { width: (columns[i]?.width ?? 0) - 2 * padX }),
      ),
    ) +
    2 * padY;
  const drawRow = (cells: readonly string[], at: number, height: number, font: (i: number) => string) => {
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i] ?? { width: 0 };
      doc.font(font(i)).fontSize(size).fillColor(COLOURS.text);
      doc.text(cell, x + padX, at + padY, { width: column.width - 2 * padX, align: column.align ?? "left" });
      x += column.width;
    });
    const width = columns.reduce((sum, c) => sum + c.width, 0);
    doc
      .moveTo(MARGIN, at + height)
      .lineTo(MARGIN + width, at + height)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
  };
  const drawHeaderRow = (at: number): number => {
    if (!header) return at;
    const height = heightOf(header, () => "bold");
    const width = columns.reduce((sum, c) => sum + c.width, 0);
    doc.rect(MARGIN, at, width, height).fill(COLOURS.band);
    drawRow(header, at, height, () => "bold");
    return at + height;
  };
  const cellFont = (i: number) => (boldColumns.includes(i) ? "bold" : "regular");
  let at = drawHeaderRow(ensureSpace(doc, y, 2 * (size + 2 * padY + 4)));
  for (const row of rows) {
    const height = heightOf(row, cellFont);
    const next = ensureSpace(doc, at, height);
    if (next !== at) at = drawHeaderRow(next);
    drawRow(row, at, height, cellFont);
    at += height;
  }
  return at;
}

// ---------------------------------------------------------------- helpers for fund fields

/** [title, subtitle]: the fund name in the chosen language, the other language below. */
function fundNames(fund: DocumentFund, lang: Language): [string, string] {
  return lang === "zh-HK" ? [fund.othLegalNm, fund.legalNm] : [fund.legalNm, fund.othLegalNm];
}

const riskLevelText = (t: Texts, level: string) => t.riskLevels[level.trim().toUpperCase()] ?? level;
const categoryText = (t: Texts, category: string) => t.categories[category] ?? category;

// ---------------------------------------------------------------- 1. the fund fact sheet

/** The fund fact sheet (part 2 §2.6 Downloads): key facts, returns, the price chart; one A4 page (two with many fee tiers). */
export function factSheetPdf(
  input: FactSheetInput,
  lang: Language,
  generatedAt: Date,
  options: PdfOptions = {},
): Promise<Buffer> {
  const { scheme, fund, asOfDate } = input;
  const [title, subtitle] = fundNames(fund, lang);
  return renderPdf(lang, generatedAt, options, title, textsOf(lang).pastPerformance, (page) => {
    const { doc, t } = page;
    const latest = priceOnOrBefore(input.series, asOfDate);
    const schemeName = lang === "zh-HK" ? scheme.nameZh : scheme.nameEn;
    let y = drawHeader(
      page,
      t.factSheet,
      [title, `${subtitle} · ${schemeName}`],
      t.asAt(formatLongDate(asOfDate, lang)),
    );

    const facts: [string, string][] = [
      [t.fundCode, String(fund.invTypeNmbr)],
      [t.fundType, categoryText(t, fund.category)],
      [t.riskLevel, riskLevelText(t, fund.riskLevel)],
      [t.riskClass, `${fund.riskClass}${t.riskScale}`],
      [t.launchDate, formatLongDate(fund.inceptionDate, lang)],
      [t.manager, lang === "zh-HK" ? fund.investmentManagerZh : fund.investmentManagerEn],
      [t.managementFee, t.perYear(fund.managementFeePct)],
      [t.currency, fund.currency],
      [
        t.unitPrice,
        latest ? formatMoney(latest.price, fund.currency, scheme.unitPriceDecimals) : t.notAvailable,
      ],
      [t.valuationDate, latest ? formatLongDate(latest.date, lang) : t.notAvailable],
      ...(fund.indexName ? [[t.index, fund.indexName] as [string, string]] : []),
    ];
    const half = Math.ceil(facts.length / 2);
    const factRows = facts
      .slice(0, half)
      .map(([label, value], i) => [label, value, ...(facts[half + i] ?? ["", ""])]);
    y = drawSectionTitle(doc, t.keyFacts, y);
    y = drawTable(
      doc,
      y,
      [{ width: 95 }, { width: 162 }, { width: 95 }, { width: 163 }],
      null,
      factRows,
      [0, 2],
    );

    if (input.feeTiers && input.feeTiers.length > 0) {
      y = drawSectionTitle(doc, t.feeTiers, y + 12);
      const money = (value: string) => formatMoney(value, "HKD", 0);
      const tierRows = input.feeTiers.map((tier) => [
        t.tier(
          Number(tier.minBalance) === 0 ? null : money(tier.minBalance),
          tier.maxBalance === null ? null : money(tier.maxBalance),
        ),
        `${tier.ratePct}%`,
      ]);
      y = drawTable(doc, y, [{ width: 300 }, { width: 120, align: "right" }], [t.balance, t.rate], tierRows);
    }

    const returns = factSheetReturns(input.series, asOfDate, t.notAvailable);
    y = drawSectionTitle(doc, t.performance(formatLongDate(asOfDate, lang)), y + 12);
    const periodWidth = (CONTENT_WIDTH - 115) / returns.periods.length;
    y = drawTable(
      doc,
      y,
      [{ width: 115 }, ...returns.periods.map(() => ({ width: periodWidth, align: "right" as const }))],
      [t.period, ...returns.periods.map((p) => t.periods[p.period])],
      [
        [t.cumulative, ...returns.periods.map((p) => p.cumulative)],
        [t.annualised, ...returns.periods.map((p) => p.annualised)],
      ],
      [0],
    );
    const yearWidth = (CONTENT_WIDTH - 115) / 5;
    y = drawTable(
      doc,
      y + 8,
      [{ width: 115 }, ...returns.calendarYears.map(() => ({ width: yearWidth, align: "right" as const }))],
      [t.year, ...returns.calendarYears.map((c) => String(c.year))],
      [[t.calendarYear, ...returns.calendarYears.map((c) => c.value)]],
      [0],
    );

    const first = input.series[0];
    const chartSeries = first ? seriesBetween(input.series, first.date, asOfDate) : [];
    y = drawSectionTitle(doc, t.chart(fund.currency), y + 12);
    if (chartSeries.length < 2) {
      doc.font("regular").fontSize(9).fillColor(COLOURS.muted).text(t.noChart, MARGIN, y);
      return;
    }
    const height = Math.min(200, Math.max(120, contentBottom(doc) - y - 4));
    y = ensureSpace(doc, y, height);
    drawPriceChart(
      doc,
      chartSeries,
      { x: MARGIN, y, width: CONTENT_WIDTH, height },
      {
        font: "regular",
        line: COLOURS.accent,
        grid: COLOURS.rule,
        axis: COLOURS.muted,
        label: COLOURS.muted,
        shortDate: formatShortDate,
      },
    );
  });
}

// ---------------------------------------------------------------- 2. the scheme's fund brochure

/** A short fund brochure of a scheme: its funds with risk class, fee and launch date, and the risk classes. */
export function brochurePdf(
  input: BrochureInput,
  lang: Language,
  generatedAt: Date,
  options: PdfOptions = {},
): Promise<Buffer> {
  const { scheme } = input;
  const names: [string, string] =
    lang === "zh-HK" ? [scheme.nameZh, scheme.nameEn] : [scheme.nameEn, scheme.nameZh];
  return renderPdf(lang, generatedAt, options, names[0], textsOf(lang).pastPerformance, (page) => {
    const { doc, t } = page;
    let y = drawHeader(page, t.brochure, names);
    doc.font("regular").fontSize(9).fillColor(COLOURS.text).text(t.brochureIntro(names[0]), MARGIN, y, {
      width: CONTENT_WIDTH,
    });
    y = drawTable(
      doc,
      doc.y + 10,
      [
        { width: 245 },
        { width: 80, align: "center" },
        { width: 90, align: "right" },
        { width: 100, align: "right" },
      ],
      [t.fund, t.riskClass, t.managementFee, t.launchDate],
      input.funds.map((fund) => [
        fundNames(fund, lang).join("\n"),
        String(fund.riskClass),
        t.perYear(fund.managementFeePct),
        formatLongDate(fund.inceptionDate, lang),
      ]),
    );
    y = drawSectionTitle(doc, t.riskClassTitle, y + 16);
    doc.font("regular").fontSize(9).fillColor(COLOURS.text).text(t.riskClassIntro, MARGIN, y, {
      width: CONTENT_WIDTH,
    });
    drawTable(
      doc,
      doc.y + 8,
      [{ width: 120, align: "center" }, { width: 220 }],
      [t.riskClassTitle, t.standardDeviation],
      RISK_CLASS_BANDS.map((b) => [String(b.riskClass), t.band(b.fromPct, b.toPct)]),
    );
  });
}

// ---------------------------------------------------------------- 3. the disclaimer

/** The provider's disclaimer for fund information, in one language. */
export function disclaimerPdf(
  lang: Language,
  generatedAt: Date,
  options: DisclaimerOptions = {},
): Promise<Buffer> {
  const t = textsOf(lang);
  return renderPdf(lang, generatedAt, options, t.disclaimer, null, (page) => {
    const { doc } = page;
    const other = textsOf(lang === "zh-HK" ? "en" : "zh-HK");
    let y = drawHeader(page, t.fundInformation, [t.disclaimer, other.disclaimer]);
    for (const [heading, body] of t.disclaimerParagraphs(options.hotline ?? DEFAULT_HOTLINE)) {
      y = drawSectionTitle(doc, heading, y);
      doc.font("regular").fontSize(9.5).fillColor(COLOURS.text).text(body, MARGIN, y, {
        width: CONTENT_WIDTH,
        lineGap: 2,
      });
      y = doc.y + 10;
    }
  });
}
