import { createHash } from "node:crypto";
import { encodePin, OTP_RESEND_AFTER_MS, OTP_TTL_MS } from "@portal/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { hmac, newOtp } from "../lib/tokens.ts";
import { browser, lastOtp, PIN, SESSION_SECRET, type SecurityApp, securityApp } from "./harness.ts";

// ASVS 6.5.1-6.5.5: the one-time code of the login and forgot-PIN flows. The figures: 6 digits,
// 5 minutes (OTP_TTL_MS), one new code per 60 s (OTP_RESEND_AFTER_MS) within a first step that
// lives 15 minutes, 3 tries a code, 10 wrong in a row lock the account (auth.test.ts proves those two).
const SECOND = 1000;
const MINUTE = 60 * SECOND;

let s: SecurityApp;
let ipCounter = 0;
/** A browser of its own address, so the per-address limit never bites here. */
const fresh = () => browser(s, `10.61.0.${++ipCounter}`);

beforeAll(async () => {
  s = await securityApp();
});
afterAll(() => s.close());

/** A first step (the PIN) and a code sent by SMS: the browser, the code and when it was sent. */
async function codeSent(loginId: string, mobile: string) {
  const b = fresh();
  expect(
    (await b.post("/api/auth/authenticateMFA", { scheme: "S800", loginId, password: encodePin(PIN) }))
      .statusCode,
  ).toBe(200);
  expect((await b.post("/api/auth/activateMFA", { channel: "SMS" })).statusCode).toBe(200);
  return { b, otp: lastOtp(s, mobile), sentAt: s.clock.now().getTime() };
}

const at = (ms: number) => {
  const now = s.clock.now().getTime();
  s.clock.advance(ms - now);
};

