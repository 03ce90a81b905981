import type { IsoDate } from "@portal/domain";
import { dealingDaysBetween } from "@portal/domain/dealing-days";
import Decimal from "decimal.js";
import type { DemoFund } from "./fund-catalogue.ts";
import { createRandom, gaussian, hashString } from "./prng.ts";

const DEALING_DAYS_A_YEAR = 250;

/** The day's standard normal shock of a fund: a function of (fund, date) only, so any range regenerates the same. */
export function priceShock(invTypeNmbr: number, date: IsoDate): number {
  return gaussian(createRandom(hashString(`price:${invTypeNmbr}:${date}`)));
}

/** The factor by which a fund's price moves on one dealing day (geometric random walk with drift). */
export function dailyFactor(
  fund: Pick<DemoFund, "invTypeNmbr" | "drift" | "volatility">,
  date: IsoDate,
): Decimal {
  const dt = 1 / DEALING_DAYS_A_YEAR;
  const logReturn =
    (fund.drift - (fund.volatility * fund.volatility) / 2) * dt +
    fund.volatility * Math.sqrt(dt) * priceShock(fund.invTypeNmbr, date);
  return new Decimal(Math.exp(logReturn).toFixed(12));
}

export interface PricePoint {
  date: IsoDate;
  price: string;
}

/**
 * Unit prices on every HK dealing day from inception to `to`, rounded to the scheme's decimals.
 * The walk keeps full precision internally, so 2-decimal prices still drift.
 */
export function generatePrices(
  fund: DemoFund,
  inception: IsoDate,
  to: IsoDate,
  decimals: number,
): PricePoint[] {
  let state = new Decimal(fund.startPrice);
  const points: PricePoint[] = [];
  let first = true;
  for (const date of dealingDaysBetween(inception, to)) {
    if (!first) state = state.times(dailyFactor(fund, date)).toDecimalPlaces(10);
    first = false;
    points.push({ date, price: state.toFixed(decimals, Decimal.ROUND_HALF_UP) });
  }
  return points;
}

/**
 * The levels of the index a fund tracks, from the fund's own prices: the index moves as the fund
 * does, grossed up by the fund's management fee (a tracker returns the index less its fees), from
 * `base` on the fund's first day. Daily compounding of the fee over 250 dealing days a year;
 * levels to 2 decimals, the walk in full precision.
 */
export function indexLevelsFrom(
  series: readonly PricePoint[],
  managementFeePct: string,
  base: string,
): PricePoint[] {
  const feeFactor = new Decimal(1).plus(new Decimal(managementFeePct).div(100)).pow(1 / DEALING_DAYS_A_YEAR);
  let level = new Decimal(base);
  const levels: PricePoint[] = [];
  series.forEach((point, i) => {
    const previous = series[i - 1];
    if (previous)
      level = level.times(new Decimal(point.price).div(previous.price)).times(feeFactor).toDecimalPlaces(10);
    levels.push({ date: point.date, price: level.toFixed(2, Decimal.ROUND_HALF_UP) });
  });
  return levels;
}
