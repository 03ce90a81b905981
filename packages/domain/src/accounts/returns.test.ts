import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_RETURN_PERIODS,
  accountReturnWindows,
  flowSums,
  gainLoss,
  periodGainAndReturn,
  periodGainAndReturnOfSums,
  simplifiedTimeWeightedReturn,
} from "./returns.ts";

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

  it("rounds a rate that is exactly half a hundredth up, away from zero (worked in fractions)", () => {
    // 6M: gain 459,749.35 - 427,787.84 - 2,635.52 = 29,325.99; days 182, the flow weighted 131/182:
    // 29,325.99 x 182 / (427,787.84 x 182 + 2,635.52 x 131) = 273/40 % = 6.825 % exactly.
    expect(
      periodGainAndReturn({
        from: "2024-12-30",
        to: "2025-06-30",
        startValue: "427787.84",
        endValue: "459749.35",
        flows: [{ date: "2025-02-19", amount: "2635.52" }],
      }),
    ).toEqual({ gain: "29325.99", rate: "6.83" });
    // 3M of a leap year, three contributions: -21,127.36 over 91 days = -455/8 % = -56.875 % exactly.
    expect(
      periodGainAndReturn({
        from: "2024-01-01",
        to: "2024-04-01",
        startValue: "16752.64",
        endValue: "35794.24",
        flows: [
          { date: "2024-01-21", amount: "14536.32" },
          { date: "2024-02-10", amount: "13546.24" },
          { date: "2024-03-21", amount: "12086.40" },
        ],
      }),
    ).toEqual({ gain: "-21127.36", rate: "-56.88" });
  });
});

describe("periodGainAndReturn (part 2 §2.3 summary figures, the §2.4 formula)", () => {
  it("gives the gain and the same rate as simplifiedTimeWeightedReturn", () => {
    // The first worked example above: gain 12,000 - 10,000 - 1,200 = 800.00, rate 7.54 %.
    const input = {
      from: "2025-01-01",
      to: "2025-12-31",
      startValue: "10000",
      endValue: "12000",
      flows: [{ date: "2025-07-01", amount: "1200" }],
    };
    expect(periodGainAndReturn(input)).toEqual({ gain: "800.00", rate: "7.54" });
    expect(simplifiedTimeWeightedReturn(input)).toBe(periodGainAndReturn(input).rate);
  });

  it("works a 3-month period with two monthly contributions", () => {
    // 2026-08-19 -> 2026-11-19 = 31 + 30 + 31 = 92 days.
    // +3,000 on 2026-09-10: 70 days left; +3,000 on 2026-10-09: 41 days left.
    // Gain        = 57,500 - 50,000 - 6,000 = 1,500.00
    // Denominator = 50,000 + 3,000 x 70/92 + 3,000 x 41/92 = 50,000 + 333,000/92 = 53,619.5652...
    // Rate        = 1,500 / 53,619.5652... = 2.7975 % -> 2.80
    expect(
      periodGainAndReturn({
        from: "2026-08-19",
        to: "2026-11-19",
        startValue: "50000.00",
        endValue: "57500.00",
        flows: [
          { date: "2026-09-10", amount: "3000.00" },
          { date: "2026-10-09", amount: "3000.00" },
        ],
      }),
    ).toEqual({ gain: "1500.00", rate: "2.80" });
  });

  it("works a since-inception period that starts from nothing, with a withdrawal", () => {
    // 2024-01-02 -> 2026-01-02 = 366 + 365 = 731 days; start value 0.
    // +10,000 on 2024-07-02: 549 days left; -2,000 on 2025-07-02: 184 days left.
    // Gain        = 9,100 - 0 - 8,000 = 1,100.00
    // Denominator = (10,000 x 549 - 2,000 x 184) / 731 = 5,122,000 / 731 = 7,006.8399...
    // Rate        = 1,100 / 7,006.8399... = 15.6989 % -> 15.70
    expect(
      periodGainAndReturn({
        from: "2024-01-02",
        to: "2026-01-02",
        startValue: "0",
        endValue: "9100.00",
        flows: [
          { date: "2024-07-02", amount: "10000.00" },
          { date: "2025-07-02", amount: "-2000.00" },
        ],
      }),
    ).toEqual({ gain: "1100.00", rate: "15.70" });
  });

  it("keeps the gain when the rate's denominator is 0, and gives 0.00 for a period of no days", () => {
    // +1,000 on the last day weighs 0: rate 0.00; gain 1,050 - 0 - 1,000 = 50.00.
    expect(
      periodGainAndReturn({
        from: "2025-01-01",
        to: "2025-12-31",
        startValue: 0,
        endValue: "1050.00",
        flows: [{ date: "2025-12-31", amount: "1000.00" }],
      }),
    ).toEqual({ gain: "50.00", rate: "0.00" });
    expect(
      periodGainAndReturn({
        from: "2025-06-30",
        to: "2025-06-30",
        startValue: 100,
        endValue: 110,
        flows: [],
      }),
    ).toEqual({ gain: "0.00", rate: "0.00" });
  });
});

