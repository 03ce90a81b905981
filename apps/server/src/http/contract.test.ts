import { randomUUID } from "node:crypto";
import {
  declaredErrors,
  type EndpointName,
  type EndpointSpec,
  encodePin,
  endpoints,
  type OwnedKind,
  readsOnly,
  servedBy,
} from "@portal/domain";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { pinnedClock } from "../lib/clock.ts";
import { callEndpoint, urlOf, type WireInput } from "../testing/call.ts";
import { memberSession } from "../testing/member-session.ts";
import { createStaffApp, staffCookie, staffSession } from "../testing/staff.ts";
import { createTestApp, TEST_NOW, type TestApp, undeclaredErrors } from "../testing/test-app.ts";

/** What one member owns, read from the seeded database: every kind of id the table names. */
interface MemberIds {
  client: number;
  account: number;
  contract: number;
  product: number;
  fund: number;
  instruction: number;
  reference: string;
  processor: string;
  notice: number;
  report: number;
}

let t: TestApp;
let a: MemberIds;
let b: MemberIds;
let sameScheme: MemberIds;
let tokenA: string;
/** The staff portal on the same database, and a staff user reading member a's portal there. */
let staff: FastifyInstance;
let staffTokenA: string;

/** The member's first account that has an instruction (else the first account), and its ids. */
async function idsOf(clientNmbr: number): Promise<MemberIds> {
  const [row] = await queryRows<{
    rel: number;
    contract: number;
    product: number;
    fund: number;
    instruction: number | null;
    reference: string | null;
    processor: string | null;
  }>(
    t.database.db,
    sql`select p.clnt_rltnshp_nmbr as rel, p.contract_nmbr as contract, c.product_type_nmbr as product,
          (select min(pf.inv_type_nmbr) from product_funds pf where pf.product_type_nmbr = c.product_type_nmbr) as fund,
          i.activity_table_nmbr as instruction, i.reference_nmbr as reference, i.processor_id as processor
        from policies p join contracts c on c.contract_nmbr = p.contract_nmbr
        left join lateral (select * from instructions i where i.clnt_rltnshp_nmbr = p.clnt_rltnshp_nmbr
                           order by i.activity_table_nmbr limit 1) i on true
        where p.client_nmbr = ${clientNmbr}
        order by i.activity_table_nmbr nulls last, p.clnt_rltnshp_nmbr limit 1`,
  );
  if (!row) throw new Error(`no account for ${clientNmbr}`);
  // An e-notice sent to the member and a report requested for the account, to walk with.
  const [notice] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into notices (client_nmbr, kind, title_en, title_zh, body_en, body_zh, sent_at, retain_until)
        values (${clientNmbr}, 'SCHEME_NOTICE', 'Notice', '通知', 'Body', '內容', ${TEST_NOW.toISOString()}, '2099-12-31')
        returning id`,
  );
  const [report] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into reports (client_nmbr, clnt_rltnshp_nmbr, report_type, format, language, from_date, to_date,
          status, requested_at, retain_until)
        values (${clientNmbr}, ${row.rel}, 'TRANSACTION', 'PDF', 'en', '2026-06-01', '2026-10-31', 'FAILED',
          ${TEST_NOW.toISOString()}, '2099-12-31')
        returning id`,
  );
  return {
    client: clientNmbr,
    account: row.rel,
    contract: row.contract,
    product: row.product,
    fund: row.fund,
    instruction: row.instruction ?? 0,
    reference: row.reference ?? "IW00000000",
    processor: row.processor ?? "WEB",
    notice: notice?.id ?? 0,
    report: report?.id ?? 0,
  };
}

