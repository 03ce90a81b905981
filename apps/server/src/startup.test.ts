import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { type Database, openDatabase, queryRows } from "./db/database.ts";
import { rateLimits } from "./db/schema.ts";
import { pinnedClock } from "./lib/clock.ts";
import { DEMO_ID_DIGEST_KEY, idDigester } from "./lib/id-digest.ts";
import { namesIdInClear } from "./modules/auth/stored-ids.ts";
import { prepareDatabase } from "./startup.ts";
import { TEST_NOW } from "./testing/test-app.ts";

const clock = pinnedClock(TEST_NOW);
const demo = loadConfig({ PGLITE_DATA_DIR: "memory" }, process.cwd());
const production: Config = {
  ...demo,
  mode: "production",
  idDigestKey: "a production key of at least 32 chars",
};
/** One database that demo-mode start-up has seeded, shared by the tests (seeding takes a while). */
let seeded: Database;
beforeAll(async () => {
  seeded = await openDatabase({ engine: "pglite", dataDir: null });
  expect(await prepareDatabase(seeded, demo, clock)).toEqual([
    expect.stringMatching(/^Seeded the demo data/),
  ]);
});
afterAll(() => seeded.close());

const clientIds = async (db: Database) =>
  (await queryRows<{ govt_id: string }>(db.db, sql`select govt_id from clients order by client_nmbr`)).map(
    (r) => r.govt_id,
  );

describe("start-up's database steps", () => {
  it("production refuses a database that holds the demo data, naming DATABASE_URL, and changes nothing", async () => {
    const db = seeded;
    const before = await clientIds(db);
    const refusal = await prepareDatabase(db, production, clock).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).message).toMatch(
      /^Configuration error: DATABASE_URL holds the demo data/,
    );
    expect(await clientIds(db)).toEqual(before);
  });

  it("production on an empty database migrates and seeds nothing", async () => {
    const db = await openDatabase({ engine: "pglite", dataDir: null });
    try {
      expect(await prepareDatabase(db, production, clock)).toEqual([]);
      expect(await clientIds(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it("turns ID numbers stored in clear into digests and drops the rate limits that name one", async () => {
    const db = seeded;
    // As a database seeded before the digests, or loaded by an operator, would have them.
    await db.db.execute(sql`update clients set govt_id = 'A123456(3)' where login_id = '3000001'`);
    await db.db.execute(sql`update clients set govt_id = 'K2345678' where login_id = '4000001'`);
    const keys = [
      "forgot:id:A1234563",
      "login:id:S800:A1234563",
      "login:failed:S800:3000011",
      "login:ip:10.0.0.1",
    ];
    await db.db.insert(rateLimits).values(keys.map((key) => ({ key, hits: 1, windowStartedAt: TEST_NOW })));

    expect(await prepareDatabase(db, demo, clock)).toEqual([
      "Stored 2 ID numbers as keyed digests instead of in clear",
    ]);
    const digest = idDigester(DEMO_ID_DIGEST_KEY);
    const [p1] = await queryRows<{ govt_id: string }>(
      db.db,
      sql`select govt_id from clients where login_id = '3000001'`,
    );
    expect(p1?.govt_id).toBe(digest("A1234563"));
    const [p2] = await queryRows<{ govt_id_masked: string }>(
      db.db,
      sql`select govt_id_masked from clients where login_id = '4000001'`,
    );
    expect(p2?.govt_id_masked).toBe("K2****78");
    const left = await queryRows<{ key: string }>(db.db, sql`select key from rate_limits order by key`);
    expect(left.map((r) => r.key)).toEqual(["login:failed:S800:3000011", "login:ip:10.0.0.1"]);
    // A second start finds nothing left to do.
    expect(await prepareDatabase(db, demo, clock)).toEqual([]);
  });

  it("tells a rate-limit key that names an ID number from one that names a login id or a digest", () => {
    const digest = idDigester(DEMO_ID_DIGEST_KEY)("A1234563");
    expect(namesIdInClear("forgot:id:A1234563")).toBe(true);
    expect(namesIdInClear("login:id:HKAIIB:K2345678")).toBe(true);
    expect(namesIdInClear(`forgot:id:${digest}`)).toBe(false);
    expect(namesIdInClear(`login:failed:S800:${digest}`)).toBe(false);
    expect(namesIdInClear("login:id:S800:3000011")).toBe(false);
    expect(namesIdInClear("login:ip:10.0.0.1")).toBe(false);
    expect(namesIdInClear("pin-change:1000001")).toBe(false);
  });
});
