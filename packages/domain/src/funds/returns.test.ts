import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { isDealingDay, isHkPublicHoliday } from "../dealing-days.ts";
import { weekdayOf } from "../time.ts";
import {
  annualisedReturn,
  calendarYearReturns,
  cumulativeReturn,
  dailyChange,
  formatReturn,
  fundPerformance,
  periodReturn,
} from "./returns.ts";
import type { PricePoint } from "./series.ts";

/**
 * A fund launched 31 May 2019 at 10.0000, valued as of Fri 31 May 2024 (price 14.3000). Only the
 * prices the tests look at are listed (a real series has every dealing day); all are dealing days.
 */
const FUND: PricePoint[] = [
  { date: "2019-05-31", price: "10.0000" }, // first price (5Y start, SI)
  { date: "2019-12-31", price: "10.5000" },
  { date: "2020-12-31", price: "9.5000" },
  { date: "2021-05-31", price: "7.1500" }, // 3Y start: 14.3 is exactly twice 7.15
  { date: "2021-12-31", price: "8.0000" },
  { date: "2022-12-30", price: "12.0000" }, // Sat 31 Dec 2022 -> Fri 30 Dec
  { date: "2023-05-31", price: "12.5000" }, // 1Y start
  { date: "2023-11-30", price: "12.8000" }, // 6M start
  { date: "2023-12-27", price: "13.0000" },
  { date: "2023-12-28", price: "13.1000" },
  { date: "2023-12-29", price: "13.2000" }, // YTD base: 31 Dec 2023 is a Sunday
  { date: "2024-01-02", price: "13.3000" }, // Mon 1 Jan 2024 is a public holiday
  { date: "2024-01-31", price: "13.4000" },
  { date: "2024-02-28", price: "13.5000" },
  { date: "2024-02-29", price: "13.6000" }, // leap day, 3M start (31 May - 3 months)
  { date: "2024-03-01", price: "13.7000" },
  { date: "2024-04-30", price: "14.0000" }, // 1M start
  { date: "2024-05-30", price: "14.2000" },
  { date: "2024-05-31", price: "14.3000" }, // valuation date
];
const AS_OF = "2024-05-31";

describe("the fixture", () => {
  it("uses dealing days only, around a Sunday and a public holiday", () => {
    expect(FUND.every((point) => isDealingDay(point.date))).toBe(true);
    expect(weekdayOf("2023-12-31")).toBe(0);
    expect(isHkPublicHoliday("2024-01-01")).toBe(true);
  });
});

