import { useQuery } from "@tanstack/react-query";
import { calendarQueryOptions } from "../../lib/api/calendar-query.ts";

/**
 * Part 1 §4/§9 profile cut-off: true while the calendar's profileCutOff window is open (the specs'
 * "after 24/04/2025 16:00", a dated window of the server's calendar). Without an answer yet, or if
 * the calendar failed, editing is allowed; the server refuses the update anyway when it is closed.
 */
export function useProfileCutOff(): boolean {
  const { data } = useQuery(calendarQueryOptions);
  return data?.windows.profileCutOff.active ?? false;
}
