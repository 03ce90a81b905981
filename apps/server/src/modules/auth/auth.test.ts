import { randomBytes, scryptSync } from "node:crypto";
import { encodePin } from "@portal/domain";
import { desc, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { credentials, outbox, rateLimits } from "../../db/schema.ts";
import { hashPin } from "../../lib/pin-hash.ts";
import { createRepositories } from "../../repositories.ts";
import { memberSession } from "../../testing/member-session.ts";
import { createTestApp, ManualClock, type TestApp } from "../../testing/test-app.ts";
import type { Caller } from "../ownership/ownership.service.ts";
import { type ActiveSession, letterRecipient, OTP_MAX_FAILURES } from "./auth.service.ts";
import { checkPin } from "./step-up-pin.ts";

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

/** Every token, OTP and PIN the tests saw: none may reach a log or a table in clear. */
const secrets = new Set<string>([PIN]);

function cookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === "portal_session");
  if (!c) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  secrets.add(c.value);
  return c.value;
}

/** The access-log events of a client (or of none), oldest first. */
async function eventsOf(clientNmbr: number | null): Promise<{ event: string; page_link: string }[]> {
  return queryRows(
    t.database.db,
    clientNmbr === null
      ? sql`select event, page_link from access_log where client_nmbr is null order by id`
      : sql`select event, page_link from access_log where client_nmbr = ${clientNmbr} order by id`,
  );
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
  secrets.add(row.otp);
  return row.otp;
}

/** A PIN hash as the portal stored them before issue 15: scrypt N=16384, r=8, p=1. */
function legacyHash(pin: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(pin.normalize("NFKC"), salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}

async function pinHashOf(clientNmbr: number): Promise<string> {
  const [row] = await t.database.db.select().from(credentials).where(eq(credentials.clientNmbr, clientNmbr));
  return row?.pinHash ?? "";
}

/** The hits of a rate-limit key in its current window (0 when it has none). */
async function hits(key: string): Promise<number> {
  const [row] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.hits ?? 0;
}

/** Sets a rate-limit key's hits, its window starting now (what that many tries would leave). */
async function setHits(key: string, n: number): Promise<void> {
  await t.database.db
    .insert(rateLimits)
    .values({ key, hits: n, windowStartedAt: clock.now() })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: n, windowStartedAt: clock.now() } });
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

