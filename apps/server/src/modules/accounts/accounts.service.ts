import {
  type AccountPeriodReturnVo,
  type AccountSummaryResponse,
  accountFiguresShown,
  accountPages,
  accountReturnWindows,
  activityGroupOf,
  addMonths,
  type CashFlow,
  type ContributionGroups,
  type CustomAttributesResponse,
  centsOf,
  centsText,
  type FeesAndChargesResponse,
  type FlowSums,
  feeRateAt,
  feeTierIndex,
  filterPoliciesByScheme,
  flowSums,
  type GainAndLossResponse,
  gainLoss,
  groupContributions,
  type HoldingVo,
  hkDateOf,
  holdingPercentages,
  type InvestmentDirectionVo,
  isIsoDate,
  type PolicyInfoVo,
  type PolicyMinVo,
  type PolicyResponse,
  type PortfolioDetailsResponse,
  type ProductVo,
  periodGainAndReturn,
  periodGainAndReturnOfSums,
  type QualifyingBalanceResponse,
  type RateOfReturnResponse,
  sumText,
} from "@portal/domain";
import type { Clock } from "../../lib/clock.ts";
import {
  amountText,
  Dec,
  marketCents,
  marketValue,
  priceText,
  sum,
  sumCents,
  unitsText,
  ZERO,
} from "../../lib/decimals.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { lastLoginOf } from "../../lib/last-login.ts";
import { DEFAULT_CUT_OFF_HOURS } from "../config/config.service.ts";
import { type Caller, type OwnedAccount, requireCycleDate } from "../ownership/ownership.service.ts";
import {
  accountSchemeName,
  productAndScheme,
  type ReferenceData,
  type ReferenceSource,
} from "../reference/reference-data.ts";
import type {
  AccountsRepository,
  AccountValuation,
  DirectionRow,
  FlowTotalRow,
  ReturnFigures,
  ReturnRow,
} from "./accounts.repository.ts";

export interface AccountsDeps {
  accounts: AccountsRepository;
  reference: ReferenceSource;
  clock: Clock;
}

function productVoOf(ref: ReferenceData, productTypeNmbr: number): ProductVo {
  const { product } = productAndScheme(ref, productTypeNmbr);
  return {
    productTypeNmbr: product.productTypeNmbr,
    productAcronym: product.productAcronym,
    productTypeName: product.productTypeName,
    productTypeNameZh: product.productTypeNameZh,
    contractPrefix: product.contractPrefix,
    isOrso: product.isOrso,
  };
}

function fundOf(ref: ReferenceData, invTypeNmbr: number) {
  const fund = ref.funds.get(invTypeNmbr);
  if (!fund) throw new Error(`reference data: fund ${invTypeNmbr} missing`);
  return fund;
}

// ---------------------------------------------------------------- GET /accounts/accountSummary

