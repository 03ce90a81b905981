/**
 * The dealing cycle: settles switching instructions as a fund administrator would (DESIGN.md,
 * "Where the specs are silent"). For every dealing day after the WEB cycle date up to `until`, in
 * one transaction per day:
 *
 *   1. pg_try_advisory_xact_lock(DEALING_CYCLE_LOCK): another instance holds it -> stop quietly;
 *   2. re-read the WEB cycle date (FOR UPDATE): the day already settled -> skip it;
 *   3. demo mode: generate the day's unit price of every fund without one (the seeded walk) and
 *      extend the index levels; otherwise a price missing for a fund an instruction needs leaves
 *      the day unsettled, with a logged error, and the cycle stops there;
 *   4. settle every PENDING fund switch and future-allocation change due on or before the day, in
 *      the order received (FOR UPDATE: a cancellation waits for the commit): units redeemed and
 *      bought at the day's prices (settleFundSwitch), history rows 60/61, holdings, line prices,
 *      COMPLETED with the rounding; a new investment direction; FAILED with a reason when the
 *      account has ended or there is nothing to redeem;
 *   5. the WEB cycle date moves to the day, and a job_runs row records it.
 *
 * Exactly once: an instruction is settled only while PENDING, inside the transaction that also
 * moves the cycle date and writes the day's job_runs row (unique per job and business date); a
 * crash anywhere rolls the whole day back, so a rerun starts the day afresh.
 */
import {
  CONTRIBUTION_TYPES,
  compareIsoDates,
  hkDateOf,
  hkHourOf,
  type IsoDate,
  includesMoneyType,
  type Settlement,
  SettlementError,
  settleFundSwitch,
  storedContributionType,
} from "@portal/domain";
import {
  dealingDaysBetween,
  isDealingDay,
  nextDealingDay,
  previousDealingDay,
} from "@portal/domain/dealing-days";
import type { Db, Executor } from "../db/database.ts";
import { DEMO_FUNDS, type DemoFund } from "../demo/fund-catalogue.ts";
import { dailyFactor, indexLevelsFrom } from "../demo/prices.ts";
import type { Clock } from "../lib/clock.ts";
import { Dec } from "../lib/decimals.ts";
import { enqueueAccountFigures } from "./account-figures.ts";
import {
  createDealingCycleRepository,
  type DealingCycleRepository,
  type HoldingRow,
  type InstructionLineRow,
  type LinePricing,
  type PendingInstruction,
  type TransactionInsert,
} from "./dealing-cycle.repository.ts";

/** The advisory-lock key of the dealing cycle (the migration lock is 724001). */
export const DEALING_CYCLE_LOCK = 724_002;
export const DEALING_CYCLE_JOB = "dealing-cycle";
/** Activity types of the transaction history. */
const ACTIVITY_SWITCH_OUT = 60;
const ACTIVITY_SWITCH_IN = 61;

export interface CycleLogger {
  info(message: string): void;
  error(message: string): void;
}

export interface DealingCycleDeps {
  db: Db;
  clock: Clock;
  /** Demo mode: generate each day's unit prices (and index levels) with the seeded walk. */
  demoPrices: boolean;
  log?: CycleLogger;
  /** Takes the cycle's lock inside the day's transaction; the advisory lock unless a test says otherwise. */
  tryLock?: (tx: Executor) => Promise<boolean>;
}

export interface DealingCycleResult {
  /** The dealing days settled by this run, in order. */
  settledDays: IsoDate[];
  /** Instructions settled (completed or failed). */
  instructions: number;
  completed: number;
  failed: number;
  /** The WEB cycle date after the run. */
  webCycleDate: IsoDate | null;
  /** Why the run stopped before `until`, if it did. */
  stopped?: { date: IsoDate; reason: "locked" | "missingPrices" | "noCycleDate"; message: string };
}

/** Raised inside a day's transaction to roll it back when a needed unit price is missing. */
class MissingPricesError extends Error {
  constructor(
    readonly date: IsoDate,
    readonly funds: number[],
  ) {
    super(`no unit price on ${date} for fund${funds.length > 1 ? "s" : ""} ${funds.join(", ")}`);
  }
}

