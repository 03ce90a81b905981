import { describe, expect, it } from "vitest";
import { indexLevelsFrom } from "./prices.ts";

describe("indexLevelsFrom", () => {
  it("moves with the fund's prices, grossed up by its fee compounded over 250 dealing days", () => {
    const series = [
      { date: "2025-01-02" as const, price: "10.0000" },
      { date: "2025-01-03" as const, price: "11.0000" },
      { date: "2025-01-06" as const, price: "9.9000" },
    ];
    // No fee: the index is the fund rebased to 1,000: 1000, 1100, 990.
    expect(indexLevelsFrom(series, "0", "1000").map((p) => p.price)).toEqual([
      "1000.00",
      "1100.00",
      "990.00",
    ]);
    // 2.5 % a year: each day also x 1.025^(1/250) = 1.0000987...; 1100 x 1.0000987 = 1100.11 and
    // 990 x 1.0000987^2 = 990.20.
    expect(indexLevelsFrom(series, "2.5", "1000").map((p) => p.price)).toEqual([
      "1000.00",
      "1100.11",
      "990.20",
    ]);
  });
});
