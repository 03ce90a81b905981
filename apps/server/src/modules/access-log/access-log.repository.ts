import { addDays, hkDateOf } from "@portal/domain";
import { lt } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { accessLog } from "../../db/schema.ts";

/** Access-log records are kept 30 days (part 1 §9, §7). */
export const ACCESS_LOG_RETENTION_DAYS = 30;

export interface AccessEvent {
  event?: string;
  loginId?: string | null;
  clientNmbr?: number | null;
  policyId?: number | null;
  contractId?: number | null;
  pageName?: string | null;
  pageLink: string;
  browserInfo?: string | null;
  ipAddress?: string | null;
  staffSubject?: string | null;
}

export function createAccessLogRepository(db: Executor) {
  return {
    async recordEvent(now: Date, e: AccessEvent): Promise<void> {
      await db.insert(accessLog).values({
        event: e.event ?? "PAGE_VISIT",
        loginId: e.loginId ?? null,
        clientNmbr: e.clientNmbr ?? null,
        policyId: e.policyId ?? null,
        contractId: e.contractId ?? null,
        pageName: e.pageName ?? null,
        pageLink: e.pageLink,
        browserInfo: e.browserInfo ?? null,
        ipAddress: e.ipAddress ?? null,
        staffSubject: e.staffSubject ?? null,
        accessedAt: now,
        retainUntil: addDays(hkDateOf(now), ACCESS_LOG_RETENTION_DAYS),
      });
    },

    /** Deletes the records whose retention date has passed; returns how many. */
    async purge(now: Date): Promise<number> {
      const rows = await db
        .delete(accessLog)
        .where(lt(accessLog.retainUntil, hkDateOf(now)))
        .returning({ id: accessLog.id });
      return rows.length;
    },
  };
}

export type AccessLogRepository = ReturnType<typeof createAccessLogRepository>;