/**
 * The latest dealing day the cycle is due for at `now`: today (Hong Kong) when it is a dealing day
 * and the Hong Kong hour has reached `cycleHour`, else the dealing day before today.
 */
export function latestDueDealingDay(now: Date, cycleHour: number): IsoDate {
  const today = hkDateOf(now);
  return isDealingDay(today) && hkHourOf(now) >= cycleHour ? today : previousDealingDay(today);
}

/** Why the CLI and the demo hook refuse to run the cycle up to `until` at `now` (the future), or null. */
export function futureUntil(until: IsoDate, now: Date): string | null {
  const today = hkDateOf(now);
  return compareIsoDates(until, today) > 0
    ? `${until} is after today (${today}, Hong Kong): the cycle cannot settle the future`
    : null;
}

/**
 * Settles every dealing day after the WEB cycle date up to `until` (see the file comment); when the
 * cycle date moved, leaves the job that keeps every account's figures as of it (account-figures.ts).
 */
export async function runDealingCycle(deps: DealingCycleDeps, until: IsoDate): Promise<DealingCycleResult> {
  const result = await settleDays(deps, until);
  if (result.settledDays.length > 0) await enqueueAccountFigures(deps.db);
  return result;
}

async function settleDays(deps: DealingCycleDeps, until: IsoDate): Promise<DealingCycleResult> {
  // Reads outside the days' transactions; each day's work uses a repository made from its transaction.
  const outside = createDealingCycleRepository(deps.db);
  const result: DealingCycleResult = {
    settledDays: [],
    instructions: 0,
    completed: 0,
    failed: 0,
    webCycleDate: await outside.findWebCycleDate(),
  };
  const start = result.webCycleDate;
  if (!start) {
    const message = "there is no WEB cycle date to settle from (is the database seeded?)";
    deps.log?.error(`dealing cycle: ${message}`);
    return { ...result, stopped: { date: until, reason: "noCycleDate", message } };
  }
  if (compareIsoDates(start, until) >= 0) return result;

  for (const day of dealingDaysBetween(nextDealingDay(start), until)) {
    let outcome: DayOutcome;
    try {
      outcome = await deps.db.transaction(async (tx) => settleDay(deps, tx, day));
    } catch (err) {
      if (err instanceof MissingPricesError) {
        deps.log?.error(`dealing cycle: ${day} left unsettled: ${err.message}`);
        return { ...result, stopped: { date: day, reason: "missingPrices", message: err.message } };
      }
      throw err;
    }
    if (outcome.kind === "locked") {
      deps.log?.info(`dealing cycle: another instance holds the lock; stopped before ${day}`);
      return {
        ...result,
        webCycleDate: await outside.findWebCycleDate(),
        stopped: { date: day, reason: "locked", message: "another instance is running the dealing cycle" },
      };
    }
    if (outcome.kind === "done") continue;
    result.settledDays.push(day);
    result.completed += outcome.completed;
    result.failed += outcome.failed;
    result.instructions += outcome.completed + outcome.failed;
    result.webCycleDate = day;
    deps.log?.info(
      `dealing cycle: ${day} settled: ${outcome.completed} completed, ${outcome.failed} failed, ${outcome.prices} prices generated, rounding ${outcome.rounding}`,
    );
  }
  result.webCycleDate = await outside.findWebCycleDate();
  return result;
}

type DayOutcome =
  | { kind: "locked" }
  | { kind: "done" }
  | { kind: "settled"; completed: number; failed: number; prices: number; rounding: string };

