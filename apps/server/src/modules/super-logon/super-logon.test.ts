import {
  type EndpointSpec,
  endpoints,
  readsOnly,
  SESSION_HARD_LIMIT_MS,
  SESSION_IDLE_MS,
} from "@portal/domain";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { callEndpoint } from "../../testing/call.ts";
import { memberSession } from "../../testing/member-session.ts";
import {
  createStaffApp,
  STAFF_URL,
  signInAtDemoProvider,
  staffCookie,
  staffSession,
} from "../../testing/staff.ts";
import { createTestApp, ManualClock, type TestApp } from "../../testing/test-app.ts";

const P1 = 1000001;
let t: TestApp;
let staff: FastifyInstance;
const clock = new ManualClock();

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  staff = await createStaffApp(t.database, clock);
});
afterAll(async () => {
  await staff.close();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from sessions where kind = 'STAFF'`);
  await t.database.db.execute(sql`delete from rate_limits`);
});

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, query);
  return row?.n ?? 0;
}
const staffSessions = () => count(sql`select count(*)::int as n from sessions where kind = 'STAFF'`);
const events = (event: string) =>
  count(sql`select count(*)::int as n from access_log where event = ${event}`);

const postToken = (body: object) =>
  staff.inject({ method: "POST", url: "/api/auth/superLogon/token", payload: body });
const asStaff = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  staff.inject({ method, url, payload, cookies: staffCookie(token) });

describe("Super Logon through the built-in identity provider", () => {
  it("serves its configuration: the provider's authorisation endpoint, the client, PKCE S256 and the fragment", async () => {
    const res = await staff.inject({ method: "GET", url: "/api/auth/superLogon/config" });
    expect(res.json()).toEqual({
      authorizationEndpoint: `${STAFF_URL}/idp/auth`,
      clientId: "staff-portal",
      redirectUri: `${STAFF_URL}/superLogon/signIn`,
      scope: "openid profile",
      responseType: "code",
      responseMode: "fragment",
      codeChallengeMethod: "S256",
    });
  });

  it("signs staff.demo in with the code and verifier, then the staff user chooses a member and reads their portal", async () => {
    const { request, returnedTo } = await signInAtDemoProvider(staff);
    expect(returnedTo).toMatch(/^http:\/\/localhost:8081\/superLogon\/signIn#code=[^&]+&state=/);
    const res = await postToken(request);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ staffId: "staff.demo", staffName: "Demo Staff", member: null });
    const cookie = res.cookies.find((c) => c.name === "portal_staff_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(res.cookies.find((c) => c.name === "portal_session")).toBeUndefined();
    const token = cookie?.value ?? "";

    // Before a member is chosen, no member page answers.
    expect((await asStaff(token, "GET", "/api/auth/session")).statusCode).toBe(401);
    const search = await asStaff(token, "GET", "/api/multiclientsearch?loginID=3000001");
    expect(search.json()).toEqual({ clientNmbrList: [P1] });
    expect((await asStaff(token, "GET", "/api/multiclientsearch?loginID=9999999")).json()).toEqual({
      clientNmbrList: [],
    });
    const chosen = await asStaff(token, "POST", "/api/auth/superLogon/member", {
      scheme: "S800",
      loginId: "3000001",
      clientNmbr: P1,
    });
    expect(chosen.json()).toMatchObject({
      staffId: "staff.demo",
      member: {
        clientNmbr: P1,
        loginId: "3000001",
        nameEn: "CHAN Tai Man",
        nameZh: "陳大文",
        scheme: "S800",
      },
    });
    const info = await asStaff(token, "GET", "/api/auth/session");
    expect(info.json()).toMatchObject({
      clientNmbr: P1,
      staff: true,
      termsAccepted: true,
      isFirstTimeLogin: false,
      declarationRequired: false,
    });
    const accounts = await asStaff(token, "GET", `/api/accounts/accountSummary?clientId=${P1}`);
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json().policyMinVos).toHaveLength(4);
  });

  it("logs the sign-in, the search, the member chosen and each page viewed with the staff user beside the member", async () => {
    const before = await count(
      sql`select count(*)::int as n from access_log where staff_subject = 'staff.demo'`,
    );
    const res = await postToken((await signInAtDemoProvider(staff)).request);
    const token = res.cookies.find((c) => c.name === "portal_staff_session")?.value ?? "";
    await asStaff(token, "GET", "/api/multiclientsearch?loginID=3000001");
    await asStaff(token, "POST", "/api/auth/superLogon/member", { scheme: "S800", loginId: "3000001" });
    const record = await asStaff(token, "POST", "/api/record", {
      pageName: "Dashboard",
      pageLink: "/dashboard",
    });
    expect(record.statusCode).toBe(204);
    const rows = await queryRows<{ event: string; client_nmbr: number | null; login_id: string | null }>(
      t.database.db,
      sql`select event, client_nmbr, login_id from access_log where staff_subject = 'staff.demo' order by id`,
    );
    expect(rows.slice(before)).toEqual([
      { event: "STAFF_SIGN_IN", client_nmbr: null, login_id: null },
      { event: "STAFF_CLIENT_SEARCH", client_nmbr: null, login_id: "3000001" },
      { event: "STAFF_MEMBER_CHOSEN", client_nmbr: P1, login_id: "3000001" },
      { event: "PAGE_VISIT", client_nmbr: P1, login_id: "3000001" },
    ]);
    // The member's own visits stay as they were: no staff user beside them.
    const member = await memberSession(t.database.db, P1, clock.now());
    await t.app.inject({
      method: "POST",
      url: "/api/record",
      payload: { pageName: "Dashboard", pageLink: "/dashboard" },
      cookies: { portal_session: member },
    });
    const [last] = await queryRows<{ staff_subject: string | null; client_nmbr: number }>(
      t.database.db,
      sql`select staff_subject, client_nmbr from access_log order by id desc limit 1`,
    );
    expect(last).toEqual({ staff_subject: null, client_nmbr: P1 });
  });

  it("refuses a state that is not the one sent, a nonce that is not the ID token's, a wrong verifier and a used code, creating no session", async () => {
    const failures = await events("STAFF_SIGN_IN_FAILED");
    const refused = async (body: object, why: string) => {
      const res = await postToken(body);
      expect({ why, status: res.statusCode, code: res.json().code }).toEqual({
        why,
        status: 401,
        code: "not-authorised",
      });
      expect(res.json().message).toBe(
        "You are not authorised to access this page. Please connect with your system administrator.",
      );
      expect(res.cookies).toEqual([]);
    };
    const other = "x".repeat(43);
    await refused(
      { ...(await signInAtDemoProvider(staff)).request, expected_state: other },
      "state mismatch",
    );
    await refused({ ...(await signInAtDemoProvider(staff)).request, nonce: other }, "nonce mismatch");
    await refused({ ...(await signInAtDemoProvider(staff)).request, code_verifier: other }, "wrong verifier");
    expect(await staffSessions()).toBe(0);
    const { request } = await signInAtDemoProvider(staff);
    expect((await postToken(request)).statusCode).toBe(200);
    await refused(request, "code used twice");
    expect(await staffSessions()).toBe(1);
    expect(await events("STAFF_SIGN_IN_FAILED")).toBe(failures + 4);
  });

  it("refuses a wrong password on the provider's own login page, and returns no code", async () => {
    await expect(signInAtDemoProvider(staff, "Wrong#2026")).rejects.toThrow(/did not return/);
    expect(await staffSessions()).toBe(0);
  });

  it("keeps the staff portal's cookie and the member portal's apart, whichever way", async () => {
    const staffToken = await staffSession(t.database.db, P1, clock.now());
    const memberToken = await memberSession(t.database.db, P1, clock.now());
    const session = endpoints.session;
    // A staff token on the member portal, as its cookie or the specs' header: no session.
    expect((await callEndpoint(t.app, session, {}, staffToken)).statusCode).toBe(401);
    const header = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { pisys_auth_token: staffToken, username: "3000001" },
    });
    expect(header.statusCode).toBe(401);
    // A member's token on the staff portal, under either cookie name or the header: no session.
    for (const cookies of [{ portal_session: memberToken }, staffCookie(memberToken)]) {
      const res = await staff.inject({ method: "GET", url: "/api/auth/session", cookies });
      expect(res.statusCode).toBe(401);
    }
    const memberHeader = await staff.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { pisys_auth_token: memberToken, username: "3000001" },
    });
    expect(memberHeader.statusCode).toBe(401);
    // Each on its own portal.
    expect((await asStaff(staffToken, "GET", "/api/auth/session")).statusCode).toBe(200);
    expect((await callEndpoint(t.app, session, {}, memberToken)).statusCode).toBe(200);
  });

  it("refuses a staff session every call that changes something (the whole endpoint table) with 403 staff-read-only", async () => {
    const token = await staffSession(t.database.db, P1, clock.now());
    const writes = (Object.entries(endpoints) as [string, EndpointSpec][]).filter(
      ([, e]) => (e.session === "member" || e.session === "memberWrite") && !readsOnly(e),
    );
    expect(writes.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "submitInstruction",
        "cancelTransaction",
        "updateClient",
        "customData",
        "changePin",
        "chgPwd",
        "acceptTerms",
      ]),
    );
    for (const [name, e] of writes) {
      const res = await staff.inject({
        method: e.method,
        url: `/api${e.path}`,
        ...(e.method === "GET" || e.method === "DELETE" ? {} : { payload: {} }),
        cookies: staffCookie(token),
      });
      expect({ name, status: res.statusCode, code: res.json().code }).toEqual({
        name,
        status: 403,
        code: "staff-read-only",
      });
    }
  });

  it("ends a staff session after 20 idle minutes, after 59 minutes in all, and at logout", async () => {
    const start = clock.now();
    const idle = await staffSession(t.database.db, P1, start);
    clock.advance(SESSION_IDLE_MS);
    expect((await asStaff(idle, "GET", "/api/auth/superLogon/session")).statusCode).toBe(401);

    const busy = await staffSession(t.database.db, null, clock.now());
    for (let elapsed = 0; elapsed < SESSION_HARD_LIMIT_MS; elapsed += 10 * 60 * 1000) {
      expect((await asStaff(busy, "GET", "/api/auth/superLogon/session")).statusCode).toBe(200);
      clock.advance(10 * 60 * 1000);
    }
    expect((await asStaff(busy, "GET", "/api/auth/superLogon/session")).statusCode).toBe(401);

    // Logout, before a member is chosen and after.
    for (const member of [null, P1]) {
      const token = await staffSession(t.database.db, member, clock.now());
      const out = await asStaff(token, "POST", "/api/auth/logout");
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((c) => c.name === "portal_staff_session")?.value).toBe("");
      expect((await asStaff(token, "GET", "/api/auth/superLogon/session")).statusCode).toBe(401);
    }
  });

  it("names a login id with no member in the chosen scheme, and changes nothing", async () => {
    const token = await staffSession(t.database.db, null, clock.now());
    const res = await asStaff(token, "POST", "/api/auth/superLogon/member", {
      scheme: "HKAIIB",
      loginId: "3000001",
    });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({
      status: 404,
      code: "member-not-found",
    });
    // A client number the search did not give for this login id is refused too.
    const wrong = await asStaff(token, "POST", "/api/auth/superLogon/member", {
      scheme: "S800",
      loginId: "3000001",
      clientNmbr: 1000010,
    });
    expect(wrong.json().code).toBe("member-not-found");
    expect((await asStaff(token, "GET", "/api/auth/superLogon/session")).json().member).toBeNull();
  });

  it("reads the portal of a member who never set up a login (P8's related client, 3000013)", async () => {
    const token = await staffSession(t.database.db, null, clock.now());
    const chosen = await asStaff(token, "POST", "/api/auth/superLogon/member", {
      scheme: "S800",
      loginId: "3000013",
    });
    expect(chosen.statusCode).toBe(200);
    const session = await asStaff(token, "GET", "/api/auth/session");
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ clientNmbr: 1000013, staff: true, isFirstTimeLogin: false });
  });

  it("serves the Super Logon calls on the staff portal only, and the member login calls on the member portal only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/auth/superLogon/config" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/multiclientsearch?loginID=1" })).statusCode).toBe(
      404,
    );
    const login = await staff.inject({
      method: "POST",
      url: "/api/auth/authenticateMFA",
      payload: { scheme: "S800", loginId: "3000001", password: "x" },
    });
    expect(login.statusCode).toBe(404);
  });
});

/**
 * An external issuer for the checks only it can fail: a discovery document, its keys and a token
 * endpoint answering with an ID token of the test's choosing, reached through the relying party's
 * fetch as an external provider would be.
 */
describe("Super Logon with an external issuer", () => {
  const ISSUER = "https://login.test/realms/staff";
  let external: FastifyInstance;
  let idToken: (claims: Record<string, unknown>) => Promise<string>;
  let nextClaims: Record<string, unknown> = {};
  let signWithOtherKey = false;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    const other = await generateKeyPair("RS256");
    const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };
    idToken = (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: "k1" })
        .sign(signWithOtherKey ? other.privateKey : privateKey);
    const answer = async (url: URL): Promise<Response> => {
      if (url.pathname.endsWith("/.well-known/openid-configuration"))
        return Response.json({
          issuer: ISSUER,
          authorization_endpoint: `${ISSUER}/auth`,
          token_endpoint: `${ISSUER}/token`,
          jwks_uri: `${ISSUER}/jwks`,
          response_types_supported: ["code"],
          id_token_signing_alg_values_supported: ["RS256"],
        });
      if (url.pathname.endsWith("/jwks")) return Response.json({ keys: [jwk] });
      if (url.pathname.endsWith("/token")) {
        const now = Math.floor(Date.now() / 1000);
        const token = await idToken({
          iss: ISSUER,
          aud: "staff-portal",
          sub: "jane.staff",
          name: "Jane Staff",
          nonce: "n".repeat(43),
          iat: now,
          exp: now + 300,
          ...nextClaims,
        });
        return Response.json({ access_token: "at", token_type: "Bearer", expires_in: 300, id_token: token });
      }
      return new Response("not found", { status: 404 });
    };
    external = await createStaffApp(t.database, clock, {
      env: {
        OIDC_ISSUER: ISSUER,
        OIDC_CLIENT_ID: "staff-portal",
        OIDC_CLIENT_SECRET: "external-secret",
        OIDC_REDIRECT_URI: `${STAFF_URL}/superLogon/signIn`,
      },
      oidcFetch: async (input, init) => answer(new URL(new Request(input, init).url)),
    });
  });
  afterAll(() => external.close());

  const exchange = () =>
    external.inject({
      method: "POST",
      url: "/api/auth/superLogon/token",
      payload: {
        authorization_code: "code-1",
        code_verifier: "v".repeat(43),
        state: "s".repeat(43),
        expected_state: "s".repeat(43),
        nonce: "n".repeat(43),
      },
    });

  it("signs in with a valid ID token from the configured issuer, and offers its authorisation endpoint", async () => {
    nextClaims = {};
    const config = await external.inject({ method: "GET", url: "/api/auth/superLogon/config" });
    expect(config.json().authorizationEndpoint).toBe(`${ISSUER}/auth`);
    const res = await exchange();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ staffId: "jane.staff", staffName: "Jane Staff" });
  });

  it("refuses an expired ID token, one from another issuer, for another client, or signed by another key", async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, Record<string, unknown>, boolean][] = [
      ["expired", { iat: now - 3600, exp: now - 600 }, false],
      ["another issuer", { iss: "https://evil.test/realms/staff" }, false],
      ["another audience", { aud: "another-client" }, false],
      ["another key", {}, true],
    ];
    for (const [why, claims, otherKey] of cases) {
      nextClaims = claims;
      signWithOtherKey = otherKey;
      const res = await exchange();
      expect({ why, status: res.statusCode, code: res.json().code }).toEqual({
        why,
        status: 401,
        code: "not-authorised",
      });
    }
    signWithOtherKey = false;
    nextClaims = {};
    expect(await staffSessions()).toBe(0);
  });
});
