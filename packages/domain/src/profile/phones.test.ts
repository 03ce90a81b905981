import { describe, expect, it } from "vitest";
import {
  canUpdateMobile,
  digitsOnly,
  displayPhone,
  groupInFours,
  hasNoMobile,
  smsRegistrationAllowed,
  validateMobile,
  validateMobileLanguage,
  validateOtherPhone,
} from "./phones.ts";

const HK = 100;
const HK_ALT = 101;
const UK = 168;

describe("digitsOnly (part 1 §5)", () => {
  it("accepts ASCII digits and the empty string only", () => {
    expect(digitsOnly("91234567")).toBe(true);
    expect(digitsOnly("")).toBe(true);
    expect(digitsOnly("9123 4567")).toBe(false);
    expect(digitsOnly("+85291234567")).toBe(false);
    expect(digitsOnly("12a")).toBe(false);
    expect(digitsOnly("１２３")).toBe(false);
  });
});

describe("groupInFours (part 1 §5)", () => {
  it("groups an HK number as 4 + 4", () => {
    expect(groupInFours("91234567")).toBe("9123 4567");
    expect(groupInFours("9123")).toBe("9123");
    expect(groupInFours("912345")).toBe("9123 45");
    expect(groupInFours("")).toBe("");
  });
});

describe("validateOtherPhone (part 1 §5)", () => {
  it("accepts a blank number (no number / remove it)", () => {
    expect(validateOtherPhone("", HK)).toBeNull();
    expect(validateOtherPhone("", UK)).toBeNull();
  });

  it("requires exactly 8 digits in Hong Kong", () => {
    expect(validateOtherPhone("2123456", HK)).toBe("mobile.mobileError");
    expect(validateOtherPhone("21234567", HK)).toBeNull();
    expect(validateOtherPhone("21234567", HK_ALT)).toBeNull();
    expect(validateOtherPhone("212345678", HK)).toBe("mobile.mobileError");
    expect(validateOtherPhone("212345678901234567890", HK)).toBe("mobile.mobileError");
  });

  it("requires 7 to 20 digits outside Hong Kong", () => {
    expect(validateOtherPhone("123456", UK)).toBe("mobile.nonHKmobileError");
    expect(validateOtherPhone("1234567", UK)).toBeNull();
    expect(validateOtherPhone("12345678901234567890", UK)).toBeNull();
    expect(validateOtherPhone("123456789012345678901", UK)).toBe("otherContact.phoneNmMaxLengthError");
  });

  it("rejects HK numbers starting 0 or 999, not other countries'", () => {
    expect(validateOtherPhone("01234567", HK)).toBe("otherContact.HkNumberStart0error");
    expect(validateOtherPhone("99912345", HK)).toBe("otherContact.HkNumberStart999error");
    expect(validateOtherPhone("99812345", HK)).toBeNull();
    expect(validateOtherPhone("01234567", UK)).toBeNull();
    expect(validateOtherPhone("99912345", UK)).toBeNull();
  });

  it("reports non-digits first, then the prefix, then the length", () => {
    expect(validateOtherPhone("0a", HK)).toBe("otherContact.phoneNmDigiterror");
    expect(validateOtherPhone("9123 4567", HK)).toBe("otherContact.phoneNmDigiterror");
    expect(validateOtherPhone("0", HK)).toBe("otherContact.HkNumberStart0error");
    expect(validateOtherPhone("999", HK)).toBe("otherContact.HkNumberStart999error");
    expect(validateOtherPhone("99", HK)).toBe("mobile.mobileError");
  });
});

