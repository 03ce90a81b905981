import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { calendarResponse, cycleDateResponse, healthResponse } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLog, outbox } from "./db/schema.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

const webDist = mkdtempSync(join(tmpdir(), "web-dist-"));
mkdirSync(join(webDist, "assets"));
// As Vite builds it: the nonce's placeholder in the meta tag Mantine reads and on the tags.
writeFileSync(
  join(webDist, "index.html"),
  // Over @fastify/compress's 1 KB threshold, as the built page is (its module preloads).
  `<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" nonce="__CSP_NONCE__" src="/assets/app-abc123.js"></script>${'<link rel="modulepreload" href="/assets/chunk-abc123.js">'.repeat(20)}</head><body><div id=root></div></body></html>`,
);
writeFileSync(join(webDist, "assets", "app-abc123.js"), "console.log('app')");
// A built asset with the .br and .gz the build writes beside it.
const BIG_ASSET = `console.log(${JSON.stringify("portal ".repeat(400))});`;
writeFileSync(join(webDist, "assets", "big-def456.js"), BIG_ASSET);
writeFileSync(join(webDist, "assets", "big-def456.js.br"), brotliCompressSync(BIG_ASSET));
writeFileSync(join(webDist, "assets", "big-def456.js.gz"), gzipSync(BIG_ASSET));

describe("the API in demo mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      webDist,
      env: { PORTAL_CALENDAR: "empf-2025" },
      now: new Date("2025-05-07T00:59:59Z"),
    });
    await t.database.db.insert(outbox).values({
      channel: "SMS",
      recipient: "91234567",
      body: "Your one-time code is 123456",
      otp: "123456",
      status: "DEMO",
    });
  });
  afterAll(() => t.close());

  it("GET /api/health answers ok with the server's clock, and nothing of the mode or the engine", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(healthResponse.parse(res.json())).toEqual({ status: "ok", now: "2025-05-07T00:59:59.000Z" });
    expect(res.json()).toEqual({ status: "ok", now: "2025-05-07T00:59:59.000Z" });
  });

  it("GET /api/config/calendar gives the pinned now and the windows one second before the cut-over", async () => {
    const body = calendarResponse.parse(
      (await t.app.inject({ method: "GET", url: "/api/config/calendar" })).json(),
    );
    expect(body.now).toBe("2025-05-07T00:59:59.000Z");
    expect(body.preset).toBe("empf-2025");
    expect(body.windows.landingCutOver).toEqual({
      active: false,
      start: "2025-05-07T09:00:00+08:00",
      end: null,
    });
    expect(body.windows.profileCutOff.active).toBe(true);
    expect(body.windows.maintenanceBanner.active).toBe(false);
  });

  it("GET /api/config/cycledate answers 503 until a cycle date exists", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config/cycledate" });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("technical-error");
  });

  it("GET /api/dev/outbox lists the demo messages, newest first, with the OTP", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dev/outbox" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        to: "91234567",
        channel: "SMS",
        otp: "123456",
        body: "Your one-time code is 123456",
      }),
    ]);
  });

  it("sends the security headers on every response", async () => {
    for (const url of ["/api/health", "/", "/dashboard"]) {
      const res = await t.app.inject({ method: "GET", url });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers["strict-transport-security"]).toContain("max-age=31536000");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(res.headers["permissions-policy"]).toContain("camera=()");
    }
    // The API's answers are not cached; the hashed assets are (above).
    const api = await t.app.inject({ method: "GET", url: "/api/config/calendar" });
    expect(api.headers["cache-control"]).toBe("no-store");
  });

  it("lets only the page's own style elements apply: a fresh nonce per answer, none on other answers", async () => {
    const nonces = new Set<string>();
    for (const url of ["/", "/dashboard", "/fundSwitch"]) {
      const res = await t.app.inject({ method: "GET", url });
      const csp = String(res.headers["content-security-policy"]);
      const nonce = /style-src-elem 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(csp)?.[1] ?? "";
      expect(nonce).not.toBe("");
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("style-src-attr 'unsafe-inline'");
      expect(csp).not.toMatch(/style-src(-elem)? [^;]*unsafe-inline/);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.body).not.toContain("__CSP_NONCE__");
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    for (const url of ["/api/config/calendar", "/assets/app-abc123.js"]) {
      const csp = String((await t.app.inject({ method: "GET", url })).headers["content-security-policy"]);
      expect(csp).toContain("style-src-elem 'self';");
      expect(csp).not.toContain("nonce-");
    }
  });

  it("serves the web app, with SPA fallback for unknown paths and long caching for hashed assets", async () => {
    const page = await t.app.inject({ method: "GET", url: "/some/unknown/page" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<div id=root>");
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("sends a built asset's own .br or .gz by Accept-Encoding, and the asset as it is to a client that asks for neither", async () => {
    const url = "/assets/big-def456.js";
    const br = await t.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_ASSET);
    const gzip = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(BIG_ASSET);
  });

  it("sends the page compressed, with its fresh nonce, to a client that accepts it", async () => {
    const br = await t.app.inject({
      method: "GET",
      url: "/dashboard",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain("<div id=root>");
    expect(html).not.toContain("__CSP_NONCE__");
    const gzip = await t.app.inject({
      method: "GET",
      url: "/dashboard",
      headers: { "accept-encoding": "gzip, br;q=0" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("compresses the OpenAPI document (over 1 KB, not an answer of the endpoint table) for a client that accepts it", async () => {
    const url = "/api/docs/json";
    const plain = await t.app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it("answers unknown API paths with a JSON 404, never the app", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "not-found", message: "Not found" });
  });

  it("publishes the OpenAPI document at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/config/calendar", "/api/config/cycledate"]),
    );
  });
});

describe("the API after the cut-over, seeded", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PORTAL_CALENDAR: "empf-2025" },
      now: new Date("2025-05-07T01:00:00Z"),
      seed: true,
    });
  });
  afterAll(() => t.close());

  it("flags the landing cut-over from 09:00 HKT", async () => {
    const body = calendarResponse.parse(
      (await t.app.inject({ method: "GET", url: "/api/config/calendar" })).json(),
    );
    expect(body.windows.landingCutOver.active).toBe(true);
    expect(body.windows.mpfTerminationFlagsType2.active).toBe(true);
  });

  it("gives the seeded cycle date: the dealing day before 7 May 2025 (5 May is a holiday, 6 May is not)", async () => {
    const body = cycleDateResponse.parse(
      (await t.app.inject({ method: "GET", url: "/api/config/cycledate" })).json(),
    );
    expect(body).toEqual({
      cycleDt: "2025-05-06",
      dateTypeCd: "WEB",
      webCycleDate: "2025-05-06",
      priceDate: "2025-05-06",
      cutOffHours: 16,
    });
  });

  it("says the web app is not built when it is not, instead of a blank page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("npm run build");
  });
});