/** GET /api/auth/session with a member's cookie: whether that session still stands. */
const sessionCall = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/session", cookies: { portal_session: cookie } });

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
    expect((await sessionCall(pre)).statusCode).toBe(401);

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

    const session = await sessionCall(full);
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
    const elsewhere = await memberSession(t.database.db, 1000009, clock.now());
    const fifth = await firstStep({ scheme: "S800", loginId: "3000009" }, "Wrong#2026");
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe("account-locked-box");
    // The moment of the lock is logged once; the member's session elsewhere ends with it.
    expect((await eventsOf(1000009)).filter((e) => e.event === "ACCOUNT_LOCKED")).toEqual([
      { event: "ACCOUNT_LOCKED", page_link: "/auth/authenticateMFA" },
    ]);
    expect((await sessionCall(elsewhere)).statusCode).toBe(401);
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

  it("rehashes a PIN stored with older scrypt parameters at the next successful login, not at a wrong one", async () => {
    await t.database.db
      .update(credentials)
      .set({ pinHash: legacyHash(PIN) })
      .where(eq(credentials.clientNmbr, 1000008));
    expect((await firstStep({ scheme: "S800", loginId: "3000008" }, "Wrong#2026")).statusCode).toBe(401);
    expect(await pinHashOf(1000008)).toMatch(/^scrypt\$16384\$/);
    expect((await firstStep({ scheme: "S800", loginId: "3000008" })).statusCode).toBe(200);
    expect(await pinHashOf(1000008)).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await firstStep({ scheme: "S800", loginId: "3000008" })).statusCode).toBe(200);
  });

  it("rehashes an older PIN hash at a step-up too", async () => {
    await t.database.db
      .update(credentials)
      .set({ pinHash: legacyHash(PIN) })
      .where(eq(credentials.clientNmbr, 1000008));
    const { auth, accessLog } = createRepositories(t.database.db);
    const session = { clientNmbr: 1000008 } as ActiveSession;
    const caller = { session, pageLink: "/api/client", ip } as Caller;
    await checkPin({ auth, accessLog, clock }, caller, encodePin(PIN), "PROFILE_PIN_FAILED");
    expect(await pinHashOf(1000008)).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it("a step-up's fifth wrong PIN locks the account, ends its sessions and logs the moment", async () => {
    const { auth, accessLog } = createRepositories(t.database.db);
    const elsewhere = await memberSession(t.database.db, 1000008, clock.now());
    await t.database.db
      .update(credentials)
      .set({ failedAttempts: 4 })
      .where(eq(credentials.clientNmbr, 1000008));
    const session = { clientNmbr: 1000008 } as ActiveSession;
    const caller = { session, pageLink: "/api/fundswitch/instructions", ip } as Caller;
    await expect(
      checkPin({ auth, accessLog, clock }, caller, encodePin("Wrong#2026"), "SWITCH_PIN_FAILED"),
    ).rejects.toMatchObject({ status: 401, code: "account-locked" });
    expect((await eventsOf(1000008)).slice(-2)).toEqual([
      { event: "SWITCH_PIN_FAILED", page_link: "/api/fundswitch/instructions" },
      { event: "ACCOUNT_LOCKED", page_link: "/api/fundswitch/instructions" },
    ]);
    expect((await sessionCall(elsewhere)).statusCode).toBe(401);
    await t.database.db
      .update(credentials)
      .set({ failedAttempts: 0, lockedAt: null })
      .where(eq(credentials.clientNmbr, 1000008));
  });

  it("keeps an unknown login id as slow as a wrong PIN, also for a member whose hash is older", async () => {
    await t.database.db
      .update(credentials)
      .set({ pinHash: legacyHash(PIN) })
      .where(eq(credentials.clientNmbr, 1000006));
    const runs = { unknown: [] as number[], wrong: [] as number[], older: [] as number[] };
    const timed = async (list: number[], body: Record<string, string>) => {
      const start = performance.now();
      expect((await firstStep(body, "Wrong#2026")).statusCode).toBe(401);
      list.push(performance.now() - start);
    };
    for (let i = 0; i < 3; i++) {
      ip = `10.7.7.${i}`;
      await timed(runs.unknown, { scheme: "S800", loginId: `37777${i}` });
      await timed(runs.wrong, { scheme: "S800", loginId: "3000011" });
      await timed(runs.older, { scheme: "S800", loginId: "3000006" });
    }
    await t.database.db
      .update(credentials)
      .set({ pinHash: await hashPin(PIN), failedAttempts: 0 })
      .where(eq(credentials.clientNmbr, 1000006));
    await t.database.db
      .update(credentials)
      .set({ failedAttempts: 0 })
      .where(eq(credentials.clientNmbr, 1000011));
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[1] ?? 0;
    // One scrypt at the current parameters (~0.4 s here) each, where the older hash alone would
    // take an eighth of it; the wide tolerance absorbs a busy machine running other suites.
    for (const other of [median(runs.wrong), median(runs.older)]) {
      expect(median(runs.unknown)).toBeGreaterThan(other * 0.4);
      expect(median(runs.unknown)).toBeLessThan(other * 2.5);
    }
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

  it("believes no X-Forwarded-For by default: a client cannot choose its address to pass the limit", async () => {
    ip = "10.8.8.8";
    const attempt = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/authenticateMFA",
        payload: { scheme: "S800", loginId: `38000${i}`, password: encodePin(PIN) },
        remoteAddress: ip,
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
    for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(401);
    // Every try counted against the socket's address, none against an address the client named.
    expect(await hits(`login:ip:${ip}`)).toBe(3);
    expect(await hits("login:ip:198.51.100.0")).toBe(0);
    // The 50 a scrypt each would take 20 s: the counter is set to where they would leave it.
    await setHits(`login:ip:${ip}`, 50);
    expect((await attempt(50)).statusCode).toBe(429);
    expect((await attempt(51)).statusCode).toBe(429);
  });

  it("rate-limits attempts per address: 50 in 15 minutes, right or wrong", async () => {
    expect((await firstStep({ scheme: "S800", loginId: "3900001" })).statusCode).toBe(401);
    expect((await firstStep({ scheme: "S800", loginId: "3000011" })).statusCode).toBe(200);
    expect(await hits(`login:ip:${ip}`)).toBe(2);
    await setHits(`login:ip:${ip}`, 49);
    expect((await firstStep({ scheme: "S800", loginId: "3900002" })).statusCode).toBe(401);
    expect((await firstStep({ scheme: "S800", loginId: "3000011" })).statusCode).toBe(429);
    clock.advance(15 * 60 * 1000 + 1);
    expect((await firstStep({ scheme: "S800", loginId: "3000011" })).statusCode).toBe(200);
  });

  it("counts failures, not logins, towards the per-id limit: a member logging in and out 12 times is never refused", async () => {
    clock.advance(15 * 60 * 1000 + 1);
    for (let i = 0; i < 12; i++) {
      ip = `10.6.6.${i}`;
      const { cookie } = await login({ scheme: "S800", loginId: "3000011" }, "7700900123");
      expect((await post("/api/auth/logout", {}, cookie)).statusCode).toBe(204);
    }
    expect(await hits("login:failed:S800:3000011")).toBe(0);
    expect(await hits("login:id:S800:3000011")).toBe(12);
  });

  it("keeps a generous ceiling on all first steps per id: the 31st in 15 minutes is refused, right PIN or not", async () => {
    await setHits("login:id:S800:3000010", 30);
    expect((await firstStep({ scheme: "S800", loginId: "3000010" })).statusCode).toBe(429);
    clock.advance(15 * 60 * 1000 + 1);
    expect((await firstStep({ scheme: "S800", loginId: "3000010" })).statusCode).toBe(200);
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

  it(`counts wrong OTPs across challenges: the ${OTP_MAX_FAILURES}th in a row locks the account and ends its sessions; each is logged`, async () => {
    const p8 = { scheme: "S800", loginId: "3000008" };
    const { cookie: elsewhere } = await login(p8, "98901234");
    const wrongOf = (otp: string) => (otp === "000000" ? "111111" : "000000");
    const answers: string[] = [];
    // Three challenges of three wrong tries each: 9 wrong OTPs, each login starting afresh.
    for (let round = 0; round < 3; round++) {
      const pre = cookieOf(await firstStep(p8));
      expect((await post("/api/auth/activateMFA", { channel: "SMS" }, pre)).statusCode).toBe(200);
      const wrong = wrongOf(await latestOtp("98901234"));
      for (let i = 0; i < 3; i++)
        answers.push((await post("/api/auth/verifyMFA", { passCode: wrong }, pre)).json().code);
    }
    expect(answers).toEqual(
      Array(3).fill(["incorrect-otp", "incorrect-otp", "authentication-failed"]).flat(),
    );
    const pre = cookieOf(await firstStep(p8));
    await post("/api/auth/activateMFA", { channel: "SMS" }, pre);
    const otp = await latestOtp("98901234");
    const tenth = await post("/api/auth/verifyMFA", { passCode: wrongOf(otp) }, pre);
    expect(tenth.statusCode).toBe(423);
    expect(tenth.json().code).toBe("account-locked-box");
    // Locked: the right code no longer passes, the member's other session ended, no login.
    expect((await post("/api/auth/verifyMFA", { passCode: otp }, pre)).statusCode).toBe(401);
    expect((await sessionCall(elsewhere)).statusCode).toBe(401);
    expect((await firstStep(p8)).json().code).toBe("account-locked-box");
    const events = await queryRows<{ event: string; n: number }>(
      t.database.db,
      sql`select event, count(*)::int as n from access_log
          where client_nmbr = 1000008 and page_link = '/auth/verifyMFA'
            and event in ('OTP_FAILED', 'ACCOUNT_LOCKED') group by event order by event`,
    );
    expect(events).toEqual([
      { event: "ACCOUNT_LOCKED", n: 1 },
      { event: "OTP_FAILED", n: OTP_MAX_FAILURES },
    ]);
    await t.database.db
      .update(credentials)
      .set({ failedAttempts: 0, otpFailures: 0, lockedAt: null })
      .where(eq(credentials.clientNmbr, 1000008));
  });

  it("a right OTP starts the count again; forgot PIN's wrong OTPs count too", async () => {
    const setOtpFailures = (n: number) =>
      t.database.db.update(credentials).set({ otpFailures: n }).where(eq(credentials.clientNmbr, 1000008));
    await setOtpFailures(OTP_MAX_FAILURES - 1);
    await login({ scheme: "S800", loginId: "3000008" }, "98901234");
    const [after] = await t.database.db.select().from(credentials).where(eq(credentials.clientNmbr, 1000008));
    expect(after?.otpFailures).toBe(0);

    await setOtpFailures(OTP_MAX_FAILURES - 1);
    const start = await post("/api/auth/forgotPin", {
      govtId: "H555555A",
      birthDate: "1970-07-30",
      scheme: "S800",
    });
    const cookie = cookieOf(start);
    await post("/api/auth/forgotPin/activateMFA", { channel: "SMS" }, cookie);
    const otp = await latestOtp("98901234");
    const res = await post(
      "/api/auth/forgotPin/verifyMFA",
      { passCode: otp === "000000" ? "111111" : "000000" },
      cookie,
    );
    expect(res.statusCode).toBe(423);
    expect(res.json().code).toBe("account-locked-box");
    const [locked] = await t.database.db
      .select()
      .from(credentials)
      .where(eq(credentials.clientNmbr, 1000008));
    expect(locked?.lockedAt).not.toBeNull();
    await t.database.db
      .update(credentials)
      .set({ failedAttempts: 0, otpFailures: 0, lockedAt: null })
      .where(eq(credentials.clientNmbr, 1000008));
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
      "invalid-channel",
    );
  });
});

describe("sessions", () => {
  it("expire after 20 minutes idle, enforced by the server", async () => {
    const { cookie } = await login({ scheme: "S800", loginId: "3000011" }, "7700900123");
    clock.advance(19 * 60 * 1000);
    expect((await sessionCall(cookie)).statusCode).toBe(200);
    clock.advance(20 * 60 * 1000);
    const res = await sessionCall(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("session-expired");
  });

  it("end at the 59-minute hard limit even when active", async () => {
    const { cookie } = await login({ scheme: "S800", loginId: "3000011" }, "7700900123");
    for (let m = 0; m < 58; m += 10) {
      clock.advance(10 * 60 * 1000);
      if (m + 10 < 59) expect((await sessionCall(cookie)).statusCode).toBe(200);
    }
    clock.advance(2 * 60 * 1000);
    expect((await sessionCall(cookie)).statusCode).toBe(401);
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
    expect((await sessionCall(cookie)).json().termsAccepted).toBe(true);
    expect((await post("/api/auth/logout", {}, cookie)).statusCode).toBe(204);
    expect((await sessionCall(cookie)).statusCode).toBe(401);
    expect((await eventsOf(1000011)).at(-1)).toEqual({ event: "LOGOUT", page_link: "/auth/logout" });
  });

  it("over HTTPS the cookie is __Host-portal_session: Secure, HttpOnly, SameSite=Strict, Path=/, no Domain", async () => {
    const https = await createTestApp({
      clock,
      seed: true,
      env: { PUBLIC_URL: "https://portal.example.hk" },
    });
    try {
      const first = await https.app.inject({
        method: "POST",
        url: "/api/auth/authenticateMFA",
        payload: { scheme: "S800", loginId: "3000011", password: encodePin(PIN) },
        remoteAddress: ip,
      });
      expect(first.statusCode).toBe(200);
      const [cookie] = first.cookies;
      expect(cookie).toMatchObject({
        name: "__Host-portal_session",
        secure: true,
        httpOnly: true,
        sameSite: "Strict",
        path: "/",
      });
      expect(cookie?.domain).toBeUndefined();
      secrets.add(cookie?.value ?? "");
      const sendCode = (name: string) =>
        https.app.inject({
          method: "POST",
          url: "/api/auth/activateMFA",
          payload: { channel: "SMS" },
          remoteAddress: ip,
          cookies: { [name]: cookie?.value ?? "" },
        });
      // The unprefixed name, which a plain-HTTP page could set, is not read over HTTPS.
      expect((await sendCode("portal_session")).statusCode).toBe(401);
      expect((await sendCode("__Host-portal_session")).statusCode).toBe(200);
    } finally {
      await https.close();
    }
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
      "invalid-password-format",
    );
    expect((await change("/api/auth/chgPwd", cookie, PIN, "Harbour#2027", "Harbour#2028")).json().code).toBe(
      "password-mismatch",
    );
    expect((await change("/api/auth/chgPwd", cookie, PIN, PIN)).json().code).toBe("same-password");
    expect((await change("/api/auth/chgPwd", cookie, "Wrong#2026", "Harbour#2027")).json().code).toBe(
      "invalid-old-password",
    );
    expect((await change("/api/auth/chgPwd", cookie, PIN, "Harbour#2027")).statusCode).toBe(204);
    expect((await eventsOf(1000005)).slice(-2)).toEqual([
      { event: "PIN_CHANGE_FAILED", page_link: "/api/auth/chgPwd" },
      { event: "PIN_CHANGED", page_link: "/api/auth/chgPwd" },
    ]);
    expect((await sessionCall(cookie)).json().isFirstTimeLogin).toBe(false);
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
    // The member's first steps: the terms (the PIN change page is a signed-in member's).
    expect((await post("/api/auth/acceptTerms", {}, cookie)).statusCode).toBe(204);
    const wrong = await change("/api/auth/changepin", cookie, "Wrong#2026", "Harbour#2027");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe("incorrect-old-password");
    expect((await change("/api/auth/changepin", cookie, PIN, "Harbour#2027")).statusCode).toBe(204);
    const [notice] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "priya.sharma@example.com"))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(notice).toMatchObject({ channel: "EMAIL", subject: "Your PIN was changed / 您的密碼已更改" });
    expect((await firstStep({ scheme: "HKAIIB", loginId: "4000001" }, "Harbour#2027")).statusCode).toBe(200);
    expect((await change("/api/auth/changepin", cookie, "Harbour#2027", PIN)).statusCode).toBe(204);
  });

  it("a wrong current PIN counts towards the lock as a step-up PIN does: the fifth locks, ends every session, logged", async () => {
    const P2 = 1000002;
    const cookie = await memberSession(t.database.db, P2, clock.now());
    const elsewhere = await memberSession(t.database.db, P2, clock.now());
    const codes: string[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await change("/api/auth/changepin", cookie, `Wrong#202${i}`, "Harbour#2027")).json().code);
    expect(codes).toEqual(Array(4).fill("incorrect-old-password"));
    const fifth = await change("/api/auth/changepin", cookie, "Wrong#2029", "Harbour#2027");
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().code).toBe("account-locked");
    for (const token of [cookie, elsewhere]) expect((await sessionCall(token)).statusCode).toBe(401);
    const events = (await eventsOf(P2)).slice(-6);
    expect(events).toEqual([
      ...Array(5).fill({ event: "PIN_CHANGE_FAILED", page_link: "/api/auth/changepin" }),
      { event: "ACCOUNT_LOCKED", page_link: "/api/auth/changepin" },
    ]);
    expect((await firstStep({ scheme: "HKAIIB", loginId: "4000001" })).json().code).toBe(
      "account-locked-box",
    );
    await t.database.db
      .update(credentials)
      .set({ failedAttempts: 0, lockedAt: null })
      .where(eq(credentials.clientNmbr, P2));
  });

  it("throttles PIN changes per member: the 11th try in 15 minutes is refused", async () => {
    const cookie = await memberSession(t.database.db, 1000011, clock.now());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await change("/api/auth/changepin", cookie, PIN, "short")).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const refused = await change("/api/auth/changepin", cookie, PIN, "Harbour#2027");
    expect(refused.json().code).toBe("too-many-requests");
    clock.advance(15 * 60 * 1000 + 1);
  });

  it("a change rotates the token, ends the member's other sessions, is logged, and is told by SMS when there is no e-mail", async () => {
    const P10 = 1000010;
    const cookie = await memberSession(t.database.db, P10, clock.now());
    const elsewhere = await memberSession(t.database.db, P10, clock.now());
    const res = await change("/api/auth/changepin", cookie, PIN, "Harbour#2027");
    expect(res.statusCode).toBe(204);
    const rotated = cookieOf(res);
    expect(rotated).not.toBe(cookie);
    const status = async (token: string) => (await sessionCall(token)).statusCode;
    expect(await status(rotated)).toBe(200);
    expect(await status(elsewhere)).toBe(401);
    // The old token passes the few seconds a request already in flight needs, then no more.
    expect(await status(cookie)).toBe(200);
    clock.advance(31_000);
    expect(await status(cookie)).toBe(401);
    expect(await status(rotated)).toBe(200);
    expect((await eventsOf(P10)).at(-1)).toEqual({ event: "PIN_CHANGED", page_link: "/api/auth/changepin" });
    const [notice] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "51234567"))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(notice).toMatchObject({ channel: "SMS", subject: "PIN change / 密碼更改" });
    expect(notice?.body).toContain("Your PIN for Harbour Retirement was changed on");
    expect(notice?.body).toContain("您在港灣退休的密碼已於");
    expect(notice?.body).not.toContain("Harbour#2027");
    await t.database.db
      .update(credentials)
      .set({ pinHash: await hashPin(PIN) })
      .where(eq(credentials.clientNmbr, P10));
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
      expect(res.json().code).toBe("forgot-pin-error");
    }
    // Logged with the address, never with the ID number asked for.
    const failed = await queryRows<{ ip_address: string; row: string }>(
      t.database.db,
      sql`select ip_address, row_to_json(access_log)::text as row from access_log where event = 'FORGOT_PIN_FAILED' and ip_address = ${ip}`,
    );
    expect(failed).toHaveLength(3);
    for (const { row } of failed) expect(row).not.toMatch(/777777|999999/);
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
    // The whole address, district, territory and country too, as the profile holds it.
    expect(letter?.recipient).toBe(
      "Tsz Hin YIP, Flat 16H, 16/F, Block B, Yuen Long Plaza, 249 Castle Peak Road, Yuen Long, NEW TERRITORIES, Hong Kong",
    );
    const newPin = /new PIN is (\S+)\./.exec(letter?.body ?? "")?.[1] ?? "";
    secrets.add(newPin);
    expect((await eventsOf(1000010)).filter((e) => e.event.startsWith("FORGOT_PIN"))).toEqual([
      { event: "FORGOT_PIN_STARTED", page_link: "/auth/forgotPin" },
      { event: "FORGOT_PIN_FINISHED", page_link: "/auth/forgotPin/verifyMFA" },
    ]);
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

