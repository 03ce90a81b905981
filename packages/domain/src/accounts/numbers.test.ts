import { describe, expect, it } from "vitest";
import { formatContractNumber, formatMemberNumber } from "./numbers.ts";

describe("formatContractNumber (part 2 §5.3)", () => {
  const base = { contractPrefix: "MF", scheme: "S800", isOrso: false } as const;

  it("pads the number to 6 digits after the prefix", () => {
    expect(formatContractNumber({ ...base, contractNmbr: 1234 })).toBe("MF001234");
    expect(formatContractNumber({ ...base, contractNmbr: 123456 })).toBe("MF123456");
    expect(formatContractNumber({ ...base, contractNmbr: 1234567 })).toBe("MF1234567");
  });

  it("shows contracts 41107 and 41108 as 004662", () => {
    expect(formatContractNumber({ ...base, contractNmbr: 41107 })).toBe("MF004662");
    expect(formatContractNumber({ ...base, contractNmbr: 41108, contractPrefix: "OR", isOrso: true })).toBe(
      "OR004662",
    );
    expect(formatContractNumber({ ...base, contractNmbr: 41109 })).toBe("MF041109");
  });

  it("shows S800 ORSO contracts under 10000 as prefix + 01 + 4 digits", () => {
    const orso = { contractPrefix: "OR", scheme: "S800", isOrso: true } as const;
    expect(formatContractNumber({ ...orso, contractNmbr: 8123 })).toBe("OR018123");
    expect(formatContractNumber({ ...orso, contractNmbr: 42 })).toBe("OR010042");
    expect(formatContractNumber({ ...orso, contractNmbr: 9999 })).toBe("OR019999");
    expect(formatContractNumber({ ...orso, contractNmbr: 10000 })).toBe("OR010000");
    expect(formatContractNumber({ ...orso, contractNmbr: 12345 })).toBe("OR012345");
  });

  it("keeps the 6-digit form for non-ORSO S800 and for ORSO outside S800", () => {
    expect(formatContractNumber({ ...base, contractNmbr: 8123 })).toBe("MF008123");
    expect(
      formatContractNumber({ contractNmbr: 8123, contractPrefix: "AI", scheme: "HKAIIB", isOrso: true }),
    ).toBe("AI008123");
  });
});

describe("formatMemberNumber (part 2 §2.2)", () => {
  it("pads to 7 digits, 8 for the co-brand scheme", () => {
    expect(formatMemberNumber(1234, "S800")).toBe("0001234");
    expect(formatMemberNumber(1234, "SMP")).toBe("0001234");
    expect(formatMemberNumber(1234, "HKAIIB")).toBe("0001234");
    expect(formatMemberNumber(1234, "COBRAND")).toBe("00001234");
    expect(formatMemberNumber(12345678, "S800")).toBe("12345678");
  });
});
