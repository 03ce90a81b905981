import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { hkInstant } from "@portal/domain";
import { dealingDaysBetween } from "@portal/domain/dealing-days";
import Decimal from "decimal.js";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, type Db, openDatabase, queryRows } from "../db/database.ts";
import { cycleDates, instructionLines, instructions } from "../db/schema.ts";
import { DEMO_FUNDS } from "../demo/fund-catalogue.ts";
import { dailyFactor } from "../demo/prices.ts";
import { seedDemo } from "../demo/seed.ts";
import { type Clock, pinnedClock } from "../lib/clock.ts";
import { memberSession } from "../testing/member-session.ts";
import { recordUndeclared, TEST_NOW } from "../testing/test-app.ts";
import { ACCOUNT_FIGURES_JOB } from "./account-figures.ts";
import { backgroundJobs } from "./background.ts";
import {
  DEALING_CYCLE_LOCK,
  type DealingCycleDeps,
  latestDueDealingDay,
  runDealingCycle,
} from "./dealing-cycle.ts";

// TEST_NOW is Fri 20 Nov 2026 10:00 HKT; the seed's WEB cycle date is Thu 19 Nov. P1's seeded
// switch (317 20% -> 312 100%, received 09:00) deals on Fri 20 Nov.
const THU = "2026-11-19";
const FRI = "2026-11-20";
const MON = "2026-11-23";
const P1 = 1_000_001;
const P3 = 1_000_003;
const P5 = 1_000_005;
const P6 = 1_000_006;
const P10 = 1_000_010;
const P11 = 1_000_011;

let database: Database;
const rels: Record<number, number[]> = {};
const ids: Record<string, number> = {};
const clock = pinnedClock(TEST_NOW);
const deps = (): DealingCycleDeps => ({ db: database.db, clock, demoPrices: true });

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await rows<T>(query);
  if (!row) throw new Error("no row");
  return row;
};
const rel = (clientNmbr: number, i = 0): number => {
  const n = rels[clientNmbr]?.[i];
  if (n === undefined) throw new Error(`no account ${i} of ${clientNmbr}`);
  return n;
};
const id = (key: string): number => {
  const n = ids[key];
  if (n === undefined) throw new Error(`no instruction ${key}`);
  return n;
};

let reference = 0;
/** An instruction written as the switching module would; lines are [tfer_type_cd, fund, rate as a fraction]. */
async function addInstruction(
  db: Db,
  o: {
    rel: number;
    clientNmbr: number;
    kind: "FUND_SWITCH" | "FUTURE_ALLOCATION";
    status?: "PENDING" | "CANCELLED";
    contributionType?: string;
    effectiveDate: string;
    inputAt: Date;
    lines: [1 | 2, number, string][];
  },
): Promise<number> {
  const [row] = await db
    .insert(instructions)
    .values({
      referenceNmbr: `${o.kind === "FUND_SWITCH" ? "IW" : "IA"}9${String(++reference).padStart(7, "0")}`,
      clntRltnshpNmbr: o.rel,
      clientNmbr: o.clientNmbr,
      kind: o.kind,
      contributionType: o.contributionType ?? "ALL",
      status: o.status ?? "PENDING",
      actyStatusNm: o.status === "CANCELLED" ? "CANCELLED" : "PENDING FOR NIGHTLY BATCH",
      channel: "INTERNET",
      actyInptAt: o.inputAt,
      effectiveDate: o.effectiveDate,
      processorId: "WEB",
      cancelledAt: o.status === "CANCELLED" ? o.inputAt : null,
    })
    .returning({ id: instructions.activityTableNmbr });
  if (!row) throw new Error("not inserted");
  await db.insert(instructionLines).values(
    o.lines.map(([tferTypeCd, invTypeNmbr, requestedRate]) => ({
      activityTableNmbr: row.id,
      tferTypeCd,
      invTypeNmbr,
      requestedRate,
    })),
  );
  return row.id;
}

async function statusOf(activityTableNmbr: number) {
  return one<{
    status: string;
    acty_status_nm: string;
    failure_reason: string | null;
    rounding_amt: string | null;
  }>(
    sql`select status, acty_status_nm, failure_reason, rounding_amt::text from instructions where activity_table_nmbr = ${activityTableNmbr}`,
  );
}

async function webCycleDate(db: Db = database.db): Promise<string> {
  const [row] = await queryRows<{ d: string }>(
    db,
    sql`select cycle_date::text as d from cycle_dates where date_type_cd = 'WEB'`,
  );
  return row?.d ?? "";
}

