import {
  type ActiveWindows,
  activeWindows,
  CALENDAR_WINDOW_IDS,
  type Calendar,
  type CalendarResponse,
  type CycleDateResponse,
} from "@portal/domain";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { ConfigRepository } from "./config.repository.ts";

export const DEFAULT_CUT_OFF_HOURS = 16;

export function calendarState(
  calendar: Calendar,
  calendarName: string,
  mode: "demo" | "production",
  superLogon: boolean,
  clock: Clock,
): CalendarResponse {
  const now = clock.now();
  const active: ActiveWindows = activeWindows(calendar, now);
  const windows = Object.fromEntries(
    CALENDAR_WINDOW_IDS.map((id) => {
      const w = calendar.windows[id];
      return [id, { active: active[id], start: w?.start ?? null, end: w?.end ?? null }];
    }),
  ) as CalendarResponse["windows"];
  return {
    now: now.toISOString(),
    timeZone: "Asia/Hong_Kong",
    preset: calendarName,
    mode,
    superLogon,
    windows,
  };
}

export async function cycleDate(deps: { config: ConfigRepository }): Promise<CycleDateResponse> {
  const date = await deps.config.findCycleDate();
  if (!date) throw new AppError(503, "technical-error", "No cycle date yet");
  return {
    cycleDt: date,
    dateTypeCd: "WEB",
    webCycleDate: date,
    priceDate: date,
    cutOffHours: DEFAULT_CUT_OFF_HOURS,
  };
}
