import { hkDateOf } from "@portal/domain";
import type { Executor } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import { createAccessLogRepository } from "../modules/access-log/access-log.repository.ts";
import { createAuthRepository } from "../modules/auth/auth.repository.ts";
import { createDocumentsRepository } from "../modules/documents/documents.repository.ts";
import { purgeDocuments } from "../modules/documents/documents.service.ts";
import { createReportsRepository } from "../modules/reports/reports.repository.ts";
import { purgeProviderRecords } from "../modules/super-logon/identity-provider.repository.ts";
import { createJobQueueRepository } from "./job-queue.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what is kept no longer: access-log records past their 30 days, reports past 24 months,
 * e-notices past 12 and benefit statements made for periods over 48 months ago (each kept through
 * its last day and removed the day after); sessions, OTPs and rate counters over a day old;
 * finished one-off jobs over a week old; the built-in identity provider's expired records (on the
 * wall clock, as it issues them).
 */
export async function runRetentionPurge(db: Executor, clock: Clock) {
  const now = clock.now();
  const today = hkDateOf(now);
  const accessLog = await createAccessLogRepository(db).purge(now);
  const reports = await createReportsRepository(db).purge(today);
  const { notices, statements } = await purgeDocuments(createDocumentsRepository(db), today);
  await createAuthRepository(db).purgeExpired(new Date(now.getTime() - DAY_MS));
  await createJobQueueRepository(db).purgeFinished(new Date(Date.now() - 7 * DAY_MS));
  await purgeProviderRecords(db, new Date());
  return { accessLog, reports, notices, statements };
}
