import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { normalRetirementDate } from "../profile/retirement-date.ts";
import { validateAllocation } from "../switching/validation.ts";
import {
  type ProjectionFund,
  type ProjectionInput,
  projectSavings,
  strategyFunds,
  validateAssumptions,
} from "./projection.ts";

/**
 * The worked example: a member born 15 Jan 1963 projects on 15 Jan 2025 to the normal
 * retirement date 15 Jan 2028 (65): 36 months. Balance HK$100,000; HK$3,000 a month, raised 3 %
 * a year (3,000, 3,090, 3,182.70); one fund whose return before fees is 1.005^12 - 1 + 0.75 % and
 * whose fee is 0.75 %, so the net growth is exactly 0.5 % a month (G = 1.005); inflation 2 %.
 *
 * Closed form, contributions at each month's end: a year of them grows to C x s by the year's
 * end, s = (G^12 - 1) / (G - 1) = 0.061677811864499568789707617431640625 / 0.005
 *                                = 12.335562372899913757941523486328125
 *   B12 = 100,000 x G^12 + 3,000 x s
 *       = 106,167.7811864499568789707617 + 37,006.6871186997412738245705 = 143,174.47 (143,174.4683...)
 *   B24 = B12 x G^12 + 3,090 x s        = 190,122.04 (190,122.0439...)
 *   B36 = B24 x G^12 + 3,182.70 x s     = 241,108.75 (241,108.74998...)
 *       = 100,000 x G^36 + s x (3,000 x G^24 + 3,090 x G^12 + 3,182.70), the same
 * In today's dollars: B12 / 1.02 = 140,367.13, B24 / 1.02^2 = 182,739.37, B36 / 1.02^3 = 227,202.16.
 */
const NET_MONTHLY_HALF_PERCENT: ProjectionFund = {
  annualReturn: "6.9177811864499568789707617431640625", // 6.1677811864499568789707617431640625 + 0.75
  annualVolatility: "0",
  annualFee: "0.75",
};
const BIRTH = "1963-01-15";
const WORKED: ProjectionInput = {
  today: "2025-01-15",
  birthDate: BIRTH,
  retirementDate: normalRetirementDate(BIRTH, { isOrso: false, isAiibType: false, maxAge: null }),
  balance: "100000",
  monthlyContribution: "3000",
  wageGrowth: "3",
  inflation: "2",
  strategy: { kind: "allocation", lines: [{ ...NET_MONTHLY_HALF_PERCENT, percent: "100" }] },
};

const same = (value: string) => ({ p10: value, p50: value, p90: value });

