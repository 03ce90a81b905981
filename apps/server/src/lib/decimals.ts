import { centsOf, centsText, decimalText, roundScaled, scaledOf } from "@portal/domain";
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
 * Units x price in whole cents, rounded half-up. The units and prices PostgreSQL gives (numeric
 * text) are multiplied as integers, exactly; the account calls keep their amounts in cents
 * (BigInt), adding and showing them without a Decimal (issue 17: Decimal's parsing and arithmetic
 * were 9% of the policy call's CPU).
 */
export function marketCents(units: Decimal.Value, price: Decimal.Value | null | undefined): bigint {
  if (price === null || price === undefined) return 0n;
  const u = typeof units === "string" ? scaledOf(units) : null;
  const p = u && typeof price === "string" ? scaledOf(price) : null;
  if (u && p) return roundScaled(u.digits * p.digits, u.places + p.places, 2);
  return centsOf(new Dec(units).times(price));
}

/** marketCents as a Decimal, for sums made with Decimals (statements, projections). */
export function marketValue(units: Decimal.Value, price: Decimal.Value | null | undefined): Dec {
  return new Dec(centsText(marketCents(units, price)));
}

/** Whole cents added (0n for none). */
export function sumCents(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

export function sum(values: readonly Decimal.Value[]): Dec {
  return values.reduce<Dec>((acc, v) => acc.plus(v), ZERO);
}
