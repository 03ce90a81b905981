import { describe, expect, it } from "vitest";
import { hkInstant } from "../time.ts";
import { cutOffClockTime, dealingDateFor, expectedDealingDate } from "./dealing.ts";

describe("expectedDealingDate (part 2 §4.4, HK time)", () => {
  it("deals a weekday instruction before 16:00 HKT the same day, at 16:00 the next dealing day", () => {
    // Wed 2025-06-11 15:59 HKT = 07:59Z -> same day
    expect(expectedDealingDate(hkInstant("2025-06-11", 15, 59))).toBe("2025-06-11");
    expect(expectedDealingDate(new Date("2025-06-11T07:59:59Z"))).toBe("2025-06-11");
    // 16:00 HKT = 08:00Z -> Thu 12 Jun
    expect(expectedDealingDate(hkInstant("2025-06-11", 16, 0))).toBe("2025-06-12");
    expect(expectedDealingDate(new Date("2025-06-11T08:00:00Z"))).toBe("2025-06-12");
  });

  it("uses the HK date, not the UTC date", () => {
    // 2025-06-11T23:30Z is Thu 12 Jun 07:30 HKT -> Thu 12 Jun
    expect(expectedDealingDate(new Date("2025-06-11T23:30:00Z"))).toBe("2025-06-12");
  });

  it("moves Friday after the cut-off and the weekend to Monday", () => {
    // Fri 2025-06-13 17:00 HKT -> Sat, Sun skipped -> Mon 16 Jun
    expect(expectedDealingDate(hkInstant("2025-06-13", 17, 0))).toBe("2025-06-16");
    expect(expectedDealingDate(hkInstant("2025-06-14", 10, 0))).toBe("2025-06-16");
    expect(expectedDealingDate(hkInstant("2025-06-15", 9, 0))).toBe("2025-06-16");
  });

  it("skips HK public holidays", () => {
    // Thu 25 Dec (Christmas) and Fri 26 Dec 2025 (first weekday after Christmas) are holidays,
    // 27-28 Dec the weekend -> Mon 29 Dec
    expect(expectedDealingDate(hkInstant("2025-12-25", 10, 0))).toBe("2025-12-29");
    expect(expectedDealingDate(hkInstant("2025-12-26", 10, 0))).toBe("2025-12-29");
    // Wed 24 Dec after the cut-off -> Mon 29 Dec as well
    expect(expectedDealingDate(hkInstant("2025-12-24", 16, 0))).toBe("2025-12-29");
  });

  it("takes another cut-off hour, and sends everything to the next dealing day with cut-off 0", () => {
    // cut-off 12: 11:59 same day, 12:00 next
    expect(expectedDealingDate(hkInstant("2025-06-11", 11, 59), 12)).toBe("2025-06-11");
    expect(expectedDealingDate(hkInstant("2025-06-11", 12, 0), 12)).toBe("2025-06-12");
    expect(expectedDealingDate(hkInstant("2025-06-11", 0, 0), 0)).toBe("2025-06-12");
  });
});

describe("dealingDateFor: never a day the cycle has settled", () => {
  it("is the expected dealing day while the cycle is behind it", () => {
    // Fri 20 Nov 2026 10:00 HKT, the cycle settled Thursday -> Friday
    expect(dealingDateFor(hkInstant("2026-11-20", 10, 0), 16, "2026-11-19")).toBe("2026-11-20");
    expect(dealingDateFor(hkInstant("2026-11-20", 16, 0), 16, "2026-11-19")).toBe("2026-11-23");
  });

  it("moves past a day the cycle settled early, over the weekend", () => {
    // Friday was settled at 10:00; an instruction at 11:00 deals on Monday 23 Nov
    expect(dealingDateFor(hkInstant("2026-11-20", 11, 0), 16, "2026-11-20")).toBe("2026-11-23");
    // the cycle is even further on (an operator ran it to Monday): Tuesday
    expect(dealingDateFor(hkInstant("2026-11-20", 11, 0), 16, "2026-11-23")).toBe("2026-11-24");
  });
});

describe("cutOffClockTime", () => {
  it("writes the hour as a clock time", () => {
    expect(cutOffClockTime(16)).toBe("16:00");
    expect(cutOffClockTime(9)).toBe("09:00");
  });
});
