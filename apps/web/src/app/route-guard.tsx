import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { useCalendar } from "../lib/api/calendar.ts";
import { useSession } from "../lib/session-store.ts";
import { type GuardKind, guardRedirect } from "./guards.ts";
import { MemberGate } from "./member-gate.tsx";

/** Renders the page when its guard lets the visitor in, else redirects as the guard says. */
export function RouteGuard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const session = useSession();
  const calendar = useCalendar();
  // Member pages ask the server; the stored flag is only a first guess (see MemberGate).
  if (kind === "authenticated") return <MemberGate>{children}</MemberGate>;
  // The co-brand login and the demo outbox depend on the calendar; wait for it there.
  if ((kind === "cobrandLogin" || kind === "demo") && calendar.pending) return <PageLoader />;
  const redirect = guardRedirect(kind, {
    // Super-logon mode is the server's deployment setting; the stored flag may also say so.
    session: { ...session, superLogon: session.superLogon || calendar.superLogon },
    cutOverActive: calendar.cutOverActive,
    demoMode: calendar.demoMode,
  });
  return redirect === null ? children : <Navigate to={redirect} replace />;
}
