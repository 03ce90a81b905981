/**
 * Fund prices and performance (part 2 §2.6, §3.4, §5.3, §7.2): pure functions the server uses to
 * compute returns from stored daily prices and the web uses to display them. Returns are percent
 * decimal text at full precision (see returns.ts); null is N/A.
 */
export * from "./chart-range.ts";
export * from "./compare.ts";
export * from "./compare-chart.ts";
export * from "./csv.ts";
export * from "./periods.ts";
export * from "./price-history.ts";
export * from "./returns.ts";
export * from "./risk-class.ts";
export * from "./series.ts";
