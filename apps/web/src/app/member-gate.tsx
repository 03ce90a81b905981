import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { sessionQueryOptions } from "../lib/api/session.ts";
import { useEndSession } from "../lib/end-session.ts";
import { loginPathFor } from "../lib/login-paths.ts";
import { sessionStore, useSession } from "../lib/session-store.ts";

/**
 * Member pages: entering them asks the server for the session (GET /api/auth/session), and its
 * answer decides. The stored flag is only a hint for the first render: with it the page shows at
 * once and a "no session" answer logs out with the session-expired toast; without it the page
 * waits for the answer, so a new tab of a signed-in member still gets in. A member who must first
 * set a new PIN or accept the terms is sent there before anything else.
 */
export function MemberGate({ children }: { children: ReactNode }) {
  const { authenticated, scheme } = useSession();
  const { pathname } = useLocation();
  const query = useQuery(sessionQueryOptions);
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
    if (!info) return <Navigate to={loginPathFor(scheme)} replace />;
  }
  if (info?.isFirstTimeLogin) return <Navigate to="/setnewpin" replace />;
  if (info && !info.termsAccepted && pathname !== "/termsandconditions") {
    return <Navigate to="/termsandconditions" replace />;
  }
  return children;
}
