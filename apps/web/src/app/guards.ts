import { loginPathFor } from "../lib/login-paths.ts";
import type { SessionState } from "../lib/session-store.ts";

export { loginPathFor };

/** The guards of part 1 §2's route table. */
export type GuardKind =
  /** Anyone. */
  | "open"
  /** Login pages: only outside super-logon mode. */
  | "login"
  /** The co-brand login page: as "login", and only before the landing cut-over. */
  | "cobrandLogin"
  /** One-time-password entry: outside super-logon mode, after the first login step. */
  | "otp"
  /** Staff pages: only in super-logon mode. */
  | "superLogon"
  /**
   * The second-factor step (/selectChannel): as "authenticated", but the server session is not
   * complete until the OTP is verified, so only the flag set by the first login step is checked.
   */
  | "mfa"
  /** Member pages: only when authenticated (the server's session answer decides, see MemberGate). */
  | "authenticated"
  /** The demo outbox: only when the server runs in demo mode. */
  | "demo";

export interface GuardContext {
  /** The visit; its superLogon is the server's setting (the calendar's), not a stored flag. */
  session: SessionState;
  /** Whether the landing cut-over window is open (server's calendar). */
  cutOverActive: boolean;
  /** Whether the server runs in demo mode (server's calendar). */
  demoMode?: boolean;
}

/** Where a guarded route sends the visitor instead, or null to let them in. */
export function guardRedirect(
  kind: GuardKind,
  { session, cutOverActive, demoMode = false }: GuardContext,
): string | null {
  switch (kind) {
    case "open":
      return null;
    case "login":
      return session.superLogon ? "/" : null;
    case "cobrandLogin":
      return session.superLogon || cutOverActive ? "/" : null;
    case "otp":
      return !session.superLogon && session.authenticated ? null : "/";
    case "superLogon":
      return session.superLogon ? null : "/";
    case "mfa":
      // The member login's second factor: not on the staff portal.
      if (session.superLogon) return "/";
      return session.authenticated ? null : loginPathFor(session.scheme);
    case "authenticated":
      if (session.authenticated) return null;
      // The staff portal has no member login page: its landing page starts the staff sign-in.
      return session.superLogon ? "/" : loginPathFor(session.scheme);
    case "demo":
      return demoMode ? null : "/";
  }
}
