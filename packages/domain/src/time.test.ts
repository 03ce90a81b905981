import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  epochDay,
  HK_TIME_ZONE,
  hkClockTime,
  hkDateOf,
  hkHourOf,
  hkInstant,
  isIsoDate,
  weekdayOf,
} from "./time.ts";

describe("Hong Kong time", () => {
  it("takes the HK date and hour of an instant (UTC+8, no daylight saving)", () => {
    expect(hkDateOf(new Date("2026-11-20T16:00:00Z"))).toBe("2026-11-21");
    expect(hkDateOf(new Date("2026-11-20T15:59:59Z"))).toBe("2026-11-20");
    expect(hkHourOf(new Date("2026-11-21T08:00:00Z"))).toBe(16);
    expect(hkInstant("2025-05-07", 9).toISOString()).toBe("2025-05-07T01:00:00.000Z");
    expect(hkClockTime(new Date("2026-11-20T15:59:58Z"))).toBe("23:59:58");
  });

  it("agrees with the time-zone database for Asia/Hong_Kong from 1980 to 2100", () => {
    const zone = new Intl.DateTimeFormat("en-GB", {
      timeZone: HK_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    const from = Date.UTC(1980, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    // Every 31 hours and 17 minutes: each hour of the day, each day of the week and month, in turn.
    for (let ms = from; ms < to; ms += (31 * 60 + 17) * 60_000) {
      const instant = new Date(ms);
      const p = Object.fromEntries(zone.formatToParts(instant).map((part) => [part.type, part.value]));
      const date = `${p.year}-${p.month}-${p.day}`;
      expect(hkDateOf(instant)).toBe(date);
      expect(hkHourOf(instant)).toBe(Number(p.hour));
      expect(hkClockTime(instant)).toBe(`${p.hour}:${p.minute}:${p.second}`);
      expect(hkInstant(date, Number(p.hour), Number(p.minute)).getTime()).toBe(ms - (ms % 60_000));
    }
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

  it("counts the days from 1970-01-01 as the UTC clock does, every day from 1600 to 2399", () => {
    expect(epochDay("1970-01-01")).toBe(0);
    expect(epochDay("1969-12-31")).toBe(-1);
    expect(epochDay("2024-03-01") - epochDay("2024-02-28")).toBe(2);
    expect(epochDay("2100-03-01") - epochDay("2100-02-28")).toBe(1);
    const day = 86_400_000;
    let mismatches = 0;
    for (let ms = Date.parse("1600-01-01T00:00:00Z"); ms < Date.parse("2400-01-01T00:00:00Z"); ms += day) {
      const date = new Date(ms).toISOString().slice(0, 10);
      if (epochDay(date) !== ms / day) mismatches++;
    }
    expect(mismatches).toBe(0);
  });

  it("validates ISO dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("28/02/2026")).toBe(false);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-00-10")).toBe(false);
    expect(isIsoDate("1900-02-29")).toBe(false);
    expect(isIsoDate("2000-02-29")).toBe(true);
    expect(isIsoDate("2026-4-01")).toBe(false);
  });

  it("agrees with the Date.UTC round trip on every day 00-32 of every month of 0000-0120, 1896-2104 and 9990-9999", () => {
    // The round trip the check replaced: Date.UTC reads the years 0-99 as 1900-1999, so none of them is a date.
    const viaDate = (y: number, m: number, d: number, text: string) =>
      m >= 1 && m <= 12 && d >= 1 && new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === text;
    const years = [
      ...Array.from({ length: 121 }, (_, i) => i),
      ...Array.from({ length: 209 }, (_, i) => 1896 + i),
      ...Array.from({ length: 10 }, (_, i) => 9990 + i),
    ];
    let mismatches = 0;
    for (const y of years)
      for (let m = 0; m <= 13; m++)
        for (let d = 0; d <= 32; d++) {
          const text = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
          if (isIsoDate(text) !== viaDate(y, m, d, text)) mismatches++;
        }
    expect(isIsoDate("0050-06-30")).toBe(false);
    expect(isIsoDate("0000-02-29")).toBe(false);
    expect(isIsoDate("0100-03-01")).toBe(true);
    expect(mismatches).toBe(0);
  });
});
