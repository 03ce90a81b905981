import {
  addDays,
  type ComparePeriod,
  type ConfigFundVo,
  calendarYearReturns,
  compareChart,
  compareChartDates,
  compareChartFrame,
  compareFigureDates,
  compareFigures,
  cumulativeShown,
  dailyChange,
  endpointPath,
  type FundCompareResponse,
  type FundDocumentKind,
  type FundInfoDetailResponse,
  type FundInfoSummaryResponse,
  type FundPerformanceRecord,
  formatFundName,
  fundEndpoints,
  fundPerformance,
  fundSuffixFlag,
  hasDuplicate,
  hkDateOf,
  type IsoDate,
  MAX_COMPARE_FUNDS,
  mergedSeries,
  type PeriodReturn,
  PRICE_HISTORY_EARLIEST,
  PRICE_HISTORY_ERROR_CODES,
  type PricePoint,
  type PricesHistoryResponse,
  parseUsDate,
  periodStart,
  RETURN_PERIODS,
  type ReturnPeriod,
  retainedMonthEnds,
  validatePriceHistoryRange,
} from "@portal/domain";
import type { Clock } from "../../lib/clock.ts";
import { fixed } from "../../lib/decimals.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { type Caller, requireCycleDate } from "../ownership/ownership.service.ts";
import { productAndScheme, type ReferenceData, type ReferenceSource } from "../reference/reference-data.ts";
import { brochurePdf, disclaimerPdf, factSheetPdf } from "./fund-documents.ts";
import type { FundsRepository } from "./funds.repository.ts";

export interface FundsDeps {
  funds: FundsRepository;
  reference: ReferenceSource;
  clock: Clock;
}

type Fund = NonNullable<ReturnType<ReferenceData["funds"]["get"]>>;

// ---------------------------------------------------------------- who may see which funds

/**
 * The product must be one the member holds an account in (and the contract, when given, theirs);
 * gives the web cycle date, read in the same statement.
 */
async function ownedProduct(
  caller: Caller,
  productTypeNmbr: number,
  contractNmbr?: number,
): Promise<IsoDate> {
  const own = await caller.owned.contracts();
  const ok = own.some(
    (c) =>
      c.productTypeNmbr === productTypeNmbr &&
      (contractNmbr === undefined || c.contractNmbr === contractNmbr),
  );
  if (!ok) return caller.owned.refuse({ contractId: contractNmbr ?? null });
  return requireCycleDate(own[0]?.cycleDate ?? null);
}

/** The funds a product offers, in fund-number order. */
/** The active funds a product offers. */
export function productFunds(ref: ReferenceData, productTypeNmbr: number): Fund[] {
  return (ref.productFunds.get(productTypeNmbr) ?? []).flatMap((inv) => {
    const fund = ref.funds.get(inv);
    return fund?.isActive ? [fund] : [];
  });
}

/** A fund of the member's product, or 404 and a FOREIGN_ID log. */
async function ownedFund(deps: FundsDeps, caller: Caller, productTypeNmbr: number, invTypeNmbr: number) {
  const [cycleDate, ref] = await Promise.all([ownedProduct(caller, productTypeNmbr), deps.reference()]);
  const funds = productFunds(ref, productTypeNmbr);
  const fund = funds.find((f) => f.invTypeNmbr === invTypeNmbr);
  if (!fund) return caller.owned.refuse({ contractId: null, policyId: null });
  return { ref, funds, fund, cycleDate, ...productAndScheme(ref, productTypeNmbr) };
}

function identityOf(fund: Fund, all: readonly Fund[]): ConfigFundVo {
  return {
    invTypeNmbr: fund.invTypeNmbr,
    invTypeNm: formatFundName(fund.legalNm),
    legalNm: fund.legalNm,
    othLegalNm: fund.othLegalNm,
    suffixFlag: fundSuffixFlag(fund, all),
    isDuplicate: hasDuplicate(fund, all),
    isNew: fund.isNew,
    invRskNm: fund.riskLevel,
    riskClass: fund.riskClass,
    currencyTypeNm: fund.currency,
    inceptionDate: fund.inceptionDate,
  };
}

