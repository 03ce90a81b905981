import {
  type ContributionHistoryResponse,
  type ContributionRecordVo,
  formatFundName,
  formatLongDate,
  formatMoney,
  formatNumber,
  holdingPercentages,
  holdingsTotalPercent,
  type Language,
  REPORT_UPDATE_DAYS,
  type TransactionHistoryResponse,
} from "@portal/domain";
import { isTranslationKey, messageDateTime, t as translate, translator } from "../../i18n/i18n.ts";
import { amountText, Dec, sum } from "../../lib/decimals.ts";
import {
  COLOURS,
  CONTENT_WIDTH,
  type Column,
  contentBottom,
  drawHeader,
  drawTable,
  MARGIN,
  type Page,
  renderPdf,
} from "../funds/fund-documents.ts";

/*
 * The member reports of part 2 §2.9 (a transaction statement and a contribution statement over a
 * period, an account balance statement as at one day) as PDF or CSV files, in English or Chinese.
 * Pure renderers: the caller (the report queue) passes the history answers of part 2 §2.5 and the
 * account's context; the bytes depend on the input only. Sums and percentages are decimal.
 *
 * PDF: A4 in Noto Sans HK (fund-documents.ts's document, header and footer), tables with the
 * numbers right-aligned, the table header (and the fund's name) repeated after a page break, page
 * numbers in the footer. CSV: UTF-8 with a BOM, CRLF, RFC 4180 quoting; a few heading rows, a blank
 * row, the table (a header row, one row per line item, amounts as plain decimals), then the totals
 * after another blank row. Text cells that a spreadsheet would read as a formula get an apostrophe.
 */

// ---------------------------------------------------------------- the API

export interface ReportContext {
  memberName: string; // as the portal shows it
  clientNmbr: number;
  accountNumber: string; // the policy number, as the portfolio page and the benefit statement show it
  schemeNameEn: string;
  schemeNameZh: string;
  planNameEn: string;
  planNameZh: string;
  currency: "HKD" | "USD";
  unitPriceDecimals: number;
  fromDate: string;
  toDate: string; // ISO dates; for a balance statement both are the as-at date
  generatedAt: Date;
}

export type ReportFile = {
  bytes: Uint8Array;
  contentType: "application/pdf" | "text/csv; charset=utf-8";
  extension: "pdf" | "csv";
};

type Format = "PDF" | "CSV";
type Kind = "TRANSACTION" | "CONTRIBUTION" | "BALANCE";

/** Part 2 §2.5: per fund the opening balance, the transactions, total units and the closing balance. */
export async function transactionStatementFile(
  data: TransactionHistoryResponse,
  ctx: ReportContext,
  format: Format,
  lang: Language,
): Promise<ReportFile> {
  const heading = headingOf("TRANSACTION", ctx, lang);
  const statement = transactionStatement(data, ctx, lang);
  return format === "CSV"
    ? csvFile([...csvHeading(heading), ...statement.csv()])
    : pdfFile(heading, lang, ctx, statement.pdf);
}

/** Part 2 §2.5: each contribution record with its money-type lines and total; totals per money type. */
export async function contributionStatementFile(
  data: ContributionHistoryResponse,
  ctx: ReportContext,
  format: Format,
  lang: Language,
): Promise<ReportFile> {
  const heading = headingOf("CONTRIBUTION", ctx, lang);
  const statement = contributionStatement(data, lang);
  return format === "CSV"
    ? csvFile([...csvHeading(heading), ...statement.csv()])
    : pdfFile(heading, lang, ctx, statement.pdf);
}

/**
 * The account balance as at one day, from the transaction history of that day (fromDate = toDate):
 * each fund's closing balance (units, unit price, price date, value, % of the total), funds with
 * units only, and the total.
 */
export async function balanceStatementFile(
  data: TransactionHistoryResponse,
  ctx: ReportContext,
  format: Format,
  lang: Language,
): Promise<ReportFile> {
  const heading = headingOf("BALANCE", ctx, lang);
  const statement = balanceStatement(data, ctx, lang);
  return format === "CSV"
    ? csvFile([...csvHeading(heading), ...statement.csv()])
    : pdfFile(heading, lang, ctx, statement.pdf);
}

