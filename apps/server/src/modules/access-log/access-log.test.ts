import { encodePin } from "@portal/domain";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { accessLog } from "../../db/schema.ts";
import { runRetentionPurge } from "../../jobs/retention-purge.ts";
import { memberSession } from "../../testing/member-session.ts";
import { createTestApp, ManualClock, type TestApp } from "../../testing/test-app.ts";

// POST /api/record keeps visits of the portal's pages for 30 days: under a session only, of a
// known page under its own name, a page a second at most; an account named must be the member's.
const P11 = 1000011;
let t: TestApp;
const clock = new ManualClock();

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
});
afterAll(() => t.close());

const record = (body: object, token?: string): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: "POST",
    url: "/api/record",
    payload: body,
    cookies: token ? { portal_session: token } : {},
  });

async function firstAccountOf(clientNmbr: number): Promise<number> {
  const [row] = await queryRows<{ rel: number }>(
    t.database.db,
    sql`select min(clnt_rltnshp_nmbr) as rel from policies where client_nmbr = ${clientNmbr}`,
  );
  return row?.rel ?? 0;
}

describe("the access log", () => {
  it("records a member's visits, refuses another member's account, and is purged after 30 days", async () => {
    const token = await memberSession(t.database.db, P11, clock.now());
    const own = await firstAccountOf(P11);
    const foreign = await firstAccountOf(1000001);
    const visit = { pageName: "Portfolio", pageLink: "/portfolio" };
    expect((await record({ ...visit, policyId: own }, token)).statusCode).toBe(204);
    expect((await record({ ...visit, policyId: foreign }, token)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(accessLog).where(eq(accessLog.pageName, "Portfolio"));
    expect(rows.some((r) => r.loginId === "3000011" && r.clientNmbr === P11 && r.policyId === own)).toBe(
      true,
    );
    const [foreignLogged] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from access_log where event = 'FOREIGN_ID'`,
    );
    expect(foreignLogged?.n).toBe(1);

    const before = await t.database.db.$count(accessLog);
    clock.advance(31 * 24 * 60 * 60 * 1000);
    const purged = await runRetentionPurge(t.database.db, clock);
    expect(purged.accessLog).toBe(before);
    expect(await t.database.db.$count(accessLog)).toBe(0);
  });

  it("takes a contribution record's details from both pages that list the records (part 2 §2.1)", async () => {
    const token = await memberSession(t.database.db, P11, clock.now());
    const policyId = await firstAccountOf(P11);
    for (const base of ["/contribution", "/transactionContributionHistory"]) {
      const visit = { pageName: "Contribution Details", pageLink: `${base}/details`, policyId };
      expect({ base, status: (await record(visit, token)).statusCode }).toEqual({ base, status: 204 });
    }
    const wrongName = {
      pageName: "Changes Details",
      pageLink: "/transactionContributionHistory/details",
      policyId,
    };
    expect((await record(wrongName, token)).statusCode).toBe(400);
  });

  it("takes no visit without a session, and none of a page the portal does not have", async () => {
    const before = await t.database.db.$count(accessLog);
    const anonymous = await record({ pageName: "Landing Page", pageLink: "/" });
    expect({ status: anonymous.statusCode, code: anonymous.json().code }).toEqual({
      status: 401,
      code: "session-expired",
    });
    const token = await memberSession(t.database.db, P11, clock.now());
    for (const body of [
      { pageName: "Account Details", pageLink: "/portfolio" },
      { pageName: "Dashboard", pageLink: "/admin" },
      { pageName: "Anything at all", pageLink: "/dashboard" },
      { pageName: "Dashboard", pageLink: "/dashboard\u0000" },
    ]) {
      const res = await record(body, token);
      expect({ body, status: res.statusCode, code: res.json().code }).toEqual({
        body,
        status: 400,
        code: "validation",
      });
    }
    expect(await t.database.db.$count(accessLog)).toBe(before);
  });

  it("takes a visit from a login's first step (PIN given, OTP not yet)", async () => {
    const first = await t.app.inject({
      method: "POST",
      url: "/api/auth/authenticateMFA",
      payload: { scheme: "S800", loginId: "3000011", password: encodePin("Portal#2026") },
      remoteAddress: "10.30.0.1",
    });
    const pre = first.cookies.find((c) => c.name.endsWith("portal_session"))?.value;
    expect(pre).toBeTruthy();
    expect(
      (await record({ pageName: "Select Channel OTP", pageLink: "/selectChannel" }, pre)).statusCode,
    ).toBe(204);
  });

  it("takes at most 60 visits a minute from one session", async () => {
    const token = await memberSession(t.database.db, P11, clock.now());
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++)
      statuses.push((await record({ pageName: "Dashboard", pageLink: "/dashboard" }, token)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    clock.advance(61_000);
    expect((await record({ pageName: "Dashboard", pageLink: "/dashboard" }, token)).statusCode).toBe(204);
  });
});
