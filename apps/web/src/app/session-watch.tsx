import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useCalendar } from "../lib/api/calendar.ts";
import { onSessionExpired } from "../lib/api/client.ts";
import { sessionQueryOptions } from "../lib/api/session.ts";
import { useEndSession, useForgetOnArrival } from "../lib/end-session.ts";
import { IDLE_GRACE_MS, startDeadline, startIdleTimer } from "../lib/idle-timer.ts";
import { useSession } from "../lib/session-store.ts";

/**
 * The server counts only calls as activity; a member reading a page for a long time would lose the
 * session there while the page still sees activity. While there is activity, ask for the session
 * this often (the answer also tells if it has ended).
 */
const KEEP_ALIVE_MS = 5 * 60_000;

/**
 * Ends a signed-in member's visit with the session-expired toast (part 1 §9): 5 s after the idle
 * timeout without mouse, key, touch or scroll activity; at the session's hard limit; and whenever
 * a call answers 401 session-expired.
 */
export function SessionWatch() {
  const { authenticated } = useSession();
  // Reads the login info MemberGate and the OTP page put in the cache; never fetches by itself.
  const { data: info } = useQuery({ ...sessionQueryOptions, enabled: false });
  const { clockOffsetMs } = useCalendar();
  const endSession = useEndSession();
  // The timers read the latest endSession without restarting when its identity changes on a render.
  const end = useRef(endSession);
  end.current = endSession;
  const queryClient = useQueryClient();
  useForgetOnArrival();
  const signedIn = authenticated && info ? info : null;
  const idleTimeoutMs = signedIn?.idleTimeoutMs;
  const expiresAt = signedIn ? Date.parse(signedIn.sessionExpiresAt) : null;

  useEffect(() => onSessionExpired(() => void endSession("expired")), [endSession]);

  useEffect(() => {
    if (idleTimeoutMs === undefined) return;
    return startIdleTimer({
      timeoutMs: idleTimeoutMs + IDLE_GRACE_MS,
      onIdle: () => void end.current("expired"),
      onActive: () => {
        queryClient.fetchQuery(sessionQueryOptions).then(
          (answer) => {
            if (answer === null) void end.current("expired");
          },
          () => {},
        );
      },
      activeEveryMs: KEEP_ALIVE_MS,
    });
  }, [idleTimeoutMs, queryClient]);

  useEffect(() => {
    if (expiresAt === null || Number.isNaN(expiresAt)) return;
    // The limit is on the server's clock; move it onto the browser's.
    return startDeadline(expiresAt - clockOffsetMs, () => void end.current("expired"));
  }, [expiresAt, clockOffsetMs]);

  return null;
}