describe("production mode", () => {
  it("has no /api/dev routes", async () => {
    // Production needs PostgreSQL; the route table does not depend on the engine, so build it on PGlite here.
    const t = await createTestApp();
    const prodApp = await (await import("./app.ts")).buildApp({
      config: { ...t.config, mode: "production" },
      database: t.database,
      clock: { now: () => new Date() },
    });
    const res = await prodApp.inject({ method: "GET", url: "/api/dev/outbox" });
    expect(res.statusCode).toBe(404);
    // No API pages in production (their own, weaker CSP).
    expect((await prodApp.inject({ method: "GET", url: "/api/docs" })).statusCode).toBe(404);
    await prodApp.close();
    await t.close();
  });
});

describe("TRUST_PROXY", () => {
  async function loggedAddress(t: TestApp, remoteAddress: string): Promise<string | null | undefined> {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/authenticateMFA",
      payload: { scheme: "S800", loginId: "3999999", password: "V3Jvbmc=" },
      remoteAddress,
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    const rows = await t.database.db.select().from(accessLog);
    return rows.at(-1)?.ipAddress;
  }

  it("off by default: the socket's address is the client's, whatever X-Forwarded-For says", async () => {
    const t = await createTestApp();
    expect(await loggedAddress(t, "10.1.1.1")).toBe("10.1.1.1");
    await t.close();
  });

  it("names the proxies to believe: only they may say whom they forward for", async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1,10.0.0.0/8" } });
    expect(await loggedAddress(t, "10.2.3.4")).toBe("203.0.113.9");
    expect(await loggedAddress(t, "192.0.2.7")).toBe("192.0.2.7");
    await t.close();
  });
});

describe("the log of a failed request", () => {
  it("keeps the failure's kind and first line, never a failed query's parameters", async () => {
    const { loggable } = await import("./app.ts");
    const failed = new Error(
      "Failed query: update credentials set pin_hash = $1 where client_nmbr = $2\nparams: scrypt$131072$8$1$c2FsdA==$aGFzaA==,1000001",
      { cause: new Error('duplicate key value violates unique constraint "x"') },
    );
    const kept = JSON.stringify(loggable(failed));
    expect(kept).toContain("Failed query: update credentials");
    expect(kept).toContain("duplicate key value");
    expect(kept).not.toContain("scrypt$");
    expect(kept).not.toContain("1000001");
  });
});
