import { brotliDecompressSync } from "node:zlib";
import {
  calendarYearReturns,
  decimalText,
  type FundInfoDetailResponse,
  type FundInfoSummaryResponse,
  fundPerformance,
  type IsoDate,
  type PricePoint,
} from "@portal/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { memberRequest, memberSession } from "../../testing/member-session.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../../testing/test-app.ts";
import { createFundsRepository } from "./funds.repository.ts";

const P1 = 1000001;
const P3 = 1000003;

let t: TestApp;
let http: ReturnType<typeof memberRequest>;
const tokens: Record<number, string> = {};
let cycleDate: IsoDate;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/** A client's accounts' contracts and products. */
async function contractsOf(clientNmbr: number) {
  return rows<{ contract: number; product: number }>(sql`
    select distinct c.contract_nmbr as contract, c.product_type_nmbr as product
    from policies p join contracts c on c.contract_nmbr = p.contract_nmbr
    where p.client_nmbr = ${clientNmbr} order by 1`);
}

async function fundsOf(product: number): Promise<number[]> {
  const list = await rows<{ inv: number }>(
    sql`select inv_type_nmbr as inv from product_funds where product_type_nmbr = ${product} order by 1`,
  );
  return list.map((r) => r.inv);
}

/** The fund's whole daily series: what the returns must equal, however the server looks them up. */
const fullSeries = (inv: number): Promise<PricePoint[]> =>
  createFundsRepository(t.database.db).findPrices(inv, "1990-01-01", cycleDate);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  http = memberRequest(t);
  for (const c of [P1, P3]) tokens[c] = await memberSession(t.database.db, c, TEST_NOW);
  const [row] = await rows<{ d: IsoDate }>(
    sql`select cycle_date::text as d from cycle_dates where date_type_cd = 'WEB'`,
  );
  cycleDate = row?.d as IsoDate;
});
afterAll(() => t.close());

