import { z } from "zod/mini";
import { SCHEMES } from "../format/identifiers.ts";
import { bodyId, bodyInt, isoDate, line, queryId, realIsoDate } from "./primitives.ts";

/**
 * The account area's API contract (part 2 §3.1-§3.5, §7.1, §7.2). Field names follow the specs.
 * Amounts, units, prices and percentages travel as decimal strings ("1234.56"), never floats:
 * amounts and percentages with 2 decimals, units with 4, unit prices with the scheme's decimals.
 * Dates are ISO (YYYY-MM-DD); instants are ISO strings.
 */
const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const id = queryId;

export const currencyCode = z.enum(["HKD", "USD"]);
export const riskLevel = z.enum(["LOW", "MODERATE", "MODERATE TO HIGH", "HIGH"]);
export type Currency = z.infer<typeof currencyCode>;
export type RiskLevel = z.infer<typeof riskLevel>;
export const accountTypeCode = z.enum(["EE", "PA", "SEP", "TVC", "SVC", "ORSO", "ER"]);

/** The product of a contract (part 2 §3.1). */
export const productVo = z.lazy(() =>
  z.object({
    productTypeNmbr: z.int(),
    productAcronym: z.string(),
    productTypeName: z.string(),
    productTypeNameZh: z.string(),
    contractPrefix: z.string(),
    isOrso: z.boolean(),
  }),
);
export type ProductVo = z.infer<typeof productVo>;

/** One fund value of an account (policyAccountValueVOList). */
export const policyAccountValueVo = z.lazy(() =>
  z.object({
    invTypeNmbr: z.int(),
    invTypeNm: z.string(),
    investmentAmt: decimal,
    /** LTGF, CGF, LTG, CG for the guaranteed funds, else null. */
    guaranteeCode: z.nullable(z.string()),
  }),
);

/** An account in the policy list (policyMinVos): one relationship number of one of the member's clients. */
export const policyMinVo = z.lazy(() =>
  z.object({
    clntRltnshpNmbr: z.int(),
    clientNmbr: z.int(),
    contractNmbr: z.int(),
    product: productVo,
    accountType: accountTypeCode,
    accountTypeNameEn: z.string(),
    accountTypeNameZh: z.string(),
    /** The contract's plan name; empty when it has none. */
    planName: z.string(),
    /** The plan name in Chinese; null when the record holds none (show planName). */
    planNameZh: z.nullable(z.string()),
    organizationNm: z.nullable(z.string()),
    organizationNmZh: z.nullable(z.string()),
    orgTypeNm: z.nullable(z.string()),
    effectiveDate: isoDate,
    terminationDate: z.nullable(isoDate),
    narrativeTypeNmbr: z.nullable(z.int()),
    currency: currencyCode,
    /** Sum of investmentAmt at the cycle date's prices. */
    totalInvestedAmt: decimal,
    policyAccountValueVOList: z.array(policyAccountValueVo),
  }),
);
export type PolicyMinVo = z.infer<typeof policyMinVo>;

/** The filtered-accounts list: the accounts the provider lets the web show (matched on both numbers). */
export const filteredAccountVo = z.lazy(() =>
  z.object({
    clntRltnshpNmbr: z.int(),
    contractNmbr: z.int(),
  }),
);

/** The client part of the account summary (its field is named clientInfoResponse, as in the specs). */
export const summaryClientInfo = z.lazy(() =>
  z.object({
    clientNmbr: z.int(),
    scheme: z.enum(SCHEMES),
    firstName: z.string(),
    lastName: z.string(),
    chineseName: z.nullable(z.string()),
    /** The previous login (not this one); null at the first login. */
    lastLoginDate: z.nullable(z.string()),
  }),
);

export const priceDates = z.lazy(() =>
  z.object({
    priceDate: isoDate,
    cutOffHours: z.int(),
    webCycleDate: isoDate,
  }),
);

