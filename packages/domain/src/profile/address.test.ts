import { describe, expect, it } from "vitest";
import {
  addressChangeOf,
  addressEditDefaults,
  addressLinesOf,
  type HkAddressFields,
  isInvalidAddress,
  nonHkAddressLinesOf,
  TERRITORY_LOCATIONS,
  territoryOfLocation,
  validateHkAddress,
  validateNonHkAddress,
  withCountry,
} from "./address.ts";

const valid: HkAddressFields = {
  room: "A",
  floor: "12",
  block: "3",
  nameOfBuilding: "Sunshine Court",
  streetNumber: "8",
  nameOfStreet: "Nathan Road",
  city: "Tsim Sha Tsui",
  postOrZip: "",
  territory: "KLN",
  selectLangPref: "E",
};

describe("validateHkAddress (part 1 §5)", () => {
  it("accepts a complete address and one with only street name and city", () => {
    expect(validateHkAddress(valid)).toEqual({});
    expect(
      validateHkAddress({
        ...valid,
        room: "",
        floor: "",
        block: "",
        nameOfBuilding: "",
        streetNumber: "",
        territory: "",
      }),
    ).toEqual({});
  });

  it("limits room, floor and block to 4 characters", () => {
    expect(validateHkAddress({ ...valid, room: "1234", floor: "G/F.", block: "ABCD" })).toEqual({});
    expect(validateHkAddress({ ...valid, room: "12345", floor: "12345", block: "ABCDE" })).toEqual({
      room: "addressInfo.roomMaxLengthError",
      floor: "addressInfo.floorMaxLengthError",
      block: "addressInfo.blockMaxLengthError",
    });
  });

  it("limits the building name to 45 characters", () => {
    expect(validateHkAddress({ ...valid, nameOfBuilding: "B".repeat(45) })).toEqual({});
    expect(validateHkAddress({ ...valid, nameOfBuilding: "B".repeat(46) })).toEqual({
      nameOfBuilding: "addressInfo.buildingMaxLengthError",
    });
  });

  it("allows a street number of up to 4 digits only", () => {
    expect(validateHkAddress({ ...valid, streetNumber: "1234" })).toEqual({});
    expect(validateHkAddress({ ...valid, streetNumber: "12345" }).streetNumber).toBe(
      "addressInfo.streetNoErrMessage",
    );
    expect(validateHkAddress({ ...valid, streetNumber: "12A" }).streetNumber).toBe(
      "addressInfo.streetNoErrMessage",
    );
  });

  it("requires a street name of at most 40 characters", () => {
    expect(validateHkAddress({ ...valid, nameOfStreet: "S".repeat(40) })).toEqual({});
    expect(validateHkAddress({ ...valid, nameOfStreet: "S".repeat(41) }).nameOfStreet).toBe(
      "addressInfo.streetNameMaxLengthError",
    );
    expect(validateHkAddress({ ...valid, nameOfStreet: "  " }).nameOfStreet).toBe(
      "addressInfo.streetNameRequiredError",
    );
  });

  it("requires a city of at most 22 characters", () => {
    expect(validateHkAddress({ ...valid, city: "C".repeat(22) })).toEqual({});
    expect(validateHkAddress({ ...valid, city: "C".repeat(23) }).city).toBe("addressInfo.cityMaxLengthError");
    expect(validateHkAddress({ ...valid, city: "" }).city).toBe("addressInfo.cityErrMsg");
  });

  it("allows a post/zip code of up to 8 digits only", () => {
    expect(validateHkAddress({ ...valid, postOrZip: "12345678" })).toEqual({});
    expect(validateHkAddress({ ...valid, postOrZip: "123456789" }).postOrZip).toBe(
      "addressInfo.postOrZipError",
    );
    expect(validateHkAddress({ ...valid, postOrZip: "SW1A" }).postOrZip).toBe("addressInfo.postOrZipError");
  });

  it("accepts the territories HK, KLN and NT and the languages E and C", () => {
    for (const territory of ["HK", "KLN", "NT"])
      expect(validateHkAddress({ ...valid, territory })).toEqual({});
    expect(validateHkAddress({ ...valid, selectLangPref: "C" })).toEqual({});
    expect(validateHkAddress({ ...valid, territory: "Kowloon", selectLangPref: "" })).toEqual({
      territory: "addressInfo.territoryError",
      selectLangPref: "addressInfo.languageError",
    });
  });

  it("measures trimmed values", () => {
    expect(validateHkAddress({ ...valid, room: " 1234 ", city: ` ${"C".repeat(22)} ` })).toEqual({});
  });
});