export async function accountSummary(
  deps: AccountsDeps,
  caller: Caller,
  clientId: number,
): Promise<AccountSummaryResponse> {
  // One statement: the member's clients (the route's check of clientId uses them), their
  // accounts and the accounts' fund values at the cycle date.
  const [rows, ref] = await Promise.all([
    caller.owned.clientsWith(async (sessionClient) => {
      const found = await deps.accounts.findOwnAccounts(sessionClient);
      const clients = [...new Map(found.map((r) => [r.client.clientNmbr, r.client])).values()];
      return { clients, data: found };
    }),
    deps.reference(),
  ]);
  const asked = rows.find((r) => r.client.clientNmbr === clientId);
  const self = rows.find((r) => r.client.clientNmbr === caller.session.clientNmbr);
  if (!asked || !self) return caller.owned.refuse({ clientNmbr: clientId });
  const cycleDate = requireCycleDate(self.cycleDate);

  const accounts = rows.flatMap((r) =>
    r.policy && r.contract
      ? [{ policy: r.policy, contract: r.contract, valuations: r.valuations ?? [] }]
      : [],
  );

  const policyMinVos: PolicyMinVo[] = accounts.map(({ policy, contract, valuations }) => {
    const { scheme } = productAndScheme(ref, contract.productTypeNmbr);
    const accountType = ref.accountTypes.get(policy.accountTypeCode);
    const values = valuations.map((v) => {
      const fund = fundOf(ref, v.inv);
      return {
        invTypeNmbr: v.inv,
        invTypeNm: fund.invTypeNm,
        amount: marketCents(v.units, v.price),
        guaranteeCode: fund.guaranteeCode,
      };
    });
    return {
      clntRltnshpNmbr: policy.clntRltnshpNmbr,
      clientNmbr: policy.clientNmbr,
      contractNmbr: policy.contractNmbr,
      product: productVoOf(ref, contract.productTypeNmbr),
      accountType: policy.accountTypeCode,
      accountTypeNameEn: accountType?.nameEn ?? policy.accountTypeCode,
      accountTypeNameZh: accountType?.nameZh ?? policy.accountTypeCode,
      planName: contract.planName ?? "",
      planNameZh: contract.planNameZh,
      organizationNm: contract.organizationNm,
      organizationNmZh: contract.organizationNmZh,
      orgTypeNm: contract.orgTypeNm,
      effectiveDate: policy.effectiveDate,
      terminationDate: policy.terminationDate ?? contract.terminationDate,
      narrativeTypeNmbr: policy.narrativeTypeNmbr,
      currency: scheme.currency,
      totalInvestedAmt: centsText(sumCents(values.map((v) => v.amount))),
      policyAccountValueVOList: values.map((v) => ({
        invTypeNmbr: v.invTypeNmbr,
        invTypeNm: v.invTypeNm,
        investmentAmt: centsText(v.amount),
        guaranteeCode: v.guaranteeCode,
      })),
    };
  });

  const scheme = self.client.schemeCode;
  const filteredAccountVOs = filterPoliciesByScheme(scheme, policyMinVos).map((p) => ({
    clntRltnshpNmbr: p.clntRltnshpNmbr,
    contractNmbr: p.contractNmbr,
  }));
  const shown = asked.client;
  return {
    cycleDt: { cycleDate, dateTypeCd: "WEB" },
    priceDates: { priceDate: cycleDate, cutOffHours: DEFAULT_CUT_OFF_HOURS, webCycleDate: cycleDate },
    clientInfoResponse: {
      clientNmbr: shown.clientNmbr,
      scheme: shown.schemeCode,
      firstName: shown.firstName,
      lastName: shown.lastName,
      chineseName: shown.chineseName,
      lastLoginDate: lastLoginOf(self.client, caller.session.createdAt),
    },
    policyMinVos,
    filteredAccountVOs,
  };
}

// ---------------------------------------------------------------- POST /accounts/policy

/** A fund of the account: its units (numeric text) and its values in whole cents. */
interface FundHolding {
  invTypeNmbr: number;
  units: string;
  price: string | null;
  amount: bigint;
  vestedAmount: bigint;
  employerAmount: bigint;
}

function holdingsOf(rows: readonly AccountValuation[]): FundHolding[] {
  return rows.map((r) => ({
    invTypeNmbr: r.inv,
    units: r.units,
    price: r.price,
    amount: marketCents(r.units, r.price),
    vestedAmount: marketCents(r.vested, r.price),
    employerAmount: marketCents(r.erUnits, r.price),
  }));
}

function policyInfoOf(ref: ReferenceData, owned: OwnedAccount): PolicyInfoVo {
  const { policy, contract, client } = owned;
  const productScheme = productAndScheme(ref, contract.productTypeNmbr);
  const { scheme } = productScheme;
  const schemeName = accountSchemeName(productScheme);
  const accountType = ref.accountTypes.get(policy.accountTypeCode);
  const memberClass =
    policy.memberClassNmbr !== null ? ref.memberClasses.get(policy.memberClassNmbr) : undefined;
  return {
    clntRltnshpNmbr: policy.clntRltnshpNmbr,
    clientNmbr: policy.clientNmbr,
    contractNmbr: policy.contractNmbr,
    product: productVoOf(ref, contract.productTypeNmbr),
    scheme: scheme.code,
    schemeNameEn: schemeName.nameEn,
    schemeNameZh: schemeName.nameZh,
    accountType: policy.accountTypeCode,
    accountTypeNameEn: accountType?.nameEn ?? policy.accountTypeCode,
    accountTypeNameZh: accountType?.nameZh ?? policy.accountTypeCode,
    memberNameEn: `${client.lastName} ${client.firstName}`,
    memberNameZh: client.chineseName,
    planName: contract.planName ?? "",
    planNameZh: contract.planNameZh,
    organizationNm: contract.organizationNm,
    organizationNmZh: contract.organizationNmZh,
    policyNumber: policy.policyNumber,
    memberClassNmbr: policy.memberClassNmbr,
    memberClassNameEn: memberClass?.nameEn ?? null,
    memberClassNameZh: memberClass?.nameZh ?? null,
    currency: scheme.currency,
    effectiveDate: policy.effectiveDate,
    terminationDate: policy.terminationDate ?? contract.terminationDate,
    joinedPlanDate: policy.joinedPlanDate,
    joinedSchemeDate: policy.joinedSchemeDate,
    employmentDate: policy.employmentDate,
    cutOffHours: contract.cutOffHours,
    fundAllocationAllowed: contract.fundAllocationAllowed,
    isMerged: contract.isMerged,
    riskLevels: scheme.riskLevels,
    unitPriceDecimals: scheme.unitPriceDecimals,
  };
}