async function settleDay(deps: DealingCycleDeps, tx: Executor, day: IsoDate): Promise<DayOutcome> {
  const startedAt = deps.clock.now();
  const repo = createDealingCycleRepository(tx);
  const locked = await (deps.tryLock ? deps.tryLock(tx) : repo.tryTransactionLock(DEALING_CYCLE_LOCK));
  if (!locked) return { kind: "locked" };
  const cycleDate = await repo.findWebCycleDate(true);
  if (!cycleDate || compareIsoDates(cycleDate, day) >= 0) return { kind: "done" };

  const prices = deps.demoPrices ? await generateDemoPrices(repo, day) : 0;
  const due = await repo.findDueInstructions(day);
  const lines = await repo.findInstructionLines(due.map((i) => i.id));
  const linesOf = new Map<number, InstructionLineRow[]>();
  for (const l of lines) {
    const own = linesOf.get(l.activityTableNmbr);
    if (own) own.push(l);
    else linesOf.set(l.activityTableNmbr, [l]);
  }

  // Prices are needed for the switches that can settle: one of an ended account fails without them.
  const switches = due.filter((i) => i.kind === "FUND_SWITCH" && !endedBy(i, day));
  const needed = [...new Set(switches.flatMap((i) => (linesOf.get(i.id) ?? []).map((l) => l.invTypeNmbr)))];
  const priceOn = await repo.findPricesOn(needed, day);
  const missing = needed.filter((inv) => !priceOn.has(inv)).sort((a, b) => a - b);
  if (missing.length > 0) throw new MissingPricesError(day, missing);

  const book = new Book(await repo.findHoldings([...new Set(switches.map((i) => i.rel))]));
  const moneyTypes = await repo.findMoneyTypes();
  const moneyOf = new Map(
    CONTRIBUTION_TYPES.map((t) => [t, moneyTypes.filter((m) => includesMoneyType(t, m)).map((m) => m.code)]),
  );
  const now = deps.clock.now();
  const history: TransactionInsert[] = [];
  const linePricing: LinePricing[] = [];
  /** The instructions completed, with the rounding of a switch (null for a future allocation). */
  const done: { id: number; roundingAmt: string | null }[] = [];
  let failed = 0;
  let rounding = new Dec(0);

  const fail = async (instruction: PendingInstruction, reason: string) => {
    if (!(await repo.failInstruction(instruction.id, reason)))
      throw new Error(`instruction ${instruction.referenceNmbr} was no longer pending`);
    failed++;
  };

  for (const instruction of due) {
    const own = linesOf.get(instruction.id) ?? [];
    const ended = endedBy(instruction, day);
    if (ended) {
      await fail(instruction, `the account ended on ${ended}`);
      continue;
    }
    const type = storedContributionType(instruction.contributionType);
    if (!type) {
      await fail(instruction, `unknown contribution type ${instruction.contributionType}`);
      continue;
    }
    if (instruction.kind === "FUTURE_ALLOCATION") {
      const allocation = allocationOf(own);
      if (typeof allocation === "string") {
        await fail(instruction, allocation);
        continue;
      }
      await repo.insertDirection({
        rel: instruction.rel,
        contributionType: type,
        effectiveDate: day,
        lastChangeAt: instruction.actyInptAt,
        activityTableNmbr: instruction.id,
        lines: allocation,
      });
      done.push({ id: instruction.id, roundingAmt: null });
      continue;
    }

    const out = own.filter((l) => l.tferTypeCd === 1);
    const into = own.filter((l) => l.tferTypeCd === 2);
    let settlement: Settlement;
    try {
      settlement = settleFundSwitch({
        switchOut: out.map((l) => ({
          invTypeNmbr: l.invTypeNmbr,
          rate: l.requestedRate,
          moneyTypeCode: l.moneyTypeCode,
        })),
        holdings: book.of(instruction.rel),
        moneyTypes: moneyOf.get(type) ?? [],
        switchIn: into.map((l) => ({
          invTypeNmbr: l.invTypeNmbr,
          percent: new Dec(l.requestedRate).times(100),
        })),
        prices: priceOn,
      });
    } catch (err) {
      if (!(err instanceof SettlementError)) throw err;
      await fail(
        instruction,
        err.reason === "nothingToRedeem" ? "nothing to redeem" : `cannot be settled: ${err.message}`,
      );
      continue;
    }

    for (const r of settlement.redemptions) {
      book.add(instruction.rel, r.invTypeNmbr, r.moneyTypeCode, negate(r.units), negate(r.vestedUnits));
      history.push(
        historyRow(
          instruction,
          day,
          ACTIVITY_SWITCH_OUT,
          r.invTypeNmbr,
          r.moneyTypeCode,
          r.unitPrice,
          negate(r.amount),
          negate(r.units),
        ),
      );
    }
    for (const p of settlement.purchases) {
      book.add(instruction.rel, p.invTypeNmbr, p.moneyTypeCode, p.units, p.vestedUnits);
      history.push(
        historyRow(
          instruction,
          day,
          ACTIVITY_SWITCH_IN,
          p.invTypeNmbr,
          p.moneyTypeCode,
          p.unitPrice,
          p.amount,
          p.units,
        ),
      );
    }
    const totals = [...settlement.switchOutLines, ...settlement.switchInLines];
    for (const [i, line] of [...out, ...into].entries()) {
      const total = totals[i];
      if (total)
        linePricing.push({
          lineId: line.id,
          unitPrice: total.unitPrice,
          unitCnt: total.units,
          amount: total.amount,
        });
    }
    rounding = rounding.plus(settlement.rounding);
    done.push({ id: instruction.id, roundingAmt: settlement.rounding });
  }

  const completed = done.length;
  await repo.completeInstructions(done, now);
  await repo.setLinePricing(linePricing);
  await repo.addToHoldings(book.deltas(), now);
  await repo.insertTransactions(history);
  await repo.setWebCycleDate(day, now);
  await repo.insertJobRun({
    jobName: DEALING_CYCLE_JOB,
    businessDate: day,
    startedAt,
    finishedAt: deps.clock.now(),
    outcome: "SUCCESS",
    details: {
      completed,
      failed,
      transactions: history.length,
      pricesGenerated: prices,
      rounding: rounding.toString(),
    },
  });
  return { kind: "settled", completed, failed, prices, rounding: rounding.toString() };
}

