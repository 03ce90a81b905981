import { randomUUID } from "node:crypto";
import { encodePin, hkInstant, SESSION_HARD_LIMIT_MS } from "@portal/domain";
import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { sessions } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { newToken, sha256 } from "../../lib/tokens.ts";
import { createStaffApp, staffCookie } from "../../testing/staff.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../../testing/test-app.ts";

/**
 * The switching calls on the seeded demo data, with the clock pinned on Friday 20 Nov 2026 (a
 * dealing day) and moved by hand around the 16:00 cut-off. P1's first account (MPF, product 112)
 * holds funds 298, 302, 306, 308, 310, 312, 313, 315, 317 in EE_MAN, ER_MAN and ER_VOL money and
 * has the seeded pending switch IW00000004: 20% of 317 into 312, input at 09:00, dealt today.
 */

const PIN = encodePin("Portal#2026");
const DAY = "2026-11-20";
const P1 = 1000001;
const P2 = 1000002;
const P3 = 1000003;
const P10 = 1000010;
const P11 = 1000011;

let nowMs = TEST_NOW.getTime();
const clock: Clock = { now: () => new Date(nowMs) };
/** Moves the pinned clock to hh:mm Hong Kong time on the test day (Friday 20 Nov 2026). */
const at = (hour: number, minute = 0) => {
  nowMs = hkInstant(DAY, hour, minute).getTime();
};

let t: TestApp;
let staff: FastifyInstance;
const rels: Record<number, number[]> = {};
let seededMax = 0;
/** The seeded pending fund switch of P1's first account. */
let pendingId = 0;
/** Its reference number. */
let pendingRef = "";

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  staff = await createStaffApp(t.database, clock);
  for (const r of await rows<{ client_nmbr: number; rel: number }>(
    sql`select client_nmbr, clnt_rltnshp_nmbr as rel from policies order by clnt_rltnshp_nmbr`,
  ))
    rels[r.client_nmbr] = [...(rels[r.client_nmbr] ?? []), r.rel];
  const [max] = await rows<{ n: number }>(sql`select max(activity_table_nmbr)::int as n from instructions`);
  seededMax = max?.n ?? 0;
  const [pending] = await rows<{ id: number; ref: string }>(sql`
    select activity_table_nmbr as id, reference_nmbr as ref from instructions
    where client_nmbr = ${P1} and kind = 'FUND_SWITCH' and status = 'PENDING'`);
  pendingId = pending?.id ?? 0;
  pendingRef = pending?.ref ?? "";
}, 120_000);
afterAll(async () => {
  await staff.close();
  await t.close();
});

/** Every test starts at 10:00 with the seeded instructions as seeded. */
afterEach(async () => {
  at(10);
  await t.database.db.execute(
    sql`delete from instruction_lines where activity_table_nmbr > ${seededMax} or id > 100000000`,
  );
  await t.database.db.execute(sql`delete from instructions where activity_table_nmbr > ${seededMax}`);
  await t.database.db.execute(sql`
    update instructions set status = 'PENDING', acty_status_nm = 'PENDING FOR NIGHTLY BATCH', cancelled_at = null
    where activity_table_nmbr = ${pendingId}`);
  await t.database.db.execute(sql`update credentials set failed_attempts = 0, locked_at = null`);
});

const rel = (clientNmbr: number, i = 0): number => {
  const n = rels[clientNmbr]?.[i];
  if (n === undefined) throw new Error(`no account ${i} for ${clientNmbr}`);
  return n;
};
const REL1 = () => rel(P1, 0);

/** The tokens of staff sessions: they are sent to the staff portal, under its cookie. */
const staffTokens = new Set<string>();

/** A session made now on the pinned clock (a member's, or a staff Super Logon's on the member). */
async function login(clientNmbr: number, kind: "MEMBER" | "STAFF" = "MEMBER"): Promise<string> {
  const token = newToken();
  if (kind === "STAFF") staffTokens.add(token);
  const now = clock.now();
  await t.database.db.insert(sessions).values({
    tokenHash: sha256(token),
    kind,
    stage: "AUTHENTICATED",
    clientNmbr,
    staffSubject: kind === "STAFF" ? "staff.demo" : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_HARD_LIMIT_MS),
    termsAcceptedAt: now,
  });
  return token;
}

function send(method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: object) {
  return staffTokens.has(token)
    ? staff.inject({ method, url, payload, cookies: staffCookie(token) })
    : t.app.inject({ method, url, payload, cookies: { portal_session: token } });
}
const options = (token: string, r = REL1()) =>
  send("GET", `/api/fundswitch/options?clntRltnShpNmbr=${r}`, token);
const submit = (token: string, body: object) => send("POST", "/api/fundswitch/instructions", token, body);
const history = (token: string, r = REL1()) =>
  send("GET", `/api/cycleactivities/history?clntRltnshpNmbr=${r}`, token);
const details = (token: string, referenceNmbr: string, r = REL1()) =>
  send(
    "GET",
    `/api/cycleactivities/cycleActivityDetails?clntRltnshpNmbr=${r}&referenceNmbr=${referenceNmbr}`,
    token,
  );
const cancel = (
  token: string,
  activityIds: number,
  q: { rel?: number; contractNmbr?: number; processorID?: string } = {},
) =>
  send(
    "DELETE",
    `/api/cycleactivities/cancelTransaction?clntRltnShpNmbr=${q.rel ?? REL1()}&contractNmbr=${q.contractNmbr ?? 100231}&processorID=${q.processorID ?? "WEB"}&activityIds=${activityIds}`,
    token,
  );

function fundSwitch(overrides: object = {}) {
  return {
    kind: "FUND_SWITCH",
    clntRltnShpNmbr: REL1(),
    contributionType: "ALL",
    password: PIN,
    disclaimerAccepted: true,
    idempotencyKey: randomUUID(),
    switchOut: [{ invTypeNmbr: 302, percent: "50" }],
    switchIn: [{ invTypeNmbr: 315, percent: "100" }],
    ...overrides,
  };
}

/** An instruction written by hand, numbered far from the ones the sequence gives during the tests. */
const paperId = () => seededMax + 90_001;

/** A blocked fund of the options answer (part 2 §4.4, the domain's fundBlocks). */
function block(
  invTypeNmbr: number,
  reason: "pending-full-switch-out" | "incomplete-instruction",
  refNumber: string,
  effectiveDate: string,
  direction: "out" | "in",
  sourceInvTypeNmbr = invTypeNmbr,
) {
  return {
    invTypeNmbr,
    reason,
    refNumber,
    effectiveDate,
    sourceInvTypeNmbr,
    direction,
    blocksSwitchIn: sourceInvTypeNmbr === invTypeNmbr,
  };
}

