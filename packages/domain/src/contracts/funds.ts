import { z } from "zod/mini";
import { COMPARE_PERIODS, MAX_COMPARE_FUNDS } from "../funds/compare.ts";
import { currencyCode, riskLevel } from "./accounts.ts";
import { INT4_MAX, isoDate, line, queryId, realUsDate, usDate } from "./primitives.ts";

/**
 * The fund pages' API contract (part 2 §2.6, §3.4, §7.2). Prices travel as decimal text with the
 * scheme's decimals (4, or 2 for the Simple/Smart plans); returns as percent decimal text at full
 * precision ("12.3456" is 12.3456 %), null for N/A, rounded to 2 decimals only for display
 * (formatReturn). Dates are ISO (YYYY-MM-DD) unless a field says MM/DD/YYYY.
 */
const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const percent = z.nullable(decimal);
const id = queryId;

/** The names and flags of a fund (part 2 §3.4, §5.3). */
const fundIdentity = z.object({
  invTypeNmbr: z.int(),
  /** The name as the specs format it (each word capitalised, acronyms kept). */
  invTypeNm: z.string(),
  legalNm: z.string(),
  /** The Chinese name. */
  othLegalNm: z.string(),
  /** I, D, the name's last letter, or N (§5.3). */
  suffixFlag: z.string(),
  isDuplicate: z.boolean(),
  isNew: z.boolean(),
  invRskNm: riskLevel,
  riskClass: z.int().check(z.gte(1), z.lte(7)),
  currencyTypeNm: currencyCode,
  inceptionDate: isoDate,
});

/** GET /api/config/funds?contractNmbr=: the funds of the contract's product. */
export const configFundsQuery = z.object({ contractNmbr: id });
export const configFundsResponse = z.lazy(() => z.array(fundIdentity));
export type ConfigFundVo = z.infer<typeof fundIdentity>;

/** GET /api/funds/fundinfosummary: the fund list of one account's product, with the list's returns. */
export const fundInfoSummaryQuery = z.object({
  contractNmbr: id,
  productTypeNmbr: id,
  effectiveDt: z.optional(isoDate),
});
export const fundSummaryVo = z.lazy(() =>
  z.extend(fundIdentity, {
    /** The fund's investment manager, in English and Chinese (the fund manager page groups by it). */
    investmentManagerEn: z.string(),
    investmentManagerZh: z.string(),
    /** % a year, 2 decimals ("1.40"). */
    managementFeePct: decimal,
    unitPrice: z.nullable(decimal),
    asOfDate: z.nullable(isoDate),
    crYtd: percent,
    cr1y: percent,
    cr3y: percent,
    cr5y: percent,
  }),
);
export type FundSummaryVo = z.infer<typeof fundSummaryVo>;
export const fundInfoSummaryResponse = z.lazy(() =>
  z.object({
    webCycleDate: isoDate,
    /** The price date the list is valued at (the cycle date or the asked date). */
    asOfDate: isoDate,
    /** §7.2 scheme index of the product (112 -> 0 ... 117 -> 8), null where it has none. */
    schemeIndex: z.nullable(z.int()),
    unitPriceDecimals: z.int(),
    funds: z.array(fundSummaryVo),
  }),
);
export type FundInfoSummaryResponse = z.infer<typeof fundInfoSummaryResponse>;

/** One return period of the returns table: cumulative and (a year or more) annualised. */
export const periodReturnVo = z.lazy(() =>
  z.object({
    period: z.enum(["1M", "3M", "6M", "1Y", "3Y", "5Y", "10Y", "YTD", "SI"]),
    cumulative: percent,
    annualised: percent,
    /** The fund's index over the same period, where the data has one. */
    indexCumulative: percent,
  }),
);
export type PeriodReturnVo = z.infer<typeof periodReturnVo>;

