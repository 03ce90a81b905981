import { describe, expect, it } from "vitest";
import { hkInstant } from "../time.ts";
import { instructionStatus, isKeptActivityStatus } from "./status.ts";

const pending = (effectiveDate: string, futureAllocation = false) => ({
  activityStatusName: "Pending for nightly batch",
  effectiveDate,
  futureAllocation,
});

describe("isKeptActivityStatus (part 2 §4.2)", () => {
  it("keeps the nine in-flight names whatever their case and spacing", () => {
    expect(isKeptActivityStatus("Waiting for Investment Price")).toBe(true);
    expect(isKeptActivityStatus("  in  progress ")).toBe(true);
    expect(isKeptActivityStatus("MOVED TO BE PROCESSED")).toBe(true);
  });

  it("drops the others", () => {
    expect(isKeptActivityStatus("Completed")).toBe(false);
    expect(isKeptActivityStatus("Cancelled")).toBe(false);
    expect(isKeptActivityStatus("")).toBe(false);
  });
});

describe("instructionStatus (part 2 §4.2)", () => {
  const cycle = "2025-06-11"; // Wed

  it("is PENDING when the effective date is after the cycle date, at any hour", () => {
    expect(instructionStatus(pending("2025-06-12"), cycle, hkInstant("2025-06-11", 23, 0))).toBe("PENDING");
  });

  it("on the cycle date: PENDING at 15:59 HKT, BEING_PROCESSED from 16:00 HKT", () => {
    // 15:59 HKT = 07:59Z; hour 15 < 16
    expect(instructionStatus(pending(cycle), cycle, new Date("2025-06-11T07:59:00Z"))).toBe("PENDING");
    // 16:00 HKT = 08:00Z; hour 16 is not < 16
    expect(instructionStatus(pending(cycle), cycle, new Date("2025-06-11T08:00:00Z"))).toBe(
      "BEING_PROCESSED",
    );
  });

  it("is BEING_PROCESSED when the effective date is before the cycle date", () => {
    expect(instructionStatus(pending("2025-06-10"), cycle, hkInstant("2025-06-11", 9, 0))).toBe(
      "BEING_PROCESSED",
    );
  });

  it("with cut-off 0 only strictly later dates are PENDING", () => {
    expect(instructionStatus(pending(cycle), cycle, hkInstant("2025-06-11", 0, 0), 0)).toBe(
      "BEING_PROCESSED",
    );
    expect(instructionStatus(pending("2025-06-12"), cycle, hkInstant("2025-06-11", 0, 0), 0)).toBe("PENDING");
  });

  it("uses another cut-off hour from the server", () => {
    // cut-off 12: 11:59 HKT PENDING, 12:00 BEING_PROCESSED
    expect(instructionStatus(pending(cycle), cycle, hkInstant("2025-06-11", 11, 59), 12)).toBe("PENDING");
    expect(instructionStatus(pending(cycle), cycle, hkInstant("2025-06-11", 12, 0), 12)).toBe(
      "BEING_PROCESSED",
    );
  });

  it("on a holiday compares with the unchanged cycle date", () => {
    // Christmas 2025-12-25: the cycle date is still Wed 24 Dec. An instruction dealing on
    // Mon 29 Dec is PENDING; one effective on the cycle date is PENDING before 16:00 HKT only.
    const holidayCycle = "2025-12-24";
    expect(instructionStatus(pending("2025-12-29"), holidayCycle, hkInstant("2025-12-25", 17, 0))).toBe(
      "PENDING",
    );
    expect(instructionStatus(pending(holidayCycle), holidayCycle, hkInstant("2025-12-25", 10, 0))).toBe(
      "PENDING",
    );
    expect(instructionStatus(pending(holidayCycle), holidayCycle, hkInstant("2025-12-25", 16, 0))).toBe(
      "BEING_PROCESSED",
    );
  });

  it("shows future-allocation changes as COMPLETED", () => {
    expect(instructionStatus(pending("2025-06-30", true), cycle, hkInstant("2025-06-11", 9, 0))).toBe(
      "COMPLETED",
    );
    expect(
      instructionStatus(
        { activityStatusName: "Completed", effectiveDate: cycle, futureAllocation: true },
        cycle,
        hkInstant("2025-06-11", 9, 0),
      ),
    ).toBe("COMPLETED");
  });

  it("drops activities whose status name is not kept", () => {
    const done = { activityStatusName: "Completed", effectiveDate: "2025-06-12" };
    expect(instructionStatus(done, cycle, hkInstant("2025-06-11", 9, 0))).toBeNull();
  });
});