describe("a letter's recipient", () => {
  it("names the whole address once: lines, district, territory, country", () => {
    const seeded = {
      lines: ["Flat 16H, 16/F", "249 Castle Peak Road"],
      cityNm: "Yuen Long",
      addressLocationNm: "NEW TERRITORIES",
    };
    expect(letterRecipient("Tsz Hin YIP", seeded, "Hong Kong")).toBe(
      "Tsz Hin YIP, Flat 16H, 16/F, 249 Castle Peak Road, Yuen Long, NEW TERRITORIES, Hong Kong",
    );
    // Entered in the portal: the district is the last line as well.
    const entered = { ...seeded, lines: [...seeded.lines, "Yuen Long"] };
    expect(letterRecipient("Tsz Hin YIP", entered, "Hong Kong")).toBe(
      "Tsz Hin YIP, Flat 16H, 16/F, 249 Castle Peak Road, Yuen Long, NEW TERRITORIES, Hong Kong",
    );
    const abroad = {
      lines: ["17 Kensington Church Street", "London W8 4LF", "United Kingdom"],
      cityNm: null,
      addressLocationNm: null,
    };
    expect(letterRecipient("Oliver BROWN", abroad, "United Kingdom")).toBe(
      "Oliver BROWN, 17 Kensington Church Street, London W8 4LF, United Kingdom",
    );
    expect(letterRecipient("Oliver BROWN", undefined, undefined)).toBe("Oliver BROWN");
  });
});

