import { z } from "zod";
import { CALENDAR_WINDOW_IDS, type CalendarWindowId } from "../calendar/schema.ts";

export const healthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  mode: z.enum(["demo", "production"]),
  now: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

const windowState = z.object({
  active: z.boolean(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});

/** GET /api/config/calendar: the server's now and which dated windows are open. */
export const calendarResponse = z.object({
  now: z.string(),
  timeZone: z.literal("Asia/Hong_Kong"),
  preset: z.string(),
  mode: z.enum(["demo", "production"]),
  /** PORTAL_SUPER_LOGON: the staff deployment exposes only the /superLogon pages and the landing variant. */
  superLogon: z.boolean(),
  windows: z.object(
    Object.fromEntries(CALENDAR_WINDOW_IDS.map((id) => [id, windowState])) as Record<
      CalendarWindowId,
      typeof windowState
    >,
  ),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;

/** GET /api/config/cycledate (part 2 §3.2, §7.1). */
export const cycleDateResponse = z.object({
  cycleDt: z.string(),
  dateTypeCd: z.string(),
  webCycleDate: z.string(),
  priceDate: z.string(),
  cutOffHours: z.number().int(),
});
export type CycleDateResponse = z.infer<typeof cycleDateResponse>;

/** The error body every API error answers with. `code` is an i18n key of the toast catalogue. */
export const errorResponse = z.object({
  code: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
