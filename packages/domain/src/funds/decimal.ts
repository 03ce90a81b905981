import Decimal from "decimal.js";

/**
 * Decimal arithmetic of the fund rules (internal, not re-exported): 40 significant digits,
 * half-up. Prices are decimal text with at most 6 places, so a quotient such as a return keeps
 * 40 significant digits and a difference of two prices is exact. A clone, so the global
 * Decimal settings other modules rely on are untouched.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

/** Full-precision text in plain notation (never exponent form, never "-0"): "12.5", "-3.0303...". */
export function plainText(value: Decimal): string {
  return value.isZero() ? "0" : value.toFixed();
}

/** Rounded half-up (away from zero at .5) to `places` decimals as text; never "-0.00". */
export { fixed as fixedText } from "../decimal-text.ts";
