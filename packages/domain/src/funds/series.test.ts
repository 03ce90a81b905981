import { describe, expect, it } from "vitest";
import { addDays, weekdayOf } from "../time.ts";
import { periodStart, RETURN_PERIODS } from "./periods.ts";
import { calendarYearReturns, fundPerformance } from "./returns.ts";
import { boundarySeries, type PricePoint, priceOnOrBefore, seriesBetween } from "./series.ts";

// Tue 26 Dec 2023 (Boxing Day), Sun 31 Dec 2023 and Mon 1 Jan 2024 are not dealing days.
const SERIES: PricePoint[] = [
  { date: "2023-12-22", price: "12.9000" },
  { date: "2023-12-27", price: "13.0000" },
  { date: "2023-12-28", price: "13.1000" },
  { date: "2023-12-29", price: "13.2000" },
  { date: "2024-01-02", price: "13.3000" },
  { date: "2024-02-29", price: "13.6000" },
];

describe("priceOnOrBefore", () => {
  it("takes the price of the date itself when there is one", () => {
    expect(priceOnOrBefore(SERIES, "2023-12-28")).toEqual({ date: "2023-12-28", price: "13.1000" });
    expect(priceOnOrBefore(SERIES, "2024-02-29")).toEqual({ date: "2024-02-29", price: "13.6000" });
  });

  it("takes the dealing day before a weekend or public holiday", () => {
    // Sun 31 Dec 2023 and Mon 1 Jan 2024 (holiday) -> Fri 29 Dec 2023; Boxing Day -> Fri 22 Dec
    expect(priceOnOrBefore(SERIES, "2023-12-31")?.date).toBe("2023-12-29");
    expect(priceOnOrBefore(SERIES, "2024-01-01")?.date).toBe("2023-12-29");
    expect(priceOnOrBefore(SERIES, "2023-12-26")?.date).toBe("2023-12-22");
  });

  it("takes the last price after the series ends, and null before it starts or when empty", () => {
    expect(priceOnOrBefore(SERIES, "2030-01-01")?.date).toBe("2024-02-29");
    expect(priceOnOrBefore(SERIES, "2023-12-21")).toBeNull();
    expect(priceOnOrBefore([], "2024-01-01")).toBeNull();
  });

  it("agrees with a linear scan over 30 years of weekday prices", () => {
    const series: PricePoint[] = [];
    for (let d = "1996-11-15"; d <= "2026-11-13"; d = addDays(d, 1)) {
      const weekday = weekdayOf(d);
      if (weekday !== 0 && weekday !== 6) series.push({ date: d, price: String(series.length + 1) });
    }
    expect(series.length).toBeGreaterThan(7_800);
    const linear = (date: string) => series.filter((point) => point.date <= date).at(-1) ?? null;
    for (let d = "1996-11-10"; d <= "2026-11-20"; d = addDays(d, 37)) {
      expect(priceOnOrBefore(series, d)).toEqual(linear(d));
    }
    expect(priceOnOrBefore(series, "2026-11-15")?.date).toBe("2026-11-13"); // Sunday -> Friday
  });
});

describe("seriesBetween", () => {
  it("keeps the points from `from` to `to`, both ends included", () => {
    expect(seriesBetween(SERIES, "2023-12-27", "2023-12-29").map((p) => p.date)).toEqual([
      "2023-12-27",
      "2023-12-28",
      "2023-12-29",
    ]);
    expect(seriesBetween(SERIES, "2023-12-30", "2024-01-31").map((p) => p.date)).toEqual(["2024-01-02"]);
    expect(seriesBetween(SERIES, "2000-01-01", "2030-01-01")).toEqual(SERIES);
  });

  it("is empty when nothing falls inside or from > to", () => {
    expect(seriesBetween(SERIES, "2023-12-30", "2024-01-01")).toEqual([]);
    expect(seriesBetween(SERIES, "2024-01-02", "2023-12-27")).toEqual([]);
    expect(seriesBetween([], "2023-01-01", "2024-01-01")).toEqual([]);
  });
});

describe("boundarySeries", () => {
  it("keeps the first point and the last point on or before each date, in date order, each once", () => {
    // 2024-01-01 (holiday) and 2023-12-31 (Sunday) both fall back to Fri 29 Dec; 2023-12-20 is
    // before the first price and adds nothing; 2030-01-01 takes the last price.
    expect(
      boundarySeries(SERIES, ["2030-01-01", "2024-01-01", "2023-12-31", "2023-12-20", "2023-12-27"]),
    ).toEqual([
      { date: "2023-12-22", price: "12.9000" },
      { date: "2023-12-27", price: "13.0000" },
      { date: "2023-12-29", price: "13.2000" },
      { date: "2024-02-29", price: "13.6000" },
    ]);
  });

  it("is the first point alone for no dates, and empty for an empty series", () => {
    expect(boundarySeries(SERIES, [])).toEqual([{ date: "2023-12-22", price: "12.9000" }]);
    expect(boundarySeries([], ["2024-01-02"])).toEqual([]);
  });

  it("gives every period's and calendar year's return the whole series gives, at its boundaries", () => {
    // Twelve years of weekday prices, rising and falling: the returns read from the sparse series
    // of an as-of date's boundaries (the periods' starts and six year ends, as the fund pages ask)
    // equal those read from the whole series, digit for digit.
    const series: PricePoint[] = [];
    for (let d = "2015-03-02"; d <= "2026-11-13"; d = addDays(d, 1)) {
      const weekday = weekdayOf(d);
      const n = series.length;
      if (weekday !== 0 && weekday !== 6)
        series.push({ date: d, price: (10 + (n % 97) / 10 + n / 1000).toFixed(4) });
    }
    for (const asOf of ["2026-11-13", "2026-02-28", "2024-02-29", "2020-12-31", "2015-06-30"]) {
      const year = Number(asOf.slice(0, 4));
      const dates = [
        asOf,
        ...RETURN_PERIODS.flatMap((p) => (p === "SI" ? [] : [periodStart(asOf, p)])),
        ...[1, 2, 3, 4, 5, 6].map((n) => `${year - n}-12-31`),
      ];
      const sparse = boundarySeries(series, dates);
      expect(sparse.length).toBeLessThanOrEqual(dates.length + 1);
      expect(fundPerformance(sparse, asOf, RETURN_PERIODS)).toEqual(
        fundPerformance(series, asOf, RETURN_PERIODS),
      );
      expect(calendarYearReturns(sparse, asOf)).toEqual(calendarYearReturns(series, asOf));
    }
  });
});