// ---------------------------------------------------------------- texts

const textsOf = (lang: Language) => translator(lang, "reports");
type Texts = ReturnType<typeof textsOf>;

/** The label of an activity type's label key (txn1 ... txn12), as the web's history page shows it. */
function activityLabel(lang: Language, labelKey: string): string {
  const key = `reports:txn.${labelKey}`;
  return isTranslationKey(key) ? translate(lang, key) : translate(lang, "reports:txn.other");
}

/** The label of a money-type code; an unknown code shows as it is (as on the web). */
function moneyTypeLabel(lang: Language, code: string): string {
  const key = `reports:moneyTypes.${code}`;
  return isTranslationKey(key) ? translate(lang, key) : code;
}

/** A fund's name as the portal shows it: the Chinese name in Chinese, else the §5.3-formatted English name. */
function fundName(fund: { legalNm: string; othLegalNm: string }, lang: Language): string {
  return lang === "zh-HK" && fund.othLegalNm.trim() ? fund.othLegalNm : formatFundName(fund.legalNm);
}

/** The code order of the money types in the contribution statement; unknown codes follow. */
const MONEY_TYPE_ORDER = [
  "ER_MAN",
  "EE_MAN",
  "SEP_MAN",
  "ER_VOL",
  "EE_VOL",
  "SEP_VOL",
  "TVC",
  "SVC",
  "ORSO_ER",
  "ORSO_EE",
  "RO",
  "PS",
  "TFR",
  "SPC",
  "BANK",
  "EE_SUR",
  "SUR",
];
/** The money-type code under which a record's surcharge is listed. */
const SURCHARGE = "SUR";

const moneyTypeRank = (code: string): number => {
  const i = MONEY_TYPE_ORDER.indexOf(code);
  return i < 0 ? MONEY_TYPE_ORDER.length : i;
};

// ---------------------------------------------------------------- the heading of every report

interface Heading {
  title: string;
  period: string;
  /** Label and value: member, account, scheme, plan, period, currency, generated. */
  facts: [string, string][];
  note: string;
}

function headingOf(kind: Kind, ctx: ReportContext, lang: Language): Heading {
  const t = textsOf(lang);
  const date = (iso: string) => formatLongDate(iso, lang);
  const period =
    kind === "BALANCE"
      ? t("asAt", { date: date(ctx.toDate) })
      : t("period", { from: date(ctx.fromDate), to: date(ctx.toDate) });
  const zh = lang === "zh-HK";
  return {
    title: t(`titles.${kind}`),
    period,
    facts: [
      [t("fields.memberName"), ctx.memberName],
      [t("fields.accountNumber"), ctx.accountNumber],
      [t("fields.scheme"), zh ? ctx.schemeNameZh : ctx.schemeNameEn],
      [t("fields.plan"), zh ? ctx.planNameZh : ctx.planNameEn],
      [t("fields.period"), period],
      [t("fields.currency"), ctx.currency],
      [t("fields.generated"), t("generatedAt", messageDateTime(ctx.generatedAt, lang))],
    ],
    note: t("updateNote", { days: REPORT_UPDATE_DAYS }),
  };
}

// ---------------------------------------------------------------- CSV

/** A CSV cell: text (guarded against formulas), a plain decimal number, or empty. */
type CsvCell = string | { readonly number: string } | null;
type CsvRow = readonly CsvCell[];

const num = (value: string): CsvCell => ({ number: value });
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
/** A text cell starting with one of these is read as a formula by spreadsheets (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(cell: CsvCell): string {
  if (cell === null) return "";
  const isNumber = typeof cell === "object" && PLAIN_DECIMAL.test(cell.number);
  const raw = typeof cell === "object" ? cell.number : cell;
  const text = !isNumber && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvFile(rows: readonly CsvRow[]): ReportFile {
  const text = rows.map((row) => row.map(csvField).join(",")).join("\r\n");
  return {
    bytes: new TextEncoder().encode(`\uFEFF${text}\r\n`),
    contentType: "text/csv; charset=utf-8",
    extension: "csv",
  };
}

/** The title, the facts (one label-value row each), the note, and a blank row. */
function csvHeading(heading: Heading): CsvRow[] {
  return [[heading.title], ...heading.facts, [heading.note], []];
}

