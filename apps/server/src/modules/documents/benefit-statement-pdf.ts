import {
  formatClientNumber,
  formatFundName,
  formatLongDate,
  formatMoney,
  formatNumber,
  holdingsTotalPercent,
  type Language,
} from "@portal/domain";
import { translator } from "../../i18n/i18n.ts";
import { Dec } from "../../lib/decimals.ts";
import {
  COLOURS,
  CONTENT_WIDTH,
  type Column,
  contentBottom,
  type Doc,
  drawHeader,
  drawSectionTitle,
  drawTable,
  ensureSpace,
  MARGIN,
  type PdfOptions,
  renderPdf,
} from "../funds/fund-documents.ts";
import type { BenefitStatementFigures } from "./benefit-statement.ts";

/*
 * The annual benefit statement as an A4 PDF in one language, laid out with the fund documents'
 * helpers (Noto Sans HK embedded, the provider's header and footer): the member block, the summary
 * from the opening to the closing balance, the holdings at the period end, the investment
 * direction in force then, and the notes. Pure apart from reading the font files once.
 */

type Texts = ReturnType<typeof textsOf>;
const textsOf = (lang: Language) => translator(lang, "statements");

/** The summary's amount column and the label column beside it. */
const SUMMARY_COLUMNS: readonly Column[] = [{ width: CONTENT_WIDTH - 130 }, { width: 130, align: "right" }];
/** The member block: label, value, label, value. */
const MEMBER_COLUMNS: readonly Column[] = [
  { width: 95 },
  { width: 162.64 },
  { width: 95 },
  { width: 162.64 },
];
/** Fund, units, unit price, price date, value, share. */
const HOLDING_COLUMNS: readonly Column[] = [
  { width: 151.28 },
  { width: 72, align: "right" },
  { width: 68, align: "right" },
  { width: 76, align: "right" },
  { width: 92, align: "right" },
  { width: 56, align: "right" },
];
const DIRECTION_COLUMNS: readonly Column[] = [{ width: CONTENT_WIDTH - 130 }, { width: 130, align: "right" }];

const fundName = (fund: { legalNm: string; othLegalNm: string }, lang: Language): string =>
  lang === "zh-HK" ? fund.othLegalNm : formatFundName(fund.legalNm);

/** drawTable's cell text size and padding, to measure a table before drawing it. */
const CELL = { size: 8.5, padX: 4, padY: 3 };
/** The room drawTable asks for before its first row: a one-row table needs this much below it. */
const TABLE_START = 2 * (CELL.size + 2 * CELL.padY + 4);
/** A section title's height with the space under it (drawSectionTitle). */
const SECTION_TITLE_HEIGHT = 22;

/** The height drawTable gives these rows (and header). */
function tableHeight(
  doc: Doc,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  font: "regular" | "bold" = "regular",
): number {
  doc.font(font).fontSize(CELL.size);
  return rows.reduce(
    (total, row) =>
      total +
      Math.max(
        ...row.map((cell, i) =>
          doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 2 * CELL.padX }),
        ),
      ) +
      2 * CELL.padY,
    0,
  );
}

/**
 * Keeps a block of `height` on one page: a new page when it does not fit below y but fits on a
 * page of its own (a longer block starts where it is and runs on).
 */
function keepTogether(doc: Doc, y: number, height: number): number {
  return height <= contentBottom(doc) - MARGIN ? ensureSpace(doc, y, height) : y;
}

function paragraph(doc: Doc, text: string, y: number): number {
  doc.font("regular").fontSize(8.5).fillColor(COLOURS.muted);
  const at = ensureSpace(doc, y, doc.heightOfString(text, { width: CONTENT_WIDTH, lineGap: 1.5 }));
  doc.text(text, MARGIN, at, { width: CONTENT_WIDTH, lineGap: 1.5 });
  return doc.y + 4;
}

