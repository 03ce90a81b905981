import type { Scheme } from "../format/identifiers.ts";

/**
 * The contribution types of a switching instruction (part 2 §2.7, §3.6: fsContribution.type1 to
 * type5): which money of the account an instruction moves (existing assets) or directs (future
 * contributions). Stored on the instruction by code.
 */
export const CONTRIBUTION_TYPES = ["MANDATORY", "VOLUNTARY", "ALL", "EMPLOYER", "MEMBER"] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];

/** §3.6: the card's fsContribution.typeN key of each stored code. */
export const CONTRIBUTION_TYPE_KEYS: Readonly<Record<ContributionType, string>> = {
  MANDATORY: "fsContribution.type1",
  VOLUNTARY: "fsContribution.type2",
  ALL: "fsContribution.type3",
  EMPLOYER: "fsContribution.type4",
  MEMBER: "fsContribution.type5",
};

/** What the money types say of themselves (reference data). */
export interface MoneyTypeFlags {
  code: string;
  isMandatory: boolean;
  isEmployer: boolean;
}

/** Whether the money of one money type is part of a contribution type. */
export function includesMoneyType(type: ContributionType, money: MoneyTypeFlags): boolean {
  switch (type) {
    case "ALL":
      return true;
    case "MANDATORY":
      return money.isMandatory;
    case "VOLUNTARY":
      return !money.isMandatory;
    case "EMPLOYER":
      return money.isEmployer;
    case "MEMBER":
      return !money.isEmployer;
  }
}

/**
 * How an account splits its money: MPF accounts by mandatory and voluntary; ORSO accounts, the
 * employer scheme and the AIIB scheme by employer and member.
 */
export function splitsByEmployer(account: { scheme: Scheme; isOrso: boolean }): boolean {
  return account.isOrso || account.scheme === "SMP" || account.scheme === "HKAIIB";
}

/**
 * The contribution types offered for an account (§2.7), by the money it holds (existing assets)
 * or receives (future contributions): each part that has money, and the whole when both parts
 * do. Nothing when the account holds nothing.
 */
export function offeredContributionTypes(
  account: { scheme: Scheme; isOrso: boolean },
  moneyTypes: readonly MoneyTypeFlags[],
): ContributionType[] {
  const split: ContributionType[] = splitsByEmployer(account)
    ? ["EMPLOYER", "MEMBER"]
    : ["MANDATORY", "VOLUNTARY"];
  const parts = split.filter((type) => moneyTypes.some((m) => includesMoneyType(type, m)));
  return parts.length === 2 ? [...parts, "ALL"] : parts;
}

/**
 * The label of a contribution type on the wizard (§2.7's list): MPF accounts say Mandatory,
 * Voluntary, Mandatory & Voluntary. For existing assets the employer/member split says ALL
 * employer balance, ALL member balance, Switch out ALL accrued benefits; for future contributions
 * it names the payer: Employer (Company in the employer scheme, Bank in the AIIB scheme), Member,
 * and Employer and Member (Company and Member).
 */
export function contributionTypeLabelKey(
  type: ContributionType,
  account: { scheme: Scheme; isOrso: boolean },
  assets: "existing" | "future",
): string {
  if (!splitsByEmployer(account)) {
    return { MANDATORY: "mandatory", VOLUNTARY: "voluntary", ALL: "mandatoryVoluntary" }[type as "MANDATORY"];
  }
  if (assets === "existing") {
    return { EMPLOYER: "allEmployerBalance", MEMBER: "allMemberBalance", ALL: "allAccruedBenefits" }[
      type as "EMPLOYER"
    ];
  }
  const payer = account.scheme === "SMP" ? "company" : account.scheme === "HKAIIB" ? "bank" : "employer";
  if (type === "MEMBER") return "member";
  if (type === "EMPLOYER") return payer;
  return payer === "company" ? "companyAndMember" : "employerAndMember";
}

/** An investment direction on record: for one contribution type, or for ALL of them. */
export interface DirectionInForce {
  contributionType: string;
  effectiveDate: string;
  id: number;
}

/**
 * The direction that steers a contribution type's future money: the newest (by effective date,
 * then the later record) of those given for that type and for ALL, since a direction for ALL
 * covers every type until one of its own replaces it. Null when neither is on record.
 */
export function directionFor<T extends DirectionInForce>(
  directions: readonly T[],
  type: ContributionType,
): T | null {
  let best: T | null = null;
  for (const d of directions) {
    if (d.contributionType !== type && d.contributionType !== "ALL") continue;
    if (
      !best ||
      d.effectiveDate > best.effectiveDate ||
      (d.effectiveDate === best.effectiveDate && d.id > best.id)
    )
      best = d;
  }
  return best;
}
