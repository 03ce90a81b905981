import Decimal from "decimal.js";
import type { Scheme } from "../format/identifiers.ts";
import { compareIsoDates, isIsoDate } from "../time.ts";

/** The fields of a policy that the §5.3 and §4.1 rules read. */
export interface PolicyLike {
  clntRltnshpNmbr: number;
  contractNmbr: number;
  narrativeTypeNmbr: number | null;
  product: { productAcronym: string; productTypeNmbr: number };
}

/** Part 2 §5.3: the product types S800 keeps whatever their acronym. */
export const S800_PRODUCT_TYPES: readonly number[] = [105, 120, 141, 142, 143, 140, 124, 122, 125];
/** Part 2 §5.3: policies with this narrative type are always filtered out. */
export const EXCLUDED_NARRATIVE_TYPE = 107;

function keptByScheme(scheme: Scheme, product: PolicyLike["product"]): boolean {
  const acronym = product.productAcronym.trim().toUpperCase();
  switch (scheme) {
    case "S800":
      return acronym === "S800" || S800_PRODUCT_TYPES.includes(product.productTypeNmbr);
    case "HKAIIB":
      return acronym === "HKAIIB";
    case "SMP":
      return acronym === "SMP";
    case "COBRAND":
      return acronym === "SMAP" || acronym === "SIMP";
  }
}

/**
 * Part 2 §5.3 policy filtering by scheme: S800 keeps acronym S800 or product types
 * [105,120,141,142,143,140,124,122,125]; HKAIIB keeps HKAIIB; SMP (the employer scheme) keeps SMP;
 * COBRAND keeps SMAP and SIMP. Narrative type 107 is always out.
 * Acronyms are compared trimmed and upper-cased; the input order is kept.
 */
export function filterPoliciesByScheme<T extends PolicyLike>(scheme: Scheme, policies: readonly T[]): T[] {
  return policies.filter(
    (policy) => policy.narrativeTypeNmbr !== EXCLUDED_NARRATIVE_TYPE && keptByScheme(scheme, policy.product),
  );
}

/** Part 2 §4.1: valid = in the (scheme-filtered) policy list AND the filtered-accounts list, on both numbers. */
export function validAccounts<T extends PolicyLike>(
  scheme: Scheme,
  policies: readonly T[],
  filtered: readonly { clntRltnshpNmbr: number; contractNmbr: number }[],
): T[] {
  return filterPoliciesByScheme(scheme, policies).filter((policy) =>
    filtered.some(
      (account) =>
        account.clntRltnshpNmbr === policy.clntRltnshpNmbr && account.contractNmbr === policy.contractNmbr,
    ),
  );
}

/** The fields the selection outcome reads. */
export interface SelectableAccount extends PolicyLike {
  totalInvestedAmt: string;
  policyAccountValueVOList: readonly { investmentAmt: string; guaranteeCode: string | null }[];
}

/**
 * Part 2 §2.2: true when the account holds only a capital-guaranteed fund and its total value is zero.
 * "Only guaranteed": every value entry has a guarantee code (so an empty list qualifies too);
 * "total value": totalInvestedAmt.
 */
export function isGuaranteedOnlyZero(account: SelectableAccount): boolean {
  // An account with no fund at all (a terminated account paid out) is not "only a guaranteed fund".
  return (
    account.policyAccountValueVOList.length > 0 &&
    account.policyAccountValueVOList.every((value) => value.guaranteeCode !== null) &&
    new Decimal(account.totalInvestedAmt).isZero()
  );
}

export type SelectOutcome<T> =
  | { kind: "noValidAccount" }
  | { kind: "noValidPolicy" }
  | { kind: "single"; account: T }
  | { kind: "choose"; accounts: T[] };

/**
 * Part 2 §2.2 / §4.1 after login: no valid account -> no-valid-account; every valid account is
 * guaranteed-only with zero value -> no-valid-policy; otherwise drop those accounts, and one left
 * skips the selection, more are offered as cards.
 */
export function selectAccountOutcome<T extends SelectableAccount>(valid: readonly T[]): SelectOutcome<T> {
  if (valid.length === 0) return { kind: "noValidAccount" };
  const usable = valid.filter((account) => !isGuaranteedOnlyZero(account));
  const [first] = usable;
  if (first === undefined) return { kind: "noValidPolicy" };
  if (usable.length === 1) return { kind: "single", account: first };
  return { kind: "choose", accounts: usable };
}

/**
 * Part 2 §2.1/§6: which account pages exist for the scheme and account kind.
 * Fees and charges: not for SMP, HKAIIB or ORSO accounts. Transaction history: not for ORSO accounts.
 */
export function accountPages(
  scheme: Scheme,
  isOrso: boolean,
): { feesAndCharges: boolean; transactionHistory: boolean } {
  return {
    feesAndCharges: !isOrso && scheme !== "SMP" && scheme !== "HKAIIB",
    transactionHistory: !isOrso,
  };
}

/**
 * Part 2 §4.1: reload the account data when a response carries a later web cycle date than the stored one.
 * True only when both are ISO dates and incoming is strictly later; false when either is missing or malformed.
 */
export function isLaterCycleDate(
  stored: string | null | undefined,
  incoming: string | null | undefined,
): boolean {
  if (stored == null || incoming == null || !isIsoDate(stored) || !isIsoDate(incoming)) return false;
  return compareIsoDates(incoming, stored) > 0;
}
