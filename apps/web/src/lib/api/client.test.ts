import { callKey, endpoints } from "@portal/domain";
import { describe, expect, it, vi } from "vitest";
import { calendarAnswer } from "../../test/render-app.tsx";
import {
  ApiError,
  call,
  dropEarlyAnswers,
  endpointUrl,
  errorCode,
  keepEarlyAnswers,
  onSessionExpired,
} from "./client.ts";

/** Stubs fetch with one answer and keeps the requests it was asked. */
function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    request: (index = 0) => {
      const [input, init] = fetchMock.mock.calls[index] ?? [];
      return { url: String(input), init: init ?? {} };
    },
  };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

describe("endpointUrl", () => {
  it("puts the table's path under /api, with the path parameters and the query in the order given", () => {
    expect(
      endpointUrl(endpoints.fundDocument, {
        params: { kind: "factsheet" },
        query: { productTypeNmbr: 112, invTypeNmbr: 311, lang: "zh-HK" },
      }),
    ).toBe("/api/funds/documents/factsheet?productTypeNmbr=112&invTypeNmbr=311&lang=zh-HK");
  });

  it("leaves out undefined values, and the question mark when nothing is left", () => {
    expect(
      endpointUrl(endpoints.fundDocument, {
        params: { kind: "brochure" },
        query: { productTypeNmbr: 112, invTypeNmbr: undefined },
      }),
    ).toBe("/api/funds/documents/brochure?productTypeNmbr=112");
    expect(
      endpointUrl(endpoints.client, { query: { clientNmbr: 3000001, clntRltnshpNmbr: undefined } }),
    ).toBe("/api/client?clientNmbr=3000001");
    expect(endpointUrl(endpoints.calendar, {})).toBe("/api/config/calendar");
  });

  it("encodes the query's values", () => {
    expect(
      endpointUrl(endpoints.pricesHistory, {
        query: { startDate: "11/15/1996", endDate: "03/02/2026", invTypeNmbr: 311 },
      }),
    ).toBe("/api/investments/priceshistory?startDate=11%2F15%2F1996&endDate=03%2F02%2F2026&invTypeNmbr=311");
  });
});

describe("call", () => {
  it("sends the table's method and query with the session cookie, and parses the answer", async () => {
    const { request } = stubFetch(() => json([]));
    const controller = new AbortController();
    const answer = await call(
      endpoints.gainAndLoss,
      { query: { clientNmbr: 3000001, clntRltnshpNmbr: 5000001 } },
      { signal: controller.signal },
    );
    expect(answer).toEqual([]);
    const { url, init } = request();
    expect(url).toBe("/api/accounts/gainAndLoss?clientNmbr=3000001&clntRltnshpNmbr=5000001");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBeUndefined();
    expect(init.signal).toBe(controller.signal);
    expect(new Headers(init.headers).get("Accept")).toBe("application/json");
  });

  it("sends a body as JSON", async () => {
    const { request } = stubFetch(() => json({ masked: "****5678", channel: "SMS", resendAfterSeconds: 60 }));
    await call(endpoints.activateMfa, { body: { channel: "SMS" } }).catch(() => {});
    const { url, init } = request();
    expect(url).toBe("/api/auth/activateMFA");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ channel: "SMS" });
  });

  it("refuses an answer its schema does not accept", async () => {
    stubFetch(() => json({ now: "not a date" }));
    await expect(call(endpoints.calendar, {})).rejects.toThrow();
    stubFetch(() => json(calendarAnswer()));
    await expect(call(endpoints.calendar, {})).resolves.toMatchObject({ mode: "demo", superLogon: false });
  });

  it("answers undefined for 204 No Content", async () => {
    const { request } = stubFetch(() => new Response(null, { status: 204 }));
    await expect(call(endpoints.acceptTerms, {})).resolves.toBeUndefined();
    expect(request().init.method).toBe("POST");
    expect(new Headers(request().init.headers).has("Content-Type")).toBe(false);
  });

  it("answers a PDF as a Blob", async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const { request } = stubFetch(
      () => new Response(pdf, { status: 200, headers: { "Content-Type": "application/pdf" } }),
    );
    const blob = await call(endpoints.fundDocument, {
      params: { kind: "brochure" },
      query: { productTypeNmbr: 112, lang: "en" },
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(4);
    expect(blob.type).toBe("application/pdf");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
    expect(request().url).toBe("/api/funds/documents/brochure?productTypeNmbr=112&lang=en");
    expect(new Headers(request().init.headers).get("Accept")).toBe("application/pdf, text/csv");
  });

  it("passes keepalive on, for the access log sent as the page closes", async () => {
    const { request } = stubFetch(() => new Response(null, { status: 204 }));
    await call(
      endpoints.record,
      { body: { pageName: "Dashboard", pageLink: "/dashboard" } },
      { keepalive: true },
    );
    expect(request().init.keepalive).toBe(true);
  });
});

