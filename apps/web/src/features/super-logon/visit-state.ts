import type { StaffSessionResponse } from "@portal/domain";
import type { QueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "../../lib/api/session.ts";
import { STAFF_SESSION_QUERY_KEY } from "../../lib/api/staff-session.ts";
import { EMPTY_SESSION, SESSION_STORAGE_KEY, sessionStore } from "../../lib/session-store.ts";

const isStaffSessionKey = (key: readonly unknown[]) =>
  key[0] === STAFF_SESSION_QUERY_KEY[0] && key[1] === STAFF_SESSION_QUERY_KEY[1];

/** The pages' own visit state (the profile's staged change, the declaration prompt, ...). */
function forgetPageState(): void {
  for (const key of Object.keys(window.sessionStorage))
    if (key.startsWith(`${SESSION_STORAGE_KEY}.`)) window.sessionStorage.removeItem(key);
}

/**
 * A new staff sign-in starts from nothing: the stored visit (but the staff portal's flag), the
 * pages' own state and every cached answer about a member (the public configuration stays).
 */
export function forgetVisit(queryClient: QueryClient): void {
  sessionStore.update({ ...EMPTY_SESSION, superLogon: true });
  forgetPageState();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "config" });
}

/**
 * The member chosen: the member pages are entered as that member's, read-only. What was cached of
 * any member read before is reset (refetched where shown, so no page shows the previous member's
 * data), the session's login info with it; the staff session keeps the chooser's answer.
 */
export function enterMemberPortal(
  queryClient: QueryClient,
  session: StaffSessionResponse & { member: NonNullable<StaffSessionResponse["member"]> },
): void {
  forgetPageState();
  sessionStore.update({
    ...EMPTY_SESSION,
    authenticated: true,
    scheme: session.member.scheme,
    superLogon: true,
    account: null,
  });
  queryClient.setQueryData(STAFF_SESSION_QUERY_KEY, session);
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  void queryClient.resetQueries({
    predicate: (query) => query.queryKey[0] !== "config" && !isStaffSessionKey(query.queryKey),
  });
}
