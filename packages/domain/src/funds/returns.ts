import { compareIsoDates, type IsoDate } from "../time.ts";
import { Dec, fixedText, plainText } from "./decimal.ts";
import {
  calendarDaysBetween,
  cumulativeShown,
  periodStart,
  RETURN_PERIODS,
  type ReturnPeriod,
} from "./periods.ts";
import { type PricePoint, priceOnOrBefore } from "./series.ts";

/*
 * Fund returns of part 2 §2.6 / §3.4, NAV to NAV from the stored daily unit prices.
 *
 * Representation: a return is a PERCENTAGE as decimal text at full precision (40 significant
 * digits, plain notation, no "%"): "12.3456" means 12.3456 %, "-15.78947368421052631578947368421052631579"
 * means -15.789...%, "0" means no change. Fractions (0.123456) are never used across these
 * functions. Nothing is rounded until display: formatReturn gives the 2-decimal text of §5.3.
 * null means not available (the fund is too young for the period, a price is missing, or the
 * start price is 0); formatReturn shows it as "N/A".
 */

/** (end - start) x 100 / start as full-precision percent text; null when start is 0. */
function percentChange(start: string, end: string): string | null {
  const from = new Dec(start);
  if (from.isZero()) return null;
  return plainText(new Dec(end).minus(from).times(100).div(from));
}

/**
 * Cumulative return of `period` as of the valuation date `asOf`: P_end / P_start - 1, as percent
 * text. P_end = the last price on or before asOf; P_start = the last price on or before
 * periodStart(asOf, period) (a weekend or holiday boundary takes the dealing day before it), or
 * the first price for since inception ("SI").
 * null when:
 *  - the fund is younger than the period: its first price date is AFTER the start boundary date
 *    (a first price on the boundary date itself counts as old enough);
 *  - there is no price on or before asOf (or the series is empty);
 *  - the start price is 0.
 */
export function cumulativeReturn(
  series: readonly PricePoint[],
  asOf: IsoDate,
  period: ReturnPeriod,
): string | null {
  const first = series[0];
  const end = priceOnOrBefore(series, asOf);
  if (first === undefined || end === null) return null;
  if (period === "SI") return percentChange(first.price, end.price);
  const boundary = periodStart(asOf, period);
  if (compareIsoDates(first.date, boundary) > 0) return null;
  const start = priceOnOrBefore(series, boundary);
  return start === null ? null : percentChange(start.price, end.price);
}

/** DOMAIN.md: annualised returns only over a year or more. */
export const ANNUALISE_MIN_DAYS = 365;

/**
 * Annualised return from a cumulative percent over `days` calendar days:
 * ((1 + c/100)^(365/days) - 1) x 100, as full-precision percent text (Decimal.pow, 40 digits).
 * null when `cumulative` is null or days < 365 (periods under a year are not annualised).
 * `days` is the calendar days from the period's start boundary date (periodStart, or the first
 * price date for since inception) to asOf: see periodReturn.
 */
export function annualisedReturn(cumulative: string | null, days: number): string | null {
  if (cumulative === null || !Number.isFinite(days) || days < ANNUALISE_MIN_DAYS) return null;
  const growth = new Dec(cumulative).div(100).plus(1);
  if (growth.isNegative()) return null; // below -100 %: not a return prices >= 0 can give
  return plainText(growth.pow(new Dec(365).div(days)).minus(1).times(100));
}

export interface PeriodReturn {
  period: ReturnPeriod;
  /** The start boundary date (the first price date for SI); null for SI with no prices. */
  from: IsoDate | null;
  /** Calendar days from `from` to asOf; null when `from` is null. */
  days: number | null;
  cumulative: string | null;
  annualised: string | null;
}

/** The cumulative and annualised return of one period, with its boundary and days (no publishing rule). */
export function periodReturn(
  series: readonly PricePoint[],
  asOf: IsoDate,
  period: ReturnPeriod,
): PeriodReturn {
  const from = period === "SI" ? (series[0]?.date ?? null) : periodStart(asOf, period);
  const days = from === null ? null : calendarDaysBetween(from, asOf);
  const cumulative = cumulativeReturn(series, asOf, period);
  const annualised = days === null ? null : annualisedReturn(cumulative, days);
  return { period, from, days, cumulative, annualised };
}

