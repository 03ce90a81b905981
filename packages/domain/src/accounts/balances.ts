import Decimal from "decimal.js";
import { fixed, sumText } from "../decimal-text.ts";
import { addMonths, compareIsoDates } from "../time.ts";

/** The qualifying-balance cut-off of part 2 §2.5 and §4.5. */
export const QB_CUT_OFF_DATE = "2004-09-30";

/** Part 2 §2.5: split a guaranteed fund's contributions into QB1 (dated up to 30 Sep 2004, inclusive) and QB2 (after). */
export function splitQualifyingBalance(contributions: readonly { date: string; amount: Decimal.Value }[]): {
  qb1: string;
  qb2: string;
} {
  let qb1 = new Decimal(0);
  let qb2 = new Decimal(0);
  for (const { date, amount } of contributions) {
    if (compareIsoDates(date, QB_CUT_OFF_DATE) <= 0) qb1 = qb1.plus(amount);
    else qb2 = qb2.plus(amount);
  }
  return { qb1: fixed(qb1), qb2: fixed(qb2) };
}

/**
 * Whole months from `from` to `to` (a partial month does not count).
 * A month ends on the same day of the next month, clamped to its length (31 Jan -> 29 Feb 2024);
 * 0 when `to` is before `from`.
 */
export function qualifyingPeriodMonths(from: string, to: string): number {
  if (compareIsoDates(to, from) <= 0) return 0;
  let months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7));
  while (months > 0 && compareIsoDates(addMonths(from, months), to) > 0) months -= 1;
  return months;
}

/** Part 2 §9 fee tiers by HKD balance: the lower bounds of the six tiers. */
export const FEE_TIER_LOWER_BOUNDS = ["0", "30000", "100000", "200000", "500000", "1000000"] as const;

/** 0-based tier index of an HKD balance (below 30,000 is 0; 1,000,000 or above is 5). Lower bounds are inclusive. */
export function feeTierIndex(balanceHkd: Decimal.Value): number {
  const balance = new Decimal(balanceHkd);
  let tier = 0;
  FEE_TIER_LOWER_BOUNDS.forEach((bound, index) => {
    if (balance.greaterThanOrEqualTo(bound)) tier = index;
  });
  return tier;
}

/** One fee tier of a fund: its HKD balance range (the lower bound included, the upper not) and its rate, % a year. */
export interface FeeTier<R extends Decimal.Value = Decimal.Value> {
  minBalance: Decimal.Value;
  maxBalance: Decimal.Value | null;
  ratePct: R;
}

/**
 * Part 2 §9: the management fee a member pays on a fund, % a year: the rate of the tier whose
 * range holds the account's HKD balance, else (no tier holds it, or the fund has none) the fund's
 * standard rate. The fees page shows it and the projection deducts it.
 */
export function feeRateAt<R extends Decimal.Value>(
  tiers: readonly FeeTier<R>[],
  balanceHkd: Decimal.Value,
  standardPct: R,
): R {
  const balance = new Decimal(balanceHkd);
  const tier = tiers.find(
    (t) => balance.gte(t.minBalance) && (t.maxBalance === null || balance.lt(t.maxBalance)),
  );
  return tier?.ratePct ?? standardPct;
}

/** The money-type groups of part 2 §3.3 and §9 (EE/ER, MAN/VOL, former employer, TVC/SVC/SEP, ORSO, RO, PS, TFR). */
export type ContributionGroupKey =
  | "employerMandatory"
  | "employerVoluntary"
  | "memberMandatory"
  | "memberVoluntary"
  | "formerEmployerMandatory"
  | "formerEmployerVoluntary";

export const CONTRIBUTION_GROUP_KEYS: readonly ContributionGroupKey[] = [
  "employerMandatory",
  "employerVoluntary",
  "memberMandatory",
  "memberVoluntary",
  "formerEmployerMandatory",
  "formerEmployerVoluntary",
];

/** The money types of the reference data and their groups; TFR (transfer-in) is in no group. */
const KNOWN_MONEY_TYPES: Readonly<Record<string, ContributionGroupKey | null>> = {
  EE_MAN: "memberMandatory",
  ER_MAN: "employerMandatory",
  EE_VOL: "memberVoluntary",
  ER_VOL: "employerVoluntary",
  SEP_MAN: "memberMandatory",
  TVC: "memberVoluntary",
  SVC: "memberVoluntary",
  ORSO_EE: "memberVoluntary",
  ORSO_ER: "employerVoluntary",
  RO: "formerEmployerMandatory",
  PS: "formerEmployerVoluntary",
  TFR: null,
};

