import { createHash, randomBytes } from "node:crypto";
import { SESSION_HARD_LIMIT_MS, type SuperLogonTokenRequest } from "@portal/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database, Db } from "../db/database.ts";
import { sessions } from "../db/schema.ts";
import type { Clock } from "../lib/clock.ts";
import { newToken, sha256 } from "../lib/tokens.ts";
import { recordUndeclared } from "./test-app.ts";

/** The staff portal's address in the tests: its built-in identity provider is under /idp of it. */
export const STAFF_URL = "http://localhost:8081";

/**
 * fetch for the staff portal's relying party, answered in-process by the app that serves the URL's
 * host (app.inject), so the real identity provider is reached over its real HTTP interface.
 */
export function injectFetch(route: (host: string) => FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers.entries());
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
    const res = await route(url.host).inject({
      method: request.method as "GET" | "POST",
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: url.host },
      ...(body === undefined ? {} : { payload: body }),
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: answer,
    });
  };
}

/** A staff portal (SUPER_LOGON=on) on a test's database, with the built-in provider unless `env` names one. */
export async function createStaffApp(
  database: Database,
  clock: Clock,
  options: { env?: NodeJS.ProcessEnv; oidcFetch?: typeof fetch } = {},
): Promise<FastifyInstance> {
  const config = loadConfig(
    {
      PGLITE_DATA_DIR: "memory",
      WEB_DIST: "/nonexistent-web-dist",
      SUPER_LOGON: "on",
      PUBLIC_URL: STAFF_URL,
      ...options.env,
    },
    process.cwd(),
  );
  let app: FastifyInstance | undefined;
  app = await buildApp({
    config,
    database,
    clock,
    onUndeclaredError: recordUndeclared,
    oidcFetch:
      options.oidcFetch ??
      injectFetch(() => {
        if (!app) throw new Error("the staff app is not built yet");
        return app;
      }),
  });
  return app;
}

/** A staff session written straight into the database: signed in, reading `clientNmbr`'s portal (null: none chosen). */
export async function staffSession(db: Db, clientNmbr: number | null, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    kind: "STAFF",
    stage: clientNmbr === null ? "STAFF_SIGNED_IN" : "AUTHENTICATED",
    clientNmbr,
    staffSubject: "staff.demo",
    staffName: "Demo Staff",
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_HARD_LIMIT_MS),
  });
  return token;
}

/** The staff portal's cookie on a local (http) instance. */
export const staffCookie = (token: string) => ({ portal_staff_session: token });

const base64url = (bytes: Buffer) => bytes.toString("base64url");
const opaque = () => base64url(randomBytes(32));

/** A browser's cookie jar for one host, enough for the provider's own cookies. */
class CookieJar {
  private readonly values = new Map<string, string>();
  take(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      if (c.expires && c.expires.getTime() <= Date.now()) this.values.delete(c.name);
      else this.values.set(c.name, c.value);
    }
  }
  get all(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}

/**
 * What the staff portal's page does, through the built-in provider's real pages: makes a state, a
 * nonce and a PKCE verifier, goes to the authorisation endpoint, signs in as staff.demo, follows the
 * redirects, and reads the code from the fragment of the return to /superLogon/signIn. Returns
 * the token request the page would post.
 */
export async function signInAtDemoProvider(
  app: FastifyInstance,
  password = "Staff#2026",
): Promise<{ request: SuperLogonTokenRequest; returnedTo: string }> {
  const jar = new CookieJar();
  const host = new URL(STAFF_URL).host;
  const get = async (url: string) => {
    const res = await app.inject({ method: "GET", url, headers: { host }, cookies: jar.all });
    jar.take(res);
    return res;
  };
  const config = (await get("/api/auth/superLogon/config")).json();
  const verifier = opaque();
  const state = opaque();
  const nonce = opaque();
  const challenge = base64url(createHash("sha256").update(verifier).digest());
  const authorize = new URL(config.authorizationEndpoint);
  for (const [key, value] of Object.entries({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: "code",
    response_mode: "fragment",
    scope: config.scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: "S256",
  }))
    authorize.searchParams.set(key, value);
  let res = await get(`${authorize.pathname}${authorize.search}`);
  const loginPage = res.headers.location;
  if (res.statusCode !== 303 || typeof loginPage !== "string")
    throw new Error(`the provider did not ask for a login: ${res.statusCode} ${res.body}`);
  await get(loginPage);
  res = await app.inject({
    method: "POST",
    url: `${loginPage}/login`,
    headers: { host, "content-type": "application/x-www-form-urlencoded" },
    cookies: jar.all,
    payload: new URLSearchParams({ username: "staff.demo", password }).toString(),
  });
  jar.take(res);
  let location = res.headers.location;
  // The provider's own redirects, until it returns to the staff portal.
  for (let hops = 0; typeof location === "string" && !location.includes("/superLogon/signIn"); hops++) {
    if (hops > 5) throw new Error("the provider did not return");
    const next = new URL(location, STAFF_URL);
    res = await get(`${next.pathname}${next.search}`);
    location = res.headers.location;
  }
  if (typeof location !== "string")
    throw new Error(`the provider did not return: ${res.statusCode} ${res.body}`);
  const fragment = new URLSearchParams(new URL(location).hash.slice(1));
  return {
    returnedTo: location,
    request: {
      authorization_code: fragment.get("code") ?? "",
      code_verifier: verifier,
      state: fragment.get("state") ?? "",
      expected_state: state,
      nonce,
      ...(fragment.get("iss") ? { iss: fragment.get("iss") ?? "" } : {}),
    },
  };
}
