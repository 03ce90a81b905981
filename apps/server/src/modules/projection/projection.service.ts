import {
  accountPages,
  ageOn,
  assumptionTypeOf,
  compareIsoDates,
  DEFAULT_PROJECTION_PATHS,
  DEFAULT_PROJECTION_SEED,
  disMix,
  type FundAssumption,
  feeRateAt,
  fundAssumptions,
  hkDateOf,
  type IsoDate,
  normalRetirementDate,
  PROJECTION_ASSUMPTION_ERROR_CODES,
  PROJECTION_DEFAULTS,
  type PricePoint,
  type ProjectionAssumptionField,
  type ProjectionFundVo,
  type ProjectionRequest,
  type ProjectionResponse,
  type ProjectionStrategy,
  type ProjectionStrategyVo,
  projectSavings,
  SWITCH_RULE_CODES,
  type SwitchValidationResult,
  validateAllocation,
  validateAssumptions,
} from "@portal/domain";
import type { Clock } from "../../lib/clock.ts";
import { amountText, Dec, marketValue, sum } from "../../lib/decimals.ts";
import { AppError } from "../../lib/errors.ts";
import type { Caller } from "../ownership/ownership.service.ts";
import { productAndScheme, type ReferenceData, type ReferenceSource } from "../reference/reference-data.ts";
import type { DirectionLineRow, SwitchingRepository } from "../switching/switching.repository.ts";
import type { ProjectionRepository } from "./projection.repository.ts";

/*
 * "Where my savings are heading" (issue 18, beyond the spec): the account projected to the normal
 * retirement date with the domain's seeded simulation (projectSavings), from the stored data:
 *  - today's balance: the units held valued at the cycle date's prices (as the account pages);
 *  - the member's age and the normal retirement date (part 1 §9, normalRetirementDate);
 *  - the monthly contribution: the last contribution period's total (all money types), 0 once
 *    the account or its contract has ended; the member may give another;
 *  - how the account is invested: the investment direction in force (for all contributions, else
 *    the newest), or the Default Investment Strategy when there is none on record or it names only
 *    the product's DIS funds (the Core Accumulation and Age 65 Plus funds the DIS is made of,
 *    whose mix the trustee de-risks by age);
 *  - each fund's return and volatility from its own prices (fundAssumptions, 3 years or more),
 *    else DOMAIN.md's figures for its type, with the management fee the member pays deducted
 *    (part 2 §9: the fees page's rate at the account's balance where the plan has fee tiers).
 * The seed and the number of paths are fixed, so the same inputs always give the same figures,
 * and "stay as I am" and "what if" share their draws.
 */

export interface ProjectionDeps {
  projection: ProjectionRepository;
  switching: SwitchingRepository;
  reference: ReferenceSource;
  clock: Clock;
}

/** English texts for API clients; the page words each code itself. */
const ASSUMPTION_MESSAGES: Readonly<Record<ProjectionAssumptionField, string>> = {
  monthlyContribution: "Enter a monthly contribution from 0 to 1,000,000, with at most 2 decimals.",
  wageGrowth: "Enter a yearly wage growth from 0% to 10%.",
  inflation: "Enter a yearly inflation rate from 0% to 10%.",
};

const RULE_MESSAGES: Readonly<Record<SwitchValidationResult, string>> = {
  "funds-exceeded": "You cannot select more than 19 funds.",
  "same-fund-switch-in": "A fund cannot be switched out and switched in at the same time.",
  [SWITCH_RULE_CODES.wholeNumbers]: "Percentages must be whole numbers. (No decimals are allowed)",
  [SWITCH_RULE_CODES.between1And100]: "Percentages must be between 1 and 100",
  [SWITCH_RULE_CODES.minimumPercent]: "Each fund chosen needs at least 5%.",
  [SWITCH_RULE_CODES.totalNot100]: "The allocation should be equal to 100%",
  [SWITCH_RULE_CODES.noFundSelected]: "Please choose at least one fund.",
  [SWITCH_RULE_CODES.fundNotHeld]: "A switch-out fund is not held in this contribution type.",
};

// ---------------------------------------------------------------- the funds' figures

type Fund = ReferenceData["funds"] extends Map<number, infer F> ? F : never;

/**
 * The funds' figures as of one valuation date, kept while that date is the one asked (the prices
 * up to it do not change until the dealing cycle moves the cycle date); one entry per fund and fee.
 */
export interface FundFiguresCache {
  asOf: IsoDate | null;
  figures: Map<string, FundAssumption>;
}

export function fundFiguresCache(): FundFiguresCache {
  return { asOf: null, figures: new Map() };
}

