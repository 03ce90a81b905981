import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import { contentSecurityPolicy, newNonce } from "../../lib/csp.ts";
import { hashPin, verifyPin } from "../../lib/pin-hash.ts";
import type { IdentityProviderKeys, ProviderRecords } from "./identity-provider.repository.ts";

/**
 * The built-in identity provider of the demo (demo mode only; production names an external issuer
 * with OIDC_ISSUER): oidc-provider, OpenID-certified, mounted under /idp of the staff portal. The
 * authorization-code flow only, PKCE (S256) required, one confidential client (the staff portal)
 * and one account, staff.demo (demo-personas.md), on a plain login page of its own. It stands in
 * for the organisation's identity provider behind the same protocol: the staff portal talks to it
 * only over HTTP, exactly as to an external one.
 */
export const IDP_PREFIX = "/idp";

/** The staff portal's client at the built-in provider. */
export const DEMO_CLIENT_ID = "staff-portal";

/** The demo's one staff account (demo-personas.md). */
const DEMO_STAFF = { subject: "staff.demo", name: "Demo Staff" } as const;
const DEMO_STAFF_PASSWORD_HASH = hashPin("Staff#2026");

export interface DemoIdentityProviderOptions {
  /** The staff portal's public address (PUBLIC_URL of the staff instance). */
  publicUrl: string;
  keys: IdentityProviderKeys;
  /** Where the provider keeps its sessions, codes and grants (the database). */
  records: (model: string) => ProviderRecords;
  /** Whether the staff portal is served over HTTPS (Secure cookies, HSTS, upgrade-insecure-requests). */
  secure: boolean;
  /** Whether to believe X-Forwarded-* (TRUST_PROXY set): the provider's URLs then follow the proxy's. */
  behindProxy: boolean;
  /** Counts a failed sign-in of an address; answers whether it is over its limit. */
  tooManyFailures(ip: string): Promise<boolean>;
}

/** Where the built-in provider's discovery lives, and the staff portal's registration there. */
export function demoIssuer(publicUrl: string, keys: IdentityProviderKeys) {
  return {
    issuer: `${publicUrl}${IDP_PREFIX}`,
    clientId: DEMO_CLIENT_ID,
    clientSecret: keys.clientSecret,
    redirectUri: `${publicUrl}/superLogon/signIn`,
  };
}

function providerOf(options: DemoIdentityProviderOptions): Provider {
  const { issuer, clientId, clientSecret, redirectUri } = demoIssuer(options.publicUrl, options.keys);
  const configuration: Configuration = {
    adapter: options.records as unknown as NonNullable<Configuration["adapter"]>,
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    responseTypes: ["code"],
    pkce: { required: () => true },
    jwks: { keys: options.keys.signingKeys as NonNullable<Configuration["jwks"]>["keys"] },
    cookies: {
      keys: options.keys.cookieKeys,
      long: { httpOnly: true, sameSite: "lax", secure: options.secure },
      short: { httpOnly: true, sameSite: "lax", secure: options.secure },
    },
    claims: { openid: ["sub"], profile: ["name"] },
    // The staff portal reads the name from the ID token: it does not call the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 300,
      IdToken: 300,
      Interaction: 600,
      Session: 3540,
      Grant: 3540,
    },
    interactions: { url: (_ctx, interaction) => `${IDP_PREFIX}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      if (sub !== DEMO_STAFF.subject) return undefined;
      return { accountId: sub, claims: () => ({ sub, name: DEMO_STAFF.name }) };
    },
    // The staff portal is the organisation's own client: signing in grants it openid and profile
    // without a consent page.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid profile");
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = page(
        "Sign-in error 登入錯誤",
        `<h1>Sign-in error 登入錯誤</h1><p>${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ""))}</p>`,
      ).html;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = options.behindProxy;
  return provider;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page of the provider, with its own style element under a fresh nonce. */
function page(title: string, body: string): { html: string; nonce: string } {
  const nonce = newNonce();
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style nonce="${nonce}">
body{font-family:system-ui,"Noto Sans HK",sans-serif;background:#f4f6f8;color:#1b2733;margin:0}
main{max-width:24rem;margin:3rem auto;background:#fff;border:1px solid #d5dbe1;border-radius:8px;padding:1.5rem 1.25rem}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#46535f}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #8a96a3;border-radius:4px;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#0b4f8a;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f0b400;outline-offset:2px}
.error{background:#fdecea;border:1px solid #c62828;color:#8e1b1b;padding:.6rem;border-radius:4px}
.cancel{display:block;text-align:center;margin-top:1rem;color:#0b4f8a}
</style></head><body><main>${body}</main></body></html>`;
  return { html, nonce };
}