describe("cumulativeReturn", () => {
  it("works every period as of 31 May 2024", () => {
    // 1M : 14.3 / 14.0 (30 Apr 2024) - 1 = 0.3 / 14.0  = 2.142857142857...%
    expect(cumulativeReturn(FUND, AS_OF, "1M")).toBe("2.142857142857142857142857142857142857143");
    // 3M : 14.3 / 13.6 (29 Feb 2024) - 1 = 0.7 / 13.6  = 5.147058823529...%
    expect(cumulativeReturn(FUND, AS_OF, "3M")).toBe("5.147058823529411764705882352941176470588");
    // 6M : 14.3 / 12.8 (30 Nov 2023) - 1 = 1.5 / 12.8  = 11.71875% exactly
    expect(cumulativeReturn(FUND, AS_OF, "6M")).toBe("11.71875");
    // YTD: 31 Dec 2023 is a Sunday -> 29 Dec 2023: 14.3 / 13.2 - 1 = 1.1 / 13.2 = 8.3333...%
    expect(cumulativeReturn(FUND, AS_OF, "YTD")).toBe("8.333333333333333333333333333333333333333");
    // 1Y : 14.3 / 12.5 (31 May 2023) - 1 = 1.8 / 12.5  = 14.4%
    expect(cumulativeReturn(FUND, AS_OF, "1Y")).toBe("14.4");
    // 3Y : 14.3 / 7.15 (31 May 2021) - 1 = 2 - 1       = 100%
    expect(cumulativeReturn(FUND, AS_OF, "3Y")).toBe("100");
    // 5Y : 14.3 / 10.0 (31 May 2019, the first price, on the boundary itself) - 1 = 43%
    expect(cumulativeReturn(FUND, AS_OF, "5Y")).toBe("43");
    // SI : 14.3 / 10.0 (first price) - 1 = 43%
    expect(cumulativeReturn(FUND, AS_OF, "SI")).toBe("43");
  });

  it("is null (N/A) when the fund is younger than the period", () => {
    // 10Y starts 31 May 2014, before the first price of 31 May 2019
    expect(cumulativeReturn(FUND, AS_OF, "10Y")).toBeNull();
    // A fund whose first price is 1 Jun 2023: the 1Y boundary 31 May 2023 is before it
    const young: PricePoint[] = [
      { date: "2023-06-01", price: "10.0000" },
      { date: "2024-05-31", price: "11.0000" },
    ];
    expect(cumulativeReturn(young, AS_OF, "1Y")).toBeNull();
    // ... but 6M (30 Nov 2023) is covered: 11 / 10 - 1 = 10%
    expect(cumulativeReturn(young, AS_OF, "6M")).toBe("10");
    expect(cumulativeReturn(young, AS_OF, "SI")).toBe("10");
  });

  it("takes the dealing day before a boundary on a public holiday", () => {
    // As of Thu 1 Feb 2024 (no price: the 31 Jan price 13.4 is the end)
    // 1M boundary Mon 1 Jan 2024 (holiday; 30-31 Dec weekend) -> Fri 29 Dec 2023 at 13.2
    // 13.4 / 13.2 - 1 = 0.2 / 13.2 = 1.5151...%
    expect(cumulativeReturn(FUND, "2024-02-01", "1M")).toBe("1.515151515151515151515151515151515151515");
  });

  it("takes the last price on or before a valuation date without a price", () => {
    // Sat 1 Jun 2024: the end price is still 14.3 of Fri 31 May; 1M boundary 1 May 2024 -> 14.0 (30 Apr)
    expect(cumulativeReturn(FUND, "2024-06-01", "1M")).toBe("2.142857142857142857142857142857142857143");
  });

  it("gives negative returns", () => {
    // As of 31 Dec 2021, 1Y boundary 31 Dec 2020 at 9.5; end 8.0
    // 8.0 / 9.5 - 1 = -1.5 / 9.5 = -15.789473684...%
    expect(cumulativeReturn(FUND, "2021-12-31", "1Y")).toBe("-15.78947368421052631578947368421052631579");
    // As of 31 May 2021, SI: 7.15 / 10 - 1 = -28.5%
    expect(cumulativeReturn(FUND, "2021-05-31", "SI")).toBe("-28.5");
  });

  it("gives 0 for no change", () => {
    const flat: PricePoint[] = [
      { date: "2023-12-29", price: "10.0000" },
      { date: "2024-02-01", price: "10.0000" },
    ];
    expect(cumulativeReturn(flat, "2024-02-01", "1M")).toBe("0");
  });

  it("counts a fund first priced the dealing day after a holiday boundary as younger", () => {
    // 1M as of 1 Feb 2024 starts Mon 1 Jan 2024 (holiday); first price Tue 2 Jan > 1 Jan -> N/A
    const launched: PricePoint[] = [
      { date: "2024-01-02", price: "10.0000" },
      { date: "2024-02-01", price: "10.5000" },
    ];
    expect(cumulativeReturn(launched, "2024-02-01", "1M")).toBeNull();
    expect(cumulativeReturn(launched, "2024-02-01", "SI")).toBe("5"); // 10.5 / 10 - 1
  });

  it("is null for a zero start price", () => {
    const zero: PricePoint[] = [
      { date: "2024-01-02", price: "0.0000" },
      { date: "2024-02-02", price: "10.0000" },
    ];
    expect(cumulativeReturn(zero, "2024-02-02", "1M")).toBeNull();
    expect(cumulativeReturn(zero, "2024-02-02", "SI")).toBeNull();
  });

  it("is null with no price on or before the valuation date", () => {
    expect(cumulativeReturn(FUND, "2019-05-30", "SI")).toBeNull();
    expect(cumulativeReturn([], AS_OF, "1M")).toBeNull();
  });
});

describe("annualisedReturn", () => {
  it("annualises a 3-year doubling over 1,096 days", () => {
    // (1 + 100/100)^(365/1096) - 1 = 2^0.333029197...
    //   365 / 1096      = 0.33302919708029197080...
    //   x ln 2          = 0.33302919708 x 0.69314718056 = 0.23083824900...
    //   e^0.230838249   = 1.25965547243803127794...
    //   -1, x 100       = 25.96554724380312779464...%   (displayed 25.97)
    const value = annualisedReturn("100", 1096);
    expect(new Decimal(value as string).toFixed(20)).toBe("25.96554724380312779464");
    expect(formatReturn(value)).toBe("25.97");
  });

  it("annualises a loss", () => {
    // (1 - 0.19)^(365/730) - 1 = 0.81^0.5 - 1 = 0.9 - 1 = -10%
    expect(new Decimal(annualisedReturn("-19", 730) as string).toFixed(30)).toBe(
      new Decimal(-10).toFixed(30),
    );
  });

  it("keeps exactly one year as it is and gives -100% for a total loss", () => {
    // (1 + 0.10)^(365/365) - 1 = 10%
    expect(annualisedReturn("10", 365)).toBe("10");
    // 0^(365/730) - 1 = -100%
    expect(annualisedReturn("-100", 730)).toBe("-100");
  });

  it("is null under a year or without a cumulative return", () => {
    expect(annualisedReturn("10", 364)).toBeNull();
    expect(annualisedReturn("10", 0)).toBeNull();
    expect(annualisedReturn(null, 1096)).toBeNull();
    expect(annualisedReturn("10", Number.NaN)).toBeNull();
  });
});

