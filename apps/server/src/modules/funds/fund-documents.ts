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
import { isTranslationKey, t as translate, translator } from "../../i18n/i18n.ts";
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

/** The documents' texts in one language (the `documents` namespace of the server's i18n). */
type Texts = ReturnType<typeof textsOf>;
const textsOf = (lang: Language) => translator(lang, "documents");

/** The disclaimer's paragraphs, in order: each has a heading and a body under documents:disclaimer. */
const DISCLAIMER_PARAGRAPHS = [
  "informationOnly",
  "notAnOffer",
  "pastPerformance",
  "offeringDocument",
  "accuracy",
  "contact",
] as const;

/** The text of a code of the data (a fund category, a risk level), or `fallback` when it has none. */
function codeText(lang: Language, group: "categories" | "riskLevels", code: string, fallback = code): string {
  const key = `documents:${group}.${code}`;
  return isTranslationKey(key) ? translate(lang, key) : fallback;
}

const riskLevelText = (lang: Language, level: string) =>
  codeText(lang, "riskLevels", level.trim().toUpperCase(), level);

/** A balance band of the fee tiers: min null when it starts at 0, max null when it has no upper end. */
function tierText(t: Texts, min: string | null, max: string | null): string {
  if (max === null) return t("factSheet.feeTiers.from", { min: min ?? "HK$0" });
  if (min === null) return t("factSheet.feeTiers.below", { max });
  return t("factSheet.feeTiers.between", { min, max });
}

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

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
const FOOTER_HEIGHT = 72;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
export const COLOURS = {
  brand: "#0b3c5d",
  accent: "#1f7a8c",
  text: "#222222",
  muted: "#5f6b76",
  rule: "#c9d1d9",
  band: "#eef3f7",
};

export type Doc = PDFKit.PDFDocument;

export interface Page {
  doc: Doc;
  t: Texts;
  lang: Language;
}

/** Builds one A4 document: `draw` lays out the content; each page then gets the footer. */
export async function renderPdf(
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
    info: { CreationDate: generatedAt, Title: title, Author: t("trustee"), Creator: t("provider") },
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

  const generated = t("generated", { date: formatLongDate(hkDateOf(generatedAt), lang) });
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
  doc.text(`${t("trustee")} · ${generated}`, MARGIN, last, { width: CONTENT_WIDTH - 60, lineBreak: false });
  doc.text(pageNo, A4.width - MARGIN - 60, last, { width: 60, align: "right", lineBreak: false });
  doc.page.margins.bottom = bottomMargin;
}

/** The content's lowest y on a page. */
export const contentBottom = (doc: Doc): number => A4.height - doc.page.margins.bottom;

/** Opens a page when `height` does not fit below y; returns the y to draw at. */
export function ensureSpace(doc: Doc, y: number, height: number): number {
  if (y + height <= contentBottom(doc)) return y;
  doc.addPage();
  return MARGIN;
}

