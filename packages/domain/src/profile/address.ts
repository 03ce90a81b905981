import type { Scheme } from "../format/identifiers.ts";
import { addressMode, isHongKongJurisdiction } from "./jurisdictions.ts";

/**
 * Part 1 §5 territory options Hong Kong, Kowloon, New Territories, as codes; the labels are the
 * UI's (translations).
 */
export const TERRITORIES = ["HK", "KLN", "NT"] as const;
export type Territory = (typeof TERRITORIES)[number];

/** How an address's territory is stored (its addressLocationNm), as the provider's records spell it. */
export const TERRITORY_LOCATIONS: Record<Territory, string> = {
  HK: "HONG KONG",
  KLN: "KOWLOON",
  NT: "NEW TERRITORIES",
};

/** The territory a stored location names, or null for any other location text. */
export function territoryOfLocation(location: string | null | undefined): Territory | null {
  const text = location?.trim().toUpperCase();
  return TERRITORIES.find((t) => TERRITORY_LOCATIONS[t] === text) ?? null;
}

/** Part 1 §3/§5: the correspondence language of an address, E (English) or C (Chinese). */
export const ADDRESS_LANGUAGES = ["E", "C"] as const;

/** Part 1 §3 address edit fields of Hong Kong mode. Values are bare: "A" for Flat A, "12" for 12/F. */
export interface HkAddressFields {
  room: string;
  floor: string;
  block: string;
  nameOfBuilding: string;
  streetNumber: string;
  nameOfStreet: string;
  city: string;
  postOrZip: string;
  /** One of TERRITORIES, or "" when not chosen. */
  territory: string;
  selectLangPref: string;
}

/** Part 1 §3 address edit fields of non-Hong-Kong mode. */
export interface NonHkAddressFields {
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
}

/** Part 1 §3 address edit fields, both modes, with the chosen country's jurisdiction. */
export interface AddressEditFields extends HkAddressFields, NonHkAddressFields {
  countryCode: number | null;
}

/** Part 1 §5 maximum lengths of the HK address fields (for the inputs' maxLength too). */
export const HK_ADDRESS_MAX_LENGTH = {
  room: 4,
  floor: 4,
  block: 4,
  nameOfBuilding: 45,
  streetNumber: 4,
  nameOfStreet: 40,
  city: 22,
  postOrZip: 8,
} as const;

/** Part 1 §5: each non-HK address line is at most 45 characters. */
export const NON_HK_ADDRESS_LINE_MAX_LENGTH = 45;

/**
 * Address message keys. The spec gives addressInfo.streetNoErrMessage and addressInfo.cityErrMsg
 * (part 1 §5); the others are invented.
 */
export type AddressMessageKey =
  | "addressInfo.roomMaxLengthError"
  | "addressInfo.floorMaxLengthError"
  | "addressInfo.blockMaxLengthError"
  | "addressInfo.buildingMaxLengthError"
  | "addressInfo.streetNoErrMessage"
  | "addressInfo.streetNameRequiredError"
  | "addressInfo.streetNameMaxLengthError"
  | "addressInfo.cityErrMsg"
  | "addressInfo.cityMaxLengthError"
  | "addressInfo.postOrZipError"
  | "addressInfo.territoryError"
  | "addressInfo.languageError"
  | "addressInfo.addressLine1RequiredError"
  | "addressInfo.addressLineMaxLengthError";

export type HkAddressErrors = Partial<Record<keyof HkAddressFields, AddressMessageKey>>;
export type NonHkAddressErrors = Partial<Record<keyof NonHkAddressFields, AddressMessageKey>>;

/**
 * Part 1 §5 Hong Kong address: a map field -> message key of the fields in error (empty when
 * valid). Values are trimmed first; lengths count UTF-16 units, like an input's maxLength.
 * - room, floor, block at most 4; building name at most 45 (all optional);
 * - street number optional, at most 4 digits and digits only (addressInfo.streetNoErrMessage);
 * - street name required, at most 40; city required (addressInfo.cityErrMsg), at most 22;
 * - post/zip optional, digits only, at most 8 ("8 digits only" read as a maximum: HK has no
 *   postcodes, so an exact length would make every HK address fail);
 * - territory optional (the spec lets only street name and city be required), else HK, KLN or NT;
 * - language E or C, required (Edit sets E).
 */
