import empf2025 from "./presets/empf-2025.json" with { type: "json" };
import live from "./presets/live.json" with { type: "json" };
import { type Calendar, calendarSchema } from "./schema.ts";

export * from "./evaluate.ts";
export * from "./schema.ts";

/** The built-in calendar presets: `empf-2025` holds the specs' dates exactly; `live` has no freeze. */
export const CALENDAR_PRESETS = { "empf-2025": empf2025, live } as const;
export type CalendarPresetName = keyof typeof CALENDAR_PRESETS;

export function isCalendarPresetName(name: string): name is CalendarPresetName {
  return Object.hasOwn(CALENDAR_PRESETS, name);
}

/** Parses a calendar; throws an Error whose message names the first bad window. */
export function parseCalendar(data: unknown): Calendar {
  const result = calendarSchema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.join(".") || "(root)";
  throw new Error(`${where}: ${issue?.message ?? "invalid"}`);
}
