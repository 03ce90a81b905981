import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { calendarAnswer, memberLoginInfo } from "../test/render-app.tsx";
import { calendarQueryOptions } from "./api/calendar.ts";
import { SESSION_QUERY_KEY } from "./api/session.ts";
import { readBootstrap, seedQueryCache } from "./bootstrap.ts";

function page(json: string): Document {
  const doc = document.implementation.createHTMLDocument("page");
  const script = doc.createElement("script");
  script.id = "portal-bootstrap";
  script.type = "application/json";
  script.textContent = json;
  doc.head.append(script);
  return doc;
}

describe("the page's first answers", () => {
  it("reads what the server put in the page, and nothing from a page that carries none or a placeholder", () => {
    const calendar = calendarAnswer();
    expect(readBootstrap(page(JSON.stringify({ calendar, session: null })))).toEqual({
      calendar,
      session: null,
    });
    expect(readBootstrap(page('"__PORTAL_BOOTSTRAP__"'))).toEqual({});
    expect(readBootstrap(document.implementation.createHTMLDocument("none"))).toEqual({});
  });

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
