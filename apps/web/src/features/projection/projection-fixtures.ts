import type { ProjectionPointVo, ProjectionResponse } from "@portal/domain";
import Decimal from "decimal.js";

/**
 * projectionEndpoints.projection answers for the page's tests: persona P1's employee account (HKD,
 * born 15 Mar 1978, valued on 27 Feb 2026) with a simple made-up path: the median growing by
 * `growth` a year, the band 20% either side, today's money 2% a year less.
 */
export function points(
  balance: number,
  contribution: number,
  { years = 3, growth = 0.05, startAge = 47 } = {},
): ProjectionPointVo[] {
  const result: ProjectionPointVo[] = [];
  let median = balance;
  let paidIn = balance;
  for (let year = 0; year <= years; year++) {
    if (year > 0) {
      median = median * (1 + growth) + contribution * 12;
      paidIn += contribution * 12;
    }
    const deflator = 1.02 ** year;
    const money = (value: number) => new Decimal(value).toFixed(2);
    result.push({
      month: year * 12,
      date: `${2026 + year}-02-27`,
      age: startAge + year,
      paidIn: money(paidIn),
      nominal: { p10: money(median * 0.8), p50: money(median), p90: money(median * 1.2) },
      real: {
        p10: money((median * 0.8) / deflator),
        p50: money(median / deflator),
        p90: money((median * 1.2) / deflator),
      },
    });
  }
  return result;
}

const fund = (
  invTypeNmbr: number,
  legalNm: string,
  othLegalNm: string,
  category: string,
  overrides: Partial<ProjectionResponse["funds"][number]> = {},
): ProjectionResponse["funds"][number] => ({
  invTypeNmbr,
  invTypeNm: `S8-${invTypeNmbr}`,
  legalNm,
  othLegalNm,
  category,
  riskClass: 4,
  annualReturn: "6.25",
  annualVolatility: "12.5",
  annualFee: "0.75",
  source: "history",
  offered: true,
  ...overrides,
});

export const PROJECTION_FUNDS: ProjectionResponse["funds"] = [
  fund(298, "HARBOUR MPF CONSERVATIVE FUND", "海港強積金保守基金", "MONEY_MARKET", {
    annualReturn: "1.8",
    annualVolatility: "0.3",
  }),
  fund(302, "HARBOUR ASIA EQUITY FUND", "海港亞洲股票基金", "EQUITY"),
  fund(312, "HARBOUR GLOBAL BOND FUND", "海港環球債券基金", "BOND", { source: "fallback" }),
  fund(313, "HARBOUR CORE ACCUMULATION FUND", "海港核心累積基金", "DIS"),
  fund(314, "HARBOUR AGE 65 PLUS FUND", "海港65歲後基金", "DIS"),
];

export function projectionAnswer(overrides: Partial<ProjectionResponse> = {}): ProjectionResponse {
  return {
    clntRltnshpNmbr: 5000001,
    contractNmbr: 1001,
    currency: "HKD",
    asOfDate: "2026-02-27",
    balance: "250000.00",
    age: 47,
    retirementDate: "2043-03-15",
    retirementAge: 65,
    lastContribution: { periodStart: "2026-01-01", periodEnd: "2026-01-31", amount: "3000.00" },
    defaultMonthlyContribution: "3000.00",
    current: {
      kind: "allocation",
      contributionType: "ALL",
      lines: [
        { invTypeNmbr: 302, percent: "70" },
        { invTypeNmbr: 312, percent: "30" },
      ],
    },
    assumptions: {
      monthlyContribution: "3000",
      wageGrowth: "2",
      inflation: "2",
      paths: 10000,
      seed: 20170401,
    },
    funds: PROJECTION_FUNDS,
    stay: points(250000, 3000),
    whatIf: null,
    ...overrides,
  };
}
