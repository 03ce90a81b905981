import { encodePin } from "@portal/domain";
import { desc, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { accessLog, credentials, outbox } from "../../db/schema.ts";
import { runRetentionPurge } from "../../jobs/retention-purge.ts";
import { hashPin } from "../../lib/pin-hash.ts";
import { createTestApp, ManualClock, type TestApp } from "../../testing/test-app.ts";

const PIN = "Portal#2026";
let t: TestApp;
const clock = new ManualClock();
let ipCounter = 0;
/** Each test comes from its own address, so the per-address limit only bites where a test means it to. */
let ip = "10.0.0.1";

beforeAll(async () => {
  t = await createTestApp({ clock, seed: true });
});
afterAll(() => t.close());
beforeEach(() => {
  ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
});

function cookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === "portal_session");
  if (!c) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return c.value;
}

async function post(url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    remoteAddress: ip,
    cookies: cookie ? { portal_session: cookie } : {},
  });
}

async function latestOtp(to: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!row?.otp) throw new Error(`no OTP sent to ${to}`);
  return row.otp;
}

async function firstStep(body: Record<string, string>, pin = PIN) {
  return post("/api/auth/authenticateMFA", { ...body, password: encodePin(pin) });
}

/** Logs a persona in through both steps and returns the full session cookie. */
async function login(
  body: Record<string, string>,
  destination: string,
  channel: "SMS" | "EMAIL" = "SMS",
  pin = PIN,
) {
  const first = await firstStep(body, pin);
  expect(first.statusCode).toBe(200);
  const pre = cookieOf(first);
  expect((await post("/api/auth/activateMFA", { channel }, pre)).statusCode).toBe(200);
  const verified = await post("/api/auth/verifyMFA", { passCode: await latestOtp(destination) }, pre);
  expect(verified.statusCode).toBe(200);
  return { pre, cookie: cookieOf(verified), info: verified.json() };
}