const figuresKey = (fund: Fund) => `${fund.invTypeNmbr}|${fund.category}|${fund.managementFeePct}`;

/** A fund's figures from its (month-end) prices: its own history, else its type's; its fee deducted. */
export function figuresOf(series: readonly PricePoint[], asOf: IsoDate, fund: Fund): FundAssumption {
  return fundAssumptions(
    series,
    asOf,
    assumptionTypeOf(fund.category),
    new Dec(fund.managementFeePct).toFixed(),
  );
}

/** The funds' figures as of asOf: from the cache, the others from one query. */
async function fundFigures(
  deps: ProjectionDeps,
  cache: FundFiguresCache,
  funds: readonly Fund[],
  asOf: IsoDate,
): Promise<Map<number, FundAssumption>> {
  if (cache.asOf !== asOf) {
    cache.asOf = asOf;
    cache.figures = new Map();
  }
  const known = cache.figures;
  const result = new Map<number, FundAssumption>();
  const missing: Fund[] = [];
  for (const fund of funds) {
    const figures = known.get(figuresKey(fund));
    if (figures) result.set(fund.invTypeNmbr, figures);
    else missing.push(fund);
  }
  if (missing.length === 0) return result;
  const series = await deps.projection.findMonthEndPrices(
    missing.map((fund) => fund.invTypeNmbr),
    asOf,
  );
  for (const fund of missing) {
    const figures = figuresOf(series.get(fund.invTypeNmbr) ?? [], asOf, fund);
    result.set(fund.invTypeNmbr, figures);
    // Kept only if no request of another date replaced the cache meanwhile.
    if (cache.figures === known) known.set(figuresKey(fund), figures);
  }
  return result;
}

// ---------------------------------------------------------------- how the account is invested

/** The product's DIS funds: the Core Accumulation Fund and the Age 65 Plus Fund (null if it has not both). */
export function disFundsOf(funds: readonly Fund[]): { coreAccumulation: Fund; age65Plus: Fund } | null {
  const dis = funds.filter((fund) => fund.category === "DIS");
  const age65Plus = dis.find((fund) => /65/.test(fund.legalNm));
  const coreAccumulation = dis.find((fund) => fund !== age65Plus);
  return age65Plus && coreAccumulation ? { coreAccumulation, age65Plus } : null;
}

interface Direction {
  contributionType: string;
  lines: { invTypeNmbr: number; percent: number }[];
}

/** The direction in force for all contributions, else the newest one in force (by date, then record). */
export function directionOf(rows: readonly DirectionLineRow[]): Direction | null {
  const ids = [...new Map(rows.map((row) => [row.directionId, row])).values()];
  const chosen =
    ids.find((row) => row.contributionType === "ALL") ??
    [...ids].sort(
      (a, b) => compareIsoDates(b.effectiveDate, a.effectiveDate) || b.directionId - a.directionId,
    )[0];
  if (!chosen) return null;
  return {
    contributionType: chosen.contributionType,
    lines: rows
      .filter((row) => row.directionId === chosen.directionId)
      .map((row) => ({ invTypeNmbr: row.invTypeNmbr, percent: row.percent })),
  };
}

type Current =
  | { kind: "allocation"; direction: Direction }
  | { kind: "dis"; coreAccumulation: Fund; age65Plus: Fund; noDirection: boolean };

function currentOf(direction: Direction | null, dis: ReturnType<typeof disFundsOf>): Current {
  const disFunds = dis ? [dis.coreAccumulation.invTypeNmbr, dis.age65Plus.invTypeNmbr] : [];
  if (dis && (direction === null || direction.lines.every((line) => disFunds.includes(line.invTypeNmbr))))
    return { kind: "dis", ...dis, noDirection: direction === null };
  if (direction === null || direction.lines.length === 0)
    throw new AppError(
      409,
      "operation-not-allowed",
      "The account has no investment direction and its plan no Default Investment Strategy to project.",
    );
  return { kind: "allocation", direction };
}

// ---------------------------------------------------------------- the request's checks

/** The editable assumptions: given, else the defaults; each checked (400 with the field's code). */
function checkedAssumptions(input: ProjectionRequest, defaultContribution: string) {
  const assumptions = {
    monthlyContribution: input.monthlyContribution?.trim() ?? defaultContribution,
    wageGrowth: input.wageGrowth?.trim() ?? PROJECTION_DEFAULTS.wageGrowth,
    inflation: input.inflation?.trim() ?? PROJECTION_DEFAULTS.inflation,
  };
  const [error] = validateAssumptions(assumptions);
  if (error) {
    const field = error.field as ProjectionAssumptionField;
    throw new AppError(400, PROJECTION_ASSUMPTION_ERROR_CODES[field], ASSUMPTION_MESSAGES[field]);
  }
  return assumptions;
}

