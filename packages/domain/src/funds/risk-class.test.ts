import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { addDays, addMonths, weekdayOf } from "../time.ts";
import {
  annualisedVolatility,
  monthEndPrices,
  monthlyReturns,
  RISK_CLASS_BOUNDS,
  riskClass,
  riskClassOfReturns,
  riskClassOfVolatility,
  volatilityOfReturns,
} from "./risk-class.ts";
import type { PricePoint } from "./series.ts";

/**
 * The hand-computed pattern: 36 monthly returns, six of -2s, ten of +3s and twenty of 0 (%).
 *   sum r^2 = 6 x 4s^2 + 10 x 9s^2 = 114 s^2;  sum r = -12s + 30s = 18s
 *   12 x (36 x 114 s^2 - (18s)^2) / (36 x 35) = 12 x 3780 s^2 / 1260 = 36 s^2
 * so the annualised volatility is exactly 6s: s = 1 gives 6 %, s = 2.5 gives 15 %.
 */
function pattern(s: string): string[] {
  const down = new Decimal(s).times(-2).toFixed();
  const up = new Decimal(s).times(3).toFixed();
  return [...Array(6).fill(down), ...Array(10).fill(up), ...Array(20).fill("0")];
}

describe("volatilityOfReturns", () => {
  it("is the sample standard deviation x sqrt(12) of the hand-computed pattern", () => {
    expect(volatilityOfReturns(pattern("1"))).toBe("6");
    expect(volatilityOfReturns(pattern("2.5"))).toBe("15");
    expect(volatilityOfReturns(Array(36).fill("0.7"))).toBe("0"); // no spread at all
  });

  it("uses n - 1: two returns of 1 and 3 have sample sd sqrt(2)", () => {
    // mean 2, squares of deviations 1 + 1 = 2, / (2 - 1) = 2; x 12 = 24; sqrt = 4.898979485566...
    expect(new Decimal(volatilityOfReturns(["1", "3"])).toFixed(12)).toBe("4.898979485566");
    expect(() => volatilityOfReturns(["1"])).toThrow(RangeError);
  });
});

describe("riskClassOfVolatility", () => {
  it("puts each bound in the upper class (lower bound inclusive)", () => {
    expect(riskClassOfVolatility("0")).toBe(1);
    expect(riskClassOfVolatility("0.4999")).toBe(1);
    expect(riskClassOfVolatility("0.5")).toBe(2);
    expect(riskClassOfVolatility("1.9999")).toBe(2);
    expect(riskClassOfVolatility("2")).toBe(3);
    expect(riskClassOfVolatility("4.9999")).toBe(3);
    expect(riskClassOfVolatility("5")).toBe(4);
    expect(riskClassOfVolatility("9.9999")).toBe(4);
    expect(riskClassOfVolatility("10")).toBe(5);
    expect(riskClassOfVolatility("14.9999")).toBe(5);
    expect(riskClassOfVolatility("15")).toBe(6);
    expect(riskClassOfVolatility("24.9999")).toBe(6);
    expect(riskClassOfVolatility("25")).toBe(7);
    expect(riskClassOfVolatility("60")).toBe(7);
  });
});

describe("riskClassOfReturns at each class boundary", () => {
  // The pattern scaled by s has volatility 6s exactly. A bound b is b/6 x 6: s is b/6 cut to
  // 8 decimals just below, and rounded up just above (15/6 = 2.5 is exact, so 15 % is hit exactly).
  const cases: [bound: string, below: string, volBelow: string, at: string, volAt: string, upper: number][] =
    [
      ["0.5", "0.08333333", "0.49999998", "0.08333334", "0.50000004", 2],
      ["2", "0.33333333", "1.99999998", "0.33333334", "2.00000004", 3],
      ["5", "0.83333333", "4.99999998", "0.83333334", "5.00000004", 4],
      ["10", "1.66666666", "9.99999996", "1.66666667", "10.00000002", 5],
      ["15", "2.49999999", "14.99999994", "2.5", "15", 6],
      ["25", "4.16666666", "24.99999996", "4.16666667", "25.00000002", 7],
    ];

  it("covers every bound of DOMAIN.md", () => {
    expect(cases.map(([bound]) => bound)).toEqual([...RISK_CLASS_BOUNDS]);
  });

  for (const [bound, below, volBelow, at, volAt, upper] of cases) {
    it(`gives class ${upper - 1} just below ${bound} % and class ${upper} at or just above it`, () => {
      expect(volatilityOfReturns(pattern(below))).toBe(volBelow);
      expect(riskClassOfReturns(pattern(below))).toBe(upper - 1);
      expect(volatilityOfReturns(pattern(at))).toBe(volAt);
      expect(riskClassOfReturns(pattern(at))).toBe(upper);
    });
  }

  it("gives class 1 for no movement at all", () => {
    expect(riskClassOfReturns(Array(36).fill("0"))).toBe(1);
  });
});