// ---------------------------------------------------------------- PDF

const SIZE = 8.5;
const PAD_X = 4;
const PAD_Y = 3;

type Doc = PDFKit.PDFDocument;

interface TableRow {
  cells: readonly string[];
  /** strong: a balance or total (bold); note: one text across the table. */
  style?: "strong" | "note";
}

interface StatementTable {
  columns: readonly Column[];
  header: readonly string[] | null;
  /** Printed above the table, and again ("... (continued)") above its rest on a new page. */
  caption?: string;
  /** Rows kept on one page where they fit on one (a contribution record with its total). */
  groups: readonly (readonly TableRow[])[];
}

const tableWidth = (columns: readonly Column[]) => columns.reduce((total, c) => total + c.width, 0);

function rowHeight(doc: Doc, columns: readonly Column[], row: TableRow, bold = false): number {
  const font = bold || row.style === "strong" ? "bold" : "regular";
  doc.font(font).fontSize(SIZE);
  if (row.style === "note")
    return doc.heightOfString(row.cells[0] ?? "", { width: tableWidth(columns) - 2 * PAD_X }) + 2 * PAD_Y;
  return (
    Math.max(
      ...row.cells.map((cell, i) =>
        doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 2 * PAD_X }),
      ),
    ) +
    2 * PAD_Y
  );
}

function drawRow(
  doc: Doc,
  columns: readonly Column[],
  row: TableRow,
  at: number,
  height: number,
  bold = false,
) {
  const width = tableWidth(columns);
  if (row.style === "note") {
    doc.font("regular").fontSize(SIZE).fillColor(COLOURS.muted);
    doc.text(row.cells[0] ?? "", MARGIN + PAD_X, at + PAD_Y, { width: width - 2 * PAD_X });
  } else {
    let x = MARGIN;
    row.cells.forEach((cell, i) => {
      const column = columns[i] ?? { width: 0 };
      doc
        .font(bold || row.style === "strong" ? "bold" : "regular")
        .fontSize(SIZE)
        .fillColor(COLOURS.text);
      doc.text(cell, x + PAD_X, at + PAD_Y, {
        width: column.width - 2 * PAD_X,
        align: column.align ?? "left",
      });
      x += column.width;
    });
  }
  doc
    .moveTo(MARGIN, at + height)
    .lineTo(MARGIN + width, at + height)
    .lineWidth(row.style === "strong" ? 0.8 : 0.5)
    .strokeColor(row.style === "strong" ? COLOURS.muted : COLOURS.rule)
    .stroke();
}

/**
 * A ruled table from y: the caption and the shaded header, then the rows. A row (or a group that
 * fits on a page) that does not fit below opens a new page, which repeats the caption, marked
 * continued, and the header. Returns the y under the table.
 */
function drawStatementTable(doc: Doc, y: number, table: StatementTable, t: Texts): number {
  const { columns, header, caption } = table;
  const width = tableWidth(columns);
  const captionHeight = (text: string) => doc.font("bold").fontSize(10).heightOfString(text, { width }) + 4;
  const continued = caption === undefined ? undefined : t("continued", { title: caption });
  const headerRow: TableRow | null = header ? { cells: header } : null;
  const headerHeight = headerRow ? rowHeight(doc, columns, headerRow, true) : 0;
  const drawTop = (at: number, text: string | undefined): number => {
    let next = at;
    if (text !== undefined) {
      doc.font("bold").fontSize(10).fillColor(COLOURS.brand).text(text, MARGIN, next, { width });
      next += captionHeight(text);
    }
    if (headerRow) {
      doc.rect(MARGIN, next, width, headerHeight).fill(COLOURS.band);
      drawRow(doc, columns, headerRow, next, headerHeight, true);
      next += headerHeight;
    }
    return next;
  };
  const newPage = (): number => {
    doc.addPage();
    return drawTop(MARGIN, continued);
  };
  const pageRoom = () =>
    contentBottom(doc) - MARGIN - (continued ? captionHeight(continued) : 0) - headerHeight;
  const heights = table.groups.map((group) => group.map((row) => rowHeight(doc, columns, row)));
  const groupHeight = (i: number) => (heights[i] ?? []).reduce((total, h) => total + h, 0);

  // The caption and the header stay with the first group (or at least its first row).
  const firstGroup = groupHeight(0) <= pageRoom() ? groupHeight(0) : (heights[0]?.[0] ?? 0);
  const top = (caption === undefined ? 0 : captionHeight(caption)) + headerHeight;
  let at = y;
  if (at + top + firstGroup > contentBottom(doc)) {
    doc.addPage();
    at = MARGIN;
  }
  at = drawTop(at, caption);
  table.groups.forEach((group, g) => {
    const total = groupHeight(g);
    if (at + total > contentBottom(doc) && total <= pageRoom()) at = newPage();
    group.forEach((row, r) => {
      const height = heights[g]?.[r] ?? 0;
      if (at + height > contentBottom(doc)) at = newPage();
      drawRow(doc, columns, row, at, height);
      at += height;
    });
  });
  return at;
}

