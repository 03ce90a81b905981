/**
 * Part 2 §5.1/§8/§9: validation of the switching wizard's percentages.
 * Every validator returns null when the lines pass, else the first failing rule's message key
 * (inline text) or toast code (see isSwitchToastCode). Callers pass only the selected fund lines.
 */

/** Part 2 §9: no more than 19 funds on one side of a switch or allocation. */
export const MAX_SWITCH_FUNDS = 19;
/** Part 2 §5.1/§9: at least 5% per specified switch-out fund and per switch-in fund. */
export const MIN_SWITCH_PERCENT = 5;

/** Toast codes of the part 2 §8 catalogue (spec-given). */
export const SWITCH_TOAST_CODES = ["funds-exceeded", "same-fund-switchIn-err"] as const;
export type SwitchToastCode = (typeof SWITCH_TOAST_CODES)[number];

/** Inline message keys; the spec gives only the texts, so these keys are invented (listed in index.ts). */
export const SWITCH_MESSAGE_KEYS = {
  /** "Percentages must be whole numbers. (No decimals are allowed)" */
  wholeNumbers: "fundSwitch.validation.wholeNumbers",
  /** "Percentages must be between 1 and 100" (also covers "switch-out % cannot exceed 100%") */
  between1And100: "fundSwitch.validation.between1And100",
  /** The re-enter message: at least 5% per selected fund. */
  minimumPercent: "fundSwitch.validation.minimumPercent",
  /** "The allocation should be equal to 100%" */
  totalNot100: "fundSwitch.validation.totalNot100",
  /** No fund selected at all. */
  noFundSelected: "fundSwitch.validation.noFundSelected",
  /** A switch-out line on a fund the member does not hold. */
  fundNotHeld: "fundSwitch.validation.fundNotHeld",
} as const;
export type SwitchMessageKey = (typeof SWITCH_MESSAGE_KEYS)[keyof typeof SWITCH_MESSAGE_KEYS];

export type SwitchValidationResult = SwitchToastCode | SwitchMessageKey;

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
export function checkPercent(text: string): SwitchMessageKey | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return SWITCH_MESSAGE_KEYS.wholeNumbers;
  const value = Number(trimmed);
  if (value < 1 || value > 100) return SWITCH_MESSAGE_KEYS.between1And100;
  if (value < MIN_SWITCH_PERCENT) return SWITCH_MESSAGE_KEYS.minimumPercent;
  return null;
}

/** Shared checks, in order: none selected, more than 19 distinct funds, then each line's percentage. */
function checkLines(lines: readonly PercentLine[]): SwitchValidationResult | null {
  if (lines.length === 0) return SWITCH_MESSAGE_KEYS.noFundSelected;
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
  if (lines.some((line) => !held.has(line.invTypeNmbr))) return SWITCH_MESSAGE_KEYS.fundNotHeld;
  return null;
}

/**
 * Part 2 §5.1 switch-in: whole numbers 1-100, at least 5% per fund, at most 19 funds, no fund
 * that is also switched out ('same-fund-switchIn-err'), and a total of exactly 100%.
 */
export function validateSwitchIn(
  lines: readonly PercentLine[],
  switchedOut: readonly number[] = [],
): SwitchValidationResult | null {
  const error = checkLines(lines);
  if (error) return error;
  const out = new Set(switchedOut);
  if (lines.some((line) => out.has(line.invTypeNmbr))) return "same-fund-switchIn-err";
  if (total(lines) !== 100) return SWITCH_MESSAGE_KEYS.totalNot100;
  return null;
}

/**
 * Future-contribution allocation (change of investment mandate): the switch-in rules without
 * a switch-out side: whole numbers 1-100, at least 5% per fund, at most 19 funds, total 100%.
 */
export function validateAllocation(lines: readonly PercentLine[]): SwitchValidationResult | null {
  return validateSwitchIn(lines, []);
}
