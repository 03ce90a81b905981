import type { AccountPlan } from "./account-simulation.ts";

/**
 * The demo personas of shared/demo-personas.md, exactly as listed. Every PIN is Portal#2026.
 * Plans are relative to nothing but fixed dates, so the data is the same on every run.
 */
export const DEMO_PIN = "Portal#2026";

export interface PersonaContract {
  contractNmbr: number;
  productTypeNmbr: number;
  organizationNm: string | null;
  organizationNmZh: string | null;
  orgTypeNm: string | null;
  planName: string;
  planNameZh: string;
  effectiveDate: string;
  fundAllocationAllowed?: boolean;
}

export const DEMO_CONTRACTS: PersonaContract[] = [
  {
    contractNmbr: 100231,
    productTypeNmbr: 112,
    organizationNm: "Victoria Harbour Trading Limited",
    organizationNmZh: "維港貿易有限公司",
    orgTypeNm: "EMPLOYER",
    planName: "MPF Scheme Series 800",
    planNameZh: "強積金計劃800系列",
    effectiveDate: "2001-01-02",
  },
  {
    contractNmbr: 100232,
    productTypeNmbr: 112,
    organizationNm: "Pearl River Engineering Limited",
    organizationNmZh: "珠江工程有限公司",
    orgTypeNm: "EMPLOYER",
    planName: "MPF Scheme Series 800",
    planNameZh: "強積金計劃800系列",
    effectiveDate: "2004-05-03",
  },
  {
    contractNmbr: 100233,
    productTypeNmbr: 112,
    organizationNm: "Tsim Sha Tsui Design Studio Limited",
    organizationNmZh: "尖沙咀設計工作室有限公司",
    orgTypeNm: "EMPLOYER",
    planName: "MPF Scheme Series 800",
    planNameZh: "強積金計劃800系列",
    effectiveDate: "2009-10-02",
  },
  {
    contractNmbr: 200001,
    productTypeNmbr: 112,
    organizationNm: null,
    organizationNmZh: null,
    orgTypeNm: null,
    planName: "Personal Account Plan",
    planNameZh: "個人帳戶計劃",
    effectiveDate: "2000-12-01",
  },
  {
    contractNmbr: 200002,
    productTypeNmbr: 112,
    organizationNm: null,
    organizationNmZh: null,
    orgTypeNm: null,
    planName: "TVC Plan",
    planNameZh: "可扣稅自願性供款計劃",
    effectiveDate: "2019-04-01",
  },
  {
    contractNmbr: 200003,
    productTypeNmbr: 112,
    organizationNm: null,
    organizationNmZh: null,
    orgTypeNm: null,
    planName: "Self-Employed Persons Plan",
    planNameZh: "自僱人士計劃",
    effectiveDate: "2000-12-01",
  },
  {
    contractNmbr: 8123,
    productTypeNmbr: 124,
    organizationNm: "Victoria Harbour Trading Limited",
    organizationNmZh: "維港貿易有限公司",
    orgTypeNm: "GROUP",
    planName: "Victoria Harbour Trading Staff Retirement Scheme",
    planNameZh: "維港貿易職員退休計劃",
    effectiveDate: "1998-01-02",
  },
  {
    contractNmbr: 105001,
    productTypeNmbr: 105,
    organizationNm: null,
    organizationNmZh: null,
    orgTypeNm: null,
    planName: "Capital Guaranteed Plan",
    planNameZh: "資本保證計劃",
    effectiveDate: "1996-12-02",
  },
  {
    contractNmbr: 41107,
    productTypeNmbr: 150,
    organizationNm: "Asian Infrastructure Investment Bank",
    organizationNmZh: "亞洲基礎設施投資銀行",
    orgTypeNm: "EMPLOYER",
    planName: "AIIB Staff Retirement Plan",
    planNameZh: "亞投行職員退休計劃",
    effectiveDate: "2016-07-04",
  },
  {
    contractNmbr: 300001,
    productTypeNmbr: 129,
    organizationNm: null,
    organizationNmZh: null,
    orgTypeNm: null,
    planName: "Simple Plan",
    planNameZh: "簡易計劃",
    effectiveDate: "2000-12-01",
  },
  {
    contractNmbr: 300002,
    productTypeNmbr: 130,
    organizationNm: null,
    organizationNmZh: null,
    orgTypeNm: null,
    planName: "Smart Plan",
    planNameZh: "智選計劃",
    effectiveDate: "2000-12-01",
    // The member cannot give switching instructions on this plan (§2.7: no fund-allocation access).
    fundAllocationAllowed: false,
  },
  {
    contractNmbr: 700101,
    productTypeNmbr: 160,
    organizationNm: "Kowloon Logistics Company Limited",
    organizationNmZh: "九龍物流有限公司",
    orgTypeNm: "EMPLOYER",
    planName: "Kowloon Logistics Employee Plan",
    planNameZh: "九龍物流僱員計劃",
    effectiveDate: "1997-03-03",
  },
  {
    contractNmbr: 700102,
    productTypeNmbr: 160,
    organizationNm: "Kowloon Logistics (Holdings) Limited",
    organizationNmZh: "九龍物流（控股）有限公司",
    orgTypeNm: "EMPLOYER",
    planName: "Kowloon Logistics Holdings Staff Plan",
    planNameZh: "九龍物流控股職員計劃",
    effectiveDate: "2005-01-03",
  },
];

