import { describe, expect, it } from "vitest";
import { normaliseTo100 } from "./normalise.ts";

describe("normaliseTo100 (part 2 §4.4)", () => {
  it("leaves an allocation already at 100 unchanged", () => {
    expect(normaliseTo100([50, 30, 20])).toEqual([50, 30, 20]);
    expect(normaliseTo100([100])).toEqual([100]);
  });

  it("gives the shortfall or excess to the largest entry", () => {
    // 33 + 33 + 33 = 99 -> the first largest (index 0) takes +1: 34, 33, 33
    expect(normaliseTo100([33, 33, 33])).toEqual([34, 33, 33]);
    // 20 + 50 + 31 = 101 -> the largest (50) takes -1: 20, 49, 31
    expect(normaliseTo100([20, 50, 31])).toEqual([20, 49, 31]);
    // 10 + 20 = 30 -> the largest (20) takes +70: 10, 90
    expect(normaliseTo100([10, 20])).toEqual([10, 90]);
  });

  it("adjusts the first of tied largest entries", () => {
    // 10 + 45 + 45 = 100 - fine; 10 + 44 + 44 = 98 -> index 1 takes +2: 10, 46, 44
    expect(normaliseTo100([10, 44, 44])).toEqual([10, 46, 44]);
  });

  it("rounds half-up to whole numbers before adjusting", () => {
    // thirds: 33.33 -> 33 each = 99 -> 34, 33, 33
    expect(normaliseTo100([100 / 3, 100 / 3, 100 / 3])).toEqual([34, 33, 33]);
    // 12.5 -> 13, 87.5 -> 88 = 101 -> the largest (88) takes -1: 13, 87
    expect(normaliseTo100([12.5, 87.5])).toEqual([13, 87]);
  });

  it("keeps ids and other fields of entries, in input order", () => {
    const entries = [
      { id: "A", percent: 25, name: "Equity" },
      { id: "B", percent: 40, name: "Bond" },
      { id: "C", percent: 25, name: "Cash" },
    ];
    // 25 + 40 + 25 = 90 -> B takes +10: 25, 50, 25
    expect(normaliseTo100(entries)).toEqual([
      { id: "A", percent: 25, name: "Equity" },
      { id: "B", percent: 50, name: "Bond" },
      { id: "C", percent: 25, name: "Cash" },
    ]);
  });

  it("returns empty and all-zero input unchanged", () => {
    expect(normaliseTo100([])).toEqual([]);
    expect(normaliseTo100([0, 0])).toEqual([0, 0]);
  });

  it("throws for negative entries or an impossible adjustment", () => {
    expect(() => normaliseTo100([-5, 105])).toThrow(RangeError);
    // 60 x 3 = 180 -> 60 - 80 = -20
    expect(() => normaliseTo100([60, 60, 60])).toThrow(RangeError);
  });
});
