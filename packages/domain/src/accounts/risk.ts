import type { Scheme } from "../format/identifiers.ts";

/** Part 2 §2.4: the risk spectrum has 4 segments, 5 for the employer scheme (SMP). */
export function riskSegments(scheme: Scheme): number {
  return scheme === "SMP" ? 5 : 4;
}

const FOUR_SEGMENT_LEVELS: Readonly<Record<string, number>> = {
  LOW: 0,
  MODERATE: 1,
  "MODERATE TO HIGH": 2,
  HIGH: 3,
};

const FIVE_SEGMENT_CLASSES: Readonly<Record<number, number>> = { 1: 0, 2: 0, 3: 1, 4: 2, 5: 3, 6: 4, 7: 4 };

/**
 * The 0-based segment of a fund on the scheme's spectrum. 4 segments: LOW 0, MODERATE 1,
 * MODERATE TO HIGH 2, HIGH 3. 5 segments (SMP): from the risk class 1..7 — 1-2 -> 0, 3 -> 1,
 * 4 -> 2, 5 -> 3, 6-7 -> 4.
 * An unknown level or class is segment 0; levels are compared trimmed and upper-cased.
 */
export function riskSegmentOf(scheme: Scheme, fund: { invRskNm: string; riskClass: number }): number {
  if (riskSegments(scheme) === 5) return FIVE_SEGMENT_CLASSES[fund.riskClass] ?? 0;
  return FOUR_SEGMENT_LEVELS[fund.invRskNm.trim().toUpperCase().replace(/\s+/g, " ")] ?? 0;
}