/** One row per table row, each its own group. */
const rowsAsGroups = (rows: readonly TableRow[]) => rows.map((row) => [row]);

/** The report's PDF: the header, the facts of the heading, then the statement's own content. */
async function pdfFile(
  heading: Heading,
  lang: Language,
  ctx: ReportContext,
  draw: (doc: Doc, y: number) => void,
): Promise<ReportFile> {
  const t = textsOf(lang);
  const bytes = await renderPdf(lang, ctx.generatedAt, {}, heading.title, heading.note, (page: Page) => {
    const { doc } = page;
    let y = drawHeader(page, t("kind"), [heading.title, heading.period]);
    const half = Math.ceil(heading.facts.length / 2);
    const factRows = heading.facts
      .slice(0, half)
      .map(([label, value], i) => [label, value, ...(heading.facts[half + i] ?? ["", ""])]);
    y = drawTable(
      doc,
      y,
      [{ width: 90 }, { width: 167 }, { width: 90 }, { width: CONTENT_WIDTH - 347 }],
      null,
      factRows,
      [0, 2],
    );
    draw(doc, y + 16);
  });
  return { bytes, contentType: "application/pdf", extension: "pdf" };
}

function drawMessage(doc: Doc, y: number, message: string): void {
  doc.font("regular").fontSize(10).fillColor(COLOURS.text).text(message, MARGIN, y, { width: CONTENT_WIDTH });
}

/** What a statement gives its two renderers. */
interface Statement {
  csv: () => CsvRow[];
  pdf: (doc: Doc, y: number) => void;
}

// ---------------------------------------------------------------- 1. the transaction statement

type HistoryFund = TransactionHistoryResponse["funds"][number];

