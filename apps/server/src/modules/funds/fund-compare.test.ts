import {
  COMPARE_CHART_STEP,
  COMPARE_PERIODS,
  compareFigures,
  type FundCompareResponse,
  type IsoDate,
  type PricePoint,
  rebase,
  samplePoints,
} from "@portal/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { fixed } from "../../lib/decimals.ts";
import { memberRequest, memberSession } from "../../testing/member-session.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../../testing/test-app.ts";
import { createFundsRepository } from "./funds.repository.ts";

const P1 = 1000001;
const P3 = 1000003;

let t: TestApp;
let http: ReturnType<typeof memberRequest>;
let token: string;
let cycleDate: IsoDate;
/** P1's first contract and product, and the funds that product offers. */
let p1: { contract: number; product: number; funds: number[] };
/** P3's (another scheme: the Simple/Smart plans). */
let p3: { contract: number; product: number; funds: number[] };

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

async function firstContractOf(clientNmbr: number) {
  const [row] = await rows<{ contract: number; product: number }>(sql`
    select c.contract_nmbr as contract, c.product_type_nmbr as product
    from policies p join contracts c on c.contract_nmbr = p.contract_nmbr
    where p.client_nmbr = ${clientNmbr} order by 1 limit 1`);
  if (!row) throw new Error(`${clientNmbr} has no contract`);
  const funds = await rows<{ inv: number }>(sql`
    select pf.inv_type_nmbr as inv from product_funds pf join funds f on f.inv_type_nmbr = pf.inv_type_nmbr
    where pf.product_type_nmbr = ${row.product} and f.is_active order by 1`);
  return { ...row, funds: funds.map((f) => f.inv) };
}

/** The fund's whole stored daily series up to the cycle date. */
const fullSeries = (inv: number): Promise<PricePoint[]> =>
  createFundsRepository(t.database.db).findPrices(inv, "1990-01-01", cycleDate);

const compareUrl = (
  who: { contract: number; product: number },
  funds: readonly (number | string)[],
  period?: string,
) =>
  `/api/funds/compare?contractNmbr=${who.contract}&productTypeNmbr=${who.product}&invTypeNmbr=${funds.join(",")}${
    period ? `&period=${period}` : ""
  }`;

