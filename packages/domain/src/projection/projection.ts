import { Dec, fixedText } from "../funds/decimal.ts";
import { calendarDaysBetween } from "../funds/periods.ts";
import { addMonths, compareIsoDates, type IsoDate, isIsoDate } from "../time.ts";
import { disMix } from "./dis-glide-path.ts";
import { ageOn } from "./retirement.ts";

/*
 * "Where my savings are heading" (issue 18): a seeded Monte Carlo projection of an account's
 * balance to the normal retirement date. An illustration, not a forecast or advice.
 *
 * The model, month by month from today:
 *  - the balance grows by the month's return of the allocation, then the month's contribution
 *    is added (a contribution invested at the end of its month);
 *  - the days from the last whole month to the retirement date are a step of their own, its
 *    fraction f of that month (days / the month's days): growth G^f (log-return mean and variance
 *    times f) and the contribution times f, in cents (the part month's contributions);
 *  - the contribution is the monthly contribution, raised by the wage growth each year from
 *    today (months 1-12 at C, 13-24 at C x (1 + g), ...);
 *  - a fund's annualReturn is its compound (geometric) annual rate BEFORE its annualFee; the
 *    fee is deducted from it, so the net annual rate is annualReturn - annualFee. Monthly log
 *    returns are normal with mean ln(1 + net) / 12 and standard deviation volatility / sqrt(12):
 *    the MEDIAN path compounds at the net rate (the mean is higher, by about volatility^2 / 2);
 *  - the allocation is kept at its percentages every month (the DIS follows disMix by the
 *    member's age at the start of each month). Its net rate and its volatility are the
 *    allocation-weighted rates and volatilities of its funds: the funds are taken as perfectly
 *    correlated (one market draw a month), which gives a cautious (wide) band;
 *  - today's dollars: a value m months ahead divided by (1 + inflation)^(m / 12).
 * With zero volatility every path is the same and is computed in Decimal (40 digits): exactly
 * the closed-form compound growth of the balance and the contributions. Otherwise the paths run
 * in floating point (fast), and the percentiles are rounded to cents as decimal text.
 * Rates, volatilities and fees are percent a year as decimal text ("5" is 5 %); money is HKD
 * (or the account's currency) as decimal text.
 */

/** What the projection assumes of one fund, in percent a year (decimal text). */
export interface ProjectionFund {
  /** Compound annual return before the fee, e.g. "5.75". */
  annualReturn: string;
  /** Annualised volatility (standard deviation of returns), e.g. "10". */
  annualVolatility: string;
  /** Fees deducted from the return each year, e.g. "0.75". */
  annualFee: string;
}

/** An allocation line: a fund and its percentage of the investments (the lines total 100). */
export interface ProjectionLine extends ProjectionFund {
  percent: string;
}

/**
 * How the account is invested: fixed percentages (the current investment direction, or a
 * what-if allocation, checked first with validateAllocation of switching/validation.ts, the
 * switching wizard's rules), or the DIS, whose mix of its two funds follows disMix by age.
 */
export type ProjectionStrategy =
  | { kind: "allocation"; lines: readonly ProjectionLine[] }
  | { kind: "dis"; coreAccumulation: ProjectionFund; age65Plus: ProjectionFund };

/** The assumptions a member may edit (the page shows them with these bounds). */
export interface ProjectionAssumptions {
  /** Money a month, at most 2 decimals. */
  monthlyContribution: string;
  /** Percent a year. */
  wageGrowth: string;
  /** Percent a year. */
  inflation: string;
  /** The funds' figures, when shown for editing. */
  funds?: readonly ProjectionFund[];
}

export interface ProjectionInput extends Omit<ProjectionAssumptions, "funds"> {
  /** The valuation date the projection starts from (Hong Kong date). */
  today: IsoDate;
  birthDate: IsoDate;
  /** The normal retirement date (normalRetirementDate, part 1 §9): the projection's end. */
  retirementDate: IsoDate;
  /** Today's balance, money decimal text >= 0. */
  balance: string;
  strategy: ProjectionStrategy;
  /** Number of simulated paths; DEFAULT_PROJECTION_PATHS. */
  paths?: number;
  /** The PRNG seed (an unsigned 32-bit integer); DEFAULT_PROJECTION_SEED. */
  seed?: number;
}

