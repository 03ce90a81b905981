import { type EndpointSpec, endpoints } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callEndpoint } from "../testing/call.ts";
import { memberSession } from "../testing/member-session.ts";
import { type SecurityApp, securityApp } from "./harness.ts";

// Production mode: none of the demo's helpers exist. The refusals to start (a missing setting, a
// database with the demo data) are in config.test.ts, main.test.ts and startup.test.ts.
let s: SecurityApp;
let token: string;

beforeAll(async () => {
  s = await securityApp({ mode: "production", publicUrl: "https://portal.example.hk" });
  token = await memberSession(s.database.db, 1000001, s.clock.now());
});
afterAll(() => s.close());

const demoOnly = (Object.entries(endpoints) as [string, EndpointSpec][]).filter(([, e]) => e.demoOnly);

describe("production mode", () => {
  it("serves no /api/dev/* route: each demo-only endpoint of the table is 404, anonymous or signed in", async () => {
    expect(demoOnly.map(([name, e]) => [name, e.path])).toEqual([
      ["devOutbox", "/dev/outbox"],
      ["devCycle", "/dev/cycle"],
    ]);
    for (const [name, e] of demoOnly)
      for (const who of [undefined, token]) {
        const res = await s.app.inject({
          method: e.method,
          url: `/api${e.path}`,
          ...(e.method === "GET" ? {} : { payload: { until: "2026-11-19" } }),
          cookies: who ? { "__Host-portal_session": who } : {},
        });
        expect({ name, signedIn: Boolean(who), status: res.statusCode, code: res.json().code }).toEqual({
          name,
          signedIn: Boolean(who),
          status: 404,
          code: "not-found",
        });
      }
    for (const method of ["GET", "POST", "PUT", "DELETE"] as const)
      expect((await s.app.inject({ method, url: "/api/dev/anything" })).statusCode).toBe(404);
  });

  it("serves no API documentation pages (their own, weaker CSP) and tells no one its mode or engine", async () => {
    for (const url of ["/api/docs", "/api/docs/", "/api/docs/json", "/api/docs/static/index.html"])
      expect({ url, status: (await s.app.inject({ method: "GET", url })).statusCode }).toEqual({
        url,
        status: 404,
      });
    const health = await callEndpoint(s.app, endpoints.health);
    expect(Object.keys(health.json()).sort()).toEqual(["now", "status"]);
  });
});
