import { describe, expect, it } from "vitest";
import { blockedBySwitchOutRule, linkedFundGroup, type PendingRequest } from "./linked-funds.ts";

const request = (
  invTypeNmbr: number,
  requestedRate: string | number,
  transactionEffectiveDate: string,
): PendingRequest => ({
  tferTypeCd: 1,
  invTypeNmbr,
  requestedRate,
  transactionEffectiveDate,
});

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

describe("blockedBySwitchOutRule (part 2 §4.4)", () => {
  const today = "2025-06-11";

  it("blocks a fund with a pending rate-1 request effective after today", () => {
    expect(blockedBySwitchOutRule(801, [request(801, "1", "2025-06-12")], today)).toBe(true);
    expect(blockedBySwitchOutRule(801, [request(801, 1, "2025-06-12")], today)).toBe(true);
    // "1.0000" is rate 1 as decimal text
    expect(blockedBySwitchOutRule(801, [request(801, "1.0000", "2025-06-12")], today)).toBe(true);
  });

  it("does not block for a partial rate, a past or today's date, or another fund", () => {
    expect(blockedBySwitchOutRule(801, [request(801, "0.5", "2025-06-12")], today)).toBe(false);
    expect(blockedBySwitchOutRule(801, [request(801, "1", today)], today)).toBe(false);
    expect(blockedBySwitchOutRule(801, [request(801, "1", "2025-06-10")], today)).toBe(false);
    expect(blockedBySwitchOutRule(801, [request(802, "1", "2025-06-12")], today)).toBe(false);
    expect(blockedBySwitchOutRule(801, [], today)).toBe(false);
  });

  it("flags linked funds together", () => {
    const pending = [request(300, "1", "2025-06-12")];
    expect(blockedBySwitchOutRule(298, pending, today)).toBe(true);
    expect(blockedBySwitchOutRule(310, pending, today)).toBe(true);
    expect(blockedBySwitchOutRule(300, pending, today)).toBe(true);
    // another group is untouched
    expect(blockedBySwitchOutRule(313, pending, today)).toBe(false);
  });
});
