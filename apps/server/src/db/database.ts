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
import { pgliteNotifications, postgresNotifications, registerNotifications } from "./notifications.ts";
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

/** How long a request waits for a PostgreSQL connection before it fails as unavailable. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** SQLSTATEs of a database that cannot serve now: connection exceptions (class 08), shutdown, start-up, too many connections. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Network failures on the way to the database. */
const UNAVAILABLE_NETWORK = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres's own words for a connection lost, timed out or unusable (it gives them no code). */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/**
 * Whether `err` (or what it wraps: Drizzle's "Failed query" keeps the driver's error as its cause)
 * says the database cannot be reached or cannot serve now, rather than that the query is wrong:
 * the request then answers 503, and the next one may succeed.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [err];
  while (pending.length > 0) {
    const e = pending.pop();
    if (typeof e !== "object" || e === null || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NETWORK.has(code)))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

export type DatabaseTarget =
  | { engine: "postgres"; url: string }
  | { engine: "pglite"; dataDir: string | null };

/** Opens PostgreSQL through node-postgres, or embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.engine === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // A database that accepts the connection but does not answer (a host gone, a full backlog)
      // fails the request in seconds instead of holding it for the operating system's timeout.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Dates as YYYY-MM-DD whatever the database or role is set to: the portal compares them as text.
      options: "-c DateStyle=ISO,YMD",
    });
    // When PostgreSQL restarts or ends a session, the pool reports the error of its idle client
    // here and discards the client; the next query connects again (or fails, and its request
    // answers 503). Not listened to, this event would end the process.
    pool.on("error", () => undefined);
    // Fail fast on a wrong host or credentials, before anything else starts.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // LISTEN/NOTIFY between instances (db/notifications.ts), on a connection of its own, opened
    // when something first subscribes.
    const notifications = postgresNotifications({
      connectionString: target.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    registerNotifications(db, notifications);
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
      async close() {
        await notifications.close();
        await pool.end();
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir ? await PGlite.create(target.dataDir) : await PGlite.create();
  const db = drizzlePglite({ client, schema });
  const notifications = pgliteNotifications(client);
  registerNotifications(db, notifications);
  return {
    db: db as unknown as Db,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      await notifications.close();
      await client.close();
    },
  };
}

/** Rows of a raw query, the same on both drivers. */
export async function queryRows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
