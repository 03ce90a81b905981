import type {
  ContributionHistoryResponse,
  ContributionRecordVo,
  TransactionHistoryResponse,
} from "@portal/domain";

/** Answers of the two history calls for persona P1's employee account (test data). */

export function contributionRecord(overrides: Partial<ContributionRecordVo> = {}): ContributionRecordVo {
  return {
    contributionId: 9001,
    periodStart: "2026-01-01",
    periodEnd: "2026-01-31",
    transactionDate: "2026-02-10",
    currency: "HKD",
    exchangeRate: "1",
    relevantIncome: "30000.00",
    lines: [
      { moneyTypeNm: "EE_MAN", amount: "1500.00" },
      { moneyTypeNm: "ER_MAN", amount: "1500.00" },
      { moneyTypeNm: "ER_VOL", amount: "500.00" },
    ],
    mandatory: "3000.00",
    voluntary: "500.00",
    employer: "2000.00",
    member: "1500.00",
    employerMandatory: "1500.00",
    employerVoluntary: "500.00",
    memberMandatory: "1500.00",
    memberVoluntary: "0.00",
    surcharge: "0.00",
    total: "3500.00",
    fundAllocation: [
      { invTypeNmbr: 802, legalNm: "HARBOUR ASIA EQUITY FUND", othLegalNm: "海港亞洲股票基金", percent: 70 },
      {
        invTypeNmbr: 808,
        legalNm: "HARBOUR MPF CONSERVATIVE FUND",
        othLegalNm: "海港強積金保守基金",
        percent: 30,
      },
    ],
    ...overrides,
  };
}

export function contributionAnswer(
  records: ContributionRecordVo[] = [
    contributionRecord(),
    contributionRecord({
      contributionId: 9000,
      periodStart: "2025-12-01",
      periodEnd: "2025-12-31",
      transactionDate: "2026-01-09",
    }),
  ],
): ContributionHistoryResponse {
  return {
    clntRltnshpNmbr: 5000001,
    fromDate: "2025-09-01",
    toDate: "2026-03-31",
    transactionHistoryResponseVos: records,
  };
}

export const TRANSACTIONS: TransactionHistoryResponse = {
  clntRltnshpNmbr: 5000001,
  fromDate: "2025-09-01",
  toDate: "2026-03-31",
  currency: "HKD",
  funds: [
    {
      invTypeNmbr: 802,
      legalNm: "HARBOUR ASIA EQUITY FUND",
      othLegalNm: "海港亞洲股票基金",
      openingBalance: { date: "2025-09-01", amount: "60000.00", unitPrice: "20.0000", units: "3000.0000" },
      rows: [
        {
          trnsHstSeqNmbr: 1,
          trnsHstEfctvDt: "2025-10-10",
          activityTypeNmbr: 5,
          labelKey: "txn2",
          subTrnsNm: null,
          moneyTypeNm: "EE_MAN",
          grossAmt: "1050.00",
          unitPrice: "21.0000",
          units: "50.0000",
        },
        {
          trnsHstSeqNmbr: 2,
          trnsHstEfctvDt: "2025-11-20",
          activityTypeNmbr: 92,
          labelKey: "txn9",
          subTrnsNm: null,
          moneyTypeNm: "EE_VOL",
          grossAmt: "-440.00",
          unitPrice: "22.0000",
          units: "-20.0000",
        },
      ],
      totalUnits: "3030.0000",
      closingBalance: { date: "2026-03-02", amount: "67869.70", unitPrice: "22.3990", units: "3030.0000" },
    },
  ],
};
