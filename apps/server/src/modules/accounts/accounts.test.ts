import { addMonths, feeTierIndex } from "@portal/domain";
import Decimal from "decimal.js";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { clients } from "../../db/schema.ts";
import { NARRATIVE_107_POLICY, seedPersonaExtras } from "../../demo/persona-extras.ts";
import { keepAccountFigures } from "../../jobs/account-figures.ts";
import { pinnedClock } from "../../lib/clock.ts";
import { createRepositories } from "../../repositories.ts";
import { memberRequest, memberSession } from "../../testing/member-session.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../../testing/test-app.ts";
import { createAuthRepository } from "../auth/auth.repository.ts";
import { ownedFor } from "../ownership/ownership.service.ts";
import { createReferenceRepository } from "../reference/reference.repository.ts";
import { createReferenceSource } from "../reference/reference-data.ts";
import * as accountsService from "./accounts.service.ts";

const CYCLE = "2026-11-19";
let t: TestApp;
let http: ReturnType<typeof memberRequest>;
const tokens: Record<string, string> = {};
/** Relationship numbers per client, in order (seeded from 50000001 in persona order). */
const rels: Record<number, number[]> = {};

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await seedPersonaExtras(t.database.db);
  await seedPersonaExtras(t.database.db); // idempotent
  http = memberRequest(t);
  for (const [key, clientNmbr] of Object.entries({
    P1: 1000001,
    P2: 1000002,
    P3: 1000003,
    P4: 1000004,
    P8: 1000008,
    P9: 1000009,
    P11: 1000011,
    P4b: 1000012,
  })) {
    tokens[key] = await memberSession(t.database.db, clientNmbr, TEST_NOW);
  }
  for (const r of await rows<{ client_nmbr: number; rel: number }>(
    sql`select client_nmbr, clnt_rltnshp_nmbr as rel from policies order by clnt_rltnshp_nmbr`,
  )) {
    rels[r.client_nmbr] = [...(rels[r.client_nmbr] ?? []), r.rel];
  }
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