/** A valid call of every endpoint that carries ids, for member `m`; the walk swaps one id at a time. */
const examples: Partial<Record<EndpointName, (m: MemberIds) => WireInput>> = {
  record: (m) => ({
    body: { pageName: "Dashboard", pageLink: "/dashboard", policyId: m.account, contractId: m.contract },
  }),
  accountSummary: (m) => ({ query: { clientId: m.client } }),
  policy: (m) => ({
    body: {
      clntRltnshpNmbr: m.account,
      contractNmbr: m.contract,
      policyDataFilter: { investments: true, policyHistory: true, policyInfo: true },
    },
  }),
  gainAndLoss: (m) => ({ query: { clientNmbr: m.client, clntRltnshpNmbr: m.account } }),
  portfolioDetails: (m) => ({ query: { clntRltnshpNmbr: m.account } }),
  rateOfReturn: (m) => ({ query: { clntRltnshpNmbr: m.account } }),
  qualifyingBalance: (m) => ({ query: { clntRltnshpNmbr: m.account } }),
  feesAndCharges: (m) => ({ query: { clntRltnshpNmbr: m.account } }),
  customAttributes: (m) => ({ query: { contractNmbr: m.contract } }),
  projection: (m) => ({ body: { clntRltnshpNmbr: m.account, contractNmbr: m.contract } }),
  transactionHistory: (m) => ({
    query: { clntRltnshpNmbr: m.account, fromDate: "2026-06-01", toDate: "2026-10-31" },
  }),
  contributionHistory: (m) => ({
    query: {
      clntRltnshpNmbr: m.account,
      contractNmbr: m.contract,
      fromDate: "2026-06-01",
      toDate: "2026-10-31",
    },
  }),
  configFunds: (m) => ({ query: { contractNmbr: m.contract } }),
  fundInfoSummary: (m) => ({ query: { contractNmbr: m.contract, productTypeNmbr: m.product } }),
  fundInfoDetail: (m) => ({ query: { productTypeNmbr: m.product, invTypeNmbr: m.fund } }),
  pricesHistory: (m) => ({ query: { startDate: "01/01/2025", endDate: "03/31/2025", invTypeNmbr: m.fund } }),
  fundPerformance: (m) => ({ query: { productTypeNmbr: m.product } }),
  fundFactSheets: (m) => ({ query: { productTypeNmbr: m.product } }),
  fundDocument: (m) => ({
    params: { kind: "factsheet" },
    query: { productTypeNmbr: m.product, invTypeNmbr: m.fund, lang: "en" },
  }),
  fundCompare: (m) => ({
    query: { contractNmbr: m.contract, productTypeNmbr: m.product, invTypeNmbr: m.fund, period: "1Y" },
  }),
  client: (m) => ({ query: { clientNmbr: m.client, clntRltnshpNmbr: m.account } }),
  documentList: (m) => ({ query: { clntRltnshpNmbr: m.account, lang: "en" } }),
  benefitStatement: (m) => ({ query: { clntRltnshpNmbr: m.account, periodTo: "2026-03-31", lang: "en" } }),
  noticeDocument: (m) => ({ params: { noticeId: m.notice } }),
  reportList: (m) => ({ query: { clntRltnshpNmbr: m.account } }),
  requestReport: (m) => ({
    body: {
      clntRltnshpNmbr: m.account,
      reportType: "TRANSACTION",
      fromMonth: "2026-05",
      toMonth: "2026-10",
      format: "CSV",
      language: "en",
    },
  }),
  retryReport: (m) => ({ params: { reportId: m.report } }),
  reportFile: (m) => ({ params: { reportId: m.report } }),
  updateClient: (m) => ({
    body: {
      clientNmbr: m.client,
      clntRltnshpNmbr: m.account,
      password: encodePin("Wrong#2026"),
      applyToAllClients: false,
      change: { kind: "email", emailAddress: "walk@example.com", estatement: null },
    },
  }),
  customData: (m) => ({
    body: [
      {
        chgDt: "2026-11-20",
        clientNmbr: m.client,
        cstmAttrCd: 227,
        cstmAttrNm: "US ACCOUNT DECLARATION",
        cstmAttrTxt: "N",
        efctvDt: "2026-11-20",
        clntRltnshpNmbr: m.account,
      },
    ],
  }),
  switchOptions: (m) => ({ query: { clntRltnshpNmbr: m.account } }),
  submitInstruction: (m) => ({
    body: {
      kind: "FUTURE_ALLOCATION",
      clntRltnshpNmbr: m.account,
      contributionType: "ALL",
      password: encodePin("Wrong#2026"),
      disclaimerAccepted: true,
      idempotencyKey: randomUUID(),
      allocation: [{ invTypeNmbr: m.fund, percent: "100" }],
    },
  }),
  activityHistory: (m) => ({ query: { clntRltnshpNmbr: m.account } }),
  activityDetails: (m) => ({ query: { clntRltnshpNmbr: m.account, referenceNmbr: m.reference.slice(2) } }),
  cancelTransaction: (m) => ({
    query: {
      clntRltnshpNmbr: m.account,
      contractNmbr: m.contract,
      processorID: m.processor,
      activityIds: m.instruction,
    },
  }),
};

/** Member `m`'s value of an id of kind `kind`, as the field `field` carries it. */
function idValue(m: MemberIds, kind: OwnedKind, field: string): unknown {
  if (kind === "instruction") return field === "referenceNmbr" ? m.reference.slice(2) : m.instruction;
  return m[kind];
}

