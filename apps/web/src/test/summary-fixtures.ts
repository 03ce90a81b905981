import type { AccountSummaryResponse, PolicyMinVo, ProductVo } from "@portal/domain";

/** Answers of GET /api/accounts/accountSummary for the select-account page and the dashboard. */

export const PRODUCTS = {
  s800: {
    productTypeNmbr: 112,
    productAcronym: "S800",
    productTypeName: "MPF Scheme Series 800",
    productTypeNameZh: "強積金計劃800系列",
    contractPrefix: "S8",
    isOrso: false,
  },
  orso: {
    productTypeNmbr: 141,
    productAcronym: "ORSO",
    productTypeName: "Occupational Retirement Scheme",
    productTypeNameZh: "職業退休計劃",
    contractPrefix: "OR",
    isOrso: true,
  },
  aiib: {
    productTypeNmbr: 300,
    productAcronym: "HKAIIB",
    productTypeName: "AIIB Staff Retirement Plan",
    productTypeNameZh: "亞投行職員退休計劃",
    contractPrefix: "AI",
    isOrso: false,
  },
} as const satisfies Record<string, ProductVo>;

export function policyMinVo(
  overrides: Partial<PolicyMinVo> & Pick<PolicyMinVo, "clntRltnshpNmbr">,
): PolicyMinVo {
  return {
    clientNmbr: 3000001,
    contractNmbr: 1001,
    product: PRODUCTS.s800,
    accountType: "EE",
    accountTypeNameEn: "Employee Account",
    accountTypeNameZh: "僱員帳戶",
    planName: "Harbour Trading Limited Plan",
    planNameZh: "海港貿易有限公司計劃",
    organizationNm: "HARBOUR TRADING LIMITED",
    organizationNmZh: "海港貿易有限公司",
    orgTypeNm: "GROUP",
    effectiveDate: "2010-03-01",
    terminationDate: null,
    narrativeTypeNmbr: null,
    currency: "HKD",
    totalInvestedAmt: "120000.00",
    policyAccountValueVOList: [
      { invTypeNmbr: 802, invTypeNm: "AEF", investmentAmt: "120000.00", guaranteeCode: null },
    ],
    ...overrides,
  };
}

/** Persona P1: an MPF employee account, a personal account, a TVC account and an ORSO account. */
export const P1_POLICIES: PolicyMinVo[] = [
  policyMinVo({ clntRltnshpNmbr: 5000001, contractNmbr: 1001 }),
  policyMinVo({
    clntRltnshpNmbr: 5000002,
    contractNmbr: 1002,
    accountType: "PA",
    accountTypeNameEn: "Personal Account",
    accountTypeNameZh: "個人帳戶",
    planName: "",
    planNameZh: null,
    organizationNm: null,
    organizationNmZh: null,
    orgTypeNm: null,
    totalInvestedAmt: "35000.50",
  }),
  policyMinVo({
    clntRltnshpNmbr: 5000003,
    contractNmbr: 1003,
    accountType: "TVC",
    accountTypeNameEn: "Tax Deductible Voluntary Contribution Account",
    accountTypeNameZh: "可扣稅自願性供款帳戶",
    planName: "",
    planNameZh: null,
    organizationNm: null,
    organizationNmZh: null,
    orgTypeNm: null,
    totalInvestedAmt: "8000.00",
    terminationDate: "2025-06-30",
  }),
  policyMinVo({
    clntRltnshpNmbr: 5000004,
    contractNmbr: 2001,
    product: PRODUCTS.orso,
    accountType: "ORSO",
    accountTypeNameEn: "ORSO Account",
    accountTypeNameZh: "職業退休計劃帳戶",
    totalInvestedAmt: "250000.00",
  }),
];

export function summaryAnswer(
  policyMinVos: PolicyMinVo[] = P1_POLICIES,
  overrides: Partial<AccountSummaryResponse> = {},
): AccountSummaryResponse {
  return {
    cycleDt: { cycleDate: "2026-02-27", dateTypeCd: "WEB" },
    priceDates: { priceDate: "2026-02-27", cutOffHours: 16, webCycleDate: "2026-02-27" },
    clientInfoResponse: {
      clientNmbr: 3000001,
      scheme: "S800",
      firstName: "Tai Man",
      lastName: "CHAN",
      chineseName: "陳大文",
      lastLoginDate: "2026-02-27T09:15:00.000Z",
    },
    policyMinVos,
    filteredAccountVOs: policyMinVos.map(({ clntRltnshpNmbr, contractNmbr }) => ({
      clntRltnshpNmbr,
      contractNmbr,
    })),
    ...overrides,
  };
}
