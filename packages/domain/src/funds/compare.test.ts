import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  bestAndWorst,
  COMPARE_PERIODS,
  compareFigures,
  isComparePeriod,
  MAX_COMPARE_FUNDS,
  rebase,
} from "./compare.ts";
import { formatReturn } from "./returns.ts";
import type { PricePoint } from "./series.ts";

/**
 * A fund first priced Mon 30 Jun 2014 at 10.0000, valued as of Mon 30 Jun 2025 at 18.0000. Only
 * the prices the tests look at are listed (a real series has every dealing day).
 */
const FUND: PricePoint[] = [
  { date: "2014-06-30", price: "10.0000" }, // first price (since launch)
  { date: "2015-06-30", price: "10.0000" }, // 10Y start
  { date: "2018-12-31", price: "10.0000" },
  { date: "2019-12-31", price: "11.0000" },
  { date: "2020-06-30", price: "12.0000" }, // 5Y start
  { date: "2020-12-31", price: "13.2000" },
  { date: "2021-12-31", price: "15.8400" },
  { date: "2022-12-30", price: "14.2560" }, // Sat 31 Dec 2022 -> Fri 30 Dec
  { date: "2023-12-29", price: "15.6816" }, // Sun 31 Dec 2023 -> Fri 29 Dec
  { date: "2024-06-28", price: "16.0000" }, // 1Y start: Sun 30 Jun 2024 -> Fri 28 Jun
  { date: "2024-12-31", price: "17.2498" },
  { date: "2025-06-30", price: "18.0000" }, // valuation date
];
const AS_OF = "2025-06-30";

describe("compareFigures: annualised returns", () => {
  const figures = compareFigures(FUND, AS_OF);

  it("annualises 1 year: 30 Jun 2024 -> 30 Jun 2025 is 365 days, so it is the cumulative return", () => {
    // 18 / 16 - 1 = 12.5 %, (1.125)^(365/365) - 1 = 12.5 %
    expect(figures.annualised["1Y"]).toBe("12.5");
  });

  it("annualises 5 years over 1,826 days (29 Feb 2024 inside)", () => {
    // 18 / 12 - 1 = 50 %; 1.5^(365/1826) - 1
    //   365 / 1826 = 0.19989047097480832420...; x ln 1.5 (0.40546510810816438198) = 0.08104861142359255171
    //   e^0.08104861142359255171 = 1.08442361066098798424 -> 8.44236106609879842411 %
    expect(new Decimal(figures.annualised["5Y"] as string).toFixed(20)).toBe("8.44236106609879842411");
    expect(formatReturn(figures.annualised["5Y"])).toBe("8.44");
  });

  it("annualises 10 years over 3,653 days (2016, 2020, 2024 leap)", () => {
    // 18 / 10 - 1 = 80 %; 1.8^(365/3653) - 1
    //   365 / 3653 = 0.09991787571858746236...; x ln 1.8 (0.58778666490211900819) = 0.05873039493273294224
    //   e^0.05873039493273294224 = 1.06048928890878747710 -> 6.04892889087874770959 %
    expect(new Decimal(figures.annualised["10Y"] as string).toFixed(20)).toBe("6.04892889087874770959");
    expect(formatReturn(figures.annualised["10Y"])).toBe("6.05");
  });

  it("annualises since launch over 4,018 days", () => {
    // 18 / 10 - 1 = 80 %; 1.8^(365/4018) - 1 = e^(0.09084121453459432554 x 0.58778666490211900819) - 1
    //   = e^0.05339525452694709756 - 1 = 5.48464955855265497777 %
    expect(new Decimal(figures.annualised.SI as string).toFixed(20)).toBe("5.48464955855265497777");
  });

  it("gives the last five calendar years, most recent first, and the latest price", () => {
    // 2024: 17.2498 / 15.6816 = 1.1000025... ; 2023: 15.6816 / 14.256 = 1.1; 2022: 14.256 / 15.84 = 0.9;
    // 2021: 15.84 / 13.2 = 1.2; 2020: 13.2 / 11 = 1.2
    expect(figures.calendarYears.map(({ year, value }) => [year, formatReturn(value)])).toEqual([
      [2024, "10.00"],
      [2023, "10.00"],
      [2022, "-10.00"],
      [2021, "20.00"],
      [2020, "20.00"],
    ]);
    expect(figures.latest).toEqual({ date: "2025-06-30", price: "18.0000" });
  });

  it("shows N/A (null) for periods the fund is too young for", () => {
    const young = FUND.filter((point) => point.date >= "2020-12-31"); // first price 31 Dec 2020
    const youngFigures = compareFigures(young, AS_OF);
    expect(youngFigures.annualised["1Y"]).toBe("12.5");
    expect(youngFigures.annualised["5Y"]).toBeNull();
    expect(youngFigures.annualised["10Y"]).toBeNull();
    // SI: 31 Dec 2020 -> 30 Jun 2025 = 1,642 days; 18 / 13.2 - 1 = 36.3636...%
    expect(formatReturn(youngFigures.annualised.SI)).toBe("7.14"); // 1.363636...^(365/1642) - 1 = 7.1377 %
    expect(youngFigures.calendarYears.map(({ value }) => formatReturn(value))).toEqual([
      "10.00",
      "10.00",
      "-10.00",
      "20.00",
      "N/A",
    ]);
    // Under a year of record: nothing annualised; no risk class under 3 years.
    const baby = compareFigures(FUND.slice(-2), AS_OF);
    expect(Object.values(baby.annualised)).toEqual([null, null, null, null]);
    expect(baby.riskClass).toBeNull();
    expect(baby.volatility).toBeNull();
  });
});