/** GET /api/accounts/accountSummary?clientId= (part 2 §3.2, §4.1). */
export const accountSummaryQuery = z.object({ clientId: id });
export const accountSummaryResponse = z.lazy(() =>
  z.object({
    cycleDt: z.object({ cycleDate: isoDate, dateTypeCd: z.string() }),
    priceDates,
    clientInfoResponse: summaryClientInfo,
    policyMinVos: z.array(policyMinVo),
    filteredAccountVOs: z.array(filteredAccountVo),
  }),
);
export type AccountSummaryResponse = z.infer<typeof accountSummaryResponse>;

/** One fund of an account, all money types together (part 2 §3.3). */
export const holdingVo = z.lazy(() =>
  z.object({
    invTypeNmbr: z.int(),
    invTypeLegalName: z.string(),
    othLegalNm: z.string(),
    invRskNm: riskLevel,
    riskClass: z.int(),
    currencyTypeNm: currencyCode,
    guaranteeCode: z.nullable(z.string()),
    unitCnt: decimal,
    unitPrice: decimal,
    investmentAmt: decimal,
    vestedAmt: decimal,
    /** Holding % of the account, 2 decimals. */
    fundPercent: decimal,
    eeAmount: decimal,
    erAmount: decimal,
  }),
);
export type HoldingVo = z.infer<typeof holdingVo>;

/** The account details of the portfolio page (part 2 §2.4). Dates null when the account kind has none. */
export const policyInfoVo = z.lazy(() =>
  z.object({
    clntRltnshpNmbr: z.int(),
    clientNmbr: z.int(),
    contractNmbr: z.int(),
    product: productVo,
    scheme: z.enum(SCHEMES),
    schemeNameEn: z.string(),
    schemeNameZh: z.string(),
    accountType: accountTypeCode,
    accountTypeNameEn: z.string(),
    accountTypeNameZh: z.string(),
    memberNameEn: z.string(),
    memberNameZh: z.nullable(z.string()),
    /** The contract's plan name; empty when it has none. */
    planName: z.string(),
    /** The plan name in Chinese; null when the record holds none (show planName). */
    planNameZh: z.nullable(z.string()),
    organizationNm: z.nullable(z.string()),
    organizationNmZh: z.nullable(z.string()),
    policyNumber: z.string(),
    memberClassNmbr: z.nullable(z.int()),
    memberClassNameEn: z.nullable(z.string()),
    memberClassNameZh: z.nullable(z.string()),
    currency: currencyCode,
    effectiveDate: isoDate,
    terminationDate: z.nullable(isoDate),
    joinedPlanDate: z.nullable(isoDate),
    joinedSchemeDate: z.nullable(isoDate),
    employmentDate: z.nullable(isoDate),
    /** Contract's cut-off hour for instructions (default 16). */
    cutOffHours: z.int(),
    fundAllocationAllowed: z.boolean(),
    isMerged: z.boolean(),
    riskLevels: z.int(),
    unitPriceDecimals: z.int(),
  }),
);
export type PolicyInfoVo = z.infer<typeof policyInfoVo>;

/** POST /api/accounts/policy (part 2 §7.1): what the policyDataFilter asks for. */
export const policyRequest = z.object({
  clntRltnshpNmbr: bodyId,
  contractNmbr: bodyId,
  asOfDate: z.optional(isoDate),
  effectiveDate: z.optional(isoDate),
  businessUnitNmbr: z.optional(bodyInt),
  isHistory: z.optional(z.boolean()),
  policyDataFilter: z.object({
    investments: z._default(z.boolean(), true),
    policyHistory: z._default(z.boolean(), false),
    policyInfo: z._default(z.boolean(), true),
  }),
});
export type PolicyRequest = z.input<typeof policyRequest>;

/** The policy request of the account pages: everything about one account (details, holdings, history). */
export function wholePolicyRequest(account: {
  clntRltnshpNmbr: number;
  contractNmbr: number;
}): PolicyRequest {
  return {
    clntRltnshpNmbr: account.clntRltnshpNmbr,
    contractNmbr: account.contractNmbr,
    policyDataFilter: { investments: true, policyHistory: true, policyInfo: true },
  };
}
export const policyResponse = z.lazy(() =>
  z.object({
    asOfDate: isoDate,
    webCycleDate: isoDate,
    policyInfo: z.nullable(policyInfoVo),
    investments: z.nullable(
      z.object({
        totalAmt: decimal,
        holdings: z.array(holdingVo),
      }),
    ),
    policyHistoryList: z.nullable(
      z.array(
        z.object({
          planName: z.string(),
          planNameZh: z.nullable(z.string()),
          memberClassNmbr: z.nullable(z.int()),
          effectiveDate: isoDate,
        }),
      ),
    ),
  }),
);
export type PolicyResponse = z.infer<typeof policyResponse>;