/** A percentile band of money values (decimal text rounded half-up to cents). */
export interface Percentiles {
  p10: string;
  p50: string;
  p90: string;
}

/** One point of the projection: today, each yearly anniversary of today, and the retirement date. */
export interface ProjectionPoint {
  /** Months from today; the retirement date's part month, when there is one, counts as one. */
  month: number;
  date: IsoDate;
  /** The member's age in whole years on `date`. */
  age: number;
  /** Today's balance plus the contributions up to `date`, nominal, in cents. */
  paidIn: string;
  /** The 10th, 50th and 90th percentiles of the balance in money of the day. */
  nominal: Percentiles;
  /** The same in today's money (deflated by the inflation assumption). */
  real: Percentiles;
}

export interface Projection {
  seed: number;
  paths: number;
  /** From today (month 0) to the retirement date (today alone when that is not after today). */
  points: ProjectionPoint[];
}

export const DEFAULT_PROJECTION_PATHS = 10_000;
export const MAX_PROJECTION_PATHS = 100_000;
/** Any fixed seed: the same inputs always give the same figures, and "stay" and "what if" share draws. */
export const DEFAULT_PROJECTION_SEED = 20_170_401;

/** The editable assumptions' bounds, both included (percent a year; money a month). */
export const ASSUMPTION_BOUNDS = {
  monthlyContribution: { min: "0", max: "1000000" },
  wageGrowth: { min: "0", max: "10" },
  inflation: { min: "0", max: "10" },
  annualReturn: { min: "-20", max: "20" },
  annualVolatility: { min: "0", max: "50" },
  annualFee: { min: "0", max: "5" },
} as const;

/** Stable codes of validateAssumptions (the web keys its messages by them). */
export type AssumptionErrorCode =
  | "notANumber"
  | "tooManyDecimals"
  | "monthlyContributionOutOfRange"
  | "wageGrowthOutOfRange"
  | "inflationOutOfRange"
  | "annualReturnOutOfRange"
  | "annualVolatilityOutOfRange"
  | "annualFeeOutOfRange";

export interface AssumptionError {
  /** The field: "monthlyContribution", "wageGrowth", "inflation", or "funds.<i>.<figure>". */
  field: string;
  code: AssumptionErrorCode;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function checkNumber(
  field: string,
  text: string,
  bounds: { min: string; max: string },
  outOfRange: AssumptionErrorCode,
  maxDecimals?: number,
): AssumptionError | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return { field, code: "notANumber" };
  if (maxDecimals !== undefined && (trimmed.split(".")[1]?.length ?? 0) > maxDecimals) {
    return { field, code: "tooManyDecimals" };
  }
  const value = new Dec(trimmed);
  return value.lt(bounds.min) || value.gt(bounds.max) ? { field, code: outOfRange } : null;
}

/**
 * Checks the editable assumptions against ASSUMPTION_BOUNDS: monthly contribution 0 to
 * 1,000,000 with at most 2 decimals, wage growth and inflation 0 to 10 % a year, and each fund's
 * return -20 to 20 %, volatility 0 to 50 % and fee 0 to 5 % a year. Every failing field is
 * listed (empty when all pass): "notANumber" for text that is not a plain decimal number, else
 * the field's out-of-range code.
 */
