import Decimal from "decimal.js";
import { compareIsoDates, type IsoDate } from "../time.ts";
import { linkedFundGroup } from "./linked-funds.ts";

/**
 * Why a fund cannot take part in a new instruction now (part 2 §4.4):
 * - "pending-full-switch-out": a pending request switches out all (rate 1) of this fund, or of a
 *   fund linked with it, on a dealing day still to come;
 * - "incomplete-instruction": an earlier instruction that switches out of or into this fund is not
 *   complete yet.
 */
export const FUND_BLOCK_REASONS = ["pending-full-switch-out", "incomplete-instruction"] as const;
export type FundBlockReason = (typeof FUND_BLOCK_REASONS)[number];

/** What the blocking instruction does to the fund its line is on (§3.6 tferTypeCd 1 / 2). */
export type FundBlockDirection = "out" | "in";

/** The §3.6 transfer types of an instruction line: 1 from a fund, 2 into one. */
export const TFER_TYPE_OUT = 1;
export const TFER_TYPE_IN = 2;

/** The instruction kind whose lines move units between funds (the others are not counted). */
const FUND_SWITCH_KIND = "FUND_SWITCH";

/**
 * One line of an instruction of the account that is not over yet (Pending or Being Processed):
 * a pendingVoList item (§3.6) with the instruction it belongs to.
 */
export interface OpenInstructionLine {
  /** The instruction's reference number (IW + 8 digits), named to the member. */
  refNumber: string;
  /** The instruction's kind: only "FUND_SWITCH" lines count (see fundBlocks). */
  kind: string;
  /** 1 from (switch out), 2 to (switch in). */
  tferTypeCd: number;
  invTypeNmbr: number;
  /** The requested rate as decimal text or number; 1 means the whole holding. */
  requestedRate: string | number;
  /** The instruction's dealing day. */
  transactionEffectiveDate: IsoDate;
}

/** Why one fund is blocked, by which instruction, so the page can say it in the member's language. */
export interface FundBlock {
  invTypeNmbr: number;
  reason: FundBlockReason;
  /** The reference number of the instruction that blocks the fund. */
  refNumber: string;
  /** That instruction's dealing day. */
  effectiveDate: IsoDate;
  /** The fund that instruction's line is on: this fund, or (linked group) a fund linked with it. */
  sourceInvTypeNmbr: number;
  /** Whether that instruction switches out of or into sourceInvTypeNmbr. */
  direction: FundBlockDirection;
  /**
   * Whether the fund cannot be switched into either: true when the blocking instruction is on this
   * fund itself (§4.4 first bullet, any new instruction); false when the block only comes through
   * the linked group (§4.4 second bullet is about switch-out eligibility only).
   */
  blocksSwitchIn: boolean;
}

const isFullRate = (rate: string | number): boolean => {
  try {
    return new Decimal(rate).equals(1);
  } catch {
    return false;
  }
};

/** A line that switches out the whole fund on a dealing day after `asOf`. */
function isPendingFullSwitchOut(line: OpenInstructionLine, asOf: IsoDate): boolean {
  return (
    line.tferTypeCd === TFER_TYPE_OUT &&
    isFullRate(line.requestedRate) &&
    compareIsoDates(line.transactionEffectiveDate, asOf) > 0
  );
}

/** Earlier dealing day first, then the reference number: one answer whatever order lines come in. */
function byDealingDay(a: OpenInstructionLine, b: OpenInstructionLine): number {
  return (
    compareIsoDates(a.transactionEffectiveDate, b.transactionEffectiveDate) ||
    (a.refNumber < b.refNumber ? -1 : a.refNumber > b.refNumber ? 1 : 0)
  );
}

function blockOf(invTypeNmbr: number, reason: FundBlockReason, line: OpenInstructionLine): FundBlock {
  return {
    invTypeNmbr,
    reason,
    refNumber: line.refNumber,
    effectiveDate: line.transactionEffectiveDate,
    sourceInvTypeNmbr: line.invTypeNmbr,
    direction: line.tferTypeCd === TFER_TYPE_OUT ? "out" : "in",
    blocksSwitchIn: line.invTypeNmbr === invTypeNmbr,
  };
}