describe("validateNonHkAddress (part 1 §5)", () => {
  const lines = { addressLine1: "10 Downing Street", addressLine2: "", addressLine3: "London SW1A 2AA" };

  it("allows three lines of 45 characters with line 1 required", () => {
    expect(validateNonHkAddress(lines)).toEqual({});
    expect(
      validateNonHkAddress({
        addressLine1: "a".repeat(45),
        addressLine2: "b".repeat(45),
        addressLine3: "c".repeat(45),
      }),
    ).toEqual({});
    expect(validateNonHkAddress({ ...lines, addressLine1: " " })).toEqual({
      addressLine1: "addressInfo.addressLine1RequiredError",
    });
  });

  it("rejects a line of 46 characters", () => {
    expect(
      validateNonHkAddress({
        addressLine1: "a".repeat(46),
        addressLine2: "b".repeat(46),
        addressLine3: "c".repeat(46),
      }),
    ).toEqual({
      addressLine1: "addressInfo.addressLineMaxLengthError",
      addressLine2: "addressInfo.addressLineMaxLengthError",
      addressLine3: "addressInfo.addressLineMaxLengthError",
    });
  });
});

describe("addressLinesOf and nonHkAddressLinesOf (part 1 §3)", () => {
  it("lays out an HK address in the usual order", () => {
    expect(addressLinesOf(valid)).toEqual([
      { addrLineSeqNmbr: 1, addrLineTxt: "Flat A, 12/F, Block 3", delete: false },
      { addrLineSeqNmbr: 2, addrLineTxt: "Sunshine Court", delete: false },
      { addrLineSeqNmbr: 3, addrLineTxt: "8 Nathan Road", delete: false },
      { addrLineSeqNmbr: 4, addrLineTxt: "Tsim Sha Tsui", delete: false },
    ]);
  });

  it("ends with the post/zip code when one is given, so it is stored and shown", () => {
    expect(
      addressLinesOf({ ...valid, postOrZip: " 12345 " }).map((l) => [l.addrLineSeqNmbr, l.addrLineTxt]),
    ).toEqual([
      [1, "Flat A, 12/F, Block 3"],
      [2, "Sunshine Court"],
      [3, "8 Nathan Road"],
      [4, "Tsim Sha Tsui"],
      [5, "12345"],
    ]);
  });

  it("leaves out empty parts and renumbers", () => {
    const lines = addressLinesOf({ ...valid, room: "", block: " ", nameOfBuilding: "", streetNumber: "" });
    expect(lines.map((l) => [l.addrLineSeqNmbr, l.addrLineTxt])).toEqual([
      [1, "12/F"],
      [2, "Nathan Road"],
      [3, "Tsim Sha Tsui"],
    ]);
  });

  it("keeps the longest fields within 45 characters a line", () => {
    const longest = addressLinesOf({
      ...valid,
      room: "1234",
      floor: "1234",
      block: "1234",
      nameOfBuilding: "B".repeat(45),
      streetNumber: "1234",
      nameOfStreet: "S".repeat(40),
      city: "C".repeat(22),
    });
    expect(Math.max(...longest.map((l) => l.addrLineTxt.length))).toBe(45);
  });

  it("numbers the non-blank non-HK lines", () => {
    expect(
      nonHkAddressLinesOf({ addressLine1: " 10 Downing Street ", addressLine2: "", addressLine3: "London" }),
    ).toEqual([
      { addrLineSeqNmbr: 1, addrLineTxt: "10 Downing Street", delete: false },
      { addrLineSeqNmbr: 2, addrLineTxt: "London", delete: false },
    ]);
  });
});

