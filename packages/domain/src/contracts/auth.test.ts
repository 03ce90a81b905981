import { describe, expect, it } from "vitest";
import { decodePin, encodePin, isValidNewPin, maskEmail, maskPhone, newPinError } from "./auth.ts";

describe("new PIN rules (part 1 §5)", () => {
  it("needs 8+ characters with a lowercase, an uppercase, a digit and a symbol", () => {
    expect(isValidNewPin("Portal#2026")).toBe(true);
    expect(isValidNewPin("Ab1#efgh")).toBe(true);
    expect(isValidNewPin("Ab1#efg")).toBe(false); // 7 characters
    expect(isValidNewPin("portal#2026")).toBe(false); // no uppercase
    expect(isValidNewPin("PORTAL#2026")).toBe(false); // no lowercase
    expect(isValidNewPin("Portal#Port")).toBe(false); // no digit
    expect(isValidNewPin("Portal12026")).toBe(false); // no symbol
    expect(isValidNewPin("12345678")).toBe(false);
  });

  it("gives the first failing message: format, then mismatch, then same as current", () => {
    expect(newPinError("Portal#2026", "short", "short")).toBe("invalid-password-format");
    expect(newPinError("Portal#2026", "Harbour#2027", "Harbour#2028")).toBe("password-mismatch");
    expect(newPinError("Portal#2026", "Portal#2026", "Portal#2026")).toBe("same-password");
    expect(newPinError("Portal#2026", "Harbour#2027", "Harbour#2027")).toBeNull();
  });
});

describe("masking (part 1 §5)", () => {
  it("shows only the last 4 digits of an SMS number", () => {
    expect(maskPhone("91234567")).toBe("****4567");
    expect(maskPhone("+44 7700 900123")).toBe("****0123");
  });
  it("shows the first two and last four characters of an e-mail", () => {
    expect(maskEmail("chan.taiman@example.com")).toBe("ch****.com");
    expect(maskEmail("a@b.hk")).toBe("a****");
  });
});

describe("PIN encoding", () => {
  it("round-trips through base64, including non-ASCII", () => {
    expect(encodePin("Portal#2026")).toBe("UG9ydGFsIzIwMjY=");
    expect(decodePin(encodePin("港灣#Pin1"))).toBe("港灣#Pin1");
    expect(decodePin("%%%")).toBeNull();
  });
});
