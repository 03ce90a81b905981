import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { seedDemo } from "../demo/seed.ts";
import { type Clock, pinnedClock } from "../lib/clock.ts";

/**
 * Every error answer whose code the endpoint table does not declare for its endpoint, as the test
 * apps saw them; the server suite's setup fails the test that caused one (contract-check.setup.ts).
 */
export const undeclaredErrors: { endpoint: string; code: string }[] = [];
export const recordUndeclared = (endpoint: string, code: string) => {
  undeclaredErrors.push({ endpoint, code });
};

/** The instant the server tests run at unless they pin another: Friday 20 Nov 2026, 10:00 HKT. */
export const TEST_NOW = new Date("2026-11-20T02:00:00Z");

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on an in-memory PGlite, migrated, optionally seeded, with a pinned clock. */
export async function createTestApp(
  options: { env?: NodeJS.ProcessEnv; now?: Date; clock?: Clock; seed?: boolean; webDist?: string } = {},
): Promise<TestApp> {
  const config = loadConfig(
    { PGLITE_DATA_DIR: "memory", WEB_DIST: options.webDist ?? "/nonexistent-web-dist", ...options.env },
    process.cwd(),
  );
  const clock = options.clock ?? pinnedClock(options.now ?? TEST_NOW);
  const database = await openDatabase(config.database);
  await database.migrate();
  if (options.seed) await seedDemo(database.db, { clock });
  const app = await buildApp({ config, database, clock, onUndeclaredError: recordUndeclared });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private t: number = TEST_NOW.getTime()) {}
  now(): Date {
    return new Date(this.t);
  }
  advance(ms: number): void {
    this.t += ms;
  }
}
