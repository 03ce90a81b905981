/**
 * Part 2 fund switching rules (§2.7, §2.8, §3.6, §4.2-§4.5, §5.1, §8, §9).
 *
 * Message keys: the toast codes 'funds-exceeded' and 'same-fund-switchIn-err' are the spec's
 * (§8). The spec gives only the texts of the inline messages, so these keys are invented:
 *   fundSwitch.validation.wholeNumbers    "Percentages must be whole numbers. (No decimals are allowed)"
 *   fundSwitch.validation.between1And100  "Percentages must be between 1 and 100"
 *   fundSwitch.validation.minimumPercent  the re-enter message: at least 5% per selected fund
 *   fundSwitch.validation.totalNot100     "The allocation should be equal to 100%"
 *   fundSwitch.validation.noFundSelected  no fund line at all (not in the spec)
 *   fundSwitch.validation.fundNotHeld     a switch-out line on a fund not held (not in the spec)
 */

export * from "./activity-list.ts";
export * from "./cancel.ts";
export * from "./contribution-types.ts";
export * from "./dealing.ts";
export * from "./eligibility.ts";
export * from "./lines.ts";
export * from "./linked-funds.ts";
export * from "./normalise.ts";
export * from "./settlement.ts";
export * from "./status.ts";
export * from "./switch-out.ts";
export * from "./validation.ts";