describe("rebase", () => {
  const older: PricePoint[] = [
    { date: "2023-06-30", price: "8" },
    { date: "2024-06-28", price: "10" },
    { date: "2024-07-02", price: "11" },
    { date: "2025-06-27", price: "12" },
    { date: "2025-06-30", price: "12.5" },
  ];
  const newer: PricePoint[] = [
    { date: "2024-07-02", price: "2" },
    { date: "2025-06-27", price: "3" },
  ];

  it("starts every line at 100 on the common start and ends on the earliest last date", () => {
    expect(rebase([older, newer], "ALL")).toEqual({
      from: "2024-07-02",
      to: "2025-06-27",
      lines: [
        [
          { date: "2024-07-02", value: "100.0000" },
          { date: "2025-06-27", value: "109.0909" }, // 12 / 11 x 100 = 109.090909...
        ],
        [
          { date: "2024-07-02", value: "100.0000" },
          { date: "2025-06-27", value: "150.0000" },
        ],
      ],
    });
  });

  it("takes a period back from the common end, its base the last price on or before the start", () => {
    // 1Y back from Sun 29 Jun 2025 is Sat 29 Jun 2024: base 10 (Fri 28 Jun).
    expect(rebase([older], "1Y", "2025-06-29")).toEqual({
      from: "2024-06-29",
      to: "2025-06-29",
      lines: [
        [
          { date: "2024-06-29", value: "100.0000" },
          { date: "2024-07-02", value: "110.0000" },
          { date: "2025-06-27", value: "120.0000" },
        ],
      ],
    });
    // A period longer than the common history is cut to it.
    expect(rebase([older, newer], "10Y")?.from).toBe("2024-07-02");
  });

  it("is null without a common history", () => {
    expect(rebase([], "ALL")).toBeNull();
    expect(rebase([older, []], "ALL")).toBeNull();
    expect(rebase([older.slice(0, 1), newer], "3Y")).toBeNull();
    expect(COMPARE_PERIODS).toEqual(["1Y", "3Y", "5Y", "10Y", "ALL"]);
    expect(isComparePeriod("3Y")).toBe(true);
    expect(isComparePeriod("All")).toBe(false); // the price chart's "All" is not a compare period
    expect(MAX_COMPARE_FUNDS).toBe(10);
  });
});

describe("bestAndWorst", () => {
  it("marks the highest and lowest, ignoring N/A", () => {
    expect(bestAndWorst(["5.1", null, "-2", "7.25", "0"])).toEqual({ best: [3], worst: [2] });
  });

  it("marks ties on both sides", () => {
    expect(bestAndWorst(["3", "1", "3", "1", "2"])).toEqual({ best: [0, 2], worst: [1, 3] });
    expect(bestAndWorst(["3.0", "3", "1"])).toEqual({ best: [0, 1], worst: [2] });
  });

  it("turns round for rows where lower is better (fees)", () => {
    expect(bestAndWorst(["0.75", "1.5", "0.99"], "lower")).toEqual({ best: [0], worst: [1] });
    expect(bestAndWorst([1, 7, 4], "lower")).toEqual({ best: [0], worst: [1] });
  });

  it("marks nothing among equals or with fewer than two values", () => {
    expect(bestAndWorst([null, null])).toEqual({ best: [], worst: [] });
    expect(bestAndWorst(["4", null])).toEqual({ best: [], worst: [] });
    expect(bestAndWorst(["4", "4.00"])).toEqual({ best: [], worst: [] });
  });
});
