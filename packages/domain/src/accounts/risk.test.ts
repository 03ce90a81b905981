import { describe, expect, it } from "vitest";
import { riskSegmentOf, riskSegments } from "./risk.ts";

describe("riskSegments (part 2 §2.4)", () => {
  it("has 5 segments for SMP and 4 for the others", () => {
    expect(riskSegments("SMP")).toBe(5);
    expect(riskSegments("S800")).toBe(4);
    expect(riskSegments("HKAIIB")).toBe(4);
    expect(riskSegments("COBRAND")).toBe(4);
  });
});

describe("riskSegmentOf", () => {
  it("places the four levels on a 4-segment spectrum, ignoring the class", () => {
    expect(riskSegmentOf("S800", { invRskNm: "LOW", riskClass: 7 })).toBe(0);
    expect(riskSegmentOf("S800", { invRskNm: "MODERATE", riskClass: 1 })).toBe(1);
    expect(riskSegmentOf("COBRAND", { invRskNm: "MODERATE TO HIGH", riskClass: 1 })).toBe(2);
    expect(riskSegmentOf("HKAIIB", { invRskNm: "HIGH", riskClass: 1 })).toBe(3);
    expect(riskSegmentOf("S800", { invRskNm: "moderate to high", riskClass: 1 })).toBe(2);
  });

  it("places risk classes 1..7 on the SMP 5-segment spectrum, ignoring the level", () => {
    const expected: [number, number][] = [
      [1, 0],
      [2, 0],
      [3, 1],
      [4, 2],
      [5, 3],
      [6, 4],
      [7, 4],
    ];
    for (const [riskClass, segment] of expected) {
      expect(riskSegmentOf("SMP", { invRskNm: "HIGH", riskClass }), String(riskClass)).toBe(segment);
    }
  });

  it("puts unknown levels and classes in segment 0", () => {
    expect(riskSegmentOf("S800", { invRskNm: "VERY HIGH", riskClass: 7 })).toBe(0);
    expect(riskSegmentOf("SMP", { invRskNm: "HIGH", riskClass: 0 })).toBe(0);
    expect(riskSegmentOf("SMP", { invRskNm: "HIGH", riskClass: 8 })).toBe(0);
  });
});