/**
 * A fund launched on Fri 15 Jan 2021 at 10.0000 whose month-end price alternates 10.2400 and
 * 10.0000 (the last weekday of each month), with a mid-month price of 99.0000 that no month-end
 * takes. Month-end returns: +2.4 % (10 -> 10.24) and -2.34375 % (10.24 -> 10, exactly).
 */
function alternatingFund(launch: string, until: string): PricePoint[] {
  const points: PricePoint[] = [{ date: launch, price: "10.0000" }];
  let monthStart = addMonths(`${launch.slice(0, 7)}-01`, 1);
  let high = true;
  while (monthStart <= until) {
    let last = addDays(addMonths(monthStart, 1), -1);
    while (weekdayOf(last) === 0 || weekdayOf(last) === 6) last = addDays(last, -1);
    points.push({ date: addDays(monthStart, 14), price: "99.0000" });
    points.push({ date: last, price: high ? "10.2400" : "10.0000" });
    high = !high;
    monthStart = addMonths(monthStart, 1);
  }
  return points;
}

describe("monthlyReturns", () => {
  const fund = alternatingFund("2021-01-15", "2024-01-01");

  it("takes the last price on or before each month end, from the launch month's end", () => {
    const ends = monthEndPrices(fund, "2021-05-31");
    // Jan 2021: the launch price (no later January price); Jul 2021 is not reached.
    expect(ends.map(({ month, point }) => [month, point.date, point.price])).toEqual([
      ["2021-01", "2021-01-15", "10.0000"],
      ["2021-02", "2021-02-26", "10.2400"], // Sun 28 Feb -> Fri 26 Feb
      ["2021-03", "2021-03-31", "10.0000"],
      ["2021-04", "2021-04-30", "10.2400"],
      ["2021-05", "2021-05-31", "10.0000"],
    ]);
    expect(monthlyReturns(fund, "2021-05-31")).toEqual([
      { month: "2021-02", value: "2.4" },
      { month: "2021-03", value: "-2.34375" },
      { month: "2021-04", value: "2.4" },
      { month: "2021-05", value: "-2.34375" },
    ]);
  });

  it("leaves out the month still running on asOf", () => {
    expect(monthlyReturns(fund, "2021-05-30").map((entry) => entry.month)).toEqual([
      "2021-02",
      "2021-03",
      "2021-04",
    ]);
    expect(monthlyReturns([], "2021-05-31")).toEqual([]);
  });
});

describe("riskClass and annualisedVolatility from daily prices", () => {
  const fund = alternatingFund("2021-01-15", "2024-03-01");

  it("uses the last 36 monthly returns", () => {
    // Feb 2021 ... Jan 2024 = 36 returns, 18 of +2.4 and 18 of -2.34375:
    //   sum r^2 = 18 x (5.76 + 5.4931640625) = 202.556953125;  sum r = 18 x 0.05625 = 1.0125
    //   12 x (36 x 202.556953125 - 1.0125^2) / 1260 = 12 x 7291.02515625 / 1260 = 69.43833482142857...
    //   sqrt = 8.332966747889287685212...  -> class 4 (5 to < 10)
    const volatility = annualisedVolatility(fund, "2024-01-31");
    expect(new Decimal(volatility as string).toFixed(20)).toBe("8.33296674788928768521");
    expect(riskClass(fund, "2024-01-31")).toBe(4);
    // A month later the window is Mar 2021 ... Feb 2024: the same two returns, 18 each.
    expect(annualisedVolatility(fund, "2024-02-29")).toBe(volatility);
  });

  it("has no class or volatility under 3 years of track record", () => {
    // On 30 Jan 2024 January 2024 is still running: 35 returns only.
    expect(riskClass(fund, "2024-01-30")).toBeNull();
    expect(annualisedVolatility(fund, "2024-01-30")).toBeNull();
    // Launched 1 Feb 2021: the first return is March 2021, so 35 by 31 Jan 2024.
    const younger = alternatingFund("2021-02-01", "2024-03-01");
    expect(riskClass(younger, "2024-01-31")).toBeNull();
    expect(riskClass(younger, "2024-02-29")).toBe(4);
    expect(riskClass([], "2024-02-29")).toBeNull();
  });

  it("gives class 1 to a fund whose price never moves", () => {
    const flat = alternatingFund("2021-01-15", "2024-03-01").map((point) => ({ ...point, price: "10" }));
    expect(annualisedVolatility(flat, "2024-01-31")).toBe("0");
    expect(riskClass(flat, "2024-01-31")).toBe(1);
  });
});
