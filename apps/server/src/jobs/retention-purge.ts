import type { Executor } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import { createAccessLogRepository } from "../modules/access-log/access-log.repository.ts";
import { createAuthRepository } from "../modules/auth/auth.repository.ts";
import { purgeProviderRecords } from "../modules/super-logon/identity-provider.repository.ts";

/**
 * Removes access-log records past their 30 days, sessions, OTPs and rate counters over a day old,
 * and the built-in identity provider's expired records (on the wall clock, as it issues them).
 */
export async function runRetentionPurge(db: Executor, clock: Clock): Promise<{ accessLog: number }> {
  const now = clock.now();
  const accessLog = await createAccessLogRepository(db).purge(now);
  await createAuthRepository(db).purgeExpired(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await purgeProviderRecords(db, new Date());
  return { accessLog };
}