/**
 * Which group a money-type code counts in, or null for transfers (TFR) that count as transfer-in.
 * Codes not in the reference data: containing "ER" -> employer, else member; mandatory when
 * containing "MAN", else voluntary. Codes are compared trimmed and upper-cased.
 */
export function contributionGroupOf(moneyTypeCode: string): ContributionGroupKey | null {
  const code = moneyTypeCode.trim().toUpperCase();
  const known = KNOWN_MONEY_TYPES[code];
  if (known !== undefined) return known;
  const mandatory = code.includes("MAN");
  if (code.includes("ER")) return mandatory ? "employerMandatory" : "employerVoluntary";
  return mandatory ? "memberMandatory" : "memberVoluntary";
}

/**
 * Sum lines into the groups plus `total`; every value a 2-decimal string. Lines of no group (TFR)
 * are left out, of the total too. The amounts are added exactly (sumText), then rounded once.
 */
export function groupContributions(
  lines: readonly { moneyTypeCode: string; amount: Decimal.Value }[],
): Record<ContributionGroupKey | "total", string> {
  const amounts = new Map<ContributionGroupKey, Decimal.Value[]>(
    CONTRIBUTION_GROUP_KEYS.map((key) => [key, []]),
  );
  const all: Decimal.Value[] = [];
  for (const line of lines) {
    const group = contributionGroupOf(line.moneyTypeCode);
    if (group === null) continue;
    amounts.get(group)?.push(line.amount);
    all.push(line.amount);
  }
  const out = { total: fixed(sumText(all)) } as Record<ContributionGroupKey | "total", string>;
  for (const key of CONTRIBUTION_GROUP_KEYS) out[key] = fixed(sumText(amounts.get(key) ?? []));
  return out;
}

export type ActivityGroup = "CONTRIBUTION" | "TRANSFER_IN" | "WITHDRAWAL" | "OTHER";

const CONTRIBUTION_TYPES = new Set([5, 75, 291, 259]);
const CONTRIBUTION_25_SUB_TYPES = new Set(["SC2", "SC3", "SC4", "SC7", "SC8", "SC10"]);
const TRANSFER_IN_TYPES = new Set([148, 147, 292]);
const WITHDRAWAL_TYPES = new Set([92, 98, 149, 290, 258, 146, 293]);
const WITHDRAWAL_94_EXCLUDED_SUB_TYPES = new Set(["PD1", "PD5"]);
const WITHDRAWAL_95_SUB_TYPE = "PA2-OVERPAY";

/**
 * Part 2 §9 activity-type groups: contributions 5, 75, 291, 259, and 25 with sub-type SC2, SC3,
 * SC4, SC7, SC8 or SC10; transfers in 148, 147, 292; withdrawals 92, 98, 149, 290, 258, 146, 293,
 * 94 except sub-types PD1 and PD5, and 95 only with sub-type PA2-OVERPAY.
 * Sub-types are compared trimmed and upper-cased; a null sub-type matches none.
 */
export function activityGroupOf(activityTypeNmbr: number, subTrnsNm: string | null): ActivityGroup {
  const subType = subTrnsNm?.trim().toUpperCase() ?? null;
  if (CONTRIBUTION_TYPES.has(activityTypeNmbr)) return "CONTRIBUTION";
  if (activityTypeNmbr === 25) {
    return subType !== null && CONTRIBUTION_25_SUB_TYPES.has(subType) ? "CONTRIBUTION" : "OTHER";
  }
  if (TRANSFER_IN_TYPES.has(activityTypeNmbr)) return "TRANSFER_IN";
  if (WITHDRAWAL_TYPES.has(activityTypeNmbr)) return "WITHDRAWAL";
  if (activityTypeNmbr === 94) {
    return subType !== null && WITHDRAWAL_94_EXCLUDED_SUB_TYPES.has(subType) ? "OTHER" : "WITHDRAWAL";
  }
  if (activityTypeNmbr === 95) return subType === WITHDRAWAL_95_SUB_TYPE ? "WITHDRAWAL" : "OTHER";
  return "OTHER";
}
