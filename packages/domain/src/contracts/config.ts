import { z } from "zod/mini";
import { CALENDAR_WINDOW_IDS, type CalendarWindowId } from "../calendar/schema.ts";
import { isIsoDate } from "../time.ts";

/** GET /api/health: up, and its database reachable; nothing about how it is built. */
export const healthResponse = z.lazy(() =>
  z.object({
    status: z.literal("ok"),
    now: z.string(),
  }),
);

const windowState = z.lazy(() =>
  z.object({
    active: z.boolean(),
    start: z.nullable(z.string()),
    end: z.nullable(z.string()),
  }),
);

/** GET /api/config/calendar: the server's now and which dated windows are open. */
export const calendarResponse = z.lazy(() =>
  z.object({
    now: z.string(),
    timeZone: z.literal("Asia/Hong_Kong"),
    preset: z.string(),
    mode: z.enum(["demo", "production"]),
    /** SUPER_LOGON=on: the staff portal exposes only the /superLogon pages and the landing variant. */
    superLogon: z.boolean(),
    windows: z.object(
      Object.fromEntries(CALENDAR_WINDOW_IDS.map((id) => [id, windowState])) as Record<
        CalendarWindowId,
        typeof windowState
      >,
    ),
  }),
);
export type CalendarResponse = z.infer<typeof calendarResponse>;

/** GET /api/config/cycledate (part 2 §3.2, §7.1). */
export const cycleDateResponse = z.lazy(() =>
  z.object({
    cycleDt: z.string(),
    dateTypeCd: z.string(),
    webCycleDate: z.string(),
    priceDate: z.string(),
    cutOffHours: z.int(),
  }),
);
export type CycleDateResponse = z.infer<typeof cycleDateResponse>;

/** GET /api/dev/outbox (demo mode): the messages the demo notifier kept instead of sending. */
export const outboxQuery = z.object({
  limit: z._default(z.coerce.number<number>().check(z.int(), z.gte(1), z.lte(200)), 50),
});
export const outboxMessage = z.lazy(() =>
  z.object({
    to: z.string(),
    channel: z.enum(["SMS", "EMAIL", "POST"]),
    subject: z.nullable(z.string()),
    body: z.string(),
    otp: z.nullable(z.string()),
    sentAt: z.string(),
  }),
);
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxResponse = z.lazy(() => z.array(outboxMessage));

/** POST /api/dev/cycle (demo mode): the dealing cycle up to a date, at most today in Hong Kong. */
export const devCycleRequest = z.object({
  until: z.string().check(z.refine(isIsoDate, "expected a date YYYY-MM-DD")),
});
export const devCycleResponse = z.lazy(() =>
  z.object({
    settledDays: z.array(z.string()),
    instructions: z.int(),
    webCycleDate: z.nullable(z.string()),
  }),
);
