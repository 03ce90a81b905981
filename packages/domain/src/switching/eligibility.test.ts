import { describe, expect, it } from "vitest";
import {
  existingAssetsDisabledByGfc,
  fundsProcessing,
  GFC_PRODUCT_TYPES,
  matchesRiskFilter,
  riskFilterCodeOf,
  type SwitchEligibilityInput,
  switchBlock,
} from "./eligibility.ts";

describe("existingAssetsDisabledByGfc (part 2 §4.4)", () => {
  it("disables Change Existing Assets for the seven product types only while the window is on", () => {
    expect(GFC_PRODUCT_TYPES).toEqual([124, 122, 142, 143, 120, 105, 125]);
    for (const product of [124, 122, 142, 143, 120, 105, 125]) {
      expect(existingAssetsDisabledByGfc(product, true)).toBe(true);
      expect(existingAssetsDisabledByGfc(product, false)).toBe(false);
    }
    for (const product of [112, 110, 123, 129, 130, 150, 160])
      expect(existingAssetsDisabledByGfc(product, true)).toBe(false);
  });
});

describe("switchBlock (part 2 §4.4, §4.5, §2.7)", () => {
  const open: SwitchEligibilityInput = {
    staff: false,
    fundSwitchCutOff: false,
    terminationDate: null,
    today: "2026-11-20",
    fundAllocationAllowed: true,
  };

  it("lets an open member account switch", () => {
    expect(switchBlock(open)).toBeNull();
  });

  it("names each block alone", () => {
    expect(switchBlock({ ...open, staff: true })).toBe("staff");
    expect(switchBlock({ ...open, fundSwitchCutOff: true })).toBe("cutOff");
    expect(switchBlock({ ...open, terminationDate: "2019-07-31" })).toBe("terminated");
    expect(switchBlock({ ...open, fundAllocationAllowed: false })).toBe("noAllocation");
  });

  it("treats an account ending today as ended, and one ending tomorrow as open", () => {
    expect(switchBlock({ ...open, terminationDate: "2026-11-20" })).toBe("terminated");
    expect(switchBlock({ ...open, terminationDate: "2026-11-21" })).toBeNull();
  });

  it("gives the first block in order when several apply", () => {
    const all: SwitchEligibilityInput = {
      staff: true,
      fundSwitchCutOff: true,
      terminationDate: "2020-01-01",
      today: "2026-11-20",
      fundAllocationAllowed: false,
    };
    expect(switchBlock(all)).toBe("staff");
    expect(switchBlock({ ...all, staff: false })).toBe("cutOff");
    expect(switchBlock({ ...all, staff: false, fundSwitchCutOff: false })).toBe("terminated");
    expect(switchBlock({ ...all, staff: false, fundSwitchCutOff: false, terminationDate: null })).toBe(
      "noAllocation",
    );
    expect(
      switchBlock({
        ...all,
        staff: false,
        fundSwitchCutOff: false,
        terminationDate: null,
        fundAllocationAllowed: true,
      }),
    ).toBeNull();
  });
});

describe("fundsProcessing (part 2 §4.4, §2.7 fundsprocessing)", () => {
  it("is on while a withdrawal or a transfer out is pending or being processed", () => {
    expect(fundsProcessing([{ kind: "WITHDRAWAL", status: "PENDING" }])).toBe(true);
    expect(fundsProcessing([{ kind: "TRANSFER_OUT", status: "BEING_PROCESSED" }])).toBe(true);
  });

  it("is off once they are over, and for switches and allocation changes", () => {
    expect(fundsProcessing([])).toBe(false);
    expect(fundsProcessing([{ kind: "WITHDRAWAL", status: "COMPLETED" }])).toBe(false);
    expect(fundsProcessing([{ kind: "TRANSFER_OUT", status: "CANCELLED" }])).toBe(false);
    expect(
      fundsProcessing([
        { kind: "FUND_SWITCH", status: "PENDING" },
        { kind: "FUTURE_ALLOCATION", status: "PENDING" },
      ]),
    ).toBe(false);
  });
});

describe("the risk filter of the switch-in step (part 2 §2.7)", () => {
  it("codes the risk levels 1 low, 2 medium, 3 medium to high, 4 high", () => {
    expect(riskFilterCodeOf("LOW")).toBe(1);
    expect(riskFilterCodeOf("MODERATE")).toBe(2);
    expect(riskFilterCodeOf("MODERATE TO HIGH")).toBe(3);
    expect(riskFilterCodeOf("HIGH")).toBe(4);
  });

  it("reads the names case- and space-insensitively", () => {
    expect(riskFilterCodeOf(" moderate  to high ")).toBe(3);
    expect(riskFilterCodeOf("High")).toBe(4);
  });

  it("keeps every fund under 0 (all) and a fund only under its own code otherwise", () => {
    expect(matchesRiskFilter("HIGH", 0)).toBe(true);
    expect(matchesRiskFilter("LOW", 0)).toBe(true);
    expect(matchesRiskFilter("HIGH", 4)).toBe(true);
    expect(matchesRiskFilter("HIGH", 3)).toBe(false);
    expect(matchesRiskFilter("MODERATE TO HIGH", 3)).toBe(true);
    expect(matchesRiskFilter("MODERATE", 1)).toBe(false);
  });
});