/** Plain decimal text of a checked number ("02.50" -> "2.5"). */
const plain = (text: string) => new Dec(text).toFixed();

/**
 * The what-if allocation, checked as the switching wizard checks a future allocation
 * (validateAllocation), one line per fund, every fund one the product offers: a fund the product
 * does not have is another's (404, logged), one it no longer offers is refused.
 */
async function checkedWhatIf(
  caller: Caller,
  lines: ProjectionRequest["whatIf"],
  productFunds: ReadonlySet<number>,
  offered: ReadonlySet<number>,
  rel: number,
): Promise<{ invTypeNmbr: number; percent: string }[] | null> {
  if (lines === undefined) return null;
  const rule = validateAllocation(lines);
  if (rule) throw new AppError(400, rule, RULE_MESSAGES[rule]);
  if (new Set(lines.map((line) => line.invTypeNmbr)).size !== lines.length)
    throw new AppError(400, "validation", "A fund appears twice in the what-if allocation.");
  if (lines.some((line) => !productFunds.has(line.invTypeNmbr)))
    return caller.owned.refuse({ policyId: rel });
  if (lines.some((line) => !offered.has(line.invTypeNmbr)))
    throw new AppError(
      400,
      "projection-fund-not-offered",
      "A fund of the what-if allocation is not offered by this plan.",
    );
  return lines.map((line) => ({
    invTypeNmbr: line.invTypeNmbr,
    percent: String(Number(line.percent.trim())),
  }));
}

// ---------------------------------------------------------------- POST /accounts/projection