/** A digest of everything the cycle writes, to prove a failed day left nothing behind. */
async function snapshot(db: Db = database.db): Promise<string> {
  const [row] = await queryRows<{ digest: string }>(
    db,
    sql`select md5(concat_ws('#',
      (select string_agg(concat_ws(',', clnt_rltnshp_nmbr, inv_type_nmbr, money_type_code, unit_cnt, vested_unit_cnt), '|' order by 1) from holdings),
      (select count(*) from transactions), (select max(trns_hst_seq_nmbr) from transactions),
      (select string_agg(concat_ws(',', activity_table_nmbr, status, acty_status_nm, completed_at, failure_reason, rounding_amt), '|' order by activity_table_nmbr) from instructions),
      (select string_agg(concat_ws(',', id, unit_price, unit_cnt, amount), '|' order by id) from instruction_lines),
      (select count(*) from investment_directions), (select count(*) from unit_prices), (select count(*) from index_levels),
      (select string_agg(concat_ws(',', date_type_cd, cycle_date, updated_at), '|') from cycle_dates),
      (select count(*) from job_runs))) as digest`,
  );
  return row?.digest ?? "";
}

/** Holdings equal the sum of the transactions' units, and every gross amount is units x price to the cent. */
async function expectConsistentHistory(): Promise<void> {
  const [mismatch] = await rows<{ n: number }>(sql`
    select count(*)::int as n from holdings h
    full join (select clnt_rltnshp_nmbr, inv_type_nmbr, money_type_code, sum(unit_cnt) as units from transactions group by 1, 2, 3) t
      using (clnt_rltnshp_nmbr, inv_type_nmbr, money_type_code)
    where coalesce(h.unit_cnt, 0) <> coalesce(t.units, 0) or h.vested_unit_cnt > h.unit_cnt or h.vested_unit_cnt < 0`);
  expect(mismatch?.n).toBe(0);
  const [bad] = await rows<{ n: number }>(
    sql`select count(*)::int as n from transactions where abs(gross_amt - round(unit_cnt * unit_price, 2)) > 0.01 + unit_price * 0.0001`,
  );
  expect(bad?.n).toBe(0);
}

async function priceOn(inv: number, date: string): Promise<string | null> {
  const [row] = await rows<{ p: string }>(
    sql`select unit_price::text as p from unit_prices where inv_type_nmbr = ${inv} and price_date = ${date}`,
  );
  return row?.p ?? null;
}

beforeAll(async () => {
  database = await openDatabase({ engine: "pglite", dataDir: null });
  await database.migrate();
  await seedDemo(database.db, { clock });
  for (const r of await rows<{ client_nmbr: number; rel: number }>(
    sql`select client_nmbr, clnt_rltnshp_nmbr as rel from policies order by clnt_rltnshp_nmbr`,
  ))
    rels[r.client_nmbr] = [...(rels[r.client_nmbr] ?? []), r.rel];
  const seeded = await one<{ id: number }>(
    sql`select activity_table_nmbr as id from instructions where client_nmbr = ${P1} and status = 'PENDING' and kind = 'FUND_SWITCH'`,
  );
  ids.p1Switch = seeded.id;
  const morning = hkInstant(FRI, 9, 30);
  const db = database.db;
  // Cancelled before the cut-off: never settled.
  ids.cancelled = await addInstruction(db, {
    rel: rel(P1),
    clientNmbr: P1,
    kind: "FUND_SWITCH",
    status: "CANCELLED",
    effectiveDate: FRI,
    inputAt: morning,
    lines: [
      [1, 302, "0.500000"],
      [2, 304, "1.000000"],
    ],
  });
  ids.allocation = await addInstruction(db, {
    rel: rel(P5),
    clientNmbr: P5,
    kind: "FUTURE_ALLOCATION",
    effectiveDate: FRI,
    inputAt: morning,
    lines: [
      [2, 302, "0.600000"],
      [2, 313, "0.400000"],
    ],
  });
  // P11's first account ended on 31 Jul 2019.
  ids.terminated = await addInstruction(db, {
    rel: rel(P11),
    clientNmbr: P11,
    kind: "FUND_SWITCH",
    effectiveDate: FRI,
    inputAt: morning,
    lines: [
      [1, 317, "1.000000"],
      [2, 315, "1.000000"],
    ],
  });
  // P10 holds no 317.
  ids.nothing = await addInstruction(db, {
    rel: rel(P10),
    clientNmbr: P10,
    kind: "FUND_SWITCH",
    effectiveDate: FRI,
    inputAt: morning,
    lines: [
      [1, 317, "0.500000"],
      [2, 313, "1.000000"],
    ],
  });
  // P3's Simple Plan: the co-brand scheme prices to 2 decimals.
  ids.cobrand = await addInstruction(db, {
    rel: rel(P3),
    clientNmbr: P3,
    kind: "FUND_SWITCH",
    effectiveDate: FRI,
    inputAt: morning,
    lines: [
      [1, 506, "0.500000"],
      [2, 509, "0.700000"],
      [2, 501, "0.300000"],
    ],
  });
  // Received after Friday's cut-off: deals on Monday; only the mandatory money.
  ids.monday = await addInstruction(db, {
    rel: rel(P6),
    clientNmbr: P6,
    kind: "FUND_SWITCH",
    contributionType: "MANDATORY",
    effectiveDate: MON,
    inputAt: hkInstant(FRI, 16, 30),
    lines: [
      [1, 304, "1.000000"],
      [2, 313, "1.000000"],
    ],
  });
});
afterAll(() => database.close());