function loginPage(uid: string, error: string | null, username: string): { html: string; nonce: string } {
  const action = `${IDP_PREFIX}/interaction/${encodeURIComponent(uid)}`;
  return page(
    "Staff sign-in 職員登入",
    `<h1>Staff sign-in 職員登入</h1>
<p>Harbour Retirement identity provider (demo) 港灣退休身份認證（示範）</p>
${error ? `<p class="error" role="alert">${error}</p>` : ""}
<form method="post" action="${action}/login" autocomplete="off">
<label for="username">Username 用戶名稱</label>
<input id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}">
<label for="password">Password 密碼</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in 登入</button>
</form>
<a class="cancel" href="${action}/abort">Cancel 取消</a>`,
  );
}

/**
 * Mounts the provider under /idp of the staff portal: its own login page (the interaction) as
 * Fastify routes, and every other path handed to the provider as it came.
 */
export async function mountDemoIdentityProvider(
  app: FastifyInstance,
  options: DemoIdentityProviderOptions,
): Promise<void> {
  const provider = providerOf(options);
  provider.on("server_error", (_ctx: unknown, err: Error) =>
    app.log.error({ err: { name: err.name, message: err.message } }, "identity provider error"),
  );
  const callback = provider.callback();
  const security = (reply: FastifyReply, nonce?: string) =>
    reply.header(
      "content-security-policy",
      contentSecurityPolicy({ upgradeInsecureRequests: options.secure, styleNonce: nonce }),
    );
  const send = (reply: FastifyReply, status: number, { html, nonce }: { html: string; nonce: string }) =>
    security(reply, nonce)
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(html);

  // The login page: the provider asks for a login; the staff user gives the username and password.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const raw = (req: FastifyRequest, reply: FastifyReply) =>
      [req.raw, reply.raw] as [IncomingMessage, ServerResponse];

    scope.get<{ Params: { uid: string } }>(`${IDP_PREFIX}/interaction/:uid`, async (req, reply) => {
      const details = await provider.interactionDetails(...raw(req, reply));
      if (details.prompt.name === "login") return send(reply, 200, loginPage(details.uid, null, ""));
      // Anything else to ask (consent is granted by loadExistingGrant) is finished as it stands.
      const returnTo = await provider.interactionResult(
        ...raw(req, reply),
        {},
        { mergeWithLastSubmission: true },
      );
      return reply.redirect(returnTo, 303);
    });

    scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
      `${IDP_PREFIX}/interaction/:uid/login`,
      async (req, reply) => {
        const details = await provider.interactionDetails(...raw(req, reply));
        const username = String(req.body?.username ?? "")
          .trim()
          .slice(0, 100);
        const password = String(req.body?.password ?? "").slice(0, 200);
        const known = username === DEMO_STAFF.subject;
        // The hash is checked for any username, so an unknown one takes as long as a wrong password.
        const right = (await verifyPin(password, await DEMO_STAFF_PASSWORD_HASH)) && known;
        if (!right) {
          const limited = await options.tooManyFailures(req.ip);
          const message = limited
            ? "Too many attempts. Please wait a few minutes. 嘗試次數過多，請稍後再試。"
            : "The username or password is incorrect. 用戶名稱或密碼不正確。";
          return send(reply, limited ? 429 : 401, loginPage(details.uid, message, username));
        }
        const returnTo = await provider.interactionResult(
          ...raw(req, reply),
          { login: { accountId: DEMO_STAFF.subject } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );

    scope.get<{ Params: { uid: string } }>(`${IDP_PREFIX}/interaction/:uid/abort`, async (req, reply) => {
      const returnTo = await provider.interactionResult(
        ...raw(req, reply),
        { error: "access_denied", error_description: "The staff user cancelled the sign-in." },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });
  });

  // Everything else is the provider's own (discovery, keys, authorisation, token): handed over
  // before Fastify reads the body, with the mount path stripped as the provider expects.
  app.route({
    method: ["GET", "POST", "OPTIONS"],
    url: `${IDP_PREFIX}/*`,
    onRequest: (req, reply, done) => {
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      reply.raw.setHeader(
        "content-security-policy",
        contentSecurityPolicy({ upgradeInsecureRequests: options.secure }),
      );
      reply.raw.setHeader("cache-control", "no-store");
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(IDP_PREFIX.length) || "/";
      void callback(raw, reply.raw);
      done();
    },
    handler: async () => undefined,
  });
}