/** Contribution totals grouped as part 2 §3.3 says; the same groups for net contribution. */
export const contributionGroups = z.lazy(() =>
  z.object({
    employerMandatory: decimal,
    employerVoluntary: decimal,
    memberMandatory: decimal,
    memberVoluntary: decimal,
    formerEmployerMandatory: decimal,
    formerEmployerVoluntary: decimal,
    total: decimal,
  }),
);
export type ContributionGroups = z.infer<typeof contributionGroups>;

/** The summary periods of part 2 §2.3 (accountReturnWindows). */
export const accountReturnPeriod = z.enum(["3M", "6M", "1Y", "SI"]);

/** One §2.3 summary figure: the account's return over a period ending on the as-of date. */
export const accountPeriodReturnVo = z.lazy(() =>
  z.object({
    period: accountReturnPeriod,
    /** The period's first day; null when the account is too young for the period (N/A). */
    fromDate: z.nullable(isoDate),
    toDate: isoDate,
    /** End value - start value - net cash flow of the period, 2 decimals; null: N/A. */
    gainLossAmt: z.nullable(decimal),
    /** Simplified time-weighted return of the period (the §2.4 formula), % with 2 decimals, not annualised; null: N/A. */
    rate: z.nullable(decimal),
  }),
);
export type AccountPeriodReturnVo = z.infer<typeof accountPeriodReturnVo>;

/** accountFiguresShown: which figures the account shows beside its balance, and whether it is terminated. */
export const accountFiguresShownVo = z.lazy(() =>
  z.object({
    terminated: z.boolean(),
    netContribution: z.boolean(),
    gainLoss: z.boolean(),
    returns: z.boolean(),
  }),
);

/** GET /api/accounts/gainAndLoss?clientNmbr&clntRltnshpNmbr&toDate (part 2 §2.4 formulas). */
export const gainAndLossQuery = z.object({
  clientNmbr: id,
  clntRltnshpNmbr: id,
  toDate: z.optional(isoDate),
});
export const gainAndLossResponse = z.lazy(() =>
  z.array(
    z.object({
      clntRltnshpNmbr: z.int(),
      asOfDate: isoDate,
      currency: currencyCode,
      gainNLossVo: z.object({
        accountBalance: decimal,
        /** Contributions + transfers in - withdrawals and transfers out. */
        totalNetContribution: decimal,
        /** Contributions + transfers in. */
        totalContribution: decimal,
        /** accountBalance - totalNetContribution. */
        gainLossAmt: decimal,
        /** gainLossAmt / totalContribution x 100, 2 decimals; 0 when the denominator is 0. */
        percentage: decimal,
      }),
      contributions: contributionGroups,
      netContributions: contributionGroups,
      transferInAmt: decimal,
      netTransferInAmt: decimal,
      withdrawalAmt: decimal,
      /** The account's termination date; null while it is active (part 2 §2.2). */
      terminationDate: z.nullable(isoDate),
      /** The figures to show (accountFiguresShown): a terminated account with nothing left shows none of them. */
      figuresShown: accountFiguresShownVo,
      /** 3-month, 6-month, 1-year and since-inception returns to asOfDate (§2.3), in that order; all null when `figuresShown.returns` is false. */
      periodReturns: z.array(accountPeriodReturnVo),
    }),
  ),
);
export type GainAndLossResponse = z.infer<typeof gainAndLossResponse>;

export const relationshipQuery = z.object({ clntRltnshpNmbr: id });

