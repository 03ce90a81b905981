import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type AccountHint,
  accountEndpoints,
  callKey,
  endpointTarget,
  formatAccountHint,
  fundEndpoints,
  pageFirstCalls,
} from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberSession } from "../testing/member-session.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { scriptJson } from "./web-app.ts";

// As Vite builds it: the bootstrap's placeholder in a JSON script element (apps/web/index.html).
const webDist = mkdtempSync(join(tmpdir(), "web-app-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(
  join(webDist, "index.html"),
  '<!doctype html><html lang="en"><head><script id="portal-bootstrap" type="application/json">"__PORTAL_BOOTSTRAP__"</script></head><body><div id=root></div></body></html>',
);
// A page's small stylesheet (written into the page) and a large one (linked).
const SMALL_CSS = "._card_1x2y3{border:1px solid #ccc}";
writeFileSync(join(webDist, "assets", "dashboard-page-abc.css"), SMALL_CSS);
writeFileSync(join(webDist, "assets", "mantine-page-styles-abc.css"), `.m{color:red}${" ".repeat(5000)}`);
// As apps/web/build/page-preloads.ts writes it.
writeFileSync(
  join(webDist, "page-preloads.json"),
  JSON.stringify({
    "/": {
      scripts: [],
      styles: [],
      namespaces: {
        en: ["/assets/common-en.js", "/assets/landing-en.js"],
        "zh-HK": ["/assets/common-zh.js", "/assets/landing-zh.js"],
      },
    },
    "/dashboard": {
      scripts: ["/assets/dashboard-page-abc.js", "/assets/top-navigation-abc.js"],
      styles: [
        "/assets/mantine-page-styles-abc.css",
        "/assets/dashboard-page-abc.css",
        "/assets/gone-abc.css",
      ],
      namespaces: { en: ["/assets/dashboard-en.js"], "zh-HK": ["/assets/dashboard-zh.js"] },
    },
    "/employeelogin": {
      scripts: ["/assets/login-page-abc.js", "https://elsewhere.example/x.js"],
      styles: [],
      namespaces: { en: ["/assets/auth-en.js"], "zh-HK": ["/assets/auth-zh.js"] },
    },
  }),
);

/** The preload links of a page, in order ("disabled" after a stylesheet written into the page). */
const linksOf = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|stylesheet)" href="([^"]+)"( disabled)?>/g)].map(
    (m) => `${m[1]} ${m[2]}${m[3] ?? ""}`,
  );

/** The JSON the page carries. */
function bootstrapOf(html: string): Record<string, unknown> {
  const match = html.match(/<script id="portal-bootstrap" type="application\/json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error("the page carries no bootstrap");
  return JSON.parse(match[1]);
}

const NOW = new Date("2026-11-20T02:00:00Z");

describe("the page's first answers (issue 17)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist, now: NOW, seed: true });
  });
  afterAll(() => t.close());

  it("carries the calendar as GET /api/config/calendar answers it, and no session for a visitor", async () => {
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    const calendar = (await t.app.inject({ method: "GET", url: "/api/config/calendar" })).json();
    expect(bootstrapOf(page.body)).toEqual({ calendar });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("carries a signed-in member's login info as GET /api/auth/session answers it, and is kept by no cache", async () => {
    const token = await memberSession(t.database.db, 1000001, NOW);
    const cookies = { portal_session: token };
    const page = await t.app.inject({ method: "GET", url: "/dashboard", cookies });
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", cookies });
    expect(session.statusCode).toBe(200);
    expect(bootstrapOf(page.body).session).toEqual(session.json());
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(String(page.headers.vary)).toMatch(/cookie/i);
  });

  it("says there is no session (null) for a cookie that names none, and is cached as a visitor's page", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: "/dashboard",
      cookies: { portal_session: "no-such-token" },
    });
    expect(bootstrapOf(page.body).session).toBeNull();
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("never carries another member's session: the login info is the cookie's own", async () => {
    const mine = await memberSession(t.database.db, 1000001, NOW);
    const theirs = await memberSession(t.database.db, 1000002, NOW);
    const page = (token: string) =>
      t.app.inject({ method: "GET", url: "/dashboard", cookies: { portal_session: token } });
    const a = bootstrapOf((await page(mine)).body).session as { clientNmbr: number };
    const b = bootstrapOf((await page(theirs)).body).session as { clientNmbr: number };
    expect(a.clientNmbr).toBe(1000001);
    expect(b.clientNmbr).toBe(1000002);
  });
});