/** The seeded pending switch's blocks: 20% of 317 into 312, dealt today (not a full switch-out). */
const seededBlocks = () => [
  block(312, "incomplete-instruction", pendingRef, DAY, "in"),
  block(317, "incomplete-instruction", pendingRef, DAY, "out"),
];

type Block = ReturnType<typeof block>;
const byFund = (a: Block, b: Block) => a.invTypeNmbr - b.invTypeNmbr;

function allocation(overrides: object = {}) {
  return {
    kind: "FUTURE_ALLOCATION",
    clntRltnShpNmbr: REL1(),
    contributionType: "ALL",
    password: PIN,
    disclaimerAccepted: true,
    idempotencyKey: randomUUID(),
    allocation: [
      { invTypeNmbr: 313, percent: "60" },
      { invTypeNmbr: 298, percent: "40" },
    ],
    ...overrides,
  };
}

async function instructionCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from instructions`);
  return row?.n ?? 0;
}

async function foreignLogCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from access_log where event = 'FOREIGN_ID'`,
  );
  return row?.n ?? 0;
}

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect({ status: res.statusCode, code: res.json().code }).toEqual({ status, code });
}

/** Windows of the running app's calendar, switched on from the start of 2026 for one test. */
async function withWindow<T>(id: "gfcOrsoWindow" | "fundSwitchCutOff", run: () => Promise<T>): Promise<T> {
  const windows = t.config.calendar.windows;
  const saved = windows[id];
  windows[id] = { start: "2026-01-01T00:00:00+08:00" };
  try {
    return await run();
  } finally {
    windows[id] = saved;
  }
}

// ---------------------------------------------------------------- GET /api/fundswitch/options

