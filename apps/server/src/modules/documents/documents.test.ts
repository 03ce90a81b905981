import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { backgroundJobs } from "../../jobs/background.ts";
import { pinnedClock } from "../../lib/clock.ts";
import { memberRequest, memberSession } from "../../testing/member-session.ts";
import { HAS_PDFTOTEXT, pdfText } from "../../testing/pdf-text.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../../testing/test-app.ts";

// The tests run on 20 Nov 2026 (HKT); the cycle date is 19 Nov 2026.
let t: TestApp;
let http: ReturnType<typeof memberRequest>;
let token: string;
let rel: number;

// biome-ignore lint/suspicious/noExplicitAny: test JSON bodies
type Json = Record<string, any>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  http = memberRequest(t);
  token = await memberSession(t.database.db, 1000001, TEST_NOW);
  const [account] = await queryRows<{ rel: number }>(
    t.database.db,
    sql`select min(clnt_rltnshp_nmbr) as rel from policies where client_nmbr = 1000001`,
  );
  rel = account?.rel ?? 0;
});
afterAll(() => t.close());

describe("the documents page's list", () => {
  it("lists the account's statements of 48 months, its notices and the scheme's fund documents", async () => {
    const res = await http.get(`/api/documents?clntRltnshpNmbr=${rel}&lang=en`, token);
    expect(res.statusCode).toBe(200);
    const body: Json = res.json();
    const years = body.statements.map((s: Json) => s.schemeYear);
    expect(years[0]).toBe("2025/26");
    // 20 Nov 2026 less 48 months is 20 Nov 2022: the year to 31 March 2023 is the oldest.
    expect(body.statements.at(-1).periodTo >= "2022-11-20").toBe(true);
    expect(body.statements.length).toBeLessThanOrEqual(4);
    for (const s of body.statements) expect(s.sizeBytes).toBeGreaterThan(1000);
    // The seeded notices: a fee change and the yearly notice, newest first, kept 12 months.
    expect(body.notices.map((n: Json) => n.kind).slice(0, 2)).toEqual(["SCHEME_NOTICE", "FEE_CHANGE"]);
    expect(body.notices[0].titleZh).toMatch(/[\u4e00-\u9fff]/);
    expect(body.fundDocuments.asOfDates).toHaveLength(24);
    expect(body.fundDocuments.asOfDates[0]).toBe("2026-10-31");
    const kinds = body.fundDocuments.items.map((i: Json) => i.kind);
    expect(kinds.slice(0, 2)).toEqual(["brochure", "disclaimer"]);
    expect(kinds.filter((k: string) => k === "factsheet").length).toBeGreaterThan(3);
  });

  it("gives the statement's size in the language asked, and the same file on each download", async () => {
    const listed: Json = (await http.get(`/api/documents?clntRltnshpNmbr=${rel}&lang=zh-HK`, token)).json();
    const [latest] = listed.statements;
    const url = `/api/documents/statement?clntRltnshpNmbr=${rel}&periodTo=${latest.periodTo}&lang=zh-HK`;
    const first = await http.get(url, token);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(first.rawPayload.length).toBe(latest.sizeBytes);
    expect((await http.get(url, token)).rawPayload.equals(first.rawPayload)).toBe(true);
    if (HAS_PDFTOTEXT) expect(pdfText(first.rawPayload)).toContain("周年權益報表");
  });

  it("answers 404 for a period the account has no statement of", async () => {
    for (const periodTo of ["2026-03-30", "2027-03-31", "2021-03-31"]) {
      const res = await http.get(
        `/api/documents/statement?clntRltnshpNmbr=${rel}&periodTo=${periodTo}&lang=en`,
        token,
      );
      expect(res.statusCode, periodTo).toBe(404);
    }
  });
});

