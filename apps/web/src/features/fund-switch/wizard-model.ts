import {
  type AccessLogSubPage,
  blockRefusing,
  type ContributionType,
  checkPercent,
  type ErrorCode,
  estimatedSwitchOutAmount,
  FUND_SWITCH_STEP_PAGES,
  heldFundRows,
  includesMoneyType,
  type PercentLine,
  type SwitchFundVo,
  type SwitchOptionsResponse,
  type SwitchValidationResult,
  validateAllocation,
  validateSwitchIn,
} from "@portal/domain";
import Decimal from "decimal.js";
import { parseSwitchPrefill } from "../../lib/switch-prefill.ts";
import type { FundSwitchDraft, IndexAnswer, Step, SwitchInState, SwitchOutChoice } from "./draft.ts";

/**
 * What the wizard shows, worked out from the options answer and the draft. The rules themselves
 * (percentages, limits, money types, amounts) are @portal/domain's; this only arranges them.
 */

/** §4.4: a fund the server says is blocked, with the instruction that blocks it (the domain's fundBlocks). */
export type BlockedFundVo = SwitchOptionsResponse["blockedFunds"][number];

/** A held fund of the chosen contribution type: one row of the switch-out step (§2.7 fund row). */
export interface SwitchOutRow {
  fund: SwitchFundVo;
  /** All the units held in the money of the contribution type (decimal text, unrounded). */
  units: string;
  /** The holding balance in the fund's currency (2 decimals). */
  balance: string;
  /** The share of the contribution type's assets (2 decimals). */
  percentOfAsset: string;
  /** §4.4: why the fund cannot be switched out now (which instruction blocks it), or null. */
  blocked: BlockedFundVo | null;
}

/** The held funds of one contribution type (its money types only), in the product's fund order. */
export function switchOutRows(options: SwitchOptionsResponse, type: ContributionType): SwitchOutRow[] {
  const units = new Map<number, Decimal>();
  for (const line of options.holdings) {
    const money = { code: line.moneyTypeCode, isMandatory: line.isMandatory, isEmployer: line.isEmployer };
    if (!includesMoneyType(type, money)) continue;
    units.set(line.invTypeNmbr, (units.get(line.invTypeNmbr) ?? new Decimal(0)).plus(line.units));
  }
  const held = options.funds.filter((fund) => units.get(fund.invTypeNmbr)?.gt(0));
  const figures = heldFundRows(
    held.map((fund) => ({
      invTypeNmbr: fund.invTypeNmbr,
      units: (units.get(fund.invTypeNmbr) ?? new Decimal(0)).toFixed(),
      unitPrice: fund.unitPrice,
      exchangeRate: fund.exchangeRate,
    })),
  );
  return held.map((fund, index) => ({
    fund,
    units: (units.get(fund.invTypeNmbr) ?? new Decimal(0)).toFixed(),
    balance: figures[index]?.balance ?? "0.00",
    percentOfAsset: figures[index]?.percentOfAsset ?? "0.00",
    blocked: blockRefusing(options.blockedFunds, "out", fund.invTypeNmbr),
  }));
}

/** The percentage a choice sends: "100" for All, else what was typed. */
export function choicePercent(choice: SwitchOutChoice): string {
  return choice.mode === "all" ? "100" : choice.percent.trim();
}

/** The switch-out lines of the selectable (not blocked) rows that have a choice. */
export function switchOutLines(
  rows: readonly SwitchOutRow[],
  choices: Readonly<Record<string, SwitchOutChoice>>,
): PercentLine[] {
  return rows.flatMap((row) => {
    const choice = choices[row.fund.invTypeNmbr];
    return choice && row.blocked === null
      ? [{ invTypeNmbr: row.fund.invTypeNmbr, percent: choicePercent(choice) }]
      : [];
  });
}

/** Rows that are blocked but still carry a choice (a draft older than the block). */
export function blockedChoices(
  rows: readonly SwitchOutRow[],
  choices: Readonly<Record<string, SwitchOutChoice>>,
): SwitchOutRow[] {
  return rows.filter((row) => row.blocked !== null && choices[row.fund.invTypeNmbr] !== undefined);
}

/** The block of the first blocked row still carrying a choice: it words the switch-out step's error. */
export function firstBlocked(
  rows: readonly SwitchOutRow[],
  choices: Readonly<Record<string, SwitchOutChoice>>,
): BlockedFundVo | null {
  return blockedChoices(rows, choices)[0]?.blocked ?? null;
}

