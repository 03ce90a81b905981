import { useEffect, useRef } from "react";
import { afterPageDrawn } from "../components/after-first-paint.tsx";
import { recordAccess } from "../lib/api/record.ts";
import { useLocation } from "../lib/router.tsx";
import { sessionStore, useSession } from "../lib/session-store.ts";
import { visitEnding } from "../lib/visit-ending.ts";
import { PAGE_NAMES } from "./page-names.ts";

/** The pages of a login's or a forgot-PIN flow's first step: a session exists, not yet a full one. */
const FIRST_STEP_PAGES = new Set([
  "/selectChannel",
  "/authenticateOTP",
  "/selectChannel_forgotPin",
  "/authenticateOTP_forgotPin",
]);

/**
 * Records every page arrived on (part 1 §7, accessLogEndpoints.record), once per arrival, when
 * there is a session to record it under (the server keeps no visitor's pages, nor the login page
 * a logout or an expiry ends on). On a page load, once the page is drawn (afterPageDrawn): waited
 * for in the effect, not held in state, so that the frame is not rendered again when the page has
 * been drawn (issue 17: the whole frame again, 210 components, in the page load's last task).
 */
export function useAccessLog(): void {
  const { pathname } = useLocation();
  const { authenticated } = useSession();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    let current = true;
    void afterPageDrawn().then(() => {
      const pageName = PAGE_NAMES[pathname];
      if (!current || !pageName || recorded.current === pathname) return;
      // The store too, not only this render's value: a visit just ended (the login page after a
      // logout) may have been forgotten since, or be about to be.
      const signedIn = authenticated && sessionStore.get().authenticated && !visitEnding();
      if (!signedIn && !FIRST_STEP_PAGES.has(pathname)) return;
      recorded.current = pathname;
      recordAccess({ pageName, pageLink: pathname });
    });
    return () => {
      current = false;
    };
  }, [pathname, authenticated]);
}
