import { describe, expect, it } from "vitest";
import { normalRetirementDate } from "../profile/retirement-date.ts";
import { ageOn } from "./retirement.ts";

describe("ageOn", () => {
  it("counts birthdays passed, the birthday itself included", () => {
    expect(ageOn("1980-06-15", "2025-06-14")).toBe(44);
    expect(ageOn("1980-06-15", "2025-06-15")).toBe(45);
    expect(ageOn("1980-06-15", "2025-12-31")).toBe(45);
    expect(ageOn("1980-06-15", "1980-06-15")).toBe(0);
  });

  it("puts a 29 February birthday on 28 February in a non-leap year", () => {
    expect(ageOn("2000-02-29", "2025-02-27")).toBe(24);
    expect(ageOn("2000-02-29", "2025-02-28")).toBe(25);
    expect(ageOn("2000-02-29", "2024-02-28")).toBe(23);
    expect(ageOn("2000-02-29", "2024-02-29")).toBe(24);
  });

  it("reaches 65 on the normal retirement date of part 1 §9", () => {
    const opts = { isOrso: false, isAiibType: false, maxAge: null };
    for (const birth of ["1970-01-31", "1971-02-28", "1972-02-29", "1990-12-31"]) {
      const retirement = normalRetirementDate(birth, opts);
      expect(ageOn(birth, retirement)).toBe(65);
    }
  });

  it("refuses dates before the birth date or not ISO", () => {
    expect(() => ageOn("1980-06-15", "1980-06-14")).toThrow(RangeError);
    expect(() => ageOn("15/06/1980", "2025-01-01")).toThrow(RangeError);
  });
});