describe("latestDueDealingDay", () => {
  it("is today from the cycle hour on a dealing day, else the dealing day before", () => {
    expect(latestDueDealingDay(hkInstant(FRI, 10, 0), 18)).toBe(THU);
    expect(latestDueDealingDay(hkInstant(FRI, 17, 59), 18)).toBe(THU);
    expect(latestDueDealingDay(hkInstant(FRI, 18, 0), 18)).toBe(FRI);
    expect(latestDueDealingDay(hkInstant("2026-11-21", 20, 0), 18)).toBe(FRI); // Saturday
    expect(latestDueDealingDay(hkInstant(MON, 9, 0), 18)).toBe(FRI);
    expect(latestDueDealingDay(hkInstant("2026-12-25", 20, 0), 18)).toBe("2026-12-24"); // Christmas
    expect(latestDueDealingDay(hkInstant(FRI, 0, 0), 0)).toBe(FRI);
  });
});

describe("the dealing cycle", () => {
  it("leaves nothing half-settled when the day fails halfway, and nothing moves", async () => {
    const before = await snapshot();
    // The switch-in history rows are written after the holdings, lines, statuses and directions.
    await database.db.execute(sql`
      create function fail_switch_in() returns trigger language plpgsql as $$
      begin
        if new.activity_type_nmbr = 61 then raise exception 'killed halfway'; end if;
        return new;
      end $$`);
    await database.db.execute(
      sql`create trigger fail_switch_in before insert on transactions for each row execute function fail_switch_in()`,
    );
    try {
      const killed = await runDealingCycle(deps(), FRI).then(
        () => new Error("the run was not killed"),
        (err: Error) => err,
      );
      expect(String((killed.cause as Error | undefined)?.message ?? killed.message)).toMatch(
        /killed halfway/,
      );
    } finally {
      await database.db.execute(sql`drop trigger fail_switch_in on transactions`);
      await database.db.execute(sql`drop function fail_switch_in()`);
    }
    expect(await snapshot()).toBe(before);
    expect(await webCycleDate()).toBe(THU);
    expect(await priceOn(317, FRI)).toBeNull();
    expect((await statusOf(id("p1Switch"))).status).toBe("PENDING");
    expect((await statusOf(id("allocation"))).status).toBe("PENDING");
  });

  it("settles P1's switch at Friday's prices on the rerun: units out = 20%, value out = value in + rounding", async () => {
    const held = await rows<{ inv: number; money: string; units: string; vested: string }>(
      sql`select inv_type_nmbr as inv, money_type_code as money, unit_cnt::text as units, vested_unit_cnt::text as vested
          from holdings where clnt_rltnshp_nmbr = ${rel(P1)} and inv_type_nmbr in (317, 312) order by 1, 2`,
    );
    const heldOf = (inv: number, money: string) =>
      new Decimal(held.find((h) => h.inv === inv && h.money === money)?.units ?? 0);
    const thursday317 = await priceOn(317, THU);

    const result = await runDealingCycle(deps(), FRI);
    expect(result).toMatchObject({
      settledDays: [FRI],
      instructions: 5,
      completed: 3,
      failed: 2,
      webCycleDate: FRI,
    });
    expect(await webCycleDate()).toBe(FRI);

    // Friday's price came from Thursday's by the seeded walk, to the scheme's 4 decimals.
    const fund317 = DEMO_FUNDS.find((f) => f.invTypeNmbr === 317);
    if (!fund317 || !thursday317) throw new Error("no fund 317");
    const p317 = new Decimal(thursday317).times(dailyFactor(fund317, FRI)).toFixed(4, Decimal.ROUND_HALF_UP);
    expect(new Decimal((await priceOn(317, FRI)) ?? 0).toFixed(4)).toBe(p317);
    const p312 = new Decimal((await priceOn(312, FRI)) ?? 0);

    const history = await rows<{
      type: number;
      inv: number;
      money: string;
      gross: string;
      units: string;
      price: string;
      date: string;
    }>(
      sql`select activity_type_nmbr as type, inv_type_nmbr as inv, money_type_code as money, gross_amt::text as gross,
                 unit_cnt::text as units, unit_price::text as price, effective_date::text as date
          from transactions where activity_table_nmbr = ${id("p1Switch")} order by trns_hst_seq_nmbr`,
    );
    const out = history.filter((h) => h.type === 60);
    const into = history.filter((h) => h.type === 61);
    const moneyTypes = held.filter((h) => h.inv === 317 && new Decimal(h.units).gt(0)).map((h) => h.money);
    expect(moneyTypes.length).toBeGreaterThanOrEqual(3); // EE_MAN, ER_MAN, ER_VOL: the switch is for ALL
    expect(out.map((h) => h.money)).toEqual(moneyTypes);
    expect(into.map((h) => [h.inv, h.money])).toEqual(moneyTypes.map((m) => [312, m]));
    expect(history.every((h) => h.date === FRI)).toBe(true);
    let proceeds = new Decimal(0);
    let valueOut = new Decimal(0);
    for (const h of out) {
      const units = heldOf(317, h.money).times("0.2").toDecimalPlaces(4, Decimal.ROUND_DOWN);
      expect(new Decimal(h.units).eq(units.negated())).toBe(true);
      expect(new Decimal(h.price).eq(p317)).toBe(true);
      expect(
        new Decimal(h.gross).eq(units.times(p317).toDecimalPlaces(2, Decimal.ROUND_DOWN).negated()),
      ).toBe(true);
      proceeds = proceeds.minus(h.gross);
      valueOut = valueOut.plus(units.times(p317));
    }
    let valueIn = new Decimal(0);
    for (const h of into) {
      expect(new Decimal(h.price).eq(p312)).toBe(true);
      valueIn = valueIn.plus(new Decimal(h.units).times(p312));
    }
    const status = await statusOf(id("p1Switch"));
    expect(status).toMatchObject({ status: "COMPLETED", acty_status_nm: "COMPLETED", failure_reason: null });
    // Sum of value out = sum of value in + the recorded rounding, exactly: nothing created or lost.
    expect(valueIn.plus(status.rounding_amt ?? "x").toString()).toBe(valueOut.toString());
    expect(new Decimal(status.rounding_amt ?? 0).gte(0)).toBe(true);
    expect(
      new Decimal(status.rounding_amt ?? 0).lt(
        new Decimal("0.0001").times(p312).plus("0.01").times(into.length),
      ),
    ).toBe(true);

    // The units moved from 317 to 312, money type by money type.
    const after = await rows<{ inv: number; money: string; units: string }>(
      sql`select inv_type_nmbr as inv, money_type_code as money, unit_cnt::text as units
          from holdings where clnt_rltnshp_nmbr = ${rel(P1)} and inv_type_nmbr in (317, 312) order by 1, 2`,
    );
    for (const money of moneyTypes) {
      const outRow = out.find((h) => h.money === money);
      const inRow = into.find((h) => h.money === money);
      const now317 = after.find((h) => h.inv === 317 && h.money === money);
      const now312 = after.find((h) => h.inv === 312 && h.money === money);
      expect(new Decimal(now317?.units ?? 0).eq(heldOf(317, money).plus(outRow?.units ?? 0))).toBe(true);
      expect(new Decimal(now312?.units ?? 0).eq(heldOf(312, money).plus(inRow?.units ?? 0))).toBe(true);
    }

    // The lines carry the day's price and their totals.
    const lines = await rows<{ tfer: number; inv: number; price: string; units: string; amount: string }>(
      sql`select tfer_type_cd as tfer, inv_type_nmbr as inv, unit_price::text as price, unit_cnt::text as units, amount::text as amount
          from instruction_lines where activity_table_nmbr = ${id("p1Switch")} order by id`,
    );
    expect(lines.map((l) => [l.tfer, l.inv])).toEqual([
      [1, 317],
      [2, 312],
    ]);
    expect(new Decimal(lines[0]?.amount ?? 0).eq(proceeds)).toBe(true);
    expect(new Decimal(lines[0]?.units ?? 0).eq(out.reduce((s, h) => s.minus(h.units), new Decimal(0)))).toBe(
      true,
    );
    expect(new Decimal(lines[1]?.amount ?? 0).eq(proceeds)).toBe(true);
    expect(new Decimal(lines[1]?.price ?? 0).eq(p312)).toBe(true);

    const run = await one<{
      outcome: string;
      details: { completed: number; failed: number; rounding: string };
    }>(
      sql`select outcome, details from job_runs where job_name = 'dealing-cycle' and business_date = ${FRI}`,
    );
    expect(run).toMatchObject({ outcome: "SUCCESS", details: { completed: 3, failed: 2 } });
    await expectConsistentHistory();
  });

  it("settles the co-brand switch at 2-decimal prices, conserving value", async () => {
    const history = await rows<{ type: number; inv: number; gross: string; units: string; price: string }>(
      sql`select activity_type_nmbr as type, inv_type_nmbr as inv, gross_amt::text as gross, unit_cnt::text as units, unit_price::text as price
          from transactions where activity_table_nmbr = ${id("cobrand")} order by trns_hst_seq_nmbr`,
    );
    expect(history.length).toBeGreaterThanOrEqual(4);
    for (const h of history)
      expect(new Decimal(h.price).eq(new Decimal(h.price).toDecimalPlaces(2))).toBe(true);
    const proceeds = history.filter((h) => h.type === 60).reduce((s, h) => s.minus(h.gross), new Decimal(0));
    const valueOut = history
      .filter((h) => h.type === 60)
      .reduce((s, h) => s.minus(new Decimal(h.units).times(h.price)), new Decimal(0));
    const invested = history.filter((h) => h.type === 61).reduce((s, h) => s.plus(h.gross), new Decimal(0));
    const valueIn = history
      .filter((h) => h.type === 61)
      .reduce((s, h) => s.plus(new Decimal(h.units).times(h.price)), new Decimal(0));
    expect(invested.eq(proceeds)).toBe(true);
    const { rounding_amt } = await statusOf(id("cobrand"));
    expect(valueIn.plus(rounding_amt ?? "x").toString()).toBe(valueOut.toString());
  });

  it("records the day's rounding as the sum of its instructions' roundings", async () => {
    const day = await one<{ recorded: string; job: string; out_less_in: string }>(
      sql`select (select sum(rounding_amt)::text from instructions i
                  where i.status = 'COMPLETED' and i.kind = 'FUND_SWITCH'
                    and exists (select 1 from transactions t where t.activity_table_nmbr = i.activity_table_nmbr
                                and t.effective_date = ${FRI})) as recorded,
                 (select details->>'rounding' from job_runs where job_name = 'dealing-cycle' and business_date = ${FRI}) as job,
                 (select (-sum(unit_cnt * unit_price) filter (where activity_type_nmbr = 60)
                          - sum(unit_cnt * unit_price) filter (where activity_type_nmbr = 61))::text
                  from transactions where effective_date = ${FRI} and activity_type_nmbr in (60, 61)) as out_less_in`,
    );
    expect(new Decimal(day.recorded).eq(day.job)).toBe(true);
    expect(new Decimal(day.out_less_in).eq(day.recorded)).toBe(true);
  });

  it("applies the future allocation as a new investment direction", async () => {
    expect((await statusOf(id("allocation"))).status).toBe("COMPLETED");
    const direction = await one<{ id: number; rel: number; type: string; date: string; changed: Date }>(
      sql`select id, clnt_rltnshp_nmbr as rel, contribution_type as type, inv_drct_efctv_dt::text as date, last_change_at as changed
          from investment_directions where activity_table_nmbr = ${id("allocation")}`,
    );
    expect(direction).toMatchObject({ rel: rel(P5), type: "ALL", date: FRI });
    expect(new Date(direction.changed).toISOString()).toBe(hkInstant(FRI, 9, 30).toISOString());
    expect(
      await rows(
        sql`select inv_type_nmbr, percent from investment_direction_lines where direction_id = ${direction.id} order by 1`,
      ),
    ).toEqual([
      { inv_type_nmbr: 302, percent: 60 },
      { inv_type_nmbr: 313, percent: 40 },
    ]);
  });

  it("fails a terminated account's switch and one with nothing to redeem; the cancelled one stays cancelled", async () => {
    expect(await statusOf(id("terminated"))).toMatchObject({
      status: "FAILED",
      failure_reason: "the account ended on 2019-07-31",
    });
    expect(await statusOf(id("nothing"))).toMatchObject({
      status: "FAILED",
      failure_reason: "nothing to redeem",
    });
    expect(await statusOf(id("cancelled"))).toMatchObject({ status: "CANCELLED", rounding_amt: null });
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from transactions where activity_table_nmbr in (${id("cancelled")}, ${id("terminated")}, ${id("nothing")})`,
    );
    expect(n?.n).toBe(0);
    // Not yet due: Monday's switch and P10's withdrawal (the back office's) wait.
    expect((await statusOf(id("monday"))).status).toBe("PENDING");
    expect(
      (
        await one<{ status: string }>(
          sql`select status from instructions where client_nmbr = ${P10} and kind = 'WITHDRAWAL' and status = 'PENDING'`,
        )
      ).status,
    ).toBe("PENDING");
  });

  it("does nothing when run again for a settled day", async () => {
    const before = await snapshot();
    expect(await runDealingCycle(deps(), FRI)).toMatchObject({
      settledDays: [],
      instructions: 0,
      webCycleDate: FRI,
    });
    expect(await runDealingCycle(deps(), THU)).toMatchObject({
      settledDays: [],
      instructions: 0,
      webCycleDate: FRI,
    });
    expect(await snapshot()).toBe(before);
  });

  it("stops quietly, settling nothing, when another instance holds the lock", async () => {
    const before = await snapshot();
    const result = await runDealingCycle({ ...deps(), tryLock: async () => false }, MON);
    expect(result).toMatchObject({
      settledDays: [],
      instructions: 0,
      webCycleDate: FRI,
      stopped: { reason: "locked" },
    });
    expect(await snapshot()).toBe(before);
  });

  it("settles Monday through POST /api/dev/cycle (demo mode), skipping the weekend, withdrawals left alone", async () => {
    const config = loadConfig(
      { PGLITE_DATA_DIR: "memory", WEB_DIST: "/nonexistent-web-dist" },
      process.cwd(),
    );
    const app = await buildApp({
      config,
      database,
      clock: pinnedClock(hkInstant(MON, 19, 0)),
      onUndeclaredError: recordUndeclared,
    });
    try {
      // It moves money: even in demo mode, a signed-in member's call only.
      const anonymous = await app.inject({ method: "POST", url: "/api/dev/cycle", payload: { until: MON } });
      expect(anonymous.statusCode).toBe(401);
      const cookies = { portal_session: await memberSession(database.db, P10, hkInstant(MON, 19, 0)) };
      const future = await app.inject({
        method: "POST",
        url: "/api/dev/cycle",
        payload: { until: "2026-11-24" },
        cookies,
      });
      expect(future.statusCode).toBe(400);
      const bad = await app.inject({
        method: "POST",
        url: "/api/dev/cycle",
        payload: { until: "2026-02-30" },
        cookies,
      });
      expect(bad.statusCode).toBe(400);
      const res = await app.inject({
        method: "POST",
        url: "/api/dev/cycle",
        payload: { until: MON },
        cookies,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ settledDays: [MON], instructions: 1, webCycleDate: MON });
    } finally {
      await app.close();
    }
    expect(await priceOn(317, "2026-11-21")).toBeNull();
    expect(await priceOn(317, "2026-11-22")).toBeNull();
    expect(await priceOn(317, MON)).not.toBeNull();
    expect((await statusOf(id("monday"))).status).toBe("COMPLETED");
    // Only the mandatory money of 304 moved.
    const moved = await rows<{ money: string }>(
      sql`select distinct money_type_code as money from transactions where activity_table_nmbr = ${id("monday")} order by 1`,
    );
    expect(moved.map((m) => m.money)).toEqual(["EE_MAN", "ER_MAN"]);
    expect(
      (
        await one<{ status: string }>(
          sql`select status from instructions where client_nmbr = ${P10} and kind = 'WITHDRAWAL'`,
        )
      ).status,
    ).toBe("PENDING");
    await expectConsistentHistory();

    // The cycle date moved: a job keeps every account's figures as of it, so many accounts a run.
    const figuresJobs = () =>
      rows<{ status: string; after: number }>(
        sql`select status, (payload->>'after')::int as after from jobs where kind = ${ACCOUNT_FIGURES_JOB} order by id`,
      );
    const left = (await figuresJobs()).at(-1);
    expect(left).toEqual({ status: "queued", after: 0 });
    // The earlier days' jobs (this file settles several) would do the same work: only this one runs.
    await rows(sql`delete from jobs where kind = ${ACCOUNT_FIGURES_JOB}
                   and id <> (select max(id) from jobs where kind = ${ACCOUNT_FIGURES_JOB})`);
    const accounts = await rows<{ rel: number }>(
      sql`select clnt_rltnshp_nmbr as rel from policies order by 1`,
    );
    const queue = backgroundJobs({
      db: database.db,
      clock,
      demoPrices: true,
      cycleHour: 18,
      accountsPerRun: 5,
    });
    await queue.drain();
    const runs = await figuresJobs();
    expect(runs).toHaveLength(Math.floor(accounts.length / 5) + 1);
    expect(runs).toEqual(
      runs.map((_, i) => ({ status: "done", after: i === 0 ? 0 : accounts[i * 5 - 1]?.rel })),
    );
    const kept = await rows<{ rel: number; as_of: string }>(
      sql`select clnt_rltnshp_nmbr as rel, as_of::text as as_of from account_figures where figures is not null order by 1`,
    );
    expect(kept).toEqual(accounts.map((a) => ({ rel: a.rel, as_of: MON })));
  });

  it("cannot settle a day twice even if the cycle date is set back: the job_runs index refuses it", async () => {
    await database.db.update(cycleDates).set({ cycleDate: FRI });
    const before = await snapshot();
    await expect(runDealingCycle(deps(), MON)).rejects.toThrow();
    expect(await snapshot()).toBe(before);
    await database.db.update(cycleDates).set({ cycleDate: MON });
  });

  it("skips weekends and HK public holidays: one price and one cycle date per dealing day", async () => {
    const until = "2026-12-29";
    const result = await runDealingCycle(deps(), until);
    const expected = dealingDaysBetween("2026-11-24", until);
    expect(result.settledDays).toEqual(expected);
    expect(expected).not.toContain("2026-12-25");
    expect(expected).not.toContain("2026-12-26");
    expect(await webCycleDate()).toBe(until);
    const days = await rows<{ d: string }>(
      sql`select price_date::text as d from unit_prices where inv_type_nmbr = 298 and price_date > ${MON} order by 1`,
    );
    expect(days.map((d) => d.d)).toEqual(expected);
    const levels = await rows<{ name: string; n: number }>(
      sql`select index_name as name, count(*)::int as n from index_levels where level_date > ${MON} group by 1 order by 1`,
    );
    expect(levels).toEqual([
      { name: "FTSE MPF China A Index", n: expected.length },
      { name: "Hang Seng Index", n: expected.length },
    ]);
    const [cobrand] = await rows<{ n: number }>(
      sql`select count(*)::int as n from unit_prices up join funds f using (inv_type_nmbr)
          where f.scheme_code = 'COBRAND' and up.price_date > ${THU} and up.unit_price <> round(up.unit_price, 2)`,
    );
    expect(cobrand?.n).toBe(0);
    const [runs] = await rows<{ n: number }>(
      sql`select count(*)::int as n from job_runs where job_name = 'dealing-cycle'`,
    );
    expect(runs?.n).toBe(expected.length + 2);
  });

  it("outside demo mode stops, logged, at a day whose needed prices are missing", async () => {
    const day = "2026-12-30";
    const switchId = await addInstruction(database.db, {
      rel: rel(P1),
      clientNmbr: P1,
      kind: "FUND_SWITCH",
      effectiveDate: day,
      inputAt: hkInstant(day, 9, 0),
      lines: [
        [1, 313, "0.100000"],
        [2, 302, "1.000000"],
      ],
    });
    const errors: string[] = [];
    const before = await snapshot();
    const result = await runDealingCycle(
      { ...deps(), demoPrices: false, log: { info: () => undefined, error: (m) => errors.push(m) } },
      day,
    );
    expect(result).toMatchObject({ settledDays: [], stopped: { date: day, reason: "missingPrices" } });
    expect(errors.join("\n")).toMatch(
      /2026-12-30 left unsettled: no unit price on 2026-12-30 for funds 302, 313/,
    );
    expect(await snapshot()).toBe(before);
    // With the prices loaded (here by the demo walk) the day settles.
    expect((await runDealingCycle(deps(), day)).settledDays).toEqual([day]);
    expect((await statusOf(switchId)).status).toBe("COMPLETED");
  });
});

/** The background queue's dealing-cycle job, declared and run once as an instance would. */
async function runCycleJob(db: Db, clock: Clock, log: { info(m: string): void; error(m: string): void }) {
  const queue = backgroundJobs({ db, clock, demoPrices: true, cycleHour: 18, log });
  await queue.every("dealing-cycle", "dealing-cycle", 60_000);
  await db.execute(sql`update jobs set run_at = now() - interval '1 second' where key = 'dealing-cycle'`);
  expect(await queue.runOnce()).toBe(true);
}

describe("the dealing cycle as a recurring job of the background queue", () => {
  it("settles up to the due day in the background, and logs a failure instead of throwing", async () => {
    const small = await openDatabase({ engine: "pglite", dataDir: null });
    try {
      await small.migrate();
      const errors: string[] = [];
      const infos: string[] = [];
      const log = { info: (m: string) => infos.push(m), error: (m: string) => errors.push(m) };
      const figuresJobs = () =>
        queryRows<{ status: string }>(
          small.db,
          sql`select status from jobs where kind = ${ACCOUNT_FIGURES_JOB}`,
        );
      const friday6pm = pinnedClock(hkInstant(FRI, 18, 30));
      // No WEB cycle date yet: logged, not thrown.
      await runCycleJob(small.db, friday6pm, log);
      expect(errors.join("\n")).toMatch(/no WEB cycle date/);
      await small.db.insert(cycleDates).values({ dateTypeCd: "WEB", cycleDate: "2026-11-18" });
      await runCycleJob(small.db, friday6pm, log);
      expect(await webCycleDate(small.db)).toBe(FRI);
      // The cycle date moved: the accounts' figures are kept again as of it, by a job of their own.
      expect(await figuresJobs()).toEqual([{ status: "queued" }]);
      expect(
        await backgroundJobs({
          db: small.db,
          clock: friday6pm,
          demoPrices: true,
          cycleHour: 18,
          log,
        }).runOnce(),
      ).toBe(true);
      expect(await figuresJobs()).toEqual([{ status: "done" }]);
      expect(infos.at(-1)).toMatch(/^account figures: 0 accounts/);
      // Before the cycle hour, today is not due yet.
      await small.db.update(cycleDates).set({ cycleDate: "2026-11-24" });
      const wednesday = pinnedClock(hkInstant("2026-11-25", 17, 0));
      await runCycleJob(small.db, wednesday, log);
      expect(await webCycleDate(small.db)).toBe("2026-11-24");
      expect(await figuresJobs()).toHaveLength(1);
    } finally {
      await small.close();
    }
  });
});

describe("npm run cycle (cycle-cli.ts)", () => {
  const serverDir = join(dirname(fileURLToPath(import.meta.url)), "../..");
  const cli = (args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "src/jobs/cycle-cli.ts", ...args], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? "",
        PGLITE_DATA_DIR: "memory",
        PORTAL_CLOCK: "2026-11-20T19:00:00+08:00",
      },
      encoding: "utf8",
      timeout: 60_000,
    });

  it.each([
    [[], /--until is required/],
    [["--until"], /--until/],
    [["--until", "2026-02-30"], /not a date YYYY-MM-DD/],
    [["--until", "2026-11-20", "--members", "3"], /Unknown option '--members'/],
    [["--until", "2026-11-23"], /after today \(2026-11-20, Hong Kong\)/],
  ])("refuses %o with one line and exit code 2", (args, message) => {
    const result = cli(args);
    expect(result.status).toBe(2);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});

// PGlite has a single connection, so the advisory lock is contended on PostgreSQL (CI sets TEST_DATABASE_URL).
const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)("the dealing cycle on PostgreSQL", () => {
  const name = `portal_cycle_test_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  let onPg: Database | undefined;
  let other: pg.Client | undefined;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl as string);
    url.pathname = `/${name}`;
    onPg = await openDatabase({ engine: "postgres", url: url.toString() });
    await onPg.migrate();
    await seedDemo(onPg.db, { clock });
    other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await onPg?.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it("stops without settling while another connection holds the lock, and settles once it is free", async () => {
    const db = onPg?.db as Db;
    const pgDeps: DealingCycleDeps = { db, clock, demoPrices: true };
    await other?.query("begin");
    await other?.query("select pg_advisory_xact_lock($1)", [DEALING_CYCLE_LOCK]);
    try {
      const blocked = await runDealingCycle(pgDeps, FRI);
      expect(blocked).toMatchObject({ settledDays: [], webCycleDate: THU, stopped: { reason: "locked" } });
      const [p] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from unit_prices where price_date = ${FRI}`,
      );
      expect(p?.n).toBe(0);
    } finally {
      await other?.query("commit");
    }
    expect(await runDealingCycle(pgDeps, FRI)).toMatchObject({ settledDays: [FRI], instructions: 1 });
  });

  it("settles each instruction exactly once when two instances run at the same time", async () => {
    const db = onPg?.db as Db;
    const switchId = await addInstruction(db, {
      rel: rel(P6),
      clientNmbr: P6,
      kind: "FUND_SWITCH",
      effectiveDate: MON,
      inputAt: hkInstant(FRI, 17, 0),
      lines: [
        [1, 317, "0.500000"],
        [2, 304, "1.000000"],
      ],
    });
    const pgDeps: DealingCycleDeps = { db, clock, demoPrices: true };
    const results = await Promise.all([runDealingCycle(pgDeps, MON), runDealingCycle(pgDeps, MON)]);
    expect(results.flatMap((r) => r.settledDays)).toEqual([MON]);
    expect(results.reduce((n, r) => n + r.instructions, 0)).toBe(1);
    const [rows60] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from transactions where activity_table_nmbr = ${switchId} and activity_type_nmbr = 60`,
    );
    expect(rows60?.n).toBe(2); // EE_MAN and ER_MAN, once each
    expect(await webCycleDate(db)).toBe(MON);
  });
});
