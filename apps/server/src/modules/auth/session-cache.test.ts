import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { type Database, openDatabase } from "../../db/database.ts";
import { credentials, sessions } from "../../db/schema.ts";
import { seedDemo } from "../../demo/seed.ts";
import { pinnedClock } from "../../lib/clock.ts";
import { sha256 } from "../../lib/tokens.ts";
import { createRepositories } from "../../repositories.ts";
import { memberSession } from "../../testing/member-session.ts";
import {
  createTestApp,
  ManualClock,
  recordUndeclared,
  TEST_NOW,
  type TestApp,
} from "../../testing/test-app.ts";
import {
  type CachedSession,
  SESSION_CACHE_TTL_MS,
  SESSION_CHANNEL,
  SessionCache,
  sessionCacheOf,
} from "./session-cache.ts";

const P1 = 1000001;

function row(tokenHash: string, clientNmbr: number | null): CachedSession {
  const at = new Date(TEST_NOW);
  return {
    tokenHash,
    kind: "MEMBER",
    stage: "AUTHENTICATED",
    clientNmbr,
    staffSubject: null,
    staffName: null,
    clntRltnshpNmbr: null,
    ipAddress: null,
    userAgent: null,
    termsAcceptedAt: at,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + 3_540_000),
    revokedAt: null,
    chain: null,
    mustChangePin: false,
  };
}