/** The block that keeps a fund from being switched into (an incomplete instruction on it), or null. */
export function switchInBlock(blocked: readonly BlockedFundVo[], invTypeNmbr: number): BlockedFundVo | null {
  return blockRefusing(blocked, "in", invTypeNmbr);
}

/** The block of the first entered switch-in line that is refused: it words the switch-in step's error. */
export function firstSwitchInBlock(
  entries: Readonly<Record<string, string>>,
  funds: readonly { invTypeNmbr: number }[],
  blocked: readonly BlockedFundVo[],
): BlockedFundVo | null {
  for (const line of enteredLines(entries, funds)) {
    const block = switchInBlock(blocked, line.invTypeNmbr);
    if (block) return block;
  }
  return null;
}

/** The estimated amount for a typed percentage, or null while it is not a usable percentage. */
export function estimateFor(row: SwitchOutRow, choice: SwitchOutChoice | undefined): string | null {
  if (!choice) return null;
  const percent = choicePercent(choice);
  if (checkPercent(percent) !== null) return null;
  return estimatedSwitchOutAmount({ units: row.units, unitPrice: row.fund.unitPrice }, percent);
}

/** Typed percentages (non-empty) of the given funds as lines, in the funds' order. */
export function enteredLines(
  entries: Readonly<Record<string, string>>,
  funds: readonly { invTypeNmbr: number }[],
): PercentLine[] {
  return funds.flatMap((fund) => {
    const percent = entries[fund.invTypeNmbr]?.trim() ?? "";
    return percent === "" ? [] : [{ invTypeNmbr: fund.invTypeNmbr, percent }];
  });
}

/** The running total shown under an allocation: the sum of the whole-number entries. */
export function runningTotal(lines: readonly PercentLine[]): number {
  return lines.reduce((sum, line) => (/^\d+$/.test(line.percent) ? sum + Number(line.percent) : sum), 0);
}

/** Switch-in funds that need the auditor declaration among the chosen lines. */
export function auditorFunds(lines: readonly PercentLine[], funds: readonly SwitchFundVo[]): SwitchFundVo[] {
  return funds.filter(
    (fund) => fund.needsAuditorDeclaration && lines.some((line) => line.invTypeNmbr === fund.invTypeNmbr),
  );
}

/** Index-tracking funds to ask about: chosen, or already answered No (so the answer can be changed). */
export function indexQuestionFunds(
  lines: readonly PercentLine[],
  funds: readonly SwitchFundVo[],
  answers: Readonly<Record<string, IndexAnswer>>,
): SwitchFundVo[] {
  return funds.filter(
    (fund) =>
      fund.needsIndexConfirmation &&
      (answers[fund.invTypeNmbr] === "no" || lines.some((line) => line.invTypeNmbr === fund.invTypeNmbr)),
  );
}

/**
 * The switch-in checks: an entry on a fund an earlier instruction is not complete on (§4.4, the
 * blocks with blocksSwitchIn; a fund blocked only through its linked group can be switched into),
 * the rules of §5.1 (validateSwitchIn), then §2.7's declarations: the auditor declaration when a
 * chosen fund asks for it, and Yes to each chosen index-tracking fund.
 */
export function switchInResult(
  state: SwitchInState,
  funds: readonly SwitchFundVo[],
  switchedOut: readonly number[],
  blocked: readonly BlockedFundVo[],
): SwitchValidationResult | WizardRuleCode | null {
  const lines = enteredLines(state.entries, funds);
  if (firstSwitchInBlock(state.entries, funds, blocked)) return "fund-blocked";
  const result = validateSwitchIn(lines, switchedOut);
  if (result) return result;
  if (auditorFunds(lines, funds).length > 0 && !state.auditorDeclaration)
    return "auditor-declaration-required";
  const unconfirmed = indexQuestionFunds(lines, funds, state.indexAnswers).some(
    (fund) => state.indexAnswers[fund.invTypeNmbr] !== "yes",
  );
  return unconfirmed ? "index-confirmation-required" : null;
}

/**
 * Where the member fixes a fund the server has just refused as blocked (409 fundBlocked), by the
 * options as they are now: the switch-out step when a chosen fund to switch out is blocked, else
 * the switch-in step when a fund switched into has an earlier instruction not complete, else the
 * switch-out step.
 */
