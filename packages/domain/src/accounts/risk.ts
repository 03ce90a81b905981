import type { Scheme } from "../format/identifiers.ts";

/** Part 2 §2.4: the risk spectrum has 4 segments, 5 for the employer scheme (SMP). */
export function riskSegments(scheme: Scheme): number {
  throw new Error(`TODO ${scheme}`);
}

/**
 * The 0-based segment of a fund on the scheme's spectrum. 4 segments: LOW 0, MODERATE 1,
 * MODERATE TO HIGH 2, HIGH 3. 5 segments (SMP): from the risk class 1..7 — 1-2 -> 0, 3 -> 1,
 * 4 -> 2, 5 -> 3, 6-7 -> 4.
 */
export function riskSegmentOf(scheme: Scheme, fund: { invRskNm: string; riskClass: number }): number {
  throw new Error(`TODO ${scheme} ${fund.riskClass}`);
}