async function foreignLogCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from access_log where event = 'FOREIGN_ID'`,
  );
  return row?.n ?? 0;
}

/** Expects 404 not-found and one more FOREIGN_ID access-log event naming the path. */
async function expectForeign(send: () => Promise<{ statusCode: number; json(): unknown }>, path: string) {
  const before = await foreignLogCount();
  const res = await send();
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: "not-found" });
  expect(await foreignLogCount()).toBe(before + 1);
  const [last] = await rows<{ page_link: string; client_nmbr: number | null }>(
    sql`select page_link, client_nmbr from access_log where event = 'FOREIGN_ID' order by id desc limit 1`,
  );
  expect(last?.page_link).toContain(path);
}

/** Units x latest price on or before the cycle date, per fund, from SQL: the expected values. */
async function expectedFundValues(r: number): Promise<Map<number, string>> {
  const list = await rows<{ inv: number; value: string }>(sql`
    select h.inv_type_nmbr as inv, round(sum(h.unit_cnt) * (
      select unit_price from unit_prices up where up.inv_type_nmbr = h.inv_type_nmbr and up.price_date <= ${CYCLE}
      order by price_date desc limit 1), 2)::text as value
    from holdings h where h.clnt_rltnshp_nmbr = ${r} group by h.inv_type_nmbr`);
  return new Map(list.map((x) => [x.inv, x.value]));
}

const sumOf = (values: Iterable<string>) => [...values].reduce((a, v) => a.plus(v), new Decimal(0));

/** Response bodies, read loosely: the contract schemas already checked them on the way out. */
// biome-ignore lint/suspicious/noExplicitAny: test JSON bodies
type Json = Record<string, any>;

describe("every account call needs a member session", () => {
  it("answers 401 without one", async () => {
    for (const url of [
      "/api/accounts/accountSummary?clientId=1000001",
      "/api/accounts/gainAndLoss?clientNmbr=1000001&clntRltnshpNmbr=50000001",
      "/api/accounts/portfoliodetails?clntRltnShpNmbr=50000001",
      "/api/accounts/rateOfReturn?clntRltnShpNmbr=50000001",
      "/api/accounts/qualifyingBalance?clntRltnShpNmbr=50000001",
      "/api/accounts/feesandcharges?clntRltnShpNmbr=50000001",
      "/api/contractinfoservice/customattributes?contractNmbr=100231",
    ]) {
      expect((await http.get(url)).statusCode, url).toBe(401);
    }
    const res = await http.post("/api/accounts/policy", {
      clntRltnshpNmbr: 50000001,
      contractNmbr: 100231,
      policyDataFilter: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/accounts/accountSummary", () => {
  it("P1: four accounts valued at the cycle date, all shown; the previous login", async () => {
    const res = await http.get("/api/accounts/accountSummary?clientId=1000001", token("P1"));
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    expect(body.cycleDt).toEqual({ cycleDate: CYCLE, dateTypeCd: "WEB" });
    expect(body.priceDates).toEqual({ priceDate: CYCLE, cutOffHours: 16, webCycleDate: CYCLE });
    expect(body.clientInfoResponse).toMatchObject({
      clientNmbr: 1000001,
      scheme: "S800",
      firstName: "Tai Man",
      lastName: "CHAN",
      chineseName: "陳大文",
    });
    // Seeded: three days before today at 20:15 HKT; the session started after it.
    expect(body.clientInfoResponse.lastLoginDate).toBe("2026-11-17T12:15:00.000Z");
    expect(
      body.policyMinVos.map((p: Json) => [p.contractNmbr, p.accountType, p.product.productAcronym]),
    ).toEqual([
      [100231, "EE", "S800"],
      [200001, "PA", "S800"],
      [200002, "TVC", "S800"],
      [8123, "ORSO", "ORSO"],
    ]);
    expect(body.filteredAccountVOs).toHaveLength(4);
    for (const p of body.policyMinVos as Json[]) {
      expect(p.currency).toBe("HKD");
      const expected = await expectedFundValues(p.clntRltnshpNmbr);
      expect(p.policyAccountValueVOList).toHaveLength(expected.size);
      for (const v of p.policyAccountValueVOList as Json[])
        expect(v.investmentAmt).toBe(expected.get(v.invTypeNmbr));
      expect(p.totalInvestedAmt).toBe(sumOf(expected.values()).toFixed(2));
    }
    const ee = body.policyMinVos[0] as Json;
    expect(new Decimal(ee.totalInvestedAmt).greaterThan(100_000)).toBe(true);
    expect(ee.organizationNm).toBe("Victoria Harbour Trading Limited");
    // Plan names in both languages, as the contracts hold them.
    expect(body.policyMinVos.map((p: Json) => [p.planName, p.planNameZh])).toEqual([
      ["MPF Scheme Series 800", "強積金計劃800系列"],
      ["Personal Account Plan", "個人帳戶計劃"],
      ["TVC Plan", "可扣稅自願性供款計劃"],
      ["Victoria Harbour Trading Staff Retirement Scheme", "維港貿易職員退休計劃"],
    ]);
    expect(ee.policyAccountValueVOList.find((v: Json) => v.invTypeNmbr === 310)?.guaranteeCode).toBe("LTGF");
  });

  it("a unit price changed after an answer is in the next one: the prices kept in memory follow their version", async () => {
    const r = rel(1000001);
    const summaryValues = async () => {
      const body = (
        await http.get("/api/accounts/accountSummary?clientId=1000001", token("P1"))
      ).json() as Json;
      const ee = (body.policyMinVos as Json[]).find((p) => p.clntRltnshpNmbr === r);
      return new Map(
        ((ee?.policyAccountValueVOList ?? []) as Json[]).map((v) => [
          v.invTypeNmbr as number,
          v.investmentAmt,
        ]),
      );
    };
    const balance = async () =>
      (
        (
          await http.get(`/api/accounts/gainAndLoss?clientNmbr=1000001&clntRltnshpNmbr=${r}`, token("P1"))
        ).json() as Json[]
      )[0]?.gainNLossVo.accountBalance;
    const before = await summaryValues();
    const balanceBefore = await balance();
    const [fund] = await rows<{ inv: number; day: string; price: string }>(sql`
      select up.inv_type_nmbr as inv, up.price_date::text as day, up.unit_price::text as price
      from unit_prices up where up.inv_type_nmbr = (select min(inv_type_nmbr) from holdings where clnt_rltnshp_nmbr = ${r})
        and up.price_date <= ${CYCLE} order by up.price_date desc limit 1`);
    if (!fund) throw new Error("P1 holds no priced fund");
    try {
      await t.database.db.execute(
        sql`update unit_prices set unit_price = unit_price * 2 where inv_type_nmbr = ${fund.inv} and price_date = ${fund.day}`,
      );
      const after = await summaryValues();
      expect(after).toEqual(await expectedFundValues(r));
      expect(after.get(fund.inv)).not.toBe(before.get(fund.inv));
      expect(new Decimal(await balance()).minus(balanceBefore).toFixed(2)).toBe(
        new Decimal(after.get(fund.inv)).minus(before.get(fund.inv)).toFixed(2),
      );
    } finally {
      await t.database.db.execute(
        sql`update unit_prices set unit_price = ${fund.price} where inv_type_nmbr = ${fund.inv} and price_date = ${fund.day}`,
      );
    }
    expect(await summaryValues()).toEqual(before);
    expect(await balance()).toBe(balanceBefore);
  });

  it("P2: one account in USD", async () => {
    const body = (
      await http.get("/api/accounts/accountSummary?clientId=1000002", token("P2"))
    ).json() as Json;
    expect(body.policyMinVos).toHaveLength(1);
    expect(body.policyMinVos[0]).toMatchObject({ contractNmbr: 41107, currency: "USD" });
    expect(body.filteredAccountVOs).toEqual([{ clntRltnshpNmbr: rel(1000002), contractNmbr: 41107 }]);
  });

  it("P4: both client numbers of the login id; the other client's number is accepted as clientId", async () => {
    for (const clientId of [1000004, 1000012]) {
      const res = await http.get(`/api/accounts/accountSummary?clientId=${clientId}`, token("P4"));
      expect(res.statusCode).toBe(200);
      const body = res.json() as Json;
      expect(body.clientInfoResponse.clientNmbr).toBe(clientId);
      expect(body.policyMinVos.map((p: Json) => [p.clientNmbr, p.contractNmbr])).toEqual([
        [1000004, 700101],
        [1000012, 700102],
      ]);
      expect(body.filteredAccountVOs).toHaveLength(2);
    }
  });

  it("P8: the narrative-107 account is in the policy list but never in the filtered list", async () => {
    const body = (
      await http.get("/api/accounts/accountSummary?clientId=1000008", token("P8"))
    ).json() as Json;
    expect(body.policyMinVos.map((p: Json) => p.clntRltnshpNmbr)).toContain(NARRATIVE_107_POLICY);
    expect(body.policyMinVos.find((p: Json) => p.clntRltnshpNmbr === NARRATIVE_107_POLICY)).toMatchObject({
      narrativeTypeNmbr: 107,
      totalInvestedAmt: "0.00",
      policyAccountValueVOList: [],
    });
    expect(body.filteredAccountVOs).toEqual([{ clntRltnshpNmbr: rel(1000008), contractNmbr: 200003 }]);
  });

  it("P9: the capital-guaranteed fund is listed with zero value; P11's terminated account is flagged", async () => {
    const p9 = (await http.get("/api/accounts/accountSummary?clientId=1000009", token("P9"))).json() as Json;
    expect(p9.policyMinVos[0]).toMatchObject({ totalInvestedAmt: "0.00" });
    expect(p9.policyMinVos[0].policyAccountValueVOList).toEqual([
      { invTypeNmbr: 300, invTypeNm: "S8-CGF", investmentAmt: "0.00", guaranteeCode: "CGF" },
    ]);
    const p11 = (
      await http.get("/api/accounts/accountSummary?clientId=1000011", token("P11"))
    ).json() as Json;
    expect(p11.policyMinVos.map((p: Json) => p.terminationDate)).toEqual(["2019-07-31", null]);
  });

  it("shows the previous login once this login has overwritten the last one", async () => {
    const [before] = await t.database.db.select().from(clients).where(eq(clients.clientNmbr, 1000003));
    const loginAt = new Date(TEST_NOW.getTime() - 60_000);
    await createAuthRepository(t.database.db).setLastLogin(1000003, loginAt);
    const fresh = await memberSession(t.database.db, 1000003, loginAt);
    const body = (await http.get("/api/accounts/accountSummary?clientId=1000003", fresh)).json() as Json;
    expect(body.clientInfoResponse.lastLoginDate).toBe(before?.lastLoginAt?.toISOString());
  });

  it("refuses another member's client number with 404 and logs it", async () => {
    await expectForeign(
      () => http.get("/api/accounts/accountSummary?clientId=1000002", token("P1")),
      "clientId=1000002",
    );
    await expectForeign(
      () => http.get("/api/accounts/accountSummary?clientId=9999999", token("P1")),
      "clientId=9999999",
    );
  });
});

describe("POST /api/accounts/policy", () => {
  const body = (clntRltnshpNmbr: number, contractNmbr: number, filter: object = {}) => ({
    clntRltnshpNmbr,
    contractNmbr,
    policyDataFilter: filter,
  });

  it("P1's employee account: details and one holding per fund, units x price, % summing to 100", async () => {
    const res = await http.post(
      "/api/accounts/policy",
      body(rel(1000001), 100231, { policyHistory: true }),
      token("P1"),
    );
    expect(res.statusCode).toBe(200);
    const p = res.json() as Json;
    expect(p.asOfDate).toBe(CYCLE);
    expect(p.policyInfo).toMatchObject({
      clntRltnshpNmbr: rel(1000001),
      contractNmbr: 100231,
      scheme: "S800",
      accountType: "EE",
      memberNameEn: "CHAN Tai Man",
      memberNameZh: "陳大文",
      currency: "HKD",
      riskLevels: 4,
      unitPriceDecimals: 4,
      cutOffHours: 16,
      isMerged: true,
      memberClassNmbr: 301,
      memberClassNameEn: "Employee",
      employmentDate: "2010-01-01",
    });
    const expected = await expectedFundValues(rel(1000001));
    const holdings = p.investments.holdings as Json[];
    expect(holdings.length).toBe(expected.size);
    expect(holdings.length).toBeGreaterThanOrEqual(6);
    for (const h of holdings) {
      expect(h.unitCnt).toMatch(/^\d+\.\d{4}$/);
      expect(h.unitPrice).toMatch(/^\d+\.\d{4}$/);
      expect(h.investmentAmt).toBe(expected.get(h.invTypeNmbr));
      expect(new Decimal(h.unitCnt).times(h.unitPrice).minus(h.investmentAmt).abs().lte("0.01")).toBe(true);
      expect(new Decimal(h.eeAmount).plus(h.erAmount).toFixed(2)).toBe(h.investmentAmt);
      // Employer voluntary money of a 16-year service is fully vested.
      expect(h.vestedAmt).toBe(h.investmentAmt);
    }
    const percents = sumOf(holdings.map((h) => h.fundPercent as string));
    expect(percents.minus(100).abs().lte("0.05")).toBe(true);
    expect(p.investments.totalAmt).toBe(sumOf(expected.values()).toFixed(2));
    const balanced = holdings.find((h) => h.invTypeNmbr === 302) as Json;
    expect(balanced).toMatchObject({
      invTypeLegalName: "Balanced Fund",
      invRskNm: "MODERATE TO HIGH",
      riskClass: 5,
    });
    expect(new Decimal(balanced.erAmount).greaterThan(balanced.eeAmount)).toBe(true);
    expect(p.policyHistoryList).toEqual([
      {
        planName: "MPF Scheme Series 800",
        planNameZh: "強積金計劃800系列",
        memberClassNmbr: 301,
        effectiveDate: "2010-01-01",
      },
    ]);
  });

  it("P1's ORSO account goes by its own scheme's name, not the MPF scheme it logs in under", async () => {
    const res = await http.post("/api/accounts/policy", body(rel(1000001, 3), 8123), token("P1"));
    expect(res.statusCode).toBe(200);
    const mpf = await http.post("/api/accounts/policy", body(rel(1000001), 100231), token("P1"));
    expect((mpf.json() as Json).policyInfo).toMatchObject({
      schemeNameEn: "Harbour MPF Scheme Series 800",
      schemeNameZh: "港灣強積金計劃800系列",
    });
    expect((res.json() as Json).policyInfo).toMatchObject({
      scheme: "S800",
      schemeNameEn: "Harbour ORSO Retirement Plan",
      schemeNameZh: "港灣職業退休計劃",
      planName: "Victoria Harbour Trading Staff Retirement Scheme",
      organizationNm: "Victoria Harbour Trading Limited",
      organizationNmZh: "維港貿易有限公司",
    });
  });

  it("follows the policyDataFilter", async () => {
    const p = (
      await http.post(
        "/api/accounts/policy",
        body(rel(1000001), 100231, { investments: false, policyInfo: false }),
        token("P1"),
      )
    ).json() as Json;
    expect(p).toMatchObject({ policyInfo: null, investments: null, policyHistoryList: null });
  });

  it("P3: unit prices with 2 decimals; P2: USD funds; P4b: employer voluntary money 70% vested", async () => {
    const p3 = (
      await http.post("/api/accounts/policy", body(rel(1000003), 300001), token("P3"))
    ).json() as Json;
    expect(p3.policyInfo.unitPriceDecimals).toBe(2);
    for (const h of p3.investments.holdings as Json[]) {
      expect(h.unitPrice).toMatch(/^\d+\.\d{2}$/);
      expect(new Decimal(h.unitCnt).times(h.unitPrice).minus(h.investmentAmt).abs().lte("0.01")).toBe(true);
    }
    const p2 = (
      await http.post("/api/accounts/policy", body(rel(1000002), 41107), token("P2"))
    ).json() as Json;
    expect(p2.policyInfo.currency).toBe("USD");
    expect((p2.investments.holdings as Json[]).every((h) => h.currencyTypeNm === "USD")).toBe(true);

    const p4b = (
      await http.post("/api/accounts/policy", body(rel(1000012), 700102), token("P4"))
    ).json() as Json;
    expect(p4b.policyInfo).toMatchObject({
      clientNmbr: 1000012,
      riskLevels: 5,
      scheme: "SMP",
      planName: "Kowloon Logistics Holdings Staff Plan",
      planNameZh: "九龍物流控股職員計劃",
    });
    const caf = (p4b.investments.holdings as Json[])[0] as Json;
    expect(new Decimal(caf.vestedAmt).lessThan(caf.investmentAmt)).toBe(true);
    const [er] = await rows<{ units: string; vested: string }>(
      sql`select unit_cnt::text as units, vested_unit_cnt::text as vested from holdings where clnt_rltnshp_nmbr = ${rel(1000012)} and money_type_code = 'ER_VOL'`,
    );
    expect(
      new Decimal(er?.vested ?? 0)
        .div(er?.units ?? 1)
        .toDecimalPlaces(2)
        .toNumber(),
    ).toBe(0.7);
  });

  it("refuses another member's account, and an own account under another contract number", async () => {
    await expectForeign(
      () => http.post("/api/accounts/policy", body(rel(1000002), 41107), token("P1")),
      "/api/accounts/policy",
    );
    await expectForeign(
      () => http.post("/api/accounts/policy", body(rel(1000001), 200001), token("P1")),
      "/api/accounts/policy",
    );
  });
});

describe("GET /api/accounts/gainAndLoss", () => {
  async function flowSums(r: number, upTo = CYCLE) {
    const [row] = await rows<{ c: string; ti: string; w: string; tout: string }>(sql`
      select coalesce(sum(gross_amt) filter (where activity_type_nmbr in (5, 75, 291, 259)), 0)::text as c,
             coalesce(sum(gross_amt) filter (where activity_type_nmbr in (148, 147, 292)), 0)::text as ti,
             coalesce(sum(gross_amt) filter (where activity_type_nmbr in (92, 98, 149, 290, 258, 146, 293)), 0)::text as w,
             coalesce(sum(gross_amt) filter (where activity_type_nmbr = 80), 0)::text as tout
      from transactions where clnt_rltnshp_nmbr = ${r} and effective_date <= ${upTo}`);
    return row as { c: string; ti: string; w: string; tout: string };
  }

  it("P1's employee account: balance, net contribution and gain/loss from the seeded history", async () => {
    const r = rel(1000001);
    const res = await http.get(
      `/api/accounts/gainAndLoss?clientNmbr=1000001&clntRltnshpNmbr=${r}&toDate=2026-12-31`,
      token("P1"),
    );
    expect(res.statusCode).toBe(200);
    const [item] = res.json() as Json[];
    const s = await flowSums(r);
    const balance = sumOf((await expectedFundValues(r)).values());
    const total = new Decimal(s.c).plus(s.ti);
    const net = total.plus(s.w).plus(s.tout);
    expect(item).toMatchObject({ clntRltnshpNmbr: r, asOfDate: CYCLE, currency: "HKD" });
    expect(item?.gainNLossVo).toEqual({
      accountBalance: balance.toFixed(2),
      totalContribution: total.toFixed(2),
      totalNetContribution: net.toFixed(2),
      gainLossAmt: balance.minus(net).toFixed(2),
      percentage: balance.minus(net).div(total).times(100).toFixed(2),
    });
    // 5250 a month (EE_MAN 1500, ER_MAN 1500, ER_VOL 2250).
    expect(new Decimal(item?.contributions.total).mod(5250).isZero()).toBe(true);
    expect(item?.contributions).toMatchObject({
      formerEmployerMandatory: "0.00",
      formerEmployerVoluntary: "0.00",
    });
    expect(
      new Decimal(item?.contributions.employerVoluntary).div(item?.contributions.memberMandatory).toNumber(),
    ).toBe(1.5);
    expect(item?.transferInAmt).toBe("0.00");
    expect(item?.withdrawalAmt).toBe("0.00");
  });

  it("P1's personal account: all transfer-in; an earlier toDate values the units held then", async () => {
    const r = rel(1000001, 1);
    const [now] = (
      await http.get(`/api/accounts/gainAndLoss?clientNmbr=1000001&clntRltnshpNmbr=${r}`, token("P1"))
    ).json() as Json[];
    expect(now?.gainNLossVo.totalContribution).toBe("186540.00");
    expect(now?.transferInAmt).toBe("186540.00");
    expect(now?.contributions.total).toBe("0.00");

    const [then] = (
      await http.get(
        `/api/accounts/gainAndLoss?clientNmbr=1000001&clntRltnshpNmbr=${r}&toDate=2015-12-31`,
        token("P1"),
      )
    ).json() as Json[];
    expect(then?.asOfDate).toBe("2015-12-31");
    const [value] = await rows<{ v: string }>(sql`
      select sum(round(u.units * (select unit_price from unit_prices up where up.inv_type_nmbr = u.inv
        and up.price_date <= '2015-12-31' order by price_date desc limit 1), 2))::text as v
      from (select inv_type_nmbr as inv, sum(unit_cnt) as units from transactions
            where clnt_rltnshp_nmbr = ${r} and effective_date <= '2015-12-31' group by 1) u`);
    expect(then?.gainNLossVo.accountBalance).toBe(new Decimal(value?.v ?? 0).toFixed(2));
    expect(then?.gainNLossVo.accountBalance).not.toBe(now?.gainNLossVo.accountBalance);
  });

  it("P11's terminated account (all transferred out) and P9's withdrawn guaranteed fund", async () => {
    const r = rel(1000011);
    const [p11] = (
      await http.get(`/api/accounts/gainAndLoss?clientNmbr=1000011&clntRltnshpNmbr=${r}`, token("P11"))
    ).json() as Json[];
    const s = await flowSums(r);
    expect(p11?.gainNLossVo.accountBalance).toBe("0.00");
    expect(p11?.netTransferInAmt).toBe(new Decimal(s.tout).toFixed(2));
    expect(new Decimal(p11?.netTransferInAmt).isNegative()).toBe(true);
    expect(p11?.gainNLossVo.totalNetContribution).toBe(new Decimal(s.c).plus(s.tout).toFixed(2));

    const [p9] = (
      await http.get(
        `/api/accounts/gainAndLoss?clientNmbr=1000009&clntRltnshpNmbr=${rel(1000009)}`,
        token("P9"),
      )
    ).json() as Json[];
    const s9 = await flowSums(rel(1000009));
    expect(p9?.withdrawalAmt).toBe(new Decimal(s9.w).negated().toFixed(2));
    expect(p9?.gainNLossVo).toMatchObject({ accountBalance: "0.00", totalContribution: "80000.00" });
  });

  it("P11's terminated account: flagged with its date; no gain/loss, rate or returns to show", async () => {
    const [ended] = (
      await http.get(
        `/api/accounts/gainAndLoss?clientNmbr=1000011&clntRltnshpNmbr=${rel(1000011)}`,
        token("P11"),
      )
    ).json() as Json[];
    expect(ended?.terminationDate).toBe("2019-07-31");
    expect(ended?.figuresShown).toEqual({
      terminated: true,
      netContribution: false,
      gainLoss: false,
      returns: false,
    });
    expect(ended?.periodReturns.map((p: Json) => [p.period, p.gainLossAmt, p.rate])).toEqual([
      ["3M", null, null],
      ["6M", null, null],
      ["1Y", null, null],
      ["SI", null, null],
    ]);

    // The personal account the benefits went to is active: every figure is shown.
    const [active] = (
      await http.get(
        `/api/accounts/gainAndLoss?clientNmbr=1000011&clntRltnshpNmbr=${rel(1000011, 1)}`,
        token("P11"),
      )
    ).json() as Json[];
    expect(active?.terminationDate).toBeNull();
    expect(active?.figuresShown).toEqual({
      terminated: false,
      netContribution: true,
      gainLoss: true,
      returns: true,
    });
    expect(active?.periodReturns.every((p: Json) => p.rate !== null)).toBe(true);
  });

  it("P1's employee account: the §2.3 figures; the 1-year one is the rate of return of the past 12 months", async () => {
    const r = rel(1000001);
    const [item] = (
      await http.get(`/api/accounts/gainAndLoss?clientNmbr=1000001&clntRltnshpNmbr=${r}`, token("P1"))
    ).json() as Json[];
    const periods = item?.periodReturns as Json[];
    expect(periods.map((p) => [p.period, p.fromDate, p.toDate])).toEqual([
      ["3M", addMonths(CYCLE, -3), CYCLE],
      ["6M", addMonths(CYCLE, -6), CYCLE],
      ["1Y", addMonths(CYCLE, -12), CYCLE],
      ["SI", "2010-01-01", CYCLE],
    ]);
    for (const p of periods) {
      expect(p.rate, p.period).toMatch(/^-?\d+\.\d{2}$/);
      expect(p.gainLossAmt, p.period).toMatch(/^-?\d+\.\d{2}$/);
    }
    const rate = (
      await http.get(`/api/accounts/rateOfReturn?clntRltnShpNmbr=${r}`, token("P1"))
    ).json() as Json;
    const year = periods.find((p) => p.period === "1Y") as Json;
    expect(year.rate).toBe(rate.accountRate);
    // Its gain: end value - start value - net cash flow of the funds, added with decimals.
    const funds = rate.funds as Json[];
    const gain = funds.reduce(
      (acc, f) => acc.plus(f.endValue).minus(f.startValue).minus(f.netCashFlow),
      new Decimal(0),
    );
    expect(year.gainLossAmt).toBe(gain.toFixed(2));
  });

  it("P1's personal account: since inception, the gain is the account's gain/loss; too young is N/A", async () => {
    const r = rel(1000001, 1);
    const [now] = (
      await http.get(`/api/accounts/gainAndLoss?clientNmbr=1000001&clntRltnshpNmbr=${r}`, token("P1"))
    ).json() as Json[];
    const si = ((now as Json).periodReturns as Json[]).find((p) => p.period === "SI") as Json;
    // Effective 1 May 2012; the only cash flow is the 186,540.00 transfer-in of 2 May 2012.
    expect(si.fromDate).toBe("2012-05-01");
    expect(si.gainLossAmt).toBe(now?.gainNLossVo.gainLossAmt);
    expect(new Decimal(now?.gainNLossVo.accountBalance).minus("186540.00").toFixed(2)).toBe(si.gainLossAmt);

    // Valued at 30 Sep 2012, the account is five months old: 3-month and since-inception figures only.
    const [young] = (
      await http.get(
        `/api/accounts/gainAndLoss?clientNmbr=1000001&clntRltnshpNmbr=${r}&toDate=2012-09-30`,
        token("P1"),
      )
    ).json() as Json[];
    const shown = ((young as Json).periodReturns as Json[]).map((p) => [
      p.period,
      p.fromDate,
      p.rate === null,
    ]);
    expect(shown).toEqual([
      ["3M", "2012-06-30", false],
      ["6M", null, true],
      ["1Y", null, true],
      ["SI", "2012-05-01", false],
    ]);
    // No flow in the 3 months: the rate is the value's change, (end - start) / start.
    const [v] = await rows<{ start: string; end: string }>(sql`
      select sum(round(u.units * (select unit_price from unit_prices up where up.inv_type_nmbr = u.inv
               and up.price_date <= '2012-06-30' order by price_date desc limit 1), 2))::text as start,
             sum(round(u.units * (select unit_price from unit_prices up where up.inv_type_nmbr = u.inv
               and up.price_date <= '2012-09-30' order by price_date desc limit 1), 2))::text as end
      from (select inv_type_nmbr as inv, sum(unit_cnt) as units from transactions
            where clnt_rltnshp_nmbr = ${r} and effective_date <= '2012-06-30' group by 1) u`);
    const threeMonths = ((young as Json).periodReturns as Json[])[0] as Json;
    const start = new Decimal(v?.start ?? 0);
    const end = new Decimal(v?.end ?? 0);
    expect(threeMonths.gainLossAmt).toBe(end.minus(start).toFixed(2));
    expect(threeMonths.rate).toBe(end.minus(start).div(start).times(100).toFixed(2));
  });

  it("refuses another member's account, and an own account under another client number", async () => {
    await expectForeign(
      () =>
        http.get(`/api/accounts/gainAndLoss?clientNmbr=1000002&clntRltnshpNmbr=${rel(1000002)}`, token("P1")),
      "/api/accounts/gainAndLoss",
    );
    await expectForeign(
      () =>
        http.get(`/api/accounts/gainAndLoss?clientNmbr=1000002&clntRltnshpNmbr=${rel(1000001)}`, token("P1")),
      "/api/accounts/gainAndLoss",
    );
  });
});

describe("gain/loss in one statement", () => {
  it("gives the §2.3 figures summed in SQL exactly as from the transactions and prices read apart", async () => {
    const reference = createReferenceSource(createReferenceRepository(t.database.db));
    const repos = createRepositories(t.database.db);
    const clock = pinnedClock(TEST_NOW);
    const answer = async (clientNmbr: number, r: number, toDate: string | undefined, apart: boolean) => {
      const accounts = apart
        ? {
            ...repos.accounts,
            // As if PostgreSQL's dates were not the periods' own: the figures are read apart.
            findOwnedGainAndLoss: async (...args: Parameters<typeof repos.accounts.findOwnedGainAndLoss>) => {
              const found = await repos.accounts.findOwnedGainAndLoss(...args);
              return found && { ...found, returns: null };
            },
          }
        : repos.accounts;
      const session = {
        tokenHash: "test",
        kind: "MEMBER",
        stage: "AUTHENTICATED",
        clientNmbr,
        createdAt: TEST_NOW,
        expiresAt: TEST_NOW,
        termsAcceptedAt: TEST_NOW,
        pinChangeRequired: false,
        staffSubject: null,
      } as const;
      const who = { session, pageLink: "/test", ip: "127.0.0.1" };
      const caller = { ...who, owned: ownedFor({ ...repos, reference, clock }, who) };
      return accountsService.gainAndLoss({ accounts, reference, clock }, caller, {
        clientNmbr,
        clntRltnshpNmbr: r,
        ...(toDate ? { toDate } : {}),
      });
    };
    let compared = 0;
    for (const clientNmbr of [1000001, 1000002, 1000003, 1000009, 1000011, 1000012]) {
      for (const r of rels[clientNmbr] ?? []) {
        for (const toDate of [undefined, "2026-05-31", "2024-02-29", "2012-09-30", "2031-01-01"]) {
          const inOne = await answer(clientNmbr, r, toDate, false);
          expect(await answer(clientNmbr, r, toDate, true), `${r} ${toDate}`).toEqual(inOne);
          if (inOne[0]?.periodReturns.some((p) => p.rate !== null)) compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  const keptRow = async (r: number) =>
    (
      await rows<{ version: number; as_of: string | null; kept: boolean }>(
        sql`select version::int as version, as_of::text as as_of, figures is not null as kept
            from account_figures where clnt_rltnshp_nmbr = ${r}`,
      )
    )[0];
  /** One more contribution of 1,000.00 on the cycle date, in a fund the account has a transaction in. */
  const contributeOnCycleDate = async (r: number) =>
    (
      await rows<{ id: number }>(sql`
        insert into transactions (clnt_rltnshp_nmbr, activity_type_nmbr, effective_date, inv_type_nmbr,
          money_type_code, gross_amt, unit_price, unit_cnt)
        select clnt_rltnshp_nmbr, 5, ${CYCLE}, inv_type_nmbr, money_type_code, 1000.00, unit_price, 1000.00 / unit_price
        from transactions where clnt_rltnshp_nmbr = ${r} and activity_type_nmbr = 5 order by trns_hst_seq_nmbr limit 1
        returning trns_hst_seq_nmbr::int as id`)
    )[0]?.id;

  it("keeps an account's figures as of the cycle date, and sums them again once the account changes", async () => {
    const r = rel(1000001);
    const url = `/api/accounts/gainAndLoss?clientNmbr=1000001&clntRltnshpNmbr=${r}`;
    const answer = async () => ((await http.get(url, token("P1"))).json() as Json[])[0] as Json;
    await rows(sql`delete from account_figures where clnt_rltnshp_nmbr = ${r}`);
    const first = await answer();
    expect(await keptRow(r)).toEqual({ version: 0, as_of: CYCLE, kept: true });
    expect(await answer()).toEqual(first);

    // The next call reads the kept row: altered by hand (no cash flows kept), the §2.3 figures change.
    await rows(sql`update account_figures set figures = jsonb_set(figures::jsonb, '{returns,flowSums}', '[]')::json
                   where clnt_rltnshp_nmbr = ${r}`);
    expect((await answer()).periodReturns).not.toEqual(first.periodReturns);
    expect((await answer()).gainNLossVo).toEqual(first.gainNLossVo);

    // A transaction moves the account's version on and drops its figures in the same statement.
    const id = await contributeOnCycleDate(r);
    expect(await keptRow(r)).toEqual({ version: 1, as_of: null, kept: false });
    const changed = await answer();
    expect(changed.gainNLossVo.totalContribution).toBe(
      new Decimal(first.gainNLossVo.totalContribution).plus(1000).toFixed(2),
    );
    expect(await keptRow(r)).toEqual({ version: 1, as_of: CYCLE, kept: true });
    await rows(sql`delete from transactions where trns_hst_seq_nmbr = ${id}`);
    expect(await keptRow(r)).toEqual({ version: 2, as_of: null, kept: false });
    expect(await answer()).toEqual(first);

    // So do the account's holdings and its policy's effective date.
    await rows(sql`update holdings set unit_cnt = unit_cnt where clnt_rltnshp_nmbr = ${r}`);
    expect(await keptRow(r)).toEqual({ version: 3, as_of: null, kept: false });
    await answer();
    await rows(sql`update policies set effective_date = effective_date where clnt_rltnshp_nmbr = ${r}`);
    expect((await keptRow(r))?.kept).toBe(true);
    await rows(sql`update policies set effective_date = effective_date - 1 where clnt_rltnshp_nmbr = ${r}`);
    expect(await keptRow(r)).toEqual({ version: 4, as_of: null, kept: false });
    await rows(sql`update policies set effective_date = effective_date + 1 where clnt_rltnshp_nmbr = ${r}`);
    expect(await answer()).toEqual(first);
  });

  it("never keeps figures summed before a change to the account committed", async () => {
    const r = rel(1000001);
    await rows(sql`delete from account_figures where clnt_rltnshp_nmbr = ${r}`);
    let contributed: Promise<number | undefined> | undefined;
    // The statement sums the figures; a contribution commits before they are written back.
    const db = t.database.db;
    const racing = new Proxy(db, {
      get(target, key) {
        if (key !== "execute") return Reflect.get(target, key);
        return async (query: Parameters<typeof db.execute>[0]) => {
          contributed ??= contributeOnCycleDate(r);
          await contributed;
          return target.execute(query);
        };
      },
    });
    const found = await createRepositories(racing).accounts.findOwnedGainAndLoss(1000001, r, null);
    expect(found?.flows).not.toBeNull();
    const id = await contributed;
    expect(id).toBeDefined();
    expect(await keptRow(r)).toEqual({ version: 1, as_of: null, kept: false });
    await rows(sql`delete from transactions where trns_hst_seq_nmbr = ${id}`);
  });

  it("keeps every account's figures in batches (the job after a cycle) exactly as the calls keep them", async () => {
    const kept = () =>
      rows<{ rel: number; version: number; as_of: string | null; figures: unknown }>(
        sql`select clnt_rltnshp_nmbr as rel, version::int as version, as_of::text as as_of, figures::jsonb as figures
            from account_figures order by clnt_rltnshp_nmbr`,
      );
    // What the members' own calls keep, one account at a time.
    await rows(sql`delete from account_figures`);
    for (const [key, clientNmbr] of [
      ["P1", 1000001],
      ["P3", 1000003],
      ["P9", 1000009],
      ["P11", 1000011],
    ] as const) {
      for (const r of rels[clientNmbr] ?? []) {
        const res = await http.get(
          `/api/accounts/gainAndLoss?clientNmbr=${clientNmbr}&clntRltnshpNmbr=${r}`,
          token(key),
        );
        expect(res.statusCode).toBe(200);
      }
    }
    const byCalls = await kept();
    expect(byCalls.length).toBeGreaterThan(6);

    await rows(sql`delete from account_figures`);
    const accounts = createRepositories(t.database.db).accounts;
    const all = await rows<{ rel: number }>(sql`select clnt_rltnshp_nmbr as rel from policies order by 1`);
    // A run looks at up to so many accounts and says where the next one goes on.
    const first = await keepAccountFigures(accounts, { upTo: 7, batch: 3 });
    expect(first).toEqual({ looked: 7, last: all[6]?.rel });
    expect(await keepAccountFigures(accounts, { after: first.last ?? 0, batch: 3 })).toEqual({
      looked: all.length - 7,
      last: null,
    });
    const byJob = await kept();
    expect(byJob.map((k) => [k.rel, k.as_of, k.figures !== null])).toEqual(
      all.map((a) => [a.rel, CYCLE, true]),
    );
    expect(byJob.filter((k) => byCalls.some((c) => c.rel === k.rel))).toEqual(byCalls);

    // Run again, it has nothing to do; an account changed since is summed again, and only that one.
    expect(await keepAccountFigures(accounts)).toEqual({ looked: 0, last: null });
    const r = rel(1000001);
    const id = await contributeOnCycleDate(r);
    expect((await keepAccountFigures(accounts)).looked).toBe(1);
    expect(await keptRow(r)).toEqual({ version: 1, as_of: CYCLE, kept: true });
    await rows(sql`delete from transactions where trns_hst_seq_nmbr = ${id}`);
    expect((await keepAccountFigures(accounts)).looked).toBe(1);
    expect((await kept()).find((k) => k.rel === r)).toEqual({
      ...byCalls.find((c) => c.rel === r),
      version: 2,
    });
  });
});

describe("GET /api/accounts/portfoliodetails", () => {
  it("P1's employee account: directions current first, a lifestyle (DIS) fund, the net figures", async () => {
    const r = rel(1000001);
    const res = await http.get(`/api/accounts/portfoliodetails?clntRltnShpNmbr=${r}`, token("P1"));
    expect(res.statusCode).toBe(200);
    const d = res.json() as Json;
    expect(d).toMatchObject({
      clntRltnshpNmbr: r,
      asOfDate: CYCLE,
      holdsLifestyleFund: true,
      unvestedBenefitAmt: "0.00",
    });
    expect(d.investmentDirections.map((x: Json) => [x.invDrctEfctvDt, x.current])).toEqual([
      ["2018-01-02", true],
      ["2010-01-01", false],
    ]);
    expect(d.investmentDirections[0].investments.map((i: Json) => [i.invTypeNmbr, i.percent])).toEqual([
      [302, 30],
      [313, 30],
      [312, 20],
      [306, 10],
      [315, 10],
    ]);
    expect(d.investmentDirections[0].investments[1].legalNm).toBe("Core Accumulation Fund");
    const [g] = (
      await http.get(`/api/accounts/gainAndLoss?clientNmbr=1000001&clntRltnshpNmbr=${r}`, token("P1"))
    ).json() as Json[];
    expect(new Decimal(d.netContributionAmt).plus(d.netTransferInAmt).toFixed(2)).toBe(
      g?.gainNLossVo.totalNetContribution,
    );
  });

  it("P4b: unvested employer voluntary money; P2 holds no lifestyle fund; P11's last employment", async () => {
    const p4b = (
      await http.get(`/api/accounts/portfoliodetails?clntRltnShpNmbr=${rel(1000012)}`, token("P4"))
    ).json() as Json;
    const [er] = await rows<{ v: string }>(sql`
      select round((h.unit_cnt - h.vested_unit_cnt) * (select unit_price from unit_prices up where up.inv_type_nmbr = h.inv_type_nmbr
        and up.price_date <= ${CYCLE} order by price_date desc limit 1), 2)::text as v
      from holdings h where h.clnt_rltnshp_nmbr = ${rel(1000012)} and h.money_type_code = 'ER_VOL'`);
    expect(p4b.unvestedBenefitAmt).toBe(er?.v);
    expect(new Decimal(p4b.unvestedBenefitAmt).greaterThan(0)).toBe(true);
    expect(p4b.holdsLifestyleFund).toBe(true);

    const p2 = (
      await http.get(`/api/accounts/portfoliodetails?clntRltnShpNmbr=${rel(1000002)}`, token("P2"))
    ).json() as Json;
    expect(p2.holdsLifestyleFund).toBe(false);
    const p11 = (
      await http.get(`/api/accounts/portfoliodetails?clntRltnShpNmbr=${rel(1000011)}`, token("P11"))
    ).json() as Json;
    expect(p11.lastEmploymentDate).toBe("2019-07-31");
  });

  it("refuses another member's account", async () => {
    await expectForeign(
      () => http.get(`/api/accounts/portfoliodetails?clntRltnShpNmbr=${rel(1000001)}`, token("P2")),
      "/api/accounts/portfoliodetails",
    );
  });
});

describe("GET /api/accounts/rateOfReturn", () => {
  it("P1's personal account (no cash flows in the year): the return is the price change", async () => {
    const r = rel(1000001, 1);
    const res = await http.get(`/api/accounts/rateOfReturn?clntRltnShpNmbr=${r}`, token("P1"));
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    expect(body).toMatchObject({ fromDate: addMonths(CYCLE, -12), toDate: CYCLE, currency: "HKD" });
    expect(body.funds.map((f: Json) => f.invTypeNmbr)).toEqual([298, 304]);
    let start = new Decimal(0);
    let end = new Decimal(0);
    for (const f of body.funds as Json[]) {
      expect(f.netCashFlow).toBe("0.00");
      expect(f.rate).toBe(
        new Decimal(f.endValue).minus(f.startValue).div(f.startValue).times(100).toFixed(2),
      );
      start = start.plus(f.startValue);
      end = end.plus(f.endValue);
    }
    expect(body.accountRate).toBe(end.minus(start).div(start).times(100).toFixed(2));
    const expected = await expectedFundValues(r);
    expect(end.toFixed(2)).toBe(sumOf(expected.values()).toFixed(2));
  });

  it("P1's employee account: monthly contributions are weighted by the remaining days", async () => {
    const r = rel(1000001);
    const body = (
      await http.get(`/api/accounts/rateOfReturn?clntRltnShpNmbr=${r}`, token("P1"))
    ).json() as Json;
    const funds = body.funds as Json[];
    expect(funds.map((f) => f.invTypeNmbr)).toEqual(
      [...funds.map((f) => f.invTypeNmbr)].sort((a, b) => a - b),
    );
    const caf = funds.find((f) => f.invTypeNmbr === 313) as Json;
    // 30% of 5250 a month for twelve months went into the Core Accumulation Fund.
    const flows = new Decimal(caf.netCashFlow);
    expect(flows.div(1575).toDecimalPlaces(0).toNumber()).toBe(12);
    const plain = new Decimal(caf.endValue).minus(caf.startValue).minus(flows).div(caf.startValue).times(100);
    // Weighted flows enlarge the denominator: the rate is smaller in size than gain / start.
    expect(new Decimal(caf.rate).abs().lessThan(plain.abs())).toBe(true);
    expect(body.accountRate).toMatch(/^-?\d+\.\d{2}$/);
  });

  it("refuses another member's account", async () => {
    await expectForeign(
      () => http.get(`/api/accounts/rateOfReturn?clntRltnShpNmbr=${rel(1000003)}`, token("P1")),
      "/api/accounts/rateOfReturn",
    );
  });
});

describe("GET /api/accounts/qualifyingBalance", () => {
  it("P1's long-term guaranteed fund: QB2 only (contributions since 2010); P9's CGF: QB1 (2003)", async () => {
    const res = await http.get(
      `/api/accounts/qualifyingBalance?clntRltnShpNmbr=${rel(1000001)}&asOfDt=${CYCLE}`,
      token("P1"),
    );
    expect(res.statusCode).toBe(200);
    const [ltgf] = res.json() as Json[];
    expect(ltgf).toMatchObject({ invTypeNmbr: 310, ltgfTypeNm: "LTGF", qb1Amt: "0.00", asOfDate: CYCLE });
    const [inflow] = await rows<{ v: string }>(
      sql`select sum(gross_amt)::text as v from transactions where clnt_rltnshp_nmbr = ${rel(1000001)} and inv_type_nmbr = 310 and gross_amt > 0`,
    );
    expect(ltgf?.qb2Amt).toBe(new Decimal(inflow?.v ?? 0).toFixed(2));
    expect(ltgf?.qbOutAmt).toBe(ltgf?.qb2Amt);

    const [cgf] = (
      await http.get(`/api/accounts/qualifyingBalance?clntRltnShpNmbr=${rel(1000009)}`, token("P9"))
    ).json() as Json[];
    expect(cgf).toMatchObject({ invTypeNmbr: 300, ltgfTypeNm: "CGF", qb1Amt: "80000.00", qb2Amt: "0.00" });
    expect(cgf?.qpMonth).toBeGreaterThan(12 * 20);
  });

  it("an account without guaranteed funds has none; another member's account is refused", async () => {
    expect(
      (await http.get(`/api/accounts/qualifyingBalance?clntRltnShpNmbr=${rel(1000002)}`, token("P2"))).json(),
    ).toEqual([]);
    await expectForeign(
      () => http.get(`/api/accounts/qualifyingBalance?clntRltnShpNmbr=${rel(1000009)}`, token("P1")),
      "/api/accounts/qualifyingBalance",
    );
  });
});

describe("GET /api/accounts/feesandcharges", () => {
  it("P1's employee account: held funds first, the product's other funds after, the tier of the balance", async () => {
    const r = rel(1000001);
    const res = await http.get(`/api/accounts/feesandcharges?clntRltnShpNmbr=${r}`, token("P1"));
    expect(res.statusCode).toBe(200);
    const f = res.json() as Json;
    const expected = await expectedFundValues(r);
    const balance = sumOf(expected.values());
    expect(f.balanceHkd).toBe(balance.toFixed(2));
    expect(f.tierIndex).toBe(feeTierIndex(balance));
    const held = [...expected.entries()]
      .filter(([, v]) => new Decimal(v).greaterThan(0))
      .sort(([a, x], [b, y]) => new Decimal(y).comparedTo(x) || a - b)
      .map(([inv]) => inv);
    const list = f.feeChargesSmry as Json[];
    expect(list.slice(0, held.length).map((x) => x.invTypeNmbr)).toEqual(held);
    const [offered] = await rows<{ n: number }>(
      sql`select count(*)::int as n from product_funds where product_type_nmbr = 112`,
    );
    expect(list.length).toBe(offered?.n);
    const balanced = list.find((x) => x.invTypeNmbr === 302) as Json;
    expect(balanced).toMatchObject({ stndInvAstRt: "1.30", noOfTier: 6, guaranteeChargePct: null });
    expect(balanced.applicableRatePct).toBe(balanced.tiers[f.tierIndex].ratePct);
    expect(balanced.tiers[0]).toEqual({ minBalance: "0.00", maxBalance: "30000.00", ratePct: "1.30" });
    expect(balanced.tiers[5].maxBalance).toBeNull();
    expect(list.find((x) => x.invTypeNmbr === 310)).toMatchObject({
      guaranteeChargePct: "1.00",
      noOfTier: 0,
    });
    expect(list.find((x) => x.invTypeNmbr === 308)).toMatchObject({ applicableRatePct: "0.70", tiers: [] });
  });

  it("P3 has fees; none for the employer scheme (P4), an ORSO account or the AIIB scheme: 404", async () => {
    expect(
      (await http.get(`/api/accounts/feesandcharges?clntRltnShpNmbr=${rel(1000003)}`, token("P3")))
        .statusCode,
    ).toBe(200);
    const before = await foreignLogCount();
    for (const [key, r] of [
      ["P4", rel(1000004)],
      ["P1", rel(1000001, 3)],
      ["P2", rel(1000002)],
    ] as const) {
      const res = await http.get(`/api/accounts/feesandcharges?clntRltnShpNmbr=${r}`, token(key));
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toMatchObject({ code: "not-found" });
    }
    expect(await foreignLogCount()).toBe(before);
  });

  it("refuses another member's account", async () => {
    await expectForeign(
      () => http.get(`/api/accounts/feesandcharges?clntRltnShpNmbr=${rel(1000003)}`, token("P1")),
      "/api/accounts/feesandcharges",
    );
  });
});

describe("GET /api/contractinfoservice/customattributes", () => {
  it("P1's merged employee contract: the merger attributes", async () => {
    const res = await http.get("/api/contractinfoservice/customattributes?contractNmbr=100231", token("P1"));
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    expect(body.contractNmbr).toBe(100231);
    expect(body.contractAttributeVOs.map((a: Json) => [a.cstmAttrCd, a.cstmAttrNm, a.efctvDt])).toEqual([
      [287, "MERGER", "2020-12-01"],
      [218, "MERGER SCHEME", "2020-12-01"],
    ]);
    // The remarks in both languages.
    expect(body.contractAttributeVOs.map((a: Json) => [a.cstmAttrTxt, a.cstmAttrTxtZh])).toEqual([
      [
        "Merged from Harbour MPF Scheme Series 600 (contract 600231)",
        "由港灣強積金計劃600系列（合約編號600231）合併",
      ],
      ["Harbour MPF Scheme Series 600", "港灣強積金計劃600系列"],
    ]);
    const none = (
      await http.get("/api/contractinfoservice/customattributes?contractNmbr=41107", token("P2"))
    ).json();
    expect(none).toEqual({ contractNmbr: 41107, contractAttributeVOs: [] });
  });

  it("refuses another member's contract and an unknown one", async () => {
    await expectForeign(
      () => http.get("/api/contractinfoservice/customattributes?contractNmbr=41107", token("P1")),
      "contractNmbr=41107",
    );
    await expectForeign(
      () => http.get("/api/contractinfoservice/customattributes?contractNmbr=999999", token("P1")),
      "contractNmbr=999999",
    );
  });
});
