import { addDays } from "@portal/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "../../db/database.ts";
import { seedDemo } from "../../demo/seed.ts";
import { pinnedClock } from "../../lib/clock.ts";
import { TEST_NOW } from "../../testing/test-app.ts";
import { UnitPriceBook, unitPriceBookOf, unitPriceVersionSql } from "./unit-price-book.repository.ts";

let database: Database;
let funds: { inv: number; first: string; last: string }[];

beforeAll(async () => {
  database = await openDatabase({ engine: "pglite", dataDir: null });
  await database.migrate();
  await seedDemo(database.db, { clock: pinnedClock(TEST_NOW) });
  funds = await queryRows(
    database.db,
    sql`select inv_type_nmbr as "inv", min(price_date)::text as "first", max(price_date)::text as "last"
        from unit_prices group by 1 order by 1 limit 4`,
  );
}, 120_000);

afterAll(() => database.close());

const versionNow = async () =>
  (await queryRows<{ v: string | null }>(database.db, sql`select ${unitPriceVersionSql} as "v"`))[0]?.v ??
  null;

/** PostgreSQL's answer: the latest price on or before the date. */
const priceInSql = async (inv: number, date: string) =>
  (
    await queryRows<{ p: string | null }>(
      database.db,
      sql`select (select up.unit_price::text from unit_prices up where up.inv_type_nmbr = ${inv}
            and up.price_date <= ${date}::date order by up.price_date desc limit 1) as "p"`,
    )
  )[0]?.p ?? null;

describe("UnitPriceBook", () => {
  it("answers what PostgreSQL answers: the latest price on or before each day, none before the first", async () => {
    const book = new UnitPriceBook(database.db);
    const priceOn = await book.pricesOf(
      await versionNow(),
      funds.map((f) => f.inv),
    );
    let compared = 0;
    for (const f of funds) {
      // Every 11th day from before the first price to after the last (weekends and holidays included).
      for (let day = addDays(f.first, -20); day <= addDays(f.last, 30); day = addDays(day, 11)) {
        expect(priceOn(f.inv, day), `${f.inv} ${day}`).toBe(await priceInSql(f.inv, day));
        compared++;
      }
      expect(priceOn(f.inv, addDays(f.first, -1))).toBeNull();
      expect(priceOn(f.inv, f.first)).toBe(await priceInSql(f.inv, f.first));
    }
    expect(compared).toBeGreaterThan(400);
    expect(book.size).toBe(funds.length);
    // A fund without prices, and a null date, have none.
    expect((await book.pricesOf(await versionNow(), [999_999]))(999_999, "2026-01-01")).toBeNull();
    expect(priceOn(funds[0]?.inv ?? 0, null)).toBeNull();
    // As committed now, for a caller without a statement of its own.
    const now = await book.pricesNow(funds.map((f) => f.inv));
    for (const f of funds) expect(now(f.inv, f.last)).toBe(await priceInSql(f.inv, f.last));
  });

  it("keeps what it read for its version, and reads again when a statement shows a newer one", async () => {
    const book = new UnitPriceBook(database.db);
    const f = funds[0];
    if (!f) throw new Error("no fund");
    const before = await versionNow();
    const old = await book.pricesOf(before, [f.inv]);
    const next = addDays(f.last, 1);
    expect(old(f.inv, next)).toBe(await priceInSql(f.inv, f.last));

    // Any statement on unit_prices moves the version on, in its transaction.
    await database.db.execute(sql`insert into unit_prices values (${f.inv}, ${next}, 123.4567)`);
    const after = await versionNow();
    expect(BigInt(after ?? "0")).toBeGreaterThan(BigInt(before ?? "0"));
    expect((await book.pricesOf(after, [f.inv]))(f.inv, next)).toBe("123.456700");

    // A statement that began before the change (its older version) is answered as of its own reading,
    // and what the book keeps stays the newer.
    expect((await book.pricesOf(before, [f.inv]))(f.inv, next)).toBe("123.456700");
    expect((await book.pricesOf(after, [f.inv]))(f.inv, next)).toBe("123.456700");

    // A change rolled back leaves the version where it was; its number is never used again.
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update unit_prices set unit_price = 1 where inv_type_nmbr = ${f.inv}`);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await versionNow()).toBe(after);
    await database.db.execute(
      sql`delete from unit_prices where inv_type_nmbr = ${f.inv} and price_date = ${next}`,
    );
    const deleted = await versionNow();
    expect(BigInt(deleted ?? "0") - BigInt(after ?? "0")).toBeGreaterThan(1n);
    expect((await book.pricesOf(deleted, [f.inv]))(f.inv, next)).toBe(await priceInSql(f.inv, f.last));
  });

  it("moves the version on for prices written as a replica (logical replication's apply, replica-mode loaders)", async () => {
    const book = new UnitPriceBook(database.db);
    const f = funds[3];
    if (!f) throw new Error("no fund");
    const before = await versionNow();
    expect((await book.pricesOf(before, [f.inv]))(f.inv, f.last)).toBe(await priceInSql(f.inv, f.last));
    // Ordinary triggers do not fire in this role; the version's is ALWAYS (migration 0013).
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update unit_prices set unit_price = 77.7 where inv_type_nmbr = ${f.inv} and price_date = ${f.last}`,
      );
    });
    const after = await versionNow();
    expect(BigInt(after ?? "0")).toBeGreaterThan(BigInt(before ?? "0"));
    expect((await book.pricesOf(after, [f.inv]))(f.inv, f.last)).toBe("77.700000");
  });

  it("without the version's row, reads the prices every time (nothing kept), and the next change brings it back", async () => {
    const book = new UnitPriceBook(database.db);
    const f = funds[1];
    if (!f) throw new Error("no fund");
    await database.db.execute(sql`delete from unit_price_version`);
    expect(await versionNow()).toBeNull();
    expect((await book.pricesOf(null, [f.inv]))(f.inv, f.last)).toBe(await priceInSql(f.inv, f.last));
    expect(book.size).toBe(0);
    await database.db.execute(
      sql`update unit_prices set unit_price = unit_price where inv_type_nmbr = ${f.inv}`,
    );
    expect(await versionNow()).not.toBeNull();
  });

  it("calls made at once all get the prices, which are kept once per database", async () => {
    const book = unitPriceBookOf(database.db);
    expect(unitPriceBookOf(database.db)).toBe(book);
    const version = await versionNow();
    const invs = funds.map((f) => f.inv);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => book.pricesOf(version, invs)));
    const f = funds[2];
    if (!f) throw new Error("no fund");
    for (const priceOn of answers) expect(priceOn(f.inv, f.last)).toBe(await priceInSql(f.inv, f.last));
    expect(book.size).toBe(invs.length);
  });
});