describe("periodReturn", () => {
  it("gives the boundary, the days and both returns", () => {
    const threeYears = periodReturn(FUND, AS_OF, "3Y");
    expect(threeYears).toMatchObject({ period: "3Y", from: "2021-05-31", days: 1096, cumulative: "100" });
    expect(new Decimal(threeYears.annualised as string).toFixed(20)).toBe("25.96554724380312779464");

    // 1Y spans 366 days (29 Feb 2024): 1.144^(365/366) - 1
    //   ln 1.144 = 0.134531..., x 365/366 = 0.134164..., e^ = 1.1435795763..., -> 14.3579576339...%
    const oneYear = periodReturn(FUND, AS_OF, "1Y");
    expect(oneYear).toMatchObject({ from: "2023-05-31", days: 366, cumulative: "14.4" });
    expect(new Decimal(oneYear.annualised as string).toFixed(20)).toBe("14.35795763392738527191");

    // SI: 31 May 2019 -> 31 May 2024 = 1827 days (2020 and 2024 leap): 1.43^(365/1827) - 1
    //   ln 1.43 = 0.357674..., x 365/1827 = 0.071456..., e^ = 1.0740715138..., -> 7.4071513797...%
    const sinceInception = periodReturn(FUND, AS_OF, "SI");
    expect(sinceInception).toMatchObject({ from: "2019-05-31", days: 1827, cumulative: "43" });
    expect(new Decimal(sinceInception.annualised as string).toFixed(20)).toBe("7.40715137971925596117");
  });

  it("does not annualise periods under a year, and has nothing for a too-young fund", () => {
    expect(periodReturn(FUND, AS_OF, "6M")).toEqual({
      period: "6M",
      from: "2023-11-30",
      days: 183, // Nov 30 -> May 31: 31+31+29+31+30+31 = 183
      cumulative: "11.71875",
      annualised: null,
    });
    expect(periodReturn(FUND, AS_OF, "10Y")).toEqual({
      period: "10Y",
      from: "2014-05-31",
      days: 3653,
      cumulative: null,
      annualised: null,
    });
    expect(periodReturn([], AS_OF, "SI")).toEqual({
      period: "SI",
      from: null,
      days: null,
      cumulative: null,
      annualised: null,
    });
  });
});

describe("fundPerformance", () => {
  it("gives every period in the record's order", () => {
    const table = fundPerformance(FUND, AS_OF);
    expect(
      table.map((row) => [row.period, formatReturn(row.cumulative), formatReturn(row.annualised)]),
    ).toEqual([
      ["1M", "2.14", "N/A"],
      ["3M", "5.15", "N/A"],
      ["6M", "11.72", "N/A"], // 11.71875 -> 11.72
      ["1Y", "14.40", "14.36"],
      ["3Y", "100.00", "25.97"],
      ["5Y", "43.00", "7.41"],
      ["10Y", "N/A", "N/A"],
      ["YTD", "8.33", "N/A"],
      ["SI", "43.00", "7.41"],
    ]);
  });

  it("hides every return until 6 months of track record", () => {
    const young: PricePoint[] = [
      { date: "2024-01-02", price: "10.0000" },
      { date: "2024-05-31", price: "10.5000" },
      { date: "2024-07-02", price: "11.0000" },
    ];
    // 2024-01-02 + 6 months = 2024-07-02
    expect(fundPerformance(young, "2024-05-31").every((r) => r.cumulative === null)).toBe(true);
    const shown = fundPerformance(young, "2024-07-02", ["1M", "6M", "SI"]);
    // 1M boundary 2 Jun 2024 -> 10.5 (31 May): 11 / 10.5 - 1 = 4.7619...%; 6M and SI: 11 / 10 - 1 = 10%
    expect(shown.map((row) => formatReturn(row.cumulative))).toEqual(["4.76", "10.00", "10.00"]);
    expect(fundPerformance([], AS_OF, ["SI"])[0]?.cumulative).toBeNull();
  });
});