export interface PersonaAccount {
  contractNmbr: number;
  accountTypeCode: "EE" | "PA" | "SEP" | "TVC" | "SVC" | "ORSO" | "ER";
  memberClassNmbr: number;
  terminationDate?: string;
  maxAge?: number;
  plan: Omit<AccountPlan, "clntRltnshpNmbr" | "clientNmbr" | "currency">;
}

export interface PersonaAddress {
  pltcJrsdNmbr: number;
  lines: string[];
  cityNm: string | null;
  locationNm: string | null;
  langPref: "E" | "C";
}

export interface Persona {
  key: string;
  clientNmbr: number;
  loginId: string;
  schemeCode: "S800" | "HKAIIB" | "COBRAND" | "SMP";
  govtId: string;
  govtIdType: "HKID" | "PASSPORT";
  firstName: string;
  lastName: string;
  chineseName: string | null;
  birthDate: string;
  /** As the record holds them (text, see the clients table), in English and in Chinese. */
  placeOfBirth: string;
  placeOfBirthZh: string;
  nationality: string;
  nationalityZh: string;
  email: string | null;
  mobile: { pltcJrsdNmbr: number; number: string } | null;
  home?: string;
  office?: string;
  address: PersonaAddress;
  smsLanguage: "E" | "C";
  usDeclared: boolean;
  mustChangePin?: boolean;
  locked?: boolean;
  relatedClientNmbr?: number;
  /** Has no credentials: the related client of P8, reached only through P8. */
  noLogin?: boolean;
  accounts: PersonaAccount[];
  pendingSwitch?: { accountIndex: number; from: number; percent: number; to: [number, number][] };
  /** A withdrawal of the whole account, received on paper and not yet processed (blocks switching, §4.5). */
  pendingWithdrawal?: { accountIndex: number };
}

const hkAddress = (
  lines: string[],
  city: string,
  location: string,
  langPref: "E" | "C" = "E",
): PersonaAddress => ({
  pltcJrsdNmbr: 100,
  lines,
  cityNm: city,
  locationNm: location,
  langPref,
});

const MPF_MAX = { EE_MAN: "1500.00", ER_MAN: "1500.00" } as const;

