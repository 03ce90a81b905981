import type { ReactNode } from "react";
import { PageLoader } from "../components/page-loader.tsx";
import { useCalendar } from "../lib/api/calendar.ts";
import { Navigate } from "../lib/router.tsx";
import { useSession } from "../lib/session-store.ts";
import { type GuardKind, guardRedirect } from "./guards.ts";

/**
 * Renders the page when its guard lets the visitor in, else redirects as the guard says, for
 * every guard but the member pages' (route-guard.tsx). Super-logon mode, the landing cut-over and
 * demo mode are the server's (its calendar answer): the guard waits for that answer, so a direct
 * load (the staff sign-in's return, /superLogon/signIn#code=...) is never redirected on a guess.
 */
export function CalendarGuard({
  kind,
  children,
}: {
  kind: Exclude<GuardKind, "authenticated">;
  children: ReactNode;
}) {
  const session = useSession();
  const calendar = useCalendar();
  if (calendar.pending) return <PageLoader />;
  const redirect = guardRedirect(kind, {
    // The server's setting alone: a stored flag could be stale.
    session: { ...session, superLogon: calendar.superLogon },
    cutOverActive: calendar.cutOverActive,
    demoMode: calendar.demoMode,
  });
  return redirect === null ? children : <Navigate to={redirect} replace />;
}