describe("isInvalidAddress (part 1 §8)", () => {
  const lines = [{ addrLineTxt: "8 Nathan Road" }];

  it("is true with no address, an empty list, a bad location or no lines", () => {
    expect(isInvalidAddress(null)).toBe(true);
    expect(isInvalidAddress(undefined)).toBe(true);
    expect(isInvalidAddress([])).toBe(true);
    expect(isInvalidAddress([{ addressLocationNm: "BAD ADDRESS,BAD ADDRESS", addressLineTxt: lines }])).toBe(
      true,
    );
    expect(isInvalidAddress([{ addressLocationNm: "KOWLOON", addressLineTxt: [] }])).toBe(true);
    expect(isInvalidAddress([{ addressLocationNm: "KOWLOON", addressLineTxt: [{ addrLineTxt: " " }] }])).toBe(
      true,
    );
  });

  it("is false for a deliverable address", () => {
    expect(isInvalidAddress([{ addressLocationNm: "KOWLOON", addressLineTxt: lines }])).toBe(false);
    expect(isInvalidAddress([{ addressLocationNm: null, addressLineTxt: lines }])).toBe(false);
    expect(isInvalidAddress([{ addressLocationNm: "BAD ADDRESS", addressLineTxt: lines }])).toBe(false);
  });
});

describe("addressEditDefaults and withCountry (part 1 §4)", () => {
  it("clears every field and sets language E", () => {
    const fields = addressEditDefaults("COBRAND", 168);
    expect(fields).toEqual({
      room: "",
      floor: "",
      block: "",
      nameOfBuilding: "",
      streetNumber: "",
      nameOfStreet: "",
      city: "",
      postOrZip: "",
      territory: "",
      selectLangPref: "E",
      addressLine1: "",
      addressLine2: "",
      addressLine3: "",
      countryCode: 168,
    });
  });

  it("forces 101 for S800 and SMP whatever the current country", () => {
    expect(addressEditDefaults("S800", 168).countryCode).toBe(101);
    expect(addressEditDefaults("S800", 100).countryCode).toBe(101);
    expect(addressEditDefaults("SMP", null).countryCode).toBe(101);
  });

  it("moves HKAIIB's Hong Kong to 101 and keeps its other countries", () => {
    expect(addressEditDefaults("HKAIIB", 100).countryCode).toBe(101);
    expect(addressEditDefaults("HKAIIB", 101).countryCode).toBe(101);
    expect(addressEditDefaults("HKAIIB", 168).countryCode).toBe(168);
  });

  it("keeps COBRAND's current country", () => {
    expect(addressEditDefaults("COBRAND", 100).countryCode).toBe(100);
    expect(addressEditDefaults("COBRAND", null).countryCode).toBeNull();
  });

  it("clears the territory when a non-HK country is chosen", () => {
    const fields = { ...addressEditDefaults("S800", 101), territory: "NT" };
    expect(withCountry(fields, 100)).toMatchObject({ countryCode: 100, territory: "NT" });
    expect(withCountry(fields, 168)).toMatchObject({ countryCode: 168, territory: "" });
  });
});

describe("territoryOfLocation", () => {
  it("reads the three stored territory names, whatever their case, and nothing else", () => {
    expect(territoryOfLocation("KOWLOON")).toBe("KLN");
    expect(territoryOfLocation(" new territories ")).toBe("NT");
    expect(territoryOfLocation(TERRITORY_LOCATIONS.HK)).toBe("HK");
    expect(territoryOfLocation("BAD ADDRESS,BAD ADDRESS")).toBeNull();
    expect(territoryOfLocation(null)).toBeNull();
  });
});

describe("addressChangeOf (part 1 §4 address modes)", () => {
  const fields = {
    ...addressEditDefaults("S800", 100),
    nameOfStreet: "Hoi Wang Road",
    city: "Yau Ma Tei",
    addressLine1: "10 Downing Street",
  };

  it("sends the HK fields for jurisdictions 100/101, with the three lines blank", () => {
    const change = addressChangeOf(fields, 101);
    expect(change).toMatchObject({ countryCode: 101, nameOfStreet: "Hoi Wang Road", city: "Yau Ma Tei" });
    expect([change.addressLine1, change.addressLine2, change.addressLine3]).toEqual(["", "", ""]);
  });

  it("sends only the three lines for another country, the HK fields blank and the language E", () => {
    const change = addressChangeOf({ ...fields, selectLangPref: "C" }, 106);
    expect(change).toMatchObject({
      countryCode: 106,
      addressLine1: "10 Downing Street",
      nameOfStreet: "",
      city: "",
    });
    expect(change.selectLangPref).toBe("E");
  });
});
