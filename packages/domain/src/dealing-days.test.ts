import { describe, expect, it } from "vitest";
import {
  dealingDaysBetween,
  isDealingDay,
  isHkPublicHoliday,
  nextDealingDay,
  onOrAfterDealingDay,
  previousDealingDay,
} from "./dealing-days.ts";

describe("Hong Kong dealing days", () => {
  it("excludes weekends", () => {
    expect(isDealingDay("2026-11-20")).toBe(true); // Friday
    expect(isDealingDay("2026-11-21")).toBe(false); // Saturday
    expect(isDealingDay("2026-11-22")).toBe(false); // Sunday
  });

  it("excludes HK public holidays", () => {
    expect(isHkPublicHoliday("2026-02-17")).toBe(true); // Lunar New Year
    expect(isDealingDay("2026-02-17")).toBe(false);
    expect(isDealingDay("2025-07-01")).toBe(false); // HKSAR Establishment Day
    expect(isDealingDay("2025-10-01")).toBe(false); // National Day
    expect(isDealingDay("2025-12-25")).toBe(false);
    expect(isDealingDay("2025-12-26")).toBe(false);
    expect(isDealingDay("2025-12-24")).toBe(true);
  });

  it("finds the next and previous dealing day across a long weekend", () => {
    // Good Friday 3 Apr 2026, Saturday, Sunday, then the holidays of 6 and 7 Apr.
    expect(nextDealingDay("2026-04-02")).toBe("2026-04-08");
    expect(previousDealingDay("2026-04-08")).toBe("2026-04-02");
    // Lunar New Year 2026: 17-19 Feb are holidays
    expect(nextDealingDay("2026-02-16")).toBe("2026-02-20");
    expect(onOrAfterDealingDay("2026-11-21")).toBe("2026-11-23");
    expect(onOrAfterDealingDay("2026-11-20")).toBe("2026-11-20");
  });

  it("lists the dealing days of a range", () => {
    // Week of Christmas 2025: 22, 23, 24 Dec are dealing days; 25 and 26 are holidays.
    expect(dealingDaysBetween("2025-12-22", "2025-12-28")).toEqual([
      "2025-12-22",
      "2025-12-23",
      "2025-12-24",
    ]);
  });
});