// ---------------------------------------------------------------- returns from the stored prices

/** Every date a returns table looks up as of `asOf`: the period starts and six year ends. */
function boundaryDates(asOf: IsoDate): IsoDate[] {
  const year = Number(asOf.slice(0, 4));
  const starts = RETURN_PERIODS.filter((p): p is Exclude<ReturnPeriod, "SI"> => p !== "SI").map((p) =>
    periodStart(asOf, p),
  );
  const yearEnds = [1, 2, 3, 4, 5, 6].map((n) => `${year - n}-12-31` as IsoDate);
  return [...new Set([asOf, ...starts, ...yearEnds])].sort();
}

type Returns = Map<ReturnPeriod, PeriodReturn>;

/**
 * Computed returns, keyed by their whole input (what is computed, the date and every price of the
 * boundary series): a pure function remembered, never stale. Annualising is a fractional power in
 * 40-digit decimals (about 0.2 ms each, 5 per fund), the same for every member all day; the prices
 * are still read on each call, so a new price or a corrected one makes a new key.
 */
const MEMO_LIMIT = 5_000;
const memo = new Map<string, unknown>();

function remember<T>(what: string, series: readonly PricePoint[], asOf: IsoDate, compute: () => T): T {
  const key = `${what}|${asOf}|${series.map((p) => `${p.date}=${p.price}`).join(",")}`;
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(key, value);
  return value;
}

/** The returns of each period, by period, from a (full or boundary) series. */
function returnsByPeriod(
  series: readonly PricePoint[],
  asOf: IsoDate,
  periods: readonly ReturnPeriod[],
): Returns {
  return remember(
    periods.join(","),
    series,
    asOf,
    (): Returns => new Map(fundPerformance(series, asOf, periods).map((r) => [r.period, r])),
  );
}

/** The last five calendar years' returns, most recent first. */
function calendarYears(series: readonly PricePoint[], asOf: IsoDate) {
  return remember("calendar-years", series, asOf, () => calendarYearReturns(series, asOf));
}

// ---------------------------------------------------------------- the calls

/** GET /config/funds?contractNmbr=: the names and flags of the contract's funds. */
export async function configFunds(
  deps: FundsDeps,
  caller: Caller,
  contractNmbr: number,
): Promise<ConfigFundVo[]> {
  const own = await caller.owned.contracts();
  const contract = own.find((c) => c.contractNmbr === contractNmbr);
  if (!contract) return caller.owned.refuse({ contractId: contractNmbr });
  const funds = productFunds(await deps.reference(), contract.productTypeNmbr);
  return funds.map((f) => identityOf(f, funds));
}

/** GET /funds/fundinfosummary: the list with prices and the YTD, 1, 3 and 5-year returns. */
export async function fundInfoSummary(
  deps: FundsDeps,
  caller: Caller,
  input: { contractNmbr: number; productTypeNmbr: number; effectiveDt?: IsoDate },
): Promise<FundInfoSummaryResponse> {
  const [webCycleDate, ref] = await Promise.all([
    ownedProduct(caller, input.productTypeNmbr, input.contractNmbr),
    deps.reference(),
  ]);
  const asOf = input.effectiveDt && input.effectiveDt < webCycleDate ? input.effectiveDt : webCycleDate;
  const { product, scheme } = productAndScheme(ref, input.productTypeNmbr);
  const funds = productFunds(ref, input.productTypeNmbr);
  const periods = ["YTD", "1Y", "3Y", "5Y"] as const;
  const dates = [asOf, ...periods.map((p) => periodStart(asOf, p))];
  const series = await deps.funds.findBoundaryPrices(
    funds.map((f) => f.invTypeNmbr),
    dates,
  );
  return {
    webCycleDate,
    asOfDate: asOf,
    schemeIndex: product.schemeIndex,
    unitPriceDecimals: scheme.unitPriceDecimals,
    funds: funds.map((fund) => {
      const points = (series.get(fund.invTypeNmbr) ?? []).filter((p) => p.date <= asOf);
      const last = points[points.length - 1];
      const r = returnsByPeriod(points, asOf, periods);
      return {
        ...identityOf(fund, funds),
        investmentManagerEn: fund.investmentManagerEn,
        investmentManagerZh: fund.investmentManagerZh,
        managementFeePct: fixed(fund.managementFeePct, 2),
        unitPrice: last ? fixed(last.price, scheme.unitPriceDecimals) : null,
        asOfDate: last?.date ?? null,
        crYtd: r.get("YTD")?.cumulative ?? null,
        cr1y: r.get("1Y")?.cumulative ?? null,
        cr3y: r.get("3Y")?.cumulative ?? null,
        cr5y: r.get("5Y")?.cumulative ?? null,
      };
    }),
  };
}

