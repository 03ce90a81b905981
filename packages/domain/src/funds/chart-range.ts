import { compareIsoDates, type IsoDate, isIsoDate } from "../time.ts";
import { periodStart } from "./periods.ts";

/** The performance chart's range buttons (part 2 §2.6), in button order. */
export const PRICE_RANGES = ["YTD", "1M", "3M", "6M", "1Y", "3Y", "5Y", "10Y", "All"] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
/** Part 2 §9: the chart's default range is 1 year. */
export const DEFAULT_PRICE_RANGE: PriceRange = "1Y";

export function isPriceRange(value: string): value is PriceRange {
  return (PRICE_RANGES as readonly string[]).includes(value);
}

const later = (a: IsoDate, b: IsoDate): IsoDate => (compareIsoDates(a, b) >= 0 ? a : b);
const earlier = (a: IsoDate, b: IsoDate): IsoDate => (compareIsoDates(a, b) <= 0 ? a : b);

/**
 * The dates a chart range covers as of the valuation date `asOf` (the latest price date), both
 * included. `from` is the same start boundary as the returns table (periodStart: calendar
 * months/years back, clamped at month ends; YTD from 31 Dec of the previous year, so that
 * price is the chart's first point when it is a dealing day), then clamped to the fund's first
 * price date `firstDate` (and never after asOf). "All" starts at firstDate. `to` is asOf.
 */
export function priceRange(
  range: PriceRange,
  asOf: IsoDate,
  firstDate: IsoDate,
): { from: IsoDate; to: IsoDate } {
  if (!isIsoDate(asOf) || !isIsoDate(firstDate)) throw new RangeError(`Not ISO dates: ${asOf} ${firstDate}`);
  const start = range === "All" ? firstDate : later(periodStart(asOf, range), firstDate);
  return { from: earlier(start, asOf), to: asOf };
}
