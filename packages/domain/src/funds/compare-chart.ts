import { addDays, addMonths, compareIsoDates, type IsoDate, weekdayOf } from "../time.ts";
import {
  COMPARE_ANNUALISED_PERIODS,
  type ComparePeriod,
  type RebasedPoint,
  type RebasedSeries,
  rebase,
} from "./compare.ts";
import { periodStart } from "./periods.ts";
import { RISK_CLASS_MONTHS } from "./risk-class.ts";
import { type PricePoint, priceOnOrBefore, seriesBetween } from "./series.ts";

/*
 * The compare chart's lines, kept small (issue 18): each fund's rebased line (compare.ts rebase)
 * sampled to one point a dealing day (1 year), a week (3 and 5 years) or a month (10 years, all
 * common history), so ten funds over thirty years travel as a few thousand points. And the dates
 * the compare table and chart look up, so the server reads only those prices (the last price on
 * or before each date), never thirty years of daily prices.
 */

/** How finely a line is sampled: every point, or the last point of each week or calendar month. */
export type ChartStep = "day" | "week" | "month";

/** The step of each compare period: about 250 points for 1 year, 160-260 weekly, 120-360 monthly. */
export const COMPARE_CHART_STEP: Record<ComparePeriod, ChartStep> = {
  "1Y": "day",
  "3Y": "week",
  "5Y": "week",
  "10Y": "month",
  ALL: "month",
};

/** The last calendar day of a date's bucket: itself (day), its Sunday (weeks run Monday to Sunday), its month's last day. */
export function bucketEnd(date: IsoDate, step: ChartStep): IsoDate {
  if (step === "day") return date;
  if (step === "week") return addDays(date, (7 - weekdayOf(date)) % 7);
  return addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);
}

/**
 * A line sampled by `step`: the first point always (a line's start, 100 on a rebased line), then
 * each later point that is the last of its week or month (the last point of all too). "day" keeps
 * every point. Whether a later point is kept depends only on it and the point after it.
 */
export function samplePoints<P extends { date: IsoDate }>(points: readonly P[], step: ChartStep): P[] {
  if (step === "day") return [...points];
  return points.filter((point, i) => {
    if (i === 0) return true;
    const next = points[i + 1];
    return next === undefined || bucketEnd(next.date, step) !== bucketEnd(point.date, step);
  });
}

/** A series' first and last points: all that decides where the common history starts and ends. */
function edges(series: readonly PricePoint[]): PricePoint[] {
  const first = series[0];
  const last = series[series.length - 1];
  if (first === undefined || last === undefined) return [];
  return first === last ? [first] : [first, last];
}

/** The dates a compare chart runs between (rebase's from and to); null without a common history. */
export function compareChartFrame(
  seriesList: readonly (readonly PricePoint[])[],
  period: ComparePeriod,
  asOf?: IsoDate,
): { from: IsoDate; to: IsoDate } | null {
  const frame = rebase(seriesList.map(edges), period, asOf);
  return frame === null ? null : { from: frame.from, to: frame.to };
}

/**
 * The compare chart: exactly rebase(seriesList, period, asOf) with each line passed through
 * samplePoints by the period's step, without dividing every daily price. Each series is cut to
 * its base price (the last on or before the start), the sampled points up to the common end, and
 * its first and last prices (which fix the common history), and only that is rebased.
 */
export function compareChart(
  seriesList: readonly (readonly PricePoint[])[],
  period: ComparePeriod,
  asOf?: IsoDate,
): RebasedSeries | null {
  const frame = compareChartFrame(seriesList, period, asOf);
  if (frame === null) return null;
  const step = COMPARE_CHART_STEP[period];
  const cut = seriesList.map((series) => {
    const base = priceOnOrBefore(series, frame.from) as PricePoint;
    const window = samplePoints([base, ...seriesBetween(series, addDays(frame.from, 1), frame.to)], step);
    const points = [series[0] as PricePoint, ...window, series[series.length - 1] as PricePoint];
    return points.filter((point, i) => i === 0 || point.date !== (points[i - 1] as PricePoint).date);
  });
  return rebase(cut, period, asOf);
}

/** The value of a rebased line at its end (the text summary's "to" figure): its last point's. */
export function lastRebasedValue(line: readonly RebasedPoint[]): string | null {
  return line[line.length - 1]?.value ?? null;
}

/**
 * The dates whose last price on or before them the compare chart needs between from and to (a
 * compareChartFrame): from (the base), each week's or month's end inside, and to. A series made
 * of each fund's first and last prices and its last price on or before each of these dates gives
 * compareChart exactly what the whole daily series gives.
 */
export function compareChartDates(from: IsoDate, to: IsoDate, period: ComparePeriod): IsoDate[] {
  const step = COMPARE_CHART_STEP[period];
  const dates: IsoDate[] = [from];
  for (let end = bucketEnd(addDays(from, 1), step); compareIsoDates(end, to) < 0; ) {
    dates.push(end);
    end = bucketEnd(addDays(end, 1), step);
  }
  if (compareIsoDates(to, from) > 0) dates.push(to);
  return dates;
}

/**
 * The dates compareFigures looks a price up at, as of asOf: asOf, the starts of the annualised
 * periods, the six year ends of the last five calendar years, and the month ends of the risk
 * class's last 37 months. A series of a fund's first price and its last price on or before each
 * of these gives compareFigures exactly what its whole daily series gives.
 */
export function compareFigureDates(asOf: IsoDate): IsoDate[] {
  const starts = COMPARE_ANNUALISED_PERIODS.flatMap((period) =>
    period === "SI" ? [] : [periodStart(asOf, period)],
  );
  const year = Number(asOf.slice(0, 4));
  const yearEnds = [1, 2, 3, 4, 5, 6].map((n) => `${String(year - n).padStart(4, "0")}-12-31`);
  // The last month end on or before asOf, and the RISK_CLASS_MONTHS before it.
  let monthEnd = bucketEnd(asOf, "month");
  if (compareIsoDates(monthEnd, asOf) > 0) monthEnd = addDays(`${asOf.slice(0, 7)}-01`, -1);
  const monthEnds: IsoDate[] = [];
  for (let i = 0; i <= RISK_CLASS_MONTHS; i++) {
    monthEnds.push(monthEnd);
    monthEnd = addDays(`${monthEnd.slice(0, 7)}-01`, -1);
  }
  return [...new Set([asOf, ...starts, ...yearEnds, ...monthEnds])].sort();
}