describe("GET /api/fundswitch/options", () => {
  it("gives P1's MPF account its contribution types, funds, holdings, blocked funds and dealing day", async () => {
    const res = await options(await login(P1));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      clntRltnshpNmbr: REL1(),
      contractNmbr: 100231,
      productTypeNmbr: 112,
      scheme: "S800",
      isOrso: false,
      webCycleDate: "2026-11-19",
      cutOffHours: 16,
      serverTime: "2026-11-20T02:00:00.000Z",
      expectedDealingDate: "2026-11-20",
      blocked: null,
      existingAssetsDisabled: false,
      existingContributionTypes: ["MANDATORY", "VOLUNTARY", "ALL"],
      futureContributionTypes: ["MANDATORY", "VOLUNTARY", "ALL"],
    });
    // The seeded pending switch (20% of 317 -> 312) is incomplete: both its funds wait for it, each
    // named with the instruction; no linked fund (it switches out 20%, not all, and is dealt today).
    expect(body.blockedFunds).toEqual(seededBlocks());
    // The 14 funds of product 112, priced on the cycle date, 4 decimals.
    expect(body.funds.map((f: { invTypeNmbr: number }) => f.invTypeNmbr)).toEqual([
      298, 302, 304, 306, 308, 310, 311, 312, 313, 314, 315, 316, 317, 318,
    ]);
    const [price] = await rows<{ p: string }>(sql`
      select round(unit_price, 4)::text as p from unit_prices where inv_type_nmbr = 302 and price_date = '2026-11-19'`);
    expect(body.funds.find((f: { invTypeNmbr: number }) => f.invTypeNmbr === 302)).toMatchObject({
      legalNm: "Balanced Fund",
      invRskNm: "MODERATE TO HIGH",
      currency: "HKD",
      exchangeRate: "1",
      unitPrice: price?.p,
      priceDate: "2026-11-19",
    });
    expect(body.funds.find((f: { invTypeNmbr: number }) => f.invTypeNmbr === 308)).toMatchObject({
      needsIndexConfirmation: true,
      needsAuditorDeclaration: false,
    });
    expect(body.funds.find((f: { invTypeNmbr: number }) => f.invTypeNmbr === 316)).toMatchObject({
      needsAuditorDeclaration: true,
    });
    // Holdings per fund and money type, exactly as stored.
    const held = await rows<{ inv: number; money: string; units: string }>(sql`
      select inv_type_nmbr as inv, money_type_code as money, unit_cnt::text as units from holdings
      where clnt_rltnshp_nmbr = ${REL1()} and unit_cnt > 0 order by 1, 2`);
    expect(body.holdings).toHaveLength(held.length);
    expect(held.length).toBe(27);
    const erVol = body.holdings.find(
      (h: { invTypeNmbr: number; moneyTypeCode: string }) =>
        h.invTypeNmbr === 302 && h.moneyTypeCode === "ER_VOL",
    );
    const stored = held.find((h) => h.inv === 302 && h.money === "ER_VOL");
    expect(erVol).toMatchObject({ isMandatory: false, isEmployer: true });
    expect(Number(erVol.units)).toBe(Number(stored?.units));
    // The allocation in force: the 2018 change, made for ALL, steers every contribution type offered.
    const in2018 = [
      { invTypeNmbr: 302, percent: 30 },
      { invTypeNmbr: 313, percent: 30 },
      { invTypeNmbr: 312, percent: 20 },
      { invTypeNmbr: 306, percent: 10 },
      { invTypeNmbr: 315, percent: 10 },
    ];
    expect(body.currentAllocation).toEqual(
      ["MANDATORY", "VOLUNTARY", "ALL"].map((contributionType) => ({
        contributionType,
        investments: in2018,
      })),
    );
  });

  it("gives the next dealing day (Monday) at and after the 16:00 cut-off", async () => {
    at(15, 59);
    expect((await options(await login(P1))).json().expectedDealingDate).toBe("2026-11-20");
    at(16);
    expect((await options(await login(P1))).json().expectedDealingDate).toBe("2026-11-23");
  });

  it("splits an ORSO account by employer and member, and disables existing assets in the GFC window", async () => {
    const orso = rel(P1, 3);
    const token = await login(P1);
    const body = (await options(token, orso)).json();
    expect(body).toMatchObject({
      productTypeNmbr: 124,
      isOrso: true,
      existingAssetsDisabled: false,
      existingContributionTypes: ["EMPLOYER", "MEMBER", "ALL"],
    });
    const gfc = await withWindow("gfcOrsoWindow", async () => (await options(token, orso)).json());
    expect(gfc.existingAssetsDisabled).toBe(true);
    // Product 112 is not one of the GFC product types.
    const mpf = await withWindow("gfcOrsoWindow", async () => (await options(token)).json());
    expect(mpf.existingAssetsDisabled).toBe(false);
  });

  it("names why an account cannot switch: staff, cut-off, terminated, no allocation; and a withdrawal in progress", async () => {
    expect((await options(await login(P1, "STAFF"))).json().blocked).toBe("staff");
    const p1 = await login(P1);
    expect(await withWindow("fundSwitchCutOff", async () => (await options(p1)).json().blocked)).toBe(
      "cutOff",
    );
    expect((await options(await login(P11), rel(P11, 0))).json().blocked).toBe("terminated");
    expect((await options(await login(P3), rel(P3, 1))).json().blocked).toBe("noAllocation");
    // A withdrawal in progress stops switching existing assets only (the fund-processing page).
    expect((await options(await login(P10), rel(P10, 0))).json()).toMatchObject({
      blocked: null,
      fundsProcessing: true,
    });
    expect((await options(p1)).json()).toMatchObject({ blocked: null, fundsProcessing: false });
  });

  it("flags the linked funds of a pending 100% switch-out with a future date, not those of a 100% switch-in (§4.4)", async () => {
    // A paper instruction: all of 313 into 298 (100%), dealt Tuesday 24 Nov.
    await t.database.db.execute(sql`
      insert into instructions (activity_table_nmbr, reference_nmbr, clnt_rltnshp_nmbr, client_nmbr, kind,
        contribution_type, status, acty_status_nm, channel, acty_inpt_at, effective_date, processor_id)
      values (${paperId()}, 'IW99999991', ${REL1()}, ${P1}, 'FUND_SWITCH', 'ALL', 'PENDING',
        'PENDING FOR NIGHTLY BATCH', 'PAPER', now(), '2026-11-24', 'BATCH')`);
    await t.database.db.execute(sql`
      insert into instruction_lines (activity_table_nmbr, tfer_type_cd, inv_type_nmbr, requested_rate)
      values (${paperId()}, 1, 313, 1), (${paperId()}, 2, 298, 1)`);
    const token = await login(P1);
    const body = (await options(token)).json();
    const tuesday = "2026-11-24";
    expect(body.blockedFunds).toEqual(
      [
        // 298 is switched into: its own instruction is incomplete; its group (310, 300) is not flagged.
        block(298, "incomplete-instruction", "IW99999991", tuesday, "in"),
        // 313 is switched out in full on a future day: it and its group 314, 315 are flagged.
        block(313, "pending-full-switch-out", "IW99999991", tuesday, "out"),
        block(314, "pending-full-switch-out", "IW99999991", tuesday, "out", 313),
        block(315, "pending-full-switch-out", "IW99999991", tuesday, "out", 313),
        ...seededBlocks(),
      ].sort(byFund),
    );
    // 315 (linked with 313) cannot be switched out, named by the instruction that blocks it ...
    const out315 = await submit(
      token,
      fundSwitch({
        switchOut: [{ invTypeNmbr: 315, percent: "10" }],
        switchIn: [{ invTypeNmbr: 304, percent: "100" }],
      }),
    );
    expectError(out315, 409, "fund-blocked");
    expect(out315.json().message).toContain("IW99999991");
    // ... but can be switched into; 310 (linked with 298, which is only switched into) can be switched out.
    const into315 = await submit(
      token,
      fundSwitch({
        switchOut: [{ invTypeNmbr: 310, percent: "50" }],
        switchIn: [{ invTypeNmbr: 315, percent: "100" }],
      }),
    );
    expect(into315.statusCode).toBe(200);
    // 298 has an incomplete instruction on it: no new one, either way.
    expectError(
      await submit(token, fundSwitch({ switchOut: [{ invTypeNmbr: 298, percent: "10" }] })),
      409,
      "fund-blocked",
    );
  });

  it("blocks nothing through a 100% switch-out dealt today: only the funds of the instruction", async () => {
    await t.database.db.execute(sql`
      insert into instructions (activity_table_nmbr, reference_nmbr, clnt_rltnshp_nmbr, client_nmbr, kind,
        contribution_type, status, acty_status_nm, channel, acty_inpt_at, effective_date, processor_id)
      values (${paperId()}, 'IW99999992', ${REL1()}, ${P1}, 'FUND_SWITCH', 'ALL', 'PENDING',
        'PENDING FOR NIGHTLY BATCH', 'PAPER', now(), ${DAY}, 'BATCH')`);
    await t.database.db.execute(sql`
      insert into instruction_lines (activity_table_nmbr, tfer_type_cd, inv_type_nmbr, requested_rate)
      values (${paperId()}, 1, 313, 1), (${paperId()}, 2, 298, 1)`);
    const body = (await options(await login(P1))).json();
    expect(body.blockedFunds).toEqual(
      [
        block(298, "incomplete-instruction", "IW99999992", DAY, "in"),
        block(313, "incomplete-instruction", "IW99999992", DAY, "out"),
        ...seededBlocks(),
      ].sort(byFund),
    );
  });
});

// ---------------------------------------------------------------- POST /api/fundswitch/instructions

