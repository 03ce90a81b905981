import type { AddressChange } from "@portal/domain";

/** A Hong Kong correspondence address as the profile page sends it (the tests' change of address). */
export const HK_ADDRESS: AddressChange = {
  countryCode: 100,
  room: "B",
  floor: "8",
  block: "2",
  nameOfBuilding: "Harbour View Court",
  streetNumber: "12",
  nameOfStreet: "Hoi Wang Road",
  city: "Yau Ma Tei",
  postOrZip: "",
  territory: "KLN",
  selectLangPref: "E",
  addressLine1: "",
  addressLine2: "",
  addressLine3: "",
};