/** The member and account facts, two to a row. */
function memberRows(f: BenefitStatementFigures, t: Texts, lang: Language): string[][] {
  const zh = lang === "zh-HK";
  const employer = zh ? (f.account.employerNameZh ?? f.account.employerNameEn) : f.account.employerNameEn;
  const facts: [string, string][] = [
    [t("member.name"), zh ? (f.member.nameZh ?? f.member.nameEn) : f.member.nameEn],
    [t("member.number"), formatClientNumber(f.member.clientNmbr)],
    [t("member.accountNumber"), f.account.policyNumber],
    [t("member.accountType"), zh ? f.account.accountTypeNameZh : f.account.accountTypeNameEn],
    [t("member.scheme"), zh ? f.scheme.nameZh : f.scheme.nameEn],
    [t("member.plan"), zh ? f.plan.nameZh : f.plan.nameEn],
    ...(employer ? [[t("member.employer"), employer] as [string, string]] : []),
    [t("member.currency"), f.currency],
  ];
  // The period and the valuation date share the last row whatever came before.
  if (facts.length % 2 === 1) facts.push(["", ""]);
  facts.push(
    [
      t("member.period"),
      t("member.periodRange", {
        from: formatLongDate(f.periodFrom, lang),
        to: formatLongDate(f.periodTo, lang),
      }),
    ],
    [t("member.valuationDate"), formatLongDate(f.closingDate, lang)],
  );
  const rows: string[][] = [];
  for (let i = 0; i < facts.length; i += 2) rows.push([...(facts[i] ?? []), ...(facts[i + 1] ?? ["", ""])]);
  return rows;
}

