import { z } from "zod/mini";

/**
 * Every dated window of the two specs, by id. A calendar file gives each one a window
 * (start, optional end, both instants with an offset) or null when it never applies.
 * "After X" in the specs is a window with a start and no end; start is inclusive, end exclusive.
 */
export const CALENDAR_WINDOW_IDS = [
  "landingCutOver",
  "profileCutOff",
  "fundSwitchCutOff",
  "mpfTerminationFlags",
  "mpfTerminationFlagsType2",
  "initialTerminationNote",
  "aiibTermination",
  "maintenanceBanner",
  "gfcOrsoWindow",
  "product125Warning",
  "mainSchemeTerminationNotice",
  "occupationalTerminationNotice",
  "longTermGuaranteeFundChangePause",
  "longTermGuaranteeFundsEnded",
  "otherGuaranteedFundsEnded",
  "platformTransferOnlineStop",
  "newPlatformJoined",
  "fundType221Check",
] as const;

export type CalendarWindowId = (typeof CALENDAR_WINDOW_IDS)[number];

const instant = z.iso.datetime({ offset: true, message: "must be an ISO instant with an offset" });

export const calendarWindowSchema = z
  .object({
    start: instant,
    end: z.optional(instant),
    note: z.optional(z.string()),
  })
  .check(
    z.refine((w) => w.end === undefined || Date.parse(w.end) > Date.parse(w.start), {
      message: "ends before it starts",
      path: ["end"],
    }),
  );

export type CalendarWindow = z.infer<typeof calendarWindowSchema>;

export const calendarSchema = z.object({
  name: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  windows: z.object(
    Object.fromEntries(CALENDAR_WINDOW_IDS.map((id) => [id, z.nullable(calendarWindowSchema)])) as Record<
      CalendarWindowId,
      z.ZodMiniNullable<typeof calendarWindowSchema>
    >,
  ),
});

export type Calendar = z.infer<typeof calendarSchema>;
