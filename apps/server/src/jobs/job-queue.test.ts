import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "../db/database.ts";
import { createJobQueueRepository } from "./job-queue.repository.ts";
import { createJobQueue, type JobHandler } from "./job-queue.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ engine: "pglite", dataDir: null });
  await database.migrate();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`delete from jobs`);
});

/** A clock the test moves. */
function wallClock(start = new Date("2026-11-24T02:00:00Z")) {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

async function jobRow(id: number) {
  const [row] = await queryRows<{ status: string; attempts: number; last_error: string | null }>(
    database.db,
    sql`select status, attempts, last_error from jobs where id = ${id}`,
  );
  return row;
}

describe("the job queue", () => {
  it("runs a queued job once, however many workers race for it", async () => {
    const clock = wallClock();
    let runs = 0;
    const handlers: Record<string, JobHandler> = {
      count: {
        run: async () => {
          runs++;
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      },
    };
    const workers = [1, 2, 3].map(() => createJobQueue(database.db, { handlers, now: clock.now }));
    const id = await workers[0]?.enqueue(database.db, "count", {});
    const ran = await Promise.all(workers.map((w) => w.runOnce()));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect((await jobRow(id ?? 0))?.status).toBe("done");
    expect(await Promise.all(workers.map((w) => w.runOnce()))).toEqual([false, false, false]);
  });

  it("retries a failing job later, then marks it failed and tells its handler once", async () => {
    const clock = wallClock();
    const failures: string[] = [];
    let tries = 0;
    const queue = createJobQueue(database.db, {
      now: clock.now,
      baseRetryMs: 1_000,
      handlers: {
        broken: {
          run: async () => {
            tries++;
            throw new Error(`try ${tries} failed`);
          },
          failed: async (payload, error) => {
            failures.push(`${String(payload.n)}: ${error}`);
          },
        },
      },
    });
    const id = await queue.enqueue(database.db, "broken", { n: 7 }, { maxAttempts: 3 });
    expect(await queue.runOnce()).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: "queued", attempts: 1, last_error: "try 1 failed" });
    // Not before its back-off: 1 s after the first try, 2 s after the second.
    expect(await queue.runOnce()).toBe(false);
    clock.advance(1_000);
    expect(await queue.runOnce()).toBe(true);
    clock.advance(1_999);
    expect(await queue.runOnce()).toBe(false);
    clock.advance(1);
    expect(await queue.runOnce()).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: "failed", attempts: 3, last_error: "try 3 failed" });
    expect(failures).toEqual(["7: try 3 failed"]);
    clock.advance(60_000);
    expect(await queue.runOnce()).toBe(false);
    expect(tries).toBe(3);
  });

  it("gives a job whose worker died to another when the claim lapses, and fails it after its last try", async () => {
    const clock = wallClock();
    const done: string[] = [];
    const failed: string[] = [];
    const handlers: Record<string, JobHandler> = {
      work: {
        run: async (p) => {
          done.push(String(p.n));
        },
        failed: async (p) => {
          failed.push(String(p.n));
        },
      },
    };
    const queue = createJobQueue(database.db, { handlers, now: clock.now, leaseMs: 60_000 });
    const repo = createJobQueueRepository(database.db);
    const first = await queue.enqueue(database.db, "work", { n: 1 }, { maxAttempts: 2 });
    // A worker claims it and dies (it never settles).
    expect(await repo.claim("dead-worker", clock.now(), 60_000)).toMatchObject({ id: first, attempts: 1 });
    expect(await queue.runOnce()).toBe(false);
    clock.advance(60_001);
    expect(await queue.runOnce()).toBe(true);
    expect(done).toEqual(["1"]);
    // The dead worker's late settle changes nothing.
    expect(await repo.settle(first, "dead-worker", { status: "failed", at: clock.now() })).toBe(false);
    expect((await jobRow(first))?.status).toBe("done");

    // One whose workers die on every try: after its last try it is failed, not run a third time.
    const second = await queue.enqueue(database.db, "work", { n: 2 }, { maxAttempts: 2 });
    await repo.claim("dead-1", clock.now(), 60_000);
    clock.advance(60_001);
    await repo.claim("dead-2", clock.now(), 60_000);
    clock.advance(60_001);
    expect(await queue.runOnce()).toBe(true);
    expect(await jobRow(second)).toMatchObject({
      status: "failed",
      last_error: "the worker stopped while making it",
    });
    expect(done).toEqual(["1"]);
    expect(failed).toEqual(["2"]);
  });

  it("runs a recurring job at its interval from one row, and keeps it after a failure", async () => {
    const clock = wallClock();
    let runs = 0;
    const queue = createJobQueue(database.db, {
      now: clock.now,
      handlers: {
        tick: {
          run: async () => {
            runs++;
            if (runs === 2) throw new Error("a bad minute");
          },
        },
      },
      log: { error: () => undefined },
    });
    // Every instance declares it at start: still one row.
    await queue.every("tick", "tick", 60_000);
    await createJobQueue(database.db, { handlers: {}, now: clock.now }).every("tick", "tick", 60_000);
    expect(await queryRows(database.db, sql`select id from jobs`)).toHaveLength(1);
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    clock.advance(60_000);
    expect(await queue.drain()).toBe(1);
    clock.advance(60_000);
    expect(await queue.drain()).toBe(1);
    expect(runs).toBe(3);
    const [row] = await queryRows<{ status: string; attempts: number }>(
      database.db,
      sql`select status, attempts from jobs`,
    );
    expect(row).toEqual({ status: "queued", attempts: 0 });
  });

  it("stops polling and waits for the job under way", async () => {
    let finished = false;
    const queue = createJobQueue(database.db, {
      handlers: {
        slow: {
          run: async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            finished = true;
          },
        },
      },
    });
    await queue.enqueue(database.db, "slow", {});
    const stop = queue.start(10);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(finished).toBe(true);
  });
});

// PGlite has one connection; on PostgreSQL (CI sets TEST_DATABASE_URL) the workers really race.
const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)("the job queue on PostgreSQL", () => {
  const name = `portal_jobs_test_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  const instances: Database[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl as string);
    url.pathname = `/${name}`;
    // Three instances, each with its own pool, as three servers would be.
    for (let i = 0; i < 3; i++)
      instances.push(await openDatabase({ engine: "postgres", url: url.toString() }));
    await instances[0]?.migrate();
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it("runs each of 30 jobs exactly once with three instances of two workers draining at once", async () => {
    const runs = new Map<number, number>();
    const handlers: Record<string, JobHandler> = {
      count: {
        run: async (p) => {
          const n = Number(p.n);
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      },
    };
    const workers = instances.flatMap((instance) =>
      [1, 2].map(() => createJobQueue(instance.db, { handlers })),
    );
    const [first] = instances;
    if (!first) throw new Error("no instance");
    for (let n = 0; n < 30; n++) await workers[0]?.enqueue(first.db, "count", { n });
    const drained = await Promise.all(workers.map((w) => w.drain()));
    expect(drained.reduce((a, b) => a + b, 0)).toBe(30);
    expect(drained.filter((d) => d > 0).length, "the work is shared").toBeGreaterThan(1);
    expect([...runs.values()]).toEqual(Array(30).fill(1));
  });
});
