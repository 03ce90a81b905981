import {
  assumptionTypeOf,
  DEFAULT_PROJECTION_PATHS,
  DEFAULT_PROJECTION_SEED,
  type FeesAndChargesResponse,
  fundAssumptions,
  type PricePoint,
  type ProjectionResponse,
  projectSavings,
} from "@portal/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { memberRequest, memberSession } from "../../testing/member-session.ts";
import { createTestApp, ManualClock, TEST_NOW, type TestApp } from "../../testing/test-app.ts";

const CYCLE = "2026-11-19";
const P1 = 1000001;
const P2 = 1000002;
const P3 = 1000003;

let t: TestApp;
let http: ReturnType<typeof memberRequest>;
const tokens: Record<number, string> = {};
/** Each member's accounts in order, with their contracts. */
const accounts: Record<number, { rel: number; contract: number }[]> = {};

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  http = memberRequest(t);
  for (const client of [P1, P2, P3]) tokens[client] = await memberSession(t.database.db, client, TEST_NOW);
  for (const r of await rows<{ client: number; rel: number; contract: number }>(
    sql`select client_nmbr as client, clnt_rltnshp_nmbr as rel, contract_nmbr as contract
        from policies order by clnt_rltnshp_nmbr`,
  )) {
    accounts[r.client] = [...(accounts[r.client] ?? []), { rel: r.rel, contract: r.contract }];
  }
});
afterAll(() => t.close());

function account(client: number, i = 0) {
  const found = accounts[client]?.[i];
  if (!found) throw new Error(`no account ${i} for ${client}`);
  return found;
}
const token = (client: number) => tokens[client] ?? "";

/** P1's accounts: employee (S800), personal, TVC, ORSO. */
const P1_EMPLOYEE = () => account(P1, 0);
const P1_TVC = () => account(P1, 2);

function project(client: number, body: Record<string, unknown>, as = client) {
  return http.post("/api/accounts/projection", body, token(as));
}