export function validateAssumptions(assumptions: ProjectionAssumptions): AssumptionError[] {
  const B = ASSUMPTION_BOUNDS;
  const checks = [
    checkNumber(
      "monthlyContribution",
      assumptions.monthlyContribution,
      B.monthlyContribution,
      "monthlyContributionOutOfRange",
      2,
    ),
    checkNumber("wageGrowth", assumptions.wageGrowth, B.wageGrowth, "wageGrowthOutOfRange"),
    checkNumber("inflation", assumptions.inflation, B.inflation, "inflationOutOfRange"),
    ...(assumptions.funds ?? []).flatMap((fund, i) => [
      checkNumber(`funds.${i}.annualReturn`, fund.annualReturn, B.annualReturn, "annualReturnOutOfRange"),
      checkNumber(
        `funds.${i}.annualVolatility`,
        fund.annualVolatility,
        B.annualVolatility,
        "annualVolatilityOutOfRange",
      ),
      checkNumber(`funds.${i}.annualFee`, fund.annualFee, B.annualFee, "annualFeeOutOfRange"),
    ]),
  ];
  return checks.filter((check): check is AssumptionError => check !== null);
}

/** The funds a strategy invests in (the DIS: Core Accumulation, then Age 65 Plus). */
export function strategyFunds(strategy: ProjectionStrategy): ProjectionFund[] {
  return strategy.kind === "dis" ? [strategy.coreAccumulation, strategy.age65Plus] : [...strategy.lines];
}

/** Weighted (net rate, volatility) as fractions, percentages of the weights totalling 100. */
function blend(lines: readonly { weight: Dec; fund: ProjectionFund }[]): { net: Dec; volatility: Dec } {
  let net = new Dec(0);
  let volatility = new Dec(0);
  for (const { weight, fund } of lines) {
    const share = weight.div(100);
    net = net.plus(share.times(new Dec(fund.annualReturn).minus(fund.annualFee)).div(100));
    volatility = volatility.plus(share.times(fund.annualVolatility).div(100));
  }
  return { net, volatility };
}

/** The strategy's (net rate, volatility) for a member of `age`, as fractions a year. */
function strategyAt(strategy: ProjectionStrategy, age: number): { net: Dec; volatility: Dec } {
  if (strategy.kind === "allocation") {
    return blend(strategy.lines.map((line) => ({ weight: new Dec(line.percent), fund: line })));
  }
  const mix = disMix(age);
  return blend([
    { weight: new Dec(mix.coreAccumulation), fund: strategy.coreAccumulation },
    { weight: new Dec(mix.age65Plus), fund: strategy.age65Plus },
  ]);
}

