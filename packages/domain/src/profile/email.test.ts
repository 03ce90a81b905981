import { describe, expect, it } from "vitest";
import { hasNoEmail, validateEmail } from "./email.ts";

describe("validateEmail (part 1 §5)", () => {
  it("accepts ordinary addresses", () => {
    expect(validateEmail("chan.taiman@example.com")).toBeNull();
    expect(validateEmail("a+b@mail.example.com.hk")).toBeNull();
    expect(validateEmail("ab@c.io")).toBeNull();
  });

  it("reports a blank value apart from an invalid one", () => {
    expect(validateEmail("")).toBe("emailInfo.required");
    expect(validateEmail("   ")).toBe("emailInfo.required");
  });

  it("rejects what does not look like an address", () => {
    expect(validateEmail("XX")).toBe("emailInfo.invalidEmail");
    expect(validateEmail("chan@")).toBe("emailInfo.invalidEmail");
    expect(validateEmail("chan@example")).toBe("emailInfo.invalidEmail");
    expect(validateEmail("chan@@example.com")).toBe("emailInfo.invalidEmail");
    expect(validateEmail("chan tai@example.com")).toBe("emailInfo.invalidEmail");
    expect(validateEmail(" chan@example.com")).toBe("emailInfo.invalidEmail");
    expect(validateEmail("chan@-example.com")).toBe("emailInfo.invalidEmail");
  });

  it("allows 254 characters and no more", () => {
    const domain = `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.com`; // 195 characters
    const at254 = `${"x".repeat(254 - domain.length - 1)}@${domain}`;
    expect(at254).toHaveLength(254);
    expect(validateEmail(at254)).toBeNull();
    expect(validateEmail(`x${at254}`)).toBe("emailInfo.invalidEmail");
  });
});

describe("hasNoEmail (part 1 §3/§8)", () => {
  it("is true for missing, blank or XX", () => {
    expect(hasNoEmail(null)).toBe(true);
    expect(hasNoEmail(undefined)).toBe(true);
    expect(hasNoEmail("")).toBe(true);
    expect(hasNoEmail("XX")).toBe(true);
    expect(hasNoEmail(" XX ")).toBe(true);
  });

  it("is false for a registered address", () => {
    expect(hasNoEmail("chan@example.com")).toBe(false);
    expect(hasNoEmail("xx@example.com")).toBe(false);
  });
});
