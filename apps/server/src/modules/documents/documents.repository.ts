import type { NoticeKind } from "@portal/domain";
import { and, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { documents, notices } from "../../db/schema.ts";

const BENEFIT_STATEMENT = "BENEFIT_STATEMENT";

export interface NewNotice {
  clientNmbr: number;
  kind: NoticeKind;
  titleEn: string;
  titleZh: string;
  bodyEn: string;
  bodyZh: string;
  sentAt: Date;
  retainUntil: string;
}

/** The benefit statements made and the e-notices sent. */
export function createDocumentsRepository(db: Executor) {
  return {
    /** The sizes of an account's statements made in a language, by period end. */
    async statementSizes(rel: number, language: string): Promise<Map<string, number>> {
      const rows = await db
        .select({
          periodDate: documents.periodDate,
          size: sql<number>`octet_length(${documents.content})::int`,
        })
        .from(documents)
        .where(
          and(
            eq(documents.clntRltnshpNmbr, rel),
            eq(documents.docType, BENEFIT_STATEMENT),
            eq(documents.language, language),
          ),
        );
      return new Map(rows.map((r) => [r.periodDate, r.size]));
    },

    async findStatement(rel: number, periodDate: string, language: string): Promise<Uint8Array | undefined> {
      const [row] = await db
        .select({ content: documents.content })
        .from(documents)
        .where(
          and(
            eq(documents.clntRltnshpNmbr, rel),
            eq(documents.docType, BENEFIT_STATEMENT),
            eq(documents.periodDate, periodDate),
            eq(documents.language, language),
          ),
        );
      return row?.content;
    },

    /** Keeps a statement made; one made at the same moment by another request stays as it is. */
    async saveStatement(
      rel: number,
      periodDate: string,
      language: string,
      content: Uint8Array,
    ): Promise<void> {
      await db
        .insert(documents)
        .values({ clntRltnshpNmbr: rel, docType: BENEFIT_STATEMENT, periodDate, language, content })
        .onConflictDoNothing();
    },

    async insertNotice(notice: NewNotice): Promise<number> {
      const [row] = await db.insert(notices).values(notice).returning({ id: notices.id });
      if (!row) throw new Error("notice not written");
      return row.id;
    },

    /** The notices sent to these clients that are kept on `today`, newest first, with their PDF's size. */
    findNotices(clientNmbrs: number[], today: string) {
      return db
        .select({
          id: notices.id,
          kind: notices.kind,
          titleEn: notices.titleEn,
          titleZh: notices.titleZh,
          sentAt: notices.sentAt,
          size: sql<number | null>`octet_length(${notices.content})::int`,
        })
        .from(notices)
        .where(and(inArray(notices.clientNmbr, clientNmbrs), gte(notices.retainUntil, today)))
        .orderBy(desc(notices.sentAt), desc(notices.id));
    },

    async findNotice(id: number) {
      const [row] = await db.select().from(notices).where(eq(notices.id, id));
      return row;
    },

    /** Stores a notice's PDF, once. */
    async setNoticeContent(id: number, content: Uint8Array): Promise<void> {
      await db
        .update(notices)
        .set({ content })
        .where(and(eq(notices.id, id), isNull(notices.content)));
    },

    /** Removes notices past their 12 months and statements whose period ended before `statementCutoff`. */
    async purge(today: string, statementCutoff: string): Promise<{ notices: number; statements: number }> {
      const gone = await db
        .delete(notices)
        .where(lt(notices.retainUntil, today))
        .returning({ id: notices.id });
      const statements = await db
        .delete(documents)
        .where(lt(documents.periodDate, statementCutoff))
        .returning({ id: documents.id });
      return { notices: gone.length, statements: statements.length };
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