describe("login with PIN and OTP", () => {
  it("P1 logs in by HKID with the e-mail OTP; the token rotates; the session answers the login info", async () => {
    const first = await firstStep({ scheme: "S800", govtId: "A123456(3)" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      userName: "3000001",
      scheme: "S800",
      isFirstTimeLogin: false,
      factors: [
        { channel: "EMAIL", masked: "ch****.com" },
        { channel: "SMS", masked: "****4567" },
      ],
    });
    const setCookie = String(first.headers["set-cookie"]);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    const pre = cookieOf(first);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", cookies: { portal_session: pre } }))
        .statusCode,
    ).toBe(401);

    const sent = await post("/api/auth/activateMFA", { channel: "EMAIL" }, pre);
    expect(sent.json()).toMatchObject({ channel: "EMAIL", masked: "ch****.com" });
    const otp = await latestOtp("chan.taiman@example.com");
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await post("/api/auth/verifyMFA", { passCode: otp }, pre);
    expect(verified.statusCode).toBe(200);
    const full = cookieOf(verified);
    expect(full).not.toBe(pre);
    expect(verified.json()).toMatchObject({
      clientNmbr: 1000001,
      loginId: "3000001",
      scheme: "S800",
      name: "CHAN Tai Man",
      isFirstTimeLogin: false,
      termsAccepted: false,
      idleTimeoutMs: 1_200_000,
    });

    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      cookies: { portal_session: full },
    });
    expect(session.statusCode).toBe(200);
    // The pre-authentication token is dead after rotation, and the OTP cannot be used twice.
    expect((await post("/api/auth/verifyMFA", { passCode: otp }, pre)).statusCode).toBe(401);
  });

  it("stores OTPs hashed: the challenge row does not contain the code", async () => {
    const first = await firstStep({ scheme: "S800", loginId: "3000010" });
    await post("/api/auth/activateMFA", { channel: "SMS" }, cookieOf(first));
    const otp = await latestOtp("51234567");
    const rows = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from otp_challenges order by created_at desc limit 1`,
    );
    expect(rows[0]?.code_hash).not.toContain(otp);
    expect(rows[0]?.code_hash).toHaveLength(64);
  });

  it("normalises login ids: co-brand 1234 is 800001234; leading zeros are stripped elsewhere", async () => {
    expect((await firstStep({ scheme: "COBRAND", loginId: "1234" })).json().userName).toBe("800001234");
    expect((await firstStep({ scheme: "S800", loginId: "0003000006" })).json().userName).toBe("3000006");
  });

  it("accepts the passport number of P2 and the employer-scheme member P4 on the S800 page", async () => {
    expect((await firstStep({ scheme: "HKAIIB", govtId: "K2345678" })).statusCode).toBe(200);
    const p4 = await firstStep({ scheme: "S800", loginId: "7000001" });
    expect(p4.json()).toMatchObject({ scheme: "SMP" });
  });

  it("answers an unknown id and a wrong PIN alike", async () => {
    const unknown = await firstStep({ scheme: "S800", loginId: "3999999" });
    const wrong = await firstStep({ scheme: "S800", loginId: "3000011" }, "Wrong#2026");
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().code).toBe("invalid-login-box");
    expect(unknown.cookies).toHaveLength(0);
  });

  it("locks after 5 wrong PINs in a row; P7 is locked from the start", async () => {
    expect((await firstStep({ scheme: "S800", loginId: "3000007" })).json().code).toBe("account-locked-box");
    await t.database.db
      .update(credentials)
      .set({ failedAttempts: 0, lockedAt: null })
      .where(eq(credentials.clientNmbr, 1000009));
    for (let i = 1; i <= 4; i++)
      expect((await firstStep({ scheme: "S800", loginId: "3000009" }, "Wrong#2026")).json().code).toBe(
        "invalid-login-box",
      );
    const fifth = await firstStep({ scheme: "S800", loginId: "3000009" }, "Wrong#2026");
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe("account-locked-box");
    expect((await firstStep({ scheme: "S800", loginId: "3000009" })).statusCode).toBe(423);
    await t.database.db
      .update(credentials)
      .set({ failedAttempts: 0, lockedAt: null })
      .where(eq(credentials.clientNmbr, 1000009));
  });

  it("a right PIN resets the count of wrong ones", async () => {
    for (let i = 0; i < 4; i++) await firstStep({ scheme: "S800", loginId: "3000008" }, "Wrong#2026");
    expect((await firstStep({ scheme: "S800", loginId: "3000008" })).statusCode).toBe(200);
    const [c] = await t.database.db.select().from(credentials).where(eq(credentials.clientNmbr, 1000008));
    expect(c?.failedAttempts).toBe(0);
  });

  it("rate-limits attempts per login id (429) and never logs the PIN", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      ip = `10.9.9.${i}`;
      statuses.push((await firstStep({ scheme: "S800", loginId: "3888888" })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const logged = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from access_log where browser_info like ${`%${PIN}%`} or page_link like ${`%${PIN}%`}`,
    );
    expect(logged[0]?.n).toBe(0);
  });

  it("rate-limits attempts per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++)
      statuses.push((await firstStep({ scheme: "S800", loginId: `39000${i}` })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("OTP rules", () => {
  it("3 wrong OTPs kill the challenge and the session: authentication failed", async () => {
    const pre = cookieOf(await firstStep({ scheme: "S800", loginId: "3000006" }));
    await post("/api/auth/activateMFA", { channel: "SMS" }, pre);
    const otp = await latestOtp("96789012");
    const wrong = otp === "000000" ? "111111" : "000000";
    expect((await post("/api/auth/verifyMFA", { passCode: wrong }, pre)).json().code).toBe("incorrect-otp");
    expect((await post("/api/auth/verifyMFA", { passCode: wrong }, pre)).json().code).toBe("incorrect-otp");
    const third = await post("/api/auth/verifyMFA", { passCode: wrong }, pre);
    expect(third.statusCode).toBe(401);
    expect(third.json().code).toBe("authentication-failed");
    expect((await post("/api/auth/verifyMFA", { passCode: otp }, pre)).statusCode).toBe(401);
  });

  it("an OTP expires after 5 minutes: otp-expired", async () => {
    const pre = cookieOf(await firstStep({ scheme: "S800", loginId: "3000006" }));
    await post("/api/auth/activateMFA", { channel: "SMS" }, pre);
    const otp = await latestOtp("96789012");
    clock.advance(5 * 60 * 1000);
    const res = await post("/api/auth/verifyMFA", { passCode: otp }, pre);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe("otp-expired");
  });

  it("resend waits 60 seconds, then sends a new code and the old one stops working", async () => {
    const pre = cookieOf(await firstStep({ scheme: "S800", loginId: "3000006" }));
    const first = await post("/api/auth/activateMFA", { channel: "SMS" }, pre);
    expect(new Date(first.json().resendAvailableAt).getTime() - clock.now().getTime()).toBe(60_000);
    const old = await latestOtp("96789012");
    expect((await post("/api/auth/activateMFA", { channel: "SMS", resendOTP: true }, pre)).json().code).toBe(
      "otp-resend-wait",
    );
    clock.advance(60_000);
    expect((await post("/api/auth/activateMFA", { channel: "SMS", resendOTP: true }, pre)).statusCode).toBe(
      200,
    );
    const fresh = await latestOtp("96789012");
    if (fresh !== old)
      expect((await post("/api/auth/verifyMFA", { passCode: old }, pre)).json().code).toBe("incorrect-otp");
    expect((await post("/api/auth/verifyMFA", { passCode: fresh }, pre)).statusCode).toBe(200);
  });

  it("refuses a channel the member does not have (P10 has no e-mail)", async () => {
    const pre = cookieOf(await firstStep({ scheme: "S800", loginId: "3000010" }));
    expect((await post("/api/auth/activateMFA", { channel: "EMAIL" }, pre)).json().code).toBe(
      "Invalid-Channel",
    );
  });
});

describe("sessions", () => {
  it("expire after 20 minutes idle, enforced by the server", async () => {
    const { cookie } = await login({ scheme: "S800", loginId: "3000011" }, "7700900123");
    clock.advance(19 * 60 * 1000);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", cookies: { portal_session: cookie } }))
        .statusCode,
    ).toBe(200);
    clock.advance(20 * 60 * 1000);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      cookies: { portal_session: cookie },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("session-expired");
  });

  it("end at the 59-minute hard limit even when active", async () => {
    const { cookie } = await login({ scheme: "S800", loginId: "3000011" }, "7700900123");
    for (let m = 0; m < 58; m += 10) {
      clock.advance(10 * 60 * 1000);
      if (m + 10 < 59)
        expect(
          (
            await t.app.inject({
              method: "GET",
              url: "/api/auth/session",
              cookies: { portal_session: cookie },
            })
          ).statusCode,
        ).toBe(200);
    }
    clock.advance(2 * 60 * 1000);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", cookies: { portal_session: cookie } }))
        .statusCode,
    ).toBe(401);
  });

  it("accept the specs' headers only with the session's own username; refuse a tampered or foreign token", async () => {
    const { cookie } = await login({ scheme: "S800", loginId: "3000011" }, "7700900123");
    const get = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url: "/api/auth/session", headers, cookies });
    expect((await get({ pisys_auth_token: cookie, username: "3000011" })).statusCode).toBe(200);
    expect((await get({ pisys_auth_token: cookie, username: "3000001" })).statusCode).toBe(401);
    expect((await get({ pisys_auth_token: cookie })).statusCode).toBe(401);
    expect((await get({}, { portal_session: `${cookie.slice(0, -2)}xx` })).statusCode).toBe(401);
    expect((await get({}, { portal_session: "not-a-token" })).statusCode).toBe(401);
  });

  it("logout revokes the session; terms acceptance is kept on it", async () => {
    const { cookie } = await login({ scheme: "S800", loginId: "3000011" }, "7700900123");
    expect((await post("/api/auth/acceptTerms", {}, cookie)).statusCode).toBe(204);
    expect(
      (
        await t.app.inject({ method: "GET", url: "/api/auth/session", cookies: { portal_session: cookie } })
      ).json().termsAccepted,
    ).toBe(true);
    expect((await post("/api/auth/logout", {}, cookie)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", cookies: { portal_session: cookie } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("PIN changes", () => {
  const change = (url: string, cookie: string, current: string, next: string, confirm = next) =>
    post(
      url,
      {
        currentPassword: encodePin(current),
        newPassword: encodePin(next),
        confirmPassword: encodePin(confirm),
      },
      cookie,
    );

  it("P5 must replace the PIN at first login, with the four messages of §5", async () => {
    const first = await firstStep({ scheme: "S800", loginId: "3000005" });
    expect(first.json().isFirstTimeLogin).toBe(true);
    const { cookie, info } = await login({ scheme: "S800", loginId: "3000005" }, "95678901");
    expect(info.isFirstTimeLogin).toBe(true);
    expect((await change("/api/auth/chgPwd", cookie, PIN, "short")).json().code).toBe(
      "invalidPasswordFormat",
    );
    expect((await change("/api/auth/chgPwd", cookie, PIN, "Harbour#2027", "Harbour#2028")).json().code).toBe(
      "passwordMismatch",
    );
    expect((await change("/api/auth/chgPwd", cookie, PIN, PIN)).json().code).toBe("samePassword");
    expect((await change("/api/auth/chgPwd", cookie, "Wrong#2026", "Harbour#2027")).json().code).toBe(
      "invalidOldPassword",
    );
    expect((await change("/api/auth/chgPwd", cookie, PIN, "Harbour#2027")).statusCode).toBe(204);
    expect(
      (
        await t.app.inject({ method: "GET", url: "/api/auth/session", cookies: { portal_session: cookie } })
      ).json().isFirstTimeLogin,
    ).toBe(false);
    expect((await firstStep({ scheme: "S800", loginId: "3000005" })).statusCode).toBe(401);
    expect(
      (await firstStep({ scheme: "S800", loginId: "3000005" }, "Harbour#2027")).json().isFirstTimeLogin,
    ).toBe(false);
    await t.database.db
      .update(credentials)
      .set({ pinHash: await hashPin(PIN), mustChangePin: true })
      .where(eq(credentials.clientNmbr, 1000005));
  });

  it("change PIN: a wrong current PIN is incorrect-old-password; the new PIN works", async () => {
    const { cookie } = await login({ scheme: "HKAIIB", loginId: "4000001" }, "62345678");
    const wrong = await change("/api/auth/changepin", cookie, "Wrong#2026", "Harbour#2027");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe("incorrect-old-password");
    expect((await change("/api/auth/changepin", cookie, PIN, "Harbour#2027")).statusCode).toBe(204);
    expect((await firstStep({ scheme: "HKAIIB", loginId: "4000001" }, "Harbour#2027")).statusCode).toBe(200);
    expect((await change("/api/auth/changepin", cookie, "Harbour#2027", PIN)).statusCode).toBe(204);
  });

  it("a visitor cannot change a PIN", async () => {
    expect((await change("/api/auth/changepin", "none", PIN, "Harbour#2027")).statusCode).toBe(401);
  });
});

describe("forgot PIN", () => {
  it("says nothing unless ID number, date of birth and scheme all match", async () => {
    for (const body of [
      { govtId: "K777777(9)", birthDate: "1995-10-10", scheme: "S800" },
      { govtId: "K777777(9)", birthDate: "1995-10-09", scheme: "HKAIIB" },
      { govtId: "Z999999(9)", birthDate: "1995-10-09", scheme: "S800" },
    ]) {
      const res = await post("/api/auth/forgotPin", body);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("forgot-Pin-Error");
    }
  });

  it("P10 (no e-mail): after the SMS OTP the new PIN goes by post; the member must change it at next login", async () => {
    const start = await post("/api/auth/forgotPin", {
      govtId: "K7777779",
      birthDate: "1995-10-09",
      scheme: "S800",
    });
    expect(start.json()).toEqual({ delivery: "POST", factors: [{ channel: "SMS", masked: "****4567" }] });
    const cookie = cookieOf(start);
    // The forgot-PIN session cannot be used for a login OTP.
    expect((await post("/api/auth/activateMFA", { channel: "SMS" }, cookie)).statusCode).toBe(401);
    await post("/api/auth/forgotPin/activateMFA", { channel: "SMS" }, cookie);
    const done = await post(
      "/api/auth/forgotPin/verifyMFA",
      { passCode: await latestOtp("51234567") },
      cookie,
    );
    expect(done.json()).toEqual({ delivery: "POST" });
    const [letter] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, "POST"))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(letter?.recipient).toContain("Yuen Long Plaza");
    const newPin = /new PIN is (\S+)\./.exec(letter?.body ?? "")?.[1] ?? "";
    expect((await firstStep({ scheme: "S800", loginId: "3000010" })).statusCode).toBe(401);
    expect((await firstStep({ scheme: "S800", loginId: "3000010" }, newPin)).json().isFirstTimeLogin).toBe(
      true,
    );
  });

  it("P1: the new PIN goes by e-mail", async () => {
    const start = await post("/api/auth/forgotPin", {
      govtId: "A123456(3)",
      birthDate: "1978-03-15",
      scheme: "S800",
    });
    expect(start.json().delivery).toBe("EMAIL");
    const cookie = cookieOf(start);
    await post("/api/auth/forgotPin/activateMFA", { channel: "SMS" }, cookie);
    expect(
      (await post("/api/auth/forgotPin/verifyMFA", { passCode: await latestOtp("91234567") }, cookie)).json(),
    ).toEqual({ delivery: "EMAIL" });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "chan.taiman@example.com"))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.channel).toBe("EMAIL");
    expect(mail?.body).toMatch(/new PIN is \S+\./);
    await t.database.db
      .update(credentials)
      .set({ pinHash: await hashPin(PIN), mustChangePin: false })
      .where(eq(credentials.clientNmbr, 1000001));
  });
});

