import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { DEMO_FUNDS, fundExpenseRatioOf } from "./fund-catalogue.ts";

describe("the demo funds' fund expense ratios", () => {
  it("gives every fund a FER of 0.70 % to 2.00 % a year, at least its management fee", () => {
    for (const fund of DEMO_FUNDS) {
      const fer = fundExpenseRatioOf(fund);
      expect(fer, fund.legalNm).toMatch(/^\d\.\d{2}$/);
      expect(new Decimal(fer).gte("0.70") && new Decimal(fer).lte("2.00"), `${fund.legalNm}: ${fer}`).toBe(
        true,
      );
      expect(new Decimal(fer).gte(fund.managementFeePct), fund.legalNm).toBe(true);
    }
  });

  it("keeps the Default Investment Strategy funds at or under 0.95 %", () => {
    const dis = DEMO_FUNDS.filter((fund) => fund.category === "DIS");
    expect(dis.length).toBeGreaterThan(0);
    for (const fund of dis)
      expect(new Decimal(fundExpenseRatioOf(fund)).lte("0.95"), fund.legalNm).toBe(true);
  });

  it("adds the type's costs to the fee, within the type's floor and the cap", () => {
    expect(fundExpenseRatioOf({ category: "EQUITY", managementFeePct: "1.50" })).toBe("1.80");
    expect(fundExpenseRatioOf({ category: "DIS", managementFeePct: "0.75" })).toBe("0.93");
    expect(fundExpenseRatioOf({ category: "EQUITY", managementFeePct: "0.20" })).toBe("0.90"); // the floor
    expect(fundExpenseRatioOf({ category: "GUARANTEED", managementFeePct: "1.95" })).toBe("2.00"); // the cap
  });
});
