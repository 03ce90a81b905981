import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodePin } from "@portal/domain";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { memberSession } from "../testing/member-session.ts";
import { browser, lastOtp, PIN, type SecurityApp, securityApp } from "./harness.ts";

// ASVS 3.3.x (cookies) and 3.4.x (browser security headers), on a production-mode app served over
// HTTPS: the HTML page, the API's answers (signed in, anonymous, errors) and a file download alike.
const P1 = 1000001;
const COOKIE = "__Host-portal_session";

const webDist = mkdtempSync(join(tmpdir(), "security-web-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(
  join(webDist, "index.html"),
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id=root></div></body></html>',
);
writeFileSync(join(webDist, "assets", "app-abc123.js"), "console.log('app')");

let s: SecurityApp;
let token: string;
let product = 0;
let fund = 0;
let rel = 0;

beforeAll(async () => {
  s = await securityApp({ mode: "production", publicUrl: "https://portal.example.hk", webDist });
  token = await memberSession(s.database.db, P1, s.clock.now());
  const [ids] = await queryRows<{ rel: number; product: number; fund: number }>(
    s.database.db,
    sql`select p.clnt_rltnshp_nmbr as rel, c.product_type_nmbr as product,
          (select min(inv_type_nmbr) from product_funds pf where pf.product_type_nmbr = c.product_type_nmbr) as fund
        from policies p join contracts c on c.contract_nmbr = p.contract_nmbr
        where p.client_nmbr = ${P1} order by p.clnt_rltnshp_nmbr limit 1`,
  );
  product = ids?.product ?? 0;
  fund = ids?.fund ?? 0;
  rel = ids?.rel ?? 0;
});
afterAll(() => s.close());

/** A GET as a browser on another site would send it (an Origin of its own), signed in or not. */
const get = (url: string, signedIn = false) =>
  s.app.inject({
    method: "GET",
    url,
    headers: { origin: "https://evil.example" },
    cookies: signedIn ? { [COOKIE]: token } : {},
  });

/** The CSP as a map of directive to its sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** The headers every answer carries, whatever it is. */
function expectSecurityHeaders(what: string, res: LightMyRequestResponse) {
  const policy = csp(res);
  expect({ what, scriptSrc: policy.get("script-src") }).toEqual({ what, scriptSrc: ["'self'"] });
  expect({ what, defaultSrc: policy.get("default-src") }).toEqual({ what, defaultSrc: ["'self'"] });
  expect({ what, objectSrc: policy.get("object-src") }).toEqual({ what, objectSrc: ["'none'"] });
  expect({ what, baseUri: policy.get("base-uri") }).toEqual({ what, baseUri: ["'none'"] });
  expect({ what, frameAncestors: policy.get("frame-ancestors") }).toEqual({
    what,
    frameAncestors: ["'none'"],
  });
  expect({ what, upgrade: policy.has("upgrade-insecure-requests") }).toEqual({ what, upgrade: true });
  // No directive lets a script run inline or from eval; only styles (Mantine's) may be inline.
  for (const [name, sources] of policy)
    if (!name.startsWith("style-src"))
      expect({ what, name, sources }).not.toEqual(
        expect.objectContaining({ sources: expect.arrayContaining(["'unsafe-inline'"]) }),
      );
  expect(String(res.headers["content-security-policy"])).not.toContain("unsafe-eval");
  expect({ what, hsts: res.headers["strict-transport-security"] }).toEqual({
    what,
    hsts: "max-age=31536000; includeSubDomains",
  });
  expect({ what, nosniff: res.headers["x-content-type-options"] }).toEqual({ what, nosniff: "nosniff" });
  expect({ what, frame: res.headers["x-frame-options"] }).toEqual({ what, frame: "DENY" });
  expect({ what, referrer: res.headers["referrer-policy"] }).toEqual({ what, referrer: "same-origin" });
  expect({ what, coop: res.headers["cross-origin-opener-policy"] }).toEqual({ what, coop: "same-origin" });
  expect({ what, corp: res.headers["cross-origin-resource-policy"] }).toEqual({ what, corp: "same-origin" });
  // No CORS: no other origin may read an answer (ASVS 3.4.2), whatever Origin the request names.
  expect({ what, cors: res.headers["access-control-allow-origin"] }).toEqual({ what, cors: undefined });
  const permissions = String(res.headers["permissions-policy"] ?? "");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect({ what, permissions }).toEqual({ what, permissions: expect.stringContaining(`${feature}=()`) });
}

describe("security headers (ASVS 3.4)", () => {
  it("on the HTML page and its SPA routes: the CSP, HSTS one year, nosniff, Permissions-Policy; the page itself not cached", async () => {
    for (const url of ["/", "/dashboard", "/login/s800"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expectSecurityHeaders(`page ${url}`, res);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    const asset = await get("/assets/app-abc123.js");
    expectSecurityHeaders("asset", asset);
  });

  it("on the API's answers, anonymous and signed in, successes and errors, no CORS for another origin; a signed-in answer is never cached", async () => {
    const answers: [string, LightMyRequestResponse][] = [
      ["health", await get("/api/health")],
      ["calendar", await get("/api/config/calendar")],
      ["no session", await get(`/api/accounts/accountSummary?clientId=${P1}`)],
      ["unknown path", await get("/api/no-such-thing")],
      ["account summary", await get(`/api/accounts/accountSummary?clientId=${P1}`, true)],
      ["client", await get(`/api/client?clientNmbr=${P1}&clntRltnshpNmbr=${rel}`, true)],
      ["login info", await get("/api/auth/session", true)],
      [
        "preflight",
        await s.app.inject({
          method: "OPTIONS",
          url: "/api/auth/session",
          headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
        }),
      ],
      ["foreign id", await get("/api/accounts/accountSummary?clientId=1000002", true)],
    ];
    expect(answers.map(([what, res]) => [what, res.statusCode])).toEqual([
      ["health", 200],
      ["calendar", 200],
      ["no session", 401],
      ["unknown path", 404],
      ["account summary", 200],
      ["client", 200],
      ["login info", 200],
      ["preflight", 404],
      ["foreign id", 404],
    ]);
    for (const [what, res] of answers) {
      expectSecurityHeaders(what, res);
      expect({ what, cache: res.headers["cache-control"] }).toEqual({ what, cache: "no-store" });
    }
  });

  it("on a file download (a fund's fact sheet PDF): the same headers, an attachment, private and never stored", async () => {
    const res = await get(
      `/api/funds/documents/factsheet?productTypeNmbr=${product}&invTypeNmbr=${fund}&lang=en`,
      true,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="[^"/\\]+\.pdf"$/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expectSecurityHeaders("fact sheet", res);
  });
});

describe("the session cookie in production mode (ASVS 3.3.1, 3.3.2, 3.3.4)", () => {
  it("is __Host-portal_session: Secure, HttpOnly, SameSite=Strict, Path=/, no Domain, no lasting expiry; logout clears it alike", async () => {
    const b = browser(s, "10.63.0.1", COOKIE);
    const first = await b.post("/api/auth/authenticateMFA", {
      scheme: "S800",
      loginId: "3000011",
      password: encodePin(PIN),
    });
    expect(first.statusCode).toBe(200);
    await b.post("/api/auth/activateMFA", { channel: "SMS" });
    const verified = await b.post("/api/auth/verifyMFA", { passCode: lastOtp(s, "7700900123") });
    expect(verified.statusCode).toBe(200);
    for (const res of [first, verified]) {
      const [cookie, ...others] = res.cookies;
      expect(others).toEqual([]);
      expect(cookie).toMatchObject({
        name: COOKIE,
        secure: true,
        httpOnly: true,
        sameSite: "Strict",
        path: "/",
      });
      expect(cookie?.domain).toBeUndefined();
      // A session cookie: the browser forgets it when it closes; the server ends it sooner.
      expect(cookie?.expires).toBeUndefined();
      expect(cookie?.maxAge).toBeUndefined();
    }
    const out = await b.post("/api/auth/logout");
    expect(out.statusCode).toBe(204);
    expect(out.cookies[0]).toMatchObject({
      name: COOKIE,
      value: "",
      secure: true,
      httpOnly: true,
      path: "/",
    });
  });
});