describe("secrets at rest", () => {
  it("no PIN, OTP, session token or ID number the tests saw is in the clients, access log, sessions, challenges, credentials or limits", async () => {
    // A journey of its own (with the whole file, every journey above counts too).
    const { cookie } = await login({ scheme: "S800", loginId: "3000011" }, "7700900123");
    await post("/api/auth/logout", {}, cookie);
    expect(secrets.size).toBeGreaterThan(3);
    // The ID numbers the tests logged in or asked for a PIN with, as given and compact: HKIDs,
    // passports, and one that belongs to nobody.
    for (const id of ["A1234563", "A123456(3)", "K2345678", "H555555A", "K7777779", "K777777(9)", "Z9999999"])
      secrets.add(id);
    const tables = ["clients", "access_log", "sessions", "otp_challenges", "credentials", "rate_limits"];
    for (const table of tables) {
      const rows = await queryRows<{ row: string }>(
        t.database.db,
        sql.raw(`select row_to_json(${table})::text as row from ${table}`),
      );
      const text = rows.map((r) => r.row).join("\n");
      // Whole words only: a 6-digit OTP may be part of a hash's hex or a longer number by chance.
      const edge = "[^\\w#$%&*+!/=-]";
      const found = [...secrets].filter((s) =>
        new RegExp(`(^|${edge})${escapeRegExp(s)}($|${edge})`).test(text),
      );
      expect({ table, found }).toEqual({ table, found: [] });
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