/** Builds the statement's PDF from its figures. */
export function statementPdf(
  f: BenefitStatementFigures,
  lang: Language,
  generatedAt: Date,
  options: PdfOptions = {},
): Promise<Buffer> {
  const t = textsOf(lang);
  const money = (amount: string) => formatMoney(amount, f.currency);
  const schemeName = lang === "zh-HK" ? f.scheme.nameZh : f.scheme.nameEn;
  const closingDate = formatLongDate(f.closingDate, lang);
  return renderPdf(lang, generatedAt, options, `${t("title")} ${f.schemeYear}`, null, (page) => {
    const { doc } = page;
    let y = drawHeader(page, t("schemeYear", { year: f.schemeYear }), [t("title"), schemeName]);

    y = drawSectionTitle(doc, t("member.title"), y);
    y = drawTable(doc, y, MEMBER_COLUMNS, null, memberRows(f, t, lang), [0, 2]);

    // Summary: opening, contributions by type and their total, the other flows, the gain, closing.
    const s = f.summary;
    const c = s.contributions;
    y = drawSectionTitle(doc, t("summary.title"), y + 10);
    y = drawTable(
      doc,
      y,
      SUMMARY_COLUMNS,
      [t("summary.item"), t("summary.amount")],
      [
        [t("summary.opening", { date: formatLongDate(f.openingDate, lang) }), money(s.openingBalance)],
        [t("summary.contributions.employerMandatory"), money(c.employerMandatory)],
        [t("summary.contributions.employerVoluntary"), money(c.employerVoluntary)],
        [t("summary.contributions.memberMandatory"), money(c.memberMandatory)],
        [t("summary.contributions.memberVoluntary"), money(c.memberVoluntary)],
        // Benefits of former employments are printed only for the accounts that have them.
        ...(["formerEmployerMandatory", "formerEmployerVoluntary"] as const)
          .filter((key) => !new Dec(c[key]).isZero())
          .map((key) => [t(`summary.contributions.${key}`), money(c[key])]),
      ],
    );
    y = drawTable(doc, y, SUMMARY_COLUMNS, null, [[t("summary.contributionsTotal"), money(c.total)]], [0, 1]);
    y = drawTable(doc, y, SUMMARY_COLUMNS, null, [
      [t("summary.transfersIn"), money(s.transfersIn)],
      [t("summary.transfersOut"), money(s.transfersOut)],
      [t("summary.withdrawals"), money(s.withdrawals)],
      [t("summary.fees"), money(s.feesAndCharges)],
      ...(!new Dec(s.otherAdjustments).isZero()
        ? [[t("summary.adjustments"), money(s.otherAdjustments)]]
        : []),
      [t("summary.gainLoss"), money(s.investmentGainLoss)],
    ]);
    y = drawTable(
      doc,
      y,
      SUMMARY_COLUMNS,
      null,
      [[t("summary.closing", { date: closingDate }), money(s.closingBalance)]],
      [0, 1],
    );
    if (f.vestedAmount !== null)
      y = drawTable(doc, y, SUMMARY_COLUMNS, null, [
        [t("summary.vested", { date: closingDate }), money(f.vestedAmount)],
      ]);

    // Holdings at the period end, kept on one page with their total when they fit one.
    const holdingHeader = [
      t("holdings.fund"),
      t("holdings.units"),
      t("holdings.unitPrice"),
      t("holdings.priceDate"),
      t("holdings.value"),
      t("holdings.percent"),
    ];
    const holdingRows = f.holdings.map((h) => [
      fundName(h, lang),
      // Grouped as the web pages and the balance statement show units.
      formatNumber(h.units, 4),
      formatMoney(h.unitPrice, h.currency, f.unitPriceDecimals),
      formatLongDate(h.priceDate, lang),
      money(h.value),
      `${h.percent}%`,
    ]);
    const holdingTotal = [
      t("holdings.total"),
      "",
      "",
      "",
      money(s.closingBalance),
      `${holdingsTotalPercent(s.closingBalance)}%`,
    ];
    y = keepTogether(
      doc,
      y + 10,
      SECTION_TITLE_HEIGHT +
        tableHeight(doc, HOLDING_COLUMNS, [holdingHeader], "bold") +
        tableHeight(doc, HOLDING_COLUMNS, holdingRows) +
        Math.max(TABLE_START, tableHeight(doc, HOLDING_COLUMNS, [holdingTotal], "bold")),
    );
    y = drawSectionTitle(doc, t("holdings.title", { date: closingDate }), y);
    if (holdingRows.length === 0) y = paragraph(doc, t("holdings.none"), y);
    else {
      y = drawTable(doc, y, HOLDING_COLUMNS, holdingHeader, holdingRows);
      y = drawTable(doc, y, HOLDING_COLUMNS, null, [holdingTotal], [0, 4, 5]);
      // The funds' rounded percentages can sum to 99.99 or 100.01 beside the total's 100.00.
      if (holdingRows.length > 1) y = paragraph(doc, t("holdings.rounding"), y);
    }

    // The investment direction in force at the period end, kept together when it fits a page.
    const directionHeader = [t("direction.fund"), t("direction.percent")];
    const directions = f.investmentDirections.map((direction) => {
      const since = formatLongDate(direction.effectiveDate, lang);
      return {
        note:
          f.investmentDirections.length > 1
            ? t("direction.forType", { type: direction.contributionType, date: since })
            : t("direction.effective", { date: since }),
        rows: direction.lines.map((l) => [fundName(l, lang), `${l.percent}%`]),
      };
    });
    y = keepTogether(
      doc,
      y + 14,
      SECTION_TITLE_HEIGHT +
        directions.reduce(
          (total, d) =>
            total +
            20 +
            tableHeight(doc, DIRECTION_COLUMNS, [directionHeader], "bold") +
            tableHeight(doc, DIRECTION_COLUMNS, d.rows),
          0,
        ),
    );
    y = drawSectionTitle(doc, t("direction.title", { date: closingDate }), y);
    if (directions.length === 0) y = paragraph(doc, t("direction.none"), y);
    for (const direction of directions) {
      y = paragraph(doc, direction.note, y);
      y = drawTable(doc, y, DIRECTION_COLUMNS, directionHeader, direction.rows) + 6;
    }

    // Notes, on one page.
    const notes = [
      t("notes.asAt", { date: closingDate, currency: f.currency }),
      t("notes.gainLoss"),
      t("notes.hotline", { hotline: f.scheme.hotline }),
    ];
    doc.font("regular").fontSize(8.5);
    y = keepTogether(
      doc,
      y + 8,
      SECTION_TITLE_HEIGHT +
        notes.reduce(
          (total, note) => total + doc.heightOfString(note, { width: CONTENT_WIDTH, lineGap: 1.5 }) + 4,
          0,
        ),
    );
    y = drawSectionTitle(doc, t("notes.title"), y);
    for (const note of notes) y = paragraph(doc, note, y);
  });
}