function cancelQuery() {
  return { clntRltnshpNmbr: 5000001, contractNmbr: 1001, processorID: "WEB", activityIds: 7 };
}

describe("call's errors", () => {
  it("maps an error body to an ApiError with the server's code, status and message", async () => {
    stubFetch(() => json({ code: "cancel-not-allowed", message: "Too late" }, 409));
    const error = await call(endpoints.cancelTransaction, { query: cancelQuery() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "cancel-not-allowed", message: "Too late" });
    expect(errorCode(error)).toBe("cancel-not-allowed");
  });

  it("maps a code the catalogue does not know, or no JSON at all, by the status", async () => {
    const codeOf = async (response: () => Response) => {
      stubFetch(response);
      return errorCode(await call(endpoints.calendar, {}).catch((e: unknown) => e));
    };
    expect(await codeOf(() => json({ code: "invalidOldPassword", message: "x" }, 400))).toBe("error");
    expect(await codeOf(() => new Response("Bad gateway", { status: 502 }))).toBe("technical-error");
    expect(await codeOf(() => json({ code: "nope", message: "x" }, 500))).toBe("technical-error");
    expect(await codeOf(() => new Response("slow down", { status: 429 }))).toBe("too-many-requests");
    expect(await codeOf(() => new Response(null, { status: 404 }))).toBe("error");
  });

  it("maps no answer at all to technical-error, status 0, but lets an abort through", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await call(endpoints.calendar, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "technical-error" });

    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException("The operation was aborted.", "AbortError");
    stubFetch(() => Promise.reject(aborted));
    await expect(call(endpoints.calendar, {}, { signal: controller.signal })).rejects.toBe(aborted);
  });

  it("tells the session listeners of a 401 session-expired, unless asked to stay quiet", async () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    try {
      stubFetch(() => json({ code: "session-expired", message: "expired" }, 401));
      await expect(call(endpoints.session, {})).rejects.toMatchObject({
        status: 401,
        code: "session-expired",
      });
      expect(listener).toHaveBeenCalledOnce();

      await expect(call(endpoints.session, {}, { quietOnExpiry: true })).rejects.toBeInstanceOf(ApiError);
      expect(listener).toHaveBeenCalledOnce();

      stubFetch(() => json({ code: "incorrect-otp", message: "wrong" }, 401));
      await expect(call(endpoints.verifyMfa, { body: { passCode: "123456" } })).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(listener).toHaveBeenCalledOnce();
    } finally {
      stop();
    }
    stubFetch(() => json({ code: "session-expired", message: "expired" }, 401));
    await call(endpoints.session, {}).catch(() => {});
    expect(listener).toHaveBeenCalledOnce();
  });

  it("names no code for an error that is not the API's", () => {
    expect(errorCode(new Error("x"))).toBeNull();
    expect(errorCode(null)).toBeNull();
  });
});

describe("the answers the page carries (issue 17)", () => {
  const attributes = (contractNmbr: number) => ({ contractNmbr, contractAttributeVOs: [] });
  const input = (contractNmbr: number) => ({ query: { contractNmbr } });

  it("answer their call once, without asking the server; any other call, and the second, asks", async () => {
    const { fetchMock } = stubFetch(() => json(attributes(9)));
    keepEarlyAnswers({ [callKey(endpoints.customAttributes, input(5))]: attributes(5) });
    expect(await call(endpoints.customAttributes, input(5))).toEqual(attributes(5));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await call(endpoints.customAttributes, input(6))).toEqual(attributes(9));
    expect(await call(endpoints.customAttributes, input(5))).toEqual(attributes(9));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it("are checked by the call's response schema, as an answer from the server is", async () => {
    stubFetch(() => json(attributes(9)));
    keepEarlyAnswers({ [callKey(endpoints.customAttributes, input(5))]: { contractNmbr: "five" } });
    await expect(call(endpoints.customAttributes, input(5))).rejects.toThrow();
    vi.unstubAllGlobals();
  });

  it("are forgotten once dropped, and never answer a call that writes", async () => {
    const { fetchMock } = stubFetch(() => new Response(null, { status: 204 }));
    const logout = callKey(endpoints.logout, {});
    keepEarlyAnswers({ [callKey(endpoints.customAttributes, input(5))]: attributes(5), [logout]: null });
    await call(endpoints.logout, {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    dropEarlyAnswers();
    fetchMock.mockImplementation(async () => json(attributes(7)));
    expect(await call(endpoints.customAttributes, input(5))).toEqual(attributes(7));
    vi.unstubAllGlobals();
  });
});
