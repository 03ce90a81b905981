import { type CalendarResponse, hkDateOf, type IsoDate } from "@portal/domain";
import { useFrameSource } from "../frame-source.ts";
import { call } from "./client.ts";

/** configEndpoints.calendar: the server's now and which dated windows are open. */
export async function fetchCalendar(signal?: AbortSignal): Promise<CalendarResponse> {
  const { configEndpoints } = await import("./frame-endpoints.ts");
  return call(configEndpoints.calendar, {}, { signal });
}

/**
 * What the pages read from the calendar. Without an answer (still loading, or the call failed)
 * the portal behaves as before the cut-over, on the browser's clock.
 */
interface CalendarView {
  cutOverActive: boolean;
  /** When the cut-over window opened, if it has one. */
  cutOverStart: string | null;
  appBadgesHidden: boolean;
  maintenanceActive: boolean;
  /** The current year in Hong Kong. */
  year: number;
  /** Demo mode: the outbox stands in for SMS and e-mail. */
  demoMode: boolean;
  /** The staff deployment (PORTAL_SUPER_LOGON): only the /superLogon pages and the landing variant. */
  superLogon: boolean;
  /**
   * How far the server's clock is ahead of the browser's (ms), from the calendar's `now` and the
   * moment its answer arrived: server time = Date.now() + clockOffsetMs. 0 without an answer.
   */
  clockOffsetMs: number;
}

function calendarView(calendar: CalendarResponse | undefined, receivedAt: number): CalendarView {
  const now = calendar ? new Date(calendar.now) : new Date();
  return {
    demoMode: calendar?.mode === "demo",
    superLogon: calendar?.superLogon ?? false,
    clockOffsetMs: calendar ? now.getTime() - receivedAt : 0,
    cutOverActive: calendar?.windows.landingCutOver.active ?? false,
    cutOverStart: calendar?.windows.landingCutOver.start ?? null,
    appBadgesHidden: calendar?.windows.mpfTerminationFlagsType2.active ?? false,
    maintenanceActive: calendar?.windows.maintenanceBanner.active ?? false,
    year: Number(hkDateOf(now).slice(0, 4)),
  };
}

/** The calendar as the pages use it; `pending` until the first answer or failure. */
export function useCalendar(): CalendarView & { pending: boolean } {
  const answer = useFrameSource().useCalendarAnswer();
  return { ...calendarView(answer.data, answer.receivedAt), pending: answer.pending };
}

/**
 * Today in Hong Kong by the server's clock (the calendar's `now`, kept current with the offset
 * measured when it arrived): the server's windows and "today" rules, never the browser's clock.
 * Null until the calendar has answered or failed (then the browser's clock stands in).
 */
export function useServerToday(): IsoDate | null {
  const calendar = useCalendar();
  if (calendar.pending) return null;
  return hkDateOf(new Date(Date.now() + calendar.clockOffsetMs));
}
