import { describe, expect, it } from "vitest";
import { addDays, weekdayOf } from "../time.ts";
import { COMPARE_PERIODS, compareFigures, rebase } from "./compare.ts";
import {
  bucketEnd,
  COMPARE_CHART_STEP,
  compareChart,
  compareChartDates,
  compareChartFrame,
  compareFigureDates,
  lastRebasedValue,
  samplePoints,
} from "./compare-chart.ts";
import { type PricePoint, priceOnOrBefore } from "./series.ts";

/** A daily series on weekdays from `from` to `to`, prices from a fixed pseudo-random walk. */
function weekdaySeries(from: string, to: string, seed: number, start = 10): PricePoint[] {
  const points: PricePoint[] = [];
  let price = start;
  let state = seed;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = weekdayOf(date);
    if (day === 0 || day === 6) continue;
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    price *= 1 + (state / 2_147_483_648 - 0.495) * 0.02;
    points.push({ date, price: price.toFixed(4) });
  }
  return points;
}

/** The series a server reads: each fund's first and last price and its last price on or before each date. */
function sparse(series: readonly PricePoint[], dates: readonly string[]): PricePoint[] {
  const byDate = new Map<string, PricePoint>();
  const keep = (point: PricePoint | null | undefined) => {
    if (point) byDate.set(point.date, point);
  };
  keep(series[0]);
  keep(series[series.length - 1]);
  for (const date of dates) keep(priceOnOrBefore(series, date));
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

const OLD = weekdaySeries("1996-12-02", "2026-02-27", 7);
const MIDDLE = weekdaySeries("2014-03-17", "2026-02-27", 11, 20);
const YOUNG = weekdaySeries("2022-08-01", "2026-02-26", 13, 1);
const AS_OF = "2026-02-27";

describe("bucketEnd and samplePoints", () => {
  it("ends weeks on Sunday and months on their last day", () => {
    expect(bucketEnd("2026-02-23", "week")).toBe("2026-03-01"); // Mon -> Sun
    expect(bucketEnd("2026-03-01", "week")).toBe("2026-03-01"); // Sun itself
    expect(bucketEnd("2024-02-10", "month")).toBe("2024-02-29");
    expect(bucketEnd("2024-02-10", "day")).toBe("2024-02-10");
  });

  it("keeps the first point and the last point of each week or month", () => {
    const points = [
      { date: "2026-01-28", value: "100" }, // Wed: first, always kept
      { date: "2026-01-29", value: "101" },
      { date: "2026-01-30", value: "102" }, // Fri: last of its week and of January
      { date: "2026-02-02", value: "103" },
      { date: "2026-02-06", value: "104" }, // last of its week
      { date: "2026-02-09", value: "105" }, // the last point
    ];
    expect(samplePoints(points, "week").map((p) => p.value)).toEqual(["100", "102", "104", "105"]);
    expect(samplePoints(points, "month").map((p) => p.value)).toEqual(["100", "102", "105"]);
    expect(samplePoints(points, "day")).toEqual(points);
    expect(samplePoints([], "week")).toEqual([]);
  });
});

describe("compareChart", () => {
  it("is rebase with each line sampled by the period's step, for every period", () => {
    for (const period of COMPARE_PERIODS) {
      const full = rebase([OLD, MIDDLE, YOUNG], period, AS_OF);
      const chart = compareChart([OLD, MIDDLE, YOUNG], period, AS_OF);
      if (!full || !chart) throw new Error("no common history");
      expect(chart.from, period).toBe(full.from);
      expect(chart.to, period).toBe(full.to);
      expect(chart.lines, period).toEqual(
        full.lines.map((line) => samplePoints(line, COMPARE_CHART_STEP[period])),
      );
    }
  });

  it("keeps the answer small: daily for a year, weekly, then monthly", () => {
    const sizes = COMPARE_PERIODS.map(
      (period) => compareChart([OLD, MIDDLE], period, AS_OF)?.lines[0]?.length,
    );
    // 1Y: every weekday; 3Y and 5Y: a point a week; 10Y: a month; ALL: since MIDDLE's launch, monthly.
    expect(sizes[0]).toBeGreaterThan(250);
    expect(sizes[1]).toBeGreaterThanOrEqual(156);
    expect(sizes[1]).toBeLessThanOrEqual(159);
    expect(sizes[2]).toBeGreaterThanOrEqual(260);
    expect(sizes[2]).toBeLessThanOrEqual(263);
    expect(sizes[3]).toBeLessThanOrEqual(122);
    expect(sizes[4]).toBeLessThanOrEqual(145);
  });

  it("gives from the first to the last point: 100 at the start", () => {
    const chart = compareChart([OLD, YOUNG], "ALL", AS_OF);
    expect(chart?.from).toBe("2022-08-01");
    expect(chart?.to).toBe("2026-02-26"); // YOUNG's last price
    expect(chart?.lines.map((line) => line[0]?.value)).toEqual(["100.0000", "100.0000"]);
    const line = chart?.lines[1] ?? [];
    expect(lastRebasedValue(line)).toBe(line[line.length - 1]?.value);
    expect(lastRebasedValue([])).toBeNull();
  });

  it("is null without a common history", () => {
    expect(compareChart([], "1Y")).toBeNull();
    expect(compareChart([OLD, []], "1Y")).toBeNull();
    expect(compareChartFrame([OLD.slice(0, 3), YOUNG], "ALL")).toBeNull();
  });

  it("gives the same chart from the prices on or before compareChartDates as from the whole series", () => {
    for (const period of COMPARE_PERIODS) {
      const all = [OLD, MIDDLE, YOUNG];
      const frame = compareChartFrame(all, period, AS_OF);
      if (!frame) throw new Error("no frame");
      const dates = compareChartDates(frame.from, frame.to, period);
      expect(
        compareChart(
          all.map((series) => sparse(series, dates)),
          period,
          AS_OF,
        ),
        period,
      ).toEqual(compareChart(all, period, AS_OF));
    }
  });

  it("lists from, each week's or month's end inside, and to", () => {
    expect(compareChartDates("2026-01-28", "2026-02-11", "3Y")).toEqual([
      "2026-01-28",
      "2026-02-01",
      "2026-02-08",
      "2026-02-11",
    ]);
    expect(compareChartDates("2025-11-15", "2026-01-31", "ALL")).toEqual([
      "2025-11-15",
      "2025-11-30",
      "2025-12-31",
      "2026-01-31",
    ]);
    expect(compareChartDates("2026-02-02", "2026-02-04", "1Y")).toEqual([
      "2026-02-02",
      "2026-02-03",
      "2026-02-04",
    ]);
  });
});

describe("compareFigureDates", () => {
  it("gives compareFigures exactly what the whole series gives", () => {
    for (const asOf of [AS_OF, "2025-12-31", "2024-02-29", "2025-06-15"]) {
      const dates = compareFigureDates(asOf);
      for (const series of [OLD, MIDDLE, YOUNG]) {
        const upTo = series.filter((point) => point.date <= asOf);
        expect(compareFigures(sparse(upTo, dates), asOf), asOf).toEqual(compareFigures(upTo, asOf));
      }
    }
  });

  it("holds asOf, the period starts, six year ends and 37 month ends", () => {
    const dates = compareFigureDates("2026-02-27");
    expect(dates).toContain("2026-02-27");
    expect(dates).toContain("2025-02-27"); // 1Y
    expect(dates).toContain("2016-02-27"); // 10Y
    expect(dates).toContain("2020-12-31");
    expect(dates).toContain("2023-01-31"); // the 37th month end back
    expect(dates).not.toContain("2026-02-28"); // February not ended on the 27th
    expect(dates).not.toContain("2022-11-30"); // the 38th month end back
  });
});