describe("a member page's own first answers (issue 17)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist, now: NOW, seed: true });
  });
  afterAll(() => t.close());

  /** A member's session cookie and the hint of their first account, as the web app writes it. */
  async function member(clientNmbr: number) {
    const cookies = { portal_session: await memberSession(t.database.db, clientNmbr, NOW) };
    const summary = await t.app.inject({
      method: "GET",
      url: `/api/accounts/accountSummary?clientId=${clientNmbr}`,
      cookies,
    });
    const account = summary.json().policyMinVos[0];
    const hint: AccountHint = {
      clientNmbr,
      clntRltnshpNmbr: account.clntRltnshpNmbr,
      contractNmbr: account.contractNmbr,
      productTypeNmbr: account.product.productTypeNmbr,
    };
    return { cookies, hint };
  }

  /** The answers a page carries for its own calls, by call. */
  async function callsOf(url: string, cookies: Record<string, string>, hint: AccountHint | string) {
    const value = typeof hint === "string" ? hint : formatAccountHint(hint);
    const page = await t.app.inject({ method: "GET", url, cookies: { ...cookies, portal_account: value } });
    return bootstrapOf(page.body).calls as Record<string, unknown> | undefined;
  }

  it("carries the dashboard's four answers for the hinted account, each as its call answers it", async () => {
    const { cookies, hint } = await member(1000001);
    const calls = await callsOf("/dashboard", cookies, hint);
    const expected = pageFirstCalls("/dashboard", new URLSearchParams(), {
      memberClientNmbr: 1000001,
      account: hint,
    });
    expect(Object.keys(calls ?? {}).sort()).toEqual(
      expected.map(({ endpoint, input }) => callKey(endpoint, input)).sort(),
    );
    for (const { endpoint, input } of expected) {
      const answer = await t.app.inject({
        method: endpoint.method,
        url: `/api${endpointTarget(endpoint, input)}`,
        cookies,
        ...(input.body === undefined ? {} : { payload: input.body as object }),
      });
      expect(answer.statusCode).toBe(200);
      expect(calls?.[callKey(endpoint, input)]).toEqual(answer.json());
    }
  });

  it("carries a fact sheet's fund, and nothing for a page without first calls or without a hint", async () => {
    const { cookies, hint } = await member(1000001);
    const funds = await t.app.inject({
      method: "GET",
      url: `/api/funds/fundinfosummary?contractNmbr=${hint.contractNmbr}&productTypeNmbr=${hint.productTypeNmbr}`,
      cookies,
    });
    const fund = funds.json().funds[0].invTypeNmbr;
    const calls = await callsOf(`/fundFactSheet?invTypeNmbr=${fund}`, cookies, hint);
    expect(Object.keys(calls ?? {})).toEqual([
      callKey(fundEndpoints.fundInfoDetail, {
        query: { productTypeNmbr: hint.productTypeNmbr, invTypeNmbr: fund },
      }),
    ]);
    expect(await callsOf("/portfolio", cookies, hint)).toBeUndefined();
    expect(await callsOf("/dashboard", cookies, "not-a-hint")).toBeUndefined();
    const visitor = await t.app.inject({
      method: "GET",
      url: "/dashboard",
      cookies: { portal_account: formatAccountHint(hint) },
    });
    expect(bootstrapOf(visitor.body).calls).toBeUndefined();
  });

  it("asks nothing for a hint of another member's client, and leaves out what a foreign account is refused", async () => {
    const mine = await member(1000001);
    const theirs = await member(1000002);
    expect(await callsOf("/dashboard", mine.cookies, theirs.hint)).toBeUndefined();
    // The member's own client with another member's account: the account's calls answer 404.
    const forged = { ...theirs.hint, clientNmbr: 1000001 };
    const calls = await callsOf("/dashboard", mine.cookies, forged);
    expect(Object.keys(calls ?? {})).toEqual([
      callKey(accountEndpoints.accountSummary, { query: { clientId: 1000001 } }),
    ]);
  });
});

describe("the files a page names for the browser to fetch at once (issue 17)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist, now: NOW });
  });
  afterAll(() => t.close());

  it("names a path's page files, its stylesheets first, and its texts in the visitor's language", async () => {
    const en = await t.app.inject({ method: "GET", url: "/dashboard?from=menu" });
    expect(linksOf(en.body)).toEqual([
      "stylesheet /assets/mantine-page-styles-abc.css",
      // Small: in the page, under the answer's nonce; its link disabled (not fetched), so the
      // app's module loader sees the sheet there and does not fetch it either.
      "stylesheet /assets/dashboard-page-abc.css disabled",
      // Not built: linked as named, never read.
      "stylesheet /assets/gone-abc.css",
      "modulepreload /assets/dashboard-page-abc.js",
      "modulepreload /assets/top-navigation-abc.js",
      "modulepreload /assets/dashboard-en.js",
    ]);
    const nonce = en.headers["content-security-policy"]?.toString().match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(en.body).toContain(
      `<style nonce="${nonce}">${SMALL_CSS}</style><link rel="stylesheet" href="/assets/dashboard-page-abc.css" disabled>`,
    );
    expect(en.body).not.toContain(".m{color:red}");
    expect(en.body).toContain('<html lang="en">');
    const zh = await t.app.inject({ method: "GET", url: "/dashboard", cookies: { portal_lang: "zh-HK" } });
    expect(linksOf(zh.body).at(-1)).toBe("modulepreload /assets/dashboard-zh.js");
    expect(zh.body).toContain('<html lang="zh-HK">');
  });

  it("names nothing for a path without its own files, and never a file outside the built assets", async () => {
    expect(linksOf((await t.app.inject({ method: "GET", url: "/nowhere" })).body)).toEqual([]);
    const login = await t.app.inject({
      method: "GET",
      url: "/employeelogin",
      cookies: { portal_lang: "fr" },
    });
    expect(linksOf(login.body)).toEqual([
      "modulepreload /assets/login-page-abc.js",
      "modulepreload /assets/auth-en.js",
    ]);
    expect(login.body).toContain('<html lang="en">');
  });
});

