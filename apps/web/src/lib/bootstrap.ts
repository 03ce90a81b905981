import type { CalendarResponse, LoginInfo } from "@portal/domain";
import type { QueryClient } from "@tanstack/react-query";
import { calendarQueryOptions } from "./api/calendar.ts";
import { keepEarlyAnswers } from "./api/client.ts";
import { SESSION_QUERY_KEY } from "./api/session.ts";

/**
 * The answers of a page's first calls, which the server puts in the page it sends
 * (apps/server/src/http/web-app.ts), so that the first render does not wait a round trip for them
 * (issue 17): the calendar, the session's login info when the browser sent a cookie (null: no
 * session), and for a member page the answers of its own first calls (@portal/domain's
 * pageFirstCalls, by callKey). They are the endpoints' own answers, checked by the server's
 * response schemas.
 */
export interface Bootstrap {
  calendar?: CalendarResponse;
  session?: LoginInfo | null;
  calls?: Record<string, unknown>;
}

const ELEMENT_ID = "portal-bootstrap";

/** What the page carries; nothing when it carries nothing readable (the dev server's page, a test). */
export function readBootstrap(doc: Document = document): Bootstrap {
  try {
    const value: unknown = JSON.parse(doc.getElementById(ELEMENT_ID)?.textContent ?? "");
    return typeof value === "object" && value !== null ? (value as Bootstrap) : {};
  } catch {
    return {};
  }
}

/** When the server made them: the moment the page's first byte arrived (ms since the epoch). */
export function pageReceivedAt(): number {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return Math.round(performance.timeOrigin + (navigation?.responseStart ?? 0));
}

/**
 * Puts them in the query cache, once, as answers received when the page arrived: the calendar's
 * clock offset is measured from that moment, and a query refetches them when they go stale as it
 * would any answer. Seeded rather than given as initial data, so that a query removed later (at
 * logout) never starts again from the page's old answer. The page's own first answers wait for
 * their calls (lib/api/client.ts), whatever the query that makes them.
 */
export function seedQueryCache(client: QueryClient, bootstrap: Bootstrap, receivedAt: number): void {
  if (bootstrap.calls && typeof bootstrap.calls === "object") keepEarlyAnswers(bootstrap.calls);
  if (bootstrap.calendar) {
    client.setQueryData(calendarQueryOptions.queryKey, bootstrap.calendar, { updatedAt: receivedAt });
  }
  if (bootstrap.session !== undefined) {
    client.setQueryData(SESSION_QUERY_KEY, bootstrap.session, { updatedAt: receivedAt });
  }
}