describe("the documents page's list, other personas", () => {
  const accountsOf = (client: number) =>
    queryRows<{ rel: number; ended: string | null }>(
      t.database.db,
      sql`select clnt_rltnshp_nmbr as rel, termination_date::text as ended from policies
          where client_nmbr = ${client} order by clnt_rltnshp_nmbr`,
    );

  it("lists each notice once for a member under two employers (P4: clients 1000004 and 1000012)", async () => {
    const p4 = await memberSession(t.database.db, 1000004, TEST_NOW);
    const accounts = [...(await accountsOf(1000004)), ...(await accountsOf(1000012))];
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    for (const account of accounts) {
      const res = await http.get(`/api/documents?clntRltnshpNmbr=${account.rel}&lang=en`, p4);
      expect(res.statusCode).toBe(200);
      const titles = (res.json() as Json).notices.map((n: Json) => `${n.titleEn}|${n.sentOn}`);
      expect(titles.length).toBeGreaterThan(0);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it("has no statement for a year after an account ended (P11's employee account, ended 31 Jul 2019)", async () => {
    const p11 = await memberSession(t.database.db, 1000011, TEST_NOW);
    const ended = (await accountsOf(1000011)).find((account) => account.ended === "2019-07-31");
    if (!ended) throw new Error("P11's ended account not seeded");
    const res = await http.get(`/api/documents?clntRltnshpNmbr=${ended.rel}&lang=en`, p11);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Json).statements).toEqual([]);
    // Nor can one be asked for.
    const statement = await http.get(
      `/api/documents/statement?clntRltnshpNmbr=${ended.rel}&periodTo=2026-03-31&lang=en`,
      p11,
    );
    expect(statement.statusCode).toBe(404);
  });
});

describe("e-notices", () => {
  it("makes a notice's PDF in the background; before that, on request", async () => {
    const listed: Json = (await http.get(`/api/documents?clntRltnshpNmbr=${rel}&lang=en`, token)).json();
    const notice = listed.notices[0];
    expect(notice.sizeBytes).toBeNull();
    const early = await http.get(`/api/documents/notices/${notice.noticeId}`, token);
    expect(early.statusCode).toBe(200);
    const queue = backgroundJobs({
      db: t.database.db,
      clock: pinnedClock(TEST_NOW),
      demoPrices: false,
      cycleHour: 18,
    });
    await t.database.db.execute(sql`delete from jobs where key is not null`);
    expect(await queue.drain()).toBeGreaterThan(1);
    const after: Json = (await http.get(`/api/documents?clntRltnshpNmbr=${rel}&lang=en`, token)).json();
    expect(after.notices[0].sizeBytes).toBeGreaterThan(1000);
    const file = await http.get(`/api/documents/notices/${notice.noticeId}`, token);
    expect(file.rawPayload.length).toBe(after.notices[0].sizeBytes);
    if (HAS_PDFTOTEXT) {
      const text = pdfText(file.rawPayload);
      expect(text).toContain(notice.titleEn);
      expect(text).toContain("計劃受託人");
    }
  });
});

describe("fund documents as at an earlier month-end", () => {
  it("makes a fact sheet as at one of the 24 month-ends and refuses any other day", async () => {
    const listed: Json = (await http.get(`/api/documents?clntRltnshpNmbr=${rel}&lang=en`, token)).json();
    const sheet = listed.fundDocuments.items.find((i: Json) => i.kind === "factsheet");
    const base = `/api/funds/documents/factsheet?productTypeNmbr=${sheet.productTypeNmbr}&invTypeNmbr=${sheet.invTypeNmbr}&lang=en`;
    const asOf = listed.fundDocuments.asOfDates[23];
    const old = await http.get(`${base}&asOfDate=${asOf}`, token);
    expect(old.statusCode).toBe(200);
    expect(old.headers["content-disposition"]).toContain(asOf);
    expect((await http.get(`${base}&asOfDate=2024-10-31`, token)).statusCode).toBe(404);
    expect((await http.get(`${base}&asOfDate=2026-10-30`, token)).statusCode).toBe(404);
  });
});
