import type { ClientInfoResponse, CountryItemVo } from "@portal/domain";

/** profileEndpoints.client for persona P1 (S800 employee, HK address and phones), as the tests' answer. */
export function clientAnswer(overrides: Partial<ClientInfoResponse> = {}): ClientInfoResponse {
  return {
    clientNmbr: 3000001,
    scheme: "S800",
    firstName: "Tai Man",
    primaryLastName: "CHAN",
    secondaryLastName: "陳大文",
    birthDate: "1978-03-15",
    govtIdMasked: "A1*****(3)",
    govtIdType: "HKID",
    placeOfBirth: "Hong Kong",
    placeOfBirthZh: "香港",
    nationality: "Chinese",
    nationalityZh: "中國",
    lastLoginDate: "2026-02-27T09:15:00.000Z",
    mainAddress: {
      addressTypeNmbr: 1,
      addressLineTxt: [
        { addrLineSeqNmbr: 1, addrLineTxt: "Flat 12B, 8/F, Block 3" },
        { addrLineSeqNmbr: 2, addrLineTxt: "Harbour View Garden" },
        { addrLineSeqNmbr: 3, addrLineTxt: "28 Tai Koo Shing Road" },
      ],
      addressLocationNm: "HONG KONG",
      addressPltcJrsdNmbr: 100,
      cityNm: "Quarry Bay",
      langPref: "E",
    },
    home: { number: "23456789", pltcJrsdNmbr: 100 },
    office: { number: "28765432", pltcJrsdNmbr: 100 },
    fax: null,
    mobile: { number: "91234567", pltcJrsdNmbr: 100 },
    emailAddress: "chan.taiman@example.com",
    estatement: true,
    smsSubscription: true,
    smsLanguage: "E",
    maxAge: 0,
    multipleClients: false,
    usDeclared: true,
    ...overrides,
  };
}

/** profileEndpoints.countryList: a few visible jurisdictions. */
export const COUNTRIES: CountryItemVo[] = [
  { pltcJrsdNmbr: 100, countryNm: "Hong Kong", countryNmZh: "香港", phoneCd: "+852" },
  { pltcJrsdNmbr: 101, countryNm: "Hong Kong SAR", countryNmZh: "香港特別行政區", phoneCd: "+852" },
  { pltcJrsdNmbr: 102, countryNm: "China", countryNmZh: "中國", phoneCd: "+86" },
  { pltcJrsdNmbr: 106, countryNm: "United Kingdom", countryNmZh: "英國", phoneCd: "+44" },
  { pltcJrsdNmbr: 166, countryNm: "Not applicable", countryNmZh: "不適用", phoneCd: null },
];