async function foreignCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from access_log where event = 'FOREIGN_ID'`,
  );
  return row?.n ?? 0;
}

async function expectForeign(url: string, clientNmbr: number) {
  const before = await foreignCount();
  const res = await http.get(url, tokens[clientNmbr]);
  expect(res.statusCode).toBe(404);
  expect(await foreignCount()).toBe(before + 1);
}

describe("GET /api/funds/fundinfosummary", () => {
  it("lists the product's funds with the cycle date's prices and the returns the full series gives", async () => {
    const [first] = await contractsOf(P1);
    if (!first) throw new Error("P1 has no contract");
    const res = await http.get(
      `/api/funds/fundinfosummary?contractNmbr=${first.contract}&productTypeNmbr=${first.product}`,
      tokens[P1],
    );
    expect(res.statusCode).toBe(200);
    const body: FundInfoSummaryResponse = res.json();
    expect(body.asOfDate).toBe(cycleDate);
    expect(body.funds.map((f) => f.invTypeNmbr)).toEqual(await fundsOf(first.product));
    for (const fund of body.funds) {
      const series = await fullSeries(fund.invTypeNmbr);
      const expected = new Map(
        fundPerformance(series, cycleDate, ["YTD", "1Y", "3Y", "5Y"]).map((r) => [r.period, r]),
      );
      expect([fund.crYtd, fund.cr1y, fund.cr3y, fund.cr5y]).toEqual(
        ["YTD", "1Y", "3Y", "5Y"].map((p) => expected.get(p as "YTD")?.cumulative ?? null),
      );
      const last = series.at(-1);
      expect(fund.asOfDate).toBe(last?.date ?? null);
      expect(fund.unitPrice).toMatch(/^\d+\.\d{4}$/);
    }
    // A fund with five years of prices has all four returns.
    expect(body.funds.some((f) => f.cr5y !== null)).toBe(true);
  });

  it("shows a price corrected after an answer in the next answer (the price book reads the new version)", async () => {
    const [first] = await contractsOf(P1);
    if (!first) throw new Error("P1 has no contract");
    const url = `/api/funds/fundinfosummary?contractNmbr=${first.contract}&productTypeNmbr=${first.product}`;
    const before: FundInfoSummaryResponse = (await http.get(url, tokens[P1])).json();
    const fund = before.funds.find((f) => f.asOfDate !== null);
    if (!fund?.asOfDate || !fund.unitPrice) throw new Error("no priced fund");
    const key = sql`inv_type_nmbr = ${fund.invTypeNmbr} and price_date = ${fund.asOfDate}`;
    const [old] = await rows<{ price: string }>(
      sql`select unit_price::text as price from unit_prices where ${key}`,
    );
    const [updated] = await rows<{ price: string }>(
      sql`update unit_prices set unit_price = unit_price + 1.2345 where ${key} returning unit_price::text as price`,
    );
    try {
      const after: FundInfoSummaryResponse = (await http.get(url, tokens[P1])).json();
      const corrected = after.funds.find((f) => f.invTypeNmbr === fund.invTypeNmbr);
      expect(corrected?.unitPrice).toBe(decimalText(updated?.price ?? "", 4));
      expect(corrected?.unitPrice).not.toBe(fund.unitPrice);
      expect(corrected?.cr1y).not.toBe(fund.cr1y);
    } finally {
      await rows(sql`update unit_prices set unit_price = ${old?.price} where ${key}`);
    }
    const restored: FundInfoSummaryResponse = (await http.get(url, tokens[P1])).json();
    expect(restored.funds).toEqual(before.funds);
  });

  it("gives each fund's investment manager in both languages and its management fee", async () => {
    const [first] = await contractsOf(P1);
    if (!first) throw new Error("P1 has no contract");
    const body: FundInfoSummaryResponse = (
      await http.get(
        `/api/funds/fundinfosummary?contractNmbr=${first.contract}&productTypeNmbr=${first.product}`,
        tokens[P1],
      )
    ).json();
    const stored = await rows<{ inv: number; en: string; zh: string; fee: string }>(sql`
      select inv_type_nmbr as inv, investment_manager_en as en, investment_manager_zh as zh,
        to_char(management_fee_pct, 'FM990.00') as fee
      from funds where inv_type_nmbr in (
        select inv_type_nmbr from product_funds where product_type_nmbr = ${first.product})`);
    const byFund = new Map(stored.map((r) => [r.inv, r]));
    expect(body.funds.length).toBeGreaterThan(0);
    for (const fund of body.funds) {
      const row = byFund.get(fund.invTypeNmbr);
      expect(fund.investmentManagerEn).toBe(row?.en);
      expect(fund.investmentManagerZh).toBe(row?.zh);
      expect(fund.managementFeePct).toBe(row?.fee);
      expect(fund.managementFeePct).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it("gives the Simple/Smart plans' prices with 2 decimals", async () => {
    const [first] = await contractsOf(P3);
    if (!first) throw new Error("P3 has no contract");
    const body: FundInfoSummaryResponse = (
      await http.get(
        `/api/funds/fundinfosummary?contractNmbr=${first.contract}&productTypeNmbr=${first.product}`,
        tokens[P3],
      )
    ).json();
    expect(body.unitPriceDecimals).toBe(2);
    for (const fund of body.funds) expect(fund.unitPrice).toMatch(/^\d+\.\d{2}$/);
  });

  it("refuses another member's contract with 404 and logs it", async () => {
    const [p3] = await contractsOf(P3);
    await expectForeign(
      `/api/funds/fundinfosummary?contractNmbr=${p3?.contract}&productTypeNmbr=${p3?.product}`,
      P1,
    );
  });
});

describe("GET /api/funds/fundinfodetail", () => {
  it("gives the returns table and calendar years equal to the full series' computation", async () => {
    const [first] = await contractsOf(P1);
    const inv = (await fundsOf(first?.product ?? 0))[0] ?? 0;
    const res = await http.get(
      `/api/funds/fundinfodetail?productTypeNmbr=${first?.product}&invTypeNmbr=${inv}`,
      tokens[P1],
    );
    expect(res.statusCode).toBe(200);
    const body: FundInfoDetailResponse = res.json();
    const series = await fullSeries(inv);
    const expected = fundPerformance(series, cycleDate);
    expect(body.returns.map((r) => [r.period, r.cumulative, r.annualised])).toEqual(
      expected.map((r) => [r.period, r.cumulative, r.annualised]),
    );
    expect(body.calendarYears.map((y) => y.fund)).toEqual(
      calendarYearReturns(series, cycleDate).map((y) => y.value),
    );
    expect(body.overview.valuationDate).toBe(series.at(-1)?.date);
    expect(body.documents.factSheet).toContain(`invTypeNmbr=${inv}`);
  });

  it("sets an index-tracking fund against its index's levels, and leaves the other funds' index rows empty", async () => {
    const [tracker] = await rows<{ inv: number; index: string; product: number }>(sql`
      select f.inv_type_nmbr as inv, f.index_name as index, pf.product_type_nmbr as product from funds f
      join product_funds pf on pf.inv_type_nmbr = f.inv_type_nmbr
      join contracts c on c.product_type_nmbr = pf.product_type_nmbr
      join policies p on p.contract_nmbr = c.contract_nmbr
      where p.client_nmbr = ${P1} and f.index_name is not null order by 1 limit 1`);
    const first = { product: tracker?.product };
    if (!tracker) throw new Error("no index-tracking fund in P1's product");
    const levels = await rows<{ date: IsoDate; price: string }>(sql`
      select level_date::text as date, level::text as price from index_levels
      where index_name = ${tracker.index} and level_date <= ${cycleDate} order by 1`);
    const body: FundInfoDetailResponse = (
      await http.get(
        `/api/funds/fundinfodetail?productTypeNmbr=${first?.product}&invTypeNmbr=${tracker.inv}`,
        tokens[P1],
      )
    ).json();
    expect(body.fund.indexName).toBe(tracker.index);
    expect(body.returns.map((r) => r.indexCumulative)).toEqual(
      fundPerformance(levels, cycleDate).map((r) => r.cumulative),
    );
    expect(body.returns.find((r) => r.period === "1Y")?.indexCumulative).not.toBeNull();
    expect(body.calendarYears.map((y) => y.index)).toEqual(
      calendarYearReturns(levels, cycleDate).map((y) => y.value),
    );
    // A tracker returns its index less its fees: over a year the index is ahead.
    const oneYear = body.returns.find((r) => r.period === "1Y");
    expect(Number(oneYear?.indexCumulative)).toBeGreaterThan(Number(oneYear?.cumulative));

    const other = (await fundsOf(first?.product ?? 0)).find((inv) => inv !== tracker.inv);
    const plain: FundInfoDetailResponse = (
      await http.get(
        `/api/funds/fundinfodetail?productTypeNmbr=${first?.product}&invTypeNmbr=${other}`,
        tokens[P1],
      )
    ).json();
    if (plain.fund.indexName === null)
      expect(plain.returns.every((r) => r.indexCumulative === null)).toBe(true);
  });

  it("refuses a fund of another scheme's product", async () => {
    const [p3] = await contractsOf(P3);
    const inv = (await fundsOf(p3?.product ?? 0))[0];
    await expectForeign(`/api/funds/fundinfodetail?productTypeNmbr=${p3?.product}&invTypeNmbr=${inv}`, P1);
  });
});

describe("GET /api/investments/priceshistory", () => {
  it("goes compressed to a browser for a whole history, a year's in one call, as it is for a month (under 4 KB)", async () => {
    const [first] = await contractsOf(P1);
    const inv = (await fundsOf(first?.product ?? 0))[0] ?? 0;
    const asBrowser = (range: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/investments/priceshistory?${range}&invTypeNmbr=${inv}`,
        cookies: { portal_session: tokens[P1] as string },
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
      });
    const whole = await asBrowser("startDate=11/15/1996&endDate=11/20/2026");
    expect(whole.headers["content-encoding"]).toBe("br");
    const plain = await http.get(
      `/api/investments/priceshistory?startDate=11/15/1996&endDate=11/20/2026&invTypeNmbr=${inv}`,
      tokens[P1],
    );
    expect(brotliDecompressSync(whole.rawPayload).toString()).toBe(plain.body);
    // Over 64 KB the answer streams through the compressor (its length unknown when sent); a year's
    // prices (8 to 64 KB) are compressed in one call, so they go with their length: the stream
    // had cost 0.6-1.3 ms of the server's CPU per answer (docs/performance.md, twenty-eighth step).
    expect(whole.headers["content-length"]).toBeUndefined();
    const year = await asBrowser("startDate=01/01/2025&endDate=12/31/2025");
    const yearPlain = await http.get(
      `/api/investments/priceshistory?startDate=01/01/2025&endDate=12/31/2025&invTypeNmbr=${inv}`,
      tokens[P1],
    );
    expect(yearPlain.rawPayload.length).toBeGreaterThan(8192);
    expect(yearPlain.rawPayload.length).toBeLessThan(65_536);
    expect(year.headers["content-encoding"]).toBe("br");
    expect(year.headers["content-length"]).toBe(String(year.rawPayload.length));
    expect(brotliDecompressSync(year.rawPayload).toString()).toBe(yearPlain.body);
    // A month's prices: over the pages' 1 KB, under the answers' 4 KB.
    const month = await asBrowser("startDate=01/01/2025&endDate=01/31/2025");
    expect(month.rawPayload.length).toBeGreaterThan(1024);
    expect(month.rawPayload.length).toBeLessThan(4096);
    expect(month.headers["content-encoding"]).toBeUndefined();
    expect(month.json().fundPriceHistoryDetails.length).toBeGreaterThan(15);
  });

  it("answers a fund's whole history in one response, and exactly the rows of a range", async () => {
    const [first] = await contractsOf(P1);
    const inv = (await fundsOf(first?.product ?? 0))[0] ?? 0;
    const all = await http.get(
      `/api/investments/priceshistory?startDate=11/15/1996&endDate=11/20/2026&invTypeNmbr=${inv}`,
      tokens[P1],
    );
    expect(all.statusCode).toBe(200);
    const series = await fullSeries(inv);
    expect(all.json().fundPriceHistoryDetails).toHaveLength(series.length);
    const range = await http.get(
      `/api/investments/priceshistory?startDate=01/01/2025&endDate=03/31/2025&invTypeNmbr=${inv}`,
      tokens[P1],
    );
    const dates: string[] = range
      .json()
      .fundPriceHistoryDetails.map((p: { invPriceEffectiveDate: string }) => p.invPriceEffectiveDate);
    expect(dates).toEqual(
      series.filter((p) => p.date >= "2025-01-01" && p.date <= "2025-03-31").map((p) => p.date),
    );
  });

  it("refuses a bad range with its code and a fund the member does not hold with 404", async () => {
    const [p1] = await contractsOf(P1);
    const held = (await fundsOf(p1?.product ?? 0))[0];
    const bad = await http.get(
      `/api/investments/priceshistory?startDate=01/01/1990&endDate=01/01/2020&invTypeNmbr=${held}`,
      tokens[P1],
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("price-history-before-earliest");
    const [p3] = await contractsOf(P3);
    const inv = (await fundsOf(p3?.product ?? 0))[0];
    await expectForeign(
      `/api/investments/priceshistory?startDate=01/01/2025&endDate=03/31/2025&invTypeNmbr=${inv}`,
      P1,
    );
  });
});