describe("calendarYearReturns", () => {
  it("gives the last five complete years, most recent first", () => {
    expect(calendarYearReturns(FUND, AS_OF)).toEqual([
      // 2023: 13.2 (29 Dec 2023) / 12.0 (30 Dec 2022, 31 Dec a Saturday) - 1 = 10%
      { year: 2023, value: "10" },
      // 2022: 12.0 / 8.0 (31 Dec 2021) - 1 = 50%
      { year: 2022, value: "50" },
      // 2021: 8.0 / 9.5 (31 Dec 2020) - 1 = -1.5 / 9.5 = -15.789...%
      { year: 2021, value: "-15.78947368421052631578947368421052631579" },
      // 2020: 9.5 / 10.5 (31 Dec 2019) - 1 = -1 / 10.5 = -9.5238...%
      { year: 2020, value: "-9.523809523809523809523809523809523809524" },
      // 2019: no price on or before 31 Dec 2018 (launched 31 May 2019) -> N/A
      { year: 2019, value: null },
    ]);
  });

  it("counts years before the valuation date's year only, and takes N years", () => {
    // As of 31 Dec 2023, 2023 is not yet a complete year for this rule: 2022 comes first
    expect(calendarYearReturns(FUND, "2023-12-31", 2)).toEqual([
      { year: 2022, value: "50" },
      { year: 2021, value: "-15.78947368421052631578947368421052631579" },
    ]);
    expect(calendarYearReturns(FUND, "2020-06-30", 2)).toEqual([
      { year: 2019, value: null },
      { year: 2018, value: null },
    ]);
    expect(calendarYearReturns(FUND, AS_OF, 0)).toEqual([]);
  });

  it("is null for a zero year-start price", () => {
    const zero: PricePoint[] = [
      { date: "2022-12-30", price: "0.00" },
      { date: "2023-12-29", price: "1.00" },
    ];
    expect(calendarYearReturns(zero, "2024-01-02", 1)).toEqual([{ year: 2023, value: null }]);
  });
});

describe("dailyChange", () => {
  it("compares the last price with the one before", () => {
    // 14.3 - 14.2 = 0.1; 0.1 / 14.2 x 100 = 0.70422535...%
    expect(dailyChange(FUND)).toEqual({
      date: "2024-05-31",
      price: "14.3000",
      previousDate: "2024-05-30",
      previousPrice: "14.2000",
      change: "0.1",
      percent: "0.7042253521126760563380281690140845070423",
    });
  });

  it("gives falls as negatives and 0 for no change", () => {
    // 9.9975 - 10.0000 = -0.0025; -0.0025 / 10 x 100 = -0.025%
    const fall = dailyChange([
      { date: "2024-05-30", price: "10.0000" },
      { date: "2024-05-31", price: "9.9975" },
    ]);
    expect(fall).toMatchObject({ change: "-0.0025", percent: "-0.025" });
    expect(formatReturn(fall?.percent)).toBe("-0.03"); // half-up, away from zero
    const flat = dailyChange([
      { date: "2024-05-30", price: "10.00" },
      { date: "2024-05-31", price: "10.00" },
    ]);
    expect(flat).toMatchObject({ change: "0", percent: "0" });
  });

  it("is null with fewer than two prices; the percent is null over a zero price", () => {
    expect(dailyChange([])).toBeNull();
    expect(dailyChange([{ date: "2024-05-31", price: "10.0000" }])).toBeNull();
    expect(
      dailyChange([
        { date: "2024-05-30", price: "0.0000" },
        { date: "2024-05-31", price: "1.0000" },
      ]),
    ).toMatchObject({ change: "1", percent: null });
  });
});

describe("formatReturn (part 2 §5.3)", () => {
  it("rounds half up to 2 decimals", () => {
    expect(formatReturn("12.345")).toBe("12.35");
    expect(formatReturn("12.3449999")).toBe("12.34");
    expect(formatReturn("-12.345")).toBe("-12.35");
    expect(formatReturn("2.142857142857142857142857142857142857143")).toBe("2.14");
    expect(formatReturn("43")).toBe("43.00");
    expect(formatReturn("0")).toBe("0.00");
  });

  it("never shows -0.00", () => {
    expect(formatReturn("-0.004")).toBe("0.00");
    expect(formatReturn("-0.005")).toBe("-0.01");
  });

  it("shows N/A for a missing value, or the text given", () => {
    expect(formatReturn(null)).toBe("N/A");
    expect(formatReturn(undefined)).toBe("N/A");
    expect(formatReturn("")).toBe("N/A");
    expect(formatReturn("N/A")).toBe("N/A");
    expect(formatReturn("abc")).toBe("N/A");
    expect(formatReturn("Infinity")).toBe("N/A");
    expect(formatReturn(null, "不適用")).toBe("不適用");
  });
});