export interface PolicyInput {
  clntRltnshpNmbr: number;
  contractNmbr: number;
  policyDataFilter: { investments: boolean; policyHistory: boolean; policyInfo: boolean };
}

/** The account, valued at the cycle date (the units held now at the cycle date's prices). */
export async function policy(
  deps: AccountsDeps,
  caller: Caller,
  input: PolicyInput,
): Promise<PolicyResponse> {
  const filter = input.policyDataFilter;
  // One statement: the account (the ownership check) with the fund values and history asked for.
  const [owned, ref] = await Promise.all([
    caller.owned.accountWith(input.clntRltnshpNmbr, (sessionClient) =>
      deps.accounts.findOwnedPolicy(sessionClient, input.clntRltnshpNmbr, filter),
    ),
    deps.reference(),
  ]);
  const valuations = filter.investments ? (owned.valuations ?? []) : null;
  const history = filter.policyHistory ? (owned.history ?? []) : null;
  let investments: PolicyResponse["investments"] = null;
  if (valuations) {
    const { scheme } = productAndScheme(ref, owned.contract.productTypeNmbr);
    const funds = holdingsOf(valuations);
    const percents = holdingPercentages(funds.map((f) => centsText(f.amount)));
    const holdings: HoldingVo[] = funds.map((f, i) => {
      const fund = fundOf(ref, f.invTypeNmbr);
      return {
        invTypeNmbr: f.invTypeNmbr,
        invTypeLegalName: fund.legalNm,
        othLegalNm: fund.othLegalNm,
        invRskNm: fund.riskLevel,
        riskClass: fund.riskClass,
        currencyTypeNm: fund.currency,
        guaranteeCode: fund.guaranteeCode,
        unitCnt: unitsText(f.units),
        unitPrice: priceText(f.price ?? 0, scheme.unitPriceDecimals),
        investmentAmt: centsText(f.amount),
        vestedAmt: centsText(f.vestedAmount),
        fundPercent: percents[i] ?? "0.00",
        // The member's part is the rest, so that ee + er is the fund's amount to the cent.
        eeAmount: centsText(f.amount - f.employerAmount),
        erAmount: centsText(f.employerAmount),
      };
    });
    investments = { totalAmt: centsText(sumCents(funds.map((f) => f.amount))), holdings };
  }
  return {
    asOfDate: owned.cycleDate,
    webCycleDate: owned.cycleDate,
    policyInfo: filter.policyInfo ? policyInfoOf(ref, owned) : null,
    investments,
    policyHistoryList: history,
  };
}

// ---------------------------------------------------------------- GET /accounts/gainAndLoss

/** The account's flows and balance, in whole cents (money columns are numeric(18,2)). */
interface FlowSummary {
  contributions: bigint;
  transfersIn: bigint;
  /** Signed: negative. */
  withdrawals: bigint;
  /** Signed: negative. */
  transfersOut: bigint;
  contributionLines: { moneyTypeCode: string; amount: string }[];
  netLines: { moneyTypeCode: string; amount: string }[];
  balance: bigint;
  /** The date valued (null: no cycle date yet). */
  asOf: string | null;
}

/**
 * Sorts the SQL sums into the §9 groups with activityGroupOf; transfers out are activity types
 * of group TRANSFER_OUT (not a §9 group). Withdrawals and transfers out are negative amounts.
 */
function summariseFlows(ref: ReferenceData, rows: readonly FlowTotalRow[]): FlowSummary {
  const s: FlowSummary = {
    contributions: 0n,
    transfersIn: 0n,
    withdrawals: 0n,
    transfersOut: 0n,
    contributionLines: [],
    netLines: [],
    balance: 0n,
    asOf: null,
  };
  for (const r of rows) {
    if (r.kind === "D") {
      s.asOf = r.asOf;
      continue;
    }
    if (r.kind === "B") {
      s.balance += marketCents(r.units ?? 0, r.price);
      continue;
    }
    if (r.activity === null || r.amount === null || r.moneyType === null) continue;
    const line = { moneyTypeCode: r.moneyType, amount: r.amount };
    const cents = centsOf(r.amount);
    let group: string = activityGroupOf(r.activity, r.sub);
    if (group === "OTHER" && ref.activityTypes.get(r.activity)?.groupCode === "TRANSFER_OUT")
      group = "TRANSFER_OUT";
    switch (group) {
      case "CONTRIBUTION":
        s.contributions += cents;
        s.contributionLines.push(line);
        s.netLines.push(line);
        break;
      case "TRANSFER_IN":
        s.transfersIn += cents;
        s.netLines.push(line);
        break;
      case "WITHDRAWAL":
        s.withdrawals += cents;
        s.netLines.push(line);
        break;
      case "TRANSFER_OUT":
        s.transfersOut += cents;
        s.netLines.push(line);
        break;
    }
  }
  return s;
}