/** The date the instruction's account or its contract ended, if on or before the dealing day. */
function endedBy(instruction: PendingInstruction, day: IsoDate): IsoDate | null {
  for (const end of [instruction.policyTerminationDate, instruction.contractTerminationDate]) {
    if (end && compareIsoDates(end, day) <= 0) return end;
  }
  return null;
}

/** A future allocation's lines as whole percentages summing to 100, or why they are not. */
function allocationOf(
  lines: readonly InstructionLineRow[],
): { invTypeNmbr: number; percent: number }[] | string {
  const allocation = lines
    .filter((l) => l.tferTypeCd === 2)
    .map((l) => ({ invTypeNmbr: l.invTypeNmbr, percent: new Dec(l.requestedRate).times(100) }));
  if (allocation.length === 0) return "no allocation lines";
  if (new Set(allocation.map((l) => l.invTypeNmbr)).size !== allocation.length)
    return "a fund appears twice in the allocation";
  if (allocation.some((l) => !l.percent.isInteger() || l.percent.lte(0)))
    return "the allocation is not in whole percentages";
  const total = allocation.reduce((sum, l) => sum.plus(l.percent), new Dec(0));
  if (!total.eq(100)) return `the allocation sums to ${total.toString()}%, not 100%`;
  return allocation.map((l) => ({ invTypeNmbr: l.invTypeNmbr, percent: l.percent.toNumber() }));
}

const negate = (value: string): string => new Dec(value).negated().toString();

function historyRow(
  instruction: PendingInstruction,
  day: IsoDate,
  activityTypeNmbr: number,
  invTypeNmbr: number,
  moneyTypeCode: string,
  unitPrice: string,
  grossAmt: string,
  unitCnt: string,
): TransactionInsert {
  return {
    clntRltnshpNmbr: instruction.rel,
    activityTypeNmbr,
    effectiveDate: day,
    invTypeNmbr,
    moneyTypeCode,
    grossAmt,
    unitPrice,
    unitCnt,
    activityTableNmbr: instruction.id,
  };
}