/** The input with one field set, wherever it is: path, query, body, or each record of a body array. */
function withField(input: WireInput, field: string, value: unknown): WireInput {
  const set = (record: unknown) =>
    typeof record === "object" && record !== null && field in record ? { ...record, [field]: value } : record;
  return {
    params: input.params && (set(input.params) as Record<string, unknown>),
    query: input.query && (set(input.query) as Record<string, unknown>),
    body: Array.isArray(input.body) ? input.body.map(set) : set(input.body),
  };
}

const withIds = (Object.entries(endpoints) as [EndpointName, EndpointSpec][]).filter(
  ([, e]) => Object.keys(e.owns ?? {}).length > 0,
);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  a = await idsOf(1000001); // P1: four accounts (S800), a pending switch
  // Another member of another scheme (P3, Simple/Smart plans: other products and funds), with the
  // instruction of a third (P10's withdrawal in progress).
  const p10 = await idsOf(1000010);
  b = { ...(await idsOf(1000003)), instruction: p10.instruction, reference: p10.reference };
  // P10 is of P1's scheme: same products and funds, other clients, accounts and instructions.
  sameScheme = p10;
  tokenA = await memberSession(t.database.db, a.client, TEST_NOW);
  staff = await createStaffApp(t.database, pinnedClock(TEST_NOW));
  staffTokenA = await staffSession(t.database.db, a.client, TEST_NOW);
});
afterAll(async () => {
  await staff.close();
  await t.close();
});

