import { useQuery } from "@tanstack/react-query";
import { useCalendar } from "./api/calendar.ts";
import { sessionQueryOptions } from "./api/session.ts";
import { useSession } from "./session-store.ts";

/**
 * Whether the signed-in session is a staff user's read-only look at a member's portal (Super
 * Logon): the server's login info says so (staff), or this instance is the staff portal (the
 * calendar's superLogon). Before the login info has arrived the stored flag stands in, so a
 * member page never offers a change, even for a moment. The server refuses every change of a
 * staff session anyway (403 staff-read-only); this only keeps the pages from offering them.
 */
export function useIsStaffSession(): boolean {
  // Reads the login info the member gate asked for; never fetches by itself.
  const { data: info } = useQuery({ ...sessionQueryOptions, enabled: false });
  const calendar = useCalendar();
  const { superLogon } = useSession();
  if (calendar.superLogon) return true;
  if (info) return info.staff;
  return superLogon;
}
