import { type EndpointName, type EndpointSpec, endpoints, SESSION_HARD_LIMIT_MS } from "@portal/domain";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { queryRows } from "../db/database.ts";
import { sessions } from "../db/schema.ts";
import { newToken, sha256 } from "../lib/tokens.ts";
import { urlOf } from "../testing/call.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../testing/test-app.ts";

// Requests generated from the endpoint table, hostile in every way a client can be (wrong types,
// control characters, huge strings and numbers, impossible dates, missing and extra fields,
// invalid JSON, oversized bodies), anonymous and as a signed-in member: the server answers each
// with a 4xx of the catalogue or a success, never a 5xx, and never shows a stack trace.
// FUZZ_RUNS and FUZZ_SEED replay or widen a run (the seed is fixed so CI is repeatable).
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const P1 = 1000001;

let t: TestApp;
/** Ids of P1's that the generator mixes in, so that requests also get past the ownership check. */
let ownIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [ids] = await queryRows<{ rel: number; contract: number; product: number; fund: number }>(
    t.database.db,
    sql`select p.clnt_rltnshp_nmbr as rel, p.contract_nmbr as contract, c.product_type_nmbr as product,
          (select min(inv_type_nmbr) from product_funds pf where pf.product_type_nmbr = c.product_type_nmbr) as fund
        from policies p join contracts c on c.contract_nmbr = p.contract_nmbr
        where p.client_nmbr = ${P1} order by 1 limit 1`,
  );
  ownIds = ids ? [P1, ids.rel, ids.contract, ids.product, ids.fund] : [P1];
});
afterAll(() => t.close());

/** A fresh signed-in session of P1's (a lock the fuzzer may cause does not end the run's coverage). */
async function freshSession(): Promise<string> {
  const token = newToken();
  await t.database.db.insert(sessions).values({
    tokenHash: sha256(token),
    kind: "MEMBER",
    stage: "AUTHENTICATED",
    clientNmbr: P1,
    createdAt: TEST_NOW,
    lastSeenAt: TEST_NOW,
    expiresAt: new Date(TEST_NOW.getTime() + SESSION_HARD_LIMIT_MS),
    termsAcceptedAt: TEST_NOW,
  });
  return token;
}

const hostileStrings = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "",
    "\u0000",
    "a\u0000b",
    "\u001b[2J",
    "line\nbreak",
    "'; drop table clients; --",
    "%00%0d%0a",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "𝕏😀".repeat(30),
    "2026-02-30",
    "02/30/2026",
    "9999-99-99",
    "0000-00-00",
    "NaN",
    "Infinity",
    "-1",
    "2147483648",
    "1e400",
    "x".repeat(5_000),
  ),
);
const hostileNumbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308),
);
const anything: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings,
  hostileNumbers,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** A value for a schema: mostly of its kind (or one of P1's ids), sometimes anything at all. */
function valueFor(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodNullable ||
    schema instanceof z.core.$ZodDefault
  )
    return fc.oneof(valueFor(schema._zod.def.innerType), fc.constant(undefined));
  if (schema instanceof z.core.$ZodObject) return objectOf(schema);
  if (schema instanceof z.core.$ZodArray)
    return fc.oneof(fc.array(valueFor(schema._zod.def.element), { maxLength: 4 }), anything);
  // A discriminated union is a union too.
  if (schema instanceof z.core.$ZodUnion) return fc.oneof(...schema._zod.def.options.map(valueFor));
  if (schema instanceof z.core.$ZodEnum)
    return fc.oneof(fc.constantFrom(...Object.values(schema._zod.def.entries)), anything);
  if (schema instanceof z.core.$ZodLiteral)
    return fc.oneof(fc.constantFrom(...schema._zod.def.values), anything);
  if (schema instanceof z.core.$ZodNumber)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ownIds) },
      { weight: 3, arbitrary: hostileNumbers },
      anything,
    );
  if (schema instanceof z.core.$ZodBoolean) return fc.oneof(fc.boolean(), anything);
  return fc.oneof({ weight: 3, arbitrary: hostileStrings }, anything);
}

function objectOf(schema: z.core.$ZodObject): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema._zod.def.shape).map(([key, value]) =>
    fc.tuple(fc.constant(key), fc.oneof({ weight: 5, arbitrary: valueFor(value) }, fc.constant(undefined))),
  );
  const extra = fc.option(
    fc.tuple(fc.constantFrom("__proto__", "constructor", "extra", "clntRltnShpNmbr"), anything),
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([pairs, more]) => {
    const record: Record<string, unknown> = {};
    for (const [key, value] of pairs) if (value !== undefined) record[key] = value;
    if (more) record[more[0]] = more[1];
    return record;
  });
}

/** The request a run sends: an endpoint, its path, query and body (or a broken body), and who sends it. */
const requestOf = (name: EndpointName, e: EndpointSpec) =>
  fc.record({
    name: fc.constant(name),
    signedIn: fc.boolean(),
    params: e.params ? objectOf(e.params) : fc.constant(undefined),
    query: e.query ? objectOf(e.query) : fc.option(fc.dictionary(fc.string({ maxLength: 6 }), fc.string())),
    body:
      e.method === "GET"
        ? fc.constant(undefined)
        : fc.oneof(
            {
              weight: 8,
              arbitrary: (e.body ? valueFor(e.body) : anything).map((v) => JSON.stringify(v ?? null)),
            },
            fc.constantFrom("{", "[1,", "null", '"text"', '{"a":1}}', "\u0000"),
            fc.constant(JSON.stringify({ big: "x".repeat(1_100_000) })),
          ),
  });

/** Made once P1's ids are known. */
const everyRequest = () =>
  fc.oneof(
    ...(Object.entries(endpoints) as [EndpointName, EndpointSpec][]).map(([name, e]) => requestOf(name, e)),
  );

const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+/;

describe("the API under generated hostile requests", () => {
  it(`answers ${RUNS.toLocaleString("en")} of them without a 5xx or a stack trace`, async () => {
    let sent = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(everyRequest(), async (r) => {
        const e: EndpointSpec = endpoints[r.name];
        const params = Object.fromEntries(
          Object.entries(r.params ?? {}).map(([k, v]) => [k, typeof v === "string" && v !== "" ? v : "x"]),
        );
        let url: string;
        try {
          url = urlOf(e, { params, query: r.query ?? undefined });
        } catch {
          url = `/api${e.path.replace(/:(\w+)/g, "x")}`;
        }
        const res = await t.app.inject({
          method: e.method,
          url,
          ...(r.body === undefined
            ? {}
            : { payload: r.body, headers: { "content-type": "application/json" } }),
          cookies: r.signedIn ? { portal_session: await freshSession() } : {},
        });
        sent += 1;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, `${e.method} ${url} ${String(r.body).slice(0, 200)}`).toBeLessThan(500);
        expect(res.body).not.toMatch(STACK_TRACE);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`fuzz: ${sent} requests, answers by status:`, Object.fromEntries(statuses));
    expect(sent).toBeGreaterThanOrEqual(RUNS);
  });
});