export function drawHeader(page: Page, kind: string, titles: [string, string], right?: string): number {
  const { doc } = page;
  doc.rect(MARGIN, MARGIN, CONTENT_WIDTH, 3).fill(COLOURS.brand);
  doc.font("bold").fontSize(10).fillColor(COLOURS.brand);
  doc.text(page.t("provider"), MARGIN, MARGIN + 10, { width: CONTENT_WIDTH / 2, lineBreak: false });
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

export function drawSectionTitle(doc: Doc, title: string, y: number): number {
  const at = ensureSpace(doc, y, 40);
  doc.font("bold").fontSize(11).fillColor(COLOURS.brand).text(title, MARGIN, at, { width: CONTENT_WIDTH });
  return doc.y + 4;
}

export interface Column {
  width: number;
  align?: "left" | "right" | "center";
}

/**
 * A simple ruled table from y: an optional shaded header row, then the rows; each row is as tall
 * as its tallest cell and starts a new page (repeating the header) when it does not fit.
 * Cells whose column index is in `boldColumns` are set in bold. Returns the y under the table.
 */
export function drawTable(
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
  return renderPdf(lang, generatedAt, options, title, textsOf(lang)("pastPerformance"), (page) => {
    const { doc, t } = page;
    const latest = priceOnOrBefore(input.series, asOfDate);
    const schemeName = lang === "zh-HK" ? scheme.nameZh : scheme.nameEn;
    let y = drawHeader(
      page,
      t("kinds.factSheet"),
      [title, `${subtitle} · ${schemeName}`],
      t("asAt", { date: formatLongDate(asOfDate, lang) }),
    );

    const facts: [string, string][] = [
      [t("fund.code"), String(fund.invTypeNmbr)],
      [t("fund.type"), codeText(lang, "categories", fund.category)],
      [t("fund.riskLevel"), riskLevelText(lang, fund.riskLevel)],
      [t("fund.riskClass"), t("fund.riskClassOnScale", { riskClass: fund.riskClass })],
      [t("fund.launchDate"), formatLongDate(fund.inceptionDate, lang)],
      [t("fund.manager"), lang === "zh-HK" ? fund.investmentManagerZh : fund.investmentManagerEn],
      [t("fund.managementFee"), t("fund.perYear", { pct: fund.managementFeePct })],
      [t("fund.currency"), fund.currency],
      [
        t("fund.unitPrice"),
        latest ? formatMoney(latest.price, fund.currency, scheme.unitPriceDecimals) : t("notAvailable"),
      ],
      [t("fund.valuationDate"), latest ? formatLongDate(latest.date, lang) : t("notAvailable")],
      ...(fund.indexName ? [[t("fund.index"), fund.indexName] as [string, string]] : []),
    ];
    const half = Math.ceil(facts.length / 2);
    const factRows = facts
      .slice(0, half)
      .map(([label, value], i) => [label, value, ...(facts[half + i] ?? ["", ""])]);
    y = drawSectionTitle(doc, t("factSheet.keyFacts"), y);
    y = drawTable(
      doc,
      y,
      [{ width: 95 }, { width: 162 }, { width: 95 }, { width: 163 }],
      null,
      factRows,
      [0, 2],
    );

    if (input.feeTiers && input.feeTiers.length > 0) {
      y = drawSectionTitle(doc, t("factSheet.feeTiers.title"), y + 12);
      const money = (value: string) => formatMoney(value, "HKD", 0);
      const tierRows = input.feeTiers.map((tier) => [
        tierText(
          t,
          Number(tier.minBalance) === 0 ? null : money(tier.minBalance),
          tier.maxBalance === null ? null : money(tier.maxBalance),
        ),
        `${tier.ratePct}%`,
      ]);
      y = drawTable(
        doc,
        y,
        [{ width: 300 }, { width: 120, align: "right" }],
        [t("factSheet.feeTiers.balance"), t("factSheet.feeTiers.rate")],
        tierRows,
      );
    }

    const returns = factSheetReturns(input.series, asOfDate, t("notAvailable"));
    y = drawSectionTitle(
      doc,
      t("factSheet.performance.title", { date: formatLongDate(asOfDate, lang) }),
      y + 12,
    );
    const periodWidth = (CONTENT_WIDTH - 115) / returns.periods.length;
    y = drawTable(
      doc,
      y,
      [{ width: 115 }, ...returns.periods.map(() => ({ width: periodWidth, align: "right" as const }))],
      [
        t("factSheet.performance.period"),
        ...returns.periods.map((p) => t(`factSheet.performance.periods.${p.period}`)),
      ],
      [
        [t("factSheet.performance.cumulative"), ...returns.periods.map((p) => p.cumulative)],
        [t("factSheet.performance.annualised"), ...returns.periods.map((p) => p.annualised)],
      ],
      [0],
    );
    const yearWidth = (CONTENT_WIDTH - 115) / 5;
    y = drawTable(
      doc,
      y + 8,
      [{ width: 115 }, ...returns.calendarYears.map(() => ({ width: yearWidth, align: "right" as const }))],
      [t("factSheet.performance.year"), ...returns.calendarYears.map((c) => String(c.year))],
      [[t("factSheet.performance.calendarYear"), ...returns.calendarYears.map((c) => c.value)]],
      [0],
    );

    const first = input.series[0];
    const chartSeries = first ? seriesBetween(input.series, first.date, asOfDate) : [];
    y = drawSectionTitle(doc, t("factSheet.chart.title", { currency: fund.currency }), y + 12);
    if (chartSeries.length < 2) {
      doc.font("regular").fontSize(9).fillColor(COLOURS.muted).text(t("factSheet.chart.noData"), MARGIN, y);
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
  return renderPdf(lang, generatedAt, options, names[0], textsOf(lang)("pastPerformance"), (page) => {
    const { doc, t } = page;
    let y = drawHeader(page, t("kinds.brochure"), names);
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(COLOURS.text)
      .text(t("brochure.intro", { scheme: names[0] }), MARGIN, y, {
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
      [t("fund.fund"), t("fund.riskClass"), t("fund.managementFee"), t("fund.launchDate")],
      input.funds.map((fund) => [
        fundNames(fund, lang).join("\n"),
        String(fund.riskClass),
        t("fund.perYear", { pct: fund.managementFeePct }),
        formatLongDate(fund.inceptionDate, lang),
      ]),
    );
    y = drawSectionTitle(doc, t("brochure.riskClass.title"), y + 16);
    doc.font("regular").fontSize(9).fillColor(COLOURS.text).text(t("brochure.riskClass.intro"), MARGIN, y, {
      width: CONTENT_WIDTH,
    });
    drawTable(
      doc,
      doc.y + 8,
      [{ width: 120, align: "center" }, { width: 220 }],
      [t("brochure.riskClass.title"), t("brochure.riskClass.standardDeviation")],
      RISK_CLASS_BANDS.map((b) => [
        String(b.riskClass),
        b.toPct === null
          ? t("brochure.riskClass.bandOrAbove", { from: b.fromPct })
          : t("brochure.riskClass.band", { from: b.fromPct, to: b.toPct }),
      ]),
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
  return renderPdf(lang, generatedAt, options, t("disclaimer.title"), null, (page) => {
    const { doc } = page;
    const other = textsOf(lang === "zh-HK" ? "en" : "zh-HK");
    let y = drawHeader(page, t("kinds.fundInformation"), [t("disclaimer.title"), other("disclaimer.title")]);
    const hotline = options.hotline ?? DEFAULT_HOTLINE;
    for (const paragraph of DISCLAIMER_PARAGRAPHS) {
      const heading = t(`disclaimer.${paragraph}.heading`);
      const body = t(`disclaimer.${paragraph}.body`, { hotline });
      y = drawSectionTitle(doc, heading, y);
      doc.font("regular").fontSize(9.5).fillColor(COLOURS.text).text(body, MARGIN, y, {
        width: CONTENT_WIDTH,
        lineGap: 2,
      });
      y = doc.y + 10;
    }
  });
}