/** GET /api/funds/fundinfodetail: one fund of the member's product, with its performance. */
export const fundInfoDetailQuery = z.object({
  productTypeNmbr: id,
  invTypeNmbr: id,
  startDate: z.optional(usDate),
  endDate: z.optional(usDate),
});
export const fundInfoDetailResponse = z.lazy(() =>
  z.object({
    webCycleDate: isoDate,
    unitPriceDecimals: z.int(),
    fund: z.extend(fundIdentity, {
      investmentManagerEn: z.string(),
      investmentManagerZh: z.string(),
      /** % a year. */
      managementFeePct: decimal,
      /** The fund has balance tiers on the fees page (§9): the fee links there. */
      hasFeeTiers: z.boolean(),
      indexName: z.nullable(z.string()),
      category: z.string(),
    }),
    overview: z.object({
      unitPrice: z.nullable(decimal),
      valuationDate: z.nullable(isoDate),
      /** Last price minus the one before, and its percent; null with fewer than two prices. */
      dailyChange: z.nullable(decimal),
      dailyChangePct: percent,
    }),
    /** Cumulative returns are shown only after 6 months of track record. */
    cumulativeShown: z.boolean(),
    returns: z.array(periodReturnVo),
    calendarYears: z.array(z.object({ year: z.int(), fund: percent, index: percent })),
    /** The downloads of the Downloads tab, each a PDF. */
    documents: z.object({ brochure: z.string(), factSheet: z.string(), disclaimer: z.string() }),
  }),
);
export type FundInfoDetailResponse = z.infer<typeof fundInfoDetailResponse>;

/** GET /api/investments/priceshistory?startDate=MM/DD/YYYY&endDate=MM/DD/YYYY&invTypeNmbr=. */
export const pricesHistoryQuery = z.object({
  startDate: realUsDate("price-history-invalid-date"),
  endDate: realUsDate("price-history-invalid-date"),
  invTypeNmbr: id,
});
export const pricesHistoryResponse = z.lazy(() =>
  z.object({
    invTypeNmbr: z.int(),
    unitPriceDecimals: z.int(),
    fundPriceHistoryDetails: z.array(z.object({ invPriceEffectiveDate: isoDate, unitPriceAmount: decimal })),
  }),
);
export type PricesHistoryResponse = z.infer<typeof pricesHistoryResponse>;

/** GET /api/investments/fundperformance?productTypeNmbr=: every fund's performance record (§3.4). */
export const fundPerformanceQuery = z.object({ productTypeNmbr: id });
export const fundPerformanceRecord = z.lazy(() =>
  z.object({
    invTypeNmbr: z.int(),
    asOfDate: z.nullable(isoDate),
    productTypeNmbr: z.int(),
    navPerUnit: z.nullable(decimal),
    cr1m: percent,
    cr3m: percent,
    cr6m: percent,
    cr1y: percent,
    cr3y: percent,
    cr5y: percent,
    cr10y: percent,
    crYtd: percent,
    crSi: percent,
    ar1y: percent,
    ar3y: percent,
    ar5y: percent,
    ar10y: percent,
    arSi: percent,
    cy1: percent,
    cy2: percent,
    cy3: percent,
    cy4: percent,
    cy5: percent,
    riskClassTxt: z.string(),
  }),
);
export const fundPerformanceResponse = z.lazy(() => z.array(fundPerformanceRecord));
export type FundPerformanceRecord = z.infer<typeof fundPerformanceRecord>;

/** GET /api/config/funds/fundfactsheets?productTypeNmbr= (the spec writes product_type_nmbr): each fund's fact-sheet links. */
export const fundFactSheetsQuery = z.object({ productTypeNmbr: id });
export const fundFactSheetsResponse = z.lazy(() =>
  z.array(z.object({ invTypeNmbr: z.int(), factsheetURLs: z.object({ en: z.string(), zh: z.string() }) })),
);

/** The PDFs: GET /api/funds/documents/:kind?invTypeNmbr=&productTypeNmbr=&lang=. */
export const fundDocumentKind = z.enum(["factsheet", "brochure", "disclaimer"]);
export type FundDocumentKind = z.infer<typeof fundDocumentKind>;
export const fundDocumentQuery = z.object({
  productTypeNmbr: id,
  invTypeNmbr: z.optional(id),
  lang: z._default(z.enum(["en", "zh-HK"]), "en"),
  /** A fact sheet as at an earlier month-end of the last 24 months; the cycle date when unset. */
  asOfDate: z.optional(isoDate),
});