export async function projection(
  deps: ProjectionDeps,
  cache: FundFiguresCache,
  caller: Caller,
  input: ProjectionRequest,
): Promise<ProjectionResponse> {
  const rel = input.clntRltnshpNmbr;
  // The account first: nothing of its data is read for a foreign one.
  const [owned, ref] = await Promise.all([caller.owned.account(rel), deps.reference()]);
  const asOf = owned.cycleDate;
  const today = hkDateOf(deps.clock.now());
  const [birthDate, valuation, last, directions] = await Promise.all([
    deps.projection.findBirthDate(owned.policy.clientNmbr),
    deps.projection.findValuation(rel, asOf),
    deps.projection.findLastContribution(rel, asOf),
    deps.switching.findDirectionsInForce(rel, today),
  ]);
  if (!birthDate) throw new Error(`client ${owned.policy.clientNmbr} has no birth date`);

  const { product, scheme } = productAndScheme(ref, owned.contract.productTypeNmbr);
  const productFundIds = ref.productFunds.get(product.productTypeNmbr) ?? [];
  const productFunds = productFundIds.flatMap((inv) => {
    const fund = ref.funds.get(inv);
    return fund ? [fund] : [];
  });
  const offered = new Set(productFunds.filter((fund) => fund.isActive).map((fund) => fund.invTypeNmbr));

  const ended = owned.policy.terminationDate ?? owned.contract.terminationDate;
  const defaultContribution =
    last === null || (ended !== null && compareIsoDates(ended, asOf) <= 0) ? "0.00" : amountText(last.amount);
  const assumptions = checkedAssumptions(input, defaultContribution);
  const whatIfLines = await checkedWhatIf(caller, input.whatIf, new Set(productFundIds), offered, rel);

  const current = currentOf(directionOf(directions), disFundsOf(productFunds));
  // Every fund shown: the offered ones, the direction's, the DIS's.
  const shown = new Map<number, Fund>();
  for (const fund of productFunds) if (fund.isActive) shown.set(fund.invTypeNmbr, fund);
  const add = (inv: number) => {
    const fund = ref.funds.get(inv);
    if (fund) shown.set(inv, fund);
  };
  if (current.kind === "dis") {
    add(current.coreAccumulation.invTypeNmbr);
    add(current.age65Plus.invTypeNmbr);
  } else for (const line of current.direction.lines) add(line.invTypeNmbr);
  const funds = [...shown.values()].sort((a, b) => a.invTypeNmbr - b.invTypeNmbr);
  const figures = await fundFigures(deps, cache, funds, asOf);
  const figuresFor = (inv: number): FundAssumption => {
    const found = figures.get(inv);
    if (!found) throw new Error(`reference data: fund ${inv} missing`);
    return found;
  };
  const balance = amountText(sum(valuation.map((row) => marketValue(row.units, row.price))));
  // Part 2 §9: the fee the member pays on each fund, the fees page's rate at the account's
  // balance where the plan has fee tiers, else the standard rate. The figures' return before fees
  // adds back the standard rate the prices are net of, so a lower tier leaves the member more.
  const tiered = accountPages(scheme.code, product.isOrso).feesAndCharges;
  const feeOf = (inv: number): string => {
    const fund = shown.get(inv);
    if (!fund) throw new Error(`reference data: fund ${inv} missing`);
    const rate = tiered
      ? feeRateAt(ref.feeTiers.get(inv) ?? [], balance, fund.managementFeePct)
      : fund.managementFeePct;
    return new Dec(rate).toFixed();
  };
  const projectionFund = (inv: number) => {
    const { annualReturn, annualVolatility } = figuresFor(inv);
    return { annualReturn, annualVolatility, annualFee: feeOf(inv) };
  };

  const strategy: ProjectionStrategy =
    current.kind === "dis"
      ? {
          kind: "dis",
          coreAccumulation: projectionFund(current.coreAccumulation.invTypeNmbr),
          age65Plus: projectionFund(current.age65Plus.invTypeNmbr),
        }
      : {
          kind: "allocation",
          lines: current.direction.lines.map((line) => ({
            ...projectionFund(line.invTypeNmbr),
            percent: String(line.percent),
          })),
        };

  const retirementDate = normalRetirementDate(birthDate, {
    isOrso: product.isOrso,
    isAiibType: scheme.code === "HKAIIB",
    maxAge: owned.policy.maxAge,
  });
  const base = {
    today: asOf,
    birthDate,
    retirementDate,
    balance,
    monthlyContribution: assumptions.monthlyContribution,
    wageGrowth: assumptions.wageGrowth,
    inflation: assumptions.inflation,
    paths: DEFAULT_PROJECTION_PATHS,
    seed: DEFAULT_PROJECTION_SEED,
  };
  const stay = projectSavings({ ...base, strategy });
  const whatIf = whatIfLines
    ? projectSavings({
        ...base,
        strategy: {
          kind: "allocation",
          lines: whatIfLines.map((line) => ({ ...projectionFund(line.invTypeNmbr), percent: line.percent })),
        },
      })
    : null;

  // The member's age now (the page's "Your age", the DIS mix "at your age"), not on the valuation
  // date: a birthday between the two counts. The projection's points carry their own ages.
  const age = ageOn(birthDate, today);
  const currentVo: ProjectionStrategyVo =
    current.kind === "dis"
      ? {
          kind: "dis",
          coreAccumulation: current.coreAccumulation.invTypeNmbr,
          age65Plus: current.age65Plus.invTypeNmbr,
          mix: disMix(age),
          noDirection: current.noDirection,
        }
      : {
          kind: "allocation",
          contributionType: current.direction.contributionType,
          lines: current.direction.lines.map((line) => ({
            invTypeNmbr: line.invTypeNmbr,
            percent: String(line.percent),
          })),
        };
  const fundVos: ProjectionFundVo[] = funds.map((fund) => {
    const f = figuresFor(fund.invTypeNmbr);
    return {
      invTypeNmbr: fund.invTypeNmbr,
      invTypeNm: fund.invTypeNm,
      legalNm: fund.legalNm,
      othLegalNm: fund.othLegalNm,
      category: fund.category,
      riskClass: fund.riskClass,
      annualReturn: f.annualReturn,
      annualVolatility: f.annualVolatility,
      annualFee: feeOf(fund.invTypeNmbr),
      source: f.source,
      offered: offered.has(fund.invTypeNmbr),
    };
  });

  return {
    clntRltnshpNmbr: rel,
    contractNmbr: owned.policy.contractNmbr,
    currency: scheme.currency,
    asOfDate: asOf,
    balance,
    age,
    retirementDate,
    retirementAge: ageOn(birthDate, retirementDate),
    lastContribution: last
      ? { periodStart: last.periodStart, periodEnd: last.periodEnd, amount: amountText(last.amount) }
      : null,
    defaultMonthlyContribution: defaultContribution,
    current: currentVo,
    assumptions: {
      monthlyContribution: plain(assumptions.monthlyContribution),
      wageGrowth: plain(assumptions.wageGrowth),
      inflation: plain(assumptions.inflation),
      paths: stay.paths,
      seed: stay.seed,
    },
    funds: fundVos,
    stay: stay.points,
    whatIf: whatIf && whatIfLines ? { lines: whatIfLines, points: whatIf.points } : null,
  };
}