async function projected(client: number, body: Record<string, unknown>): Promise<ProjectionResponse> {
  const res = await project(client, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProjectionResponse;
}

async function foreignIdEvents(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from access_log where event = 'FOREIGN_ID'`,
  );
  return row?.n ?? 0;
}

const last = (points: ProjectionResponse["stay"]) => points[points.length - 1];

describe("POST /api/accounts/projection", () => {
  it("projects P1's employee account from the stored data: balance, age, retirement date, contribution, direction", async () => {
    const { rel, contract } = P1_EMPLOYEE();
    const answer = await projected(P1, { clntRltnshpNmbr: rel, contractNmbr: contract });
    const policy = await http.post(
      "/api/accounts/policy",
      {
        clntRltnshpNmbr: rel,
        contractNmbr: contract,
        policyDataFilter: { investments: true, policyHistory: false, policyInfo: false },
      },
      token(P1),
    );
    expect(answer).toMatchObject({
      clntRltnshpNmbr: rel,
      contractNmbr: contract,
      currency: "HKD",
      asOfDate: CYCLE,
      // The account pages' balance.
      balance: policy.json().investments.totalAmt,
      // Born 15 Mar 1978: 48 on 19 Nov 2026; 65 on 15 Mar 2043 (part 1 §9).
      age: 48,
      retirementDate: "2043-03-15",
      retirementAge: 65,
      // The last month's contributions: employee and employer mandatory 1,500 each, employer voluntary 2,250.
      lastContribution: { amount: "5250.00" },
      defaultMonthlyContribution: "5250.00",
      // The direction since 2 Jan 2018, for all contributions.
      current: {
        kind: "allocation",
        contributionType: "ALL",
        lines: [
          { invTypeNmbr: 302, percent: "30" },
          { invTypeNmbr: 313, percent: "30" },
          { invTypeNmbr: 312, percent: "20" },
          { invTypeNmbr: 306, percent: "10" },
          { invTypeNmbr: 315, percent: "10" },
        ],
      },
      assumptions: {
        monthlyContribution: "5250",
        wageGrowth: "2",
        inflation: "2",
        paths: DEFAULT_PROJECTION_PATHS,
        seed: DEFAULT_PROJECTION_SEED,
      },
      whatIf: null,
    });
    expect(answer.lastContribution?.periodStart).toMatch(/^2026-(09|10)-01$/);
    // Today, 16 yearly anniversaries (to 19 Nov 2042), and the normal retirement date, 15 Mar
    // 2043 (195 whole months to 19 Feb 2043, then 24 of the 28 days to 19 Mar as a part month).
    expect(answer.stay).toHaveLength(18);
    expect(answer.stay[0]).toMatchObject({ month: 0, date: CYCLE, age: 48, paidIn: answer.balance });
    expect(last(answer.stay)).toMatchObject({ month: 196, date: "2043-03-15", age: 65 });
    for (const point of answer.stay.slice(1)) {
      expect(Number(point.nominal.p10)).toBeLessThan(Number(point.nominal.p50));
      expect(Number(point.nominal.p50)).toBeLessThan(Number(point.nominal.p90));
      expect(Number(point.real.p50)).toBeLessThan(Number(point.nominal.p50));
    }
    // Every active fund of the product is offered for a what-if; the S800 funds have long histories.
    const funds = new Map(answer.funds.map((fund) => [fund.invTypeNmbr, fund]));
    expect(funds.get(313)).toMatchObject({ category: "DIS", annualFee: "0.75", offered: true });
    expect(funds.get(302)?.source).toBe("history");
  });

  it("gives exactly projectSavings of the stored prices, fees and contributions, the same every time", async () => {
    const { rel, contract } = P1_EMPLOYEE();
    const answer = await projected(P1, { clntRltnshpNmbr: rel, contractNmbr: contract });
    if (answer.current.kind !== "allocation") throw new Error("P1's employee account has a direction");
    const invs = answer.current.lines.map((line) => line.invTypeNmbr);
    // Every daily price of the direction's funds, and their stored fees and categories.
    const prices = await rows<{ inv: number; date: string; price: string }>(
      sql`select inv_type_nmbr as inv, price_date::text as date, unit_price::text as price from unit_prices
          where inv_type_nmbr in (${sql.join(
            invs.map((inv) => sql`${inv}`),
            sql`, `,
          )}) and price_date <= ${CYCLE} order by inv_type_nmbr, price_date`,
    );
    const funds = await rows<{ inv: number; category: string; fee: string }>(
      sql`select inv_type_nmbr as inv, category, management_fee_pct::text as fee from funds`,
    );
    const series = (inv: number): PricePoint[] =>
      prices.filter((p) => p.inv === inv).map((p) => ({ date: p.date, price: p.price }));
    // The fee P1 pays on each fund: the fees page's rate at the account's balance (P1's balance is
    // in the top tier: below the standard rate on the funds with tiers).
    const fees = await http.get(`/api/accounts/feesandcharges?clntRltnshpNmbr=${rel}`, token(P1));
    expect(fees.statusCode).toBe(200);
    const feeLine = (inv: number) => {
      const line = (fees.json() as FeesAndChargesResponse).feeChargesSmry.find((f) => f.invTypeNmbr === inv);
      if (!line) throw new Error(`no fee line for ${inv}`);
      return line;
    };
    expect(
      invs.some((inv) => Number(feeLine(inv).applicableRatePct) < Number(feeLine(inv).stndInvAstRt)),
    ).toBe(true);
    const paid = (inv: number) => String(Number(feeLine(inv).applicableRatePct));
    const figures = (inv: number) => {
      const fund = funds.find((f) => f.inv === inv);
      if (!fund) throw new Error(`no fund ${inv}`);
      // The prices are net of the standard rate (added back as the return before fees); the
      // member's own rate is deducted.
      const { annualReturn, annualVolatility } = fundAssumptions(
        series(inv),
        CYCLE,
        assumptionTypeOf(fund.category),
        String(Number(fund.fee)),
      );
      return { annualReturn, annualVolatility, annualFee: paid(inv) };
    };
    const expected = projectSavings({
      today: CYCLE,
      birthDate: "1978-03-15",
      retirementDate: "2043-03-15",
      balance: answer.balance,
      monthlyContribution: "5250.00",
      wageGrowth: "2",
      inflation: "2",
      strategy: {
        kind: "allocation",
        lines: answer.current.lines.map((line) => ({ ...figures(line.invTypeNmbr), percent: line.percent })),
      },
    });
    expect(answer.stay).toEqual(expected.points);
    for (const inv of invs)
      expect(answer.funds.find((f) => f.invTypeNmbr === inv)).toMatchObject(figures(inv));
    // The same inputs, the same figures (a fixed seed).
    const again = await projected(P1, { clntRltnshpNmbr: rel, contractNmbr: contract });
    expect(again.stay).toEqual(answer.stay);
  });

  it("moves the median with the monthly contribution, and takes the wage growth and inflation given", async () => {
    const { rel, contract } = P1_EMPLOYEE();
    const base = await projected(P1, { clntRltnshpNmbr: rel, contractNmbr: contract });
    const more = await projected(P1, {
      clntRltnshpNmbr: rel,
      contractNmbr: contract,
      monthlyContribution: "8000",
    });
    expect(more.assumptions.monthlyContribution).toBe("8000");
    expect(Number(last(more.stay)?.nominal.p50)).toBeGreaterThan(Number(last(base.stay)?.nominal.p50));
    // Today's balance is today's, whatever the contribution.
    expect(more.stay[0]).toEqual(base.stay[0]);
    const none = await projected(P1, {
      clntRltnshpNmbr: rel,
      contractNmbr: contract,
      monthlyContribution: "0",
      wageGrowth: "0",
      inflation: "0",
    });
    expect(last(none.stay)?.paidIn).toBe(base.balance);
    // No inflation: today's money is money of the day.
    expect(last(none.stay)?.real).toEqual(last(none.stay)?.nominal);
  });

  it("compares a what-if allocation on the same draws, checked by the switching wizard's rules", async () => {
    const { rel, contract } = P1_EMPLOYEE();
    const whatIf = [
      { invTypeNmbr: 298, percent: "60" },
      { invTypeNmbr: 312, percent: "40" },
    ];
    const answer = await projected(P1, { clntRltnshpNmbr: rel, contractNmbr: contract, whatIf });
    expect(answer.whatIf?.lines).toEqual(whatIf);
    expect(answer.whatIf?.points).toHaveLength(answer.stay.length);
    expect(answer.whatIf?.points[0]).toEqual(answer.stay[0]);
    expect(last(answer.whatIf?.points ?? [])?.nominal.p50).not.toBe(last(answer.stay)?.nominal.p50);
    // "Stay" is the same with or without a what-if.
    const alone = await projected(P1, { clntRltnshpNmbr: rel, contractNmbr: contract });
    expect(answer.stay).toEqual(alone.stay);

    const refused = async (lines: unknown, code: string) => {
      const res = await project(P1, { clntRltnshpNmbr: rel, contractNmbr: contract, whatIf: lines });
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 400, code });
    };
    await refused([{ invTypeNmbr: 298, percent: "90" }], "total-not-100");
    await refused(
      [
        { invTypeNmbr: 298, percent: "97.5" },
        { invTypeNmbr: 312, percent: "2.5" },
      ],
      "percent-not-whole",
    );
    await refused(
      [
        { invTypeNmbr: 298, percent: "97" },
        { invTypeNmbr: 312, percent: "3" },
      ],
      "percent-below-minimum",
    );
    await refused([], "no-fund-selected");
    await refused(
      [
        { invTypeNmbr: 298, percent: "50" },
        { invTypeNmbr: 298, percent: "50" },
      ],
      "validation",
    );
  });

  it("refuses a what-if fund of another scheme as a foreign id (404, logged)", async () => {
    const { rel, contract } = P1_EMPLOYEE();
    const before = await foreignIdEvents();
    const res = await project(P1, {
      clntRltnshpNmbr: rel,
      contractNmbr: contract,
      whatIf: [{ invTypeNmbr: 401, percent: "100" }], // the AIIB scheme's money market fund
    });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 404, code: "not-found" });
    expect(await foreignIdEvents()).toBe(before + 1);
  });

  it("refuses assumptions out of their bounds with the field's code", async () => {
    const { rel, contract } = P1_EMPLOYEE();
    const refused = async (field: Record<string, string>, code: string) => {
      const res = await project(P1, { clntRltnshpNmbr: rel, contractNmbr: contract, ...field });
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 400, code });
    };
    await refused({ monthlyContribution: "-1" }, "projection-contribution-invalid");
    await refused({ monthlyContribution: "1000000.01" }, "projection-contribution-invalid");
    await refused({ monthlyContribution: "100.005" }, "projection-contribution-invalid");
    await refused({ monthlyContribution: "3,000" }, "projection-contribution-invalid");
    await refused({ wageGrowth: "10.5" }, "projection-wage-growth-invalid");
    await refused({ inflation: "abc" }, "projection-inflation-invalid");
    await refused({ inflation: "-0.1" }, "projection-inflation-invalid");
    // The bounds themselves pass.
    await projected(P1, {
      clntRltnshpNmbr: rel,
      contractNmbr: contract,
      monthlyContribution: "1000000",
      wageGrowth: "10",
      inflation: "0",
    });
  });

  it("refuses another member's account or contract with 404, and logs it", async () => {
    const mine = P1_EMPLOYEE();
    const theirs = account(P3);
    for (const body of [
      { clntRltnshpNmbr: theirs.rel, contractNmbr: theirs.contract },
      { clntRltnshpNmbr: theirs.rel, contractNmbr: mine.contract },
      { clntRltnshpNmbr: mine.rel, contractNmbr: theirs.contract },
      // Two accounts of P1's, mixed: the contract must be the account's.
      { clntRltnshpNmbr: mine.rel, contractNmbr: P1_TVC().contract },
    ]) {
      const before = await foreignIdEvents();
      const res = await project(P1, body);
      expect({ body, status: res.statusCode, code: res.json().code }).toEqual({
        body,
        status: 404,
        code: "not-found",
      });
      expect(await foreignIdEvents()).toBe(before + 1);
    }
    expect((await http.post("/api/accounts/projection", mine)).statusCode).toBe(401);
  });

  it("follows the Default Investment Strategy for a direction of the DIS funds only", async () => {
    const { rel, contract } = P1_TVC();
    const answer = await projected(P1, { clntRltnshpNmbr: rel, contractNmbr: contract });
    // The TVC account's direction is 100% Core Accumulation Fund: under 50, the DIS's mix.
    expect(answer.current).toEqual({
      kind: "dis",
      coreAccumulation: 313,
      age65Plus: 314,
      mix: { coreAccumulation: "100.0", age65Plus: "0.0" },
      noDirection: false,
    });
    expect(answer.defaultMonthlyContribution).toBe("5000.00");
  });

  it("projects P2's account in US dollars to the plan's retirement age of 62", async () => {
    const { rel, contract } = account(P2);
    const answer = await projected(P2, { clntRltnshpNmbr: rel, contractNmbr: contract });
    expect(answer).toMatchObject({
      currency: "USD",
      // Born 2 Sep 1984; the AIIB plan's maximum age 62 (part 1 §9).
      age: 42,
      retirementDate: "2046-09-02",
      retirementAge: 62,
      defaultMonthlyContribution: "2200.00",
    });
    expect(answer.current.kind).toBe("allocation");
    expect(last(answer.stay)).toMatchObject({ date: "2046-09-02", age: 62 });
  });
});

describe("POST /api/accounts/projection, a birthday after the valuation date", () => {
  it("gives the member's age today, not on the valuation date (P3, born 28 Nov 1990)", async () => {
    const clock = new ManualClock();
    const app = await createTestApp({ seed: true, clock });
    try {
      // 30 Nov 2026 in Hong Kong, the cycle date still 19 Nov (no dealing cycle has run): 36 today, 35 then.
      clock.advance(10 * 24 * 3600 * 1000);
      const session = await memberSession(app.database.db, P3, clock.now());
      const [own] = await queryRows<{ rel: number; contract: number }>(
        app.database.db,
        sql`select clnt_rltnshp_nmbr as rel, contract_nmbr as contract from policies
            where client_nmbr = ${P3} order by clnt_rltnshp_nmbr limit 1`,
      );
      const res = await memberRequest(app).post(
        "/api/accounts/projection",
        { clntRltnshpNmbr: own?.rel, contractNmbr: own?.contract },
        session,
      );
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as ProjectionResponse;
      expect(answer.asOfDate).toBe(CYCLE);
      expect(answer.age).toBe(36);
      expect(answer.stay[0]).toMatchObject({ date: CYCLE, age: 35 });
    } finally {
      await app.close();
    }
  });
});