describe("accountReturnWindows (part 2 §2.3: 3-month, 6-month, 1-year, since inception)", () => {
  it("lists the four periods in order", () => {
    expect(ACCOUNT_RETURN_PERIODS.map((p) => p.period)).toEqual(["3M", "6M", "1Y", "SI"]);
  });

  it("counts calendar months back from the as-of date; since inception from the effective date", () => {
    expect(accountReturnWindows("2010-01-04", "2026-11-19")).toEqual([
      { period: "3M", fromDate: "2026-08-19", toDate: "2026-11-19" },
      { period: "6M", fromDate: "2026-05-19", toDate: "2026-11-19" },
      { period: "1Y", fromDate: "2025-11-19", toDate: "2026-11-19" },
      { period: "SI", fromDate: "2010-01-04", toDate: "2026-11-19" },
    ]);
  });

  it("clamps the day to the month's length", () => {
    // 31 May less 3 months is 28 Feb (2026 is not a leap year); less 6 months, 30 Nov.
    expect(accountReturnWindows("2020-01-01", "2026-05-31").map((w) => w.fromDate)).toEqual([
      "2026-02-28",
      "2025-11-30",
      "2025-05-31",
      "2020-01-01",
    ]);
  });

  it("gives N/A (null) for the periods an account is too young for", () => {
    // Joined 1 Jul 2026: 3 months back (19 Aug) is after it; 6 months back (19 May) is before it.
    expect(accountReturnWindows("2026-07-01", "2026-11-19").map((w) => w.fromDate)).toEqual([
      "2026-08-19",
      null,
      null,
      "2026-07-01",
    ]);
    // Joined exactly 6 months before: the 6-month figure is there, the 1-year one is not.
    expect(accountReturnWindows("2026-05-19", "2026-11-19").map((w) => w.fromDate)).toEqual([
      "2026-08-19",
      "2026-05-19",
      null,
      "2026-05-19",
    ]);
    // Joined on the as-of date: no whole day yet, nothing to show.
    expect(accountReturnWindows("2026-11-19", "2026-11-19").map((w) => w.fromDate)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("flowSums and periodGainAndReturnOfSums (a period's flows summed where they are)", () => {
  it("sums the flows in [from, to] and weights each by its days left", () => {
    // The 3-month example above: +3,000 with 70 days left and +3,000 with 41: 3,000 x 111 = 333,000.
    // A flow the day before `from` and one the day after `to` are not the period's.
    const flows = [
      { date: "2026-08-18", amount: "999.00" },
      { date: "2026-09-10", amount: "3000.00" },
      { date: "2026-10-09", amount: "3000.00" },
      { date: "2026-11-20", amount: "999.00" },
    ];
    expect(flowSums(flows, "2026-08-19", "2026-11-19")).toEqual({
      netFlow: "6000.00",
      dayWeightedFlow: "333000.00",
    });
    expect(
      periodGainAndReturnOfSums({
        from: "2026-08-19",
        to: "2026-11-19",
        startValue: "50000.00",
        endValue: "57500.00",
        netFlow: "6000.00",
        dayWeightedFlow: "333000.00",
      }),
    ).toEqual({ gain: "1500.00", rate: "2.80" });
  });

  it("keeps every place of amounts of different places, and sums nothing to 0", () => {
    // -0.5 with 10 days left and +1.125 with 0: net 0.625, weighted -5.000.
    expect(
      flowSums(
        [
          { date: "2025-12-21", amount: "-0.5" },
          { date: "2025-12-31", amount: "1.125" },
        ],
        "2025-01-01",
        "2025-12-31",
      ),
    ).toEqual({ netFlow: "0.625", dayWeightedFlow: "-5.000" });
    expect(flowSums([], "2025-01-01", "2025-12-31")).toEqual({ netFlow: "0", dayWeightedFlow: "0" });
  });

  it("gives what periodGainAndReturn gives from the flows, to the last digit", () => {
    // The half-hundredth cases above: 6.825 % and -56.875 % exactly, rounded away from zero.
    const periods = [
      {
        from: "2024-12-30",
        to: "2025-06-30",
        startValue: "427787.84",
        endValue: "459749.35",
        flows: [{ date: "2025-02-19", amount: "2635.52" }],
      },
      {
        from: "2024-01-01",
        to: "2024-04-01",
        startValue: "16752.64",
        endValue: "35794.24",
        flows: [
          { date: "2024-01-21", amount: "14536.32" },
          { date: "2024-02-10", amount: "13546.24" },
          { date: "2024-03-21", amount: "12086.40" },
        ],
      },
    ];
    const results = periods.map(({ flows, ...p }) =>
      periodGainAndReturnOfSums({ ...p, ...flowSums(flows, p.from, p.to) }),
    );
    expect(results).toEqual([
      { gain: "29325.99", rate: "6.83" },
      { gain: "-21127.36", rate: "-56.88" },
    ]);
    expect(results).toEqual(periods.map((p) => periodGainAndReturn(p)));
  });
});
