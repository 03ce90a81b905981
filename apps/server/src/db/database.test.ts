import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { seedDemo } from "../demo/seed.ts";
import { seedChecksum } from "../demo/seed-checksum.ts";
import { pinnedClock } from "../lib/clock.ts";
import { TEST_NOW } from "../testing/test-app.ts";
import { type Database, openDatabase, queryRows } from "./database.ts";

const EXPECTED_TABLES = [
  "access_log",
  "account_figures",
  "account_types",
  "activity_types",
  "client_addresses",
  "client_custom_data",
  "client_phones",
  "clients",
  "contract_attributes",
  "contracts",
  "contribution_lines",
  "contributions",
  "countries",
  "credentials",
  "cycle_dates",
  "documents",
  "fund_fee_tiers",
  "funds",
  "holdings",
  "identity_provider_keys",
  "identity_provider_records",
  "index_levels",
  "instruction_lines",
  "instructions",
  "investment_direction_lines",
  "investment_directions",
  "job_runs",
  "jobs",
  "member_classes",
  "mfa_factors",
  "money_types",
  "notices",
  "otp_challenges",
  "outbox",
  "policies",
  "policy_history",
  "product_custom_fields",
  "product_funds",
  "products",
  "qualifying_balances",
  "rate_limits",
  "reports",
  "schemes",
  "seed_runs",
  "sessions",
  "transactions",
  "unit_price_version",
  "unit_prices",
];

async function tables(database: Database): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return rows.map((r) => r.table_name);
}

describe("migrations on embedded PGlite", () => {
  it("apply to an empty database, then again as a no-op", async () => {
    const database = await openDatabase({ engine: "pglite", dataDir: null });
    await database.migrate();
    expect(await tables(database)).toEqual(EXPECTED_TABLES);
    await database.migrate();
    expect(await tables(database)).toEqual(EXPECTED_TABLES);
    await database.close();
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl)
  console.warn("TEST_DATABASE_URL is not set: the PostgreSQL database tests are skipped (CI sets it).");

describe.skipIf(!pgUrl)("migrations and seed on PostgreSQL", () => {
  const name = `portal_test_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  let database: Database | undefined;

  afterAll(async () => {
    await database?.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it("apply the same migrations, and the seed gives the same data as on PGlite", async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl as string);
    url.pathname = `/${name}`;
    database = await openDatabase({ engine: "postgres", url: url.toString() });
    await database.migrate();
    expect(await tables(database)).toEqual(EXPECTED_TABLES);

    const clock = pinnedClock(TEST_NOW);
    const onPostgres = await seedDemo(database.db, { clock });
    const lite = await openDatabase({ engine: "pglite", dataDir: null });
    await lite.migrate();
    const onPglite = await seedDemo(lite.db, { clock });
    const [pgSum, liteSum] = [await seedChecksum(database.db), await seedChecksum(lite.db)];
    await lite.close();
    expect(pgSum.counts).toEqual(liteSum.counts);
    expect(pgSum.digests).toEqual(liteSum.digests);
    expect(onPostgres.checksum).toBe(onPglite.checksum);
  });

  it("reads dates as YYYY-MM-DD whatever DateStyle the database is set to", async () => {
    // Dates are compared as text (the price book's latest price on or before a day): a database
    // set to another style must not change them.
    await admin.query(`alter database ${name} set datestyle = 'SQL, DMY'`);
    const url = new URL(pgUrl as string);
    url.pathname = `/${name}`;
    const styled = await openDatabase({ engine: "postgres", url: url.toString() });
    try {
      const [row] = await queryRows<{ d: string }>(styled.db, sql`select '2024-05-31'::date::text as d`);
      expect(row?.d).toBe("2024-05-31");
    } finally {
      await styled.close();
    }
  });
});
