import { randomUUID } from "node:crypto";
import { encodePin } from "@portal/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { HK_ADDRESS as BASE_ADDRESS } from "../testing/hk-address.ts";
import { browser, lastOtp, PIN, type SecurityApp, securityApp } from "./harness.ts";

// ASVS 16.x (and 6.5.2, 7.2.x at rest): a full member journey on the real app with the server's
// log on, then every log line and every text column of every table searched for every PIN, OTP
// and session token the journey saw, and for the member's full HKID. The journey: a wrong PIN,
// the login by HKID with a wrong then the right e-mail OTP, the terms, the dashboard's calls (one
// with another member's id), a fund switch with the PIN, an address change with the PIN, a PIN
// change, logout, a forgot-PIN that fails and one that succeeds (SMS OTP, new PIN by e-mail), the
// login with the temporary PIN and its replacement, logout.
const P1 = 1000001;
const IP = "10.66.0.1";
const HKID = ["A1234563", "A123456(3)"];
const NEW_PIN = "Harbour#2027";
const FINAL_PIN = "Harbour#2028";

/** Another address than the other tests give. */
const HK_ADDRESS = { ...BASE_ADDRESS, room: "C", floor: "9", block: "1" };

let s: SecurityApp;
let journeyStart: Date;
let journeyEnd: Date;
/** Every PIN (as typed and as sent), OTP and session token the journey saw. */
const pins: string[] = [];
const otps: string[] = [];
const tokens: string[] = [];
/** Every answer's status, by step, checked once the journey is over. */
const statuses: [string, number][] = [];
/** The text columns before the journey: a 6-digit OTP may match a number already there by chance. */
let baseline = new Map<string, string>();

