import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  centsOf,
  centsText,
  fixed,
  roundScaled,
  scaledOf,
  scaledText,
  sum,
  sumText,
} from "./decimal-text.ts";

/** What fixed gave before it read plain text with BigInt: Decimal's half-up toFixed, never "-0". */
function byDecimal(value: Decimal.Value, decimals: number): string {
  const text = new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** A deterministic sequence of plain decimal texts: signs, long and short, halves and zeros. */
function* plainTexts(count: number): Generator<string> {
  let seed = 20261201;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  for (let i = 0; i < count; i++) {
    const whole = String(next() % 10 ** ((i % 4) * 2));
    const places = next() % 9;
    let frac = "";
    for (let p = 0; p < places; p++) frac += String(next() % 10);
    if (i % 7 === 0 && places > 0) frac = `${frac.slice(0, -1)}5`;
    const sign = i % 3 === 0 ? "-" : "";
    yield places > 0 ? `${sign}${whole}.${frac}` : `${sign}${whole}`;
  }
}

describe("decimal text", () => {
  it("rounds half away from zero to the places asked, never '-0.00'", () => {
    expect(fixed("1234.5")).toBe("1234.50");
    expect(fixed("0.005")).toBe("0.01");
    expect(fixed("-0.005")).toBe("-0.01");
    expect(fixed("-0.004")).toBe("0.00");
    expect(fixed("-0")).toBe("0.00");
    expect(fixed("2.675", 2)).toBe("2.68");
    expect(fixed("123.456789", 4)).toBe("123.4568");
    expect(fixed("99.995", 2)).toBe("100.00");
    expect(fixed("7", 0)).toBe("7");
    expect(fixed("7.5", 0)).toBe("8");
  });

  it("gives what Decimal's toFixed gives for 5,000 plain texts at 0 to 6 places", () => {
    for (const text of plainTexts(5_000))
      for (const decimals of [0, 2, 4, 6]) expect(fixed(text, decimals)).toBe(byDecimal(text, decimals));
  });

  it("reads what is not plain text through Decimal, and Decimals without copying them", () => {
    for (const value of ["1e3", "+12.5", "0012.30", ".5", "-1.25e-1", 12.345, -0.5, new Decimal("-0.0001")])
      expect(fixed(value, 2)).toBe(byDecimal(value, 2));
    expect(() => fixed("12,5")).toThrow();
  });

  it("reads plain text as an integer of places, and writes one back", () => {
    expect(scaledOf("-1234.50")).toEqual({ digits: -123450n, places: 2 });
    expect(scaledOf("7")).toEqual({ digits: 7n, places: 0 });
    expect(scaledOf("1e3")).toBeNull();
    expect(scaledOf("007")).toBeNull();
    expect(roundScaled(-12345n, 3, 2)).toBe(-1235n);
    expect(roundScaled(12344n, 3, 2)).toBe(1234n);
    expect(roundScaled(5n, 0, 2)).toBe(500n);
    expect(scaledText(-5n, 2)).toBe("-0.05");
    expect(scaledText(123450n, 2)).toBe("1234.50");
    expect(sum(["1.10", "2.205", new Decimal("-0.305")]).toFixed()).toBe("3");
  });

  it("reads an amount as whole cents, half away from zero, and writes cents back", () => {
    expect(centsOf("1234.5")).toBe(123450n);
    expect(centsOf("0.005")).toBe(1n);
    expect(centsOf("-0.005")).toBe(-1n);
    expect(centsOf("-0.004")).toBe(0n);
    expect(centsOf("12")).toBe(1200n);
    expect(centsOf("1e3")).toBe(100000n);
    expect(centsOf(new Decimal("-2.675"))).toBe(-268n);
    // More digits than Decimal's default precision of 20: still exact.
    expect(centsOf(new Decimal("1234567890123456789.994"))).toBe(123456789012345678999n);
    expect(centsText(-5n)).toBe("-0.05");
    expect(centsText(0n)).toBe("0.00");
    for (const text of plainTexts(2_000)) expect(centsText(centsOf(text))).toBe(byDecimal(text, 2));
  });

  it("adds decimal texts exactly, in the most places any has", () => {
    expect(sumText(["1.10", "2.215", "-0.305"])).toBe("3.010");
    expect(sumText(["1.10", "-1.1"])).toBe("0.00");
    expect(sumText(["-0.5", "0.25"])).toBe("-0.25");
    expect(sumText(["1e2", "0.5"])).toBe("100.5");
    expect(sumText([])).toBe("0");
    expect(() => sumText(["Infinity"])).toThrow();
    const texts = [...plainTexts(1_000)];
    expect(new Decimal(sumText(texts)).equals(sum(texts))).toBe(true);
  });
});