function transactionStatement(
  data: TransactionHistoryResponse,
  ctx: ReportContext,
  lang: Language,
): Statement {
  const t = textsOf(lang);
  const date = (iso: string) => formatLongDate(iso, lang);
  const funds = data.funds;
  const grandTotal = sum(funds.map((fund) => fund.closingBalance.amount));
  const currency = ctx.currency;

  const csv = (): CsvRow[] => {
    if (funds.length === 0) return [[t("noRecords.period")]];
    const header = [
      t("transactions.fundCode"),
      t("transactions.fund"),
      t("transactions.entry"),
      t("transactions.date"),
      t("transactions.type"),
      t("transactions.moneyType"),
      t("transactions.amount"),
      t("transactions.unitPrice"),
      t("transactions.units"),
    ];
    const rows: CsvRow[] = [header];
    for (const fund of funds) {
      const lead = [num(String(fund.invTypeNmbr)), fundName(fund, lang)];
      const balance = (entry: string, point: HistoryFund["openingBalance"]): CsvRow => [
        ...lead,
        entry,
        point.date,
        null,
        null,
        num(point.amount),
        num(point.unitPrice),
        num(point.units),
      ];
      rows.push(balance(t("transactions.openingBalance"), fund.openingBalance));
      for (const row of fund.rows)
        rows.push([
          ...lead,
          t("transactions.transaction"),
          row.trnsHstEfctvDt,
          activityLabel(lang, row.labelKey),
          moneyTypeLabel(lang, row.moneyTypeNm),
          num(row.grossAmt),
          num(row.unitPrice),
          num(row.units),
        ]);
      rows.push([...lead, t("transactions.totalUnits"), null, null, null, null, null, num(fund.totalUnits)]);
      rows.push(balance(t("transactions.closingBalance"), fund.closingBalance));
    }
    rows.push([], [t("transactions.grandTotal"), num(amountText(grandTotal))]);
    return rows;
  };

  const pdf = (doc: Doc, start: number) => {
    if (funds.length === 0) return drawMessage(doc, start, t("noRecords.period"));
    const columns: Column[] = [
      { width: 78 },
      { width: 102 },
      { width: 110 },
      { width: 80, align: "right" },
      { width: 65, align: "right" },
      { width: CONTENT_WIDTH - 435, align: "right" },
    ];
    const header = [
      t("transactions.date"),
      t("transactions.type"),
      t("transactions.moneyType"),
      t("transactions.amountIn", { currency }),
      t("transactions.unitPriceIn", { currency }),
      t("transactions.units"),
    ];
    const money = (value: string) => formatNumber(value, 2);
    const price = (value: string) => formatNumber(value, ctx.unitPriceDecimals);
    const units = (value: string) => formatNumber(value, 4);
    const balance = (label: string, point: HistoryFund["openingBalance"]): TableRow => ({
      cells: [date(point.date), label, "", money(point.amount), price(point.unitPrice), units(point.units)],
      style: "strong",
    });
    let y = start;
    for (const fund of funds) {
      const rows: TableRow[] = [
        balance(t("transactions.openingBalance"), fund.openingBalance),
        ...(fund.rows.length === 0
          ? [{ cells: [t("transactions.noRows")], style: "note" as const }]
          : fund.rows.map((row) => ({
              cells: [
                date(row.trnsHstEfctvDt),
                activityLabel(lang, row.labelKey),
                moneyTypeLabel(lang, row.moneyTypeNm),
                money(row.grossAmt),
                price(row.unitPrice),
                units(row.units),
              ],
            }))),
        { cells: ["", t("transactions.totalUnits"), "", "", "", units(fund.totalUnits)] },
        balance(t("transactions.closingBalance"), fund.closingBalance),
      ];
      y = drawStatementTable(
        doc,
        y,
        { columns, header, caption: fundName(fund, lang), groups: rowsAsGroups(rows) },
        t,
      );
      y += 14;
    }
    drawStatementTable(
      doc,
      y,
      {
        columns: [{ width: CONTENT_WIDTH - 140 }, { width: 140, align: "right" }],
        header: null,
        groups: [
          [{ cells: [t("transactions.grandTotal"), formatMoney(grandTotal, currency)], style: "strong" }],
        ],
      },
      t,
    );
  };
  return { csv, pdf };
}

// ---------------------------------------------------------------- 2. the contribution statement

interface RecordLine {
  code: string;
  amount: string;
}

/** A record's money-type lines in the statement's order, its surcharge (when not 0) as one more line. */
function recordLines(record: ContributionRecordVo): RecordLine[] {
  const lines = record.lines
    .map((line, i) => ({ code: line.moneyTypeNm, amount: line.amount, i }))
    .sort((a, b) => moneyTypeRank(a.code) - moneyTypeRank(b.code) || a.i - b.i)
    .map(({ code, amount }) => ({ code, amount }));
  if (!new Dec(record.surcharge).isZero()) lines.push({ code: SURCHARGE, amount: record.surcharge });
  return lines;
}

/** Oldest first: by transaction date, then period, then record. */
function byDate(a: ContributionRecordVo, b: ContributionRecordVo): number {
  return (
    a.transactionDate.localeCompare(b.transactionDate) ||
    a.periodStart.localeCompare(b.periodStart) ||
    a.contributionId - b.contributionId
  );
}

interface MoneyTypeTotal {
  currency: string;
  code: string;
  amount: Dec;
}

