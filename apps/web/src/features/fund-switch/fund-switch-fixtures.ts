import type { SubmitInstructionResponse, SwitchFundVo, SwitchOptionsResponse } from "@portal/domain";

/** switchingEndpoints.switchOptions answers for persona P1's MPF account (S800, product 112). */

export function fund(invTypeNmbr: number, overrides: Partial<SwitchFundVo> = {}): SwitchFundVo {
  return {
    invTypeNmbr,
    invTypeNm: `HB${invTypeNmbr}`,
    legalNm: `HARBOUR FUND ${invTypeNmbr}`,
    othLegalNm: `海港基金${invTypeNmbr}`,
    invRskNm: "MODERATE",
    riskClass: 4,
    currency: "HKD",
    exchangeRate: "1",
    unitPrice: "10.0000",
    priceDate: "2026-02-27",
    needsAuditorDeclaration: false,
    needsIndexConfirmation: false,
    ...overrides,
  };
}

export const FUNDS: SwitchFundVo[] = [
  fund(801, {
    legalNm: "HARBOUR ASIA EQUITY FUND",
    othLegalNm: "海港亞洲股票基金",
    invRskNm: "HIGH",
    riskClass: 6,
    unitPrice: "12.3456",
  }),
  fund(802, { legalNm: "HARBOUR GLOBAL BOND FUND", othLegalNm: "海港環球債券基金", unitPrice: "20.5000" }),
  fund(803, {
    legalNm: "HARBOUR MPF CONSERVATIVE FUND",
    othLegalNm: "海港強積金保守基金",
    invRskNm: "LOW",
    riskClass: 1,
    unitPrice: "11.0000",
  }),
  fund(804, {
    legalNm: "HARBOUR BALANCED FUND",
    othLegalNm: "海港均衡基金",
    invRskNm: "MODERATE TO HIGH",
    riskClass: 5,
  }),
  fund(805, {
    legalNm: "HARBOUR HANG SENG INDEX TRACKING FUND",
    othLegalNm: "海港恒指追蹤基金",
    invRskNm: "HIGH",
    riskClass: 6,
    needsIndexConfirmation: true,
  }),
  fund(806, {
    legalNm: "HARBOUR HONG KONG TRACKER FUND",
    othLegalNm: "海港香港盈富追蹤基金",
    invRskNm: "HIGH",
    riskClass: 6,
    needsAuditorDeclaration: true,
  }),
  fund(807, { legalNm: "HARBOUR GREEN EQUITY FUND", othLegalNm: "海港綠色股票基金", invRskNm: "HIGH" }),
];

const mc = { moneyTypeCode: "MC", isMandatory: true, isEmployer: false };
const ermc = { moneyTypeCode: "ERMC", isMandatory: true, isEmployer: true };
const vc = { moneyTypeCode: "VC", isMandatory: false, isEmployer: false };

type BlockedFundVo = SwitchOptionsResponse["blockedFunds"][number];

/**
 * A blocked fund (§4.4): by default, instruction IW00001200 dealt on 2 Mar 2026 switches out of
 * the fund and is not complete yet (so it cannot be switched out or into).
 */
export function blockedFund(invTypeNmbr: number, overrides: Partial<BlockedFundVo> = {}): BlockedFundVo {
  const block: BlockedFundVo = {
    invTypeNmbr,
    reason: "incomplete-instruction",
    refNumber: "IW00001200",
    effectiveDate: "2026-03-02",
    sourceInvTypeNmbr: invTypeNmbr,
    direction: "out",
    blocksSwitchIn: true,
    ...overrides,
  };
  return { ...block, blocksSwitchIn: overrides.blocksSwitchIn ?? block.sourceInvTypeNmbr === invTypeNmbr };
}

export function optionsAnswer(overrides: Partial<SwitchOptionsResponse> = {}): SwitchOptionsResponse {
  return {
    clntRltnshpNmbr: 5000001,
    contractNmbr: 1001,
    productTypeNmbr: 112,
    scheme: "S800",
    isOrso: false,
    webCycleDate: "2026-02-27",
    cutOffHours: 16,
    serverTime: "2026-03-02T02:00:00.000Z",
    expectedDealingDate: "2026-03-02",
    blocked: null,
    fundsProcessing: false,
    existingAssetsDisabled: false,
    existingContributionTypes: ["MANDATORY", "VOLUNTARY", "ALL"],
    futureContributionTypes: ["MANDATORY", "VOLUNTARY", "ALL"],
    funds: FUNDS,
    holdings: [
      // 801: 1,000 + 500 mandatory units (employee and employer), 802: 2,000 mandatory units
      { invTypeNmbr: 801, ...mc, units: "1000.0000" },
      { invTypeNmbr: 801, ...ermc, units: "500.0000" },
      { invTypeNmbr: 802, ...mc, units: "2000.0000" },
      { invTypeNmbr: 807, ...mc, units: "300.0000" },
      { invTypeNmbr: 803, ...vc, units: "100.0000" },
    ],
    blockedFunds: [blockedFund(807)],
    currentAllocation: [
      {
        contributionType: "MANDATORY",
        investments: [
          { invTypeNmbr: 801, percent: 33 },
          { invTypeNmbr: 802, percent: 33 },
          { invTypeNmbr: 803, percent: 33 },
        ],
      },
    ],
    ...overrides,
  };
}

export function acceptedAnswer(
  overrides: Partial<SubmitInstructionResponse> = {},
): SubmitInstructionResponse {
  return {
    kind: "FUND_SWITCH",
    refNumber: "IW00001234",
    activityTableNmbr: 1234,
    // 10:05 HKT
    instructionDate: "2026-03-02T02:05:00.000Z",
    expectedDealingDate: "2026-03-02",
    contributionType: "MANDATORY",
    ...overrides,
  };
}
