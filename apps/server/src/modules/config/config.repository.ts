import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { cycleDates } from "../../db/schema.ts";

export const WEB_DATE_TYPE = "WEB";

/**
 * How long an instance answers GET /config/cycledate from memory: 5 seconds. The web cycle date
 * moves once a day, when the dealing cycle (on any instance) values a new day; an instance may
 * give the previous date for up to 5 seconds after that. None is never kept (a server started
 * before the seed asks again). The account calls read the date in their own statements.
 */
export const CYCLE_DATE_TTL_MS = 5_000;

function buildCycleDateQuery(db: Executor) {
  return db
    .select({ cycleDate: cycleDates.cycleDate })
    .from(cycleDates)
    .where(eq(cycleDates.dateTypeCd, WEB_DATE_TYPE))
    .prepare("web_cycle_date");
}

export function createConfigRepository(db: Executor, now: () => number = () => performance.now()) {
  let cycleDateQuery: ReturnType<typeof buildCycleDateQuery> | undefined;
  let kept: { at: number; date: Promise<string | null> } | undefined;
  const read = async (): Promise<string | null> => {
    cycleDateQuery ??= buildCycleDateQuery(db);
    const [row] = await cycleDateQuery.execute();
    return row?.cycleDate ?? null;
  };
  return {
    /** The web cycle date, read at most once per CYCLE_DATE_TTL_MS (concurrent callers share the read). */
    async findCycleDate(): Promise<string | null> {
      const at = now();
      if (kept && at - kept.at < CYCLE_DATE_TTL_MS) return kept.date;
      const entry = { at, date: read() };
      kept = entry;
      entry.date.then(
        (date) => {
          if (date === null && kept === entry) kept = undefined;
        },
        () => {
          if (kept === entry) kept = undefined;
        },
      );
      return entry.date;
    },

    /** A round trip to the database (the health check). */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type ConfigRepository = ReturnType<typeof createConfigRepository>;
