import { compareIsoDates, type IsoDate } from "../time.ts";

/**
 * One unit price of a fund (part 2 §3.4 price history: invPriceEffectiveDate, unitPriceAmount).
 * A series is an array of points in ascending date order, one per dealing day, as stored.
 * Prices are decimal text ("12.3456"), never floats.
 */
export interface PricePoint {
  date: IsoDate;
  price: string;
}

/**
 * The number of points dated on or before `date` (so the index of the last such point + 1).
 * Binary search: 30 years of daily prices (about 7,800 points) take 13 comparisons.
 */
function countOnOrBefore(series: readonly PricePoint[], date: IsoDate): number {
  let lo = 0;
  let hi = series.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const point = series[mid] as PricePoint;
    if (compareIsoDates(point.date, date) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The last point dated on or before `date`, or null when the series starts after it (or is empty).
 * A boundary on a weekend or HK public holiday therefore takes the previous dealing day's price.
 */
export function priceOnOrBefore(series: readonly PricePoint[], date: IsoDate): PricePoint | null {
  return series[countOnOrBefore(series, date) - 1] ?? null;
}

/** The points dated from `from` to `to`, both included (empty when from > to). */
export function seriesBetween(series: readonly PricePoint[], from: IsoDate, to: IsoDate): PricePoint[] {
  if (compareIsoDates(from, to) > 0) return [];
  const start = countOnOrBefore(series, from);
  const first = series[start - 1];
  const begin = first !== undefined && first.date === from ? start - 1 : start;
  return series.slice(begin, countOnOrBefore(series, to));
}

/** Series merged into one: each date once (a later part's point for a date kept), in date order. */
export function mergedSeries(...parts: (readonly PricePoint[])[]): PricePoint[] {
  const byDate = new Map<IsoDate, PricePoint>();
  for (const part of parts) for (const point of part) byDate.set(point.date, point);
  return [...byDate.values()].sort((a, b) => compareIsoDates(a.date, b.date));
}

/**
 * The sparse series a returns table needs from a fund's whole series: its first point and the last
 * point on or before each of `dates`, in date order, each once. The return functions look up no
 * other point (the first gives since-inception's start, each boundary its period's), so their
 * figures from it are those from the whole series, and the series is short enough to key a memo.
 * A date before the first point adds nothing.
 */
export function boundarySeries(series: readonly PricePoint[], dates: readonly IsoDate[]): PricePoint[] {
  if (series.length === 0) return [];
  const boundaries = dates.flatMap((date) => priceOnOrBefore(series, date) ?? []);
  return mergedSeries(series.slice(0, 1), boundaries);
}