/** Whole months m >= 0 with today + m months on or before `end` (0 when end is not after today). */
function wholeMonths(today: IsoDate, end: IsoDate): number {
  if (compareIsoDates(end, today) <= 0) return 0;
  let months =
    (Number(end.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    Number(end.slice(5, 7)) -
    Number(today.slice(5, 7));
  if (compareIsoDates(addMonths(today, months), end) > 0) months--;
  return months;
}

function checkInput(input: ProjectionInput, paths: number, seed: number): void {
  for (const date of [input.today, input.birthDate, input.retirementDate]) {
    if (!isIsoDate(date)) throw new RangeError(`Not an ISO date: ${date}`);
  }
  const errors = validateAssumptions({ ...input, funds: strategyFunds(input.strategy) });
  if (errors.length > 0) throw new RangeError(`Invalid assumptions: ${JSON.stringify(errors)}`);
  if (!NUMBER.test(input.balance.trim()) || new Dec(input.balance.trim()).isNegative()) {
    throw new RangeError(`Not a balance: ${input.balance}`);
  }
  if (input.strategy.kind === "allocation") {
    const { lines } = input.strategy;
    if (
      lines.some((line) => !NUMBER.test(line.percent.trim()) || new Dec(line.percent.trim()).isNegative())
    ) {
      throw new RangeError("Allocation percentages must be numbers >= 0");
    }
    const total = lines.reduce((sum, line) => sum.plus(line.percent.trim()), new Dec(0));
    if (!total.eq(100)) throw new RangeError(`The allocation totals ${total.toFixed()}, not 100`);
  }
  if (!Number.isInteger(paths) || paths < 1 || paths > MAX_PROJECTION_PATHS) {
    throw new RangeError(`Paths must be a whole number from 1 to ${MAX_PROJECTION_PATHS}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) {
    throw new RangeError("The seed must be an unsigned 32-bit integer");
  }
}

/**
 * Partially sorts values[from..to] (both included) so that values[k] is the value a full sort
 * would put there, with none larger before it and none smaller after it (Hoare's selection).
 */
function select(values: Float64Array, k: number, from: number, to: number): void {
  let lo = from;
  let hi = to;
  while (hi > lo) {
    const a = values[lo] as number;
    const b = values[(lo + hi) >>> 1] as number;
    const c = values[hi] as number;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b; // median of three
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * The R-7 (linear interpolation) percentiles of the values, for ascending ps: h = (n - 1) p,
 * between the order statistics floor(h) and floor(h) + 1. Reorders the values (selection in
 * O(n) each, not a full sort).
 */
function percentiles(values: Float64Array, ps: readonly number[]): number[] {
  const n = values.length;
  let from = 0;
  return ps.map((p) => {
    const h = (n - 1) * p;
    const lo = Math.floor(h);
    select(values, lo, from, n - 1);
    const below = values[lo] as number;
    let above = below;
    if (lo + 1 < n) {
      above = values[lo + 1] as number;
      for (let i = lo + 2; i < n; i++) if ((values[i] as number) < above) above = values[i] as number;
    }
    from = lo;
    return below + (h - lo) * (above - below);
  });
}

/**
 * The steps from today to `end`: the whole months, then the days left as a fraction of the month
 * they start (0 when `end` is a whole number of months away, or not after today).
 */
function stepsTo(today: IsoDate, end: IsoDate): { months: number; part: Dec } {
  const months = wholeMonths(today, end);
  const from = addMonths(today, months);
  if (compareIsoDates(end, from) <= 0) return { months, part: new Dec(0) };
  const days = calendarDaysBetween(from, end);
  return { months, part: new Dec(days).div(calendarDaysBetween(from, addMonths(today, months + 1))) };
}

/**
 * Projects the savings to the retirement date (see the model above this module's types): one
 * point today, one on each yearly anniversary of today before it, and one on the retirement date
 * (the last whole month, then the days left as a part month). Deterministic: the same input
 * and seed give the same figures (NormalDraws: mulberry32 and a ziggurat, no Math.random); a
 * "stay" and a "what if" projection with the same seed share their draws. RangeError on an
 * invalid input (validateAssumptions, dates, a negative balance, an allocation not totalling
 * 100, paths outside 1 to MAX_PROJECTION_PATHS, a seed that is not an unsigned 32-bit integer).
 */
export function projectSavings(input: ProjectionInput): Projection {
  const paths = input.paths ?? DEFAULT_PROJECTION_PATHS;
  const seed = input.seed ?? DEFAULT_PROJECTION_SEED;
  checkInput(input, paths, seed);
  const { today, birthDate, strategy, retirementDate } = input;
  const { months: whole, part } = stepsTo(today, retirementDate);
  const months = part.isZero() ? whole : whole + 1;

  // Step m (1..months): growth factor, log-return parameters and contribution. The strategy
  // is blended by the age at the step's start, again only when the age changes; the
  // contribution is raised once a year. A last part month scales the step by its fraction.
  const growth: Dec[] = [];
  const mu = new Float64Array(months);
  const sigma = new Float64Array(months);
  const contribution: Dec[] = [];
  const contributionFloat = new Float64Array(months);
  const wage = new Dec(input.wageGrowth.trim()).div(100).plus(1);
  let paid = new Dec(input.monthlyContribution.trim());
  let blended: { age: number; growth: Dec; mu: number; sigma: number } | null = null;
  let deterministic = true;
  for (let m = 1; m <= months; m++) {
    const age = ageOn(birthDate, addMonths(today, m - 1));
    if (blended === null || blended.age !== age) {
      const { net, volatility } = strategyAt(strategy, age);
      const yearly = net.plus(1);
      blended = {
        age,
        growth: yearly.pow(new Dec(1).div(12)),
        mu: Math.log(yearly.toNumber()) / 12,
        sigma: volatility.toNumber() / Math.sqrt(12),
      };
      if (!volatility.isZero()) deterministic = false;
    }
    if (m > 1 && (m - 1) % 12 === 0) paid = paid.times(wage);
    const f = m > whole ? part : new Dec(1);
    const stepPaid = f.eq(1) ? paid : new Dec(fixedText(paid.times(f), 2));
    growth.push(f.eq(1) ? blended.growth : blended.growth.pow(f));
    mu[m - 1] = blended.mu * f.toNumber();
    sigma[m - 1] = blended.sigma * Math.sqrt(f.toNumber());
    contribution.push(stepPaid);
    contributionFloat[m - 1] = stepPaid.toNumber();
  }

  const checkpoints: number[] = [];
  for (let m = 0; m <= months; m += 12) checkpoints.push(m);
  if (checkpoints[checkpoints.length - 1] !== months) checkpoints.push(months);

  const balance = new Dec(input.balance.trim());
  const inflation = new Dec(input.inflation.trim()).div(100).plus(1);
  /** Months from today at step m (the part month as its fraction). */
  const elapsed = (m: number): Dec => (m > whole ? part.plus(whole) : new Dec(m));
  const deflator = (m: number): Dec => inflation.pow(elapsed(m).div(12));
  const paidIn: Dec[] = [balance];
  for (const paid of contribution) paidIn.push((paidIn[paidIn.length - 1] as Dec).plus(paid));

  const point = (m: number, nominal: [Dec, Dec, Dec]): ProjectionPoint => {
    const date = m > whole ? retirementDate : addMonths(today, m);
    const d = deflator(m);
    return {
      month: m,
      date,
      age: ageOn(birthDate, date),
      paidIn: fixedText(paidIn[m] as Dec, 2),
      nominal: {
        p10: fixedText(nominal[0], 2),
        p50: fixedText(nominal[1], 2),
        p90: fixedText(nominal[2], 2),
      },
      real: {
        p10: fixedText(nominal[0].div(d), 2),
        p50: fixedText(nominal[1].div(d), 2),
        p90: fixedText(nominal[2].div(d), 2),
      },
    };
  };

  if (deterministic) {
    // One path, in Decimal: B_m = B_(m-1) x G_m + C_m, exactly the closed form of the compound growth.
    const path: Dec[] = [balance];
    for (let m = 1; m <= months; m++) {
      path.push((path[m - 1] as Dec).times(growth[m - 1] as Dec).plus(contribution[m - 1] as Dec));
    }
    const points = checkpoints.map((m) => {
      const value = path[m] as Dec;
      return point(m, [value, value, value]);
    });
    return { seed, paths, points };
  }

  const values = simulate(balance.toNumber(), mu, sigma, contributionFloat, checkpoints, paths, seed);
  const points = checkpoints.map((m, k) => {
    const [p10, p50, p90] = percentiles(values.subarray(k * paths, (k + 1) * paths), [0.1, 0.5, 0.9]);
    return point(m, [new Dec(p10 as number), new Dec(p50 as number), new Dec(p90 as number)]);
  });
  return { seed, paths, points };
}

/*
 * Standard normal draws for the simulation: Marsaglia and Tsang's ziggurat (128 layers; "The
 * Ziggurat Method for Generating Random Variables", J. Stat. Software 5(8), 2000) on the 32-bit
 * output of mulberry32 (a small, seedable PRNG). About 99 % of draws take one 32-bit number, a
 * comparison and a multiplication, several times faster than Box-Muller's log, sqrt and cos.
 */
const ZIGGURAT_R = 3.442619855899;
const ZIGGURAT_V = 9.91256303526217e-3;
const TWO_31 = 2_147_483_648;
const KN = new Float64Array(128);
const WN = new Float64Array(128);
const FN = new Float64Array(128);
{
  let dn = ZIGGURAT_R;
  let tn = dn;
  const q = ZIGGURAT_V / Math.exp(-0.5 * dn * dn);
  KN[0] = (dn / q) * TWO_31;
  KN[1] = 0;
  WN[0] = q / TWO_31;
  WN[127] = dn / TWO_31;
  FN[0] = 1;
  FN[127] = Math.exp(-0.5 * dn * dn);
  for (let i = 126; i >= 1; i--) {
    dn = Math.sqrt(-2 * Math.log(ZIGGURAT_V / dn + Math.exp(-0.5 * dn * dn)));
    KN[i + 1] = (dn / tn) * TWO_31;
    tn = dn;
    FN[i] = Math.exp(-0.5 * dn * dn);
    WN[i] = dn / TWO_31;
  }
}

/** Seeded standard normal draws (ziggurat on mulberry32); the same seed gives the same draws. */
class NormalDraws {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** mulberry32: the next 32-bit output as a signed integer. */
  private int(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return t ^ (t >>> 14);
  }

  /** A uniform draw in (0, 1). */
  private uniform(): number {
    return ((this.int() >>> 0) + 0.5) / 4_294_967_296;
  }

  next(): number {
    const hz = this.int();
    const iz = hz & 127;
    if (Math.abs(hz) < (KN[iz] as number)) return hz * (WN[iz] as number);
    return this.slow(hz, iz);
  }

  /** The ziggurat's rare cases: the tail beyond R (layer 0) and the wedges. */
  private slow(firstHz: number, firstIz: number): number {
    let hz = firstHz;
    let iz = firstIz;
    for (;;) {
      const x = hz * (WN[iz] as number);
      if (iz === 0) {
        let tail: number;
        let y: number;
        do {
          tail = -Math.log(this.uniform()) / ZIGGURAT_R;
          y = -Math.log(this.uniform());
        } while (y + y < tail * tail);
        return hz > 0 ? ZIGGURAT_R + tail : -ZIGGURAT_R - tail;
      }
      const fHigh = FN[iz - 1] as number;
      const fLow = FN[iz] as number;
      if (fLow + this.uniform() * (fHigh - fLow) < Math.exp(-0.5 * x * x)) return x;
      hz = this.int();
      iz = hz & 127;
      if (Math.abs(hz) < (KN[iz] as number)) return hz * (WN[iz] as number);
    }
  }
}

/**
 * The Monte Carlo paths in floating point: for each path and month, b = b x e^(mu + sigma z) + c
 * with z a standard normal draw (NormalDraws). Paths come in antithetic pairs (z and -z, a
 * standard variance reduction): the pair's growth factors are e^mu x e^(sigma z) and
 * e^mu / e^(sigma z), one draw and one exponential for two paths. The balance at each
 * checkpoint month is stored at [checkpoint index x paths + path].
 */
function simulate(
  start: number,
  mu: Float64Array,
  sigma: Float64Array,
  contribution: Float64Array,
  checkpoints: readonly number[],
  paths: number,
  seed: number,
): Float64Array {
  const out = new Float64Array(checkpoints.length * paths);
  const months = mu.length;
  const drift = mu.map(Math.exp);
  const draws = new NormalDraws(seed);
  for (let p = 0; p < paths; p += 2) {
    const twin = p + 1 < paths; // an odd last path runs alone
    let b = start;
    let bTwin = start;
    let next = 1;
    out[p] = b;
    if (twin) out[p + 1] = bTwin;
    for (let m = 0; m < months; m++) {
      const shock = Math.exp((sigma[m] as number) * draws.next());
      const d = drift[m] as number;
      const c = contribution[m] as number;
      b = b * d * shock + c;
      bTwin = (bTwin * d) / shock + c;
      if (m + 1 === checkpoints[next]) {
        out[next * paths + p] = b;
        if (twin) out[next * paths + p + 1] = bTwin;
        next++;
      }
    }
  }
  return out;
}
