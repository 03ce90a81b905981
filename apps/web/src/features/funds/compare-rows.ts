import {
  type BestAndWorst,
  bestAndWorst,
  COMPARE_ANNUALISED_PERIODS,
  type CompareFundVo,
  csvText,
  type FundCompareResponse,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatReturn,
  type Language,
  riskSegmentOf,
  type Scheme,
} from "@portal/domain";
import type { FeatureT } from "../../components/feature-translation.ts";
import { fundDisplayName } from "../../components/fund-name.ts";
import type en from "../../locales/en/funds.json";

type T = FeatureT<typeof en>;

/** The table's groups of rows, in order. */
export const COMPARE_ROW_GROUPS = ["fund", "fees", "annualised", "calendar"] as const;
export type CompareRowGroup = (typeof COMPARE_ROW_GROUPS)[number];

/** How a row's cells are drawn: as text, a signed and coloured return, or the scheme's risk level. */
export type CompareCellKind = "text" | "return" | "riskLevel";

export interface CompareRow {
  key: string;
  group: CompareRowGroup;
  label: string;
  kind: CompareCellKind;
  /** Per fund: the text shown and downloaded, and the figure compared (decimal text, null for N/A). */
  cells: { text: string; value: string | null }[];
  /** Which way is better, for the rows whose best and worst are marked. */
  better?: "higher" | "lower";
  marks: BestAndWorst;
}

const NO_MARKS: BestAndWorst = { best: [], worst: [] };

export interface RowContext {
  t: T;
  language: Language;
  scheme: Scheme;
  /** The scheme's risk level labels, by segment (useRiskLabels). */
  riskLabels: readonly string[];
}

/** The fund type in words; an unknown type as it is. */
function typeLabel(category: string, t: T): string {
  const key = `compare.types.${category}` as Parameters<T>[0];
  const text = t(key);
  return text === key ? category : text;
}

/**
 * The rows of the compare table (issue 18), each fund a column in the answer's order: the fund
 * (type, the scheme's risk level, the MPFA risk class and its volatility, launch date, unit price
 * and its date), the fees (management fee, fund expense ratio), the annualised returns (1, 5, 10
 * years, since launch) and the last five calendar years. Fees are best when lowest, returns when
 * highest (bestAndWorst); risk, dates and prices are not judged.
 */
export function compareRows(
  data: FundCompareResponse,
  { t, language, scheme, riskLabels }: RowContext,
): CompareRow[] {
  const { funds } = data;
  const na = t("notAvailable");
  const percentText = (value: string | null) => (value === null ? na : formatNumber(value, 2));
  const returnText = (value: string | null) => formatReturn(value, na);

  const row = (
    key: string,
    group: CompareRowGroup,
    label: string,
    cell: (fund: CompareFundVo) => { text: string; value?: string | null },
    options: { kind?: CompareCellKind; better?: "higher" | "lower" } = {},
  ): CompareRow => {
    const cells = funds.map((fund) => {
      const { text, value = null } = cell(fund);
      return { text, value };
    });
    return {
      key,
      group,
      label,
      kind: options.kind ?? "text",
      cells,
      ...(options.better ? { better: options.better } : {}),
      marks: options.better
        ? bestAndWorst(
            cells.map((c) => c.value),
            options.better,
          )
        : NO_MARKS,
    };
  };

  const rows: CompareRow[] = [
    row("type", "fund", t("compare.table.rows.type"), (fund) => ({ text: typeLabel(fund.category, t) })),
    row(
      "riskLevel",
      "fund",
      t("compare.table.rows.riskLevel"),
      (fund) => ({ text: riskLabels[riskSegmentOf(scheme, fund)] ?? fund.invRskNm }),
      { kind: "riskLevel" },
    ),
    row("riskClass", "fund", t("compare.table.rows.riskClass"), (fund) => ({
      text:
        fund.computedRiskClass === null
          ? t("compare.table.riskClassYoung")
          : t("compare.table.riskClassValue", { n: fund.computedRiskClass }),
    })),
    row("volatility", "fund", t("compare.table.rows.volatility"), (fund) => ({
      text: percentText(fund.volatility),
    })),
    row("launchDate", "fund", t("compare.table.rows.launchDate"), (fund) => ({
      text: formatLongDate(fund.inceptionDate, language),
    })),
    row("unitPrice", "fund", t("compare.table.rows.unitPrice"), (fund) => ({
      text:
        fund.unitPrice === null
          ? na
          : formatMoney(fund.unitPrice, fund.currencyTypeNm, data.unitPriceDecimals),
    })),
    row("priceDate", "fund", t("compare.table.rows.priceDate"), (fund) => ({
      text: fund.priceDate === null ? na : formatLongDate(fund.priceDate, language),
    })),
    row(
      "managementFee",
      "fees",
      t("compare.table.rows.managementFee"),
      (fund) => ({ text: percentText(fund.managementFeePct), value: fund.managementFeePct }),
      { better: "lower" },
    ),
    row(
      "fer",
      "fees",
      t("compare.table.rows.fer"),
      (fund) => ({ text: percentText(fund.fundExpenseRatioPct), value: fund.fundExpenseRatioPct }),
      { better: "lower" },
    ),
    ...COMPARE_ANNUALISED_PERIODS.map((period) =>
      row(
        `annualised-${period}`,
        "annualised",
        t(`compare.table.rows.${period}`),
        (fund) => ({ text: returnText(fund.annualised[period]), value: fund.annualised[period] }),
        { kind: "return", better: "higher" },
      ),
    ),
  ];

  // The calendar years: every fund has the same five (they are valued at the same date).
  const years = funds[0]?.calendarYears.map((year) => year.year) ?? [];
  for (const year of years) {
    rows.push(
      row(
        `calendar-${year}`,
        "calendar",
        String(year),
        (fund) => {
          const value = fund.calendarYears.find((y) => y.year === year)?.value ?? null;
          return { text: returnText(value), value };
        },
        { kind: "return", better: "higher" },
      ),
    );
  }
  return rows;
}

/** The name of a row as the CSV gives it: a return row says which group (a year alone says little). */
function csvLabel(row: CompareRow, t: T): string {
  if (row.group === "annualised" || row.group === "calendar")
    return `${t(`compare.table.groups.${row.group}`)}: ${row.label}`;
  return row.label;
}

/**
 * The compare table as CSV (the domain's csvText): a title line with the valuation date, a header
 * of the funds' names, then one line per row with its figures as shown (N/A where none). In the
 * page's language; the caller adds the byte-order mark for Excel.
 */
export function compareCsv(
  data: FundCompareResponse,
  rows: readonly CompareRow[],
  context: RowContext,
): string {
  const { t, language } = context;
  return csvText([
    [t("compare.csv.title"), t("compare.csv.asAt"), formatLongDate(data.asOfDate, language)],
    [t("compare.csv.row"), ...data.funds.map((fund) => fundDisplayName(fund, language))],
    ...rows.map((row) => [csvLabel(row, t), ...row.cells.map((cell) => cell.text)]),
  ]);
}