describe("SessionCache", () => {
  it("keeps a row for SESSION_CACHE_TTL_MS (5 s), then reads again", () => {
    let now = 0;
    const cache = new SessionCache(() => now);
    cache.setLive(true);
    cache.put("a", row("a", P1), cache.generation);
    now = SESSION_CACHE_TTL_MS - 1;
    expect(cache.get("a")?.clientNmbr).toBe(P1);
    now = SESSION_CACHE_TTL_MS;
    expect(cache.get("a")).toBeUndefined();
    expect(SESSION_CACHE_TTL_MS).toBe(5_000);
  });

  it("keeps nothing while it is not listening (before LISTEN, or with the connection lost)", () => {
    const cache = new SessionCache(() => 0);
    cache.put("a", row("a", P1), cache.generation);
    expect(cache.get("a")).toBeUndefined();
    cache.setLive(true);
    cache.put("a", row("a", P1), cache.generation);
    expect(cache.get("a")).toBeDefined();
    cache.setLive(false);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops a token, every token of a client, or everything; a row read before a drop is not kept", () => {
    const cache = new SessionCache(() => 0);
    cache.setLive(true);
    for (const [token, client] of [
      ["a", P1],
      ["b", P1],
      ["c", 1000005],
      ["s", null],
    ] as const)
      cache.put(token, row(token, client), cache.generation);
    cache.drop({ tokens: ["c"] });
    expect(cache.get("c")).toBeUndefined();
    cache.drop({ clients: [P1] });
    expect([cache.get("a"), cache.get("b")]).toEqual([undefined, undefined]);
    expect(cache.get("s")).toBeDefined();
    cache.drop({ all: true });
    expect(cache.size).toBe(0);

    // A read that started before a change and ends after it may hold the old row.
    const before = cache.generation;
    cache.drop({ tokens: ["x"] });
    cache.put("a", row("a", P1), before);
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("the session cache in the app (one instance, PGlite)", () => {
  let t: TestApp;
  const clock = new ManualClock();
  const call = (token: string) =>
    t.app.inject({ method: "GET", url: "/api/auth/session", cookies: { portal_session: token } });
  /** Whether this instance holds the token's row now (so that what follows tests the kept row). */
  const kept = (token: string) => sessionCacheOf(t.database.db)?.get(sha256(token)) !== undefined;
  const reads = async (token: string) => {
    const [found] = await t.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock, seed: true });
  });
  afterAll(() => t.close());

  it("a logout is refused at once, also where the row was kept", async () => {
    const token = await memberSession(t.database.db, P1, clock.now());
    expect((await call(token)).statusCode).toBe(200);
    expect((await call(token)).statusCode).toBe(200);
    expect(kept(token)).toBe(true);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      cookies: { portal_session: token },
    });
    expect(out.statusCode).toBe(204);
    expect((await call(token)).statusCode).toBe(401);
  });

  it("a lock ends every kept session of the member at once", async () => {
    const [one, two] = [
      await memberSession(t.database.db, 1000005, clock.now()),
      await memberSession(t.database.db, 1000005, clock.now()),
    ];
    for (const token of [one, two]) expect((await call(token)).statusCode).toBe(200);
    expect([kept(one), kept(two)]).toEqual([true, true]);
    await createRepositories(t.database.db).auth.revokeClientSessions(1000005, clock.now());
    for (const token of [one, two]) expect((await call(token)).statusCode).toBe(401);
  });

  it("a PIN reset (the member must replace it) reaches a kept session at once", async () => {
    const token = await memberSession(t.database.db, 1000006, clock.now());
    const summary = () =>
      t.app.inject({
        method: "GET",
        url: "/api/accounts/accountSummary?clientId=1000006",
        cookies: { portal_session: token },
      });
    expect((await summary()).statusCode).toBe(200);
    expect(kept(token)).toBe(true);
    await createRepositories(t.database.db).auth.updateCredential(1000006, { mustChangePin: true });
    expect((await summary()).json().code).toBe("pin-change-required");
    await t.database.db
      .update(credentials)
      .set({ mustChangePin: false })
      .where(eq(credentials.clientNmbr, 1000006));
  });

  it("another instance's notification drops a kept row at once", async () => {
    const token = await memberSession(t.database.db, P1, clock.now());
    expect((await call(token)).statusCode).toBe(200);
    expect(kept(token)).toBe(true);
    // Changed by another instance: the row in the table, and the notification it sends.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(eq(sessions.tokenHash, sha256(token)));
    await t.database.db.execute(
      sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify({ t: [sha256(token)], c: [] })})`,
    );
    expect((await call(token)).statusCode).toBe(401);
  });

  it(
    "a row changed by hand in SQL, which nothing notifies, is refused after at most the TTL",
    async () => {
      const token = await memberSession(t.database.db, P1, clock.now());
      expect((await call(token)).statusCode).toBe(200);
      expect(kept(token)).toBe(true);
      await t.database.db
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(eq(sessions.tokenHash, sha256(token)));
      const changed = performance.now();
      let status = (await call(token)).statusCode;
      while (status === 200 && performance.now() - changed < SESSION_CACHE_TTL_MS + 2_000) {
        await new Promise((r) => setTimeout(r, 250));
        status = (await call(token)).statusCode;
      }
      expect(status).toBe(401);
      expect(performance.now() - changed).toBeLessThan(SESSION_CACHE_TTL_MS + 1_000);
    },
    SESSION_CACHE_TTL_MS + 10_000,
  );

  it("the idle timeout and the hard limit still end a kept session; the last-seen time is still written", async () => {
    const token = await memberSession(t.database.db, P1, clock.now());
    const seen = (await reads(token))?.lastSeenAt.getTime();
    expect((await call(token)).statusCode).toBe(200);
    expect(kept(token)).toBe(true);
    clock.advance(16_000);
    expect((await call(token)).statusCode).toBe(200);
    expect((await reads(token))?.lastSeenAt.getTime()).toBe((seen ?? 0) + 16_000);
    clock.advance(20 * 60 * 1000);
    const idle = await call(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().code).toBe("session-expired");

    const other = await memberSession(t.database.db, P1, clock.now());
    for (let m = 0; m < 58; m += 10) {
      clock.advance(10 * 60 * 1000);
      if (m + 10 < 59) expect((await call(other)).statusCode).toBe(200);
    }
    clock.advance(2 * 60 * 1000);
    expect((await call(other)).statusCode).toBe(401);
  });
});

// Two instances on one PostgreSQL (CI sets TEST_DATABASE_URL): a change made on one reaches the
// other's kept rows through NOTIFY, well before the TTL.
const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("the session cache across two instances on PostgreSQL", () => {
  const name = `portal_test_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  const opened: Database[] = [];
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of opened) await database.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it("a logout on B is refused on A, which kept the row, as soon as the notification arrives", async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl as string);
    url.pathname = `/${name}`;
    const config = loadConfig(
      { DATABASE_URL: url.toString(), WEB_DIST: "/nonexistent-web-dist" },
      process.cwd(),
    );
    const clock = pinnedClock(TEST_NOW);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ engine: "postgres", url: url.toString() });
      opened.push(database);
      if (i === 0) {
        await database.migrate();
        await seedDemo(database.db, { clock });
      }
      apps.push(await buildApp({ config, database, clock, onUndeclaredError: recordUndeclared }));
    }
    const [a, b] = apps as [(typeof apps)[number], (typeof apps)[number]];
    const token = await memberSession((opened[0] as Database).db, P1, clock.now());
    const on = (app: typeof a) =>
      app.inject({ method: "GET", url: "/api/auth/session", cookies: { portal_session: token } });

    // A keeps the row once it is listening (its LISTEN connection opens with the first lookup).
    const cacheOfA = () => sessionCacheOf((opened[0] as Database).db);
    const listening = performance.now();
    while (!cacheOfA()?.get(sha256(token)) && performance.now() - listening < 10_000) {
      expect((await on(a)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(cacheOfA()?.live).toBe(true);
    expect((await on(b)).statusCode).toBe(200);
    expect((await on(a)).statusCode).toBe(200);
    expect(cacheOfA()?.get(sha256(token))).toBeDefined();
    const out = await b.inject({
      method: "POST",
      url: "/api/auth/logout",
      cookies: { portal_session: token },
    });
    expect(out.statusCode).toBe(204);
    const loggedOut = performance.now();
    let status = (await on(a)).statusCode;
    while (status === 200 && performance.now() - loggedOut < SESSION_CACHE_TTL_MS) {
      await new Promise((r) => setTimeout(r, 5));
      status = (await on(a)).statusCode;
    }
    expect(status).toBe(401);
    expect(performance.now() - loggedOut).toBeLessThan(1_000);
  }, 120_000);
});