describe("validateMobile (part 1 §5)", () => {
  it("requires a country", () => {
    expect(validateMobile("91234567", null)).toBe("mobile.countryRequired");
  });

  it("requires an HK mobile to start with 4 to 9", () => {
    for (const first of ["0", "1", "2", "3"]) {
      expect(validateMobile(`${first}1234567`, HK)).toBe("mobile.mobileNoFirstDigitError");
    }
    for (const first of ["4", "5", "6", "7", "8", "9"]) {
      expect(validateMobile(`${first}1234567`, HK)).toBeNull();
    }
  });

  it("rejects an HK mobile starting 999", () => {
    expect(validateMobile("99912345", HK)).toBe("otherContact.HkNumberStart999error");
    expect(validateMobile("99812345", HK)).toBeNull();
  });

  it("requires exactly 8 digits in Hong Kong, blank included", () => {
    expect(validateMobile("", HK)).toBe("mobile.mobileError");
    expect(validateMobile("9123456", HK)).toBe("mobile.mobileError");
    expect(validateMobile("91234567", HK)).toBeNull();
    expect(validateMobile("912345678", HK)).toBe("mobile.mobileError");
  });

  it("requires 7 to 20 digits outside Hong Kong, with any first digit", () => {
    expect(validateMobile("", UK)).toBe("mobile.nonHKmobileError");
    expect(validateMobile("123456", UK)).toBe("mobile.nonHKmobileError");
    expect(validateMobile("0123456", UK)).toBeNull();
    expect(validateMobile("12345678901234567890", UK)).toBeNull();
    expect(validateMobile("123456789012345678901", UK)).toBe("otherContact.phoneNmMaxLengthError");
  });

  it("reports non-digits before anything but the country", () => {
    expect(validateMobile("9123-4567", HK)).toBe("otherContact.phoneNmDigiterror");
    expect(validateMobile("+44 7700", UK)).toBe("otherContact.phoneNmDigiterror");
  });
});

describe("validateMobileLanguage and canUpdateMobile (part 1 §5)", () => {
  it("requires E or C only when the language choice is shown", () => {
    expect(validateMobileLanguage(null, false)).toBeNull();
    expect(validateMobileLanguage(null, true)).toBe("mobile.languageRequired");
    expect(validateMobileLanguage("E", true)).toBeNull();
    expect(validateMobileLanguage("C", true)).toBeNull();
    expect(validateMobileLanguage("Z", true)).toBe("mobile.languageRequired");
  });

  it("blocks Update for HK numbers starting 0, 1, 2 or 3", () => {
    expect(canUpdateMobile({ digits: "31234567", pltcJrsdNmbr: HK })).toBe(false);
    expect(canUpdateMobile({ digits: "01234567", pltcJrsdNmbr: HK })).toBe(false);
    expect(canUpdateMobile({ digits: "41234567", pltcJrsdNmbr: HK })).toBe(true);
  });

  it("blocks Update while a shown language is missing", () => {
    const valid = { digits: "91234567", pltcJrsdNmbr: HK, languageShown: true };
    expect(canUpdateMobile({ ...valid, selectLangPref: null })).toBe(false);
    expect(canUpdateMobile({ ...valid, selectLangPref: "C" })).toBe(true);
  });
});

describe("smsRegistrationAllowed (part 1 §4/§5)", () => {
  it("allows the SMS checkbox only for a valid HK mobile", () => {
    expect(smsRegistrationAllowed("91234567", HK)).toBe(true);
    expect(smsRegistrationAllowed("91234567", HK_ALT)).toBe(true);
    expect(smsRegistrationAllowed("9123456", HK)).toBe(false);
    expect(smsRegistrationAllowed("31234567", HK)).toBe(false);
    expect(smsRegistrationAllowed("7700900123", UK)).toBe(false);
    expect(smsRegistrationAllowed("91234567", null)).toBe(false);
  });
});

describe("displayPhone and hasNoMobile (part 1 §8)", () => {
  it("shows N/A for jurisdictions 166 and 167 and for a missing number", () => {
    expect(displayPhone("12345678", 166)).toEqual({ key: "generalInfo.responseN/A" });
    expect(displayPhone("12345678", 167)).toEqual({ key: "generalInfo.responseN/A" });
    expect(displayPhone(null, HK)).toEqual({ key: "generalInfo.responseN/A" });
  });

  it("groups HK numbers in fours and keeps others as stored", () => {
    expect(displayPhone("91234567", HK)).toEqual({ text: "9123 4567" });
    expect(displayPhone("7700900123", UK)).toEqual({ text: "7700900123" });
  });

  it("knows when no mobile is registered", () => {
    expect(hasNoMobile(undefined)).toBe(true);
    expect(hasNoMobile(" ")).toBe(true);
    expect(hasNoMobile("91234567")).toBe(false);
  });
});
