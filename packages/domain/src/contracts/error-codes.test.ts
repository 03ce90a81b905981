import { describe, expect, it } from "vitest";
import { ERROR_CODES, isErrorCode } from "./error-codes.ts";
import { errorCode } from "./errors.ts";
import { isOtpChannel, OTP_CHANNELS } from "./otp-channels.ts";

describe("the codes without their schemas", () => {
  it("knows an error code exactly as the contract's schema does", () => {
    for (const value of [...ERROR_CODES, "no-such-code", "", "VALIDATION", 42, null, undefined, {}])
      expect({ value, known: isErrorCode(value) }).toEqual({
        value,
        known: errorCode.safeParse(value).success,
      });
  });

  it("knows the two OTP channels and nothing else", () => {
    expect(OTP_CHANNELS.filter(isOtpChannel)).toEqual(["SMS", "EMAIL"]);
    for (const value of ["sms", "POST", "", null, 1]) expect(isOtpChannel(value)).toBe(false);
  });
});