function contributionStatement(data: ContributionHistoryResponse, lang: Language): Statement {
  const t = textsOf(lang);
  const date = (iso: string) => formatLongDate(iso, lang);
  const records = [...data.transactionHistoryResponseVos].sort(byDate).map((record) => ({
    record,
    lines: recordLines(record),
  }));

  // Totals per currency and money type, and per currency (the sum of the records' totals).
  const byType = new Map<string, MoneyTypeTotal>();
  const byCurrency = new Map<string, Dec>();
  for (const { record, lines } of records) {
    for (const line of lines) {
      const key = `${record.currency}|${line.code}`;
      const entry = byType.get(key) ?? { currency: record.currency, code: line.code, amount: new Dec(0) };
      entry.amount = entry.amount.plus(line.amount);
      byType.set(key, entry);
    }
    byCurrency.set(record.currency, (byCurrency.get(record.currency) ?? new Dec(0)).plus(record.total));
  }
  const currencies = [...byCurrency.keys()];
  const typeTotals = [...byType.values()].sort(
    (a, b) =>
      currencies.indexOf(a.currency) - currencies.indexOf(b.currency) ||
      moneyTypeRank(a.code) - moneyTypeRank(b.code),
  );
  const allocationText = (record: ContributionRecordVo, separator: string) =>
    record.fundAllocation.map((a) => `${fundName(a, lang)} ${a.percent}%`).join(separator);

  const csv = (): CsvRow[] => {
    if (records.length === 0) return [[t("noRecords.period")]];
    const rows: CsvRow[] = [
      [
        t("contributions.periodStart"),
        t("contributions.periodEnd"),
        t("contributions.transactionDate"),
        t("contributions.currency"),
        t("contributions.exchangeRate"),
        t("contributions.relevantIncome"),
        t("contributions.moneyType"),
        t("contributions.amount"),
        t("contributions.recordTotal"),
        t("contributions.allocation"),
      ],
    ];
    for (const { record, lines } of records) {
      const lead: CsvRow = [
        record.periodStart,
        record.periodEnd,
        record.transactionDate,
        record.currency,
        num(record.exchangeRate),
        record.relevantIncome === null ? null : num(record.relevantIncome),
      ];
      const tail: CsvRow = [num(record.total), allocationText(record, "; ")];
      if (lines.length === 0) rows.push([...lead, null, null, ...tail]);
      for (const line of lines)
        rows.push([...lead, moneyTypeLabel(lang, line.code), num(line.amount), ...tail]);
    }
    rows.push([], [t("contributions.moneyType"), t("contributions.currency"), t("contributions.total")]);
    for (const total of typeTotals)
      rows.push([moneyTypeLabel(lang, total.code), total.currency, num(amountText(total.amount))]);
    for (const [currency, total] of byCurrency)
      rows.push([t("contributions.grandTotal"), currency, num(amountText(total))]);
    return rows;
  };

  const pdf = (doc: Doc, start: number) => {
    if (records.length === 0) return drawMessage(doc, start, t("noRecords.period"));
    const money = (value: string) => formatNumber(value, 2);
    const groups = records.map(({ record, lines }): TableRow[] => {
      const rate = new Dec(record.exchangeRate);
      const first = [
        t("contributions.periodCell", { from: date(record.periodStart), to: date(record.periodEnd) }),
        date(record.transactionDate),
        rate.eq(1)
          ? record.currency
          : `${record.currency}\n${t("contributions.exchangeRateValue", { rate: formatNumber(record.exchangeRate, 4) })}`,
        record.relevantIncome === null ? "" : money(record.relevantIncome),
      ];
      const blank = ["", "", "", ""];
      const rows: TableRow[] =
        lines.length === 0
          ? [{ cells: [...first, t("contributions.noLines"), ""] }]
          : lines.map((line, i) => ({
              cells: [...(i === 0 ? first : blank), moneyTypeLabel(lang, line.code), money(line.amount)],
            }));
      rows.push({ cells: [...blank, t("contributions.recordTotal"), money(record.total)], style: "strong" });
      if (record.fundAllocation.length > 0)
        rows.push({
          cells: [
            t("contributions.allocationLine", {
              funds: allocationText(record, lang === "zh-HK" ? "、" : ", "),
            }),
          ],
          style: "note",
        });
      return rows;
    });
    const y = drawStatementTable(
      doc,
      start,
      {
        columns: [
          { width: 124 },
          { width: 76 },
          { width: 56 },
          { width: 64, align: "right" },
          { width: 115 },
          { width: CONTENT_WIDTH - 435, align: "right" },
        ],
        header: [
          t("contributions.period"),
          t("contributions.transactionDate"),
          t("contributions.currency"),
          t("contributions.relevantIncome"),
          t("contributions.moneyType"),
          t("contributions.amount"),
        ],
        groups,
      },
      t,
    );
    const totalRows: TableRow[] = [
      ...typeTotals.map((total) => ({
        cells: [moneyTypeLabel(lang, total.code), total.currency, money(amountText(total.amount))],
      })),
      ...[...byCurrency].map(([currency, total]) => ({
        cells: [t("contributions.grandTotal"), currency, money(amountText(total))],
        style: "strong" as const,
      })),
    ];
    drawStatementTable(
      doc,
      y + 18,
      {
        columns: [{ width: CONTENT_WIDTH - 220 }, { width: 80 }, { width: 140, align: "right" }],
        header: [t("contributions.moneyType"), t("contributions.currency"), t("contributions.total")],
        caption: t("contributions.totalsTitle"),
        groups: [totalRows],
      },
      t,
    );
  };
  return { csv, pdf };
}

