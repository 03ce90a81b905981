import { describe, expect, it } from "vitest";
import {
  accountPages,
  filterPoliciesByScheme,
  isGuaranteedOnlyZero,
  isLaterCycleDate,
  type PolicyLike,
  type SelectableAccount,
  selectAccountOutcome,
  validAccounts,
} from "./policies.ts";

function policy(
  contractNmbr: number,
  productAcronym: string,
  productTypeNmbr: number,
  narrativeTypeNmbr: number | null = null,
): PolicyLike {
  return {
    clntRltnshpNmbr: contractNmbr * 10,
    contractNmbr,
    narrativeTypeNmbr,
    product: { productAcronym, productTypeNmbr },
  };
}

const POLICIES = [
  policy(1, "S800", 112),
  policy(2, "S800CG", 105),
  policy(3, "ORSO", 124),
  policy(4, "HKAIIB", 150),
  policy(5, "SIMP", 129),
  policy(6, "SMAP", 130),
  policy(7, "SMP", 160),
  policy(8, "S800", 112, 107),
  policy(9, "OTHER", 125),
  policy(10, "OTHER", 999),
  policy(11, "SMP", 160, 107),
];

const contracts = (list: readonly PolicyLike[]) => list.map((p) => p.contractNmbr);

describe("filterPoliciesByScheme (part 2 §5.3)", () => {
  it("keeps S800 by acronym or by the listed product types", () => {
    expect(contracts(filterPoliciesByScheme("S800", POLICIES))).toEqual([1, 2, 3, 9]);
  });

  it("keeps HKAIIB, SMP and the co-brand SMAP/SIMP by acronym", () => {
    expect(contracts(filterPoliciesByScheme("HKAIIB", POLICIES))).toEqual([4]);
    expect(contracts(filterPoliciesByScheme("SMP", POLICIES))).toEqual([7]);
    expect(contracts(filterPoliciesByScheme("COBRAND", POLICIES))).toEqual([5, 6]);
  });

  it("always drops narrative type 107", () => {
    for (const scheme of ["S800", "HKAIIB", "COBRAND", "SMP"] as const) {
      const kept = contracts(filterPoliciesByScheme(scheme, POLICIES));
      expect(kept).not.toContain(8);
      expect(kept).not.toContain(11);
    }
  });
});

describe("validAccounts (part 2 §4.1)", () => {
  it("keeps scheme policies that the filtered-accounts list has on both numbers", () => {
    const filtered = [
      { clntRltnshpNmbr: 10, contractNmbr: 1 },
      { clntRltnshpNmbr: 20, contractNmbr: 3 }, // relationship of 2, contract of 3: no match
      { clntRltnshpNmbr: 30, contractNmbr: 3 },
      { clntRltnshpNmbr: 40, contractNmbr: 4 }, // HKAIIB: not in the S800 list
      { clntRltnshpNmbr: 80, contractNmbr: 8 }, // narrative 107
    ];
    expect(contracts(validAccounts("S800", POLICIES, filtered))).toEqual([1, 3]);
    expect(validAccounts("S800", POLICIES, [])).toEqual([]);
  });
});

function account(
  contractNmbr: number,
  totalInvestedAmt: string,
  values: { investmentAmt: string; guaranteeCode: string | null }[],
): SelectableAccount {
  return { ...policy(contractNmbr, "S800", 112), totalInvestedAmt, policyAccountValueVOList: values };
}

const guaranteedZero = account(1, "0.00", [{ investmentAmt: "0.00", guaranteeCode: "CGF" }]);
const funded = account(2, "1500.00", [{ investmentAmt: "1500.00", guaranteeCode: null }]);
const alsoFunded = account(3, "10.00", [
  { investmentAmt: "0.00", guaranteeCode: "LTGF" },
  { investmentAmt: "10.00", guaranteeCode: null },
]);

