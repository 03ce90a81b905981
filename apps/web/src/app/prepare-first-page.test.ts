import { accountEndpoints, callKey, endpointTarget, pageFirstCalls } from "@portal/domain";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, keepEarlyAnswers } from "../lib/api/client.ts";
import { SESSION_QUERY_KEY } from "../lib/api/session.ts";
import { EMPTY_SESSION, sessionStore } from "../lib/session-store.ts";
import { memberLoginInfo } from "../test/render-app.tsx";
import { i18n } from "./i18n.ts";
import { prepareFirstPage } from "./prepare-first-page.ts";

const ACCOUNT = {
  clientNmbr: 3000001,
  clntRltnshpNmbr: 50000001,
  contractNmbr: 100231,
  productTypeNmbr: 112,
  isOrso: false,
  webCycleDate: "2026-03-01",
};

/** fetch answering 404 to everything, keeping the paths asked. */
function stubApi(
  answer: () => Promise<Response> = async () =>
    Response.json({ code: "not-found", message: "" }, { status: 404 }),
) {
  const paths: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      paths.push(new URL(String(input), "http://localhost").pathname);
      return answer();
    }),
  );
  return paths;
}

function memberClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_QUERY_KEY, memberLoginInfo());
  return client;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStore.update(EMPTY_SESSION);
});

describe("readying the first page", () => {
  it("loads the texts of the frame, and on / the landing page's, in the visitor's language; the login page only its own", async () => {
    stubApi();
    const load = vi.spyOn(i18n, "loadNamespaces");
    await prepareFirstPage(new URL("http://localhost/"), new QueryClient());
    expect(load).toHaveBeenCalledWith(["common", "landing"]);
    await prepareFirstPage(new URL("http://localhost/employeelogin"), new QueryClient());
    expect(load).toHaveBeenCalledWith(["common"]);
    expect(load).toHaveBeenCalledWith(["login"]);
    load.mockRestore();
  });

  it("asks a member's dashboard its answers before the first render", async () => {
    const paths = stubApi();
    sessionStore.update({ authenticated: true, scheme: "S800", account: ACCOUNT });
    await prepareFirstPage(new URL("http://localhost/dashboard"), memberClient());
    expect(paths.sort()).toEqual([
      "/api/accounts/accountSummary",
      "/api/accounts/gainAndLoss",
      "/api/accounts/policy",
      "/api/contractinfoservice/customattributes",
    ]);
  });

  it("asks a fact sheet for the fund of its address, not for the 30-year price history", async () => {
    const paths = stubApi();
    sessionStore.update({ authenticated: true, scheme: "S800", account: ACCOUNT });
    await prepareFirstPage(new URL("http://localhost/fundFactSheet?invTypeNmbr=298"), memberClient());
    expect(paths).toEqual(["/api/funds/fundinfodetail"]);
  });

  it("asks nothing for a visitor, and nothing for a path outside the route table", async () => {
    const paths = stubApi();
    await prepareFirstPage(new URL("http://localhost/dashboard"), new QueryClient());
    await prepareFirstPage(new URL("http://localhost/no-such-page"), new QueryClient());
    expect(paths).toEqual([]);
  });

  it("renders anyway after 3 seconds when the answers do not come", async () => {
    stubApi(() => new Promise<Response>(() => {}));
    sessionStore.update({ authenticated: true, scheme: "S800", account: ACCOUNT });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let done = false;
    void prepareFirstPage(new URL("http://localhost/dashboard"), memberClient()).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});

/** A request as the server's table and the page's fetches can both be written: order aside. */
function request(method: string, url: string, body: unknown) {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  return { method, pathname, query: [...searchParams].sort(), body };
}

describe("the first calls the server makes for a member page (issue 17)", () => {
  for (const address of ["/dashboard", "/fundFactSheet?invTypeNmbr=298"]) {
    it(`are the calls ${address} asks for before its first render (@portal/domain's pageFirstCalls)`, async () => {
      const asked: ReturnType<typeof request>[] = [];
      vi.stubGlobal(
        "fetch",
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
          asked.push(request(init?.method ?? "GET", String(input), body));
          return Response.json({ code: "not-found", message: "" }, { status: 404 });
        }),
      );
      sessionStore.update({ authenticated: true, scheme: "S800", account: ACCOUNT });
      const url = new URL(address, "http://localhost");
      await prepareFirstPage(url, memberClient());
      const table = pageFirstCalls(url.pathname, url.searchParams, {
        memberClientNmbr: memberLoginInfo().clientNmbr,
        account: ACCOUNT,
      }).map(({ endpoint, input }) =>
        request(endpoint.method, `/api${endpointTarget(endpoint, input)}`, input.body),
      );
      const order = (list: ReturnType<typeof request>[]) =>
        [...list].sort((a, b) => a.pathname.localeCompare(b.pathname));
      expect(table.length).toBeGreaterThan(0);
      expect(order(asked)).toEqual(order(table));
    });
  }

  it("are answered from the page, and what the first page left is asked of the server later", async () => {
    const paths = stubApi(async () => Response.json({ contractNmbr: 100231, contractAttributeVOs: [] }));
    const input = { query: { contractNmbr: 100231 } };
    keepEarlyAnswers({
      [callKey(accountEndpoints.customAttributes, input)]: { contractNmbr: 1, contractAttributeVOs: [] },
    });
    await prepareFirstPage(new URL("http://localhost/"), new QueryClient());
    expect(await call(accountEndpoints.customAttributes, input)).toEqual({
      contractNmbr: 100231,
      contractAttributeVOs: [],
    });
    expect(paths).toEqual(["/api/contractinfoservice/customattributes"]);
  });
});
