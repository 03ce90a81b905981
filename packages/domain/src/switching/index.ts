/**
 * Part 2 fund switching rules (§2.7, §2.8, §3.6, §4.2-§4.5, §5.1, §8, §9).
 *
 * Error codes: the validators answer codes of the contract's catalogue (contracts/errors.ts);
 * "funds-exceeded" and "same-fund-switch-in" are the spec's toasts (§8), the rest are shown inline.
 */

export * from "./activity-list.ts";
export * from "./cancel.ts";
export * from "./contribution-types.ts";
export * from "./dealing.ts";
export * from "./eligibility.ts";
export * from "./fund-blocks.ts";
export * from "./lines.ts";
export * from "./linked-funds.ts";
export * from "./normalise.ts";
export * from "./settlement.ts";
export * from "./status.ts";
export * from "./switch-out.ts";
export * from "./validation.ts";