describe("projectSavings with zero volatility", () => {
  it("is the closed-form compound growth of the balance and the contributions, to the cent", () => {
    const { points } = projectSavings(WORKED);
    expect(points).toEqual([
      {
        month: 0,
        date: "2025-01-15",
        age: 62,
        paidIn: "100000.00",
        nominal: same("100000.00"),
        real: same("100000.00"),
      },
      {
        month: 12,
        date: "2026-01-15",
        age: 63,
        paidIn: "136000.00",
        nominal: same("143174.47"),
        real: same("140367.13"),
      },
      {
        month: 24,
        date: "2027-01-15",
        age: 64,
        paidIn: "173080.00",
        nominal: same("190122.04"),
        real: same("182739.37"),
      },
      {
        month: 36,
        date: "2028-01-15",
        age: 65,
        paidIn: "211272.40",
        nominal: same("241108.75"),
        real: same("227202.16"),
      },
    ]);
  });

  it("matches the closed form at full precision, as the annuity formula gives it", () => {
    // A 40-year horizon and a large contribution: Decimal all the way, so still to the cent.
    const D = Decimal.clone({ precision: 60 });
    const G = new D("1.005");
    const s = G.pow(12).minus(1).div(G.minus(1));
    let expected = new D("250000").times(G.pow(480));
    for (let year = 0; year < 40; year++) {
      expected = expected.plus(
        new D("1000000")
          .times(new D("1.1").pow(year))
          .times(s)
          .times(G.pow(12 * (39 - year))),
      );
    }
    const { points } = projectSavings({
      ...WORKED,
      today: "1985-01-15",
      birthDate: "1960-01-15",
      retirementDate: "2025-01-15",
      balance: "250000",
      monthlyContribution: "1000000",
      wageGrowth: "10",
    });
    const last = points[points.length - 1];
    expect(last?.month).toBe(480);
    expect(points).toHaveLength(41);
    expect(last?.nominal.p50).toBe(expected.toFixed(2, Decimal.ROUND_HALF_UP));
  });

  it("follows the DIS mix by age: 6.7 / 93.3 at 63, all Age 65 Plus at 64", () => {
    // CAF net 12 % a year, A65F net 2 % a year (before fees 12.5 / 2.5, fee 0.5).
    //   age 63 (months 1-12): net 0.067 x 12 + 0.933 x 2 = 2.67 % a year
    //   age 64 (months 13-24): net 2 % a year
    // No contributions: B24 = 100,000 x 1.0267 x 1.02 = 104,723.40
    const { points } = projectSavings({
      ...WORKED,
      today: "2026-01-15",
      monthlyContribution: "0",
      strategy: {
        kind: "dis",
        coreAccumulation: { annualReturn: "12.5", annualVolatility: "0", annualFee: "0.5" },
        age65Plus: { annualReturn: "2.5", annualVolatility: "0", annualFee: "0.5" },
      },
    });
    expect(points.map((point) => [point.age, point.nominal.p50])).toEqual([
      [63, "100000.00"],
      [64, "102670.00"],
      [65, "104723.40"],
    ]);
  });

  it("blends an allocation's funds by their percentages", () => {
    // 60 % at net 5 % and 40 % at net 0 %: net 3 % a year; one year, no contribution: 103,000.
    const { points } = projectSavings({
      ...WORKED,
      retirementDate: "2026-01-15",
      monthlyContribution: "0",
      strategy: {
        kind: "allocation",
        lines: [
          { annualReturn: "5.5", annualVolatility: "0", annualFee: "0.5", percent: "60" },
          { annualReturn: "0.3", annualVolatility: "0", annualFee: "0.3", percent: "40" },
        ],
      },
    });
    expect(points.at(-1)?.nominal).toEqual(same("103000.00"));
  });

  it("ends on the retirement date, its days after the last whole month a part month", () => {
    // 31 Jan 2025 + 36 months = 31 Jan 2028, after 15 Jan 2028: 35 whole months to 31 Dec 2027,
    // then 15 of the 31 days to 31 Jan 2028, f = 15 / 31:
    //   B35 = 100,000 x G^35 + the contributions (12 x 3,000, 12 x 3,090, 11 x 3,182.70) grown
    //       = 236,742.3382886...
    //   the part month's contribution 3,182.70 x 15 / 31 = 1,540.016... -> 1,540.02
    //   B   = B35 x 1.005^(15/31) + 1,540.02 = 236,742.3382886 x 1.0024162409541 + 1,540.02
    //       = 238,854.38 (238,854.3848...)
    //   paid in 100,000 + 36,000 + 37,080 + 35,009.70 + 1,540.02 = 209,629.72
    //   today's dollars: B / 1.02^((35 + 15/31) / 12) = B / 1.0603045264661 = 225,269.61
    const { points } = projectSavings({ ...WORKED, today: "2025-01-31" });
    expect(points.map((point) => [point.month, point.date, point.age])).toEqual([
      [0, "2025-01-31", 62],
      [12, "2026-01-31", 63],
      [24, "2027-01-31", 64],
      [36, "2028-01-15", 65],
    ]);
    expect(points.at(-1)).toMatchObject({
      paidIn: "209629.72",
      nominal: same("238854.38"),
      real: same("225269.61"),
    });
    // Already at or past the retirement date: today only.
    expect(projectSavings({ ...WORKED, today: "2028-01-15" }).points).toHaveLength(1);
  });

  it("ends on a retirement date less than a month away with a part month alone", () => {
    // 1 Jan to 15 Jan 2028: 14 of January's 31 days; no contribution: 100,000 x 1.005^(14/31)
    // = 100,225.50 (100,225.4976...).
    const { points } = projectSavings({ ...WORKED, today: "2028-01-01", monthlyContribution: "0" });
    expect(points.map((point) => [point.month, point.date, point.nominal.p50])).toEqual([
      [0, "2028-01-01", "100000.00"],
      [1, "2028-01-15", "100225.50"],
    ]);
  });
});

const EQUITY: ProjectionFund = { annualReturn: "7.75", annualVolatility: "17", annualFee: "0.75" };
const BOND: ProjectionFund = { annualReturn: "3.25", annualVolatility: "5", annualFee: "0.75" };
const FORTY_YEARS: ProjectionInput = {
  today: "2025-01-15",
  birthDate: "1985-01-15",
  retirementDate: "2050-01-15",
  balance: "150000",
  paths: 2000,
  monthlyContribution: "3000",
  wageGrowth: "3",
  inflation: "2",
  strategy: { kind: "allocation", lines: [{ ...EQUITY, percent: "100" }] },
};

