import type { Scheme } from "./identifiers.ts";

/**
 * Part 2 §9: the decimals a unit price is shown with: 4, and 2 in the co-brand scheme (whose
 * reference data prices to 2). The same on every page that shows a price of the scheme's funds.
 */
export function unitPriceDecimals(scheme: Scheme): number {
  return scheme === "COBRAND" ? 2 : 4;
}
