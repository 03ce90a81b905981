import { describe, expect, it } from "vitest";
import { clockFrom, pinnedClock, startingClock, systemClock } from "./clock.ts";

describe("clocks", () => {
  it("a pinned clock never moves", () => {
    const c = pinnedClock(new Date("2025-05-07T01:00:00Z"));
    expect(c.now().toISOString()).toBe("2025-05-07T01:00:00.000Z");
    expect(c.now().toISOString()).toBe("2025-05-07T01:00:00.000Z");
  });

  it("a starting clock reads the given instant and runs on in real time", async () => {
    const c = startingClock(new Date("2025-05-07T00:59:59Z"));
    const first = c.now().getTime();
    expect(first - Date.parse("2025-05-07T00:59:59Z")).toBeLessThan(50);
    await new Promise((r) => setTimeout(r, 30));
    expect(c.now().getTime()).toBeGreaterThan(first + 20);
  });

  it("PORTAL_CLOCK unset is the system clock", () => {
    expect(clockFrom(null)).toBe(systemClock);
  });
});
