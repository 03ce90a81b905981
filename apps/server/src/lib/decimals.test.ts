import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { amountText, Dec, marketValue, unitsText } from "./decimals.ts";

/** What marketValue gave before it multiplied numeric text as integers. */
const byDecimal = (units: Decimal.Value, price: Decimal.Value) =>
  new Dec(units).times(price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

describe("money decimals", () => {
  it("values units at a price, rounded half-up to the cent", () => {
    expect(amountText(marketValue("1234.567891", "12.3456"))).toBe("15241.48");
    expect(amountText(marketValue("0.500000", "0.010000"))).toBe("0.01");
    expect(amountText(marketValue("-0.500000", "0.010000"))).toBe("-0.01");
    expect(amountText(marketValue("-0.400000", "0.010000"))).toBe("0.00");
    expect(amountText(marketValue("10", null))).toBe("0.00");
    expect(unitsText("123.456750")).toBe("123.4568");
  });

  it("gives Decimal's product for numeric text of every scale, and for other values", () => {
    let seed = 17;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 3_000; i++) {
      const units = `${i % 5 === 0 ? "-" : ""}${next(1_000_000)}.${String(next(1_000_000)).padStart(6, "0")}`;
      const price = `${next(500)}.${String(next(10_000)).padStart(4, "0")}${i % 2 ? "50" : ""}`;
      expect(marketValue(units, price).toFixed()).toBe(byDecimal(units, price).toFixed());
    }
    for (const [units, price] of [
      [new Dec("12.5"), "3.3333"],
      [0, "9.9999"],
      ["1e2", "1.005"],
      ["3.000000", new Dec("0.335")],
    ] as const)
      expect(marketValue(units, price).toFixed()).toBe(byDecimal(units, price).toFixed());
  });
});