/**
 * The fund numbers of a comparison in a query string: repeated (?invTypeNmbr=1&invTypeNmbr=2) or
 * a comma list (?invTypeNmbr=1,2), each once (a repeat is dropped). More than MAX_COMPARE_FUNDS
 * different funds answer compare-too-many-funds; none, or one that is not an id, validation.
 */
const fundNumberText = z.union([line(200), z.int().check(z.positive(), z.lte(INT4_MAX))]);
export const compareFundNumbers = z.pipe(
  z
    .pipe(
      z.union([fundNumberText, z.array(fundNumberText).check(z.maxLength(50))]),
      z.transform((value) => [
        ...new Set(
          (Array.isArray(value) ? value : [value])
            .flatMap((item) => String(item).split(","))
            .map((item) => item.trim())
            .filter((item) => item !== ""),
        ),
      ]),
    )
    .check(
      z.refine((list) => list.length <= MAX_COMPARE_FUNDS, {
        message: `at most ${MAX_COMPARE_FUNDS} funds`,
        params: { code: "compare-too-many-funds" },
      }),
    ),
  z.array(z.coerce.number<string>().check(z.int(), z.positive(), z.lte(INT4_MAX))).check(z.minLength(1)),
);

/** GET /api/funds/compare: up to 10 funds of the member's product side by side, and the chart's period. */
export const fundCompareQuery = z.object({
  contractNmbr: id,
  productTypeNmbr: id,
  invTypeNmbr: compareFundNumbers,
  period: z._default(z.enum(COMPARE_PERIODS), "5Y"),
});

/** One fund's column of the compare table (compareFigures of its stored prices, and its fund data). */
export const compareFundVo = z.lazy(() =>
  z.extend(fundIdentity, {
    /** The fund type: MONEY_MARKET, GUARANTEED, BOND, MIXED, DIS, EQUITY or INDEX. */
    category: z.string(),
    /** The MPFA risk class 1-7 from the last 3 years' monthly returns; null under 3 years of record. */
    computedRiskClass: z.nullable(z.int().check(z.gte(1), z.lte(7))),
    /** The annualised standard deviation of those monthly returns, percent; null under 3 years. */
    volatility: percent,
    /** % a year, 2 decimals ("1.40"). */
    managementFeePct: decimal,
    /** The fund expense ratio, % a year, 2 decimals; null where the fund data has none. */
    fundExpenseRatioPct: z.nullable(decimal),
    unitPrice: z.nullable(decimal),
    priceDate: z.nullable(isoDate),
    /** Annualised returns, percent; null (N/A) where the fund is too young for the period. */
    annualised: z.object({ "1Y": percent, "5Y": percent, "10Y": percent, SI: percent }),
    /** The last five complete calendar years, most recent first. */
    calendarYears: z.array(z.object({ year: z.int(), value: percent })),
  }),
);
export type CompareFundVo = z.infer<typeof compareFundVo>;

/** A chart point's date: its shape only (thousands of them, each a price date the server read). */
const chartDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const fundCompareResponse = z.lazy(() =>
  z.object({
    webCycleDate: isoDate,
    /** The date the figures are valued at (the cycle date). */
    asOfDate: isoDate,
    unitPriceDecimals: z.int(),
    period: z.enum(COMPARE_PERIODS),
    /** In the order asked for. */
    funds: z.array(compareFundVo),
    /**
     * Each fund rebased to 100 at the period's common start (compareChart: daily for a year, weekly
     * for 3 and 5 years, monthly beyond), one line per fund in the funds' order, points as
     * [date, value]; null when the funds have no common history.
     */
    chart: z.nullable(
      z.object({
        from: isoDate,
        to: isoDate,
        lines: z.array(z.object({ invTypeNmbr: z.int(), points: z.array(z.tuple([chartDate, decimal])) })),
      }),
    ),
  }),
);
export type FundCompareResponse = z.infer<typeof fundCompareResponse>;
