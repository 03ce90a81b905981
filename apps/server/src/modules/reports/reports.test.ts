import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { queryRows } from "../../db/database.ts";
import { backgroundJobs } from "../../jobs/background.ts";
import { runRetentionPurge } from "../../jobs/retention-purge.ts";
import { pinnedClock } from "../../lib/clock.ts";
import { memberRequest, memberSession } from "../../testing/member-session.ts";
import { createStaffApp, staffCookie, staffSession } from "../../testing/staff.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../../testing/test-app.ts";

// The tests run on 20 Nov 2026 (HKT).
let t: TestApp;
let http: ReturnType<typeof memberRequest>;
let token: string;
let rel: number;
let orsoRel: number;

// biome-ignore lint/suspicious/noExplicitAny: test JSON bodies
type Json = Record<string, any>;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/** A server instance's background worker on the same database (a restart makes a new one). */
const worker = () =>
  backgroundJobs({
    db: t.database.db,
    clock: pinnedClock(TEST_NOW),
    demoPrices: false,
    cycleHour: 18,
    baseRetryMs: 0,
  });

/** Runs the report and notice jobs due (not the recurring ones). */
async function drainReports(queue = worker()): Promise<number> {
  await t.database.db.execute(sql`delete from jobs where key is not null`);
  return queue.drain();
}

const request = (body: Json) =>
  http.post("/api/reports", { clntRltnshpNmbr: rel, format: "CSV", language: "en", ...body }, token);
const list = async (account = rel): Promise<Json[]> =>
  (await http.get(`/api/reports?clntRltnshpNmbr=${account}`, token)).json().reports;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  http = memberRequest(t);
  token = await memberSession(t.database.db, 1000001, TEST_NOW);
  const accounts = await rows<{ rel: number; is_orso: boolean }>(
    sql`select p.clnt_rltnshp_nmbr as rel, pr.is_orso from policies p
        join contracts c on c.contract_nmbr = p.contract_nmbr
        join products pr on pr.product_type_nmbr = c.product_type_nmbr
        where p.client_nmbr = 1000001 order by p.clnt_rltnshp_nmbr`,
  );
  rel = accounts.find((a) => !a.is_orso)?.rel ?? 0;
  orsoRel = accounts.find((a) => a.is_orso)?.rel ?? 0;
  await drainReports();
});
afterAll(() => t.close());