beforeAll(async () => {
  s = await securityApp();
  const [row] = await queryRows<{ rel: number }>(
    s.database.db,
    sql`select min(clnt_rltnshp_nmbr) as rel from policies where client_nmbr = ${P1}`,
  );
  const rel = row?.rel ?? 0;
  baseline = new Map((await everyTextColumn()).map((c) => [c.column, c.text]));
  const b = browser(s, IP);
  const step = async (name: string, res: Promise<{ statusCode: number }>) => {
    statuses.push([name, (await res).statusCode]);
    s.clock.advance(5_000);
  };
  const pinChange = (url: string, current: string, next: string) =>
    b.post(url, {
      currentPassword: encodePin(current),
      newPassword: encodePin(next),
      confirmPassword: encodePin(next),
    });
  journeyStart = s.clock.now();

  // The login by HKID: a wrong PIN first, then the right one, a wrong OTP, the right one.
  const byHkid = { scheme: "S800", govtId: "A123456(3)" };
  await step(
    "wrong PIN",
    b.post("/api/auth/authenticateMFA", { ...byHkid, password: encodePin("Wrong#2026") }),
  );
  await step("first step", b.post("/api/auth/authenticateMFA", { ...byHkid, password: encodePin(PIN) }));
  await step("send OTP", b.post("/api/auth/activateMFA", { channel: "EMAIL" }));
  const otp = lastOtp(s, "chan.taiman@example.com");
  await step(
    "wrong OTP",
    b.post("/api/auth/verifyMFA", { passCode: otp === "000000" ? "111111" : "000000" }),
  );
  await step("OTP", b.post("/api/auth/verifyMFA", { passCode: otp }));
  await step("terms", b.post("/api/auth/acceptTerms"));

  // The dashboard and the pages behind it.
  await step("session", b.get("/api/auth/session"));
  await step("summary", b.get(`/api/accounts/accountSummary?clientId=${P1}`));
  await step("portfolio", b.get(`/api/accounts/portfoliodetails?clntRltnshpNmbr=${rel}`));
  await step(
    "history",
    b.get(
      `/api/transactions/transactionhistory?clntRltnshpNmbr=${rel}&fromDate=2026-06-01&toDate=2026-10-31`,
    ),
  );
  await step("visit", b.post("/api/record", { pageName: "Dashboard", pageLink: "/dashboard" }));
  await step("foreign id", b.get("/api/accounts/accountSummary?clientId=1000002"));
  await step("switch options", b.get(`/api/fundswitch/options?clntRltnShpNmbr=${rel}`));
  await step(
    "switch",
    b.post("/api/fundswitch/instructions", {
      kind: "FUND_SWITCH",
      clntRltnShpNmbr: rel,
      contributionType: "ALL",
      password: encodePin(PIN),
      disclaimerAccepted: true,
      idempotencyKey: randomUUID(),
      switchOut: [{ invTypeNmbr: 302, percent: "50" }],
      switchIn: [{ invTypeNmbr: 315, percent: "100" }],
    }),
  );
  await step("client", b.get(`/api/client?clientNmbr=${P1}&clntRltnshpNmbr=${rel}`));
  await step(
    "address",
    b.put("/api/client", {
      clientNmbr: P1,
      clntRltnShpNmbr: rel,
      password: encodePin(PIN),
      change: { kind: "address", address: HK_ADDRESS },
    }),
  );
  await step("change PIN", pinChange("/api/auth/changepin", PIN, NEW_PIN));
  await step("logout", b.post("/api/auth/logout"));

  // Forgot PIN: a wrong birth date, then the right one; the new PIN comes by e-mail.
  const forgot = { govtId: "A123456(3)", scheme: "S800" };
  await step("forgot, wrong date", b.post("/api/auth/forgotPin", { ...forgot, birthDate: "1978-03-16" }));
  await step("forgot", b.post("/api/auth/forgotPin", { ...forgot, birthDate: "1978-03-15" }));
  await step("forgot, send OTP", b.post("/api/auth/forgotPin/activateMFA", { channel: "SMS" }));
  const forgotOtp = lastOtp(s, "91234567");
  await step("forgot, OTP", b.post("/api/auth/forgotPin/verifyMFA", { passCode: forgotOtp }));
  const letter = s.delivered.filter((m) => m.to === "chan.taiman@example.com" && m.secret).at(-1);
  const temporaryPin = letter?.secret ?? "";
  expect(temporaryPin).toMatch(/^\S{10}$/);

  // The login with the temporary PIN, which must be replaced first.
  await step(
    "temporary PIN",
    b.post("/api/auth/authenticateMFA", {
      scheme: "S800",
      loginId: "3000001",
      password: encodePin(temporaryPin),
    }),
  );
  await step("send OTP again", b.post("/api/auth/activateMFA", { channel: "SMS" }));
  const lastLoginOtp = lastOtp(s, "91234567");
  await step("OTP again", b.post("/api/auth/verifyMFA", { passCode: lastLoginOtp }));
  await step("replace PIN", pinChange("/api/auth/chgPwd", temporaryPin, FINAL_PIN));
  await step("logout again", b.post("/api/auth/logout"));
  journeyEnd = s.clock.now();

  for (const pin of [PIN, NEW_PIN, FINAL_PIN, temporaryPin, "Wrong#2026"]) pins.push(pin, encodePin(pin));
  otps.push(...s.delivered.flatMap((m) => (m.otp ? [m.otp] : [])));
  tokens.push(...b.tokens);
}, 300_000);
afterAll(() => s.close());

/** Whole-word occurrences of `secret` in `text` (a 6-digit OTP may sit inside a longer number by chance). */
function occurrences(text: string, secret: string): number {
  const edge = "[^\\w#$%&*+!/=-]";
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [...text.matchAll(new RegExp(`(?<=^|${edge})${escaped}(?=$|${edge})`, "gm"))].length;
}

