import type { QueryClient } from "@tanstack/react-query";
import { calendarQueryOptions } from "./api/calendar-query.ts";
import { keepEarlyAnswers } from "./api/client.ts";
import { SESSION_QUERY_KEY } from "./api/session.ts";
import type { Bootstrap } from "./bootstrap.ts";

/**
 * Puts the answers the server put in the page (bootstrap.ts) in the query cache, once, as answers received when the page arrived: the calendar's
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