async function foreignCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from access_log where event = 'FOREIGN_ID'`,
  );
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  http = memberRequest(t);
  token = await memberSession(t.database.db, P1, TEST_NOW);
  const [row] = await rows<{ d: IsoDate }>(
    sql`select cycle_date::text as d from cycle_dates where date_type_cd = 'WEB'`,
  );
  cycleDate = row?.d as IsoDate;
  p1 = await firstContractOf(P1);
  p3 = await firstContractOf(P3);
});
afterAll(() => t.close());

describe("GET /api/funds/compare", () => {
  it("answers each fund's figures as the domain functions give them from the stored prices", async () => {
    const chosen = p1.funds.slice(0, 10);
    expect(chosen.length).toBeGreaterThanOrEqual(3);
    const res = await http.get(compareUrl(p1, chosen, "ALL"), token);
    expect(res.statusCode).toBe(200);
    const body: FundCompareResponse = res.json();
    expect(body.asOfDate).toBe(cycleDate);
    expect(body.funds.map((f) => f.invTypeNmbr)).toEqual(chosen);
    const stored = new Map(
      (
        await rows<{ inv: number; fee: string; fer: string | null; category: string; inception: string }>(sql`
          select inv_type_nmbr as inv, management_fee_pct::text as fee, fund_expense_ratio_pct::text as fer,
            category, inception_date::text as inception from funds`)
      ).map((r) => [r.inv, r]),
    );
    for (const fund of body.funds) {
      const series = await fullSeries(fund.invTypeNmbr);
      const expected = compareFigures(series, cycleDate);
      const row = stored.get(fund.invTypeNmbr);
      expect(fund.annualised, `${fund.invTypeNmbr}`).toEqual(expected.annualised);
      expect(fund.calendarYears).toEqual(expected.calendarYears);
      expect(fund.computedRiskClass).toBe(expected.riskClass);
      expect(fund.volatility).toBe(expected.volatility);
      expect(fund.priceDate).toBe(expected.latest?.date ?? null);
      expect(fund.unitPrice).toBe(
        expected.latest ? fixed(expected.latest.price, body.unitPriceDecimals) : null,
      );
      expect(fund.managementFeePct).toBe(fixed(row?.fee ?? "", 2));
      expect(fund.fundExpenseRatioPct).toBe(fixed(row?.fer ?? "", 2));
      expect(fund.category).toBe(row?.category);
      expect(fund.inceptionDate).toBe(row?.inception);
      expect(fund.calendarYears).toHaveLength(5);
    }
    // The seeded funds have years of record: an annualised 5-year return and a risk class.
    expect(body.funds.some((f) => f.annualised["5Y"] !== null && f.computedRiskClass !== null)).toBe(true);
  });

  it("rebases each fund to 100 at the period's common start, sampled as compareChart samples", async () => {
    const chosen = p1.funds.slice(0, 4);
    const series = await Promise.all(chosen.map(fullSeries));
    for (const period of COMPARE_PERIODS) {
      const res = await http.get(compareUrl(p1, chosen, period), token);
      expect(res.statusCode, period).toBe(200);
      const body: FundCompareResponse = res.json();
      expect(body.period).toBe(period);
      const full = rebase(series, period, cycleDate);
      if (!full || !body.chart) throw new Error(`${period}: no chart`);
      expect(body.chart.from).toBe(full.from);
      expect(body.chart.to).toBe(full.to);
      expect(body.chart.lines.map((l) => l.invTypeNmbr)).toEqual(chosen);
      expect(body.chart.lines.map((l) => l.points.map(([date, value]) => ({ date, value })))).toEqual(
        full.lines.map((line) => samplePoints(line, COMPARE_CHART_STEP[period])),
      );
      for (const line of body.chart.lines) expect(line.points[0]?.[1]).toBe("100.0000");
      // Small enough to send: at most about 370 points a fund.
      for (const line of body.chart.lines) expect(line.points.length).toBeLessThanOrEqual(370);
    }
  });

  it("takes the funds repeated as well as in a comma list, each once, and 5 years by default", async () => {
    const [a, b] = p1.funds;
    const res = await http.get(
      `/api/funds/compare?contractNmbr=${p1.contract}&productTypeNmbr=${p1.product}&invTypeNmbr=${b}&invTypeNmbr=${a}&invTypeNmbr=${b}`,
      token,
    );
    expect(res.statusCode).toBe(200);
    const body: FundCompareResponse = res.json();
    expect(body.funds.map((f) => f.invTypeNmbr)).toEqual([b, a]);
    expect(body.period).toBe("5Y");
  });

  it("refuses more than 10 funds with compare-too-many-funds", async () => {
    const eleven = [...p1.funds, ...p3.funds].slice(0, 11);
    expect(eleven).toHaveLength(11);
    for (const url of [
      compareUrl(p1, eleven),
      `/api/funds/compare?contractNmbr=${p1.contract}&productTypeNmbr=${p1.product}&${eleven
        .map((inv) => `invTypeNmbr=${inv}`)
        .join("&")}`,
    ]) {
      const res = await http.get(url, token);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({
        status: 400,
        code: "compare-too-many-funds",
      });
    }
    // No fund, or one that is not a fund number: a plain validation error.
    for (const funds of [[], ["x"], ["0"]]) {
      const res = await http.get(compareUrl(p1, funds), token);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 400, code: "validation" });
    }
  });

  it("refuses a fund of another scheme with 404 and logs it", async () => {
    const other = p3.funds[0] as number;
    expect(p1.funds).not.toContain(other);
    const before = await foreignCount();
    const res = await http.get(compareUrl(p1, [p1.funds[0] as number, other]), token);
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 404, code: "not-found" });
    expect(await foreignCount()).toBe(before + 1);
  });

  it("refuses another member's contract and product with 404 and logs it", async () => {
    for (const who of [
      p3,
      { contract: p3.contract, product: p1.product },
      { contract: p1.contract, product: p3.product },
    ]) {
      const before = await foreignCount();
      const res = await http.get(compareUrl(who, [p3.funds[0] as number]), token);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 404, code: "not-found" });
      expect(await foreignCount()).toBe(before + 1);
    }
  });

  it("needs a session", async () => {
    const res = await http.get(compareUrl(p1, p1.funds.slice(0, 2)));
    expect({ status: res.statusCode, code: res.json().code }).toEqual({
      status: 401,
      code: "session-expired",
    });
  });
});