describe("OTP (ASVS 6.5)", () => {
  it("is six digits drawn from node:crypto's CSPRNG (randomInt), zero-padded", () => {
    // The code reads: String(randomInt(0, 1_000_000)).padStart(6, "0") (lib/tokens.ts), randomInt
    // being node:crypto's.
    expect(newOtp.toString()).toMatch(/randomInt\)?\(0, 1e6|randomInt\)?\(0, 1_000_000/);
    const codes = Array.from({ length: 5000 }, () => newOtp());
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    // About one in ten starts with 0: the padding keeps six digits; repeats are as rare as chance.
    expect(codes.filter((c) => c.startsWith("0")).length).toBeGreaterThan(300);
    expect(new Set(codes).size).toBeGreaterThan(4950);
  });

  it("expires 5 minutes after it is sent: one second before it passes, at 5:00 and after it is otp-expired and the first step ends", async () => {
    expect(OTP_TTL_MS).toBe(5 * MINUTE);
    const before = await codeSent("3000011", "7700900123");
    at(before.sentAt + OTP_TTL_MS - SECOND);
    expect((await before.b.post("/api/auth/verifyMFA", { passCode: before.otp })).statusCode).toBe(200);

    const onTheDot = await codeSent("3000011", "7700900123");
    at(onTheDot.sentAt + OTP_TTL_MS);
    const expired = await onTheDot.b.post("/api/auth/verifyMFA", { passCode: onTheDot.otp });
    expect({ status: expired.statusCode, code: expired.json().code }).toEqual({
      status: 410,
      code: "otp-expired",
    });
    // The login starts again: the first step's session is over.
    expect((await onTheDot.b.post("/api/auth/activateMFA", { channel: "SMS" })).statusCode).toBe(401);

    const after = await codeSent("3000011", "7700900123");
    at(after.sentAt + OTP_TTL_MS + SECOND);
    expect((await after.b.post("/api/auth/verifyMFA", { passCode: after.otp })).json().code).toBe(
      "otp-expired",
    );
  });

  it("is single use: a code that logged in is refused at the next login, with or without a new code", async () => {
    const first = await codeSent("3000006", "96789012");
    expect((await first.b.post("/api/auth/verifyMFA", { passCode: first.otp })).statusCode).toBe(200);
    // A new first step: the used code, before any new code is asked for, matches no live challenge.
    const again = fresh();
    expect(
      (
        await again.post("/api/auth/authenticateMFA", {
          scheme: "S800",
          loginId: "3000006",
          password: encodePin(PIN),
        })
      ).statusCode,
    ).toBe(200);
    const replay = await again.post("/api/auth/verifyMFA", { passCode: first.otp });
    expect({ status: replay.statusCode, code: replay.json().code }).toEqual({
      status: 401,
      code: "authentication-failed",
    });
    // And once a new code is sent, the used one is a wrong one (unless chance drew it again).
    const second = await codeSent("3000006", "96789012");
    if (second.otp !== first.otp)
      expect((await second.b.post("/api/auth/verifyMFA", { passCode: first.otp })).json().code).toBe(
        "incorrect-otp",
      );
    expect((await second.b.post("/api/auth/verifyMFA", { passCode: second.otp })).statusCode).toBe(200);
  });

  it("is kept only as a keyed hash: neither the code nor its plain SHA-256, but HMAC(SESSION_SECRET)", async () => {
    const { otp } = await codeSent("3000010", "51234567");
    const [row] = await queryRows<{ id: string; code_hash: string }>(
      s.database.db,
      sql`select id, code_hash from otp_challenges where client_nmbr = 1000010 order by created_at desc limit 1`,
    );
    expect(row?.code_hash).not.toContain(otp);
    expect(row?.code_hash).not.toBe(createHash("sha256").update(otp).digest("hex"));
    expect(row?.code_hash).toBe(hmac(SESSION_SECRET, `${row?.id}:${otp}`));
  });

  it("is resent no sooner than 60 s (59 s is refused), and no more once the 15-minute first step is over", async () => {
    expect(OTP_RESEND_AFTER_MS).toBe(MINUTE);
    const { b, sentAt } = await codeSent("3000008", "98901234");
    const resend = () => b.post("/api/auth/activateMFA", { channel: "SMS", resendOTP: true });
    at(sentAt + 59 * SECOND);
    const early = await resend();
    expect({ status: early.statusCode, code: early.json().code }).toEqual({
      status: 429,
      code: "otp-resend-wait",
    });
    at(sentAt + 60 * SECOND);
    expect((await resend()).statusCode).toBe(200);
    expect(s.delivered.filter((m) => m.to === "98901234" && m.otp)).toHaveLength(2);
    // The first step lives 15 minutes: the last code can be asked for at 14:59, none at 15:00.
    at(sentAt + 15 * MINUTE - SECOND);
    expect((await resend()).statusCode).toBe(200);
    at(sentAt + 15 * MINUTE);
    const over = await resend();
    expect({ status: over.statusCode, code: over.json().code }).toEqual({
      status: 401,
      code: "session-expired",
    });
    expect(s.delivered.filter((m) => m.to === "98901234" && m.otp)).toHaveLength(3);
  });

  it("is sent at most once a minute per member, however many first steps ask: a second login's request sends nothing new", async () => {
    const sent = () => s.delivered.filter((m) => m.to === "62345678" && m.otp).length;
    const login = { scheme: "HKAIIB", loginId: "4000001", password: encodePin(PIN) };
    const [one, two] = [fresh(), fresh()];
    for (const b of [one, two])
      expect((await b.post("/api/auth/authenticateMFA", login)).statusCode).toBe(200);
    expect((await one.post("/api/auth/activateMFA", { channel: "SMS" })).statusCode).toBe(200);
    expect(sent()).toBe(1);
    s.clock.advance(30 * SECOND);
    // The other first step is told of the code already on its way, and cannot force another.
    expect((await two.post("/api/auth/activateMFA", { channel: "SMS" })).statusCode).toBe(200);
    expect((await two.post("/api/auth/activateMFA", { channel: "SMS", resendOTP: true })).json().code).toBe(
      "otp-resend-wait",
    );
    expect(sent()).toBe(1);
    expect((await two.post("/api/auth/verifyMFA", { passCode: lastOtp(s, "62345678") })).statusCode).toBe(
      200,
    );
  });
});