/** The strings of a log line (keys and string values, nested): where a leaked secret would be. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [k, ...stringsOf(v)]);
  return [];
}

/** Every text column (text, varchar, arrays, JSON) of every table of the portal, as one text per column. */
async function everyTextColumn(): Promise<{ column: string; text: string }[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    s.database.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'character', 'ARRAY', 'json', 'jsonb')
        order by 1, 2`,
  );
  const out: { column: string; text: string }[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await queryRows<{ text: string | null }>(
      s.database.db,
      sql.raw(
        `select string_agg("${column_name}"::text, E'\\n') as text from "${table_name}" where "${column_name}" is not null`,
      ),
    );
    out.push({ column: `${table_name}.${column_name}`, text: row?.text ?? "" });
  }
  return out;
}

describe("a full member journey, logged (ASVS 16.x)", () => {
  it("ran as a member would: every step answered as expected, with the log on", () => {
    expect(Object.fromEntries(statuses)).toEqual({
      "wrong PIN": 401,
      "first step": 200,
      "send OTP": 200,
      "wrong OTP": 400,
      OTP: 200,
      terms: 204,
      session: 200,
      summary: 200,
      portfolio: 200,
      history: 200,
      visit: 204,
      "foreign id": 404,
      "switch options": 200,
      switch: 200,
      client: 200,
      address: 200,
      "change PIN": 204,
      logout: 204,
      "forgot, wrong date": 404,
      forgot: 200,
      "forgot, send OTP": 200,
      "forgot, OTP": 200,
      "temporary PIN": 200,
      "send OTP again": 200,
      "OTP again": 200,
      "replace PIN": 204,
      "logout again": 204,
    });
    expect(otps.length).toBe(3);
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    // The log heard every request.
    const requests = s.logLines.filter((l) => l.includes('"incoming request"'));
    expect(requests.length).toBe(statuses.length);
  });

  it("logs the authentication events, the lock-relevant failures and the foreign id with who, when and from where", async () => {
    const events = await queryRows<{
      event: string;
      client_nmbr: number | null;
      login_id: string | null;
      ip_address: string;
      at: Date;
    }>(
      s.database.db,
      sql`select event, client_nmbr, login_id, ip_address, accessed_at as at from access_log
          where accessed_at >= ${journeyStart.toISOString()}::timestamptz order by id`,
    );
    expect(events.map((e) => e.event)).toEqual([
      "LOGIN_FAILED",
      "OTP_FAILED",
      "LOGIN",
      "PAGE_VISIT",
      "FOREIGN_ID",
      "SWITCH_SUBMITTED",
      "PROFILE_UPDATED",
      "PIN_CHANGED",
      "LOGOUT",
      "FORGOT_PIN_FAILED",
      "FORGOT_PIN_STARTED",
      "FORGOT_PIN_FINISHED",
      "LOGIN",
      "PIN_CHANGED",
      "LOGOUT",
    ]);
    for (const e of events) {
      // From where: the client's address; when: the server's clock during the journey.
      expect({ event: e.event, ip: e.ip_address }).toEqual({ event: e.event, ip: IP });
      expect(new Date(e.at).getTime()).toBeGreaterThanOrEqual(journeyStart.getTime());
      expect(new Date(e.at).getTime()).toBeLessThanOrEqual(journeyEnd.getTime());
      // Who: the member, except where the ID number asked for matched no one (it is not kept).
      if (e.event !== "FORGOT_PIN_FAILED")
        expect({ event: e.event, who: e.client_nmbr }).toEqual({ event: e.event, who: P1 });
    }
    for (const e of events.filter((x) =>
      /^(LOGIN|OTP_|PIN_|LOGOUT|FORGOT_PIN_STARTED|FORGOT_PIN_FINISHED)/.test(x.event),
    ))
      expect({ event: e.event, loginId: e.login_id }).toEqual({ event: e.event, loginId: "3000001" });
  });

  it("writes no PIN, OTP or session token to the server's log", () => {
    expect(pins.length).toBe(10);
    const found: string[] = [];
    for (const line of s.logLines) {
      const strings = stringsOf(JSON.parse(line)).join("\n");
      for (const secret of [...pins, ...tokens]) if (line.includes(secret)) found.push(secret);
      for (const code of otps) if (occurrences(strings, code) > 0) found.push(code);
    }
    expect(found).toEqual([]);
  });

  it("keeps no PIN, OTP or session token in clear in any text column of any table", async () => {
    const columns = await everyTextColumn();
    expect(columns.map((c) => c.column)).toEqual(
      expect.arrayContaining([
        "access_log.page_link",
        "outbox.body",
        "rate_limits.key",
        "sessions.token_hash",
      ]),
    );
    const found: { column: string; secret: string }[] = [];
    for (const { column, text } of columns)
      for (const secret of [...pins, ...tokens, ...otps])
        if (occurrences(text, secret) > occurrences(baseline.get(column) ?? "", secret))
          found.push({ column, secret });
    expect(found).toEqual([]);
  });

  it("keeps the member's full HKID out of the log and out of every text column of every table", async () => {
    const found: string[] = [];
    for (const line of s.logLines) for (const id of HKID) if (line.includes(id)) found.push(`log: ${id}`);
    for (const { column, text } of await everyTextColumn())
      for (const id of HKID) if (occurrences(text, id) > 0) found.push(`${column}: ${id}`);
    expect(found).toEqual([]);
  });
});