describe("access log", () => {
  it("records page visits, refuses another member's account id, and is purged after 30 days", async () => {
    const { cookie } = await login({ scheme: "S800", loginId: "3000011" }, "7700900123");
    const [own] = await queryRows<{ clnt_rltnshp_nmbr: number }>(
      t.database.db,
      sql`select clnt_rltnshp_nmbr from policies where client_nmbr = 1000011 limit 1`,
    );
    const [foreign] = await queryRows<{ clnt_rltnshp_nmbr: number }>(
      t.database.db,
      sql`select clnt_rltnshp_nmbr from policies where client_nmbr = 1000001 limit 1`,
    );
    expect(
      (
        await post(
          "/api/record",
          { pageName: "Portfolio", pageLink: "/portfolio", policyId: own?.clnt_rltnshp_nmbr },
          cookie,
        )
      ).statusCode,
    ).toBe(204);
    const refused = await post(
      "/api/record",
      { pageName: "Portfolio", pageLink: "/portfolio", policyId: foreign?.clnt_rltnshp_nmbr },
      cookie,
    );
    expect(refused.statusCode).toBe(404);
    expect((await post("/api/record", { pageName: "Landing Page", pageLink: "/" })).statusCode).toBe(204);
    const rows = await t.database.db.select().from(accessLog).where(eq(accessLog.pageName, "Portfolio"));
    expect(rows.some((r) => r.loginId === "3000011" && r.clientNmbr === 1000011)).toBe(true);
    const [foreignLogged] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from access_log where event = 'FOREIGN_ID'`,
    );
    expect(foreignLogged?.n).toBeGreaterThan(0);

    const before = await t.database.db.$count(accessLog);
    clock.advance(31 * 24 * 60 * 60 * 1000);
    const purged = await runRetentionPurge(t.database.db, clock);
    expect(purged.accessLog).toBe(before);
    expect(await t.database.db.$count(accessLog)).toBe(0);
  });
});