function groupsOf(lines: { moneyTypeCode: string; amount: string }[]): ContributionGroups {
  const g = groupContributions(lines);
  return {
    employerMandatory: g.employerMandatory,
    employerVoluntary: g.employerVoluntary,
    memberMandatory: g.memberMandatory,
    memberVoluntary: g.memberVoluntary,
    formerEmployerMandatory: g.formerEmployerMandatory,
    formerEmployerVoluntary: g.formerEmployerVoluntary,
    total: g.total,
  };
}

export async function gainAndLoss(
  deps: AccountsDeps,
  caller: Caller,
  input: { clientNmbr: number; clntRltnshpNmbr: number; toDate?: string },
): Promise<GainAndLossResponse> {
  if (input.toDate !== undefined && !isIsoDate(input.toDate)) {
    await caller.owned.account(input.clntRltnshpNmbr);
    throw new AppError(400, "validation", "toDate is not a valid date.");
  }
  // One statement: the account (the ownership check), its flows and balance, and the rows and
  // prices of its period returns.
  const [owned, ref] = await Promise.all([
    caller.owned.accountWith(input.clntRltnshpNmbr, (sessionClient) =>
      deps.accounts.findOwnedGainAndLoss(sessionClient, input.clntRltnshpNmbr, input.toDate ?? null),
    ),
    deps.reference(),
  ]);
  const { scheme } = productAndScheme(ref, owned.contract.productTypeNmbr);
  const s = summariseFlows(ref, owned.flows ?? []);
  const asOf = requireCycleDate(s.asOf);
  const totalContribution = s.contributions + s.transfersIn;
  const totalNetContribution = totalContribution + s.withdrawals + s.transfersOut;
  const result = gainLoss({
    accountBalance: centsText(s.balance),
    netContribution: centsText(totalNetContribution),
    totalContribution: centsText(totalContribution),
  });
  // Part 2 §2.2: a terminated account with nothing left shows no gain/loss, rate or returns.
  const terminationDate = owned.policy.terminationDate ?? owned.contract.terminationDate;
  const figuresShown = accountFiguresShown({ terminationDate, accountBalance: centsText(s.balance) });
  const periodReturns = figuresShown.returns
    ? await periodReturnsOf(deps, ref, input.clntRltnshpNmbr, owned.policy.effectiveDate, asOf, owned.returns)
    : accountReturnWindows(owned.policy.effectiveDate, asOf).map((w) => ({
        period: w.period,
        fromDate: w.fromDate,
        toDate: w.toDate,
        gainLossAmt: null,
        rate: null,
      }));
  return [
    {
      clntRltnshpNmbr: input.clntRltnshpNmbr,
      asOfDate: asOf,
      currency: scheme.currency,
      gainNLossVo: {
        accountBalance: centsText(s.balance),
        totalNetContribution: centsText(totalNetContribution),
        totalContribution: centsText(totalContribution),
        gainLossAmt: result.amount,
        percentage: result.percentage,
      },
      contributions: groupsOf(s.contributionLines),
      netContributions: groupsOf(s.netLines),
      transferInAmt: centsText(s.transfersIn),
      netTransferInAmt: centsText(s.transfersIn + s.transfersOut),
      withdrawalAmt: centsText(-s.withdrawals),
      terminationDate,
      figuresShown,
      periodReturns,
    },
  ];
}

// ---------------------------------------------------------------- GET /accounts/portfoliodetails

export async function portfolioDetails(
  deps: AccountsDeps,
  caller: Caller,
  clntRltnshpNmbr: number,
): Promise<PortfolioDetailsResponse> {
  const owned = await caller.owned.account(clntRltnshpNmbr);
  const [ref, flows, valuations, directions] = await Promise.all([
    deps.reference(),
    deps.accounts.findFlowTotalsAndBalance(clntRltnshpNmbr, null),
    deps.accounts.findFundValuations({ rels: [clntRltnshpNmbr] }, owned.cycleDate),
    deps.accounts.findInvestmentDirections(clntRltnshpNmbr),
  ]);
  const s = summariseFlows(ref, flows);
  const unvested = sum(
    valuations
      .map((v) => marketValue(new Dec(v.units).minus(v.vested), v.price))
      .filter((d) => d.isPositive()),
  );
  const holdsLifestyleFund = valuations.some(
    (v) => new Dec(v.units).isPositive() && ref.funds.get(v.inv)?.category === "DIS",
  );
  const { policy } = owned;
  const employed = policy.accountTypeCode === "EE" || policy.accountTypeCode === "ER";
  const ended = policy.terminationDate ?? owned.contract.terminationDate;
  return {
    clntRltnshpNmbr,
    asOfDate: owned.cycleDate,
    netContributionAmt: centsText(s.contributions + s.withdrawals),
    netTransferInAmt: centsText(s.transfersIn + s.transfersOut),
    unvestedBenefitAmt: amountText(unvested),
    lastEmploymentDate: employed ? ended : null,
    investmentDirections: directionsOf(ref, directions, hkDateOf(deps.clock.now())),
    holdsLifestyleFund,
  };
}

