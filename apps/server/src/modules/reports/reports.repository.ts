import type { Language, ReportFormat, ReportType } from "@portal/domain";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { reports } from "../../db/schema.ts";

export interface NewReport {
  clientNmbr: number;
  clntRltnshpNmbr: number;
  reportType: ReportType;
  format: ReportFormat;
  language: Language;
  fromDate: string;
  toDate: string;
  requestedAt: Date;
  retainUntil: string;
}

/** A report as the list shows it: everything but the file, and the file's size. */
const listed = {
  id: reports.id,
  clientNmbr: reports.clientNmbr,
  clntRltnshpNmbr: reports.clntRltnshpNmbr,
  reportType: reports.reportType,
  format: reports.format,
  language: reports.language,
  fromDate: reports.fromDate,
  toDate: reports.toDate,
  status: reports.status,
  requestedAt: reports.requestedAt,
  completedAt: reports.completedAt,
  size: sql<number | null>`octet_length(${reports.content})::int`,
};

export function createReportsRepository(db: Executor) {
  return {
    async insert(report: NewReport) {
      const [row] = await db
        .insert(reports)
        .values({ ...report, status: "PROCESSING" })
        .returning(listed);
      if (!row) throw new Error("report not written");
      return row;
    },

    /** An account's reports kept on `today`, newest first. */
    list(rel: number, today: string) {
      return db
        .select(listed)
        .from(reports)
        .where(and(eq(reports.clntRltnshpNmbr, rel), gte(reports.retainUntil, today)))
        .orderBy(desc(reports.requestedAt), desc(reports.id));
    },

    async find(id: number) {
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      return row;
    },

    async findListed(id: number) {
      const [row] = await db.select(listed).from(reports).where(eq(reports.id, id));
      return row;
    },

    /** Stores the file of a report still being made: false if it was made (or failed) already. */
    async complete(
      id: number,
      file: { fileName: string; contentType: string; content: Uint8Array; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(reports)
        .set({
          status: "READY",
          fileName: file.fileName,
          contentType: file.contentType,
          content: file.content,
          completedAt: file.at,
          lastError: null,
        })
        .where(and(eq(reports.id, id), eq(reports.status, "PROCESSING")))
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    async fail(id: number, error: string, at: Date): Promise<void> {
      await db
        .update(reports)
        .set({ status: "FAILED", lastError: error.slice(0, 1000), completedAt: at })
        .where(and(eq(reports.id, id), eq(reports.status, "PROCESSING")));
    },

    /** A failed report back to Processing: false if it had not failed. */
    async reopen(id: number): Promise<boolean> {
      const rows = await db
        .update(reports)
        .set({ status: "PROCESSING", lastError: null, completedAt: null })
        .where(and(eq(reports.id, id), eq(reports.status, "FAILED")))
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    async purge(today: string): Promise<number> {
      const rows = await db
        .delete(reports)
        .where(lt(reports.retainUntil, today))
        .returning({ id: reports.id });
      return rows.length;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
