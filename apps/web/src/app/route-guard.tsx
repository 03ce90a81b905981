import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { useCalendar } from "../lib/api/calendar.ts";
import { useSession } from "../lib/session-store.ts";
import { type GuardKind, guardRedirect } from "./guards.ts";
import { MemberGate } from "./member-gate.tsx";

/**
 * Renders the page when its guard lets the visitor in, else redirects as the guard says.
 * Super-logon mode, the landing cut-over and demo mode are the server's (its calendar answer):
 * every guard but the open one and the member pages' waits for that answer, so a direct load
 * (the staff sign-in's return, /superLogon/signIn#code=...) is never redirected on a guess.
 */
export function RouteGuard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const session = useSession();
  const calendar = useCalendar();
  // Member pages ask the server; the stored flag is only a first guess (see MemberGate).
  if (kind === "authenticated") return <MemberGate>{children}</MemberGate>;
  if (calendar.pending) return <PageLoader />;
  const redirect = guardRedirect(kind, {
    // The server's setting alone: a stored flag could be stale.
    session: { ...session, superLogon: calendar.superLogon },
    cutOverActive: calendar.cutOverActive,
    demoMode: calendar.demoMode,
  });
  return redirect === null ? children : <Navigate to={redirect} replace />;
}