/** Current direction first (the newest in force today), then the others, newest first. */
function directionsOf(
  ref: ReferenceData,
  rows: readonly DirectionRow[],
  today: string,
): InvestmentDirectionVo[] {
  const current = rows.find((d) => d.invDrctEfctvDt <= today);
  const ordered = current ? [current, ...rows.filter((d) => d !== current)] : [...rows];
  return ordered.map((d) => ({
    contributionType: d.contributionType,
    invDrctEfctvDt: d.invDrctEfctvDt,
    lastChangeDt: d.lastChangeAt.toISOString(),
    current: d === current,
    investments: d.lines.map((l) => {
      const fund = fundOf(ref, l.invTypeNmbr);
      return {
        invTypeNmbr: l.invTypeNmbr,
        legalNm: fund.legalNm,
        othLegalNm: fund.othLegalNm,
        percent: l.percent,
      };
    }),
  }));
}

// ---------------------------------------------------------------- returns (rateOfReturn, §2.3 figures)

/** One fund over a period: units held at its start and at its end, and its cash flows per day. */
interface FundPeriod {
  startUnits: Dec;
  endUnits: Dec;
  flows: Map<string, Dec>;
}

/**
 * The funds' units and flows over the period from `from` to the rows' end, from findReturnRows
 * rows asked from `from` or earlier. Start units: the transactions on or before `from`; end units:
 * all of them; flows: the gross amounts of the transactions after `from`, per day (fees, group
 * FEE, are not flows: they are part of the return). Funds with nothing in the period are left out.
 */
function fundPeriods(ref: ReferenceData, rows: readonly ReturnRow[], from: string): Map<number, FundPeriod> {
  const perFund = new Map<number, FundPeriod>();
  for (const r of rows) {
    const f = perFund.get(r.inv) ?? { startUnits: ZERO, endUnits: ZERO, flows: new Map<string, Dec>() };
    perFund.set(r.inv, f);
    f.endUnits = f.endUnits.plus(r.units);
    if (r.day === null || r.day <= from) f.startUnits = f.startUnits.plus(r.units);
    else if (isCashFlow(ref, r.activity)) f.flows.set(r.day, (f.flows.get(r.day) ?? ZERO).plus(r.amount));
  }
  for (const [inv, f] of perFund)
    if (f.startUnits.isZero() && f.endUnits.isZero() && f.flows.size === 0) perFund.delete(inv);
  return perFund;
}

type PriceOn = (inv: number, date: string) => string | null | undefined;

/** Whether a transaction of this activity type is a cash flow of §2.4: fees (group FEE) are not. */
function isCashFlow(ref: ReferenceData, activity: number): boolean {
  return ref.activityTypes.get(activity)?.groupCode !== "FEE";
}

interface ValuedPeriod {
  startValue: Dec;
  endValue: Dec;
  flows: CashFlow[];
}

/** A fund's period valued: start units at `from`'s price, end units at `to`'s. */
function valueFund(inv: number, f: FundPeriod, priceOn: PriceOn, from: string, to: string): ValuedPeriod {
  return {
    startValue: marketValue(f.startUnits, priceOn(inv, from)),
    endValue: marketValue(f.endUnits, priceOn(inv, to)),
    flows: [...f.flows.entries()].map(([date, amount]) => ({ date, amount: amount.toFixed() })),
  };
}

/** The account's period: the funds' values added, their flows added per day (a switch nets out). */
function valueAccount(funds: readonly ValuedPeriod[]): ValuedPeriod {
  const flows = new Map<string, Dec>();
  for (const f of funds)
    for (const flow of f.flows) flows.set(flow.date, (flows.get(flow.date) ?? ZERO).plus(flow.amount));
  return {
    startValue: sum(funds.map((f) => f.startValue)),
    endValue: sum(funds.map((f) => f.endValue)),
    flows: [...flows.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([date, amount]) => ({ date, amount: amount.toFixed() })),
  };
}

