import { describe, expect, it } from "vitest";
import { normaliseTo100, spreadEvenly, toAsciiDigits } from "./normalise.ts";
import { checkPercent, MAX_SWITCH_FUNDS, MIN_SWITCH_PERCENT } from "./validation.ts";

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

describe("spreadEvenly (the Spread evenly button)", () => {
  it("gives every count from 1 to 19 whole percentages of at least 5%, within 1 of each other, larger first, summing to 100", () => {
    for (let n = 1; n <= MAX_SWITCH_FUNDS; n += 1) {
      const spread = spreadEvenly(n);
      expect(spread, `n = ${n}`).toHaveLength(n);
      expect(
        spread.reduce((sum, value) => sum + value, 0),
        `n = ${n}`,
      ).toBe(100);
      expect(spread.every(Number.isInteger), `n = ${n}`).toBe(true);
      expect(Math.min(...spread), `n = ${n}`).toBeGreaterThanOrEqual(MIN_SWITCH_PERCENT);
      expect(Math.max(...spread) - Math.min(...spread), `n = ${n}`).toBeLessThanOrEqual(1);
      expect(
        [...spread].sort((a, b) => b - a),
        `n = ${n}`,
      ).toEqual(spread);
      // each entry passes the per-line rule as typed
      expect(spread.map((value) => checkPercent(String(value))).every((error) => error === null)).toBe(true);
    }
  });

  it("spreads the counts the old rounding got wrong", () => {
    expect(spreadEvenly(3)).toEqual([34, 33, 33]);
    // 13 funds: 100 / 13 = 7.69 -> nine of 8 and four of 7 (rounding then normalising gave one of 4)
    expect(spreadEvenly(13)).toEqual([8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 7, 7, 7]);
    expect(spreadEvenly(15)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6]);
    expect(spreadEvenly(17)).toEqual([6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5]);
    // 18 funds: rounding 5.56 up to 6 gave 108, which the largest entry could not absorb
    expect(spreadEvenly(18)).toEqual([...Array(10).fill(6), ...Array(8).fill(5)]);
    expect(spreadEvenly(19)).toEqual([...Array(5).fill(6), ...Array(14).fill(5)]);
  });

  it("is empty for no funds and refuses a count that is not a whole number of funds", () => {
    expect(spreadEvenly(0)).toEqual([]);
    expect(() => spreadEvenly(-1)).toThrow(RangeError);
    expect(() => spreadEvenly(2.5)).toThrow(RangeError);
    expect(() => spreadEvenly(101)).toThrow(RangeError);
  });
});

describe("toAsciiDigits (typing with a Chinese input method)", () => {
  it("turns full-width digits, full stop and spaces into ASCII", () => {
    expect(toAsciiDigits("５０")).toBe("50");
    expect(toAsciiDigits("０１２３４５６７８９")).toBe("0123456789");
    expect(toAsciiDigits("１２．５")).toBe("12.5");
    expect(toAsciiDigits("\u3000３３")).toBe(" 33");
    expect(toAsciiDigits("－５")).toBe("-5");
  });

  it("leaves ASCII and other text alone, so the rules still refuse it", () => {
    expect(toAsciiDigits("50")).toBe("50");
    expect(toAsciiDigits("五十")).toBe("五十");
    expect(toAsciiDigits("５０％")).toBe("50％");
    expect(checkPercent(toAsciiDigits("５０"))).toBeNull();
    expect(checkPercent(toAsciiDigits("１２．５"))).toBe("percent-not-whole");
    // the validators themselves take no full-width digits
    expect(checkPercent("５０")).toBe("percent-not-whole");
  });
});
