import Decimal from "decimal.js";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { seedPersonaExtras } from "../../demo/persona-extras.ts";
import { memberRequest, memberSession } from "../../testing/member-session.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../../testing/test-app.ts";

// The tests run on 20 Nov 2026 (HKT); the cycle date is the dealing day before.
const CYCLE = "2026-11-19";
let t: TestApp;
let http: ReturnType<typeof memberRequest>;
const tokens: Record<string, string> = {};
const rels: Record<number, number[]> = {};

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await seedPersonaExtras(t.database.db);
  http = memberRequest(t);
  for (const [key, clientNmbr] of Object.entries({ P1: 1000001, P2: 1000002, P3: 1000003, P4: 1000004 }))
    tokens[key] = await memberSession(t.database.db, clientNmbr, TEST_NOW);
  for (const r of await rows<{ client_nmbr: number; rel: number }>(
    sql`select client_nmbr, clnt_rltnshp_nmbr as rel from policies order by clnt_rltnshp_nmbr`,
  ))
    rels[r.client_nmbr] = [...(rels[r.client_nmbr] ?? []), r.rel];
});
afterAll(() => t.close());

const rel = (clientNmbr: number, i = 0): number => {
  const n = rels[clientNmbr]?.[i];
  if (n === undefined) throw new Error(`no account ${i} for ${clientNmbr}`);
  return n;
};
const token = (key: string): string => {
  const v = tokens[key];
  if (!v) throw new Error(`no session for ${key}`);
  return v;
};

/** Response bodies, read loosely: the contract schemas already checked them on the way out. */
// biome-ignore lint/suspicious/noExplicitAny: test JSON bodies
type Json = Record<string, any>;