describe("POST /api/fundswitch/instructions", () => {
  it("writes a fund switch with its lines, dealt today before the cut-off, and confirms it by e-mail", async () => {
    const token = await login(P1);
    const body = fundSwitch();
    const res = await submit(token, body);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const id = answer.activityTableNmbr;
    expect(id).toBeGreaterThan(seededMax);
    expect(answer).toEqual({
      kind: "FUND_SWITCH",
      refNumber: `IW${String(id).padStart(8, "0")}`,
      activityTableNmbr: id,
      instructionDate: "2026-11-20T02:00:00.000Z",
      expectedDealingDate: "2026-11-20",
      contributionType: "ALL",
    });
    const [row] = await rows<Record<string, unknown>>(sql`
      select reference_nmbr, clnt_rltnshp_nmbr, client_nmbr, kind, contribution_type, status, acty_status_nm,
             channel, acty_inpt_at, effective_date, processor_id, idempotency_key
      from instructions where activity_table_nmbr = ${id}`);
    expect(row).toMatchObject({
      reference_nmbr: answer.refNumber,
      clnt_rltnshp_nmbr: REL1(),
      client_nmbr: P1,
      kind: "FUND_SWITCH",
      contribution_type: "ALL",
      status: "PENDING",
      acty_status_nm: "PENDING FOR NIGHTLY BATCH",
      channel: "INTERNET",
      effective_date: "2026-11-20",
      processor_id: "WEB",
      idempotency_key: body.idempotencyKey,
    });
    expect(new Date(row?.acty_inpt_at as string).toISOString()).toBe("2026-11-20T02:00:00.000Z");
    expect(
      await rows(sql`
        select tfer_type_cd, inv_type_nmbr, requested_rate::text as rate from instruction_lines
        where activity_table_nmbr = ${id} order by id`),
    ).toEqual([
      { tfer_type_cd: 1, inv_type_nmbr: 302, rate: "0.500000" },
      { tfer_type_cd: 2, inv_type_nmbr: 315, rate: "1.000000" },
    ]);

    const [mail] = await rows<{ channel: string; recipient: string; subject: string; body: string }>(
      sql`select channel, recipient, subject, body from outbox order by id desc limit 1`,
    );
    expect(mail).toMatchObject({ channel: "EMAIL", recipient: "chan.taiman@example.com" });
    expect(mail?.subject).toContain(answer.refNumber);
    expect(mail?.body).toContain(
      `fund switching instruction ${answer.refNumber} on 20 Nov 2026 at 10:00 (Hong Kong time)`,
    );
    expect(mail?.body).toContain("expected to be dealt on 20 Nov 2026");
    expect(mail?.body).toContain("我們已於2026年11月20日10:00（香港時間）收到閣下的基金轉換指示");
    expect(mail?.body).toContain("預計於2026年11月20日處理");
    // And it is kept as an e-notice on the documents page, in each language.
    const [notice] = await rows<{ kind: string; title_en: string; body_zh: string }>(
      sql`select kind, title_en, body_zh from notices where client_nmbr = 1000001 order by id desc limit 1`,
    );
    expect(notice?.kind).toBe("INSTRUCTION_RECEIVED");
    expect(notice?.title_en).toContain(answer.refNumber);
    expect(notice?.body_zh).toContain("我們已於2026年11月20日10:00（香港時間）收到閣下的基金轉換指示");

    // Its funds now wait for it (an incomplete instruction on each): 302 switched out, 315 switched
    // into; with the seeded switch's 312 and 317. Nothing else: it switches out 50%, not all.
    expect((await options(token)).json().blockedFunds).toEqual(
      [
        block(302, "incomplete-instruction", answer.refNumber, DAY, "out"),
        block(315, "incomplete-instruction", answer.refNumber, DAY, "in"),
        ...seededBlocks(),
      ].sort(byFund),
    );
  });

  it("after the cut-off (dealt Monday), a 50% switch into a fund at 100% blocks no linked fund", async () => {
    // The walkthrough: P1 switches 50% of 302 into 315 (100%) after 16:00, so it is dealt Monday.
    at(16, 30);
    const token = await login(P1);
    const res = await submit(token, fundSwitch());
    expect(res.statusCode).toBe(200);
    const { refNumber, expectedDealingDate } = res.json();
    expect(expectedDealingDate).toBe("2026-11-23");
    const blocked = (await options(token)).json().blockedFunds;
    expect(blocked).toEqual(
      [
        block(302, "incomplete-instruction", refNumber, "2026-11-23", "out"),
        block(315, "incomplete-instruction", refNumber, "2026-11-23", "in"),
        ...seededBlocks(),
      ].sort(byFund),
    );
    // 313 and 314 (linked with 315) and 304, 311 (linked with 302) stay free: nothing switches them out.
    expect(
      (
        await submit(
          token,
          fundSwitch({
            switchOut: [{ invTypeNmbr: 313, percent: "50" }],
            switchIn: [{ invTypeNmbr: 314, percent: "100" }],
          }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("deals an instruction given at the cut-off on the next dealing day, and sends an SMS when no e-mail is on file", async () => {
    at(16);
    await t.database.db.execute(sql`
      insert into client_custom_data (client_nmbr, cstm_attr_cd, cstm_attr_nm, cstm_attr_txt, efctv_dt)
      values (${P1}, 102, 'EMAIL ADDRESS', 'XX', '2026-11-20')`);
    try {
      const res = await submit(await login(P1), fundSwitch());
      expect(res.statusCode).toBe(200);
      expect(res.json().expectedDealingDate).toBe("2026-11-23");
      const [sms] = await rows<{ channel: string; recipient: string; body: string }>(
        sql`select channel, recipient, body from outbox order by id desc limit 1`,
      );
      expect(sms).toMatchObject({ channel: "SMS", recipient: "91234567" });
      expect(sms?.body).toContain("expected to be dealt on 23 Nov 2026");
      expect(sms?.body).toContain(res.json().refNumber);
    } finally {
      await t.database.db.execute(
        sql`delete from client_custom_data where client_nmbr = ${P1} and cstm_attr_cd = 102 and cstm_attr_txt = 'XX'`,
      );
    }
  });

  it("answers a replay of the same instruction with its key with the first answer, and writes one row", async () => {
    const token = await login(P1);
    const body = fundSwitch();
    const first = await submit(token, body);
    expect(first.statusCode).toBe(200);
    const before = await instructionCount();
    const again = await submit(token, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await instructionCount()).toBe(before);
  });

  it("refuses the key given again with another instruction (even with a wrong PIN): 409, nothing changes", async () => {
    const token = await login(P1);
    const body = fundSwitch({ switchOut: [{ invTypeNmbr: 302, percent: "20" }] });
    expect((await submit(token, body)).statusCode).toBe(200);
    const before = await instructionCount();
    for (const other of [
      { ...body, switchIn: [{ invTypeNmbr: 298, percent: "100" }] },
      { ...body, switchOut: [{ invTypeNmbr: 302, percent: "25" }], password: encodePin("Wrong#2026") },
      { ...allocation(), idempotencyKey: body.idempotencyKey },
    ])
      expectError(await submit(token, other), 409, "idempotency-key-reused");
    expect(await instructionCount()).toBe(before);
  });

  it("writes one row for two concurrent requests with the same key, and answers both alike", async () => {
    const token = await login(P1);
    const body = fundSwitch({ switchOut: [{ invTypeNmbr: 306, percent: "30" }] });
    const before = await instructionCount();
    const [a, b] = await Promise.all([submit(token, body), submit(token, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await instructionCount()).toBe(before + 1);
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from instructions where idempotency_key = ${body.idempotencyKey}`,
    );
    expect(n?.n).toBe(1);
  });

  it("writes a change of future allocation as IA: the direction it replaces as from-lines, the new one as to-lines", async () => {
    const token = await login(P1);
    const current: { invTypeNmbr: number; percent: number }[] =
      (await options(token))
        .json()
        .currentAllocation.find((a: { contributionType: string }) => a.contributionType === "MANDATORY")
        ?.investments ?? [];
    expect(current.length).toBeGreaterThan(1);
    const res = await submit(token, allocation({ contributionType: "MANDATORY" }));
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.refNumber).toBe(`IA${String(answer.activityTableNmbr).padStart(8, "0")}`);
    expect(answer).toMatchObject({ kind: "FUTURE_ALLOCATION", contributionType: "MANDATORY" });
    expect(
      await rows(sql`
        select tfer_type_cd, inv_type_nmbr, requested_rate::text as rate from instruction_lines
        where activity_table_nmbr = ${answer.activityTableNmbr} order by id`),
    ).toEqual([
      ...current.map((l) => ({
        tfer_type_cd: 1,
        inv_type_nmbr: l.invTypeNmbr,
        rate: (l.percent / 100).toFixed(6),
      })),
      { tfer_type_cd: 2, inv_type_nmbr: 313, rate: "0.600000" },
      { tfer_type_cd: 2, inv_type_nmbr: 298, rate: "0.400000" },
    ]);
    // The detail shows the old direction beside the new one.
    const detail = (await details(token, answer.refNumber.slice(2))).json();
    expect(detail.switchOutData.map((l: { rqstRt: string }) => Number(l.rqstRt))).toEqual(
      current.map((l) => l.percent),
    );
    expect(detail.switchInData.map((l: { invTypeNmbr: number }) => l.invTypeNmbr)).toEqual([313, 298]);
  });

  it("rotates the session token after the PIN confirmed the instruction; the old one passes 30 s more", async () => {
    const token = await login(P1);
    const res = await submit(token, fundSwitch());
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === "portal_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    const rotated = cookie?.value ?? "";
    expect(rotated).not.toBe(token);
    expect((await history(token)).statusCode).toBe(200); // a request already in flight
    nowMs += 31_000;
    expect((await history(token)).statusCode).toBe(401);
    expect((await history(rotated)).statusCode).toBe(200);
    // An API client that sent the specs' header gets the new token in the same header.
    const client = await login(P1);
    const viaHeader = await t.app.inject({
      method: "POST",
      url: "/api/fundswitch/instructions",
      payload: fundSwitch({
        switchOut: [{ invTypeNmbr: 306, percent: "30" }],
        switchIn: [{ invTypeNmbr: 298, percent: "100" }],
      }),
      headers: { pisys_auth_token: client, username: "3000001" },
    });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.headers.pisys_auth_token).toMatch(/^[\w-]{20,}$/);
    expect(viaHeader.headers.pisys_auth_token).not.toBe(client);
  });

  it("takes a change of future allocation while a withdrawal is in progress, not a fund switch", async () => {
    const token = await login(P10);
    const account = (await options(token, rel(P10, 0))).json();
    expect(account.fundsProcessing).toBe(true);
    const [a, b] = account.funds as { invTypeNmbr: number }[];
    if (!a || !b) throw new Error("P10's plan offers fewer than two funds");
    const res = await submit(
      token,
      allocation({
        clntRltnShpNmbr: rel(P10, 0),
        contributionType: account.futureContributionTypes[0],
        allocation: [
          { invTypeNmbr: a.invTypeNmbr, percent: "50" },
          { invTypeNmbr: b.invTypeNmbr, percent: "50" },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().kind).toBe("FUTURE_ALLOCATION");
  });

  it("never dates an instruction to a day the cycle has settled: after an early run, the next dealing day", async () => {
    await t.database.db.execute(sql`update cycle_dates set cycle_date = ${DAY} where date_type_cd = 'WEB'`);
    try {
      const token = await login(P1);
      expect((await options(token)).json().expectedDealingDate).toBe("2026-11-23");
      const res = await submit(token, fundSwitch());
      expect(res.statusCode).toBe(200);
      expect(res.json().expectedDealingDate).toBe("2026-11-23");
    } finally {
      await t.database.db.execute(
        sql`update cycle_dates set cycle_date = '2026-11-19' where date_type_cd = 'WEB'`,
      );
    }
  });

  it("takes one of two instructions on the same fund given at once from two tabs (different keys)", async () => {
    const token = await login(P1);
    const before = await instructionCount();
    const [a, b] = await Promise.all([submit(token, fundSwitch()), submit(token, fundSwitch())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().code).toBe("fund-blocked");
    expect(await instructionCount()).toBe(before + 1);
  });

  it.each([
    ["no switch-out fund", { switchOut: [] }, "no-fund-selected"],
    [
      "more than 19 funds",
      {
        switchIn: Array.from({ length: 20 }, (_, i) => ({ invTypeNmbr: 900 + i, percent: "5" })),
      },
      "funds-exceeded",
    ],
    ["a decimal percentage", { switchOut: [{ invTypeNmbr: 302, percent: "50.5" }] }, "percent-not-whole"],
    [
      "a switch-out above 100%",
      { switchOut: [{ invTypeNmbr: 302, percent: "101" }] },
      "percent-out-of-range",
    ],
    ["a switch-out of 0%", { switchOut: [{ invTypeNmbr: 302, percent: "0" }] }, "percent-out-of-range"],
    ["a switch-out under 5%", { switchOut: [{ invTypeNmbr: 302, percent: "4" }] }, "percent-below-minimum"],
    [
      "a switch-in under 5%",
      {
        switchIn: [
          { invTypeNmbr: 315, percent: "96" },
          { invTypeNmbr: 298, percent: "4" },
        ],
      },
      "percent-below-minimum",
    ],
    [
      "a switch-in total of 90%",
      {
        switchIn: [
          { invTypeNmbr: 315, percent: "50" },
          { invTypeNmbr: 298, percent: "40" },
        ],
      },
      "total-not-100",
    ],
    [
      "the same fund out and in",
      {
        switchIn: [
          { invTypeNmbr: 315, percent: "50" },
          { invTypeNmbr: 302, percent: "50" },
        ],
      },
      "same-fund-switch-in",
    ],
    ["a switch-out fund not held", { switchOut: [{ invTypeNmbr: 304, percent: "50" }] }, "fund-not-held"],
    [
      "a switch-in fund the plan does not offer",
      { switchIn: [{ invTypeNmbr: 321, percent: "100" }] },
      "validation",
    ],
    [
      "a fund twice",
      {
        switchOut: [
          { invTypeNmbr: 302, percent: "50" },
          { invTypeNmbr: 302, percent: "50" },
        ],
      },
      "validation",
    ],
    ["a contribution type the account does not split by", { contributionType: "EMPLOYER" }, "validation"],
  ])("refuses %s with 400 and writes nothing", async (_name, overrides, code) => {
    const before = await instructionCount();
    expectError(await submit(await login(P1), fundSwitch(overrides)), 400, code);
    expect(await instructionCount()).toBe(before);
  });

  it.each([
    ["a total of 90%", [{ invTypeNmbr: 313, percent: "90" }], "total-not-100"],
    [
      "a decimal",
      [
        { invTypeNmbr: 313, percent: "99.5" },
        { invTypeNmbr: 298, percent: "0.5" },
      ],
      "percent-not-whole",
    ],
    ["nothing", [], "no-fund-selected"],
  ])("refuses an allocation with %s", async (_name, lines, code) => {
    expectError(await submit(await login(P1), allocation({ allocation: lines })), 400, code);
  });

  it("checks the switch-out funds against the money of the contribution type", async () => {
    // Units of fund 304 in voluntary money only.
    await t.database.db.execute(sql`
      insert into holdings (clnt_rltnshp_nmbr, inv_type_nmbr, money_type_code, unit_cnt, vested_unit_cnt)
      values (${REL1()}, 304, 'ER_VOL', 100, 100)`);
    try {
      const token = await login(P1);
      const out = { switchOut: [{ invTypeNmbr: 304, percent: "100" }] };
      expectError(
        await submit(token, fundSwitch({ ...out, contributionType: "MANDATORY" })),
        400,
        "fund-not-held",
      );
      expect((await submit(token, fundSwitch({ ...out, contributionType: "VOLUNTARY" }))).statusCode).toBe(
        200,
      );
    } finally {
      await t.database.db.execute(
        sql`delete from holdings where clnt_rltnshp_nmbr = ${REL1()} and inv_type_nmbr = 304`,
      );
    }
  });

  it("refuses a fund with an incomplete instruction on it with 409", async () => {
    const token = await login(P1);
    const before = await instructionCount();
    expectError(
      await submit(token, fundSwitch({ switchOut: [{ invTypeNmbr: 317, percent: "10" }] })),
      409,
      "fund-blocked",
    );
    expectError(
      await submit(token, fundSwitch({ switchIn: [{ invTypeNmbr: 312, percent: "100" }] })),
      409,
      "fund-blocked",
    );
    expect(await instructionCount()).toBe(before);
  });

  it("lets a future allocation direct money into a fund with a pending switch (it moves no units)", async () => {
    const token = await login(P1);
    const before = await instructionCount();
    const res = await submit(
      token,
      allocation({
        allocation: [
          { invTypeNmbr: 312, percent: "50" },
          { invTypeNmbr: 298, percent: "50" },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await instructionCount()).toBe(before + 1);
  });

  it("needs the auditor declaration for the tracker fund and the yes of the index fund", async () => {
    const token = await login(P1);
    const tracker = { switchIn: [{ invTypeNmbr: 316, percent: "100" }] };
    const index = { switchIn: [{ invTypeNmbr: 308, percent: "100" }] };
    expectError(await submit(token, fundSwitch(tracker)), 400, "auditor-declaration-required");
    expectError(
      await submit(token, fundSwitch({ ...index, auditorDeclaration: true })),
      400,
      "index-confirmation-required",
    );
    expect((await submit(token, fundSwitch({ ...tracker, auditorDeclaration: true }))).statusCode).toBe(200);
    expect(
      (
        await submit(
          token,
          fundSwitch({ ...index, switchOut: [{ invTypeNmbr: 306, percent: "20" }], indexConfirmation: true }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("refuses a wrong PIN with incorrect-pin, logs it, writes nothing; the fifth locks", async () => {
    const token = await login(P1);
    const before = await instructionCount();
    const wrong = fundSwitch({ password: encodePin("Wrong#2026") });
    expectError(await submit(token, wrong), 400, "incorrect-pin");
    expect(await instructionCount()).toBe(before);
    const [logged] = await rows<{ n: number }>(
      sql`select count(*)::int as n from access_log where event = 'SWITCH_PIN_FAILED' and client_nmbr = ${P1}`,
    );
    expect(logged?.n).toBe(1);
    for (let i = 2; i <= 4; i++)
      expectError(await submit(token, { ...wrong, idempotencyKey: randomUUID() }), 400, "incorrect-pin");
    const otherDevice = await login(P1);
    expectError(await submit(token, { ...wrong, idempotencyKey: randomUUID() }), 401, "account-locked");
    // The lock ends every session of the member, not only the one that guessed.
    expect((await options(otherDevice)).statusCode).toBe(401);
    expect(await instructionCount()).toBe(before);
  });

  it("refuses a staff session, a blocked account and the GFC window with 403", async () => {
    expectError(await submit(await login(P1, "STAFF"), fundSwitch()), 403, "staff-read-only");
    const p1 = await login(P1);
    await withWindow("fundSwitchCutOff", async () =>
      expectError(await submit(p1, fundSwitch()), 403, "operation-not-allowed"),
    );
    expectError(
      await submit(
        await login(P10),
        fundSwitch({ clntRltnShpNmbr: rel(P10, 0), switchOut: [{ invTypeNmbr: 313, percent: "50" }] }),
      ),
      403,
      "operation-not-allowed",
    );
    const orso = {
      clntRltnShpNmbr: rel(P1, 3),
      contributionType: "ALL",
      switchOut: [{ invTypeNmbr: 321, percent: "50" }],
      switchIn: [{ invTypeNmbr: 322, percent: "100" }],
    };
    await withWindow("gfcOrsoWindow", async () => {
      expectError(await submit(p1, fundSwitch(orso)), 403, "operation-not-allowed");
      // The future allocation is not an existing-assets change: still allowed.
      const future = allocation({
        clntRltnShpNmbr: rel(P1, 3),
        allocation: [
          { invTypeNmbr: 321, percent: "70" },
          { invTypeNmbr: 322, percent: "30" },
        ],
      });
      expect((await submit(p1, future)).statusCode).toBe(200);
    });
    // Out of the window the switch is taken: the allocation change moves no units and shows as
    // Completed (§4.2), so it is no incomplete instruction on those funds (§4.4).
    expect((await options(p1, rel(P1, 3))).json().blockedFunds).toEqual([]);
    expect((await submit(p1, fundSwitch(orso))).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------- foreign ids

describe("a foreign account id", () => {
  it("answers 404 and logs FOREIGN_ID on every endpoint", async () => {
    const token = await login(P1);
    const p2 = rel(P2, 0);
    const ref = String(pendingId).padStart(8, "0");
    const calls: [string, () => Promise<LightMyRequestResponse>][] = [
      ["options", () => options(token, p2)],
      ["submit", () => submit(token, fundSwitch({ clntRltnShpNmbr: p2 }))],
      ["history", () => history(token, p2)],
      ["details of another account", () => details(token, ref, p2)],
      ["details of another account's reference", () => details(token, "00000006")],
      ["details of an unknown reference", () => details(token, "99999999")],
      ["cancel on another account", () => cancel(token, pendingId, { rel: p2, contractNmbr: 41107 })],
      ["cancel with another contract", () => cancel(token, pendingId, { contractNmbr: 200001 })],
      ["cancel with another processor", () => cancel(token, pendingId, { processorID: "BATCH" })],
      ["cancel of another account's instruction", () => cancel(token, 6)],
      ["details of a reference beyond the column", () => details(token, "999999999999")],
    ];
    // An id beyond the integer columns is no id at all: refused at the boundary (issue 15).
    const outOfRange: [string, () => Promise<LightMyRequestResponse>][] = [
      ["cancel of an id beyond the column", () => cancel(token, 99_999_999_999)],
      ["options of an account number beyond the column", () => options(token, 99_999_999_999)],
      ["history of an account number beyond the column", () => history(token, 99_999_999_999)],
      [
        "cancel with a contract number beyond the column",
        () => cancel(token, pendingId, { contractNmbr: 99_999_999_999 }),
      ],
    ];
    for (const [name, call] of outOfRange) {
      const before = await foreignLogCount();
      const res = await call();
      expect({ name, status: res.statusCode, code: res.json().code }).toEqual({
        name,
        status: 400,
        code: "validation",
      });
      expect({ name, logged: await foreignLogCount() }).toEqual({ name, logged: before });
    }
    for (const [name, call] of calls) {
      const before = await foreignLogCount();
      const res = await call();
      expect({ name, status: res.statusCode, code: res.json().code }).toEqual({
        name,
        status: 404,
        code: "not-found",
      });
      expect({ name, logged: await foreignLogCount() }).toEqual({ name, logged: before + 1 });
    }
    expect(
      (await rows<{ status: string }>(sql`select status from instructions where activity_table_nmbr = 6`))[0]
        ?.status,
    ).toBe("PENDING");
  });
});

// ---------------------------------------------------------------- GET /api/cycleactivities/history

type Card = { activityTableNmbr: number; statusType: string; cancellable: boolean; kind: string };

describe("GET /api/cycleactivities/history", () => {
  const cardOf = async (token: string, id: number): Promise<Card | undefined> =>
    (await history(token)).json().activities.find((a: Card) => a.activityTableNmbr === id);

  it("lists P1's switches and allocation changes, newest effective date first", async () => {
    const res = await history(await login(P1));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.webCycleDate).toBe("2026-11-19");
    expect(body.cutOffHours).toBe(16);
    const seeded = await rows<{ id: number; date: string }>(sql`
      select activity_table_nmbr as id, effective_date as date from instructions
      where clnt_rltnshp_nmbr = ${REL1()} and kind in ('FUND_SWITCH', 'FUTURE_ALLOCATION')
      order by effective_date desc, activity_table_nmbr desc`);
    expect(body.activities.map((a: Card) => a.activityTableNmbr)).toEqual(seeded.map((s) => s.id));
    expect(body.activities[0]).toMatchObject({
      activityTableNmbr: pendingId,
      refNumber: `IW${String(pendingId).padStart(8, "0")}`,
      fundType: "fundSwitch.cardTitle1",
      kind: "FUND_SWITCH",
      activityStatusname: "PENDING FOR NIGHTLY BATCH",
      statusType: "PENDING",
      transHistoryEffectiveDate: "2026-11-20",
      activityInputdate: "2026-11-20T01:00:00.000Z",
      channel: "INTERNET",
      contributionType: "ALL",
      processorId: "WEB",
      cancellable: true,
    });
    const allocationCard = body.activities.find((a: Card) => a.kind === "FUTURE_ALLOCATION");
    expect(allocationCard).toMatchObject({ fundType: "fundSwitch.cardTitle2", statusType: "COMPLETED" });
  });

  it("shows the pending switch as Pending at 15:59 and Being Processed from 16:00", async () => {
    at(15, 59);
    expect(await cardOf(await login(P1), pendingId)).toMatchObject({
      statusType: "PENDING",
      cancellable: true,
    });
    at(16);
    expect(await cardOf(await login(P1), pendingId)).toMatchObject({
      statusType: "BEING_PROCESSED",
      cancellable: false,
    });
  });

  it("shows a pending future allocation as Completed, never cancellable", async () => {
    const token = await login(P1);
    const id = (await submit(token, allocation())).json().activityTableNmbr;
    expect(await cardOf(token, id)).toMatchObject({
      kind: "FUTURE_ALLOCATION",
      statusType: "COMPLETED",
      cancellable: false,
    });
  });

  it("never offers the cancel to a staff session", async () => {
    expect(await cardOf(await login(P1, "STAFF"), pendingId)).toMatchObject({
      statusType: "PENDING",
      cancellable: false,
    });
  });

  it("drops an activity whose status name is not kept (§4.2)", async () => {
    await t.database.db.execute(
      sql`update instructions set acty_status_nm = 'ON HOLD' where activity_table_nmbr = ${pendingId}`,
    );
    expect(await cardOf(await login(P1), pendingId)).toBeUndefined();
  });
});

// ---------------------------------------------------------------- GET /api/cycleactivities/cycleActivityDetails

describe("GET /api/cycleactivities/cycleActivityDetails", () => {
  it("gives the pending switch with its lines as percentages, not yet priced", async () => {
    const res = await details(await login(P1), String(pendingId).padStart(8, "0"));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      activityTableNmbr: pendingId,
      statusType: "PENDING",
      cancellable: true,
      webCycleDate: "2026-11-19",
    });
    expect(body.switchOutData).toEqual([
      {
        invTypeNmbr: 317,
        legalNm: "Global Equity Fund",
        othLegalNm: "環球股票基金",
        invRskNm: "HIGH",
        rqstRt: "20",
        unitPrice: null,
        unitCnt: null,
        amount: null,
        currency: "HKD",
      },
    ]);
    expect(body.switchInData).toMatchObject([{ invTypeNmbr: 312, rqstRt: "100", unitPrice: null }]);
  });

  it("merges duplicate fund lines with summed rates, units and amounts", async () => {
    const id = seededMax + 1;
    await t.database.db.execute(sql`
      insert into instructions (activity_table_nmbr, reference_nmbr, clnt_rltnshp_nmbr, client_nmbr, kind,
        contribution_type, status, acty_status_nm, channel, acty_inpt_at, effective_date, processor_id, completed_at)
      values (${id}, ${`IW${String(id).padStart(8, "0")}`}, ${REL1()}, ${P1}, 'FUND_SWITCH', 'ALL', 'COMPLETED',
        'COMPLETED', 'INTERNET', '2026-11-10T02:00:00Z', '2026-11-10', 'WEB', '2026-11-10T12:00:00Z')`);
    await t.database.db.execute(sql`
      insert into instruction_lines (activity_table_nmbr, tfer_type_cd, inv_type_nmbr, money_type_code, requested_rate,
        unit_price, unit_cnt, amount)
      values (${id}, 1, 302, 'EE_MAN', 0.25, 67.5, 10.5, 708.75),
             (${id}, 1, 302, 'ER_MAN', 0.25, 67.5, 20.25, 1366.88),
             (${id}, 2, 315, null, 0.5, 20.1, 51.5, 1035.15),
             (${id}, 2, 298, null, 0.2, 13.4, 30, 402),
             (${id}, 2, 315, null, 0.3, 20.1, 31.3, 629.13)`);
    const res = await details(await login(P1), String(id).padStart(8, "0"));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.statusType).toBe("COMPLETED");
    expect(body.switchOutData).toMatchObject([
      { invTypeNmbr: 302, rqstRt: "50", unitPrice: "67.5000", unitCnt: "30.7500", amount: "2075.63" },
    ]);
    expect(body.switchInData).toMatchObject([
      { invTypeNmbr: 315, rqstRt: "80", unitPrice: "20.1000", unitCnt: "82.8000", amount: "1664.28" },
      { invTypeNmbr: 298, rqstRt: "20", unitPrice: "13.4000", unitCnt: "30.0000", amount: "402.00" },
    ]);
  });

  it("refuses a reference with its prefix (400) and one whose status the list drops (404)", async () => {
    const token = await login(P1);
    expectError(await details(token, `IW${String(pendingId).padStart(8, "0")}`), 400, "validation");
    await t.database.db.execute(
      sql`update instructions set acty_status_nm = 'ON HOLD' where activity_table_nmbr = ${pendingId}`,
    );
    expectError(await details(token, String(pendingId).padStart(8, "0")), 404, "not-found");
  });
});

// ---------------------------------------------------------------- DELETE /api/cycleactivities/cancelTransaction

describe("DELETE /api/cycleactivities/cancelTransaction", () => {
  it("cancels a pending switch before the cut-off; it then shows as Cancelled", async () => {
    at(15, 59);
    const token = await login(P1);
    const res = await cancel(token, pendingId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "CANCELLED", webCycleDate: "2026-11-19" });
    const [row] = await rows<{ status: string; acty_status_nm: string; cancelled_at: string }>(sql`
      select status, acty_status_nm, cancelled_at from instructions where activity_table_nmbr = ${pendingId}`);
    expect(row).toMatchObject({ status: "CANCELLED", acty_status_nm: "CANCELLED" });
    expect(new Date(row?.cancelled_at ?? "").toISOString()).toBe(hkInstant(DAY, 15, 59).toISOString());
    const card = (await history(token))
      .json()
      .activities.find((a: Card) => a.activityTableNmbr === pendingId);
    expect(card).toMatchObject({
      statusType: "CANCELLED",
      activityStatusname: "CANCELLED",
      cancellable: false,
    });
    // Its funds are free again.
    expect((await options(token)).json().blockedFunds).toEqual([]);
    // A second cancel: no longer pending.
    expectError(await cancel(token, pendingId), 403, "cancel-not-allowed");
  });

  it("refuses at and after 16:00 on the transaction date", async () => {
    at(16);
    expectError(await cancel(await login(P1), pendingId), 403, "cancel-not-allowed");
    at(18, 30);
    expectError(await cancel(await login(P1), pendingId), 403, "cancel-not-allowed");
    const [row] = await rows<{ status: string }>(
      sql`select status from instructions where activity_table_nmbr = ${pendingId}`,
    );
    expect(row?.status).toBe("PENDING");
  });

  it("refuses a completed switch, a future allocation and a staff session with 403", async () => {
    const [completed] = await rows<{ id: number }>(sql`
      select activity_table_nmbr as id from instructions
      where clnt_rltnshp_nmbr = ${REL1()} and kind = 'FUND_SWITCH' and status = 'COMPLETED' limit 1`);
    const token = await login(P1);
    expectError(await cancel(token, completed?.id ?? 0), 403, "cancel-not-allowed");
    const future = (await submit(token, allocation())).json().activityTableNmbr;
    expectError(await cancel(token, future), 403, "cancel-not-allowed");
    // A staff session reads a member's portal and changes nothing (the endpoint table's memberWrite scope).
    expectError(await cancel(await login(P1, "STAFF"), pendingId), 403, "staff-read-only");
  });

  it("answers 409 when the dealing cycle took the instruction first", async () => {
    await t.database.db.execute(
      sql`update instructions set status = 'BEING_PROCESSED' where activity_table_nmbr = ${pendingId}`,
    );
    expectError(await cancel(await login(P1), pendingId), 409, "cancel-not-allowed");
  });

  it("cancels a switch just submitted, dealt on Monday when given after the cut-off", async () => {
    at(17);
    const token = await login(P1);
    const submitted = (await submit(token, fundSwitch())).json();
    expect(submitted.expectedDealingDate).toBe("2026-11-23");
    expect((await cancel(token, submitted.activityTableNmbr)).statusCode).toBe(200);
  });
});
