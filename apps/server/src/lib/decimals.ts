import { decimalText, roundScaled, scaledOf } from "@portal/domain";
import Decimal from "decimal.js";

/**
 * Decimal arithmetic for money, units and prices: 50 significant digits (a numeric(20,6) times a
 * numeric(18,6) is exact), half-up rounding. Responses carry strings with fixed places.
 */
export const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export const ZERO = new Dec(0);

/** Fixed places, half up; never "-0.00" (the domain's decimalText). */
export const fixed = (value: Decimal.Value, places: number): string => decimalText(value, places);

/** Amounts and percentages: 2 decimals (part 2 §5.3). */
export const amountText = (value: Decimal.Value): string => fixed(value, 2);
/** Units: 4 decimals. */
export const unitsText = (value: Decimal.Value): string => fixed(value, 4);
/** Unit prices: the scheme's decimals (4; 2 for the co-brand Simple/Smart scheme). */
export const priceText = (value: Decimal.Value, decimals: number): string => fixed(value, decimals);

/**
 * Units x price, rounded half-up to a 2-decimal amount. The units and prices PostgreSQL gives
 * (numeric text) are multiplied as integers, exactly: a third of the Decimal product's cost, on
 * every fund of every account call.
 */
export function marketValue(units: Decimal.Value, price: Decimal.Value | null | undefined): Dec {
  if (price === null || price === undefined) return ZERO;
  const u = typeof units === "string" ? scaledOf(units) : null;
  const p = u && typeof price === "string" ? scaledOf(price) : null;
  if (u && p) return new Dec(`${roundScaled(u.digits * p.digits, u.places + p.places, 2)}e-2`);
  return new Dec(units).times(price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function sum(values: readonly Decimal.Value[]): Dec {
  return values.reduce<Dec>((acc, v) => acc.plus(v), ZERO);
}
