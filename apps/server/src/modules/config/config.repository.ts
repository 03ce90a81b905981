import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { cycleDates } from "../../db/schema.ts";

export const WEB_DATE_TYPE = "WEB";

export async function findCycleDate(db: Db): Promise<string | null> {
  const [row] = await db.select().from(cycleDates).where(eq(cycleDates.dateTypeCd, WEB_DATE_TYPE));
  return row?.cycleDate ?? null;
}
