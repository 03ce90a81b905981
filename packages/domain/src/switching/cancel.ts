import { compareIsoDates, hkDateOf, type IsoDate } from "../time.ts";
import { DEFAULT_CUT_OFF_HOURS, isAtOrAfterCutOff } from "./dealing.ts";
import type { InstructionStatus } from "./status.ts";

/** Part 2 §3.6: the fundType title key of a fund switch. */
export const FUND_SWITCH_TYPE = "fundSwitch.cardTitle1";

/** Part 2 §4.3: the channels whose instructions can be cancelled (compared case-insensitively). */
export const CANCELLABLE_CHANNELS = ["internet", "app", "mobile app"] as const;

export interface CancellableInstruction {
  /** The displayed status (instructionStatus). */
  status: InstructionStatus;
  /** The title key; FUND_SWITCH_TYPE for a fund switch. */
  fundType: string;
  /** The channel the instruction was made through, e.g. "Internet", "Mobile App", "Paper". */
  channel: string;
  /** The transaction (effective) date. */
  transactionDate: IsoDate;
}

/**
 * Part 2 §4.3: only PENDING fund switches made via internet or mobile app can be cancelled, and
 * not at or after the cut-off hour (Hong Kong) on the transaction date. A transaction date
 * already past in Hong Kong is refused too; with cut-off 0 the transaction date itself is refused.
 */
export function canCancel(
  instruction: CancellableInstruction,
  now: Date,
  cutOffHours: number = DEFAULT_CUT_OFF_HOURS,
): boolean {
  if (instruction.status !== "PENDING" || instruction.fundType !== FUND_SWITCH_TYPE) return false;
  const channel = instruction.channel.trim().replace(/\s+/g, " ").toLowerCase();
  if (!(CANCELLABLE_CHANNELS as readonly string[]).includes(channel)) return false;
  const order = compareIsoDates(hkDateOf(now), instruction.transactionDate);
  if (order < 0) return true;
  return order === 0 && !isAtOrAfterCutOff(now, cutOffHours);
}
