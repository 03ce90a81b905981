/** A country list item of part 1 §3 (GET /config/countrylist). */
export interface CountryItem {
  pltcJrsdNmbr: number;
  countryNm: string;
  /** The dial code, such as "+852"; may be missing for places without a valid number. */
  phoneCd: string | null;
}

/** Part 1 §3 country list item: jurisdictions 100 and 101 are Hong Kong. */
export const HONG_KONG_JURISDICTIONS: readonly number[] = [100, 101];

/** Part 1 §3 country list item: jurisdictions never offered in a dropdown. */
export const HIDDEN_JURISDICTIONS: readonly number[] = [167, 169, 175];

/** Part 1 §3/§8: jurisdictions that mean "no valid number"; their phones show as N/A. */
export const NO_NUMBER_JURISDICTIONS: readonly number[] = [166, 167];

/** Part 1 §3/§4: true for Hong Kong (jurisdiction 100 or 101). */
export function isHongKongJurisdiction(pltcJrsdNmbr: number | null | undefined): boolean {
  return pltcJrsdNmbr != null && HONG_KONG_JURISDICTIONS.includes(pltcJrsdNmbr);
}

/** Part 1 §3/§8: true for 166 and 167, whose phone numbers are shown as N/A. */
export function isNoNumberJurisdiction(pltcJrsdNmbr: number | null | undefined): boolean {
  return pltcJrsdNmbr != null && NO_NUMBER_JURISDICTIONS.includes(pltcJrsdNmbr);
}

/** Part 1 §3: the country list without the hidden jurisdictions 167, 169 and 175, order kept. */
export function visibleCountries<T extends Pick<CountryItem, "pltcJrsdNmbr">>(list: readonly T[]): T[] {
  return list.filter((item) => !HIDDEN_JURISDICTIONS.includes(item.pltcJrsdNmbr));
}

/**
 * Part 1 §3 "odd numbers are used for the Chinese-list filter". Interpretation: the country table
 * holds each place twice, an English-named entry under an even number and a Chinese-named entry
 * under the next odd number (100 Hong Kong / 101 香港, 166 / 167 ...), so the Chinese dropdown is the
 * visible items with an odd jurisdiction number. The hidden jurisdictions stay hidden; order kept.
 */
export function chineseCountries<T extends Pick<CountryItem, "pltcJrsdNmbr">>(list: readonly T[]): T[] {
  return visibleCountries(list).filter((item) => item.pltcJrsdNmbr % 2 === 1);
}

export type AddressMode = "HK" | "NON_HK";

/** Part 1 §4 Address: Hong Kong mode for jurisdiction 100 or 101, otherwise non-Hong-Kong mode. */
export function addressMode(pltcJrsdNmbr: number | null | undefined): AddressMode {
  return isHongKongJurisdiction(pltcJrsdNmbr) ? "HK" : "NON_HK";
}
