import type { ReactNode } from "react";
import { CalendarGuard } from "./calendar-guard.tsx";
import type { GuardKind } from "./guards.ts";
import { MemberGate } from "./member-gate.tsx";

/**
 * Renders the page when its guard lets the visitor in, else redirects as the guard says: member
 * pages ask the server (the stored flag is only a first guess, see MemberGate), the others wait for
 * the server's calendar (calendar-guard.tsx).
 */
export function RouteGuard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  if (kind === "authenticated") return <MemberGate>{children}</MemberGate>;
  return <CalendarGuard kind={kind}>{children}</CalendarGuard>;
}
