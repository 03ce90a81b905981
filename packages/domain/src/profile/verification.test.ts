import { describe, expect, it } from "vitest";
import { verificationUserName } from "./verification.ts";

describe("verificationUserName (part 1 §3)", () => {
  it("prefixes 8 to the login id padded to 8 for COBRAND and SMP", () => {
    expect(verificationUserName("COBRAND", "1234", 7654321)).toBe("800001234");
    expect(verificationUserName("SMP", "12345678", 7654321)).toBe("812345678");
    expect(verificationUserName("COBRAND", "800001234", 7654321)).toBe("800001234");
  });

  it("uses the client number for S800 and HKAIIB", () => {
    expect(verificationUserName("S800", "1234", 7654321)).toBe("7654321");
    expect(verificationUserName("HKAIIB", "1234", 42)).toBe("42");
  });
});
