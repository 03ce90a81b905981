import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { cycleDates } from "../../db/schema.ts";

export const WEB_DATE_TYPE = "WEB";

export function createConfigRepository(db: Executor) {
  return {
    async findCycleDate(): Promise<string | null> {
      const [row] = await db.select().from(cycleDates).where(eq(cycleDates.dateTypeCd, WEB_DATE_TYPE));
      return row?.cycleDate ?? null;
    },

    /** A round trip to the database (the health check). */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type ConfigRepository = ReturnType<typeof createConfigRepository>;
