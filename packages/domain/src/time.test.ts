import { describe, expect, it } from "vitest";
import { addDays, addMonths, hkDateOf, hkHourOf, hkInstant, isIsoDate, weekdayOf } from "./time.ts";

describe("Hong Kong time", () => {
  it("takes the HK date and hour of an instant (UTC+8, no daylight saving)", () => {
    expect(hkDateOf(new Date("2026-11-20T16:00:00Z"))).toBe("2026-11-21");
    expect(hkDateOf(new Date("2026-11-20T15:59:59Z"))).toBe("2026-11-20");
    expect(hkHourOf(new Date("2026-11-21T08:00:00Z"))).toBe(16);
    expect(hkInstant("2025-05-07", 9).toISOString()).toBe("2025-05-07T01:00:00.000Z");
  });

  it("adds days and months on calendar dates", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2026-11-01", 2)).toBe("2027-01-01");
    expect(addMonths("2026-03-15", -4)).toBe("2025-11-15");
    expect(weekdayOf("2026-11-21")).toBe(6);
  });

  it("validates ISO dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("28/02/2026")).toBe(false);
  });
});
