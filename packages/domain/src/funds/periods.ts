import { addMonths, compareIsoDates, epochDay, type IsoDate, isIsoDate } from "../time.ts";

/**
 * Return periods of part 2 §2.6 / §3.4, in the order of the performance record's fields
 * (cr1m, cr3m, cr6m, cr1y, cr3y, cr5y, cr10y, crYtd, crSi). "SI" is since inception.
 */
export const RETURN_PERIODS = ["1M", "3M", "6M", "1Y", "3Y", "5Y", "10Y", "YTD", "SI"] as const;
export type ReturnPeriod = (typeof RETURN_PERIODS)[number];
/** The periods whose start is a calendar date before the valuation date (all but since inception). */
export type TrailingPeriod = Exclude<ReturnPeriod, "SI">;

export function isReturnPeriod(value: string): value is ReturnPeriod {
  return (RETURN_PERIODS as readonly string[]).includes(value);
}

const MONTHS_BACK: Record<Exclude<TrailingPeriod, "YTD">, number> = {
  "1M": 1,
  "3M": 3,
  "6M": 6,
  "1Y": 12,
  "3Y": 36,
  "5Y": 60,
  "10Y": 120,
};

/**
 * The start boundary of a trailing period as of the valuation date `asOf` (the latest price date).
 * 1M ... 10Y: calendar months / years back, the day clamped to the target month's length
 * (31 May - 3 months = 29 Feb in a leap year, 28 Feb otherwise; 29 Feb 2024 - 1 year = 28 Feb 2023).
 * YTD: 31 Dec of the previous year. The boundary is a calendar date, not necessarily a dealing
 * day: a return takes the last price on or before it. Since inception has no calendar start (it
 * is the first price), so it is not a TrailingPeriod.
 */
export function periodStart(asOf: IsoDate, period: TrailingPeriod): IsoDate {
  if (!isIsoDate(asOf)) throw new RangeError(`Not an ISO date: ${asOf}`);
  if (period === "YTD") return `${String(Number(asOf.slice(0, 4)) - 1).padStart(4, "0")}-12-31`;
  return addMonths(asOf, -MONTHS_BACK[period]);
}

/** Calendar days from `from` to `to` (2021-05-31 -> 2024-05-31 = 1096; negative when `to` is earlier). */
export function calendarDaysBetween(from: IsoDate, to: IsoDate): number {
  return epochDay(to) - epochDay(from);
}

/** Part 2 §2.6 / DOMAIN.md: cumulative returns are published after 6 months of track record. */
export const CUMULATIVE_TRACK_RECORD_MONTHS = 6;

/**
 * True when the fund has 6 months of track record as of `asOf`: asOf >= firstPriceDate + 6
 * calendar months (clamped: a first price on 31 Aug 2023 qualifies from 29 Feb 2024).
 */
export function cumulativeShown(firstPriceDate: IsoDate, asOf: IsoDate): boolean {
  return compareIsoDates(asOf, addMonths(firstPriceDate, CUMULATIVE_TRACK_RECORD_MONTHS)) >= 0;
}
