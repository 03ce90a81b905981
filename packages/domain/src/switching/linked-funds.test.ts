import { describe, expect, it } from "vitest";
import { LINKED_FUND_GROUPS, linkedFundGroup } from "./linked-funds.ts";

describe("linkedFundGroup (part 2 §4.4)", () => {
  it("returns the whole group for any member", () => {
    expect(linkedFundGroup(310)).toEqual([298, 310, 300]);
    expect(linkedFundGroup(315)).toEqual([313, 314, 315]);
    expect(linkedFundGroup(302)).toEqual([311, 302, 304]);
    expect(linkedFundGroup(308)).toEqual([312, 306, 308]);
  });

  it("returns the fund alone when it is in no group", () => {
    expect(linkedFundGroup(801)).toEqual([801]);
  });
});

describe("LINKED_FUND_GROUPS (part 2 §4.4)", () => {
  it("holds the spec's four groups, no fund in two", () => {
    expect(LINKED_FUND_GROUPS).toEqual([
      [298, 310, 300],
      [313, 314, 315],
      [311, 302, 304],
      [312, 306, 308],
    ]);
    const all = LINKED_FUND_GROUPS.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
