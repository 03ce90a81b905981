import type Decimal from "decimal.js";

/** The qualifying-balance cut-off of part 2 §2.5 and §4.5. */
export const QB_CUT_OFF_DATE = "2004-09-30";

/** Part 2 §2.5: split a guaranteed fund's contributions into QB1 (dated up to 30 Sep 2004, inclusive) and QB2 (after). */
export function splitQualifyingBalance(contributions: readonly { date: string; amount: Decimal.Value }[]): {
  qb1: string;
  qb2: string;
} {
  throw new Error(`TODO ${contributions.length}`);
}

/** Whole months from `from` to `to` (a partial month does not count). */
export function qualifyingPeriodMonths(from: string, to: string): number {
  throw new Error(`TODO ${from} ${to}`);
}

/** Part 2 §9 fee tiers by HKD balance: the lower bounds of the six tiers. */
export const FEE_TIER_LOWER_BOUNDS = ["0", "30000", "100000", "200000", "500000", "1000000"] as const;

/** 0-based tier index of an HKD balance (below 30,000 is 0; 1,000,000 or above is 5). */
export function feeTierIndex(balanceHkd: Decimal.Value): number {
  throw new Error(`TODO ${String(balanceHkd)}`);
}

/** The money-type groups of part 2 §3.3 and §9 (EE/ER, MAN/VOL, former employer, TVC/SVC/SEP, ORSO, RO, PS, TFR). */
export type ContributionGroupKey =
  | "employerMandatory"
  | "employerVoluntary"
  | "memberMandatory"
  | "memberVoluntary"
  | "formerEmployerMandatory"
  | "formerEmployerVoluntary";

/** Which group a money-type code counts in, or null for transfers (TFR) that count as transfer-in. */
export function contributionGroupOf(moneyTypeCode: string): ContributionGroupKey | null {
  throw new Error(`TODO ${moneyTypeCode}`);
}

/** Sum lines into the groups plus `total`; every value a 2-decimal string. */
export function groupContributions(
  lines: readonly { moneyTypeCode: string; amount: Decimal.Value }[],
): Record<ContributionGroupKey | "total", string> {
  throw new Error(`TODO ${lines.length}`);
}

export type ActivityGroup = "CONTRIBUTION" | "TRANSFER_IN" | "WITHDRAWAL" | "OTHER";

/**
 * Part 2 §9 activity-type groups: contributions 5, 75, 291, 259, and 25 with sub-type SC2, SC3,
 * SC4, SC7, SC8 or SC10; transfers in 148, 147, 292; withdrawals 92, 98, 149, 290, 258, 146, 293,
 * 94 except sub-types PD1 and PD5, and 95 only with sub-type PA2-OVERPAY.
 */
export function activityGroupOf(activityTypeNmbr: number, subTrnsNm: string | null): ActivityGroup {
  throw new Error(`TODO ${activityTypeNmbr} ${subTrnsNm}`);
}
