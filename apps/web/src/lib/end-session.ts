import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useCalendar } from "./api/calendar.ts";
import { postLogout } from "./api/logout.ts";
import { loginPathFor } from "./login-paths.ts";
import { useLocation, useNavigate } from "./router.tsx";
import { SESSION_STORAGE_KEY, sessionStore } from "./session-store.ts";
import { showToast } from "./toasts.tsx";
import { leavingPage, setLeavingPage, visitEnding } from "./visit-ending.ts";

/**
 * Why a visit ends: the member logged out (logged-out toast), the session expired (idle, hard
 * limit or the server said so: session-expired toast), or the login could not finish (no toast).
 */
export type EndReason = "logout" | "expired" | "abandoned";

/**
 * Forgets the visit's client state, only once another page shows (visit-ending.ts keeps the page
 * being left): the store's change renders at once while React Router's navigation is a transition,
 * so forgetting first would let the page being left redirect on its own (the OTP page to "/").
 */
function forget(queryClient: ReturnType<typeof useQueryClient>): void {
  setLeavingPage(null);
  sessionStore.reset();
  // The pages' own visit state (the profile's staged change, the declaration prompt) goes too.
  for (const key of Object.keys(window.sessionStorage))
    if (key.startsWith(`${SESSION_STORAGE_KEY}.`)) window.sessionStorage.removeItem(key);
  // Every cached answer about the member goes; the public configuration stays.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "config" });
}

/**
 * Ends the member's visit (part 1 §4): the server session, then the scheme's login page (on the
 * staff portal its landing page) with the toast, then every piece of client state (the store's
 * root key and the query cache).
 */
export function useEndSession(): (reason: EndReason) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The staff portal has no member login page: a staff user returns to its landing page.
  const { superLogon } = useCalendar();
  return useCallback(
    async (reason: EndReason) => {
      const { authenticated, scheme } = sessionStore.get();
      // Idle, hard limit and a 401 can all notice the same expiry: act once.
      if (reason === "expired" && (!authenticated || visitEnding())) return;
      if (reason === "logout") await postLogout();
      else void postLogout();
      const loginPath = superLogon ? "/" : loginPathFor(scheme);
      if (pathname === loginPath) forget(queryClient);
      else {
        setLeavingPage(pathname);
        navigate(loginPath, { replace: true });
      }
      if (reason === "logout") showToast("logged-out");
      // A staff user signs in again at the identity provider, not with an ID and PIN.
      if (reason === "expired") showToast(superLogon ? "staff-session-expired" : "session-expired");
    },
    [navigate, pathname, queryClient, superLogon],
  );
}

/**
 * In the layout: forgets the visit once the page it was ended on has gone (usually for the login
 * page; a closed login page, such as co-brand after the cut-over, sends on to "/").
 */
export function useForgetOnArrival(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const leaving = leavingPage();
    if (leaving !== null && leaving !== pathname) forget(queryClient);
  }, [pathname, queryClient]);
}
