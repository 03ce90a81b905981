import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_RANGE, isPriceRange, PRICE_RANGES, priceRange } from "./chart-range.ts";

const AS_OF = "2024-05-31";
const OLD_FUND = "1996-11-15";

describe("priceRange (part 2 §2.6 chart range buttons)", () => {
  it("offers the buttons in order, 1 year by default (§9)", () => {
    expect(PRICE_RANGES).toEqual(["YTD", "1M", "3M", "6M", "1Y", "3Y", "5Y", "10Y", "All"]);
    expect(DEFAULT_PRICE_RANGE).toBe("1Y");
    expect(isPriceRange("All")).toBe(true);
    expect(isPriceRange("SI")).toBe(false);
  });

  it("uses the return periods' boundaries, to the valuation date", () => {
    expect(priceRange("YTD", AS_OF, OLD_FUND)).toEqual({ from: "2023-12-31", to: AS_OF });
    expect(priceRange("1M", AS_OF, OLD_FUND)).toEqual({ from: "2024-04-30", to: AS_OF });
    expect(priceRange("3M", AS_OF, OLD_FUND)).toEqual({ from: "2024-02-29", to: AS_OF }); // leap day
    expect(priceRange("6M", AS_OF, OLD_FUND)).toEqual({ from: "2023-11-30", to: AS_OF });
    expect(priceRange("1Y", AS_OF, OLD_FUND)).toEqual({ from: "2023-05-31", to: AS_OF });
    expect(priceRange("3Y", AS_OF, OLD_FUND)).toEqual({ from: "2021-05-31", to: AS_OF });
    expect(priceRange("5Y", AS_OF, OLD_FUND)).toEqual({ from: "2019-05-31", to: AS_OF });
    expect(priceRange("10Y", AS_OF, OLD_FUND)).toEqual({ from: "2014-05-31", to: AS_OF });
    expect(priceRange("All", AS_OF, OLD_FUND)).toEqual({ from: OLD_FUND, to: AS_OF });
  });

  it("clamps `from` to the first price date", () => {
    // A fund first priced 2 Jan 2024: 1Y, 10Y and YTD all start at its first price
    expect(priceRange("1Y", AS_OF, "2024-01-02")).toEqual({ from: "2024-01-02", to: AS_OF });
    expect(priceRange("10Y", AS_OF, "2024-01-02")).toEqual({ from: "2024-01-02", to: AS_OF });
    expect(priceRange("YTD", AS_OF, "2024-01-02")).toEqual({ from: "2024-01-02", to: AS_OF });
    expect(priceRange("1M", AS_OF, "2024-01-02")).toEqual({ from: "2024-04-30", to: AS_OF });
    expect(priceRange("All", AS_OF, "2024-01-02")).toEqual({ from: "2024-01-02", to: AS_OF });
  });

  it("never starts after the valuation date", () => {
    expect(priceRange("All", AS_OF, "2024-06-03")).toEqual({ from: AS_OF, to: AS_OF });
  });

  it("rejects dates that are not ISO", () => {
    expect(() => priceRange("1Y", "05/31/2024", OLD_FUND)).toThrow(RangeError);
    expect(() => priceRange("1Y", AS_OF, "1996-02-30")).toThrow(RangeError);
  });
});