async function logCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from access_log`);
  return row?.n ?? 0;
}

async function expectForeign(send: () => Promise<{ statusCode: number; json(): unknown }>, path: string) {
  const [before] = await rows<{ n: number }>(
    sql`select count(*)::int as n from access_log where event = 'FOREIGN_ID'`,
  );
  const res = await send();
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: "not-found" });
  const [after] = await rows<{ n: number }>(
    sql`select count(*)::int as n from access_log where event = 'FOREIGN_ID'`,
  );
  expect(after?.n).toBe((before?.n ?? 0) + 1);
  const [last] = await rows<{ page_link: string; client_nmbr: number }>(
    sql`select page_link, client_nmbr from access_log where event = 'FOREIGN_ID' order by id desc limit 1`,
  );
  expect(last?.page_link).toContain(path);
}

const history = (r: number, from: string, to: string) =>
  `/api/transactions/transactionhistory?clntRltnShpNmbr=${r}&fromDate=${from}&toDate=${to}`;
const contributions = (r: number, contract: number, from: string, to: string) =>
  `/api/transactions/transactioncontributionhistoryservice?clntRltnShpNmbr=${r}&contractNmbr=${contract}&fromDate=${from}&toDate=${to}`;

describe("history calls need a member session", () => {
  it("answers 401 without one", async () => {
    expect((await http.get(history(50000001, "2026-01-01", "2026-11-30"))).statusCode).toBe(401);
    expect((await http.get(contributions(50000001, 100231, "2026-01-01", "2026-11-30"))).statusCode).toBe(
      401,
    );
  });
});

describe("GET /api/transactions/transactionhistory", () => {
  it("P1's employee account: per fund opening balance, rows by date, total units and closing balance", async () => {
    const r = rel(1000001);
    const res = await http.get(history(r, "2026-01-01", "2026-11-30"), token("P1"));
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    expect(body).toMatchObject({
      clntRltnshpNmbr: r,
      fromDate: "2026-01-01",
      toDate: "2026-11-30",
      currency: "HKD",
    });
    const funds = body.funds as Json[];
    expect(funds.length).toBeGreaterThanOrEqual(6);
    const held = await rows<{ inv: number; units: string }>(
      sql`select inv_type_nmbr as inv, sum(unit_cnt)::text as units from holdings where clnt_rltnshp_nmbr = ${r} group by 1`,
    );
    for (const f of funds) {
      // Opening: the last dealing day of 2025 and its price.
      expect(f.openingBalance.date).toBe("2025-12-31");
      const [price] = await rows<{ p: string }>(
        sql`select unit_price::text as p from unit_prices where inv_type_nmbr = ${f.invTypeNmbr} and price_date = '2025-12-31'`,
      );
      expect(f.openingBalance.unitPrice).toBe(new Decimal(price?.p ?? 0).toFixed(4));
      expect(f.openingBalance.amount).toBe(
        new Decimal(f.openingBalance.units).times(f.openingBalance.unitPrice).toDecimalPlaces(2).toFixed(2),
      );
      // Rows in date order, then sequence; units add up to the total and to the closing balance.
      const list = f.rows as Json[];
      const keys = list.map((x) => `${x.trnsHstEfctvDt}|${String(x.trnsHstSeqNmbr).padStart(12, "0")}`);
      expect(keys).toEqual([...keys].sort());
      for (const x of list) {
        expect(x.trnsHstEfctvDt >= "2026-01-01" && x.trnsHstEfctvDt <= CYCLE).toBe(true);
        expect(new Decimal(x.units).times(x.unitPrice).minus(x.grossAmt).abs().lte("0.02")).toBe(true);
      }
      const total = list.reduce((a, x) => a.plus(x.units), new Decimal(f.openingBalance.units));
      expect(f.totalUnits).toBe(total.toFixed(4));
      expect(f.closingBalance.units).toBe(f.totalUnits);
      expect(f.closingBalance.date).toBe(CYCLE);
      expect(f.closingBalance.amount).toBe(
        new Decimal(f.closingBalance.units).times(f.closingBalance.unitPrice).toDecimalPlaces(2).toFixed(2),
      );
      expect(new Decimal(f.totalUnits).toFixed(4)).toBe(
        new Decimal(held.find((h) => h.inv === f.invTypeNmbr)?.units ?? 0).toFixed(4),
      );
    }
    const caf = funds.find((f) => f.invTypeNmbr === 313) as Json;
    expect(caf.rows.length).toBe(11 * 3); // eleven monthly contributions, three money types each
    expect(caf.rows[0]).toMatchObject({ labelKey: "txn2", moneyTypeNm: "EE_MAN", activityTypeNmbr: 5 });
  });

  it("an earlier to-date closes there; a switch shows as switch-out and switch-in rows", async () => {
    const r = rel(1000001);
    // The completed 2021 switch (302 -> 315/308) is out of the 36-month window; the range ends before the cycle.
    const body = (await http.get(history(r, "2025-01-01", "2025-06-30"), token("P1"))).json() as Json;
    for (const f of body.funds as Json[]) expect(f.closingBalance.date).toBe("2025-06-30");
    const [units] = await rows<{ u: string }>(
      sql`select sum(unit_cnt)::text as u from transactions where clnt_rltnshp_nmbr = ${r} and inv_type_nmbr = 302 and effective_date <= '2025-06-30'`,
    );
    const bal = (body.funds as Json[]).find((f) => f.invTypeNmbr === 302) as Json;
    expect(bal.closingBalance.units).toBe(new Decimal(units?.u ?? 0).toFixed(4));
  });

  it("P3: unit prices with 2 decimals", async () => {
    const body = (
      await http.get(history(rel(1000003), "2026-06-01", "2026-11-30"), token("P3"))
    ).json() as Json;
    expect(body.funds.length).toBeGreaterThan(0);
    for (const f of body.funds as Json[]) {
      expect(f.openingBalance.unitPrice).toMatch(/^\d+\.\d{2}$/);
      expect(f.closingBalance.unitPrice).toMatch(/^\d+\.\d{2}$/);
      for (const x of f.rows as Json[]) expect(x.unitPrice).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it("P2: in USD", async () => {
    const body = (
      await http.get(history(rel(1000002), "2026-06-01", "2026-11-30"), token("P2"))
    ).json() as Json;
    expect(body.currency).toBe("USD");
    expect(body.funds.map((f: Json) => f.invTypeNmbr)).toEqual([402, 405, 408]);
  });

  it("answers 400 history-range-* for a bad range, changing nothing", async () => {
    const r = rel(1000001);
    const before = await logCount();
    for (const [from, to, code] of [
      ["2025-01-01", "2026-11-30", "history-range-too-long"],
      ["2026-06-01", "2026-03-31", "history-range-from-after-to"],
      ["2026-03-20", "2026-03-10", "history-range-from-after-to"],
      ["2023-01-01", "2023-06-30", "history-range-out-of-window"],
      ["2026-10-01", "2026-12-31", "history-range-out-of-window"],
    ] as const) {
      const res = await http.get(history(r, from, to), token("P1"));
      expect(res.statusCode, `${from} ${to}`).toBe(400);
      expect(res.json()).toMatchObject({ code });
      expect((res.json() as Json).message).toBeTruthy();
    }
    expect(await logCount()).toBe(before);
    // 13 months is the most; the oldest month is 35 months before this one.
    expect((await http.get(history(r, "2025-11-01", "2026-11-30"), token("P1"))).statusCode).toBe(200);
    expect((await http.get(history(r, "2023-12-01", "2024-12-31"), token("P1"))).statusCode).toBe(200);
    expect((await http.get(history(r, "2023-12-01", "2024-12-32"), token("P1"))).statusCode).toBe(400);
  });

  it("is not there for ORSO accounts (404)", async () => {
    const res = await http.get(history(rel(1000001, 3), "2026-01-01", "2026-11-30"), token("P1"));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "not-found" });
  });

  it("refuses another member's account", async () => {
    await expectForeign(
      () => http.get(history(rel(1000002), "2026-01-01", "2026-11-30"), token("P1")),
      "/api/transactions/transactionhistory",
    );
  });
});

describe("GET /api/transactions/transactioncontributionhistoryservice", () => {
  it("P1's employee account: every line, the groupings and the direction in force", async () => {
    const r = rel(1000001);
    const res = await http.get(contributions(r, 100231, "2026-01-01", "2026-11-30"), token("P1"));
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    const records = body.transactionHistoryResponseVos as Json[];
    // Periods Dec 2025 to Oct 2026, received on the 10th of the month after.
    expect(records).toHaveLength(11);
    expect(records[0]).toMatchObject({ periodStart: "2026-10-01", periodEnd: "2026-10-31", currency: "HKD" });
    expect(records.map((x) => x.periodStart)).toEqual(
      [...records.map((x) => x.periodStart)].sort().reverse(),
    );
    for (const x of records) {
      expect(x.lines).toEqual([
        { moneyTypeNm: "EE_MAN", amount: "1500.00" },
        { moneyTypeNm: "ER_MAN", amount: "1500.00" },
        { moneyTypeNm: "ER_VOL", amount: "2250.00" },
      ]);
      expect(x).toMatchObject({
        mandatory: "3000.00",
        voluntary: "2250.00",
        employer: "3750.00",
        member: "1500.00",
        employerMandatory: "1500.00",
        employerVoluntary: "2250.00",
        memberMandatory: "1500.00",
        memberVoluntary: "0.00",
        surcharge: "0.00",
        total: "5250.00",
        relevantIncome: "45000.00",
        exchangeRate: "1",
      });
      expect(x.fundAllocation.map((a: Json) => [a.invTypeNmbr, a.percent])).toEqual([
        [302, 30],
        [313, 30],
        [312, 20],
        [306, 10],
        [315, 10],
      ]);
    }
  });

  it("P1's ORSO and TVC accounts and P4's employer-sponsored account", async () => {
    const orso = (
      await http.get(contributions(rel(1000001, 3), 8123, "2026-01-01", "2026-03-31"), token("P1"))
    ).json() as Json;
    expect(orso.transactionHistoryResponseVos[0]).toMatchObject({
      employerVoluntary: "2250.00",
      memberVoluntary: "2250.00",
      total: "4500.00",
    });
    const tvc = (
      await http.get(contributions(rel(1000001, 2), 200002, "2026-01-01", "2026-03-31"), token("P1"))
    ).json() as Json;
    expect(tvc.transactionHistoryResponseVos[0]).toMatchObject({
      memberVoluntary: "5000.00",
      total: "5000.00",
    });
    expect(tvc.transactionHistoryResponseVos[0].fundAllocation).toMatchObject([
      { invTypeNmbr: 313, percent: 100 },
    ]);
    const p4 = (
      await http.get(contributions(rel(1000004), 700101, "2026-01-01", "2026-03-31"), token("P4"))
    ).json() as Json;
    expect(p4.transactionHistoryResponseVos).toHaveLength(3);
  });

  it("checks the range like the transaction history", async () => {
    const res = await http.get(contributions(rel(1000001), 100231, "2024-01-01", "2026-11-30"), token("P1"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "history-range-too-long" });
  });

  it("refuses another member's account, and an own account under another contract number", async () => {
    await expectForeign(
      () => http.get(contributions(rel(1000003), 300001, "2026-01-01", "2026-11-30"), token("P1")),
      "/api/transactions/transactioncontributionhistoryservice",
    );
    await expectForeign(
      () => http.get(contributions(rel(1000001), 300001, "2026-01-01", "2026-11-30"), token("P1")),
      "contractNmbr=300001",
    );
  });
});
