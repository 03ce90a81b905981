import { compareIsoDates, type IsoDate } from "../time.ts";

/** §4.4: while the GFC window is on, these product types cannot change their current investments. */
export const GFC_PRODUCT_TYPES: readonly number[] = [124, 122, 142, 143, 120, 105, 125];

export function existingAssetsDisabledByGfc(productTypeNmbr: number, gfcWindowActive: boolean): boolean {
  return gfcWindowActive && GFC_PRODUCT_TYPES.includes(productTypeNmbr);
}

/**
 * Why an account cannot take a switching instruction now (§4.4, §4.5, §2.7), in the order they
 * are checked; null when it can:
 * - staff: a Super Logon looks at the member's portal and gives no instructions;
 * - cutOff: the calendar's fund-switch cut-off window is on;
 * - terminated: the account (or its contract) has ended on or before today;
 * - noAllocation: the contract gives no fund-allocation access.
 * A transfer or withdrawal in progress stops only the switching of existing assets: fundsProcessing.
 */
export type SwitchBlock = "staff" | "cutOff" | "terminated" | "noAllocation";

export interface SwitchEligibilityInput {
  staff: boolean;
  fundSwitchCutOff: boolean;
  terminationDate: IsoDate | null;
  today: IsoDate;
  fundAllocationAllowed: boolean;
}

export function switchBlock(input: SwitchEligibilityInput): SwitchBlock | null {
  if (input.staff) return "staff";
  if (input.fundSwitchCutOff) return "cutOff";
  if (input.terminationDate && compareIsoDates(input.terminationDate, input.today) <= 0) return "terminated";
  if (!input.fundAllocationAllowed) return "noAllocation";
  return null;
}

/** Instruction kinds whose processing moves the account's money out (§4.4). */
const PROCESSING_KINDS: readonly string[] = ["WITHDRAWAL", "TRANSFER_OUT"];
const UNFINISHED: readonly string[] = ["PENDING", "BEING_PROCESSED"];

/**
 * §4.4, §2.7 fundsprocessing: a transfer or a withdrawal being processed blocks switching the
 * existing assets (the fund-processing block page, after the contribution type); a change of the
 * future allocation moves no money and goes on.
 */
export function fundsProcessing(instructions: readonly { kind: string; status: string }[]): boolean {
  return instructions.some((i) => PROCESSING_KINDS.includes(i.kind) && UNFINISHED.includes(i.status));
}

/** The risk-level filter of the switch-in step (§2.7): 0 all, 1 low, 2 medium, 3 medium to high, 4 high. */
export const RISK_FILTER_CODES = [0, 1, 2, 3, 4] as const;
export type RiskFilterCode = (typeof RISK_FILTER_CODES)[number];

const RISK_FILTER_OF_LEVEL: Readonly<Record<string, RiskFilterCode>> = {
  LOW: 1,
  MODERATE: 2,
  "MODERATE TO HIGH": 3,
  HIGH: 4,
};

export function riskFilterCodeOf(invRskNm: string): RiskFilterCode {
  return RISK_FILTER_OF_LEVEL[invRskNm.trim().toUpperCase().replace(/\s+/g, " ")] ?? 1;
}

export function matchesRiskFilter(invRskNm: string, filter: RiskFilterCode): boolean {
  return filter === 0 || riskFilterCodeOf(invRskNm) === filter;
}