export function stepOfBlockedFund(
  options: SwitchOptionsResponse,
  draft: Pick<FundSwitchDraft, "contributionType" | "switchOut" | "switchIn">,
): "switchOut" | "switchIn" {
  const rows = switchOutRows(options, draft.contributionType ?? "ALL");
  if (blockedChoices(rows, draft.switchOut).length > 0) return "switchOut";
  return firstSwitchInBlock(draft.switchIn.entries, options.funds, options.blockedFunds)
    ? "switchIn"
    : "switchOut";
}

/**
 * The rows of the future allocation's confirmation (§3.6 "old and new investment direction"):
 * every fund in the allocation in force or in the new one, in the product's fund order (funds no
 * longer offered after them), with its current and new percentage (0 where it has none).
 */
export function allocationComparison(
  funds: readonly { invTypeNmbr: number }[],
  current: ReadonlyMap<number, number>,
  lines: readonly PercentLine[],
): { invTypeNmbr: number; current: number; next: string }[] {
  const next = new Map(lines.map((line) => [line.invTypeNmbr, line.percent]));
  const inEither = (id: number) => (current.get(id) ?? 0) > 0 || next.has(id);
  const ids = [
    ...funds.map((fund) => fund.invTypeNmbr),
    ...[...current.keys(), ...next.keys()].filter((id) => !funds.some((fund) => fund.invTypeNmbr === id)),
  ].filter((id, index, all) => inEither(id) && all.indexOf(id) === index);
  return ids.map((id) => ({ invTypeNmbr: id, current: current.get(id) ?? 0, next: next.get(id) ?? "0" }));
}

/** The investment direction in force for a contribution type (§3.6), by fund number. */
export function currentAllocationOf(
  options: SwitchOptionsResponse,
  type: ContributionType | null,
): Map<number, number> {
  const entry = options.currentAllocation.find((allocation) => allocation.contributionType === type);
  return new Map((entry?.investments ?? []).map((line) => [line.invTypeNmbr, line.percent]));
}

/** The rules the wizard checks beyond §5.1's percentages (the server checks them too). */
export type WizardRuleCode = "fund-blocked" | "auditor-declaration-required" | "index-confirmation-required";

/** The inline message of each rule's code: its key under this namespace's "validation". */
export const VALIDATION_KEYS = {
  "percent-not-whole": "wholeNumbers",
  "percent-out-of-range": "between1And100",
  "percent-below-minimum": "minimumPercent",
  "total-not-100": "totalNot100",
  "no-fund-selected": "noFundSelected",
  "fund-not-held": "fundNotHeld",
  "fund-blocked": "fundBlocked",
  "auditor-declaration-required": "auditorDeclaration",
  "index-confirmation-required": "indexConfirmation",
} as const satisfies Partial<Record<ErrorCode, string>>;
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/** "total-not-100" -> "totalNot100"; null for any other code (a toast's, or not a rule's). */
export function validationKeyOf(code: string | null): ValidationKey | null {
  return code !== null && Object.hasOwn(VALIDATION_KEYS, code)
    ? VALIDATION_KEYS[code as keyof typeof VALIDATION_KEYS]
    : null;
}

/** Part 2 §2.1: the access-log page name and sub-path of each step (the domain's list). */
export const STEP_PAGES: Readonly<Record<Step, AccessLogSubPage>> = FUND_SWITCH_STEP_PAGES;

/** The fund-processing block page (§2.7). */
export const FUND_PROCESSING_PAGE = STEP_PAGES.fundsProcessing;

export const FUND_SWITCH_PATH = "/fundSwitch";

/**
 * The allocation a link opened the wizard with ("?to=298:60,312:40", lib/switch-prefill.ts), as
 * entries by fund number, when it passes the future-allocation rules (validateAllocation) and
 * every fund is one the account may switch into; otherwise null (the wizard starts empty).
 */
export function switchPrefill(search: string, options: SwitchOptionsResponse): Record<string, string> | null {
  const lines = parseSwitchPrefill(search);
  if (!lines || validateAllocation(lines) !== null) return null;
  const offered = new Set(options.funds.map((fund) => fund.invTypeNmbr));
  if (lines.some((line) => !offered.has(line.invTypeNmbr))) return null;
  return Object.fromEntries(lines.map((line) => [String(line.invTypeNmbr), line.percent]));
}