/** The PDFs of the Downloads tab, with the caller's language. */
function documentLinks(productTypeNmbr: number, invTypeNmbr: number) {
  const link = (kind: FundDocumentKind, query: Record<string, number>) =>
    `/api${endpointPath(fundEndpoints.fundDocument, { kind })}?${new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    )}`;
  return {
    brochure: link("brochure", { productTypeNmbr }),
    factSheet: link("factsheet", { productTypeNmbr, invTypeNmbr }),
    disclaimer: link("disclaimer", { productTypeNmbr }),
  };
}

/** GET /funds/fundinfodetail: one fund's details, overview and returns, as of the cycle date. */
export async function fundInfoDetail(
  deps: FundsDeps,
  caller: Caller,
  input: { productTypeNmbr: number; invTypeNmbr: number },
): Promise<FundInfoDetailResponse> {
  const {
    ref,
    funds,
    fund,
    scheme,
    cycleDate: asOf,
  } = await ownedFund(deps, caller, input.productTypeNmbr, input.invTypeNmbr);
  const dates = boundaryDates(asOf);
  const [boundary, recent, index] = await Promise.all([
    deps.funds.findBoundaryPrices([fund.invTypeNmbr], dates),
    deps.funds.findPrices(fund.invTypeNmbr, addDays(asOf, -14), asOf),
    fund.indexName ? deps.funds.findIndexBoundaryLevels(fund.indexName, dates) : [],
  ]);
  const series = boundary.get(fund.invTypeNmbr) ?? [];
  const first = series[0];
  const change = dailyChange(recent);
  const last = recent[recent.length - 1];
  const returns = returnsByPeriod(series, asOf, RETURN_PERIODS);
  // The fund against its index, where the fund tracks one and the data has its levels.
  const indexReturns = index.length > 0 ? returnsByPeriod(index, asOf, RETURN_PERIODS) : null;
  const indexYears = new Map(
    index.length > 0 ? calendarYears(index, asOf).map((y) => [y.year, y.value]) : [],
  );
  return {
    webCycleDate: asOf,
    unitPriceDecimals: scheme.unitPriceDecimals,
    fund: {
      ...identityOf(fund, funds),
      investmentManagerEn: fund.investmentManagerEn,
      investmentManagerZh: fund.investmentManagerZh,
      managementFeePct: fixed(fund.managementFeePct, 2),
      hasFeeTiers: (ref.feeTiers.get(fund.invTypeNmbr)?.length ?? 0) > 1,
      indexName: fund.indexName,
      category: fund.category,
    },
    overview: {
      unitPrice: last ? fixed(last.price, scheme.unitPriceDecimals) : null,
      valuationDate: last?.date ?? null,
      dailyChange: change ? fixed(change.change, scheme.unitPriceDecimals) : null,
      dailyChangePct: change?.percent ?? null,
    },
    cumulativeShown: first !== undefined && cumulativeShown(first.date, asOf),
    returns: RETURN_PERIODS.map((period) => ({
      period,
      cumulative: returns.get(period)?.cumulative ?? null,
      annualised: returns.get(period)?.annualised ?? null,
      indexCumulative: indexReturns?.get(period)?.cumulative ?? null,
    })),
    calendarYears: calendarYears(series, asOf).map((y) => ({
      year: y.year,
      fund: y.value,
      index: indexYears.get(y.year) ?? null,
    })),
    documents: documentLinks(input.productTypeNmbr, fund.invTypeNmbr),
  };
}

