import { describe, expect, it } from "vitest";
import { hkInstant } from "../time.ts";
import { type CancellableInstruction, canCancel, FUND_SWITCH_TYPE } from "./cancel.ts";

const switchOn = (
  transactionDate: string,
  overrides: Partial<CancellableInstruction> = {},
): CancellableInstruction => ({
  status: "PENDING",
  fundType: FUND_SWITCH_TYPE,
  channel: "Internet",
  transactionDate,
  ...overrides,
});

describe("canCancel (part 2 §4.3)", () => {
  it("allows a pending internet or app fund switch before the cut-off on the transaction date", () => {
    // 15:59 HKT = 07:59Z on the transaction date
    expect(canCancel(switchOn("2025-06-11"), new Date("2025-06-11T07:59:00Z"))).toBe(true);
    expect(canCancel(switchOn("2025-06-11", { channel: "Mobile App" }), hkInstant("2025-06-11", 9, 0))).toBe(
      true,
    );
    expect(canCancel(switchOn("2025-06-11", { channel: "APP" }), hkInstant("2025-06-11", 9, 0))).toBe(true);
  });

  it("refuses at or after the cut-off on the transaction date", () => {
    // 16:00 HKT = 08:00Z
    expect(canCancel(switchOn("2025-06-11"), new Date("2025-06-11T08:00:00Z"))).toBe(false);
    expect(canCancel(switchOn("2025-06-11"), hkInstant("2025-06-11", 23, 59))).toBe(false);
    // cut-off 12: 11:59 allowed, 12:00 refused
    expect(canCancel(switchOn("2025-06-11"), hkInstant("2025-06-11", 11, 59), 12)).toBe(true);
    expect(canCancel(switchOn("2025-06-11"), hkInstant("2025-06-11", 12, 0), 12)).toBe(false);
  });

  it("allows any hour before the transaction date and refuses after it", () => {
    expect(canCancel(switchOn("2025-06-12"), hkInstant("2025-06-11", 20, 0))).toBe(true);
    expect(canCancel(switchOn("2025-06-10"), hkInstant("2025-06-11", 9, 0))).toBe(false);
  });

  it("with cut-off 0 refuses on the transaction date but allows the day before", () => {
    expect(canCancel(switchOn("2025-06-11"), hkInstant("2025-06-11", 0, 0), 0)).toBe(false);
    expect(canCancel(switchOn("2025-06-11"), hkInstant("2025-06-10", 23, 0), 0)).toBe(true);
  });

  it("refuses other statuses, other instruction types and other channels", () => {
    const morning = hkInstant("2025-06-11", 9, 0);
    expect(canCancel(switchOn("2025-06-11", { status: "BEING_PROCESSED" }), morning)).toBe(false);
    expect(canCancel(switchOn("2025-06-11", { status: "COMPLETED" }), morning)).toBe(false);
    expect(canCancel(switchOn("2025-06-11", { fundType: "fundSwitch.cardTitle2" }), morning)).toBe(false);
    expect(canCancel(switchOn("2025-06-11", { channel: "Paper" }), morning)).toBe(false);
    expect(canCancel(switchOn("2025-06-11", { channel: "Hotline" }), morning)).toBe(false);
  });
});
