import { addDays, addMonths, hkInstant, type IsoDate } from "@portal/domain";
import { onOrAfterDealingDay } from "@portal/domain/dealing-days";
import Decimal from "decimal.js";
import type { Cell } from "../db/bulk-insert.ts";
import type { MoneyTypeCode } from "./reference-data.ts";

/**
 * Simulates one account's life from its plan: monthly contributions invested by the investment
 * direction at the dealing day's unit prices, transfers in and out, completed switches and
 * direction changes. Every amount is a Decimal; units have 4 decimals, amounts 2. The rows it
 * returns are consistent by construction: holdings are the sum of the transactions' units.
 */
export type Allocation = readonly (readonly [invTypeNmbr: number, percent: number])[];

export interface AccountPlan {
  clntRltnshpNmbr: number;
  clientNmbr: number;
  currency: string;
  /** First contribution period (YYYY-MM-01). */
  start: IsoDate;
  /** Contributions stop after this period (termination). */
  stop?: IsoDate;
  monthly: Partial<Record<MoneyTypeCode, string>>;
  relevantIncome?: string;
  direction: Allocation;
  transfersIn?: { date: IsoDate; moneyType: MoneyTypeCode; amount: string }[];
  directionChanges?: { date: IsoDate; direction: Allocation }[];
  switches?: { date: IsoDate; from: number; percent: number; to: Allocation }[];
  /** Withdraw (activity 92) or transfer out (activity 80) every unit on this date. */
  exitAll?: { date: IsoDate; activityTypeNmbr: 92 | 80 };
  /** Employer voluntary money vests by the service scale. */
  serviceStart?: IsoDate;
}

export interface SimulationRows {
  contributions: Cell[][];
  contributionLines: Cell[][];
  transactions: Cell[][];
  holdings: Cell[][];
  directions: Cell[][];
  directionLines: Cell[][];
  instructions: Cell[][];
  instructionLines: Cell[][];
  qualifyingBalances: Cell[][];
}

export function emptyRows(): SimulationRows {
  return {
    contributions: [],
    contributionLines: [],
    transactions: [],
    holdings: [],
    directions: [],
    directionLines: [],
    instructions: [],
    instructionLines: [],
    qualifyingBalances: [],
  };
}

export interface IdCounters {
  contribution: number;
  direction: number;
  instruction: number;
}

export type PriceLookup = (invTypeNmbr: number, date: IsoDate) => string;
export type GuaranteeLookup = (invTypeNmbr: number) => boolean;

const CONTRIBUTION_ACTIVITY: Partial<Record<MoneyTypeCode, number>> = {
  EE_VOL: 75,
  ER_VOL: 75,
  TVC: 291,
  SVC: 75,
  SEP_MAN: 259,
};
const QB_CUT_OFF = "2004-09-30";

export function referenceNumber(prefix: "IW" | "IA" | "WD", id: number): string {
  return `${prefix}${String(id).padStart(8, "0")}`;
}

export interface InstructionRow {
  id: number;
  prefix: "IW" | "IA" | "WD";
  rel: number;
  clientNmbr: number;
  kind: "FUND_SWITCH" | "FUTURE_ALLOCATION" | "WITHDRAWAL" | "TRANSFER_OUT";
  status: "COMPLETED" | "PENDING";
  actyStatusNm: string;
  channel: "INTERNET" | "PAPER";
  inputAt: Date;
  effectiveDate: IsoDate;
  processorId: string;
  completedAt: Date | null;
}

/** One instruction row, in the column order of insertSimulation. */
export function pushInstruction(out: SimulationRows, i: InstructionRow): void {
  out.instructions.push([
    i.id,
    referenceNumber(i.prefix, i.id),
    i.rel,
    i.clientNmbr,
    i.kind,
    "ALL",
    i.status,
    i.actyStatusNm,
    i.channel,
    i.inputAt.toISOString(),
    i.effectiveDate,
    i.processorId,
    null,
    i.completedAt?.toISOString() ?? null,
  ]);
}

/** One instruction line: tfer_type_cd 1 switches out of the fund, 2 into it; percent of 100. */
export function pushInstructionLine(
  out: SimulationRows,
  id: number,
  tferTypeCd: 1 | 2,
  invTypeNmbr: number,
  percent: number,
  unitPrice: string | null = null,
): void {
  out.instructionLines.push([
    id,
    tferTypeCd,
    invTypeNmbr,
    null,
    new Decimal(percent).dividedBy(100).toFixed(6),
    unitPrice,
    null,
    null,
  ]);
}

/** Splits an amount by whole percentages; the last fund takes the rounding remainder. */
function split(amount: Decimal, allocation: Allocation): [number, Decimal][] {
  let rest = amount;
  return allocation.map(([inv, pct], i) => {
    if (i === allocation.length - 1) return [inv, rest];
    const part = amount.times(pct).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    rest = rest.minus(part);
    return [inv, part];
  });
}

