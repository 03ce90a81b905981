/** Part 2 §4.4: fund groups whose switch-out eligibility is flagged together. */
export const LINKED_FUND_GROUPS: readonly (readonly number[])[] = [
  [298, 310, 300],
  [313, 314, 315],
  [311, 302, 304],
  [312, 306, 308],
];

/** The linked group holding a fund (the fund alone when it is in none). */
export function linkedFundGroup(invTypeNmbr: number): readonly number[] {
  return LINKED_FUND_GROUPS.find((group) => group.includes(invTypeNmbr)) ?? [invTypeNmbr];
}
