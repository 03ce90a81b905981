import { describe, expect, it } from "vitest";
import { mergeDuplicateLines } from "./lines.ts";

describe("mergeDuplicateLines (part 2 §2.8)", () => {
  it("merges duplicate funds with summed rates, first position kept", () => {
    const lines = [
      { invTypeNmbr: 801, rate: "30", legalNm: "Equity Fund" },
      { invTypeNmbr: 802, rate: "50", legalNm: "Bond Fund" },
      { invTypeNmbr: 801, rate: "20", legalNm: "Equity Fund" },
    ];
    // 801: 30 + 20 = 50
    expect(mergeDuplicateLines(lines)).toEqual([
      { invTypeNmbr: 801, rate: "50", legalNm: "Equity Fund" },
      { invTypeNmbr: 802, rate: "50", legalNm: "Bond Fund" },
    ]);
  });

  it("sums decimal text exactly", () => {
    // 0.1 + 0.2 = 0.3 (a float sum gives 0.30000000000000004); 0.35 + 0.4 + 0.25 = 1
    expect(
      mergeDuplicateLines([
        { invTypeNmbr: 801, rate: "0.1" },
        { invTypeNmbr: 801, rate: "0.2" },
        { invTypeNmbr: 802, rate: "0.35" },
        { invTypeNmbr: 802, rate: "0.4" },
        { invTypeNmbr: 802, rate: "0.25" },
      ]),
    ).toEqual([
      { invTypeNmbr: 801, rate: "0.3" },
      { invTypeNmbr: 802, rate: "1" },
    ]);
  });

  it("leaves lines without duplicates as they are, and empty input empty", () => {
    expect(mergeDuplicateLines([{ invTypeNmbr: 801, rate: "12.50" }])).toEqual([
      { invTypeNmbr: 801, rate: "12.5" },
    ]);
    expect(mergeDuplicateLines([])).toEqual([]);
  });
});