/** Investment direction (future allocation) history, current first (part 2 §3.6). */
export const investmentDirectionVo = z.lazy(() =>
  z.object({
    contributionType: z.string(),
    invDrctEfctvDt: isoDate,
    lastChangeDt: z.string(),
    current: z.boolean(),
    investments: z.array(
      z.object({
        invTypeNmbr: z.int(),
        legalNm: z.string(),
        othLegalNm: z.string(),
        percent: z.int(),
      }),
    ),
  }),
);
export type InvestmentDirectionVo = z.infer<typeof investmentDirectionVo>;

/** GET /api/accounts/portfoliodetails?clntRltnshpNmbr: details beyond policyInfo (part 2 §2.4). */
export const portfolioDetailsResponse = z.lazy(() =>
  z.object({
    clntRltnshpNmbr: z.int(),
    asOfDate: isoDate,
    netContributionAmt: decimal,
    netTransferInAmt: decimal,
    /** Employer voluntary money not yet vested. */
    unvestedBenefitAmt: decimal,
    lastEmploymentDate: z.nullable(isoDate),
    investmentDirections: z.array(investmentDirectionVo),
    /** The lifestyle-strategy funds of the scheme, if the account holds any (glide-path modal). */
    holdsLifestyleFund: z.boolean(),
  }),
);
export type PortfolioDetailsResponse = z.infer<typeof portfolioDetailsResponse>;

/** GET /api/accounts/rateOfReturn?clntRltnshpNmbr: simplified time-weighted return, past 12 months. */
export const rateOfReturnResponse = z.lazy(() =>
  z.object({
    clntRltnshpNmbr: z.int(),
    fromDate: isoDate,
    toDate: isoDate,
    currency: currencyCode,
    /** The account's return, % with 2 decimals. */
    accountRate: decimal,
    funds: z.array(
      z.object({
        invTypeNmbr: z.int(),
        legalNm: z.string(),
        othLegalNm: z.string(),
        startValue: decimal,
        endValue: decimal,
        netCashFlow: decimal,
        rate: decimal,
      }),
    ),
  }),
);
export type RateOfReturnResponse = z.infer<typeof rateOfReturnResponse>;

/** GET /api/accounts/qualifyingBalance?clntRltnshpNmbr&asOfDt (part 2 §2.5, §3.3). */
export const qualifyingBalanceQuery = z.object({
  clntRltnshpNmbr: id,
  asOfDt: z.optional(isoDate),
  rtnDtlFlag: z.optional(line(10)),
  schemeName: z.optional(line(40)),
});
export const qualifyingBalanceResponse = z.lazy(() =>
  z.array(
    z.object({
      invTypeNmbr: z.int(),
      ltgfTypeNm: z.string(),
      legalNm: z.string(),
      othLegalNm: z.string(),
      qb1Amt: decimal,
      qb2Amt: decimal,
      qbOutAmt: decimal,
      qpMonth: z.int(),
      cashPayableAmt: decimal,
      rateOfReductionPct: decimal,
      asOfDate: isoDate,
    }),
  ),
);
export type QualifyingBalanceResponse = z.infer<typeof qualifyingBalanceResponse>;

/** GET /api/accounts/feesandcharges?clntRltnshpNmbr (part 2 §2.5, §9 tiers). */
export const feesAndChargesResponse = z.lazy(() =>
  z.object({
    clntRltnshpNmbr: z.int(),
    /** The account balance in HKD that picks the tier. */
    balanceHkd: decimal,
    /** 0-based index into the six §9 tiers. */
    tierIndex: z.int(),
    feeChargesSmry: z.array(
      z.object({
        invTypeNmbr: z.int(),
        legalNm: z.string(),
        othLegalNm: z.string(),
        /** Standard management fee, % a year. */
        stndInvAstRt: decimal,
        noOfTier: z.int(),
        tiers: z.array(z.object({ minBalance: decimal, maxBalance: z.nullable(decimal), ratePct: decimal })),
        /** The rate that applies at balanceHkd. */
        applicableRatePct: decimal,
        guaranteeChargePct: z.nullable(decimal),
      }),
    ),
  }),
);
export type FeesAndChargesResponse = z.infer<typeof feesAndChargesResponse>;

