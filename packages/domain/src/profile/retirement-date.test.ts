import { describe, expect, it } from "vitest";
import { normalRetirementDate } from "./retirement-date.ts";

const mpf = { isOrso: false, isAiibType: false, maxAge: null };

describe("normalRetirementDate (part 1 §9)", () => {
  it("adds 65 years to the birth date", () => {
    expect(normalRetirementDate("1961-11-21", mpf)).toBe("2026-11-21");
    expect(normalRetirementDate("1990-01-01", mpf)).toBe("2055-01-01");
  });

  it("ignores maxAge outside ORSO and AIIB-type accounts", () => {
    expect(normalRetirementDate("1961-11-21", { ...mpf, maxAge: 60 })).toBe("2026-11-21");
  });

  it("uses a non-zero maxAge for ORSO and AIIB-type accounts", () => {
    expect(normalRetirementDate("1961-11-21", { isOrso: true, isAiibType: false, maxAge: 60 })).toBe(
      "2021-11-21",
    );
    expect(normalRetirementDate("1961-11-21", { isOrso: false, isAiibType: true, maxAge: 70 })).toBe(
      "2031-11-21",
    );
  });

  it("falls back to 65 when maxAge is missing or zero", () => {
    expect(normalRetirementDate("1961-11-21", { isOrso: true, isAiibType: false, maxAge: null })).toBe(
      "2026-11-21",
    );
    expect(normalRetirementDate("1961-11-21", { isOrso: false, isAiibType: true, maxAge: 0 })).toBe(
      "2026-11-21",
    );
  });

  it("moves a 29 February birth to 28 February in a non-leap year", () => {
    expect(normalRetirementDate("1960-02-29", mpf)).toBe("2025-02-28");
    expect(normalRetirementDate("1964-02-29", { isOrso: true, isAiibType: false, maxAge: 60 })).toBe(
      "2024-02-29",
    );
    expect(normalRetirementDate("1964-02-29", mpf)).toBe("2029-02-28");
  });

  it("rejects a date that does not exist", () => {
    expect(() => normalRetirementDate("1961-02-29", mpf)).toThrow(RangeError);
    expect(() => normalRetirementDate("21-11-1961", mpf)).toThrow(RangeError);
  });
});
