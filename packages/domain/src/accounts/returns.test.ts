import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { gainLoss, simplifiedTimeWeightedReturn } from "./returns.ts";

describe("gainLoss (part 2 §2.4)", () => {
  it("works the spec's example: balance - net contribution, over total contribution", () => {
    // 150,000.00 - 120,000.00 = 30,000.00; 30,000.00 / 125,000.00 x 100 = 24.00 %
    expect(
      gainLoss({ accountBalance: "150000.00", netContribution: "120000.00", totalContribution: "125000.00" }),
    ).toEqual({ amount: "30000.00", percentage: "24.00" });
  });

  it("gives 0.00 % when the total contribution is 0", () => {
    expect(
      gainLoss({ accountBalance: "500.00", netContribution: "0.00", totalContribution: "0.00" }),
    ).toEqual({
      amount: "500.00",
      percentage: "0.00",
    });
  });

  it("handles losses", () => {
    // 90,000 - 100,000 = -10,000; -10,000 / 100,000 x 100 = -10.00 %
    expect(
      gainLoss({ accountBalance: "90000.00", netContribution: "100000.00", totalContribution: "100000.00" }),
    ).toEqual({ amount: "-10000.00", percentage: "-10.00" });
  });

  it("rounds half up to 2 decimals", () => {
    // 1.00 / 800.00 x 100 = 0.125 -> 0.13 (half-even would give 0.12); -0.125 -> -0.13
    expect(
      gainLoss({ accountBalance: "801.00", netContribution: "800.00", totalContribution: "800.00" }),
    ).toEqual({ amount: "1.00", percentage: "0.13" });
    expect(
      gainLoss({ accountBalance: "799.00", netContribution: "800.00", totalContribution: "800.00" }),
    ).toEqual({ amount: "-1.00", percentage: "-0.13" });
    // 0.01 / 3 x 100 = 0.333.. -> 0.33
    expect(
      gainLoss({ accountBalance: "3.01", netContribution: "3.00", totalContribution: "3.00" }).percentage,
    ).toBe("0.33");
  });

  it("never shows -0.00", () => {
    // -0.01 / 100,000 x 100 = -0.00001 -> 0.00
    expect(
      gainLoss({ accountBalance: "99999.99", netContribution: "100000.00", totalContribution: "100000.00" }),
    ).toEqual({ amount: "-0.01", percentage: "0.00" });
  });
});

describe("simplifiedTimeWeightedReturn (part 2 §2.4, modified Dietz)", () => {
  it("weights a mid-year contribution by the remaining fraction of days", () => {
    // Period 2025-01-01 -> 2025-12-31 = 364 days.
    // Contribution +1,200 on 2025-07-01; days 07-01 -> 12-31 = 31+31+30+31+30+30 = 183; w = 183/364.
    // Numerator   = 12,000 - 10,000 - 1,200 = 800
    // Denominator = 10,000 + 1,200 x 183/364 = 10,000 + 603.2967... = 10,603.2967...
    // Return      = 800 / 10,603.2967... = 0.0754482... -> 7.54 %
    expect(
      simplifiedTimeWeightedReturn({
        from: "2025-01-01",
        to: "2025-12-31",
        startValue: "10000",
        endValue: "12000",
        flows: [{ date: "2025-07-01", amount: "1200" }],
      }),
    ).toBe("7.54");
  });

  it("handles a withdrawal", () => {
    // Withdrawal -2,000 on 2025-10-01: days 10-01 -> 12-31 = 31+30+30 = 91; w = 91/364 = 0.25.
    // Numerator   = 19,000 - 20,000 - (-2,000) = 1,000
    // Denominator = 20,000 + 0.25 x (-2,000) = 19,500
    // Return      = 1,000 / 19,500 = 5.1282 % -> 5.13
    expect(
      simplifiedTimeWeightedReturn({
        from: "2025-01-01",
        to: "2025-12-31",
        startValue: new Decimal(20000),
        endValue: "19000.00",
        flows: [{ date: "2025-10-01", amount: -2000 }],
      }),
    ).toBe("5.13");
  });

  it("weighs a flow on the first day fully and one on the last day not at all", () => {
    // 2024 is a leap year: 2024-01-01 -> 2024-12-31 = 365 days.
    // Start 0, +10,000 on day one (w = 1), +1,000 on the last day (w = 0), end 11,500:
    // (11,500 - 0 - 11,000) / (0 + 10,000) = 5.00 %
    expect(
      simplifiedTimeWeightedReturn({
        from: "2024-01-01",
        to: "2024-12-31",
        startValue: "0",
        endValue: "11500",
        flows: [
          { date: "2024-01-01", amount: "10000" },
          { date: "2024-12-31", amount: "1000" },
        ],
      }),
    ).toBe("5.00");
  });

  it("ignores flows outside the period", () => {
    // (10,500 - 10,000) / 10,000 = 5.00 %; the 2024-12-31 flow is before the period.
    expect(
      simplifiedTimeWeightedReturn({
        from: "2025-01-01",
        to: "2025-12-31",
        startValue: "10000",
        endValue: "10500",
        flows: [
          { date: "2024-12-31", amount: "5000" },
          { date: "2026-01-01", amount: "5000" },
        ],
      }),
    ).toBe("5.00");
  });

  it("gives 0.00 when the denominator is 0 or the period has no days", () => {
    expect(
      simplifiedTimeWeightedReturn({
        from: "2025-01-01",
        to: "2025-12-31",
        startValue: 0,
        endValue: 0,
        flows: [],
      }),
    ).toBe("0.00");
    // +1,000 on the last day has weight 0: denominator 0 + 0 = 0
    expect(
      simplifiedTimeWeightedReturn({
        from: "2025-01-01",
        to: "2025-12-31",
        startValue: 0,
        endValue: 1000,
        flows: [{ date: "2025-12-31", amount: 1000 }],
      }),
    ).toBe("0.00");
    expect(
      simplifiedTimeWeightedReturn({
        from: "2025-06-30",
        to: "2025-06-30",
        startValue: 100,
        endValue: 110,
        flows: [],
      }),
    ).toBe("0.00");
  });
});