function vestedFraction(serviceStart: IsoDate | undefined, asOf: IsoDate): Decimal {
  if (!serviceStart) return new Decimal(1);
  const years =
    Number(asOf.slice(0, 4)) -
    Number(serviceStart.slice(0, 4)) -
    (asOf.slice(5) < serviceStart.slice(5) ? 1 : 0);
  if (years < 3) return new Decimal(0);
  return Decimal.min(1, new Decimal(30 + (years - 3) * 10).dividedBy(100));
}

type Event =
  | { date: IsoDate; order: number; kind: "contribution"; periodStart: IsoDate; received: IsoDate }
  | { date: IsoDate; order: number; kind: "transferIn"; moneyType: MoneyTypeCode; amount: string }
  | { date: IsoDate; order: number; kind: "direction"; direction: Allocation }
  | { date: IsoDate; order: number; kind: "switch"; from: number; percent: number; to: Allocation }
  | { date: IsoDate; order: number; kind: "exit"; activityTypeNmbr: 92 | 80 };

export function simulateAccount(
  plan: AccountPlan,
  cycleDate: IsoDate,
  price: PriceLookup,
  isGuaranteed: GuaranteeLookup,
  ids: IdCounters,
  out: SimulationRows,
): void {
  const events: Event[] = [];
  const lastPeriod = plan.stop ?? cycleDate;
  for (let period = plan.start; period <= lastPeriod; period = addMonths(period, 1)) {
    const received = addDays(addMonths(period, 1), 9);
    const dealing = onOrAfterDealingDay(received);
    if (dealing > cycleDate) break;
    events.push({ date: dealing, order: 2, kind: "contribution", periodStart: period, received });
  }
  for (const t of plan.transfersIn ?? [])
    events.push({ ...t, date: onOrAfterDealingDay(t.date), order: 1, kind: "transferIn" });
  for (const d of plan.directionChanges ?? [])
    events.push({ date: d.date, order: 0, kind: "direction", direction: d.direction });
  for (const s of plan.switches ?? [])
    events.push({ ...s, date: onOrAfterDealingDay(s.date), order: 3, kind: "switch" });
  if (plan.exitAll)
    events.push({
      date: onOrAfterDealingDay(plan.exitAll.date),
      order: 4,
      kind: "exit",
      activityTypeNmbr: plan.exitAll.activityTypeNmbr,
    });
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));

  const units = new Map<string, Decimal>(); // `${inv}|${money}`
  const inflows = new Map<number, { qb1: Decimal; qb2: Decimal; first: IsoDate }>();
  const rel = plan.clntRltnshpNmbr;

  const addDirection = (date: IsoDate, allocation: Allocation, instructionId: number | null) => {
    const id = ++ids.direction;
    out.directions.push([
      id,
      rel,
      "ALL",
      date,
      hkInstant(addDays(date, -1), 10).toISOString(),
      instructionId,
    ]);
    for (const [inv, pct] of allocation) out.directionLines.push([id, inv, pct]);
  };

  const invest = (
    date: IsoDate,
    inv: number,
    money: MoneyTypeCode,
    amount: Decimal,
    activity: number,
    extra: { contributionId?: number; instructionId?: number; sub?: string },
  ) => {
    const p = new Decimal(price(inv, date));
    const u = amount.dividedBy(p).toDecimalPlaces(4, Decimal.ROUND_DOWN);
    const key = `${inv}|${money}`;
    units.set(key, (units.get(key) ?? new Decimal(0)).plus(u));
    out.transactions.push([
      rel,
      activity,
      extra.sub ?? null,
      date,
      inv,
      money,
      amount.toFixed(2),
      p.toFixed(6),
      u.toFixed(4),
      extra.contributionId ?? null,
      extra.instructionId ?? null,
    ]);
    if (amount.isPositive() && isGuaranteed(inv)) {
      const q = inflows.get(inv) ?? { qb1: new Decimal(0), qb2: new Decimal(0), first: date };
      if (date <= QB_CUT_OFF) q.qb1 = q.qb1.plus(amount);
      else q.qb2 = q.qb2.plus(amount);
      inflows.set(inv, q);
    }
  };

  const redeem = (
    date: IsoDate,
    key: string,
    fraction: Decimal,
    activity: number,
    instructionId?: number,
  ): Decimal => {
    const held = units.get(key) ?? new Decimal(0);
    const u = fraction.equals(1) ? held : held.times(fraction).toDecimalPlaces(4, Decimal.ROUND_DOWN);
    if (u.isZero()) return new Decimal(0);
    const [invText = "", money = ""] = key.split("|");
    const inv = Number(invText);
    const p = new Decimal(price(inv, date));
    const amount = u.times(p).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    units.set(key, held.minus(u));
    out.transactions.push([
      rel,
      activity,
      null,
      date,
      inv,
      money,
      amount.negated().toFixed(2),
      p.toFixed(6),
      u.negated().toFixed(4),
      null,
      instructionId ?? null,
    ]);
    return amount;
  };

  let direction = plan.direction;
  addDirection(plan.start, direction, null);

  for (const event of events) {
    switch (event.kind) {
      case "direction": {
        direction = event.direction;
        const id = ++ids.instruction;
        const inputAt = hkInstant(addDays(event.date, -1), 11);
        pushInstruction(out, {
          id,
          prefix: "IA",
          rel,
          clientNmbr: plan.clientNmbr,
          kind: "FUTURE_ALLOCATION",
          status: "COMPLETED",
          actyStatusNm: "COMPLETED",
          channel: "INTERNET",
          inputAt,
          effectiveDate: event.date,
          processorId: "WEB",
          completedAt: inputAt,
        });
        for (const [inv, pct] of direction) pushInstructionLine(out, id, 2, inv, pct);
        addDirection(event.date, direction, id);
        break;
      }
      case "contribution": {
        const id = ++ids.contribution;
        const periodEnd = addDays(addMonths(event.periodStart, 1), -1);
        out.contributions.push([
          id,
          rel,
          event.periodStart,
          periodEnd,
          event.received,
          event.date,
          plan.currency,
          "1",
          plan.relevantIncome ?? null,
          "0",
          1,
        ]);
        for (const [money, amountText] of Object.entries(plan.monthly) as [MoneyTypeCode, string][]) {
          out.contributionLines.push([id, money, amountText]);
          for (const [inv, part] of split(new Decimal(amountText), direction)) {
            invest(event.date, inv, money, part, CONTRIBUTION_ACTIVITY[money] ?? 5, { contributionId: id });
          }
        }
        break;
      }
      case "transferIn":
        for (const [inv, part] of split(new Decimal(event.amount), direction))
          invest(event.date, inv, event.moneyType, part, 148, {});
        break;
      case "switch": {
        const id = ++ids.instruction;
        pushInstruction(out, {
          id,
          prefix: "IW",
          rel,
          clientNmbr: plan.clientNmbr,
          kind: "FUND_SWITCH",
          status: "COMPLETED",
          actyStatusNm: "COMPLETED",
          channel: "INTERNET",
          inputAt: hkInstant(addDays(event.date, -1), 14),
          effectiveDate: event.date,
          processorId: "WEB",
          completedAt: hkInstant(event.date, 20),
        });
        pushInstructionLine(out, id, 1, event.from, event.percent, price(event.from, event.date));
        for (const [inv, pct] of event.to) pushInstructionLine(out, id, 2, inv, pct, price(inv, event.date));
        const fraction = new Decimal(event.percent).dividedBy(100);
        for (const key of [...units.keys()].filter((k) => k.startsWith(`${event.from}|`))) {
          const proceeds = redeem(event.date, key, fraction, 60, id);
          const money = key.split("|")[1] as MoneyTypeCode;
          for (const [inv, part] of split(proceeds, event.to))
            invest(event.date, inv, money, part, 61, { instructionId: id });
        }
        break;
      }
      case "exit": {
        const id = ++ids.instruction;
        const kind = event.activityTypeNmbr === 92 ? "WITHDRAWAL" : "TRANSFER_OUT";
        pushInstruction(out, {
          id,
          prefix: "WD",
          rel,
          clientNmbr: plan.clientNmbr,
          kind,
          status: "COMPLETED",
          actyStatusNm: "COMPLETED",
          channel: "PAPER",
          inputAt: hkInstant(addDays(event.date, -7), 10),
          effectiveDate: event.date,
          processorId: "BATCH",
          completedAt: hkInstant(event.date, 20),
        });
        for (const key of [...units.keys()])
          redeem(event.date, key, new Decimal(1), event.activityTypeNmbr, id);
        break;
      }
    }
  }

  const vested = vestedFraction(plan.serviceStart, cycleDate);
  for (const [key, u] of units) {
    const [inv, money] = key.split("|");
    const vestedUnits = money === "ER_VOL" ? u.times(vested).toDecimalPlaces(4, Decimal.ROUND_DOWN) : u;
    out.holdings.push([rel, Number(inv), money ?? null, u.toFixed(4), vestedUnits.toFixed(4)]);
  }
  for (const [inv, q] of inflows) {
    const months =
      (Number(cycleDate.slice(0, 4)) - Number(q.first.slice(0, 4))) * 12 +
      Number(cycleDate.slice(5, 7)) -
      Number(q.first.slice(5, 7));
    out.qualifyingBalances.push([
      rel,
      inv,
      q.qb1.toFixed(2),
      q.qb2.toFixed(2),
      months,
      "0.00",
      "0",
      cycleDate,
    ]);
  }
}
