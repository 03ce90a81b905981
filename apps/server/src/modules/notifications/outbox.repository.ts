import { desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { type MessageChannel, type MessageStatus, outbox } from "../../db/schema.ts";

export function createOutboxRepository(db: Executor) {
  return {
    async insert(values: {
      channel: MessageChannel;
      recipient: string;
      subject: string;
      body: string;
      otp: string | null;
      status: MessageStatus;
      createdAt: Date;
    }): Promise<number | undefined> {
      const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
      return row?.id;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(outbox).set({ status: "SENT", sentAt: at, attempts: 1 }).where(eq(outbox.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ status: "FAILED", attempts: 1, lastError: error.slice(0, 500) })
        .where(eq(outbox.id, id));
    },

    /** The newest messages first (the demo outbox page). */
    findLatest(limit: number) {
      return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
