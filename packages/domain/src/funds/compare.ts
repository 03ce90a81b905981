import { addDays, compareIsoDates, type IsoDate } from "../time.ts";
import { Dec, fixedText } from "./decimal.ts";
import { periodStart } from "./periods.ts";
import { type CalendarYearReturn, calendarYearReturns, fundPerformance } from "./returns.ts";
import { annualisedVolatility, type RiskClass, riskClass } from "./risk-class.ts";
import { type PricePoint, priceOnOrBefore, seriesBetween } from "./series.ts";

/*
 * The fund comparison (issue 18, beyond the spec): the figures of the compare table and chart,
 * from each fund's stored daily prices. Returns are percent decimal text as in returns.ts.
 */

export { MAX_COMPARE_FUNDS } from "./compare-limit.ts";

/** The annualised-return rows of the table: 1, 5 and 10 years and since launch (first price). */
export const COMPARE_ANNUALISED_PERIODS = ["1Y", "5Y", "10Y", "SI"] as const;
export type CompareAnnualisedPeriod = (typeof COMPARE_ANNUALISED_PERIODS)[number];

/** The chart's common periods; "ALL" is all the history the chosen funds have in common. */
export const COMPARE_PERIODS = ["1Y", "3Y", "5Y", "10Y", "ALL"] as const;
export type ComparePeriod = (typeof COMPARE_PERIODS)[number];

export function isComparePeriod(value: string): value is ComparePeriod {
  return (COMPARE_PERIODS as readonly string[]).includes(value);
}

/** One fund's column of the compare table, as far as its price series gives it. */
export interface CompareFigures {
  /** The last price on or before asOf (the table's unit price and date); null without one. */
  latest: PricePoint | null;
  /** Annualised return (percent text) per period; null is N/A (too young for the period). */
  annualised: Record<CompareAnnualisedPeriod, string | null>;
  /** The last five complete calendar years, most recent first (calendarYearReturns). */
  calendarYears: CalendarYearReturn[];
  /** The MPFA risk class and its annualised volatility (risk-class.ts); null under 3 years. */
  riskClass: RiskClass | null;
  volatility: string | null;
}

/**
 * A fund's column of the compare table as of the valuation date asOf, with the returns
 * functions of returns.ts and their publishing rule (fundPerformance): annualised 1Y, 5Y, 10Y
 * and since launch are null (N/A) when the fund is younger than the period or has under a year
 * of record; the last five calendar-year returns; the MPFA risk class.
 */
export function compareFigures(series: readonly PricePoint[], asOf: IsoDate): CompareFigures {
  const rows = fundPerformance(series, asOf, COMPARE_ANNUALISED_PERIODS);
  const annualised = Object.fromEntries(
    COMPARE_ANNUALISED_PERIODS.map((period, i) => [period, rows[i]?.annualised ?? null]),
  ) as Record<CompareAnnualisedPeriod, string | null>;
  return {
    latest: priceOnOrBefore(series, asOf),
    annualised,
    calendarYears: calendarYearReturns(series, asOf, 5),
    riskClass: riskClass(series, asOf),
    volatility: annualisedVolatility(series, asOf),
  };
}

/** One point of a rebased line: the date and the value, 100 at the common start. */
export interface RebasedPoint {
  date: IsoDate;
  value: string;
}

export interface RebasedSeries {
  /** The common start: every line is 100 here. */
  from: IsoDate;
  /** The common end: the earliest last price date of the funds (or asOf when earlier). */
  to: IsoDate;
  /** One line per fund, in the order given. */
  lines: RebasedPoint[][];
}

/** Decimals of a rebased value: a chart index, 100.0000 at the start. */
export const REBASED_DECIMALS = 4;

/**
 * The compare chart: each fund's prices over a common period, rebased to 100 at the common start.
 * - The common history runs from the latest first price date of the funds to the earliest last
 *   price date (capped at asOf when given).
 * - The period's start is periodStart(end, period) (calendar years back, as the returns table),
 *   but never before the common history; "ALL" is the whole common history.
 * - Each line starts with 100 at that date, taking as base its last price on or before it (a
 *   weekend or holiday start takes the dealing day before), then has a point for each price
 *   after it up to the end: price / base x 100, rounded half-up to 4 decimals.
 * null when a series is empty or the funds have no common history (or no fund is given).
 */
export function rebase(
  seriesList: readonly (readonly PricePoint[])[],
  period: ComparePeriod,
  asOf?: IsoDate,
): RebasedSeries | null {
  if (seriesList.length === 0) return null;
  let commonStart: IsoDate | null = null;
  let to: IsoDate | null = asOf ?? null;
  for (const series of seriesList) {
    const first = series[0];
    const last = series[series.length - 1];
    if (first === undefined || last === undefined) return null;
    if (commonStart === null || compareIsoDates(first.date, commonStart) > 0) commonStart = first.date;
    if (to === null || compareIsoDates(last.date, to) < 0) to = last.date;
  }
  if (commonStart === null || to === null || compareIsoDates(commonStart, to) > 0) return null;
  const periodFrom = period === "ALL" ? commonStart : periodStart(to, period);
  const from = compareIsoDates(periodFrom, commonStart) > 0 ? periodFrom : commonStart;
  const lines = seriesList.map((series) => {
    const base = new Dec((priceOnOrBefore(series, from) as PricePoint).price);
    const points: RebasedPoint[] = [{ date: from, value: fixedText(100, REBASED_DECIMALS) }];
    for (const point of seriesBetween(series, addDays(from, 1), to)) {
      const value = base.isZero() ? null : new Dec(point.price).times(100).div(base);
      if (value !== null) points.push({ date: point.date, value: fixedText(value, REBASED_DECIMALS) });
    }
    return points;
  });
  return { from, to, lines };
}

/** Which cells of a row to highlight: the indices of the best and of the worst values. */
export interface BestAndWorst {
  best: number[];
  worst: number[];
}

/**
 * The best and worst figures of one row of the compare table, by index. null (N/A) cells are
 * ignored; ties are all marked. `better` says which way is best: "higher" (returns, the
 * default) or "lower" (fees, expense ratios). With fewer than two different values nothing is
 * marked (there is no best or worst among equals). Values are decimal text or numbers.
 */
export function bestAndWorst(
  values: readonly (string | number | null)[],
  better: "higher" | "lower" = "higher",
): BestAndWorst {
  const present = values.flatMap((value, index) =>
    value === null ? [] : [{ index, value: new Dec(value) }],
  );
  const first = present[0];
  if (first === undefined) return { best: [], worst: [] };
  let max = first.value;
  let min = first.value;
  for (const { value } of present) {
    if (value.gt(max)) max = value;
    if (value.lt(min)) min = value;
  }
  if (max.eq(min)) return { best: [], worst: [] };
  const at = (target: Dec) => present.filter(({ value }) => value.eq(target)).map(({ index }) => index);
  return better === "higher" ? { best: at(max), worst: at(min) } : { best: at(min), worst: at(max) };
}
