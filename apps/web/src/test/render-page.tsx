import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { vi } from "vitest";
import { ShellProviders } from "../app/app-shell.tsx";
import { i18n } from "../app/i18n.ts";
import { Providers } from "../app/providers.tsx";
import { MemoryRouter, useLocation, useRoutes } from "../lib/router.tsx";
import {
  EMPTY_SESSION,
  type SelectedAccount,
  type SessionState,
  sessionStore,
} from "../lib/session-store.ts";
import { type ApiAnswer, type ApiCall, apiError, calendarAnswer } from "./render-app.tsx";

/** Persona P1's MPF employee account, as /account would have chosen it. */
export const P1_ACCOUNT: SelectedAccount = {
  clientNmbr: 3000001,
  clntRltnshpNmbr: 5000001,
  contractNmbr: 1001,
  productTypeNmbr: 112,
  isOrso: false,
  webCycleDate: "2026-02-27",
};

interface RenderPageOptions {
  session?: Partial<SessionState>;
  /** Answers by "METHOD /path" (the query string is ignored); anything else answers 404. */
  api?: Record<string, ApiAnswer>;
  language?: "en" | "zh-HK";
}

function toResponse({ status = 200, body }: { status?: number; body?: unknown }): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return Response.json(body, { status });
}

let shownPath = "";

function LocationProbe() {
  shownPath = useLocation().pathname;
  return null;
}

/** One call with its query string, for the account pages whose calls differ only by query. */
export interface PageCall extends ApiCall {
  query: URLSearchParams;
}

/** The page at its path; anywhere else a marker the tests look for. */
function PageRoutes({ pathname, page }: { pathname: string; page: ReactNode }) {
  return useRoutes([
    { path: pathname, element: page },
    { path: "*", element: <div data-testid="elsewhere" /> },
  ]);
}

/**
 * Renders one page at `path` (without the app's layout and route table, which wire the pages
 * elsewhere), signed in with an account chosen, and the API stubbed at fetch.
 */
export function renderPage(
  path: string,
  page: ReactNode,
  { session = {}, api = {}, language = "en" }: RenderPageOptions = {},
) {
  const answers: Record<string, ApiAnswer> = {
    "GET /api/config/calendar": { body: calendarAnswer() },
    "POST /api/record": { status: 204 },
    ...api,
  };
  const calls: PageCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, body, query: url.searchParams };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`];
    if (!answer) return toResponse(apiError(404, "not-found"));
    return toResponse(typeof answer === "function" ? answer(call) : answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  sessionStore.update({
    ...EMPTY_SESSION,
    authenticated: true,
    loginType: "employee",
    scheme: "S800",
    account: P1_ACCOUNT,
    ...session,
  });
  void i18n.changeLanguage(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pathname = path.split("?")[0] ?? path;
  render(
    <Providers env="test">
      <ShellProviders client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<div role="status">loading</div>}>
            <PageRoutes pathname={pathname} page={page} />
          </Suspense>
          <LocationProbe />
        </MemoryRouter>
      </ShellProviders>
    </Providers>,
  );
  return {
    pathname: () => shownPath,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    queryClient,
  };
}