// ---------------------------------------------------------------- 3. the account balance statement

function balanceStatement(data: TransactionHistoryResponse, ctx: ReportContext, lang: Language): Statement {
  const t = textsOf(lang);
  const currency = ctx.currency;
  const funds = data.funds.filter((fund) => !new Dec(fund.closingBalance.units).isZero());
  const amounts = funds.map((fund) => fund.closingBalance.amount);
  const percents = holdingPercentages(amounts);
  const total = sum(amounts);

  const csv = (): CsvRow[] => {
    if (funds.length === 0) return [[t("noRecords.date")]];
    const rows: CsvRow[] = [
      [
        t("balances.fundCode"),
        t("balances.fund"),
        t("balances.units"),
        t("balances.unitPrice"),
        t("balances.priceDate"),
        t("balances.value"),
        t("balances.percent"),
      ],
    ];
    funds.forEach((fund, i) => {
      const point = fund.closingBalance;
      rows.push([
        num(String(fund.invTypeNmbr)),
        fundName(fund, lang),
        num(point.units),
        num(point.unitPrice),
        point.date,
        num(point.amount),
        num(percents[i] ?? "0.00"),
      ]);
    });
    rows.push([], [t("balances.total"), num(amountText(total))]);
    return rows;
  };

  const pdf = (doc: Doc, start: number) => {
    if (funds.length === 0) return drawMessage(doc, start, t("noRecords.date"));
    const rows: TableRow[] = funds.map((fund, i) => {
      const point = fund.closingBalance;
      return {
        cells: [
          fundName(fund, lang),
          formatNumber(point.units, 4),
          formatNumber(point.unitPrice, ctx.unitPriceDecimals),
          formatLongDate(point.date, lang),
          formatNumber(point.amount, 2),
          percents[i] ?? "0.00",
        ],
      };
    });
    rows.push({
      cells: [t("balances.total"), "", "", "", formatNumber(total, 2), holdingsTotalPercent(total)],
      style: "strong",
    });
    drawStatementTable(
      doc,
      start,
      {
        columns: [
          { width: 145 },
          { width: 80, align: "right" },
          { width: 70, align: "right" },
          { width: 80 },
          { width: 85, align: "right" },
          { width: CONTENT_WIDTH - 460, align: "right" },
        ],
        header: [
          t("balances.fund"),
          t("balances.units"),
          t("balances.unitPriceIn", { currency }),
          t("balances.priceDate"),
          t("balances.valueIn", { currency }),
          t("balances.percent"),
        ],
        caption: t("balances.caption", { date: formatLongDate(ctx.toDate, lang) }),
        groups: rowsAsGroups(rows),
      },
      t,
    );
  };
  return { csv, pdf };
}
