import type { Scheme } from "../format/identifiers.ts";

/** The fields of a policy that the §5.3 and §4.1 rules read. */
export interface PolicyLike {
  clntRltnshpNmbr: number;
  contractNmbr: number;
  narrativeTypeNmbr: number | null;
  product: { productAcronym: string; productTypeNmbr: number };
}

/**
 * Part 2 §5.3 policy filtering by scheme: S800 keeps acronym S800 or product types
 * [105,120,141,142,143,140,124,122,125]; HKAIIB keeps HKAIIB; SMP (the employer scheme) keeps SMP;
 * COBRAND keeps SMAP and SIMP. Narrative type 107 is always out.
 */
export function filterPoliciesByScheme<T extends PolicyLike>(scheme: Scheme, policies: readonly T[]): T[] {
  throw new Error(`TODO ${scheme} ${policies.length}`);
}

/** Part 2 §4.1: valid = in the (scheme-filtered) policy list AND the filtered-accounts list, on both numbers. */
export function validAccounts<T extends PolicyLike>(
  scheme: Scheme,
  policies: readonly T[],
  filtered: readonly { clntRltnshpNmbr: number; contractNmbr: number }[],
): T[] {
  throw new Error(`TODO ${scheme} ${policies.length} ${filtered.length}`);
}

/** The fields the selection outcome reads. */
export interface SelectableAccount extends PolicyLike {
  totalInvestedAmt: string;
  policyAccountValueVOList: readonly { investmentAmt: string; guaranteeCode: string | null }[];
}

/** Part 2 §2.2: true when the account holds only a capital-guaranteed fund and its total value is zero. */
export function isGuaranteedOnlyZero(account: SelectableAccount): boolean {
  throw new Error(`TODO ${account.clntRltnshpNmbr}`);
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
  throw new Error(`TODO ${valid.length}`);
}

/** Part 2 §2.1/§6: which account pages exist for the scheme and account kind. */
export function accountPages(
  scheme: Scheme,
  isOrso: boolean,
): { feesAndCharges: boolean; transactionHistory: boolean } {
  throw new Error(`TODO ${scheme} ${isOrso}`);
}

/** Part 2 §4.1: reload the account data when a response carries a later web cycle date than the stored one. */
export function isLaterCycleDate(
  stored: string | null | undefined,
  incoming: string | null | undefined,
): boolean {
  throw new Error(`TODO ${stored} ${incoming}`);
}
