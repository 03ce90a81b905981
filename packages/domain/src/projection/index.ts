/**
 * "Where my savings are heading" (issue 18, beyond the spec): the DIS de-risking table, the
 * member's age, each fund's projection figures from its stored prices, and the seeded Monte Carlo
 * projection to the normal retirement date. An illustration, not a forecast or advice.
 */
export * from "./dis-glide-path.ts";
export * from "./fund-assumptions.ts";
export * from "./projection.ts";
export * from "./retirement.ts";
