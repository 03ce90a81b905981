import { hkDateOf } from "@portal/domain";
import { useCalendar } from "../../lib/api/calendar.ts";

/**
 * Today in Hong Kong by the server's clock (the calendar's `now`, kept current with the offset
 * measured when it arrived), so the §5.2 window is the server's window. Null until the calendar
 * has answered or failed (then the browser's clock stands in).
 */
export function useServerToday(): string | null {
  const calendar = useCalendar();
  if (calendar.pending) return null;
  return hkDateOf(new Date(Date.now() + calendar.clockOffsetMs));
}