function returnOf(period: ValuedPeriod, from: string, to: string): { gain: string; rate: string } {
  return periodGainAndReturn({
    from,
    to,
    startValue: period.startValue.toFixed(),
    endValue: period.endValue.toFixed(),
    flows: period.flows,
  });
}

/**
 * An account's transactions (findReturnRows rows, asked from the earliest period start) in the
 * shape every §2.3 period reads them in: each amount parsed once, per fund the units held at the
 * end of each day (so a period's start units are one lookup), and the account's cash flows per day
 * (fees, group FEE, are not flows), the funds' flows of a day added (a switch nets out). The same
 * sums fundPeriods and valueAccount make per period, made once: the decimals add exactly, so the
 * figures are the same to the last digit.
 */
function returnSeries(ref: ReferenceData, rows: readonly ReturnRow[]) {
  const perFund = new Map<number, { base: Dec; byDay: Map<string, Dec>; total: Dec }>();
  const flowByDay = new Map<string, Dec>();
  for (const r of rows) {
    let f = perFund.get(r.inv);
    if (!f) {
      f = { base: ZERO, byDay: new Map(), total: ZERO };
      perFund.set(r.inv, f);
    }
    const units = new Dec(r.units);
    f.total = f.total.plus(units);
    if (r.day === null) {
      f.base = f.base.plus(units);
      continue;
    }
    f.byDay.set(r.day, (f.byDay.get(r.day) ?? ZERO).plus(units));
    if (isCashFlow(ref, r.activity)) flowByDay.set(r.day, (flowByDay.get(r.day) ?? ZERO).plus(r.amount));
  }
  const funds = [...perFund].map(([inv, f]) => {
    const days = [...f.byDay.keys()].sort();
    let held = f.base;
    // held[i]: the units at the end of days[i].
    const heldAt = days.map((d) => {
      held = held.plus(f.byDay.get(d) ?? ZERO);
      return held;
    });
    /** The units at the end of `date`. */
    const unitsAt = (date: string): Dec => {
      let lo = 0;
      let hi = days.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((days[mid] as string) <= date) lo = mid + 1;
        else hi = mid;
      }
      return lo === 0 ? f.base : (heldAt[lo - 1] as Dec);
    };
    return { inv, unitsAt, total: f.total };
  });
  const flowDays = [...flowByDay.keys()].sort();
  return {
    funds,
    /** The account's flows after `from`, by day, oldest first. */
    flowsAfter: (from: string): CashFlow[] =>
      flowDays
        .filter((d) => d > from)
        .map((date) => ({ date, amount: (flowByDay.get(date) ?? ZERO).toFixed() })),
  };
}

/**
 * Part 2 §2.3 summary figures: the account's 3-month, 6-month, 1-year and since-inception returns
 * to `asOf` (accountReturnWindows; since inception from the account's effective date), each the
 * gain and the simplified time-weighted rate of §2.4 that rateOfReturn gives for 12 months.
 * The units, prices and flows come summed with the account (findOwnedGainAndLoss); without them,
 * or without a point needed, two statements read the transactions and prices.
 */
async function periodReturnsOf(
  deps: AccountsDeps,
  ref: ReferenceData,
  rel: number,
  inceptionDate: string,
  asOf: string,
  loaded?: ReturnFigures | null,
): Promise<AccountPeriodReturnVo[]> {
  const windows = accountReturnWindows(inceptionDate, asOf);
  const starts = windows.flatMap((w) => (w.fromDate === null ? [] : [w.fromDate]));
  const none = (w: (typeof windows)[number]): AccountPeriodReturnVo => ({
    period: w.period,
    fromDate: w.fromDate,
    toDate: w.toDate,
    gainLossAmt: null,
    rate: null,
  });
  if (starts.length === 0) return windows.map(none);
  const figures =
    (loaded && summedFigures(ref, loaded, starts, asOf)) || (await readFigures(deps, ref, rel, starts, asOf));
  // The end value is every period's: the units held at `asOf` at its prices.
  const endValue = centsText(figures.valueAt(asOf));
  return windows.map((w) => {
    if (w.fromDate === null) return none(w);
    const from = w.fromDate;
    const result = periodGainAndReturnOfSums({
      from,
      to: asOf,
      startValue: centsText(figures.valueAt(from)),
      endValue,
      ...figures.flowSumsAfter(from),
    });
    return { ...none(w), gainLossAmt: result.gain, rate: result.rate };
  });
}

/**
 * What a period's return is made of: the account's value at the end of a date, and its cash flows
 * after a period's start up to the date valued, summed (FlowSums).
 */
interface PeriodFigures {
  /** In whole cents. */
  valueAt(date: string): bigint;
  flowSumsAfter(from: string): FlowSums;
}

