import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.ts";

/** A job as a worker holds it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  everyMs: number | null;
}

/** The jobs table (src/db/schema.ts `jobs`): enqueue, claim with SKIP LOCKED, and settle. */
export function createJobQueueRepository(db: Executor) {
  return {
    async enqueue(
      kind: string,
      payload: Record<string, unknown>,
      runAt: Date,
      maxAttempts: number,
    ): Promise<number> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into jobs (kind, payload, status, run_at, max_attempts)
            values (${kind}, ${JSON.stringify(payload)}::jsonb, 'queued', ${runAt.toISOString()}, ${maxAttempts})
            returning id`,
      );
      return Number(row?.id);
    },

    /**
     * A recurring job: one row named by its key. A new interval replaces the old; the row's next
     * run and its state are left alone, so every instance may declare the same schedule at start.
     */
    async ensureRecurring(key: string, kind: string, everyMs: number, firstRunAt: Date): Promise<void> {
      await db.execute(
        sql`insert into jobs (kind, key, every_ms, status, run_at, max_attempts)
            values (${kind}, ${key}, ${everyMs}, 'queued', ${firstRunAt.toISOString()}, 1)
            on conflict (key) do update set every_ms = excluded.every_ms, kind = excluded.kind`,
      );
    },

    /**
     * Claims the job due first: queued and due, or running with its claim lapsed (its worker died).
     * FOR UPDATE SKIP LOCKED: two workers claiming at once never get the same row.
     */
    async claim(worker: string, now: Date, leaseMs: number): Promise<ClaimedJob | null> {
      const [row] = await queryRows<{
        id: string;
        kind: string;
        payload: Record<string, unknown>;
        attempts: number;
        max_attempts: number;
        every_ms: number | null;
      }>(
        db,
        sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${worker},
              locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}
            where id = (
              select id from jobs
              where run_at <= ${now.toISOString()}
                and (status = 'queued' or (status = 'running' and locked_until < ${now.toISOString()}))
              order by run_at, id
              limit 1
              for update skip locked)
            returning id, kind, payload, attempts, max_attempts, every_ms`,
      );
      if (!row) return null;
      return {
        id: Number(row.id),
        kind: row.kind,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
        everyMs: row.every_ms,
      };
    },

    /** Settles a claim, if the worker still holds it (a lapsed claim may have passed to another). */
    async settle(
      id: number,
      worker: string,
      outcome:
        | { status: "done" | "failed"; at: Date; error?: string }
        | { status: "queued"; runAt: Date; error?: string; resetAttempts: boolean },
    ): Promise<boolean> {
      const error = outcome.error?.slice(0, 1000) ?? null;
      const rows =
        outcome.status === "queued"
          ? await queryRows(
              db,
              sql`update jobs set status = 'queued', run_at = ${outcome.runAt.toISOString()},
                    attempts = case when ${outcome.resetAttempts} then 0 else attempts end,
                    locked_by = null, locked_until = null, last_error = ${error}
                  where id = ${id} and locked_by = ${worker} and status = 'running' returning id`,
            )
          : await queryRows(
              db,
              sql`update jobs set status = ${outcome.status}, finished_at = ${outcome.at.toISOString()},
                    locked_by = null, locked_until = null, last_error = ${error}
                  where id = ${id} and locked_by = ${worker} and status = 'running' returning id`,
            );
      return rows.length > 0;
    },

    /** Removes finished one-off jobs settled before `before` (recurring rows stay). */
    async purgeFinished(before: Date): Promise<number> {
      const rows = await queryRows(
        db,
        sql`delete from jobs where key is null and status in ('done', 'failed')
            and finished_at < ${before.toISOString()} returning id`,
      );
      return rows.length;
    },
  };
}

export type JobQueueRepository = ReturnType<typeof createJobQueueRepository>;
