import { addDays, addMonths, compareIsoDates, type IsoDate, isIsoDate } from "../time.ts";
import { Dec, plainText } from "./decimal.ts";
import { type PricePoint, priceOnOrBefore } from "./series.ts";

/*
 * The MPFA risk class (DOMAIN.md; MPFA's "risk class" of the fund fact sheet): the annualised
 * standard deviation of a fund's monthly returns over the last 3 years, put into one of 7 bands.
 * Like the returns of returns.ts, monthly returns and the volatility are PERCENT decimal text at
 * full precision ("2.4" is 2.4 %), never floats.
 */

/** DOMAIN.md: the risk class is given only with 3 years (36 monthly returns) of track record. */
export const RISK_CLASS_MONTHS = 36;

/** A risk class of the MPFA scale, 1 (lowest) to 7 (highest). */
export type RiskClass = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The lower bound (inclusive) of classes 2 ... 7, in percent a year (DOMAIN.md): 1: < 0.5,
 * 2: 0.5 to < 2, 3: 2 to < 5, 4: 5 to < 10, 5: 10 to < 15, 6: 15 to < 25, 7: >= 25.
 */
export const RISK_CLASS_BOUNDS = ["0.5", "2", "5", "10", "15", "25"] as const;

/** One calendar month's return: the month ("2024-05") and its return as full-precision percent text. */
export interface MonthlyReturn {
  month: string;
  value: string;
}

/** The last calendar day of the month of `date` (2024-02-10 -> 2024-02-29). */
function monthEndOf(date: IsoDate): IsoDate {
  return addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);
}

/**
 * The month-end prices of a series as of `asOf`: for each calendar month from the month of the
 * first price to the last month that ENDS on or before asOf, the last price on or before the
 * month's last calendar day (a month ending on a weekend or holiday takes the dealing day
 * before). A month still running on asOf is left out. Empty for an empty series.
 */
export function monthEndPrices(
  series: readonly PricePoint[],
  asOf: IsoDate,
): { month: string; point: PricePoint }[] {
  if (!isIsoDate(asOf)) throw new RangeError(`Not an ISO date: ${asOf}`);
  const first = series[0];
  const result: { month: string; point: PricePoint }[] = [];
  if (first === undefined) return result;
  for (let end = monthEndOf(first.date); compareIsoDates(end, asOf) <= 0; end = monthEndOf(addDays(end, 1))) {
    const point = priceOnOrBefore(series, end);
    if (point !== null) result.push({ month: end.slice(0, 7), point });
  }
  return result;
}

/**
 * Monthly returns NAV to NAV from daily prices (the MPFA way): month-end price over the previous
 * month-end price, minus 1, as percent text (see monthEndPrices for which months). The month of
 * the first price has no return (it gives the first base), so a fund launched on 15 Jan 2021 has
 * its first return for Feb 2021. A month whose previous month-end price is 0 is left out.
 */
export function monthlyReturns(series: readonly PricePoint[], asOf: IsoDate): MonthlyReturn[] {
  const ends = monthEndPrices(series, asOf);
  const result: MonthlyReturn[] = [];
  for (let i = 1; i < ends.length; i++) {
    const start = new Dec((ends[i - 1] as { point: PricePoint }).point.price);
    const { month, point } = ends[i] as { month: string; point: PricePoint };
    if (start.isZero()) continue;
    result.push({ month, value: plainText(new Dec(point.price).minus(start).times(100).div(start)) });
  }
  return result;
}

/**
 * 12 x the sample variance of the returns, as the exact fraction (numerator, denominator):
 * 12 x (n x sum(r^2) - (sum r)^2) / (n x (n - 1)). Kept as a fraction so the class bands
 * compare exactly (no square root, no rounded division) and a series exactly on a bound lands
 * in the upper class.
 */
function annualisedVariance(returns: readonly string[]): { numerator: Dec; denominator: Dec } {
  const n = returns.length;
  let sum = new Dec(0);
  let sumOfSquares = new Dec(0);
  for (const text of returns) {
    const value = new Dec(text);
    sum = sum.plus(value);
    sumOfSquares = sumOfSquares.plus(value.times(value));
  }
  return {
    numerator: sumOfSquares.times(n).minus(sum.times(sum)).times(12),
    denominator: new Dec(n * (n - 1)),
  };
}

/**
 * The annualised volatility of monthly returns (percent text): the sample standard deviation
 * (n - 1 in the denominator) x sqrt(12), at full precision. RangeError with fewer than 2 returns.
 * E.g. six -2, ten +3 and twenty 0 (36 returns): sum r^2 = 114, sum r = 18,
 * 12 x (36 x 114 - 18^2) / (36 x 35) = 12 x 3780 / 1260 = 36, volatility 6.
 */
export function volatilityOfReturns(returns: readonly string[]): string {
  if (returns.length < 2) throw new RangeError("A volatility needs at least 2 returns");
  const { numerator, denominator } = annualisedVariance(returns);
  return plainText(numerator.div(denominator).sqrt());
}

/**
 * The class of an annualised volatility in percent (RISK_CLASS_BOUNDS, lower bounds
 * inclusive): "0.4999" -> 1, "0.5" -> 2, "24.99" -> 6, "25" -> 7.
 */
export function riskClassOfVolatility(volatility: string): RiskClass {
  const value = new Dec(volatility);
  const above = RISK_CLASS_BOUNDS.filter((bound) => value.gte(bound)).length;
  return (above + 1) as RiskClass;
}

/**
 * The class of a set of monthly returns (percent text), exactly: volatility >= bound is tested
 * as 12 x (n x sum(r^2) - (sum r)^2) >= n x (n - 1) x bound^2, so no rounding decides a class.
 * RangeError with fewer than 2 returns.
 */
export function riskClassOfReturns(returns: readonly string[]): RiskClass {
  if (returns.length < 2) throw new RangeError("A risk class needs at least 2 returns");
  const { numerator, denominator } = annualisedVariance(returns);
  const above = RISK_CLASS_BOUNDS.filter((bound) => numerator.gte(denominator.times(bound).times(bound)));
  return (above.length + 1) as RiskClass;
}

/** The last 36 monthly returns as of asOf, or null when the fund has fewer (under 3 years of record). */
function lastThreeYears(series: readonly PricePoint[], asOf: IsoDate): string[] | null {
  const returns = monthlyReturns(series, asOf);
  if (returns.length < RISK_CLASS_MONTHS) return null;
  return returns.slice(-RISK_CLASS_MONTHS).map((entry) => entry.value);
}

/**
 * The fund's annualised volatility the MPFA way as of asOf (percent text): volatilityOfReturns
 * of its last 36 monthly returns; null with fewer than 36 (under 3 years of track record).
 */
export function annualisedVolatility(series: readonly PricePoint[], asOf: IsoDate): string | null {
  const returns = lastThreeYears(series, asOf);
  return returns === null ? null : volatilityOfReturns(returns);
}

/**
 * The MPFA risk class 1-7 of a fund as of asOf (DOMAIN.md): riskClassOfReturns of its last 36
 * monthly returns; null under 3 years of track record (fewer than 36 monthly returns).
 */
export function riskClass(series: readonly PricePoint[], asOf: IsoDate): RiskClass | null {
  const returns = lastThreeYears(series, asOf);
  return returns === null ? null : riskClassOfReturns(returns);
}
