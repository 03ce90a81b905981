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

/**
 * A contribution type as stored on an instruction: its code, or its fsContribution key; none
 * means the whole account (ALL). Null for anything else.
 */
export function storedContributionType(stored: string | null): ContributionType | null {
  if (stored === null || stored === "") return "ALL";
  if ((CONTRIBUTION_TYPES as readonly string[]).includes(stored)) return stored as ContributionType;
  const byKey = Object.entries(CONTRIBUTION_TYPE_KEYS).find(([, key]) => key === stored);
  return byKey ? (byKey[0] as ContributionType) : null;
}

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

/** The label names of §2.7's list of contribution types (the i18n keys under one prefix). */
export const CONTRIBUTION_TYPE_LABELS = [
  "mandatory",
  "voluntary",
  "mandatoryVoluntary",
  "allEmployerBalance",
  "allMemberBalance",
  "allAccruedBenefits",
  "employer",
  "member",
  "bank",
  "company",
  "employerAndMember",
  "companyAndMember",
] as const;
export type ContributionTypeLabel = (typeof CONTRIBUTION_TYPE_LABELS)[number];

/**
 * The label of a contribution type (§2.7's list), the same on the wizard, its accepted page and the
 * instruction's details: MPF accounts say Mandatory, Voluntary, Mandatory & Voluntary. For existing
 * assets (a fund switch) the employer/member split says ALL employer balance, ALL member balance,
 * Switch out ALL accrued benefits; for future contributions (an allocation change) it names the
 * payer: Employer (Company in the employer scheme, Bank in the AIIB scheme), Member, and Employer
 * and Member (Company and Member).
 */
export function contributionTypeLabelKey(
  type: ContributionType,
  account: { scheme: Scheme; isOrso: boolean },
  assets: "existing" | "future",
): ContributionTypeLabel {
  // MANDATORY and VOLUNTARY belong to the MPF split; EMPLOYER and MEMBER to the other one. A type
  // of the other split (not offered to the account) keeps its own plain name.
  if (type === "MANDATORY") return "mandatory";
  if (type === "VOLUNTARY") return "voluntary";
  const split = splitsByEmployer(account);
  if (type === "ALL" && !split) return "mandatoryVoluntary";
  if (split && assets === "existing") {
    return type === "EMPLOYER"
      ? "allEmployerBalance"
      : type === "MEMBER"
        ? "allMemberBalance"
        : "allAccruedBenefits";
  }
  const payer = account.scheme === "SMP" ? "company" : account.scheme === "HKAIIB" ? "bank" : "employer";
  if (type === "MEMBER") return "member";
  if (type === "EMPLOYER") return split ? payer : "employer";
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
