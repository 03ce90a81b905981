import { randomUUID } from "node:crypto";
import type { Executor } from "../db/database.ts";
import { type ClaimedJob, createJobQueueRepository } from "./job-queue.repository.ts";

/*
 * The one mechanism for the server's background work (docs/decisions/006-one-job-queue.md): the
 * dealing cycle's schedule, the retention purge, and the reports and notices members wait for.
 * Jobs are rows of the `jobs` table, so a queued job survives a restart; a worker claims one with
 * FOR UPDATE SKIP LOCKED, so two instances never run the same job; a claim is a lease, so a job
 * whose worker died is claimed again when the lease lapses, up to its attempts; a job that keeps
 * failing is marked failed and its handler told (a report then shows Failed). It runs the same on
 * PostgreSQL and on the embedded PGlite.
 */

export interface JobHandler {
  /** Does the work; throwing retries it later, up to `maxAttempts` tries in all. */
  run(payload: Record<string, unknown>): Promise<void>;
  /** Told once when the job has failed for good (its last try threw, or its worker died). */
  failed?(payload: Record<string, unknown>, error: string): Promise<void>;
}

export interface JobQueueOptions {
  /** The handlers by job kind. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** Wall-clock time (operations, not business time); tests pass their own. */
  now?: () => Date;
  /** How long a claim holds before another worker may take the job over. */
  leaseMs?: number;
  /** The wait before the n-th retry: baseRetryMs × 2^(n-1). */
  baseRetryMs?: number;
  log?: { error(message: string): void; info?(message: string): void };
}

export interface JobQueue {
  /** A one-off job, run as soon as a worker is free (or at `runAt`). */
  enqueue(
    db: Executor,
    kind: string,
    payload: Record<string, unknown>,
    options?: { runAt?: Date; maxAttempts?: number },
  ): Promise<number>;
  /** A recurring job: run now (or at the row's next run) and every `everyMs` after. */
  every(key: string, kind: string, everyMs: number): Promise<void>;
  /** Claims and runs one due job: false when none was due. */
  runOnce(): Promise<boolean>;
  /** Runs due jobs until none is left. */
  drain(): Promise<number>;
  /** Polls every `pollMs`; the returned function stops and waits for the job under way. */
  start(pollMs?: number): () => Promise<void>;
  readonly workerId: string;
}

const DEFAULT_MAX_ATTEMPTS = 3;

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function createJobQueue(db: Executor, options: JobQueueOptions): JobQueue {
  const repo = createJobQueueRepository(db);
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const baseRetryMs = options.baseRetryMs ?? 30_000;
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

  async function fail(job: ClaimedJob, handler: JobHandler | undefined, error: string): Promise<void> {
    if (!(await repo.settle(job.id, workerId, { status: "failed", at: now(), error }))) return;
    options.log?.error(`job ${job.kind} #${job.id} failed after ${job.attempts} tries: ${error}`);
    await handler?.failed?.(job.payload, error);
  }

  async function run(job: ClaimedJob): Promise<void> {
    const handler = options.handlers[job.kind];
    // A recurring job runs again at its next interval whatever happened: it never fails for good.
    if (job.everyMs !== null) {
      let error: string | undefined;
      try {
        if (!handler) throw new Error(`no handler for ${job.kind}`);
        await handler.run(job.payload);
      } catch (err) {
        error = messageOf(err);
        options.log?.error(`job ${job.kind} failed: ${error}`);
      }
      await repo.settle(job.id, workerId, {
        status: "queued",
        runAt: new Date(now().getTime() + job.everyMs),
        resetAttempts: true,
        error,
      });
      return;
    }
    if (!handler) return fail(job, handler, `no handler for ${job.kind}`);
    // Claimed again after its last try's worker died: it has had its tries.
    if (job.attempts > job.maxAttempts) return fail(job, handler, "the worker stopped while making it");
    try {
      await handler.run(job.payload);
      await repo.settle(job.id, workerId, { status: "done", at: now() });
    } catch (err) {
      const error = messageOf(err);
      if (job.attempts >= job.maxAttempts) return fail(job, handler, error);
      await repo.settle(job.id, workerId, {
        status: "queued",
        runAt: new Date(now().getTime() + baseRetryMs * 2 ** (job.attempts - 1)),
        resetAttempts: false,
        error,
      });
    }
  }

  const queue: JobQueue = {
    workerId,
    enqueue: (on, kind, payload, opts = {}) =>
      createJobQueueRepository(on).enqueue(
        kind,
        payload,
        opts.runAt ?? now(),
        opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      ),
    every: (key, kind, everyMs) => repo.ensureRecurring(key, kind, everyMs, now()),
    async runOnce() {
      const job = await repo.claim(workerId, now(), leaseMs);
      if (!job) return false;
      await run(job);
      return true;
    },
    async drain() {
      let count = 0;
      while (await queue.runOnce()) count++;
      return count;
    },
    start(pollMs = 1_000) {
      let stopped = false;
      let running: Promise<unknown> = Promise.resolve();
      const tick = () => {
        if (stopped) return;
        running = queue
          .drain()
          .catch((err: unknown) => options.log?.error(`job queue: ${messageOf(err)}`))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, pollMs);
          });
      };
      let timer = setTimeout(tick, 0);
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      };
    },
  };
  return queue;
}
