import { randomUUID } from "node:crypto";
import { encodePin, PIN_MAX_FAILURES } from "@portal/domain";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { memberSession } from "../testing/member-session.ts";
import { browser, type SecurityApp, securityApp } from "./harness.ts";

// ASVS 6.3.1 (and 16.x for the moment of the lock): at every step-up (the PIN given again to
// confirm a switch, a profile change or a PIN change) the fifth wrong PIN in a row locks the
// account with the locked message, ends every session of the member, is logged with who, when and
// from where, and the login then answers the locked box. The login's own lock, the timing of an
// unknown id and the limits per id and per address are in modules/auth/auth.test.ts.
const WRONG = encodePin("Wrong#2026");
const LOCKED = { status: 401, code: "account-locked", message: "Your account has been locked." };
const LOGIN_LOCKED = {
  status: 423,
  code: "account-locked-box",
  message: "The account is locked. Please contact customer service.",
};

let s: SecurityApp;
const firstAccount: Record<number, number> = {};

beforeAll(async () => {
  s = await securityApp();
  for (const r of await queryRows<{ client: number; rel: number }>(
    s.database.db,
    sql`select client_nmbr as client, min(clnt_rltnshp_nmbr) as rel from policies group by client_nmbr`,
  ))
    firstAccount[r.client] = r.rel;
});
afterAll(() => s.close());

const answer = (res: LightMyRequestResponse) => {
  const body = res.json();
  return { status: res.statusCode, code: body.code, message: body.message };
};

const cases: {
  stepUp: string;
  clientNmbr: number;
  login: { scheme: string; loginId: string };
  page: string;
  failedEvent: string;
  wrongAnswer: { status: number; code: string; message: string };
  call: (b: ReturnType<typeof browser>, rel: number) => Promise<LightMyRequestResponse>;
}[] = [
  {
    stepUp: "a switch confirmation",
    clientNmbr: 1000001,
    login: { scheme: "S800", loginId: "3000001" },
    page: "/api/fundswitch/instructions",
    failedEvent: "SWITCH_PIN_FAILED",
    wrongAnswer: { status: 400, code: "incorrect-pin", message: "The PIN is incorrect." },
    call: (b, rel) =>
      b.post("/api/fundswitch/instructions", {
        kind: "FUND_SWITCH",
        clntRltnShpNmbr: rel,
        contributionType: "ALL",
        password: WRONG,
        disclaimerAccepted: true,
        idempotencyKey: randomUUID(),
        switchOut: [{ invTypeNmbr: 302, percent: "50" }],
        switchIn: [{ invTypeNmbr: 315, percent: "100" }],
      }),
  },
  {
    stepUp: "a profile change (verify)",
    clientNmbr: 1000011,
    login: { scheme: "S800", loginId: "3000011" },
    page: "/api/client",
    failedEvent: "PROFILE_PIN_FAILED",
    wrongAnswer: { status: 400, code: "incorrect-pin", message: "The PIN is incorrect." },
    call: (b, rel) =>
      b.put("/api/client", {
        clientNmbr: 1000011,
        clntRltnShpNmbr: rel,
        password: WRONG,
        change: { kind: "email", emailAddress: "guess@example.com", estatement: null },
      }),
  },
  {
    stepUp: "a PIN change",
    clientNmbr: 1000002,
    login: { scheme: "HKAIIB", loginId: "4000001" },
    page: "/api/auth/changepin",
    failedEvent: "PIN_CHANGE_FAILED",
    wrongAnswer: { status: 403, code: "incorrect-old-password", message: "The current PIN is incorrect." },
    call: (b) =>
      b.post("/api/auth/changepin", {
        currentPassword: WRONG,
        newPassword: encodePin("Harbour#2027"),
        confirmPassword: encodePin("Harbour#2027"),
      }),
  },
];

describe("brute force at a step-up (ASVS 6.3.1)", () => {
  it.each(cases)(
    `$stepUp: ${PIN_MAX_FAILURES - 1} wrong PINs are refused, the ${PIN_MAX_FAILURES}th locks with the locked message, ends every session, is logged; the login is then locked`,
    async (c) => {
      expect(PIN_MAX_FAILURES).toBe(5);
      const ip = `10.64.0.${c.clientNmbr % 250}`;
      const b = browser(s, ip);
      b.cookie = await memberSession(s.database.db, c.clientNmbr, s.clock.now());
      const elsewhere = browser(s, "10.64.1.1");
      elsewhere.cookie = await memberSession(s.database.db, c.clientNmbr, s.clock.now());
      const rel = firstAccount[c.clientNmbr] ?? 0;

      for (let i = 1; i < PIN_MAX_FAILURES; i++)
        expect({ try: i, ...answer(await c.call(b, rel)) }).toEqual({ try: i, ...c.wrongAnswer });
      expect(answer(await c.call(b, rel))).toEqual(LOCKED);

      // Every session of the member ended: this one and the one on another device.
      for (const who of [b, elsewhere])
        expect(answer(await who.get("/api/auth/session"))).toMatchObject({
          status: 401,
          code: "session-expired",
        });
      const events = await queryRows<{ event: string; page_link: string; ip_address: string; at: string }>(
        s.database.db,
        sql`select event, page_link, ip_address, accessed_at::text as at from access_log
            where client_nmbr = ${c.clientNmbr} and event in (${c.failedEvent}, 'ACCOUNT_LOCKED') order by id`,
      );
      const when = await queryRows<{ at: string }>(
        s.database.db,
        sql`select ${s.clock.now().toISOString()}::timestamptz::text as at`,
      );
      const where = { page_link: c.page, ip_address: ip, at: when[0]?.at };
      expect(events).toEqual([
        ...Array.from({ length: PIN_MAX_FAILURES }, () => ({ event: c.failedEvent, ...where })),
        { event: "ACCOUNT_LOCKED", ...where },
      ]);
      // The right PIN no longer logs in.
      const login = await browser(s, ip).post("/api/auth/authenticateMFA", {
        ...c.login,
        password: encodePin("Portal#2026"),
      });
      expect(answer(login)).toEqual(LOGIN_LOCKED);
    },
  );
});