/**
 * Part 2 §4.4, the two per-fund rules, for each of `funds` (in their order; unblocked funds left
 * out), from the lines of the account's instructions that are not over and today's Hong Kong date:
 *
 * 1. "Switch-out eligibility per fund: blocked when a pending request exists with requested rate 1
 *    and an effective date still in the future. Fund groups are linked: 298/310/300, 313/314/315,
 *    311/302/304 and 312/306/308 are each flagged together."
 *    A request with rate 1 means all of a fund only on a switch-out line (tferTypeCd 1): on a
 *    switch-in line, rate 1 is "100% of the money switched goes into this fund", which takes
 *    nothing out of it. So only a switch-out line of rate 1 dealt after today blocks: the fund and
 *    every fund of its linked group, for switching OUT (the bullet is about switch-out eligibility;
 *    a linked fund can still be switched into). A dealing day of today or earlier does not count.
 *
 * 2. "A new instruction on a fund is not accepted while an earlier one on the same fund is
 *    incomplete."
 *    An instruction is "on" every fund it names: the funds it switches out of AND the funds it
 *    switches into. Both change when it is dealt, so a new percentage of either fund would be taken
 *    of a holding not yet known; the spec's sentence names no direction. Such a fund cannot be in a
 *    new instruction at all (switched out or in). This rule is per fund: it does not spread to the
 *    linked group (only rule 1 is said to be flagged together), whatever the rate, and it holds
 *    whatever the effective date (an instruction past its dealing day but still being processed is
 *    still incomplete).
 *
 * Only fund switches count. A change of future allocation moves no units and is always shown as
 * COMPLETED (§4.2), so it is never an incomplete instruction on a fund; its "from" lines are the
 * direction it replaces, not a request to switch anything out. A transfer or withdrawal being
 * processed blocks the switching of all existing assets instead (§4.4, fundsProcessing).
 *
 * One block per fund, the one that says most: a pending full switch-out of the fund itself, else
 * an incomplete instruction on the fund itself (switching out before switching in), else a pending
 * full switch-out of a linked fund; among equals the earliest dealing day.
 */
export function fundBlocks(
  funds: readonly number[],
  lines: readonly OpenInstructionLine[],
  asOf: IsoDate,
): FundBlock[] {
  const switches = lines.filter((line) => line.kind === FUND_SWITCH_KIND).sort(byDealingDay);
  return funds.flatMap((inv): FundBlock[] => {
    const own = switches.filter((line) => line.invTypeNmbr === inv);
    const fullOut = own.find((line) => isPendingFullSwitchOut(line, asOf));
    if (fullOut) return [blockOf(inv, "pending-full-switch-out", fullOut)];
    const incomplete =
      own.find((line) => line.tferTypeCd === TFER_TYPE_OUT) ??
      own.find((line) => line.tferTypeCd === TFER_TYPE_IN);
    if (incomplete) return [blockOf(inv, "incomplete-instruction", incomplete)];
    const group = linkedFundGroup(inv);
    const linked = switches.find(
      (line) =>
        line.invTypeNmbr !== inv && group.includes(line.invTypeNmbr) && isPendingFullSwitchOut(line, asOf),
    );
    return linked ? [blockOf(inv, "pending-full-switch-out", linked)] : [];
  });
}

/**
 * The block that refuses a line of a new fund switch, or null: any block refuses a switch-out line;
 * only a block with blocksSwitchIn refuses a switch-in line.
 */
export function blockRefusing(
  blocks: readonly FundBlock[],
  side: FundBlockDirection,
  invTypeNmbr: number,
): FundBlock | null {
  return (
    blocks.find((block) => block.invTypeNmbr === invTypeNmbr && (side === "out" || block.blocksSwitchIn)) ??
    null
  );
}
