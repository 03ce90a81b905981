import type { Calendar, CalendarWindow, CalendarWindowId } from "./schema.ts";
import { CALENDAR_WINDOW_IDS } from "./schema.ts";

/** Whether a window is open at `now`: start inclusive, end exclusive; null never is. */
export function isWindowActive(window: CalendarWindow | null, now: Date): boolean {
  if (!window) return false;
  const t = now.getTime();
  if (t < Date.parse(window.start)) return false;
  return window.end === undefined || t < Date.parse(window.end);
}

export type ActiveWindows = Record<CalendarWindowId, boolean>;

export function activeWindows(calendar: Calendar, now: Date): ActiveWindows {
  return Object.fromEntries(
    CALENDAR_WINDOW_IDS.map((id) => [id, isWindowActive(calendar.windows[id], now)]),
  ) as ActiveWindows;
}
