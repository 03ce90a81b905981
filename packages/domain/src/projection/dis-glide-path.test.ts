import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { DIS_DE_RISKING_TABLE, disMix } from "./dis-glide-path.ts";

describe("disMix", () => {
  it("keeps everything in the Core Accumulation Fund below 50", () => {
    expect(disMix(49)).toEqual({ coreAccumulation: "100.0", age65Plus: "0.0" });
    expect(disMix(18)).toEqual({ coreAccumulation: "100.0", age65Plus: "0.0" });
  });

  it("starts de-risking at 50: 14/15 = 93.3 %", () => {
    expect(disMix(50)).toEqual({ coreAccumulation: "93.3", age65Plus: "6.7" });
  });

  it("is halfway at 57: 7/15 = 46.7 %", () => {
    expect(disMix(57)).toEqual({ coreAccumulation: "46.7", age65Plus: "53.3" });
  });

  it("is all Age 65 Plus Fund from 64", () => {
    expect(disMix(64)).toEqual({ coreAccumulation: "0.0", age65Plus: "100.0" });
    expect(disMix(65)).toEqual({ coreAccumulation: "0.0", age65Plus: "100.0" });
    expect(disMix(80)).toEqual({ coreAccumulation: "0.0", age65Plus: "100.0" });
  });

  it("is the 1/15-a-year rule rounded half-up to one decimal, each row totalling 100", () => {
    DIS_DE_RISKING_TABLE.forEach((row, i) => {
      const expected = new Decimal(14 - i).div(15).times(100).toFixed(1, Decimal.ROUND_HALF_UP);
      expect(row.coreAccumulation).toBe(expected);
      expect(new Decimal(row.coreAccumulation).plus(row.age65Plus).eq(100)).toBe(true);
    });
  });

  it("refuses what is not an age", () => {
    expect(() => disMix(50.5)).toThrow(RangeError);
    expect(() => disMix(-1)).toThrow(RangeError);
  });
});
