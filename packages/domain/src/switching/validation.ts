import type { ErrorCode } from "../contracts/error-codes.ts";

/**
 * Part 2 §5.1/§8/§9: validation of the switching wizard's percentages.
 * Every validator returns null when the lines pass, else the first failing rule's error code
 * (an ErrorCode of the contract): the page shows its text inline, or as a toast for the two
 * codes the spec's catalogue makes toasts (isSwitchToastCode); the server answers the same code.
 */

/** Part 2 §9: no more than 19 funds on one side of a switch or allocation. */
export const MAX_SWITCH_FUNDS = 19;
/** Part 2 §5.1/§9: at least 5% per specified switch-out fund and per switch-in fund. */
export const MIN_SWITCH_PERCENT = 5;

/** Toast codes of the part 2 §8 catalogue ("funds-exceeded", "same-fund-switch-in"). */
export const SWITCH_TOAST_CODES = [
  "funds-exceeded",
  "same-fund-switch-in",
] as const satisfies readonly ErrorCode[];
export type SwitchToastCode = (typeof SWITCH_TOAST_CODES)[number];

/** The inline rules; the spec gives only their texts. */
export const SWITCH_RULE_CODES = {
  /** "Percentages must be whole numbers. (No decimals are allowed)" */
  wholeNumbers: "percent-not-whole",
  /** "Percentages must be between 1 and 100" (also covers "switch-out % cannot exceed 100%") */
  between1And100: "percent-out-of-range",
  /** The re-enter message: at least 5% per selected fund. */
  minimumPercent: "percent-below-minimum",
  /** "The allocation should be equal to 100%" */
  totalNot100: "total-not-100",
  /** No fund selected at all. */
  noFundSelected: "no-fund-selected",
  /** A switch-out line on a fund the member does not hold. */
  fundNotHeld: "fund-not-held",
} as const satisfies Record<string, ErrorCode>;
export type SwitchRuleCode = (typeof SWITCH_RULE_CODES)[keyof typeof SWITCH_RULE_CODES];

export type SwitchValidationResult = SwitchToastCode | SwitchRuleCode;

export function isSwitchToastCode(value: string): value is SwitchToastCode {
  return (SWITCH_TOAST_CODES as readonly string[]).includes(value);
}

/** One fund line as typed in the wizard: the percentage is the input's text. */
export interface PercentLine {
  invTypeNmbr: number;
  percent: string;
}

const WHOLE = /^-?\d+$/;

/**
 * The per-line rules for one typed percentage, in order: whole number, range 1-100, minimum 5%.
 * Every validator below starts with it; a page checks one entry alone with it.
 */
export function checkPercent(text: string): SwitchRuleCode | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return SWITCH_RULE_CODES.wholeNumbers;
  const value = Number(trimmed);
  if (value < 1 || value > 100) return SWITCH_RULE_CODES.between1And100;
  if (value < MIN_SWITCH_PERCENT) return SWITCH_RULE_CODES.minimumPercent;
  return null;
}

/** Shared checks, in order: none selected, more than 19 distinct funds, then each line's percentage. */
function checkLines(lines: readonly PercentLine[]): SwitchValidationResult | null {
  if (lines.length === 0) return SWITCH_RULE_CODES.noFundSelected;
  if (new Set(lines.map((line) => line.invTypeNmbr)).size > MAX_SWITCH_FUNDS) return "funds-exceeded";
  for (const line of lines) {
    const error = checkPercent(line.percent);
    if (error) return error;
  }
  return null;
}

/** Sum of whole-number percentages (already validated by checkLines, so exact). */
function total(lines: readonly PercentLine[]): number {
  return lines.reduce((sum, line) => sum + Number(line.percent.trim()), 0);
}

/**
 * Part 2 §5.1 switch-out: whole numbers 1-100 (no fund above 100%), at least 5% per fund,
 * at most 19 funds, and only funds the member holds. Each fund's % is of its own holding,
 * so the lines need not total 100.
 */
export function validateSwitchOut(
  lines: readonly PercentLine[],
  holdings: readonly { invTypeNmbr: number }[],
): SwitchValidationResult | null {
  const error = checkLines(lines);
  if (error) return error;
  const held = new Set(holdings.map((holding) => holding.invTypeNmbr));
  if (lines.some((line) => !held.has(line.invTypeNmbr))) return SWITCH_RULE_CODES.fundNotHeld;
  return null;
}

/**
 * Part 2 §5.1 switch-in: whole numbers 1-100, at least 5% per fund, at most 19 funds, no fund
 * that is also switched out (same-fund-switch-in), and a total of exactly 100%.
 */
export function validateSwitchIn(
  lines: readonly PercentLine[],
  switchedOut: readonly number[] = [],
): SwitchValidationResult | null {
  const error = checkLines(lines);
  if (error) return error;
  const out = new Set(switchedOut);
  if (lines.some((line) => out.has(line.invTypeNmbr))) return "same-fund-switch-in";
  if (total(lines) !== 100) return SWITCH_RULE_CODES.totalNot100;
  return null;
}

/**
 * Future-contribution allocation (change of investment mandate): the switch-in rules without
 * a switch-out side: whole numbers 1-100, at least 5% per fund, at most 19 funds, total 100%.
 */
export function validateAllocation(lines: readonly PercentLine[]): SwitchValidationResult | null {
  return validateSwitchIn(lines, []);
}