export function validateHkAddress(fields: HkAddressFields): HkAddressErrors {
  const f = trimAll(fields);
  const errors: HkAddressErrors = {};
  const max = HK_ADDRESS_MAX_LENGTH;
  if (f.room.length > max.room) errors.room = "addressInfo.roomMaxLengthError";
  if (f.floor.length > max.floor) errors.floor = "addressInfo.floorMaxLengthError";
  if (f.block.length > max.block) errors.block = "addressInfo.blockMaxLengthError";
  if (f.nameOfBuilding.length > max.nameOfBuilding)
    errors.nameOfBuilding = "addressInfo.buildingMaxLengthError";
  if (!/^[0-9]{0,4}$/.test(f.streetNumber)) errors.streetNumber = "addressInfo.streetNoErrMessage";
  if (f.nameOfStreet === "") errors.nameOfStreet = "addressInfo.streetNameRequiredError";
  else if (f.nameOfStreet.length > max.nameOfStreet)
    errors.nameOfStreet = "addressInfo.streetNameMaxLengthError";
  if (f.city === "") errors.city = "addressInfo.cityErrMsg";
  else if (f.city.length > max.city) errors.city = "addressInfo.cityMaxLengthError";
  if (!/^[0-9]{0,8}$/.test(f.postOrZip)) errors.postOrZip = "addressInfo.postOrZipError";
  if (f.territory !== "" && !(TERRITORIES as readonly string[]).includes(f.territory)) {
    errors.territory = "addressInfo.territoryError";
  }
  if (!(ADDRESS_LANGUAGES as readonly string[]).includes(f.selectLangPref)) {
    errors.selectLangPref = "addressInfo.languageError";
  }
  return errors;
}

/**
 * Part 1 §5 non-HK address: lines 1 to 3 each at most 45 characters (trimmed). Decision: line 1
 * is required (addressInfo.addressLine1RequiredError), as street name and city are in HK mode;
 * lines 2 and 3 are optional.
 */
export function validateNonHkAddress(fields: NonHkAddressFields): NonHkAddressErrors {
  const errors: NonHkAddressErrors = {};
  const max = NON_HK_ADDRESS_LINE_MAX_LENGTH;
  const line1 = fields.addressLine1.trim();
  if (line1 === "") errors.addressLine1 = "addressInfo.addressLine1RequiredError";
  else if (line1.length > max) errors.addressLine1 = "addressInfo.addressLineMaxLengthError";
  if (fields.addressLine2.trim().length > max) errors.addressLine2 = "addressInfo.addressLineMaxLengthError";
  if (fields.addressLine3.trim().length > max) errors.addressLine3 = "addressInfo.addressLineMaxLengthError";
  return errors;
}

/** A stored address line of part 1 §3. */
export interface AddressLine {
  addrLineSeqNmbr: number;
  addrLineTxt: string;
  delete: boolean;
}

function toLines(texts: readonly string[]): AddressLine[] {
  return texts
    .filter((text) => text !== "")
    .map((addrLineTxt, index) => ({ addrLineSeqNmbr: index + 1, addrLineTxt, delete: false }));
}

/**
 * Part 1 §3 stored address lines (addressLineTxt) from the HK fields, in the usual HK order,
 * trimmed, empty lines left out, numbered from 1:
 *   1. "Flat {room}, {floor}/F, Block {block}" (the parts present)
 *   2. building name
 *   3. "{street number} {street name}"
 *   4. city
 *   5. post/zip code, when given (the update carries lines, a location and a country only: a
 *      code that is not a line would be confirmed on /verify and then lost)
 * Every line fits 45 characters (line 1 at most 29, line 3 at most 45), like the non-HK lines.
 * The territory is not a line (it travels as the address's location) and the language only
 * chooses the correspondence language, not the layout.
 * No inverse is offered: Edit starts from cleared fields (part 1 §4), so HK fields are never rebuilt
 * from stored lines, and free-text lines cannot be parsed back reliably.
 */
export function addressLinesOf(fields: HkAddressFields): AddressLine[] {
  const f = trimAll(fields);
  const unit = [f.room && `Flat ${f.room}`, f.floor && `${f.floor}/F`, f.block && `Block ${f.block}`]
    .filter((part) => part !== "")
    .join(", ");
  const street = [f.streetNumber, f.nameOfStreet].filter((part) => part !== "").join(" ");
  return toLines([unit, f.nameOfBuilding, street, f.city, f.postOrZip]);
}

