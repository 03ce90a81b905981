import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { calendarAnswer, memberLoginInfo } from "../test/render-app.tsx";
import { calendarQueryOptions } from "./api/calendar-query.ts";
import { SESSION_QUERY_KEY } from "./api/session.ts";
import { seedQueryCache } from "./seed-query-cache.ts";

describe("the page's first answers in the query cache", () => {
  it("seeds the query cache with them as answers received when the page arrived, once", () => {
    const client = new QueryClient();
    const calendar = calendarAnswer();
    const session = memberLoginInfo();
    seedQueryCache(client, { calendar, session }, 1_700_000_000_000);
    expect(client.getQueryData(calendarQueryOptions.queryKey)).toEqual(calendar);
    expect(client.getQueryState(calendarQueryOptions.queryKey)?.dataUpdatedAt).toBe(1_700_000_000_000);
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(session);
    // Removed at logout, a query starts afresh: nothing brings the page's old answer back.
    client.removeQueries({ queryKey: SESSION_QUERY_KEY });
    expect(client.getQueryData(SESSION_QUERY_KEY)).toBeUndefined();
  });

  it("seeds no session when the page says nothing of one, and 'no session' when it says null", () => {
    const none = new QueryClient();
    seedQueryCache(none, {}, 0);
    expect(none.getQueryState(SESSION_QUERY_KEY)).toBeUndefined();
    const visitor = new QueryClient();
    seedQueryCache(visitor, { session: null }, 0);
    expect(visitor.getQueryState(SESSION_QUERY_KEY)?.status).toBe("success");
    expect(visitor.getQueryData(SESSION_QUERY_KEY)).toBeNull();
  });
});