const rangeMessages = {
  invalidDate: "Dates are MM/DD/YYYY.",
  fromAfterTo: "The start date is after the end date.",
  beforeEarliest: `Prices start on ${PRICE_HISTORY_EARLIEST}.`,
  afterToday: "The end date is after today.",
} as const;

/**
 * GET /investments/priceshistory: one fund's daily prices between two MM/DD/YYYY dates (from
 * 15 Nov 1996 to today), in one response however long: the chart's 30 years come in one call.
 * The fund must be one of the member's products' funds.
 */
export async function pricesHistory(
  deps: FundsDeps,
  caller: Caller,
  input: { startDate: string; endDate: string; invTypeNmbr: number },
): Promise<PricesHistoryResponse> {
  const today = hkDateOf(deps.clock.now());
  const error = validatePriceHistoryRange(input.startDate, input.endDate, today);
  if (error) throw new AppError(400, PRICE_HISTORY_ERROR_CODES[error], rangeMessages[error]);
  const [own, ref] = await Promise.all([caller.owned.contracts(), deps.reference()]);
  const product = own.find((c) =>
    (ref.productFunds.get(c.productTypeNmbr) ?? []).includes(input.invTypeNmbr),
  );
  if (!product) return caller.owned.refuse({ contractId: null });
  const { scheme } = productAndScheme(ref, product.productTypeNmbr);
  const from = parseUsDate(input.startDate) as IsoDate;
  const to = parseUsDate(input.endDate) as IsoDate;
  const prices = await deps.funds.findPrices(input.invTypeNmbr, from, to);
  return {
    invTypeNmbr: input.invTypeNmbr,
    unitPriceDecimals: scheme.unitPriceDecimals,
    fundPriceHistoryDetails: prices.map((p) => ({
      invPriceEffectiveDate: p.date,
      unitPriceAmount: fixed(p.price, scheme.unitPriceDecimals),
    })),
  };
}

/** GET /investments/fundperformance: every fund's performance record of §3.4, as of the cycle date. */
export async function fundPerformanceRecords(
  deps: FundsDeps,
  caller: Caller,
  productTypeNmbr: number,
): Promise<FundPerformanceRecord[]> {
  const [asOf, ref] = await Promise.all([ownedProduct(caller, productTypeNmbr), deps.reference()]);
  const { scheme } = productAndScheme(ref, productTypeNmbr);
  const funds = productFunds(ref, productTypeNmbr);
  const series = await deps.funds.findBoundaryPrices(
    funds.map((f) => f.invTypeNmbr),
    boundaryDates(asOf),
  );
  return funds.map((fund) => {
    const points = series.get(fund.invTypeNmbr) ?? [];
    const last = points.filter((p) => p.date <= asOf).at(-1);
    const r = returnsByPeriod(points, asOf, RETURN_PERIODS);
    const cr = (p: ReturnPeriod) => r.get(p)?.cumulative ?? null;
    const ar = (p: ReturnPeriod) => r.get(p)?.annualised ?? null;
    const [cy1, cy2, cy3, cy4, cy5] = calendarYears(points, asOf).map((y) => y.value);
    return {
      invTypeNmbr: fund.invTypeNmbr,
      asOfDate: last?.date ?? null,
      productTypeNmbr,
      navPerUnit: last ? fixed(last.price, scheme.unitPriceDecimals) : null,
      cr1m: cr("1M"),
      cr3m: cr("3M"),
      cr6m: cr("6M"),
      cr1y: cr("1Y"),
      cr3y: cr("3Y"),
      cr5y: cr("5Y"),
      cr10y: cr("10Y"),
      crYtd: cr("YTD"),
      crSi: cr("SI"),
      ar1y: ar("1Y"),
      ar3y: ar("3Y"),
      ar5y: ar("5Y"),
      ar10y: ar("10Y"),
      arSi: ar("SI"),
      cy1: cy1 ?? null,
      cy2: cy2 ?? null,
      cy3: cy3 ?? null,
      cy4: cy4 ?? null,
      cy5: cy5 ?? null,
      riskClassTxt: String(fund.riskClass),
    };
  });
}

