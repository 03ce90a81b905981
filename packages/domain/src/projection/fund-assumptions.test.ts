import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import type { PricePoint } from "../funds/series.ts";
import { addDays, addMonths, weekdayOf } from "../time.ts";
import { assumptionTypeOf, FALLBACK_ASSUMPTIONS, fundAssumptions } from "./fund-assumptions.ts";
import { validateAssumptions } from "./projection.ts";

/** Launched Fri 15 Jan 2021 at 10; each month's last weekday alternately `high` and 10 (Feb: high). */
function alternating(until: string, high = "10.24"): PricePoint[] {
  const points: PricePoint[] = [{ date: "2021-01-15", price: "10" }];
  let up = true;
  for (let month = "2021-02-01"; month <= until; month = addMonths(month, 1)) {
    let last = addDays(addMonths(month, 1), -1);
    while (weekdayOf(last) === 0 || weekdayOf(last) === 6) last = addDays(last, -1);
    points.push({ date: last, price: up ? high : "10" });
    up = !up;
  }
  return points;
}

describe("fundAssumptions", () => {
  it("takes the return and volatility from 3 years or more of the fund's own prices", () => {
    // Month-ends 15 Jan 2021 (launch, 10) ... Thu 29 Feb 2024 (10.24): 37 monthly returns,
    // 19 of +2.4 % and 18 of -2.34375 %.
    //   return: 10.24 / 10 - 1 = 2.4 % over 1,140 days: 1.024^(365/1140) - 1 = 0.76223526602959597802 %
    //   volatility: 12 x (37 x sum r^2 - (sum r)^2) / (37 x 36), sqrt = 8.32670841674142162539 %
    // The NAV return is after fees: the fee of 0.75 is added back (the projection deducts it).
    const figures = fundAssumptions(alternating("2024-02-01"), "2024-02-29", "EQUITY", "0.75");
    expect(figures.source).toBe("history");
    expect(figures.annualFee).toBe("0.75");
    expect(new Decimal(figures.annualReturn).toFixed(20)).toBe("1.51223526602959597802");
    expect(new Decimal(figures.annualVolatility).toFixed(20)).toBe("8.32670841674142162539");
    expect(
      validateAssumptions({ monthlyContribution: "0", wageGrowth: "0", inflation: "0", funds: [figures] }),
    ).toEqual([]);
  });

  it("falls back to DOMAIN.md's figures for the fund's type under 3 years", () => {
    // 29 Jan 2024: January 2024 still running, 35 monthly returns only.
    expect(fundAssumptions(alternating("2024-02-01"), "2024-01-29", "EQUITY", "0.75")).toEqual({
      annualReturn: "7.75",
      annualVolatility: "17",
      annualFee: "0.75",
      source: "fallback",
    });
    expect(fundAssumptions([], "2024-01-29", "MONEY_MARKET")).toEqual({
      annualReturn: "1",
      annualVolatility: "0.3",
      annualFee: "0",
      source: "fallback",
    });
    expect(FALLBACK_ASSUMPTIONS.BOND).toEqual({ annualReturn: "2.5", annualVolatility: "5" });
    expect(FALLBACK_ASSUMPTIONS.MIXED).toEqual({ annualReturn: "5", annualVolatility: "10" });
    expect(FALLBACK_ASSUMPTIONS.CHINA_HK_EQUITY).toEqual({ annualReturn: "6", annualVolatility: "24" });
    expect(FALLBACK_ASSUMPTIONS.GUARANTEED).toEqual(FALLBACK_ASSUMPTIONS.BOND);
  });

  it("keeps a freak history within the assumption bounds", () => {
    // Month-ends alternating 10 and 20: +100 % and -50 % a month.
    const wild = fundAssumptions(alternating("2024-02-01", "20"), "2024-02-29", "EQUITY", "0.75");
    expect(wild.source).toBe("history");
    expect(wild.annualReturn).toBe("20");
    expect(wild.annualVolatility).toBe("50");
  });
});

describe("assumptionTypeOf", () => {
  it("maps the stored fund categories", () => {
    expect(assumptionTypeOf("MONEY_MARKET")).toBe("MONEY_MARKET");
    expect(assumptionTypeOf("GUARANTEED")).toBe("GUARANTEED");
    expect(assumptionTypeOf("BOND")).toBe("BOND");
    expect(assumptionTypeOf("MIXED")).toBe("MIXED");
    expect(assumptionTypeOf("DIS")).toBe("MIXED");
    expect(assumptionTypeOf("EQUITY")).toBe("EQUITY");
    expect(assumptionTypeOf("INDEX")).toBe("EQUITY");
    expect(assumptionTypeOf("SOMETHING ELSE")).toBe("MIXED");
  });
});