export const PERSONAS: Persona[] = [
  {
    key: "P1",
    clientNmbr: 1000001,
    loginId: "3000001",
    schemeCode: "S800",
    govtId: "A1234563",
    govtIdType: "HKID",
    firstName: "Tai Man",
    lastName: "CHAN",
    chineseName: "陳大文",
    birthDate: "1978-03-15",
    placeOfBirth: "Hong Kong",
    placeOfBirthZh: "香港",
    nationality: "Chinese",
    nationalityZh: "中國",
    email: "chan.taiman@example.com",
    mobile: { pltcJrsdNmbr: 100, number: "91234567" },
    home: "23456789",
    office: "28765432",
    address: hkAddress(
      ["Flat 12B, 8/F, Block 3", "Harbour View Garden", "28 Tai Koo Shing Road"],
      "Quarry Bay",
      "HONG KONG",
    ),
    smsLanguage: "E",
    usDeclared: true,
    accounts: [
      {
        contractNmbr: 100231,
        accountTypeCode: "EE",
        memberClassNmbr: 301,
        plan: {
          start: "2010-01-01",
          serviceStart: "2010-01-01",
          relevantIncome: "45000.00",
          monthly: { ...MPF_MAX, ER_VOL: "2250.00" },
          direction: [
            [302, 40],
            [312, 20],
            [306, 20],
            [298, 10],
            [310, 10],
          ],
          directionChanges: [
            {
              date: "2018-01-02",
              direction: [
                [313, 30],
                [302, 30],
                [312, 20],
                [306, 10],
                [315, 10],
              ],
            },
          ],
          switches: [
            { date: "2015-06-15", from: 306, percent: 40, to: [[317, 100]] },
            {
              date: "2021-03-10",
              from: 302,
              percent: 25,
              to: [
                [315, 50],
                [308, 50],
              ],
            },
          ],
        },
      },
      {
        contractNmbr: 200001,
        accountTypeCode: "PA",
        memberClassNmbr: 302,
        plan: {
          start: "2012-05-01",
          stop: "2012-04-01",
          monthly: {},
          direction: [
            [304, 60],
            [298, 40],
          ],
          transfersIn: [{ date: "2012-05-02", moneyType: "TFR", amount: "186540.00" }],
        },
      },
      {
        contractNmbr: 200002,
        accountTypeCode: "TVC",
        memberClassNmbr: 304,
        plan: { start: "2019-04-01", monthly: { TVC: "5000.00" }, direction: [[313, 100]] },
      },
      {
        contractNmbr: 8123,
        accountTypeCode: "ORSO",
        memberClassNmbr: 306,
        maxAge: 60,
        plan: {
          start: "2010-01-01",
          monthly: { ORSO_EE: "2250.00", ORSO_ER: "2250.00" },
          direction: [
            [321, 50],
            [322, 50],
          ],
        },
      },
    ],
    pendingSwitch: { accountIndex: 0, from: 317, percent: 20, to: [[312, 100]] },
  },
  {
    key: "P2",
    clientNmbr: 1000002,
    loginId: "4000001",
    schemeCode: "HKAIIB",
    govtId: "K2345678",
    govtIdType: "PASSPORT",
    firstName: "Priya",
    lastName: "SHARMA",
    chineseName: null,
    birthDate: "1984-09-02",
    placeOfBirth: "Mumbai",
    placeOfBirthZh: "孟買",
    nationality: "Indian",
    nationalityZh: "印度",
    email: "priya.sharma@example.com",
    mobile: { pltcJrsdNmbr: 100, number: "62345678" },
    address: hkAddress(["Flat 5A, 20/F", "The Summit", "41C Stubbs Road"], "Wan Chai", "HONG KONG"),
    smsLanguage: "E",
    usDeclared: true,
    accounts: [
      {
        contractNmbr: 41107,
        accountTypeCode: "ER",
        memberClassNmbr: 307,
        maxAge: 62,
        plan: {
          start: "2017-02-01",
          monthly: { ER_MAN: "1650.00", EE_MAN: "550.00" },
          direction: [
            [405, 50],
            [408, 30],
            [402, 20],
          ],
        },
      },
    ],
  },
  {
    key: "P3",
    clientNmbr: 1000003,
    loginId: "800001234",
    schemeCode: "COBRAND",
    govtId: "B765432A",
    govtIdType: "HKID",
    firstName: "Siu Ming",
    lastName: "LEE",
    chineseName: "李小明",
    birthDate: "1990-11-28",
    placeOfBirth: "Hong Kong",
    placeOfBirthZh: "香港",
    nationality: "Chinese",
    nationalityZh: "中國",
    email: "lee.siuming@example.com",
    mobile: { pltcJrsdNmbr: 100, number: "53456789" },
    address: hkAddress(
      ["Room 1808, 18/F, Tower 2", "Metro City Phase 1", "1 Wan Hang Road"],
      "Tseung Kwan O",
      "NEW TERRITORIES",
      "C",
    ),
    smsLanguage: "C",
    usDeclared: true,
    accounts: [
      {
        contractNmbr: 300001,
        accountTypeCode: "EE",
        memberClassNmbr: 301,
        plan: {
          start: "2014-07-01",
          relevantIncome: "32000.00",
          monthly: { ...MPF_MAX },
          direction: [
            [506, 50],
            [509, 30],
            [501, 20],
          ],
        },
      },
      {
        contractNmbr: 300002,
        accountTypeCode: "PA",
        memberClassNmbr: 302,
        plan: {
          start: "2016-03-01",
          stop: "2016-02-01",
          monthly: {},
          direction: [[510, 100]],
          transfersIn: [{ date: "2016-03-01", moneyType: "TFR", amount: "95000.00" }],
        },
      },
    ],
  },
  {
    key: "P4",
    clientNmbr: 1000004,
    loginId: "7000001",
    schemeCode: "SMP",
    govtId: "C1111114",
    govtIdType: "HKID",
    firstName: "Ka Yan",
    lastName: "WONG",
    chineseName: "黃家欣",
    birthDate: "1982-06-10",
    placeOfBirth: "Hong Kong",
    placeOfBirthZh: "香港",
    nationality: "Chinese",
    nationalityZh: "中國",
    email: "wong.kayan@example.com",
    mobile: { pltcJrsdNmbr: 100, number: "64567890" },
    address: hkAddress(
      ["Flat D, 15/F", "Kowloon Bay Mansion", "38 Wang Chiu Road"],
      "Kowloon Bay",
      "KOWLOON",
    ),
    smsLanguage: "E",
    usDeclared: true,
    accounts: [
      {
        contractNmbr: 700101,
        accountTypeCode: "ER",
        memberClassNmbr: 307,
        plan: {
          start: "2011-04-01",
          relevantIncome: "38000.00",
          monthly: { ...MPF_MAX, ER_VOL: "1900.00" },
          serviceStart: "2011-04-01",
          direction: [
            [606, 60],
            [609, 40],
          ],
        },
      },
    ],
  },
  {
    key: "P4b",
    clientNmbr: 1000012,
    loginId: "7000001",
    schemeCode: "SMP",
    govtId: "C1111114",
    govtIdType: "HKID",
    firstName: "Ka Yan",
    lastName: "WONG",
    chineseName: "黃家欣",
    birthDate: "1982-06-10",
    placeOfBirth: "Hong Kong",
    placeOfBirthZh: "香港",
    nationality: "Chinese",
    nationalityZh: "中國",
    email: "wong.kayan@example.com",
    mobile: { pltcJrsdNmbr: 100, number: "64567890" },
    address: hkAddress(
      ["Flat D, 15/F", "Kowloon Bay Mansion", "38 Wang Chiu Road"],
      "Kowloon Bay",
      "KOWLOON",
    ),
    smsLanguage: "E",
    usDeclared: true,
    accounts: [
      {
        contractNmbr: 700102,
        accountTypeCode: "ER",
        memberClassNmbr: 307,
        plan: {
          start: "2019-09-01",
          relevantIncome: "12000.00",
          // Employer voluntary money vesting by service (7 years: 70%) shows unvested benefits.
          monthly: { EE_MAN: "600.00", ER_MAN: "600.00", ER_VOL: "300.00" },
          serviceStart: "2019-09-01",
          direction: [[602, 100]],
        },
      },
    ],
  },
  {
    key: "P5",
    clientNmbr: 1000005,
    loginId: "3000005",
    schemeCode: "S800",
    govtId: "D2222222",
    govtIdType: "HKID",
    firstName: "Wing Sze",
    lastName: "CHEUNG",
    chineseName: "張詠詩",
    birthDate: "1999-01-20",
    placeOfBirth: "Hong Kong",
    placeOfBirthZh: "香港",
    nationality: "Chinese",
    nationalityZh: "中國",
    email: "cheung.wingsze@example.com",
    mobile: { pltcJrsdNmbr: 100, number: "95678901" },
    address: hkAddress(["Flat 3, 6/F", "Shatin Centre", "2 Wang Pok Street"], "Sha Tin", "NEW TERRITORIES"),
    smsLanguage: "C",
    usDeclared: true,
    mustChangePin: true,
    accounts: [
      {
        contractNmbr: 100231,
        accountTypeCode: "EE",
        memberClassNmbr: 301,
        plan: {
          start: "2023-09-01",
          relevantIncome: "22000.00",
          monthly: { EE_MAN: "1100.00", ER_MAN: "1100.00" },
          direction: [[313, 100]],
        },
      },
    ],
  },
  {
    key: "P6",
    clientNmbr: 1000006,
    loginId: "3000006",
    schemeCode: "S800",
    govtId: "E3333330",
    govtIdType: "HKID",
    firstName: "Chi Keung",
    lastName: "LAM",
    chineseName: "林志強",
    birthDate: "1975-12-05",
    placeOfBirth: "Hong Kong",
    placeOfBirthZh: "香港",
    nationality: "Chinese",
    nationalityZh: "中國",
    email: "lam.chikeung@example.com",
    mobile: { pltcJrsdNmbr: 100, number: "96789012" },
    address: hkAddress(
      ["Flat 9C, 22/F", "Tai Hing Gardens Block 5", "12 Tsun Wen Road"],
      "Tuen Mun",
      "NEW TERRITORIES",
    ),
    smsLanguage: "E",
    usDeclared: false,
    accounts: [
      {
        contractNmbr: 100232,
        accountTypeCode: "EE",
        memberClassNmbr: 301,
        plan: {
          start: "2016-01-01",
          relevantIncome: "36000.00",
          monthly: { ...MPF_MAX },
          direction: [
            [304, 50],
            [317, 50],
          ],
        },
      },
    ],
  },
  {
    key: "P7",
    clientNmbr: 1000007,
    loginId: "3000007",
    schemeCode: "S800",
    govtId: "G4444441",
    govtIdType: "HKID",
    firstName: "Mei Ling",
    lastName: "HO",
    chineseName: "何美玲",
    birthDate: "1988-04-18",
    placeOfBirth: "Hong Kong",
    placeOfBirthZh: "香港",
    nationality: "Chinese",
    nationalityZh: "中國",
    email: "ho.meiling@example.com",
    mobile: { pltcJrsdNmbr: 100, number: "67890123" },
    address: hkAddress(
      ["Flat 21F, 21/F", "Laguna City Phase 2", "18 Cha Kwo Ling Road"],
      "Lam Tin",
      "KOWLOON",
    ),
    smsLanguage: "E",
    usDeclared: true,
    locked: true,
    accounts: [
      {
        contractNmbr: 100232,
        accountTypeCode: "EE",
        memberClassNmbr: 301,
        plan: {
          start: "2013-08-01",
          relevantIncome: "28000.00",
          monthly: { EE_MAN: "1400.00", ER_MAN: "1400.00" },
          direction: [[302, 100]],
        },
      },
    ],
  },
  {
    key: "P8",
    clientNmbr: 1000008,
    loginId: "3000008",
    schemeCode: "S800",
    govtId: "H555555A",
    govtIdType: "HKID",
    firstName: "Kwok Wai",
    lastName: "NG",
    chineseName: "吳國偉",
    birthDate: "1970-07-30",
    placeOfBirth: "Guangzhou",
    placeOfBirthZh: "廣州",
    nationality: "Chinese",
    nationalityZh: "中國",
    email: "ng.kwokwai@example.com",
    mobile: { pltcJrsdNmbr: 100, number: "98901234" },
    office: "27123456",
    address: hkAddress(["Shop 5, G/F", "Wing On Building", "88 Nathan Road"], "Tsim Sha Tsui", "KOWLOON"),
    smsLanguage: "C",
    usDeclared: true,
    relatedClientNmbr: 1000013,
    accounts: [
      {
        contractNmbr: 200003,
        accountTypeCode: "SEP",
        memberClassNmbr: 303,
        plan: {
          start: "2015-02-01",
          relevantIncome: "30000.00",
          monthly: { SEP_MAN: "1500.00" },
          direction: [
            [311, 50],
            [304, 50],
          ],
        },
      },
    ],
  },
  {
    key: "P8-related",
    clientNmbr: 1000013,
    loginId: "3000013",
    schemeCode: "S800",
    govtId: "H555555A",
    govtIdType: "HKID",
    firstName: "Kwok Wai",
    lastName: "NG",
    chineseName: "吳國偉",
    birthDate: "1970-07-30",
    placeOfBirth: "Guangzhou",
    placeOfBirthZh: "廣州",
    nationality: "Chinese",
    nationalityZh: "中國",
    email: "ng.kwokwai@example.com",
    mobile: { pltcJrsdNmbr: 100, number: "98901234" },
    office: "27123456",
    address: hkAddress(["Shop 5, G/F", "Wing On Building", "88 Nathan Road"], "Tsim Sha Tsui", "KOWLOON"),
    smsLanguage: "C",
    usDeclared: true,
    relatedClientNmbr: 1000008,
    noLogin: true,
    accounts: [
      {
        contractNmbr: 200001,
        accountTypeCode: "PA",
        memberClassNmbr: 302,
        plan: {
          start: "2014-11-01",
          stop: "2014-10-01",
          monthly: {},
          direction: [[298, 100]],
          transfersIn: [{ date: "2014-11-03", moneyType: "TFR", amount: "42800.00" }],
        },
      },
    ],
  },
  {
    key: "P9",
    clientNmbr: 1000009,
    loginId: "3000009",
    schemeCode: "S800",
    govtId: "J6666660",
    govtIdType: "HKID",
    firstName: "Shu Fan",
    lastName: "LEUNG",
    chineseName: "梁淑芬",
    birthDate: "1958-02-14",
    placeOfBirth: "Hong Kong",
    placeOfBirthZh: "香港",
    nationality: "Chinese",
    nationalityZh: "中國",
    email: "leung.shufan@example.com",
    mobile: { pltcJrsdNmbr: 100, number: "90123456" },
    address: hkAddress(
      ["Flat 7, 2/F", "Wah Fu Estate Wah Kin House", "1 Wah Fu Road"],
      "Pok Fu Lam",
      "HONG KONG",
      "C",
    ),
    smsLanguage: "C",
    usDeclared: true,
    accounts: [
      {
        contractNmbr: 105001,
        accountTypeCode: "PA",
        memberClassNmbr: 302,
        plan: {
          start: "2003-05-01",
          stop: "2003-04-01",
          monthly: {},
          direction: [[300, 100]],
          transfersIn: [{ date: "2003-05-02", moneyType: "TFR", amount: "80000.00" }],
          exitAll: { date: "2020-09-01", activityTypeNmbr: 92 },
        },
      },
    ],
  },
  {
    key: "P10",
    clientNmbr: 1000010,
    loginId: "3000010",
    schemeCode: "S800",
    govtId: "K7777779",
    govtIdType: "HKID",
    firstName: "Tsz Hin",
    lastName: "YIP",
    chineseName: "葉梓軒",
    birthDate: "1995-10-09",
    placeOfBirth: "Hong Kong",
    placeOfBirthZh: "香港",
    nationality: "Chinese",
    nationalityZh: "中國",
    email: null,
    mobile: { pltcJrsdNmbr: 100, number: "51234567" },
    address: hkAddress(
      ["Flat 16H, 16/F, Block B", "Yuen Long Plaza", "249 Castle Peak Road"],
      "Yuen Long",
      "NEW TERRITORIES",
    ),
    smsLanguage: "E",
    usDeclared: true,
    accounts: [
      {
        contractNmbr: 100232,
        accountTypeCode: "EE",
        memberClassNmbr: 301,
        plan: {
          start: "2020-06-01",
          relevantIncome: "19000.00",
          monthly: { EE_MAN: "950.00", ER_MAN: "950.00" },
          direction: [
            [313, 70],
            [298, 30],
          ],
        },
      },
    ],
    pendingWithdrawal: { accountIndex: 0 },
  },
  {
    key: "P11",
    clientNmbr: 1000011,
    loginId: "3000011",
    schemeCode: "S800",
    govtId: "L8888887",
    govtIdType: "HKID",
    firstName: "Oliver",
    lastName: "BROWN",
    chineseName: null,
    birthDate: "1980-05-22",
    placeOfBirth: "London",
    placeOfBirthZh: "倫敦",
    nationality: "British",
    nationalityZh: "英國",
    email: "oliver.brown@example.com",
    mobile: { pltcJrsdNmbr: 106, number: "7700900123" },
    address: {
      pltcJrsdNmbr: 106,
      lines: ["Flat 4, 17 Kensington Church Street", "London W8 4LF", "United Kingdom"],
      cityNm: null,
      locationNm: null,
      langPref: "E",
    },
    smsLanguage: "E",
    usDeclared: true,
    accounts: [
      {
        contractNmbr: 100233,
        accountTypeCode: "EE",
        memberClassNmbr: 301,
        terminationDate: "2019-07-31",
        plan: {
          start: "2012-03-01",
          stop: "2019-06-01",
          relevantIncome: "52000.00",
          monthly: { ...MPF_MAX },
          direction: [
            [317, 60],
            [315, 40],
          ],
          exitAll: { date: "2019-08-15", activityTypeNmbr: 80 },
        },
      },
      {
        contractNmbr: 200001,
        accountTypeCode: "PA",
        memberClassNmbr: 302,
        plan: {
          start: "2019-08-01",
          stop: "2019-07-01",
          monthly: {},
          direction: [
            [317, 70],
            [315, 30],
          ],
          // What the employee account paid out on 15 Aug 2019 (its exit), paid in five days later.
          transfersIn: [{ date: "2019-08-20", moneyType: "TFR", amount: "307230.32" }],
        },
      },
    ],
  },
];
