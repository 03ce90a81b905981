import Decimal from "decimal.js";

/**
 * A decimal rounded half-up to `decimals` places as text ("1234.50"); never "-0.00".
 * Internal to the account rules (not re-exported): amounts and percentages of part 2 §5.3/§9.
 */
export function fixed(value: Decimal.Value, decimals = 2): string {
  const text = new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** Sum of decimal values (0 for none). */
export function sum(values: Iterable<Decimal.Value>): Decimal {
  let total = new Decimal(0);
  for (const value of values) total = total.plus(value);
  return total;
}
