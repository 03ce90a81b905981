import type { FundInfoSummaryResponse, FundSummaryVo } from "@portal/domain";

/** The tests' answers of fundEndpoints.fundInfoSummary: three managers of persona P1's product. */

export const MANAGERS = {
  harbour: {
    investmentManagerEn: "Harbour Asset Management Limited",
    investmentManagerZh: "港灣資產管理有限公司",
  },
  victoria: {
    investmentManagerEn: "Victoria Global Investors Limited",
    investmentManagerZh: "維多利亞環球投資有限公司",
  },
  lionRock: {
    investmentManagerEn: "Lion Rock Capital Management Limited",
    investmentManagerZh: "獅子山資本管理有限公司",
  },
} as const;

export function managerFund(
  overrides: Partial<FundSummaryVo> &
    Pick<FundSummaryVo, "invTypeNmbr" | "legalNm" | "othLegalNm" | "investmentManagerEn">,
): FundSummaryVo {
  return {
    invTypeNm: overrides.legalNm,
    suffixFlag: "N",
    isDuplicate: false,
    isNew: false,
    invRskNm: "LOW",
    riskClass: 1,
    currencyTypeNm: "HKD",
    inceptionDate: "2000-12-01",
    investmentManagerZh: "",
    managementFeePct: "1.00",
    unitPrice: "10.0000",
    asOfDate: "2026-02-27",
    crYtd: "1.0",
    cr1y: "2.0",
    cr3y: "3.0",
    cr5y: "4.0",
    ...overrides,
  };
}

export const MANAGER_FUNDS: FundSummaryVo[] = [
  managerFund({
    invTypeNmbr: 298,
    legalNm: "MPF CONSERVATIVE FUND",
    othLegalNm: "強積金保守基金",
    ...MANAGERS.harbour,
    invRskNm: "LOW",
    riskClass: 1,
    managementFeePct: "0.75",
  }),
  managerFund({
    invTypeNmbr: 311,
    legalNm: "ASIA EQUITY FUND",
    othLegalNm: "亞洲股票基金",
    ...MANAGERS.victoria,
    invRskNm: "HIGH",
    riskClass: 6,
    managementFeePct: "1.40",
  }),
  managerFund({
    invTypeNmbr: 313,
    legalNm: "BALANCED FUND",
    othLegalNm: "均衡基金",
    ...MANAGERS.harbour,
    invRskNm: "MODERATE TO HIGH",
    riskClass: 5,
    managementFeePct: "1.25",
  }),
  managerFund({
    invTypeNmbr: 312,
    legalNm: "HONG KONG EQUITY FUND",
    othLegalNm: "香港股票基金",
    ...MANAGERS.lionRock,
    invRskNm: "HIGH",
    riskClass: 6,
    managementFeePct: "1.5",
  }),
  managerFund({
    invTypeNmbr: 318,
    legalNm: "GLOBAL BOND FUND",
    othLegalNm: "環球債券基金",
    ...MANAGERS.victoria,
    invRskNm: "MODERATE",
    riskClass: 4,
    managementFeePct: "0.95",
  }),
];

export function managerFundsAnswer(funds: FundSummaryVo[] = MANAGER_FUNDS): FundInfoSummaryResponse {
  return { webCycleDate: "2026-02-27", asOfDate: "2026-02-27", schemeIndex: 0, unitPriceDecimals: 4, funds };
}
