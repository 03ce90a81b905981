import type { LoginInfo } from "@portal/domain";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { usePageDrawn } from "../components/after-first-paint.tsx";
import { PageLoader } from "../components/page-loader.tsx";
import { declarationPrompted } from "../features/fatca/declaration-prompt.ts";
import { useCalendar } from "../lib/api/calendar.ts";
import { sessionQueryOptions } from "../lib/api/session.ts";
import { useEndSession } from "../lib/end-session.ts";
import { loginPathFor } from "../lib/login-paths.ts";
import { Navigate, useLocation } from "../lib/router.tsx";
import { type SelectedAccount, sessionStore, useSession } from "../lib/session-store.ts";

/**
 * Part 1 §4 forced declaration: whether to send the member to /fatca. The server decides whether
 * the declaration is pending (declarationRequired: not declared, units over 0.001, not the
 * AIIB-type scheme, not ORSO); the page decides when, precisely:
 * - only after the earlier steps: a new PIN and the terms come first (the gate sends there before
 *   asking this, and termsAccepted is checked again here);
 * - only once an account is chosen, and not from /account itself: the declaration is recorded on
 *   the chosen account, so the member chooses first (a single account, as persona P6's, is chosen
 *   by /account at once and the member lands on /dashboard, which sends here); not when the chosen
 *   account is ORSO (§4: "the account is not ORSO");
 * - never from /fatca itself;
 * - once per login: /fatca marks itself shown (declaration-prompt.ts), so Disagree really lets the
 *   member go on to /dashboard; the next login, with another stamp, is prompted again.
 */
export function declarationRedirectDue(
  info: LoginInfo,
  account: SelectedAccount | null,
  pathname: string,
): boolean {
  if (!info.declarationRequired || !info.termsAccepted || info.isFirstTimeLogin) return false;
  if (!account || account.isOrso) return false;
  if (pathname === "/account" || pathname === "/fatca") return false;
  return !declarationPrompted(info);
}

/**
 * Member pages: entering them asks the server for the session (authEndpoints.session), and its
 * answer decides. The stored flag is only a hint for the first render: with it the page shows at
 * once and a "no session" answer logs out with the session-expired toast; without it the page
 * waits for the answer, so a new tab of a signed-in member still gets in (a visitor goes to the
 * scheme's login page, or on the staff portal to its landing page). A member who must first
 * set a new PIN or accept the terms is sent there before anything else; then a member whose
 * US-tax-status declaration is pending is sent to /fatca once (see declarationRedirectDue).
 * On a page load the server's answer came with the page (lib/bootstrap.ts): the page shows by it,
 * and asks again once it is drawn (usePageDrawn), not in the middle of its first paint.
 */
export function MemberGate({ children }: { children: ReactNode }) {
  const { authenticated, scheme, account } = useSession();
  const { pathname } = useLocation();
  const drawn = usePageDrawn();
  const query = useQuery({
    ...sessionQueryOptions,
    enabled: (current) => drawn || current.state.data === undefined,
  });
  const calendar = useCalendar();
  const endSession = useEndSession();
  const info = query.data;
  const noSession = query.isSuccess && info === null;

  useEffect(() => {
    if (authenticated && noSession) void endSession("expired");
  }, [authenticated, noSession, endSession]);

  useEffect(() => {
    if (!authenticated && info) sessionStore.update({ authenticated: true, scheme: info.scheme });
  }, [authenticated, info]);

  if (!authenticated) {
    if (query.isPending) return <PageLoader />;
    if (!info) {
      // The staff portal has no member login page: its landing page starts the staff sign-in.
      if (calendar.pending) return <PageLoader />;
      return <Navigate to={calendar.superLogon ? "/" : loginPathFor(scheme)} replace />;
    }
  }
  if (info?.isFirstTimeLogin) return <Navigate to="/setnewpin" replace />;
  if (info && !info.termsAccepted && pathname !== "/termsandconditions") {
    return <Navigate to="/termsandconditions" replace />;
  }
  if (info && declarationRedirectDue(info, account, pathname)) return <Navigate to="/fatca" replace />;
  return children;
}
