import type { GainAndLossResponse, HoldingVo, PolicyInfoVo, PolicyResponse, ProductVo } from "@portal/domain";

/** Answers of the shared account calls (part 2 §7.1) for persona P1's MPF employee account. */

export const S800_PRODUCT: ProductVo = {
  productTypeNmbr: 112,
  productAcronym: "S800",
  productTypeName: "MPF Scheme Series 800",
  productTypeNameZh: "強積金計劃800系列",
  contractPrefix: "S8",
  isOrso: false,
};

export function policyInfo(overrides: Partial<PolicyInfoVo> = {}): PolicyInfoVo {
  return {
    clntRltnshpNmbr: 5000001,
    clientNmbr: 3000001,
    contractNmbr: 1001,
    product: S800_PRODUCT,
    scheme: "S800",
    schemeNameEn: "Harbour MPF Scheme Series 800",
    schemeNameZh: "海港強積金計劃800系列",
    accountType: "EE",
    accountTypeNameEn: "Employee Account",
    accountTypeNameZh: "僱員帳戶",
    memberNameEn: "CHAN TAI MAN",
    memberNameZh: "陳大文",
    planName: "Harbour Trading Limited Plan",
    planNameZh: "海港貿易有限公司計劃",
    organizationNm: "HARBOUR TRADING LIMITED",
    organizationNmZh: "海港貿易有限公司",
    policyNumber: "P-5000001",
    memberClassNmbr: 301,
    memberClassNameEn: "Employee",
    memberClassNameZh: "僱員",
    currency: "HKD",
    effectiveDate: "2010-03-01",
    terminationDate: null,
    joinedPlanDate: "2010-03-01",
    joinedSchemeDate: "2010-02-15",
    employmentDate: "2010-01-04",
    cutOffHours: 16,
    fundAllocationAllowed: true,
    isMerged: false,
    riskLevels: 4,
    unitPriceDecimals: 4,
    ...overrides,
  };
}

export function holding(overrides: Partial<HoldingVo> & Pick<HoldingVo, "invTypeNmbr">): HoldingVo {
  return {
    invTypeLegalName: "HARBOUR CAPITAL GUARANTEED FUND",
    othLegalNm: "海港保證基金",
    invRskNm: "LOW",
    riskClass: 2,
    currencyTypeNm: "HKD",
    guaranteeCode: null,
    unitCnt: "1000.0000",
    unitPrice: "10.0000",
    investmentAmt: "10000.00",
    vestedAmt: "10000.00",
    fundPercent: "10.00",
    eeAmount: "5000.00",
    erAmount: "5000.00",
    ...overrides,
  };
}

export const HOLDINGS: HoldingVo[] = [
  holding({
    invTypeNmbr: 805,
    invTypeLegalName: "HARBOUR CAPITAL GUARANTEED FUND",
    othLegalNm: "海港保證基金",
    invRskNm: "LOW",
    riskClass: 2,
    guaranteeCode: "CG",
    unitCnt: "2400.5000",
    unitPrice: "12.5000",
    investmentAmt: "30006.25",
    fundPercent: "25.01",
  }),
  holding({
    invTypeNmbr: 808,
    invTypeLegalName: "HARBOUR MPF CONSERVATIVE FUND",
    othLegalNm: "海港強積金保守基金",
    invRskNm: "LOW",
    riskClass: 1,
    unitCnt: "1500.0000",
    unitPrice: "13.3333",
    investmentAmt: "19999.95",
    fundPercent: "16.67",
  }),
  holding({
    invTypeNmbr: 802,
    invTypeLegalName: "HARBOUR ASIA EQUITY FUND",
    othLegalNm: "海港亞洲股票基金",
    invRskNm: "HIGH",
    riskClass: 6,
    unitCnt: "3125.1234",
    unitPrice: "22.3990",
    investmentAmt: "69993.80",
    fundPercent: "58.32",
  }),
];

export function policyAnswer(info: PolicyInfoVo | null = policyInfo(), holdings = HOLDINGS): PolicyResponse {
  return {
    asOfDate: "2026-02-27",
    webCycleDate: "2026-02-27",
    policyInfo: info,
    investments: { totalAmt: "120000.00", holdings },
    policyHistoryList: [],
  };
}

const GROUPS = {
  employerMandatory: "50000.00",
  employerVoluntary: "5000.00",
  memberMandatory: "50000.00",
  memberVoluntary: "0.00",
  formerEmployerMandatory: "0.00",
  formerEmployerVoluntary: "0.00",
  total: "105000.00",
};

/** Balance 120,000, net contribution 100,000, total contribution 110,000: gain 20,000, rate 18.18%. */
export function gainAndLossAnswer(clntRltnshpNmbr = 5000001): GainAndLossResponse {
  return [
    {
      clntRltnshpNmbr,
      asOfDate: "2026-02-27",
      currency: "HKD",
      gainNLossVo: {
        accountBalance: "120000.00",
        totalNetContribution: "100000.00",
        totalContribution: "110000.00",
        gainLossAmt: "20000.00",
        percentage: "18.18",
      },
      contributions: GROUPS,
      netContributions: GROUPS,
      transferInAmt: "5000.00",
      netTransferInAmt: "5000.00",
      withdrawalAmt: "10000.00",
      terminationDate: null,
      figuresShown: { terminated: false, netContribution: true, gainLoss: true, returns: true },
      periodReturns: [],
    },
  ];
}
