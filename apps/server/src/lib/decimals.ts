import Decimal from "decimal.js";

/**
 * Decimal arithmetic for money, units and prices: 50 significant digits (a numeric(20,6) times a
 * numeric(18,6) is exact), half-up rounding. Responses carry strings with fixed places.
 */
export const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export const ZERO = new Dec(0);

/** Fixed places, half up; never "-0.00". */
export function fixed(value: Decimal.Value, places: number): string {
  const d = new Dec(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return d.isZero() ? new Dec(0).toFixed(places) : d.toFixed(places);
}

/** Amounts and percentages: 2 decimals (part 2 §5.3). */
export const amountText = (value: Decimal.Value): string => fixed(value, 2);
/** Units: 4 decimals. */
export const unitsText = (value: Decimal.Value): string => fixed(value, 4);
/** Unit prices: the scheme's decimals (4; 2 for the co-brand Simple/Smart scheme). */
export const priceText = (value: Decimal.Value, decimals: number): string => fixed(value, decimals);

/** Units x price, rounded to a 2-decimal amount. */
export function marketValue(units: Decimal.Value, price: Decimal.Value | null | undefined): Dec {
  if (price === null || price === undefined) return ZERO;
  return new Dec(units).times(price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function sum(values: readonly Decimal.Value[]): Dec {
  return values.reduce<Dec>((acc, v) => acc.plus(v), ZERO);
}