/** Month range of the history calls (part 2 §5.2): YYYY-MM-DD, first day of from-month to last day of to-month. */
export const historyQuery = z.object({
  clntRltnshpNmbr: id,
  fromDate: realIsoDate("history-range-invalid"),
  toDate: realIsoDate("history-range-invalid"),
  schemeName: z.optional(line(40)),
});

const balancePoint = z.lazy(() =>
  z.object({
    date: isoDate,
    amount: decimal,
    unitPrice: decimal,
    units: decimal,
  }),
);

/** GET /api/transactions/transactionhistory: per fund, opening balance, rows, closing balance (§2.5). */
export const transactionHistoryResponse = z.lazy(() =>
  z.object({
    clntRltnshpNmbr: z.int(),
    fromDate: isoDate,
    toDate: isoDate,
    currency: currencyCode,
    funds: z.array(
      z.object({
        invTypeNmbr: z.int(),
        legalNm: z.string(),
        othLegalNm: z.string(),
        openingBalance: balancePoint,
        rows: z.array(
          z.object({
            trnsHstSeqNmbr: z.int(),
            trnsHstEfctvDt: isoDate,
            activityTypeNmbr: z.int(),
            /** txn1 ... txn12: the label of the activity type. */
            labelKey: z.string(),
            subTrnsNm: z.nullable(z.string()),
            moneyTypeNm: z.string(),
            grossAmt: decimal,
            unitPrice: decimal,
            units: decimal,
          }),
        ),
        totalUnits: decimal,
        closingBalance: balancePoint,
      }),
    ),
  }),
);
export type TransactionHistoryResponse = z.infer<typeof transactionHistoryResponse>;

/** GET /api/transactions/transactioncontributionhistoryservice: contribution records (§2.5). */
export const contributionHistoryQuery = z.extend(historyQuery, {
  contractNmbr: id,
  fromAsOfDt: z.optional(isoDate),
  toAsOfDt: z.optional(isoDate),
});
export const contributionRecordVo = z.lazy(() =>
  z.object({
    contributionId: z.int(),
    periodStart: isoDate,
    periodEnd: isoDate,
    transactionDate: isoDate,
    currency: currencyCode,
    exchangeRate: decimal,
    relevantIncome: z.nullable(decimal),
    /** Every money type of the record with its amount (EE_MAN, ER_MAN, EE_VOL, ...). */
    lines: z.array(z.object({ moneyTypeNm: z.string(), amount: decimal })),
    mandatory: decimal,
    voluntary: decimal,
    employer: decimal,
    member: decimal,
    employerMandatory: decimal,
    employerVoluntary: decimal,
    memberMandatory: decimal,
    memberVoluntary: decimal,
    surcharge: decimal,
    total: decimal,
    /** The investment direction the money went to, % per fund. */
    fundAllocation: z.array(
      z.object({
        invTypeNmbr: z.int(),
        legalNm: z.string(),
        othLegalNm: z.string(),
        percent: z.number(),
      }),
    ),
  }),
);
export type ContributionRecordVo = z.infer<typeof contributionRecordVo>;
export const contributionHistoryResponse = z.lazy(() =>
  z.object({
    clntRltnshpNmbr: z.int(),
    fromDate: isoDate,
    toDate: isoDate,
    transactionHistoryResponseVos: z.array(contributionRecordVo),
  }),
);
export type ContributionHistoryResponse = z.infer<typeof contributionHistoryResponse>;

/** GET /api/contractinfoservice/customattributes?contractNmbr: incl. merger attributes (§3.4). */
export const customAttributesQuery = z.object({ contractNmbr: id });
export const customAttributesResponse = z.lazy(() =>
  z.object({
    contractNmbr: z.int(),
    contractAttributeVOs: z.array(
      z.object({
        cstmAttrCd: z.int(),
        cstmAttrNm: z.string(),
        cstmAttrTxt: z.string(),
        /** The Chinese text of a free-text attribute (a merger remark); null for codes and flags. */
        cstmAttrTxtZh: z.nullable(z.string()),
        efctvDt: isoDate,
      }),
    ),
  }),
);
export type CustomAttributesResponse = z.infer<typeof customAttributesResponse>;