/**
 * The figures findOwnedGainAndLoss summed in SQL, if they were summed at each of `starts` and at
 * `asOf`; else null (the dates PostgreSQL computed are not the periods' own).
 * Each fund's value is rounded to the cent before the funds are added, as valueFund does; a
 * period's flows are every activity type's but the fees' (isCashFlow), added exactly.
 */
function summedFigures(
  ref: ReferenceData,
  figures: ReturnFigures,
  starts: readonly string[],
  asOf: string,
): PeriodFigures | null {
  const values = new Map<string, bigint>();
  for (const date of [...starts, asOf]) {
    const i = figures.dates.indexOf(date);
    if (i < 0) return null;
    values.set(date, sumCents(figures.funds.map((f) => marketCents(f.units[i] ?? 0, f.prices[i]))));
  }
  const flows = figures.flowSums.filter((a) => isCashFlow(ref, a.activity));
  const flowSumsOf = new Map<string, FlowSums>();
  for (const start of starts) {
    const i = figures.dates.indexOf(start);
    const sums = flows.map((a) => a.sums[i]);
    if (i === figures.dates.length - 1 || sums.includes(undefined)) return null;
    flowSumsOf.set(start, {
      netFlow: sumText(sums.map((s) => s?.netFlow ?? "0")),
      dayWeightedFlow: sumText(sums.map((s) => s?.dayWeightedFlow ?? "0")),
    });
  }
  return {
    valueAt: (date) => values.get(date) ?? 0n,
    flowSumsAfter: (from) => flowSumsOf.get(from) as FlowSums,
  };
}

/** The same figures from the transactions and prices read apart (two statements, sent together). */
async function readFigures(
  deps: AccountsDeps,
  ref: ReferenceData,
  rel: number,
  starts: readonly string[],
  asOf: string,
): Promise<PeriodFigures> {
  const earliest = starts.reduce((a, b) => (b < a ? b : a));
  const [rows, prices] = await Promise.all([
    deps.accounts.findReturnRows(rel, earliest, asOf),
    deps.accounts.findReturnPrices(rel, [...new Set([...starts, asOf])]),
  ]);
  const byKey = new Map(prices.map((p) => [`${p.inv}|${p.date}`, p.price]));
  const priceOn: PriceOn = (inv, date) => byKey.get(`${inv}|${date}`);
  const series = returnSeries(ref, rows);
  return {
    valueAt: (date) =>
      sumCents(
        series.funds.map((f) => marketCents(date === asOf ? f.total : f.unitsAt(date), priceOn(f.inv, date))),
      ),
    flowSumsAfter: (from) => flowSums(series.flowsAfter(from), from, asOf),
  };
}

// ---------------------------------------------------------------- GET /accounts/rateOfReturn

/**
 * The simplified time-weighted return over the 12 months to the cycle date, per fund and for the
 * account. Start value: units held at the end of the from-date at that day's price; flows: the
 * gross amounts of the transactions after the from-date (fees, group FEE, are not flows: they are
 * part of the return); end value: units at the cycle date at its price.
 */
export async function rateOfReturn(
  deps: AccountsDeps,
  caller: Caller,
  clntRltnshpNmbr: number,
): Promise<RateOfReturnResponse> {
  const owned = await caller.owned.account(clntRltnshpNmbr);
  const to = owned.cycleDate;
  const from = addMonths(to, -12);
  const [ref, rows] = await Promise.all([
    deps.reference(),
    deps.accounts.findReturnRows(clntRltnshpNmbr, from, to),
  ]);
  const perFund = fundPeriods(ref, rows, from);
  const invs = [...perFund.keys()].sort((a, b) => a - b);
  const prices = new Map((await deps.accounts.findPricesAt(invs, from, to)).map((p) => [p.inv, p]));
  const priceOn: PriceOn = (inv, date) => {
    const price = prices.get(inv);
    return date === from ? price?.first : price?.second;
  };
  const { scheme } = productAndScheme(ref, owned.contract.productTypeNmbr);

  const valued = invs.map((inv) => {
    const f = perFund.get(inv) as FundPeriod;
    return { inv, f, period: valueFund(inv, f, priceOn, from, to) };
  });
  const funds = valued.map(({ inv, f, period }) => {
    const fund = fundOf(ref, inv);
    return {
      invTypeNmbr: inv,
      legalNm: fund.legalNm,
      othLegalNm: fund.othLegalNm,
      startValue: amountText(period.startValue),
      endValue: amountText(period.endValue),
      netCashFlow: amountText(sum([...f.flows.values()])),
      rate: returnOf(period, from, to).rate,
    };
  });
  return {
    clntRltnshpNmbr,
    fromDate: from,
    toDate: to,
    currency: scheme.currency,
    accountRate: returnOf(valueAccount(valued.map((v) => v.period)), from, to).rate,
    funds,
  };
}