describe("the landing page's language, as the web app picks it", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist, now: NOW });
  });
  afterAll(() => t.close());

  it("follows ?lang= on the landing page over the remembered choice, and names that language's texts", async () => {
    const asked = await t.app.inject({ method: "GET", url: "/?lang=zh", cookies: { portal_lang: "en" } });
    expect(asked.body).toContain('<html lang="zh-HK">');
    expect(linksOf(asked.body)).toEqual([
      "modulepreload /assets/common-zh.js",
      "modulepreload /assets/landing-zh.js",
    ]);
    const plain = await t.app.inject({ method: "GET", url: "/" });
    expect(linksOf(plain.body)).toEqual([
      "modulepreload /assets/common-en.js",
      "modulepreload /assets/landing-en.js",
    ]);
  });

  it("ignores ?lang= anywhere else, as the web app does", async () => {
    const login = await t.app.inject({ method: "GET", url: "/employeelogin?lang=zh" });
    expect(login.body).toContain('<html lang="en">');
  });
});

describe("the page's texts in the page (issue 17)", () => {
  // A build that wrote every namespace's texts (apps/web/build/page-preloads.ts): the login page's
  // are all there, the dashboard's "dashboard" namespace is not.
  const dist = mkdtempSync(join(tmpdir(), "web-app-texts-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(
    join(dist, "index.html"),
    '<!doctype html><html lang="en"><head><script id="portal-bootstrap" type="application/json">"__PORTAL_BOOTSTRAP__"</script></head><body><div id=root></div></body></html>',
  );
  writeFileSync(
    join(dist, "page-preloads.json"),
    JSON.stringify({
      "/employeelogin": {
        scripts: ["/assets/login-page-abc.js"],
        styles: [],
        namespaces: {
          en: ["/assets/common-en.js", "/assets/login-en.js"],
          "zh-HK": ["/assets/common-zh.js", "/assets/login-zh.js"],
        },
        texts: ["common", "login"],
      },
      "/dashboard": {
        scripts: ["/assets/dashboard-page-abc.js"],
        styles: [],
        namespaces: { en: ["/assets/common-en.js", "/assets/dashboard-en.js"] },
        texts: ["common", "dashboard"],
      },
    }),
  );
  const TEXTS = {
    en: { common: { brand: "Harbour Retirement" }, login: { title: "Log in</script>" } },
    "zh-HK": { common: { brand: "港灣退休" }, login: { title: "登入" } },
  };
  writeFileSync(join(dist, "page-texts.json"), JSON.stringify(TEXTS));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: dist, now: NOW });
  });
  afterAll(() => t.close());

  it("carries the page's namespaces in the visitor's language, and names no chunk for them", async () => {
    const zh = await t.app.inject({
      method: "GET",
      url: "/employeelogin",
      cookies: { portal_lang: "zh-HK" },
    });
    expect(bootstrapOf(zh.body).texts).toEqual({ language: "zh-HK", namespaces: TEXTS["zh-HK"] });
    expect(linksOf(zh.body)).toEqual(["modulepreload /assets/login-page-abc.js"]);
    const en = await t.app.inject({ method: "GET", url: "/employeelogin" });
    // Read back whole, the element not closed by a text (scriptJson).
    expect(bootstrapOf(en.body).texts).toEqual({ language: "en", namespaces: TEXTS.en });
  });

  it("names the chunks as before when the build did not write one of the page's namespaces", async () => {
    const page = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(bootstrapOf(page.body).texts).toBeUndefined();
    expect(linksOf(page.body)).toEqual([
      "modulepreload /assets/dashboard-page-abc.js",
      "modulepreload /assets/common-en.js",
      "modulepreload /assets/dashboard-en.js",
    ]);
  });
});

describe("scriptJson", () => {
  it("writes JSON that cannot close its script element or open a comment, and reads back the same", () => {
    const value = { name: "</script><script>alert(1)</script><!-- & \u2028\u2029", n: 1 };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
