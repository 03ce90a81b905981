import Decimal from "decimal.js";
import { compareIsoDates, type IsoDate } from "../time.ts";

/** Part 2 §4.4: fund groups whose switch-out eligibility is flagged together. */
export const LINKED_FUND_GROUPS: readonly (readonly number[])[] = [
  [298, 310, 300],
  [313, 314, 315],
  [311, 302, 304],
  [312, 306, 308],
];

/** The linked group holding a fund (the fund alone when it is in none). */
export function linkedFundGroup(invTypeNmbr: number): readonly number[] {
  return LINKED_FUND_GROUPS.find((group) => group.includes(invTypeNmbr)) ?? [invTypeNmbr];
}

/** A pendingVoList item (part 2 §3.6). */
export interface PendingRequest {
  /** 1 from (switch out), 2 to (switch in). */
  tferTypeCd: number;
  invTypeNmbr: number;
  /** The requested rate as decimal text or number; 1 means the whole holding. */
  requestedRate: string | number;
  transactionEffectiveDate: IsoDate;
}

function blocks(request: PendingRequest, asOf: IsoDate): boolean {
  return (
    new Decimal(request.requestedRate).equals(1) &&
    compareIsoDates(request.transactionEffectiveDate, asOf) > 0
  );
}

/**
 * Part 2 §4.4: a fund cannot be switched out while a pending request with requested rate 1 and
 * an effective date after `asOf` (the Hong Kong date today) exists on it or on any fund of its
 * linked group. The spec does not restrict the request's direction, so both tferTypeCd 1 and 2 count.
 */
export function blockedBySwitchOutRule(
  invTypeNmbr: number,
  pending: readonly PendingRequest[],
  asOf: IsoDate,
): boolean {
  const group = linkedFundGroup(invTypeNmbr);
  return pending.some((request) => group.includes(request.invTypeNmbr) && blocks(request, asOf));
}
