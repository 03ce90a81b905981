import { randomUUID } from "node:crypto";
import { encodePin } from "@portal/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { pinnedClock } from "../../lib/clock.ts";
import { DEMO_ID_DIGEST_KEY, idDigester } from "../../lib/id-digest.ts";
import { createRepositories, type RunInTransaction } from "../../repositories.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../../testing/test-app.ts";
import { type Caller, type OwnershipDeps, ownedFor } from "../ownership/ownership.service.ts";
import { createReferenceRepository } from "../reference/reference.repository.ts";
import { createReferenceSource } from "../reference/reference-data.ts";
import { type SwitchingDeps, submitInstruction, switchOptions } from "./switching.service.ts";

// The service on its own, with real repositories on PGlite, and with a transaction whose access
// log fails: what a service is made from is passed in, so a test can break one part of it.
const P1 = 1000001;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

function depsWith(transaction?: RunInTransaction): SwitchingDeps & OwnershipDeps {
  const db = t.database.db;
  return {
    ...createRepositories(db),
    reference: createReferenceSource(createReferenceRepository(db)),
    transaction: transaction ?? ((work) => db.transaction((tx) => work(createRepositories(tx)))),
    clock: pinnedClock(TEST_NOW),
    notifier: { send: async () => undefined },
    secret: "a-secret-for-the-otp-hashes-of-this-test",
    idDigest: idDigester(DEMO_ID_DIGEST_KEY),
    calendar: t.config.calendar,
  };
}

function callerOf(deps: OwnershipDeps): Caller {
  const session = {
    tokenHash: "service-test",
    kind: "MEMBER" as const,
    stage: "AUTHENTICATED" as const,
    clientNmbr: P1,
    createdAt: TEST_NOW,
    expiresAt: new Date(TEST_NOW.getTime() + 3_540_000),
    termsAcceptedAt: TEST_NOW,
    pinChangeRequired: false,
    staffSubject: null,
  };
  const context = { pageLink: "/api/fundswitch/instructions", ip: "10.0.0.9" };
  return { session, ...context, owned: ownedFor(deps, { session, ...context }) };
}

async function instructionCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from instructions`,
  );
  return row?.n ?? 0;
}

describe("submitInstruction, as a service", () => {
  it("writes nothing when a part of its transaction fails, and writes the instruction when none does", async () => {
    const working = depsWith();
    const [rel] = await queryRows<{ rel: number }>(
      t.database.db,
      sql`select clnt_rltnshp_nmbr as rel from policies where client_nmbr = ${P1} order by 1 limit 1`,
    );
    const options = await switchOptions(working, callerOf(working), rel?.rel ?? 0);
    const fund = options.funds[0]?.invTypeNmbr ?? 0;
    const input = {
      kind: "FUTURE_ALLOCATION" as const,
      clntRltnshpNmbr: rel?.rel ?? 0,
      contributionType: options.futureContributionTypes[0] ?? "ALL",
      password: encodePin("Portal#2026"),
      disclaimerAccepted: true as const,
      idempotencyKey: randomUUID(),
      allocation: [{ invTypeNmbr: fund, percent: "100" }],
    };

    const broken = depsWith((work) =>
      t.database.db.transaction((tx) => {
        const repos = createRepositories(tx);
        const accessLog = {
          ...repos.accessLog,
          recordEvent: async () => {
            throw new Error("access log unavailable");
          },
        };
        return work({ ...repos, accessLog });
      }),
    );
    const before = await instructionCount();
    await expect(submitInstruction(broken, callerOf(broken), input)).rejects.toThrow(
      "access log unavailable",
    );
    expect(await instructionCount()).toBe(before);

    const answer = await submitInstruction(working, callerOf(working), input);
    expect(answer.kind).toBe("FUTURE_ALLOCATION");
    expect(await instructionCount()).toBe(before + 1);
  });
});