describe("projectSavings with volatility", () => {
  it("gives the same percentiles for the same seed, and others for another seed", () => {
    const first = projectSavings({ ...FORTY_YEARS, paths: 2000, seed: 42 });
    const again = projectSavings({ ...FORTY_YEARS, paths: 2000, seed: 42 });
    const other = projectSavings({ ...FORTY_YEARS, paths: 2000, seed: 43 });
    expect(again).toEqual(first);
    expect(other.points.at(-1)?.nominal.p50).not.toBe(first.points.at(-1)?.nominal.p50);
    expect(first.seed).toBe(42);
    expect(first.paths).toBe(2000);
  });

  it("has a median near the lognormal's and a band around it (balance only)", () => {
    // B0 x e^N(ln(1.07) x 3, 0.17^2 x 3): median 100,000 x 1.07^3 = 122,504.30;
    // 10th / 90th percentiles x e^(-/+ 1.2816 x 0.17 x sqrt 3) = 83,997 / 178,665.
    const { points } = projectSavings({
      ...FORTY_YEARS,
      balance: "100000",
      monthlyContribution: "0",
      retirementDate: "2028-01-15",
      paths: 10_000,
    });
    const last = points.at(-1)?.nominal;
    expect(Number(last?.p50)).toBeGreaterThan(122_504.3 * 0.985);
    expect(Number(last?.p50)).toBeLessThan(122_504.3 * 1.015);
    expect(Number(last?.p10)).toBeGreaterThan(83_997 * 0.97);
    expect(Number(last?.p10)).toBeLessThan(83_997 * 1.03);
    expect(Number(last?.p90)).toBeGreaterThan(178_665 * 0.97);
    expect(Number(last?.p90)).toBeLessThan(178_665 * 1.03);
  });

  it("draws normal monthly log returns: one month's percentiles are the normal's", () => {
    // Net 0 %, volatility 50 % a year: one month's log return is N(0, (0.5 / sqrt 12)^2), sd 0.1443376.
    // 10th / 90th percentiles: 100,000 x e^(-/+ 1.2815516 x 0.1443376) = 83,112.42 / 120,318.96.
    // The paths are antithetic pairs, so the median is 100,000 to within the two middle draws.
    const { points } = projectSavings({
      ...FORTY_YEARS,
      balance: "100000",
      monthlyContribution: "0",
      retirementDate: "2025-02-15",
      paths: 10_000,
      strategy: {
        kind: "allocation",
        lines: [{ annualReturn: "0.5", annualVolatility: "50", annualFee: "0.5", percent: "100" }],
      },
    });
    const last = points.at(-1);
    expect(last?.month).toBe(1);
    expect(Math.abs(Number(last?.nominal.p50) - 100_000)).toBeLessThan(1);
    expect(Math.abs(Number(last?.nominal.p10) / 83_112.42 - 1)).toBeLessThan(0.005);
    expect(Math.abs(Number(last?.nominal.p90) / 120_318.96 - 1)).toBeLessThan(0.005);
  });

  it("orders the band and deflates it to today's dollars", () => {
    const { points } = projectSavings(FORTY_YEARS);
    expect(points).toHaveLength(26);
    for (const { month, nominal, real } of points.slice(1)) {
      expect(Number(nominal.p10)).toBeLessThan(Number(nominal.p50));
      expect(Number(nominal.p50)).toBeLessThan(Number(nominal.p90));
      const deflator = new Decimal("1.02").pow(month / 12);
      // From the unrounded percentile, so within a cent of the rounded one deflated.
      expect(new Decimal(nominal.p50).div(deflator).minus(real.p50).abs().toNumber()).toBeLessThanOrEqual(
        0.01,
      );
    }
  });

  it("runs the simulation to within a cent of the exact path when the volatility is tiny", () => {
    const tiny = { ...NET_MONTHLY_HALF_PERCENT, annualVolatility: "0.0000001" };
    const { points } = projectSavings({
      ...WORKED,
      paths: 101,
      strategy: { kind: "allocation", lines: [{ ...tiny, percent: "100" }] },
    });
    expect(Math.abs(Number(points.at(-1)?.nominal.p50) - 241_108.75)).toBeLessThanOrEqual(0.01);
    // With a part month at the end (the worked 15 / 31 above): the same figure as the exact path.
    const part = projectSavings({
      ...WORKED,
      today: "2025-01-31",
      paths: 101,
      strategy: { kind: "allocation", lines: [{ ...tiny, percent: "100" }] },
    });
    expect(part.points.at(-1)?.date).toBe("2028-01-15");
    expect(Math.abs(Number(part.points.at(-1)?.nominal.p50) - 238_854.38)).toBeLessThanOrEqual(0.01);
  });

  it("compares 'stay' and 'what if' on the same draws", () => {
    const lines = [
      { invTypeNmbr: 301, percent: "60" },
      { invTypeNmbr: 302, percent: "40" },
    ];
    expect(validateAllocation(lines)).toBeNull(); // the switching wizard's rules
    const whatIf = projectSavings({
      ...FORTY_YEARS,
      strategy: {
        kind: "allocation",
        lines: [
          { ...EQUITY, percent: "60" },
          { ...BOND, percent: "40" },
        ],
      },
    });
    const stay = projectSavings(FORTY_YEARS);
    const band = (p: { nominal: { p10: string; p90: string } }) =>
      Number(p.nominal.p90) - Number(p.nominal.p10);
    expect(band(whatIf.points.at(-1) as never)).toBeLessThan(band(stay.points.at(-1) as never));
  });

  it("de-risks a DIS member from 50", () => {
    const caf = { annualReturn: "5.75", annualVolatility: "10", annualFee: "0.75" };
    const a65 = { annualReturn: "3.25", annualVolatility: "4", annualFee: "0.75" };
    const dis = projectSavings({
      ...FORTY_YEARS,
      strategy: { kind: "dis", coreAccumulation: caf, age65Plus: a65 },
    });
    const allCore = projectSavings({
      ...FORTY_YEARS,
      strategy: { kind: "allocation", lines: [{ ...caf, percent: "100" }] },
    });
    // Same until 50 (months 0 to 300 of the same draws), narrower after.
    const at = (projection: typeof dis, age: number) => projection.points.find((p) => p.age === age);
    expect(at(dis, 50)?.nominal).toEqual(at(allCore, 50)?.nominal);
    const width = (p: { nominal: { p10: string; p90: string } } | undefined) =>
      Number(p?.nominal.p90) - Number(p?.nominal.p10);
    expect(width(at(dis, 65))).toBeLessThan(width(at(allCore, 65)));
  });
});

