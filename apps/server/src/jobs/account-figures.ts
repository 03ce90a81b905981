import type { Executor } from "../db/database.ts";
import type { AccountsRepository } from "../modules/accounts/accounts.repository.ts";
import { createJobQueueRepository } from "./job-queue.repository.ts";

/**
 * The job the dealing cycle leaves after it moved the cycle date: every account's gain/loss
 * figures summed as of the new date and kept (account_figures, decision 014), so that a member's
 * first dashboard of the day reads them as every later one does. Payload `{after}`: the account
 * number it goes on from; each run keeps up to ACCOUNTS_PER_RUN accounts (well inside the queue's
 * five-minute lease: about 7 ms an account on PostgreSQL, 100,000 accounts in 712 s) and leaves a
 * job for the rest.
 */
export const ACCOUNT_FIGURES_JOB = "account-figures";
export const ACCOUNTS_PER_RUN = 5_000;

/** Leaves the job for the accounts numbered after `after`, due now (the queue's wall-clock time). */
export function enqueueAccountFigures(db: Executor, after = 0): Promise<number> {
  return createJobQueueRepository(db).enqueue(ACCOUNT_FIGURES_JOB, { after }, new Date(), 3);
}

/**
 * Keeps the figures of accounts numbered after `after` without figures as of the cycle date,
 * `batch` accounts a statement in account order, until it has looked at `upTo` or none is left.
 * Idempotent: an account kept meanwhile (by a member's call, or by another run) is skipped, one
 * changed meanwhile is left to its next call. Returns how many accounts it looked at and the last
 * one's number, null when none is left after it.
 */
export async function keepAccountFigures(
  accounts: AccountsRepository,
  { after = 0, upTo = Number.POSITIVE_INFINITY, batch = 500 } = {},
): Promise<{ looked: number; last: number | null }> {
  let from = after;
  let looked = 0;
  while (looked < upTo) {
    const { last, count } = await accounts.keepFiguresAfter(from, Math.min(batch, upTo - looked));
    if (last === null) return { looked, last: null };
    looked += count;
    from = last;
  }
  return { looked, last: from };
}