describe("isGuaranteedOnlyZero (part 2 §2.2)", () => {
  it("is true only for guaranteed-only holdings with a zero total", () => {
    expect(isGuaranteedOnlyZero(guaranteedZero)).toBe(true);
    expect(
      isGuaranteedOnlyZero(
        account(5, "0.00", [
          { investmentAmt: "0.00", guaranteeCode: "CGF" },
          { investmentAmt: "0.00", guaranteeCode: "LTG" },
        ]),
      ),
    ).toBe(true);
  });

  it("is false with a non-guaranteed fund, a value, or no fund at all (a terminated account paid out)", () => {
    expect(isGuaranteedOnlyZero(account(4, "0", []))).toBe(false);
    expect(isGuaranteedOnlyZero(funded)).toBe(false);
    expect(isGuaranteedOnlyZero(alsoFunded)).toBe(false);
    expect(isGuaranteedOnlyZero(account(6, "0.00", [{ investmentAmt: "0.00", guaranteeCode: null }]))).toBe(
      false,
    );
    expect(isGuaranteedOnlyZero(account(7, "0.01", [{ investmentAmt: "0.01", guaranteeCode: "CG" }]))).toBe(
      false,
    );
  });
});

describe("selectAccountOutcome (part 2 §2.2, §4.1)", () => {
  it("says no-valid-account for no valid account", () => {
    expect(selectAccountOutcome([])).toEqual({ kind: "noValidAccount" });
  });

  it("says no-valid-policy when every account is guaranteed-only with zero value", () => {
    expect(
      selectAccountOutcome([
        guaranteedZero,
        account(4, "0", [{ investmentAmt: "0.00", guaranteeCode: "CG" }]),
      ]),
    ).toEqual({ kind: "noValidPolicy" });
  });

  it("skips the selection for one usable account, dropping the guaranteed-only zero ones", () => {
    expect(selectAccountOutcome([funded])).toEqual({ kind: "single", account: funded });
    expect(selectAccountOutcome([guaranteedZero, funded])).toEqual({ kind: "single", account: funded });
  });

  it("offers cards for more usable accounts, in order", () => {
    expect(selectAccountOutcome([funded, guaranteedZero, alsoFunded])).toEqual({
      kind: "choose",
      accounts: [funded, alsoFunded],
    });
  });
});

describe("accountPages", () => {
  it("hides fees and charges for SMP, HKAIIB and ORSO, and history for ORSO", () => {
    expect(accountPages("S800", false)).toEqual({ feesAndCharges: true, transactionHistory: true });
    expect(accountPages("COBRAND", false)).toEqual({ feesAndCharges: true, transactionHistory: true });
    expect(accountPages("SMP", false)).toEqual({ feesAndCharges: false, transactionHistory: true });
    expect(accountPages("HKAIIB", false)).toEqual({ feesAndCharges: false, transactionHistory: true });
    expect(accountPages("S800", true)).toEqual({ feesAndCharges: false, transactionHistory: false });
  });
});

describe("isLaterCycleDate (part 2 §4.1)", () => {
  it("is true only when the incoming date is strictly later", () => {
    expect(isLaterCycleDate("2025-07-14", "2025-07-15")).toBe(true);
    expect(isLaterCycleDate("2024-12-31", "2025-01-01")).toBe(true);
    expect(isLaterCycleDate("2025-07-15", "2025-07-15")).toBe(false);
    expect(isLaterCycleDate("2025-07-15", "2025-07-14")).toBe(false);
  });

  it("is false when either date is missing or malformed", () => {
    expect(isLaterCycleDate(null, "2025-07-15")).toBe(false);
    expect(isLaterCycleDate(undefined, "2025-07-15")).toBe(false);
    expect(isLaterCycleDate("2025-07-15", null)).toBe(false);
    expect(isLaterCycleDate("2025-07-15", undefined)).toBe(false);
    expect(isLaterCycleDate("2025-07-15", "")).toBe(false);
    expect(isLaterCycleDate("2025-07-15", "16/07/2025")).toBe(false);
  });
});
