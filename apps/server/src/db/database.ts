import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction: the database's query API, inside one transaction. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What a repository runs its queries on: the database, or one of its transactions. */
export type Executor = Db | Transaction;
export type Engine = "pglite" | "postgres";

/** One interface over both engines: the same schema, the same queries, the same migrations. */
export interface Database {
  db: Db;
  engine: Engine;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** Advisory-lock key so that only one instance migrates (or runs a job) at a time. */
const MIGRATION_LOCK = 724_001;

export type DatabaseTarget =
  | { engine: "postgres"; url: string }
  | { engine: "pglite"; dataDir: string | null };

/** Opens PostgreSQL through node-postgres, or embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.engine === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // Fail fast on a wrong host or credentials, before anything else starts.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      engine: "postgres",
      async migrate() {
        const conn = await pool.connect();
        try {
          await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
          conn.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir ? await PGlite.create(target.dataDir) : await PGlite.create();
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** Rows of a raw query, the same on both drivers. */
export async function queryRows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
