import { describe, expect, it } from "vitest";
import {
  activeWindows,
  CALENDAR_PRESETS,
  CALENDAR_WINDOW_IDS,
  isWindowActive,
  parseCalendar,
} from "./index.ts";

const empf = parseCalendar(CALENDAR_PRESETS["empf-2025"]);
const live = parseCalendar(CALENDAR_PRESETS.live);
const at = (iso: string) => new Date(iso);

describe("calendar presets", () => {
  it("both parse and name every window", () => {
    for (const preset of [empf, live]) {
      expect(Object.keys(preset.windows).sort()).toEqual([...CALENDAR_WINDOW_IDS].sort());
    }
  });

  it("live has no window open at any time", () => {
    for (const now of [
      "2022-09-01T00:00:00Z",
      "2025-05-07T01:00:00Z",
      "2025-07-18T11:30:00Z",
      "2026-11-21T00:00:00Z",
    ]) {
      expect(Object.values(activeWindows(live, at(now))).every((a) => !a)).toBe(true);
    }
  });

  it("empf-2025: landing cut-over at 07/05/2025 09:00:00 HKT (01:00Z), start inclusive", () => {
    expect(activeWindows(empf, at("2025-05-07T00:59:59Z")).landingCutOver).toBe(false);
    expect(activeWindows(empf, at("2025-05-07T01:00:00Z")).landingCutOver).toBe(true);
    expect(activeWindows(empf, at("2026-11-21T00:00:00Z")).landingCutOver).toBe(true);
  });

  it("empf-2025: profile and fund-switch cut-off after 24/04/2025 16:00 HKT", () => {
    const before = activeWindows(empf, at("2025-04-24T07:59:59Z"));
    const after = activeWindows(empf, at("2025-04-24T08:00:00Z"));
    expect([before.profileCutOff, before.fundSwitchCutOff, before.mpfTerminationFlags]).toEqual([
      false,
      false,
      false,
    ]);
    expect([after.profileCutOff, after.fundSwitchCutOff, after.mpfTerminationFlags]).toEqual([
      true,
      true,
      true,
    ]);
    expect(after.mpfTerminationFlagsType2).toBe(false);
  });

  it("empf-2025: maintenance banner 2025-07-18 19:00 to 21:00 HKT, end exclusive", () => {
    const w = (iso: string) => activeWindows(empf, at(iso)).maintenanceBanner;
    expect(w("2025-07-18T10:59:59Z")).toBe(false);
    expect(w("2025-07-18T11:00:00Z")).toBe(true);
    expect(w("2025-07-18T12:59:59Z")).toBe(true);
    expect(w("2025-07-18T13:00:00Z")).toBe(false);
  });

  it("empf-2025: the product 125 warning ends 1 Dec 2022 08:00 UTC", () => {
    expect(activeWindows(empf, at("2022-12-01T07:59:59Z")).product125Warning).toBe(true);
    expect(activeWindows(empf, at("2022-12-01T08:00:00Z")).product125Warning).toBe(false);
    expect(activeWindows(empf, at("2022-08-15T15:59:59Z")).product125Warning).toBe(false);
  });

  it("empf-2025: GFC window 07/06/2024 16:00 to 24/06/2024 09:00, AIIB termination after 18/07/2025 18:00", () => {
    expect(activeWindows(empf, at("2024-06-07T08:00:00Z")).gfcOrsoWindow).toBe(true);
    expect(activeWindows(empf, at("2024-06-24T00:59:59Z")).gfcOrsoWindow).toBe(true);
    expect(activeWindows(empf, at("2024-06-24T01:00:00Z")).gfcOrsoWindow).toBe(false);
    expect(activeWindows(empf, at("2025-07-18T09:59:59Z")).aiibTermination).toBe(false);
    expect(activeWindows(empf, at("2025-07-18T10:00:00Z")).aiibTermination).toBe(true);
  });
});

describe("parseCalendar", () => {
  const base = () => structuredClone(CALENDAR_PRESETS["empf-2025"]) as { windows: Record<string, unknown> };

  it("names an unparsable window", () => {
    const bad = base();
    bad.windows.maintenanceBanner = { start: "18/07/2025 19:00" };
    expect(() => parseCalendar(bad)).toThrow(/windows\.maintenanceBanner\.start/);
  });

  it("names a window that ends before it starts", () => {
    const bad = base();
    bad.windows.gfcOrsoWindow = { start: "2024-06-24T09:00:00+08:00", end: "2024-06-07T16:00:00+08:00" };
    expect(() => parseCalendar(bad)).toThrow(/windows\.gfcOrsoWindow\.end: ends before it starts/);
  });

  it("names a missing window", () => {
    const bad = base();
    delete bad.windows.landingCutOver;
    expect(() => parseCalendar(bad)).toThrow(/windows\.landingCutOver/);
  });

  it("a null window is never active", () => {
    expect(isWindowActive(null, new Date())).toBe(false);
  });
});
