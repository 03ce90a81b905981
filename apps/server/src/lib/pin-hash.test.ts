import { describe, expect, it } from "vitest";
import { hashPin, verifyPin } from "./pin-hash.ts";

describe("PIN hashes", () => {
  it("verifies the right PIN, refuses a wrong one, and never stores the PIN", async () => {
    const stored = await hashPin("Portal#2026");
    expect(stored).not.toContain("Portal#2026");
    expect(stored.startsWith("scrypt$16384$8$1$")).toBe(true);
    expect(await verifyPin("Portal#2026", stored)).toBe(true);
    expect(await verifyPin("Portal#2027", stored)).toBe(false);
    expect(await verifyPin("Portal#2026", "garbage")).toBe(false);
  });

  it("salts each hash", async () => {
    expect(await hashPin("Portal#2026")).not.toBe(await hashPin("Portal#2026"));
  });
});