/**
 * The returns table as published (part 2 §2.6, DOMAIN.md): periodReturn for each period, with
 * cumulative AND annualised returns blanked (null) until the fund has 6 months of track record
 * (cumulativeShown from its first price). Annualised returns are already null under a year.
 */
export function fundPerformance(
  series: readonly PricePoint[],
  asOf: IsoDate,
  periods: readonly ReturnPeriod[] = RETURN_PERIODS,
): PeriodReturn[] {
  const first = series[0];
  const shown = first !== undefined && cumulativeShown(first.date, asOf);
  return periods.map((period) => {
    const row = periodReturn(series, asOf, period);
    return shown ? row : { ...row, cumulative: null, annualised: null };
  });
}

export interface CalendarYearReturn {
  year: number;
  /** Percent text, or null when the fund had no price on or before 31 Dec of the year before. */
  value: string | null;
}

/**
 * Calendar-year returns (cy1 ... cy5 of §3.4) for the last `years` complete calendar years, i.e.
 * the years before asOf's year, most recent first (cy1 = last year):
 * P(last on or before 31 Dec Y) / P(last on or before 31 Dec Y-1) - 1 as percent text.
 * A year is null when the fund had no price on or before 31 Dec Y-1 (it started during or
 * after year Y), or that price is 0.
 */
export function calendarYearReturns(
  series: readonly PricePoint[],
  asOf: IsoDate,
  years = 5,
): CalendarYearReturn[] {
  const lastYear = Number(asOf.slice(0, 4)) - 1;
  const yearEnd = (year: number): IsoDate => `${String(year).padStart(4, "0")}-12-31`;
  const result: CalendarYearReturn[] = [];
  for (let year = lastYear; year > lastYear - years; year--) {
    const start = priceOnOrBefore(series, yearEnd(year - 1));
    const end = priceOnOrBefore(series, yearEnd(year));
    result.push({ year, value: start && end ? percentChange(start.price, end.price) : null });
  }
  return result;
}

export interface DailyChange {
  date: IsoDate;
  price: string;
  previousDate: IsoDate;
  previousPrice: string;
  /** price - previousPrice, exact decimal text ("0.1", "-0.0025"). */
  change: string;
  /** change x 100 / previousPrice as full-precision percent text; null when previousPrice is 0. */
  percent: string | null;
}

/** The overview's daily change (part 2 §2.6): the last price against the one before; null with fewer than two. */
export function dailyChange(series: readonly PricePoint[]): DailyChange | null {
  const last = series[series.length - 1];
  const previous = series[series.length - 2];
  if (last === undefined || previous === undefined) return null;
  return {
    date: last.date,
    price: last.price,
    previousDate: previous.date,
    previousPrice: previous.price,
    change: plainText(new Dec(last.price).minus(previous.price)),
    percent: percentChange(previous.price, last.price),
  };
}

/** The spec's text for a missing value (part 2 §3.4 "Missing values default to N/A", §8). */
export const NOT_AVAILABLE = "N/A";

/**
 * A return for display (part 2 §5.3: percentages rounded to 2 decimals): half-up, i.e. away from
 * zero at .5 ("12.345" -> "12.35", "-12.345" -> "-12.35"), never "-0.00", no "%" sign.
 * null, undefined, blank or non-numeric text shows `notAvailable` ("N/A"; the web may pass its
 * translated text).
 */
export function formatReturn(value: string | null | undefined, notAvailable: string = NOT_AVAILABLE): string {
  if (value === null || value === undefined || value.trim() === "") return notAvailable;
  let decimal: Dec;
  try {
    decimal = new Dec(value.trim());
  } catch {
    return notAvailable;
  }
  return decimal.isFinite() ? fixedText(decimal, 2) : notAvailable;
}