describe("reports made in the background", () => {
  it("answers a request at once as Processing; a worker of a restarted server makes it once, Ready", async () => {
    const res = await request({ reportType: "TRANSACTION", fromMonth: "2026-05", toMonth: "2026-10" });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      status: "PROCESSING",
      fromDate: "2026-05-01",
      toDate: "2026-10-31",
      sizeBytes: null,
    });
    // The server that took the request stops before making it; the job waits in the database.
    await t.app.close();
    t.app = await buildApp({ config: t.config, database: t.database, clock: pinnedClock(TEST_NOW) });
    http = memberRequest(t);
    expect((await list())[0]).toMatchObject({ reportId: report.reportId, status: "PROCESSING" });

    // Two workers (two instances) at once: one makes it.
    const made = await Promise.all([worker().drain(), worker().drain()]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);
    const [ready] = await list();
    expect(ready).toMatchObject({ reportId: report.reportId, status: "READY" });
    expect(ready?.sizeBytes).toBeGreaterThan(100);
    expect(await drainReports()).toBe(0);
    const [job] = await rows<{ status: string; attempts: number }>(
      sql`select status, attempts from jobs where payload->>'reportId' = ${String(report.reportId)}`,
    );
    expect(job).toEqual({ status: "done", attempts: 1 });

    const file = await http.get(`/api/reports/${report.reportId}/file`, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toContain(".csv");
    expect(file.rawPayload.length).toBe(ready?.sizeBytes);
    // The account as the portfolio page and the benefit statement number it: its policy number.
    const [policy] = await rows<{ policy_number: string }>(
      sql`select policy_number from policies where clnt_rltnshp_nmbr = ${rel}`,
    );
    expect(file.payload).toContain(`Account number,${policy?.policy_number}\r\n`);
  });

  it("makes a PDF, a contribution statement and a balance statement", async () => {
    const ids = [];
    for (const body of [
      {
        reportType: "TRANSACTION",
        fromMonth: "2026-05",
        toMonth: "2026-10",
        format: "PDF",
        language: "zh-HK",
      },
      { reportType: "CONTRIBUTION", fromMonth: "2025-11", toMonth: "2026-11" },
      { reportType: "BALANCE", asAtDate: "2026-09-30", format: "PDF" },
    ]) {
      const res = await request(body);
      expect(res.statusCode).toBe(200);
      ids.push(res.json().reportId);
    }
    expect(await drainReports()).toBe(3);
    for (const id of ids) {
      const file = await http.get(`/api/reports/${id}/file`, token);
      expect(file.statusCode).toBe(200);
    }
    const pdf = await http.get(`/api/reports/${ids[0]}/file`, token);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("checks the §5.2 rules again on the server and writes nothing for a refused request", async () => {
    const before = (await list()).length;
    const cases: [Json, string][] = [
      [{ reportType: "TRANSACTION", fromMonth: "2025-09", toMonth: "2026-10" }, "history-range-too-long"],
      [
        { reportType: "TRANSACTION", fromMonth: "2026-06", toMonth: "2026-05" },
        "history-range-from-after-to",
      ],
      [
        { reportType: "CONTRIBUTION", fromMonth: "2023-10", toMonth: "2024-01" },
        "history-range-out-of-window",
      ],
      [{ reportType: "BALANCE", asAtDate: "2026-11-21" }, "history-range-out-of-window"],
      [{ reportType: "BALANCE", asAtDate: "2026-02-30" }, "history-range-invalid"],
      [{ reportType: "TRANSACTION", fromMonth: "2026-13", toMonth: "2026-10" }, "history-range-invalid"],
    ];
    for (const [body, code] of cases) {
      const res = await request(body);
      expect({ body, status: res.statusCode, code: res.json().code }).toEqual({ body, status: 400, code });
    }
    expect(await list()).toHaveLength(before);
  });

  it("refuses a transaction statement of an ORSO account, which has no fund history", async () => {
    expect(orsoRel).toBeGreaterThan(0);
    const res = await http.post(
      "/api/reports",
      {
        clntRltnshpNmbr: orsoRel,
        reportType: "TRANSACTION",
        fromMonth: "2026-05",
        toMonth: "2026-10",
        format: "PDF",
        language: "en",
      },
      token,
    );
    expect(res.statusCode).toBe(409);
  });

  it("retries a report whose making fails, then shows Failed; the member may try again", async () => {
    const res = await request({ reportType: "TRANSACTION", fromMonth: "2026-05", toMonth: "2026-10" });
    const id = res.json().reportId;
    // The history it is made from refuses the period (as if the data behind it were broken).
    await t.database.db.execute(sql`update reports set from_date = '2019-01-01' where id = ${id}`);
    const queue = worker();
    expect(await drainReports(queue)).toBe(3);
    const failed = (await list()).find((r) => r.reportId === id);
    expect(failed).toMatchObject({ status: "FAILED", sizeBytes: null });
    expect((await http.get(`/api/reports/${id}/file`, token)).statusCode).toBe(409);

    await t.database.db.execute(sql`update reports set from_date = '2026-05-01' where id = ${id}`);
    const retried = await http.post(`/api/reports/${id}/retry`, {}, token);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: "PROCESSING" });
    // Only a failed report is made again.
    expect((await http.post(`/api/reports/${id}/retry`, {}, token)).statusCode).toBe(409);
    expect(await drainReports()).toBe(1);
    expect((await list()).find((r) => r.reportId === id)).toMatchObject({ status: "READY" });
  });

  it("lets a staff user list and download a member's reports, never request or retry one", async () => {
    const staff = await createStaffApp(t.database, pinnedClock(TEST_NOW));
    try {
      const cookies = staffCookie(await staffSession(t.database.db, 1000001, TEST_NOW));
      const listed = await staff.inject({
        method: "GET",
        url: `/api/reports?clntRltnshpNmbr=${rel}`,
        cookies,
      });
      expect(listed.statusCode).toBe(200);
      const [ready] = listed.json().reports.filter((r: Json) => r.status === "READY");
      expect(
        (await staff.inject({ method: "GET", url: `/api/reports/${ready.reportId}/file`, cookies }))
          .statusCode,
      ).toBe(200);
      const asked = await staff.inject({
        method: "POST",
        url: "/api/reports",
        cookies,
        payload: {
          clntRltnshpNmbr: rel,
          reportType: "TRANSACTION",
          fromMonth: "2026-05",
          toMonth: "2026-10",
          format: "PDF",
          language: "en",
        },
      });
      expect(asked.statusCode).toBe(403);
      expect(asked.json().code).toBe("staff-read-only");
    } finally {
      await staff.close();
    }
  });
});

describe("the retention purge", () => {
  it("keeps reports and notices through their last day and removes them the day after", async () => {
    const today = "2026-11-20";
    await t.database.db.execute(sql`
      insert into reports (client_nmbr, clnt_rltnshp_nmbr, report_type, format, language, from_date, to_date, status, requested_at, retain_until)
      values (1000001, ${rel}, 'BALANCE', 'PDF', 'en', '2024-11-20', '2024-11-20', 'FAILED', '2024-11-20T02:00:00Z', ${today}),
             (1000001, ${rel}, 'BALANCE', 'PDF', 'en', '2024-11-19', '2024-11-19', 'FAILED', '2024-11-19T02:00:00Z', '2026-11-19')`);
    await t.database.db.execute(sql`
      insert into notices (client_nmbr, kind, title_en, title_zh, body_en, body_zh, sent_at, retain_until)
      values (1000001, 'SCHEME_NOTICE', 'Kept', '保留', 'b', 'b', '2025-11-20T02:00:00Z', ${today}),
             (1000001, 'SCHEME_NOTICE', 'Gone', '刪除', 'b', 'b', '2025-11-19T02:00:00Z', '2026-11-19')`);
    const purged = await runRetentionPurge(t.database.db, pinnedClock(TEST_NOW));
    expect(purged).toMatchObject({ reports: 1, notices: 1 });
    const left = await rows<{ to_date: string }>(
      sql`select to_date from reports where report_type = 'BALANCE' and status = 'FAILED'`,
    );
    expect(left.map((r) => r.to_date)).toEqual(["2024-11-20"]);
    const notices = await rows<{ title_en: string }>(
      sql`select title_en from notices where title_en in ('Kept', 'Gone')`,
    );
    expect(notices.map((n) => n.title_en)).toEqual(["Kept"]);
    // The member's list shows neither once past its day (the purge may not have run yet).
    const shown = await list();
    expect(shown.some((r) => r.toDate === "2024-11-19")).toBe(false);
  });
});
