import { describe, expect, it } from "vitest";
import { isAcceptableGovtId, parseBirthDate } from "./forgot-pin-fields.ts";

describe("forgot-PIN fields", () => {
  it("checks an HKID's check digit, and takes other letters and digits as a passport", () => {
    expect(isAcceptableGovtId("A123456(3)")).toBe(true);
    expect(isAcceptableGovtId("a123456(3)")).toBe(true);
    expect(isAcceptableGovtId("A1234563")).toBe(true);
    expect(isAcceptableGovtId("H555555(A)")).toBe(true);
    expect(isAcceptableGovtId("A123456(4)")).toBe(false);
    expect(isAcceptableGovtId("K2345678")).toBe(true);
    expect(isAcceptableGovtId("X1")).toBe(false);
    expect(isAcceptableGovtId("A12-3456")).toBe(false);
  });

  it("reads DD/MM/YYYY as a real date between 1900 and today", () => {
    expect(parseBirthDate("31/01/1980", "2026-03-02")).toBe("1980-01-31");
    expect(parseBirthDate("1/2/1980", "2026-03-02")).toBe("1980-02-01");
    expect(parseBirthDate("29/02/2001", "2026-03-02")).toBeNull();
    expect(parseBirthDate("31/04/1980", "2026-03-02")).toBeNull();
    expect(parseBirthDate("1980-01-31", "2026-03-02")).toBeNull();
    expect(parseBirthDate("03/03/2026", "2026-03-02")).toBeNull();
    expect(parseBirthDate("01/01/1899", "2026-03-02")).toBeNull();
  });
});
