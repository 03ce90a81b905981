import type { Db } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import { makeNoticeDocument, NOTICE_JOB } from "../modules/documents/documents.service.ts";
import { createReferenceRepository } from "../modules/reference/reference.repository.ts";
import { createReferenceSource } from "../modules/reference/reference-data.ts";
import { makeReport, REPORT_JOB, reportFailed } from "../modules/reports/reports.service.ts";
import { createRepositories, transactionRunner } from "../repositories.ts";
import {
  ACCOUNT_FIGURES_JOB,
  ACCOUNTS_PER_RUN,
  enqueueAccountFigures,
  keepAccountFigures,
} from "./account-figures.ts";
import { latestDueDealingDay, runDealingCycle } from "./dealing-cycle.ts";
import { createJobQueue, type JobQueue } from "./job-queue.ts";
import { runRetentionPurge } from "./retention-purge.ts";

/** The recurring jobs: the dealing cycle settles what is due every minute; the purge runs hourly. */
export const RECURRING_JOBS = [
  { key: "dealing-cycle", everyMs: 60_000 },
  { key: "retention-purge", everyMs: 60 * 60_000 },
] as const;

export interface BackgroundDeps {
  db: Db;
  clock: Clock;
  /** Demo mode: the dealing cycle makes each day's unit prices. */
  demoPrices: boolean;
  cycleHour: number;
  log?: { info(message: string): void; error(message: string): void };
  /** Wall-clock time for the queue (tests pass their own). */
  now?: () => Date;
  leaseMs?: number;
  baseRetryMs?: number;
  /** How many accounts a run of the account-figures job keeps (tests pass a small one). */
  accountsPerRun?: number;
}

/**
 * The server's one queue of background work (src/jobs/job-queue.ts) with the handler of every
 * kind: the dealing cycle (and after it the accounts' kept figures), the retention purge, reports
 * and notices' PDFs.
 */
export function backgroundJobs(deps: BackgroundDeps): JobQueue {
  const repos = createRepositories(deps.db);
  const context = {
    ...repos,
    reference: createReferenceSource(createReferenceRepository(deps.db)),
    transaction: transactionRunner(deps.db),
    clock: deps.clock,
  };
  const idOf = (payload: Record<string, unknown>, field: string) => {
    const id = payload[field];
    if (typeof id !== "number") throw new Error(`job payload has no ${field}`);
    return id;
  };
  return createJobQueue(deps.db, {
    now: deps.now,
    leaseMs: deps.leaseMs,
    baseRetryMs: deps.baseRetryMs,
    log: deps.log,
    handlers: {
      "dealing-cycle": {
        run: async () => {
          await runDealingCycle(deps, latestDueDealingDay(deps.clock.now(), deps.cycleHour));
        },
      },
      [ACCOUNT_FIGURES_JOB]: {
        run: async (payload) => {
          const after = typeof payload.after === "number" ? payload.after : 0;
          const { looked, last } = await keepAccountFigures(repos.accounts, {
            after,
            upTo: deps.accountsPerRun ?? ACCOUNTS_PER_RUN,
          });
          deps.log?.info(`account figures: ${looked} accounts after ${after} kept as of the cycle date`);
          if (last !== null) await enqueueAccountFigures(deps.db, last);
        },
      },
      "retention-purge": {
        run: async () => {
          await runRetentionPurge(deps.db, deps.clock);
        },
      },
      [REPORT_JOB]: {
        run: (payload) => makeReport(context, idOf(payload, "reportId")),
        failed: (payload, error) => reportFailed(context, idOf(payload, "reportId"), error),
      },
      [NOTICE_JOB]: {
        run: (payload) => makeNoticeDocument(context, idOf(payload, "noticeId")),
      },
    },
  });
}

/**
 * Declares the recurring jobs and starts working the queue (every instance does; each job runs
 * on one of them). Returns the function that stops it, waiting for the job under way.
 */
export async function startBackgroundWork(
  deps: BackgroundDeps,
  pollMs = 1_000,
): Promise<() => Promise<void>> {
  const queue = backgroundJobs(deps);
  for (const job of RECURRING_JOBS) await queue.every(job.key, job.key, job.everyMs);
  return queue.start(pollMs);
}
