import type { CalendarResponse, LoginInfo } from "@portal/domain";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { useEffect } from "react";
import { vi } from "vitest";
import { ShellProviders } from "../app/app-shell.tsx";
import { i18n } from "../app/i18n.ts";
import { Providers } from "../app/providers.tsx";
import { AppRoutes } from "../app/routes.tsx";
import { firstRenderCommitted, paintFrameFirst } from "../components/after-first-paint.tsx";
import { MemoryRouter, useLocation } from "../lib/router.tsx";
import { seedQueryCache } from "../lib/seed-query-cache.ts";
import { EMPTY_SESSION, type SessionState, sessionStore } from "../lib/session-store.ts";
import { calendarAnswer, memberLoginInfo } from "./answers.ts";

// The answers most tests build their stubs from, importable with the app.
export { calendarAnswer, memberLoginInfo };

/** One call the app made. */
export interface ApiCall {
  method: string;
  /** The path without the query string. */
  path: string;
  body: unknown;
}

/** What a stubbed endpoint answers: a status and JSON body, or a function of the call. */
export type ApiAnswer =
  | { status?: number; body?: unknown }
  | ((call: ApiCall) => { status?: number; body?: unknown });

/** An API error body. */
export function apiError(status: number, code: string): { status: number; body: unknown } {
  return { status, body: { code, message: code } };
}

let shownPath = "";
let shownHash = "";

function LocationProbe() {
  const location = useLocation();
  shownPath = location.pathname;
  shownHash = location.hash;
  return null;
}

interface RenderAppOptions {
  /** What the calendar call answers; "fail" makes it fail. */
  calendar?: CalendarResponse | "fail";
  session?: Partial<SessionState>;
  /**
   * What GET /api/auth/session answers: this login info, or (null) no session. By default a member
   * when the session starts authenticated, else no session.
   */
  loginInfo?: LoginInfo | null;
  /** Answers by "METHOD /path"; anything else unstubbed answers 404. */
  api?: Record<string, ApiAnswer>;
  /**
   * Rendered as a page load is (main.tsx): the session's answer came with the page
   * (lib/bootstrap.ts), and the frame paints first (components/after-first-paint.tsx).
   */
  pageLoad?: boolean;
}

/** The first render has committed, as the app's effect says (app.tsx). */
function FirstRenderCommitted() {
  useEffect(firstRenderCommitted, []);
  return null;
}

function toResponse({ status = 200, body }: { status?: number; body?: unknown }): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return Response.json(body, { status });
}

/** Renders the whole app (layout, routes, guards) at `path`, with the API stubbed at fetch. */
export function renderApp(
  path: string,
  { calendar = calendarAnswer(), session = {}, loginInfo, api = {}, pageLoad = false }: RenderAppOptions = {},
) {
  const sessionAnswer =
    loginInfo === undefined ? (session.authenticated ? memberLoginInfo() : null) : loginInfo;
  const answers: Record<string, ApiAnswer> = {
    "GET /api/config/calendar":
      calendar === "fail" ? { status: 503, body: "unavailable" } : { body: calendar },
    "GET /api/auth/session": sessionAnswer ? { body: sessionAnswer } : apiError(401, "session-expired"),
    "POST /api/record": { status: 204 },
    "POST /api/auth/logout": { status: 204 },
    ...api,
  };
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`];
    if (!answer) return toResponse(apiError(404, "not-found"));
    return toResponse(typeof answer === "function" ? answer(call) : answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  sessionStore.update({ ...EMPTY_SESSION, ...session });
  void i18n.changeLanguage("en");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (pageLoad) {
    seedQueryCache(queryClient, { session: sessionAnswer }, Date.now());
    paintFrameFirst();
  }
  render(
    <Providers env="test">
      <ShellProviders client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
          {pageLoad && <FirstRenderCommitted />}
        </MemoryRouter>
      </ShellProviders>
    </Providers>,
  );
  return {
    /** The path the app is showing now. */
    pathname: () => shownPath,
    /** The fragment of the address shown now ("" without one). */
    hash: () => shownHash,
    /** Every API call made so far, in order. */
    calls,
    /** The calls made to one endpoint. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    queryClient,
  };
}