describe("GET /api/investments/fundperformance and /api/config/funds", () => {
  it("gives every fund's record, and the contract's funds with their flags", async () => {
    const [first] = await contractsOf(P1);
    const perf = await http.get(
      `/api/investments/fundperformance?productTypeNmbr=${first?.product}`,
      tokens[P1],
    );
    expect(perf.statusCode).toBe(200);
    expect(perf.json().map((r: { invTypeNmbr: number }) => r.invTypeNmbr)).toEqual(
      await fundsOf(first?.product ?? 0),
    );
    const config = await http.get(`/api/config/funds?contractNmbr=${first?.contract}`, tokens[P1]);
    expect(config.statusCode).toBe(200);
    expect(config.json()[0]).toMatchObject({
      suffixFlag: expect.any(String),
      isDuplicate: expect.any(Boolean),
    });
    const [p3] = await contractsOf(P3);
    await expectForeign(`/api/config/funds?contractNmbr=${p3?.contract}`, P1);
    await expectForeign(`/api/investments/fundperformance?productTypeNmbr=${p3?.product}`, P1);
  });
});

describe("GET /api/funds/documents/:kind", () => {
  it("downloads the fact sheet, brochure and disclaimer as PDFs, only for the member's products", async () => {
    const [first] = await contractsOf(P1);
    const inv = (await fundsOf(first?.product ?? 0))[0];
    for (const url of [
      `/api/funds/documents/factsheet?productTypeNmbr=${first?.product}&invTypeNmbr=${inv}&lang=zh-HK`,
      `/api/funds/documents/brochure?productTypeNmbr=${first?.product}&lang=en`,
      `/api/funds/documents/disclaimer?productTypeNmbr=${first?.product}`,
    ]) {
      const res = await http.get(url, tokens[P1]);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    const [p3] = await contractsOf(P3);
    await expectForeign(`/api/funds/documents/brochure?productTypeNmbr=${p3?.product}`, P1);
  });
});