describe("projectSavings input checks", () => {
  it("refuses invalid inputs", () => {
    expect(() => projectSavings({ ...WORKED, wageGrowth: "11" })).toThrow(RangeError);
    expect(() => projectSavings({ ...WORKED, balance: "-1" })).toThrow(RangeError);
    expect(() => projectSavings({ ...WORKED, today: "2025-02-30" })).toThrow(RangeError);
    expect(() => projectSavings({ ...WORKED, paths: 0 })).toThrow(RangeError);
    expect(() => projectSavings({ ...WORKED, seed: -1 })).toThrow(RangeError);
    expect(() =>
      projectSavings({
        ...WORKED,
        strategy: { kind: "allocation", lines: [{ ...NET_MONTHLY_HALF_PERCENT, percent: "99" }] },
      }),
    ).toThrow(RangeError);
  });
});

describe("validateAssumptions", () => {
  const valid = { monthlyContribution: "3000", wageGrowth: "3", inflation: "2", funds: [EQUITY, BOND] };

  it("passes sensible assumptions, bounds included", () => {
    expect(validateAssumptions(valid)).toEqual([]);
    expect(
      validateAssumptions({
        monthlyContribution: "1000000.00",
        wageGrowth: "10",
        inflation: "0",
        funds: [
          { annualReturn: "-20", annualVolatility: "50", annualFee: "5" },
          { annualReturn: "20", annualVolatility: "0", annualFee: "0" },
        ],
      }),
    ).toEqual([]);
  });

  it("lists every field out of its bounds with a stable code", () => {
    expect(
      validateAssumptions({
        monthlyContribution: "1000000.01",
        wageGrowth: "10.5",
        inflation: "-1",
        funds: [{ annualReturn: "21", annualVolatility: "51", annualFee: "5.1" }],
      }),
    ).toEqual([
      { field: "monthlyContribution", code: "monthlyContributionOutOfRange" },
      { field: "wageGrowth", code: "wageGrowthOutOfRange" },
      { field: "inflation", code: "inflationOutOfRange" },
      { field: "funds.0.annualReturn", code: "annualReturnOutOfRange" },
      { field: "funds.0.annualVolatility", code: "annualVolatilityOutOfRange" },
      { field: "funds.0.annualFee", code: "annualFeeOutOfRange" },
    ]);
  });

  it("refuses text that is not a number, and contributions below a cent", () => {
    expect(validateAssumptions({ ...valid, monthlyContribution: "3,000", inflation: "" })).toEqual([
      { field: "monthlyContribution", code: "notANumber" },
      { field: "inflation", code: "notANumber" },
    ]);
    expect(validateAssumptions({ ...valid, monthlyContribution: "3000.005" })).toEqual([
      { field: "monthlyContribution", code: "tooManyDecimals" },
    ]);
    expect(validateAssumptions({ ...valid, wageGrowth: "1e1" })).toEqual([
      { field: "wageGrowth", code: "notANumber" },
    ]);
  });

  it("lists a strategy's funds for checking", () => {
    expect(strategyFunds({ kind: "dis", coreAccumulation: EQUITY, age65Plus: BOND })).toEqual([EQUITY, BOND]);
  });
});