describe("the endpoint table on the server", () => {
  it("serves every endpoint it lists, under /api, on the portal it names (member or staff)", async () => {
    for (const [app, staffPortal] of [
      [t.app, false],
      [staff, true],
    ] as const) {
      for (const [, e] of Object.entries(endpoints)) {
        const res = await app.inject({
          method: e.method,
          url: `/api${e.path.replace(":kind", "factsheet")}`,
        });
        const where = `${e.method} ${e.path} on the ${staffPortal ? "staff" : "member"} portal`;
        if (servedBy(e, staffPortal)) expect(res.statusCode, where).not.toBe(404);
        else expect(res.statusCode, where).toBe(404);
      }
    }
  });

  it("gives every id-carrying endpoint an example here: a new one cannot skip the walk", () => {
    expect(Object.keys(examples).sort()).toEqual(withIds.map(([name]) => name).sort());
  });

  it("refuses another member's id with 404 on every endpoint that carries one, and logs it", async () => {
    expect(a.instruction, "P1 has an instruction to walk with").toBeGreaterThan(0);
    expect(b.instruction, "P10 has an instruction to walk with").toBeGreaterThan(0);
    const others: [string, MemberIds, OwnedKind[]][] = [
      [
        "a member of another scheme",
        b,
        ["client", "account", "contract", "product", "fund", "instruction", "notice", "report"],
      ],
      [
        "a member of the same scheme",
        sameScheme,
        ["client", "account", "contract", "instruction", "notice", "report"],
      ],
    ];
    for (const [who, other, kinds] of others) {
      for (const [name, e] of withIds) {
        const example = examples[name];
        if (!example) continue;
        for (const [field, kind] of Object.entries(e.owns ?? {})) {
          if (!kinds.includes(kind)) continue;
          const call = `${name}.${field} of ${who}`;
          expect(idValue(other, kind, field), `${call}: the other member's differs`).not.toEqual(
            idValue(a, kind, field),
          );
          const foreign = withField(example(a), field, idValue(other, kind, field));
          const before = await foreignIdEvents();
          const res = await callEndpoint(t.app, e, foreign, tokenA);
          expect({ call, status: res.statusCode, code: res.json().code }).toEqual({
            call,
            status: 404,
            code: "not-found",
          });
          expect(await foreignIdEvents(), `${call} is logged once`).toBe(before + 1);
        }
      }
    }
  });

  it("refuses a staff user reading one member's portal every other member's id, as the member is refused", async () => {
    for (const [name, e] of withIds) {
      const example = examples[name];
      if (!example) continue;
      // A staff session changes nothing: those calls are refused before any id is looked at.
      const refusedFirst = (e.session === "member" || e.session === "memberWrite") && !readsOnly(e);
      for (const [field, kind] of Object.entries(e.owns ?? {})) {
        const call = `${name}.${field} of another member, as staff`;
        const input = withField(example(a), field, idValue(b, kind, field));
        const res = await staff.inject({
          method: e.method,
          url: urlOf(e, input),
          ...(input.body === undefined ? {} : { payload: input.body as object }),
          cookies: staffCookie(staffTokenA),
        });
        expect({ call, status: res.statusCode, code: res.json().code }).toEqual({
          call,
          ...(refusedFirst ? { status: 403, code: "staff-read-only" } : { status: 404, code: "not-found" }),
        });
      }
    }
  });

  it("lets a member of several clients name each of them, but never one client's account under another", async () => {
    // P4 (employer scheme) has two client numbers under one login id.
    const [first, second] = await queryRows<{ client: number; rel: number }>(
      t.database.db,
      sql`select c.client_nmbr as client, min(p.clnt_rltnshp_nmbr) as rel from clients c
          join policies p on p.client_nmbr = c.client_nmbr
          where c.login_id = (select login_id from clients where client_nmbr = 1000004) and c.scheme_code = 'SMP'
          group by c.client_nmbr order by 1`,
    );
    expect(first && second, "P4 has two clients with accounts").toBeTruthy();
    if (!first || !second) return;
    const token = await memberSession(t.database.db, first.client, TEST_NOW);
    const gain = (client: number, rel: number) =>
      callEndpoint(
        t.app,
        endpoints.gainAndLoss,
        { query: { clientNmbr: client, clntRltnshpNmbr: rel } },
        token,
      );
    expect((await gain(first.client, first.rel)).statusCode).toBe(200);
    expect((await gain(second.client, second.rel)).statusCode).toBe(200);
    expect((await gain(second.client, first.rel)).statusCode).toBe(404);
    const summary = await callEndpoint(
      t.app,
      endpoints.accountSummary,
      { query: { clientId: second.client } },
      token,
    );
    expect(summary.statusCode).toBe(200);
  });

  it("answers the same calls with the member's own ids (the 404 above is the foreign id's)", async () => {
    for (const [name, e] of withIds) {
      const example = examples[name];
      if (!example) continue;
      const res = await callEndpoint(t.app, e, example(a), tokenA);
      expect({ call: name, status: res.statusCode }).not.toMatchObject({ status: 404 });
      expect(res.statusCode, name).not.toBe(401);
      expect(res.statusCode, name).toBeLessThan(500);
    }
  });

  it("notices an error code the endpoint does not declare (every server test fails on one)", async () => {
    const entry = endpoints.transactionHistory as { errors?: readonly string[] };
    const declared = entry.errors;
    entry.errors = [];
    try {
      const res = await callEndpoint(
        t.app,
        endpoints.transactionHistory,
        { query: { clntRltnshpNmbr: a.account, fromDate: "2025-01-01", toDate: "2026-11-30" } },
        tokenA,
      );
      expect(res.json().code).toBe("history-range-too-long");
      expect(undeclaredErrors.splice(0)).toEqual([
        { endpoint: "transactionHistory", code: "history-range-too-long" },
      ]);
    } finally {
      entry.errors = declared;
    }
  });

  it("takes the specs' other spelling of a parameter, and refuses both spellings when they differ", async () => {
    const e = endpoints.feesAndCharges;
    const canonical = await callEndpoint(t.app, e, { query: { clntRltnshpNmbr: a.account } }, tokenA);
    const alias = await t.app.inject({
      method: "GET",
      url: `/api${e.path}?clntRltnShpNmbr=${a.account}`,
      cookies: { portal_session: tokenA },
    });
    expect(canonical.statusCode).toBe(200);
    expect(alias.json()).toEqual(canonical.json());
    const both = await t.app.inject({
      method: "GET",
      url: `/api${e.path}?clntRltnShpNmbr=${a.account}&clntRltnshpNmbr=${b.account}`,
      cookies: { portal_session: tokenA },
    });
    expect({ status: both.statusCode, code: both.json().code }).toEqual({ status: 400, code: "validation" });
  });

  it("checks the session before it reads the input: no session is 401 whatever the input", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: urlOf(endpoints.gainAndLoss, { query: { x: "1" } }),
    });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({
      status: 401,
      code: "session-expired",
    });
  });

  it("describes each call in OpenAPI with its session, the ids it checks and its error codes", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const op = doc.paths["/api/accounts/gainAndLoss"].get;
    expect(op.description).toContain("Session: a member's full session");
    expect(op.description).toContain("clntRltnshpNmbr");
    for (const code of declaredErrors(endpoints.gainAndLoss)) expect(op.description).toContain(code);
    expect(op.security).toEqual([{ sessionCookie: [] }, { authToken: [], username: [] }]);
    expect(doc.paths["/api/auth/logout"].post.security).toContainEqual({});
    expect(op.responses["4XX"] ?? op.responses["4xx"]).toBeDefined();
    expect(doc.paths["/api/health"].get.security).toBeUndefined();
  });
});

async function foreignIdEvents(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from access_log where event = 'FOREIGN_ID'`,
  );
  return row?.n ?? 0;
}
