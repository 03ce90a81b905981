import { fixedText } from "./decimal.ts";
import type { PricePoint } from "./series.ts";

/** The CSV's fixed texts; English by default, the web may pass its zh-HK texts. */
export interface PriceCsvLabels {
  fund: string;
  date: string;
  unitPrice: string;
}

export const DEFAULT_PRICE_CSV_LABELS: PriceCsvLabels = {
  fund: "Fund",
  date: "Date",
  unitPrice: "Unit price",
};

export interface PriceCsvOptions {
  fundName: string;
  /** "HKD" or "USD" (part 2 §3.4 currencyTypeNm). */
  currency: string;
  /** The scheme's unit price decimals: 4, or 2 for the Simple/Smart schemes (part 2 §3.4, §5.3). */
  decimals: number;
  labels?: PriceCsvLabels;
}

/**
 * One CSV field per RFC 4180: quoted when it holds a comma, a double quote, CR or LF, with each
 * double quote doubled ('A "B", C' -> '"A ""B"", C"'); other fields as they are.
 */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const CRLF = "\r\n";

/**
 * A table as CSV text (RFC 4180): each row's fields by csvField, joined by commas, each row ending
 * in CRLF (the last one too). Rows may differ in length. The compare table's download (issue 18).
 */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(",") + CRLF).join("");
}

/**
 * The chart's "download price data" file (part 2 §2.6). Every row has two fields and ends in CRLF
 * (RFC 4180), the last one too:
 *
 *   Fund,<fund name>              the fund-name line, the name quoted when needed
 *   Date,Unit price (<CUR>)       the header
 *   2024-02-29,13.6000            one row per price, ISO date, price rounded half-up to `decimals`
 *
 * The text has no byte-order mark; prepend "\uFEFF" when Excel must read Chinese names as UTF-8.
 */
export function priceSeriesCsv(series: readonly PricePoint[], options: PriceCsvOptions): string {
  const labels = options.labels ?? DEFAULT_PRICE_CSV_LABELS;
  const rows: string[][] = [
    [labels.fund, options.fundName],
    [labels.date, `${labels.unitPrice} (${options.currency})`],
    ...series.map((point) => [point.date, fixedText(point.price, options.decimals)]),
  ];
  return rows.map((row) => row.map(csvField).join(",") + CRLF).join("");
}