/** GET /config/funds/fundfactsheets: each fund's fact-sheet links in both languages. */
export async function fundFactSheets(deps: FundsDeps, caller: Caller, productTypeNmbr: number) {
  await ownedProduct(caller, productTypeNmbr);
  const funds = productFunds(await deps.reference(), productTypeNmbr);
  return funds.map((f) => {
    const url = documentLinks(productTypeNmbr, f.invTypeNmbr).factSheet;
    return { invTypeNmbr: f.invTypeNmbr, factsheetURLs: { en: `${url}&lang=en`, zh: `${url}&lang=zh-HK` } };
  });
}

/** The Downloads tab's PDFs: the fund's fact sheet, the scheme's brochure, the disclaimer. */
export async function fundDocument(
  deps: FundsDeps,
  caller: Caller,
  kind: FundDocumentKind,
  input: { productTypeNmbr: number; invTypeNmbr?: number; lang: "en" | "zh-HK"; asOfDate?: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const generatedAt = deps.clock.now();
  if (kind === "disclaimer") {
    await ownedProduct(caller, input.productTypeNmbr);
    const { scheme } = productAndScheme(await deps.reference(), input.productTypeNmbr);
    return {
      pdf: await disclaimerPdf(input.lang, generatedAt, { hotline: scheme.hotline }),
      fileName: `fund-information-disclaimer-${input.lang}.pdf`,
    };
  }
  if (kind === "brochure") {
    await ownedProduct(caller, input.productTypeNmbr);
    const ref = await deps.reference();
    const { scheme } = productAndScheme(ref, input.productTypeNmbr);
    const funds = productFunds(ref, input.productTypeNmbr);
    return {
      pdf: await brochurePdf(
        { scheme: schemeInput(scheme), funds: funds.map(fundInput) },
        input.lang,
        generatedAt,
      ),
      fileName: `${scheme.code.toLowerCase()}-fund-brochure-${input.lang}.pdf`,
    };
  }
  if (input.invTypeNmbr === undefined) throw new AppError(400, "validation", "Which fund's fact sheet?");
  const { ref, fund, scheme, cycleDate } = await ownedFund(
    deps,
    caller,
    input.productTypeNmbr,
    input.invTypeNmbr,
  );
  // An earlier month-end's fact sheet, while it is kept (24 months); the cycle date's otherwise.
  const asOf = input.asOfDate ?? cycleDate;
  if (
    input.asOfDate !== undefined &&
    !retainedMonthEnds("fundDocument", cycleDate, hkDateOf(generatedAt)).includes(input.asOfDate)
  )
    throw notFound();
  const series = await deps.funds.findPrices(fund.invTypeNmbr, PRICE_HISTORY_EARLIEST, asOf);
  const pdf = await factSheetPdf(
    {
      scheme: schemeInput(scheme),
      fund: fundInput(fund),
      asOfDate: asOf,
      series,
      feeTiers: (ref.feeTiers.get(fund.invTypeNmbr) ?? []).map((t) => ({
        minBalance: t.minBalance,
        maxBalance: t.maxBalance,
        ratePct: fixed(t.ratePct, 2),
      })),
    },
    input.lang,
    generatedAt,
  );
  return { pdf, fileName: `fact-sheet-${fund.invTypeNmbr}-${asOf}-${input.lang}.pdf` };
}

// ---------------------------------------------------------------- compare funds (issue 18)

/**
 * GET /funds/compare: up to 10 funds of the member's product side by side as of the cycle date,
 * in the order asked: the fund data (names, type, the scheme's risk level, fees, FER, launch
 * date), compareFigures of its stored prices (unit price, annualised 1, 5, 10 years and since
 * launch, the last five calendar years, the MPFA risk class and volatility), and compareChart's
 * rebased lines over the period. Only the prices the domain functions look up are read (the last
 * on or before each date of compareFigureDates and compareChartDates, and each fund's first),
 * which gives them exactly what the whole daily series would. A fund the product does not offer
 * is refused (404, logged) like any foreign id.
 */
export async function compareFunds(
  deps: FundsDeps,
  caller: Caller,
  input: { contractNmbr: number; productTypeNmbr: number; invTypeNmbr: number[]; period: ComparePeriod },
): Promise<FundCompareResponse> {
  if (input.invTypeNmbr.length > MAX_COMPARE_FUNDS)
    throw new AppError(400, "compare-too-many-funds", `At most ${MAX_COMPARE_FUNDS} funds are compared.`);
  const [asOf, ref] = await Promise.all([
    ownedProduct(caller, input.productTypeNmbr, input.contractNmbr),
    deps.reference(),
  ]);
  const { scheme } = productAndScheme(ref, input.productTypeNmbr);
  const offered = productFunds(ref, input.productTypeNmbr);
  const chosen: Fund[] = [];
  for (const inv of input.invTypeNmbr) {
    const fund = offered.find((f) => f.invTypeNmbr === inv);
    if (!fund) return caller.owned.refuse({ contractId: input.contractNmbr });
    chosen.push(fund);
  }
  const invs = chosen.map((f) => f.invTypeNmbr);
  const boundary = await deps.funds.findBoundaryPrices(invs, compareFigureDates(asOf));
  const figureSeries = invs.map((inv) => (boundary.get(inv) ?? []).filter((p) => p.date <= asOf));

  let chart: FundCompareResponse["chart"] = null;
  const frame = compareChartFrame(figureSeries, input.period, asOf);
  if (frame) {
    const points = await deps.funds.findBoundaryPrices(
      invs,
      compareChartDates(frame.from, frame.to, input.period),
    );
    // Each fund's first price and its last on or before asOf (of the first read) fix the common
    // history as the whole series does; the chart's dates give the rest.
    const series = invs.map((inv, i) => {
      const figures = figureSeries[i] ?? [];
      return mergedSeries(figures.slice(0, 1), figures.slice(-1), points.get(inv) ?? []);
    });
    const rebased = compareChart(series, input.period, asOf);
    if (rebased)
      chart = {
        from: rebased.from,
        to: rebased.to,
        lines: rebased.lines.map((line, i) => ({
          invTypeNmbr: invs[i] as number,
          points: line.map((p): [string, string] => [p.date, p.value]),
        })),
      };
  }

  return {
    webCycleDate: asOf,
    asOfDate: asOf,
    unitPriceDecimals: scheme.unitPriceDecimals,
    period: input.period,
    funds: chosen.map((fund, i) => {
      const series = figureSeries[i] ?? [];
      const figures = remember("compare", series, asOf, () => compareFigures(series, asOf));
      return {
        ...identityOf(fund, offered),
        category: fund.category,
        computedRiskClass: figures.riskClass,
        volatility: figures.volatility,
        managementFeePct: fixed(fund.managementFeePct, 2),
        fundExpenseRatioPct: fund.fundExpenseRatioPct === null ? null : fixed(fund.fundExpenseRatioPct, 2),
        unitPrice: figures.latest ? fixed(figures.latest.price, scheme.unitPriceDecimals) : null,
        priceDate: figures.latest?.date ?? null,
        annualised: figures.annualised,
        calendarYears: figures.calendarYears,
      };
    }),
    chart,
  };
}

function schemeInput(scheme: ReturnType<typeof productAndScheme>["scheme"]) {
  return {
    nameEn: scheme.nameEn,
    nameZh: scheme.nameZh,
    currency: scheme.currency,
    unitPriceDecimals: scheme.unitPriceDecimals,
  };
}

function fundInput(fund: Fund) {
  return {
    invTypeNmbr: fund.invTypeNmbr,
    legalNm: formatFundName(fund.legalNm),
    othLegalNm: fund.othLegalNm,
    riskLevel: fund.riskLevel,
    riskClass: fund.riskClass,
    investmentManagerEn: fund.investmentManagerEn,
    investmentManagerZh: fund.investmentManagerZh,
    managementFeePct: fixed(fund.managementFeePct, 2),
    inceptionDate: fund.inceptionDate,
    indexName: fund.indexName,
    category: fund.category,
    currency: fund.currency,
  };
}