// ---------------------------------------------------------------- GET /accounts/qualifyingBalance

/** The qualifying balances of the account's guaranteed funds, as the dealing cycle last computed them. */
export async function qualifyingBalance(
  deps: AccountsDeps,
  caller: Caller,
  clntRltnshpNmbr: number,
): Promise<QualifyingBalanceResponse> {
  await caller.owned.account(clntRltnshpNmbr);
  const [ref, rows] = await Promise.all([
    deps.reference(),
    deps.accounts.findQualifyingBalances(clntRltnshpNmbr),
  ]);
  return rows.map((r) => {
    const fund = fundOf(ref, r.invTypeNmbr);
    return {
      invTypeNmbr: r.invTypeNmbr,
      ltgfTypeNm: fund.guaranteeCode ?? fund.invTypeNm,
      legalNm: fund.legalNm,
      othLegalNm: fund.othLegalNm,
      qb1Amt: amountText(r.qb1Amt),
      qb2Amt: amountText(r.qb2Amt),
      qbOutAmt: amountText(new Dec(r.qb1Amt).plus(r.qb2Amt)),
      qpMonth: r.qpMonth,
      cashPayableAmt: amountText(r.cashPayableAmt),
      rateOfReductionPct: amountText(r.rateOfReductionPct),
      asOfDate: r.asOfDate,
    };
  });
}

// ---------------------------------------------------------------- GET /accounts/feesandcharges

/** §9: the guaranteed funds carry an additional guarantee charge of 1% a year. */
const GUARANTEE_CHARGE_PCT = "1.00";

/**
 * Fees and charges of an account: the funds it holds with a value above 0 (largest first), then the
 * other funds its product offers; each with its tiers and the rate at the account's HKD balance.
 * Not for the employer scheme, ORSO accounts or the AIIB scheme (accountPages): 404.
 */
export async function feesAndCharges(
  deps: AccountsDeps,
  caller: Caller,
  clntRltnshpNmbr: number,
): Promise<FeesAndChargesResponse> {
  const owned = await caller.owned.account(clntRltnshpNmbr);
  const ref = await deps.reference();
  const { product, scheme } = productAndScheme(ref, owned.contract.productTypeNmbr);
  if (!accountPages(scheme.code, product.isOrso).feesAndCharges) throw notFound();
  const holdings = holdingsOf(
    await deps.accounts.findFundValuations({ rels: [clntRltnshpNmbr] }, owned.cycleDate),
  );
  const balance = centsText(sumCents(holdings.map((h) => h.amount)));
  const held = holdings
    .filter((h) => h.amount > 0n)
    .sort((a, b) => (a.amount === b.amount ? a.invTypeNmbr - b.invTypeNmbr : a.amount < b.amount ? 1 : -1))
    .map((h) => h.invTypeNmbr);
  const offered = (ref.productFunds.get(product.productTypeNmbr) ?? []).filter((inv) => !held.includes(inv));
  return {
    clntRltnshpNmbr,
    balanceHkd: balance,
    tierIndex: feeTierIndex(balance),
    feeChargesSmry: [...held, ...offered].map((inv) => {
      const fund = fundOf(ref, inv);
      const tiers = ref.feeTiers.get(inv) ?? [];
      return {
        invTypeNmbr: inv,
        legalNm: fund.legalNm,
        othLegalNm: fund.othLegalNm,
        stndInvAstRt: amountText(fund.managementFeePct),
        noOfTier: tiers.length,
        tiers: tiers.map((t) => ({
          minBalance: amountText(t.minBalance),
          maxBalance: t.maxBalance === null ? null : amountText(t.maxBalance),
          ratePct: amountText(t.ratePct),
        })),
        applicableRatePct: amountText(feeRateAt(tiers, balance, fund.managementFeePct)),
        guaranteeChargePct: fund.guaranteeCode ? GUARANTEE_CHARGE_PCT : null,
      };
    }),
  };
}

// ---------------------------------------------------------------- GET /contractinfoservice/customattributes

export async function customAttributes(
  deps: AccountsDeps,
  contractNmbr: number,
): Promise<CustomAttributesResponse> {
  const rows = await deps.accounts.findContractAttributes(contractNmbr);
  return {
    contractNmbr,
    contractAttributeVOs: rows.map((r) => ({
      cstmAttrCd: r.cstmAttrCd,
      cstmAttrNm: r.cstmAttrNm,
      cstmAttrTxt: r.cstmAttrTxt,
      cstmAttrTxtZh: r.cstmAttrTxtZh,
      efctvDt: r.efctvDt,
    })),
  };
}