/**
 * The holdings of the day's accounts as the instructions move them, in order (a second switch of
 * the same account sees the first one's result), and the net change per holding to write.
 * Indexed by account, so finding one account's holdings does not scan the day's.
 */
interface BookEntry {
  rel: number;
  inv: number;
  money: string;
  units: Dec;
  vested: Dec;
}

class Book {
  /** Account -> `fund|money type` -> units held now. */
  private readonly held = new Map<number, Map<string, BookEntry>>();
  /** `account|fund|money type` -> the net change. */
  private readonly changed = new Map<string, BookEntry>();

  constructor(rows: readonly HoldingRow[]) {
    for (const r of rows)
      this.accountOf(r.rel).set(`${r.invTypeNmbr}|${r.moneyTypeCode}`, {
        rel: r.rel,
        inv: r.invTypeNmbr,
        money: r.moneyTypeCode,
        units: new Dec(r.unitCnt),
        vested: new Dec(r.vestedUnitCnt),
      });
  }

  private accountOf(rel: number): Map<string, BookEntry> {
    let account = this.held.get(rel);
    if (!account) {
      account = new Map();
      this.held.set(rel, account);
    }
    return account;
  }

  of(rel: number) {
    return [...(this.held.get(rel)?.values() ?? [])].map((h) => ({
      invTypeNmbr: h.inv,
      moneyTypeCode: h.money,
      units: h.units.toString(),
      vestedUnits: h.vested.toString(),
    }));
  }

  add(rel: number, inv: number, money: string, units: string, vested: string): void {
    const zero = (): BookEntry => ({ rel, inv, money, units: new Dec(0), vested: new Dec(0) });
    const account = this.accountOf(rel);
    const holding = account.get(`${inv}|${money}`) ?? zero();
    const change = this.changed.get(`${rel}|${inv}|${money}`) ?? zero();
    for (const entry of [holding, change]) {
      entry.units = entry.units.plus(units);
      entry.vested = entry.vested.plus(vested);
    }
    account.set(`${inv}|${money}`, holding);
    this.changed.set(`${rel}|${inv}|${money}`, change);
  }

  deltas() {
    return [...this.changed.values()].map((d) => ({
      rel: d.rel,
      inv: d.inv,
      money: d.money,
      units: d.units.toFixed(4),
      vested: d.vested.toFixed(4),
    }));
  }
}

const DEMO_FUND_BY_NMBR = new Map<number, DemoFund>(DEMO_FUNDS.map((f) => [f.invTypeNmbr, f]));

/**
 * Demo mode: the day's unit price of every fund without one, from its last price by the seeded
 * walk's factor for (fund, day) (a fund outside the catalogue keeps its price), rounded to the
 * scheme's decimals; then each index's level from its first tracking fund, as the seed does.
 */
async function generateDemoPrices(repo: DealingCycleRepository, day: IsoDate): Promise<number> {
  const toPrice = await repo.findFundsToPrice(day);
  await repo.insertUnitPrices(
    toPrice.map((f) => {
      const fund = DEMO_FUND_BY_NMBR.get(f.inv);
      const factor = fund ? dailyFactor(fund, day) : new Dec(1);
      return {
        invTypeNmbr: f.inv,
        priceDate: day,
        unitPrice: new Dec(f.unitPrice).times(factor).toFixed(f.decimals, Dec.ROUND_HALF_UP),
      };
    }),
  );

  const tracked = new Set<string>();
  for (const fund of DEMO_FUNDS) {
    if (!fund.indexName || tracked.has(fund.indexName)) continue;
    tracked.add(fund.indexName);
    const level = await repo.findLevelStep(fund.indexName, day);
    if (level.hasLevel || level.previous === null) continue;
    const step = await repo.findPriceStep(fund.invTypeNmbr, day);
    if (!step.price || !step.previous) continue;
    const [, next] = indexLevelsFrom(
      [
        { date: step.previous.date, price: step.previous.price },
        { date: day, price: step.price },
      ],
      fund.managementFeePct,
      level.previous,
    );
    if (next) await repo.insertIndexLevel(fund.indexName, day, next.price);
  }
  return toPrice.length;
}
