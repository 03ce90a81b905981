export * from "./balances.ts";
export * from "./date-range.ts";
export * from "./fund-names.ts";
export * from "./holdings.ts";
export * from "./numbers.ts";
export * from "./policies.ts";
export * from "./returns.ts";
export * from "./risk.ts";
