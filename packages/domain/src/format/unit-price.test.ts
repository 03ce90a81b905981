import { describe, expect, it } from "vitest";
import { SCHEMES } from "./identifiers.ts";
import { unitPriceDecimals } from "./unit-price.ts";

describe("unitPriceDecimals (part 2 §9)", () => {
  it("prices to 4 decimals, 2 in the co-brand scheme", () => {
    expect(Object.fromEntries(SCHEMES.map((scheme) => [scheme, unitPriceDecimals(scheme)]))).toEqual({
      S800: 4,
      HKAIIB: 4,
      COBRAND: 2,
      SMP: 4,
    });
  });
});
