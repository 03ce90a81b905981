import { describe, expect, it } from "vitest";
import { calendarDaysBetween, cumulativeShown, isReturnPeriod, periodStart } from "./periods.ts";

describe("periodStart", () => {
  it("goes back calendar months and years from the valuation date", () => {
    expect(periodStart("2024-05-31", "1M")).toBe("2024-04-30"); // 31 Apr does not exist -> 30 Apr
    expect(periodStart("2024-05-31", "6M")).toBe("2023-11-30");
    expect(periodStart("2024-05-31", "1Y")).toBe("2023-05-31");
    expect(periodStart("2024-05-31", "3Y")).toBe("2021-05-31");
    expect(periodStart("2024-05-31", "5Y")).toBe("2019-05-31");
    expect(periodStart("2024-05-31", "10Y")).toBe("2014-05-31");
  });

  it("clamps to the month end, 29 Feb in a leap year and 28 Feb otherwise", () => {
    expect(periodStart("2024-05-31", "3M")).toBe("2024-02-29");
    expect(periodStart("2023-05-31", "3M")).toBe("2023-02-28");
    expect(periodStart("2024-03-31", "1M")).toBe("2024-02-29");
    expect(periodStart("2024-08-31", "6M")).toBe("2024-02-29");
    expect(periodStart("2024-02-29", "1Y")).toBe("2023-02-28");
    expect(periodStart("2028-02-29", "1Y")).toBe("2027-02-28");
    expect(periodStart("2028-02-29", "10Y")).toBe("2018-02-28");
    expect(periodStart("2020-02-29", "10Y")).toBe("2010-02-28");
  });

  it("starts YTD at 31 Dec of the previous year, whatever weekday it is", () => {
    expect(periodStart("2024-05-31", "YTD")).toBe("2023-12-31"); // a Sunday
    expect(periodStart("2025-01-02", "YTD")).toBe("2024-12-31");
    expect(periodStart("2024-12-31", "YTD")).toBe("2023-12-31");
  });

  it("rejects a date that is not ISO", () => {
    expect(() => periodStart("31/05/2024", "1M")).toThrow(RangeError);
    expect(() => periodStart("2024-02-30", "1M")).toThrow(RangeError);
  });
});

describe("calendarDaysBetween", () => {
  it("counts calendar days, 29 Feb included", () => {
    // 2021-05-31 -> 2022-05-31 365, -> 2023-05-31 365, -> 2024-05-31 366 (29 Feb 2024) = 1096
    expect(calendarDaysBetween("2021-05-31", "2024-05-31")).toBe(1096);
    expect(calendarDaysBetween("2023-05-31", "2024-05-31")).toBe(366);
    expect(calendarDaysBetween("2024-05-31", "2025-05-31")).toBe(365);
    expect(calendarDaysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(calendarDaysBetween("2024-03-01", "2024-02-28")).toBe(-2);
  });
});

describe("cumulativeShown (6 months of track record)", () => {
  it("is true from the first price date + 6 calendar months", () => {
    // 2024-01-02 + 6 months = 2024-07-02
    expect(cumulativeShown("2024-01-02", "2024-07-01")).toBe(false);
    expect(cumulativeShown("2024-01-02", "2024-07-02")).toBe(true);
    expect(cumulativeShown("2024-01-02", "2030-01-01")).toBe(true);
  });

  it("clamps a month end: 31 Aug 2023 + 6 months = 29 Feb 2024", () => {
    expect(cumulativeShown("2023-08-31", "2024-02-28")).toBe(false);
    expect(cumulativeShown("2023-08-31", "2024-02-29")).toBe(true);
  });

  it("is false before the first price", () => {
    expect(cumulativeShown("2024-01-02", "2023-12-29")).toBe(false);
  });
});

describe("isReturnPeriod", () => {
  it("knows the periods", () => {
    expect(isReturnPeriod("YTD")).toBe(true);
    expect(isReturnPeriod("SI")).toBe(true);
    expect(isReturnPeriod("2Y")).toBe(false);
    expect(isReturnPeriod("All")).toBe(false);
  });
});