/** Part 1 §3 stored address lines from the non-HK lines 1 to 3: trimmed, blanks left out, numbered from 1. */
export function nonHkAddressLinesOf(fields: NonHkAddressFields): AddressLine[] {
  return toLines([fields.addressLine1.trim(), fields.addressLine2.trim(), fields.addressLine3.trim()]);
}

/** The parts of a client address that part 1 §8 looks at. */
export interface StoredAddress {
  addressLocationNm?: string | null;
  addressLineTxt?: readonly { addrLineTxt?: string | null }[] | null;
}

/** Part 1 §8: the location value of an address known to be undeliverable. */
export const BAD_ADDRESS_LOCATION = "BAD ADDRESS,BAD ADDRESS";

/**
 * Part 1 §8: true (show addressInfo.invalidAddressMessage) when there is no address (missing or
 * empty address list), when the address shown (the first) has location 'BAD ADDRESS,BAD ADDRESS',
 * or when its list of lines is empty or holds only blank lines ("an empty list" read both ways).
 */
export function isInvalidAddress(addresses: readonly StoredAddress[] | null | undefined): boolean {
  const address = addresses?.[0];
  if (address === undefined) return true;
  if (address.addressLocationNm?.trim() === BAD_ADDRESS_LOCATION) return true;
  const lines = address.addressLineTxt ?? [];
  return lines.every((line) => (line.addrLineTxt ?? "").trim() === "");
}

/** Part 1 §4: the schemes whose address Edit forces the country to jurisdiction 101. */
export const SCHEMES_FORCING_HK_101: readonly Scheme[] = ["S800", "SMP"];

/**
 * Part 1 §4 Address Edit: every field cleared, language E, and the country:
 * - S800 and SMP (the "two schemes"; decision: the main scheme and the Simple/Smart MPF scheme)
 *   always 101 (Hong Kong);
 * - HKAIIB (the AIIB-type scheme): a Hong Kong country (100 or 101) becomes 101, "the second
 *   country option" (the dropdown lists 100 then 101; 101 is taken directly so the rule does not
 *   depend on list order); any other country is kept;
 * - COBRAND: the current country is kept.
 */
export function addressEditDefaults(scheme: Scheme, currentJurisdiction: number | null): AddressEditFields {
  let countryCode = currentJurisdiction;
  if (SCHEMES_FORCING_HK_101.includes(scheme)) countryCode = 101;
  else if (scheme === "HKAIIB" && isHongKongJurisdiction(currentJurisdiction)) countryCode = 101;
  return { ...BLANK_ADDRESS_FIELDS, countryCode };
}

/** Every edit field blank, the language E. */
const BLANK_ADDRESS_FIELDS: Omit<AddressEditFields, "countryCode"> = {
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
};

/**
 * The change an address card sends (part 1 §4 address modes): the fields of the mode the country
 * gives, the other mode's fields blank, so the server never sees a half of each.
 */
export function addressChangeOf(
  fields: AddressEditFields,
  countryCode: number,
): Omit<AddressEditFields, "countryCode"> & { countryCode: number } {
  if (addressMode(countryCode) === "HK") {
    return { ...fields, countryCode, addressLine1: "", addressLine2: "", addressLine3: "" };
  }
  const { addressLine1, addressLine2, addressLine3 } = fields;
  return { ...BLANK_ADDRESS_FIELDS, countryCode, addressLine1, addressLine2, addressLine3 };
}

/** Part 1 §4: choosing a country; a non-Hong-Kong country clears the territory. */
export function withCountry<T extends Pick<AddressEditFields, "countryCode" | "territory">>(
  fields: T,
  countryCode: number,
): T {
  return { ...fields, countryCode, territory: isHongKongJurisdiction(countryCode) ? fields.territory : "" };
}

function trimAll(fields: HkAddressFields): HkAddressFields {
  return {
    room: fields.room.trim(),
    floor: fields.floor.trim(),
    block: fields.block.trim(),
    nameOfBuilding: fields.nameOfBuilding.trim(),
    streetNumber: fields.streetNumber.trim(),
    nameOfStreet: fields.nameOfStreet.trim(),
    city: fields.city.trim(),
    postOrZip: fields.postOrZip.trim(),
    territory: fields.territory.trim(),
    selectLangPref: fields.selectLangPref.trim(),
  };
}
