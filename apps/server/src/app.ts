import { randomBytes } from "node:crypto";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import {
  ConflictingAliasError,
  declaredErrors,
  type EndpointName,
  type ErrorCode,
  endpoints,
  isErrorCode,
} from "@portal/domain";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { type Config, ConfigError } from "./config.ts";
import { type Database, isDatabaseUnavailable } from "./db/database.ts";
import { PAGE_COMPRESSION } from "./http/compression.ts";
import type { Handlers } from "./http/handlers.ts";
import { type EndpointDeps, endpointRoutes } from "./http/register-endpoints.ts";
import { registerWebApp } from "./http/web-app.ts";
import type { Clock } from "./lib/clock.ts";
import { contentSecurityPolicy } from "./lib/csp.ts";
import { AppError } from "./lib/errors.ts";
import { idDigester } from "./lib/id-digest.ts";
import { helmetHeaders } from "./lib/security-headers.ts";
import { accessLogRoutes } from "./modules/access-log/access-log.routes.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { sessionCookieName } from "./modules/auth/session.ts";
import { configRoutes } from "./modules/config/config.routes.ts";
import { devRoutes } from "./modules/dev/dev.routes.ts";
import { documentsRoutes } from "./modules/documents/documents.routes.ts";
import { fundsRoutes } from "./modules/funds/funds.routes.ts";
import { type Notifier, notifierFromConfig } from "./modules/notifications/notifier.ts";
import { profileRoutes } from "./modules/profile/profile.routes.ts";
import { projectionRoutes } from "./modules/projection/projection.routes.ts";
import { createReferenceRepository } from "./modules/reference/reference.repository.ts";
import { createReferenceSource } from "./modules/reference/reference-data.ts";
import { reportsRoutes } from "./modules/reports/reports.routes.ts";
import {
  loadIdentityProviderKeys,
  providerRecords,
} from "./modules/super-logon/identity-provider.repository.ts";
import { type RelyingParty, relyingParty } from "./modules/super-logon/relying-party.ts";
import { superLogonRoutes } from "./modules/super-logon/super-logon.routes.ts";
import { switchingRoutes } from "./modules/switching/switching.routes.ts";
import { transactionsRoutes } from "./modules/transactions/transactions.routes.ts";
import { createRepositories, transactionRunner } from "./repositories.ts";

/** What the app is made from; tests pass an in-memory database and a pinned clock. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** Defaults to the adapters the configuration names (SMTP, SMS gateway, demo outbox). */
  notifier?: Notifier;
  logger?: FastifyServerOptions["logger"];
  /** Told when an endpoint answers an error code its table entry does not declare (tests fail on it). */
  onUndeclaredError?: (endpoint: EndpointName, code: string) => void;
  /** How the staff portal reaches its identity provider; the platform's fetch unless a test routes it. */
  oidcFetch?: typeof fetch;
}

/** The browser features the portal never uses, switched off for every page. */
const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=(), browsing-topics=()";

/** Keys OTP hashes: SESSION_SECRET, or (demo mode) a random key for this process. */
const processSecret = randomBytes(32).toString("hex");

/**
 * What the log keeps of a failure: its kind, its first line and its cause's message. A failed
 * query's message goes on with the statement's parameters (a PIN hash, a token's hash, an e-mail),
 * which never reach the log.
 */
export function loggable(err: unknown): { name: string; message: string; code?: string; cause?: string } {
  const e = err instanceof Error ? err : new Error(String(err));
  const firstLine = (text: string) =>
    text
      .split("\n")[0]
      ?.replace(/params:.*$/i, "")
      .slice(0, 500) ?? "";
  const cause = e.cause instanceof Error ? firstLine(e.cause.message) : undefined;
  const code = (e as { code?: unknown }).code;
  return {
    name: e.name,
    message: firstLine(e.message),
    ...(typeof code === "string" ? { code } : {}),
    ...(cause ? { cause } : {}),
  };
}

/** A refused input's code: the call's own code for the rule (a contract field may name one), else validation. */
function validationCode(issues: unknown): ErrorCode {
  if (!Array.isArray(issues)) return "validation";
  for (const issue of issues) {
    const code = (issue as { params?: { params?: { code?: unknown } } }).params?.params?.code;
    if (isErrorCode(code)) return code;
  }
  return "validation";
}

/** The error a request ends with, as the catalogue names it: status, code and an English text. */
function errorAnswer(err: unknown): { status: number; code: ErrorCode; message: string } {
  if (err instanceof AppError) return { status: err.status, code: err.code, message: err.message };
  if (err instanceof ConflictingAliasError) return { status: 400, code: "validation", message: err.message };
  const e = err as { validation?: unknown; statusCode?: number; message?: string };
  if (e.validation || e.statusCode === 400 || e.statusCode === 413 || e.statusCode === 415)
    return {
      status: e.statusCode ?? 400,
      code: validationCode(e.validation),
      message: e.message ?? "Invalid request",
    };
  // PostgreSQL restarting, unreachable or out of connections: the request may succeed again soon.
  if (isDatabaseUnavailable(err))
    return { status: 503, code: "technical-error", message: "The service is unavailable. Please try again." };
  return { status: 500, code: "technical-error", message: "A technical error occurred. Please try again." };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    // A hop count becomes the function Fastify takes: believe that many proxies in front.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Error answers are made by the handler below from the catalogue; only successes are checked.
  app.setSerializerCompiler((route) =>
    /^[45]/.test(String(route.httpStatus))
      ? (data) => JSON.stringify(data)
      : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]),
  );
  app.decorateRequest("caller", null);
  app.setErrorHandler((err, req, reply) => {
    const answer = errorAnswer(err);
    if (answer.status >= 500) req.log.error({ err: loggable(err) }, "request failed");
    const endpoint = req.routeOptions.config.endpoint;
    if (endpoint && !declaredErrors(endpoints[endpoint]).includes(answer.code)) {
      req.log.error({ endpoint, code: answer.code }, "an error code the endpoint table does not declare");
      deps.onUndeclaredError?.(endpoint, answer.code);
    }
    return reply.code(answer.status).send({ code: answer.code, message: answer.message });
  });

  const isLocal =
    config.publicUrl.startsWith("http://localhost") || config.publicUrl.startsWith("http://127.");
  // Helmet's headers on every answer, set before its handler runs (a route may set its own) and
  // worked out once at start-up, not by helmet on each request. The Content-Security-Policy is the
  // portal's own (lib/csp.ts): the page gets a nonce per answer.
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "same-origin" },
  });
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(fastifyCookie);
  // Pages go compressed by Accept-Encoding from 1 KB; the endpoint table's answers from 4 KB
  // (register-endpoints.ts); PDFs are sent as they are.
  await app.register(fastifyCompress, PAGE_COMPRESSION);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Member portal API",
        description:
          "The API of the MPF/ORSO member self-service portal. Paths and fields follow the specs; each call names the session it needs, the ids checked against it and the error codes it may answer.",
        version: "0.2.0",
      },
      components: {
        securitySchemes: {
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: sessionCookieName(!isLocal, config.superLogon),
          },
          authToken: {
            type: "apiKey",
            in: "header",
            name: "pisys_auth_token",
            description: "The specs' session token header, sent together with username",
          },
          username: {
            type: "apiKey",
            in: "header",
            name: "username",
            description: "The login id of the session that pisys_auth_token names",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API's pages are for the demo and for developers; production serves no documentation.
  if (config.mode === "demo")
    await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.addHook("onSend", async (req, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    // The page sets its own (with its nonce), as do the API's documentation pages in demo mode.
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", contentSecurityPolicy({ upgradeInsecureRequests: !isLocal }));
    // A signed-in member's answers are theirs alone: no cache keeps them (a PDF says so itself).
    if (req.url.startsWith("/api/") && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
  });

  // The parts the modules are made from: repositories on the database, and what they share.
  const db = deps.database.db;
  const repos = createRepositories(db);
  const context = {
    ...repos,
    reference: createReferenceSource(createReferenceRepository(db)),
    transaction: transactionRunner(db),
    clock: deps.clock,
    notifier: deps.notifier ?? notifierFromConfig(config, repos.outbox, deps.clock),
    secret: config.sessionSecret ?? processSecret,
    idDigest: idDigester(config.idDigestKey),
    secureCookie: !isLocal,
    calendar: config.calendar,
    mode: config.mode,
    staffPortal: config.superLogon,
  } satisfies EndpointDeps & Record<string, unknown>;
  const staff = config.superLogon ? await staffSignIn(app, deps, isLocal) : null;
  const handlers: Handlers<EndpointName> = {
    ...configRoutes({ ...context, settings: config }),
    ...authRoutes(context),
    ...accessLogRoutes(context),
    ...accountsRoutes(context),
    ...transactionsRoutes(context),
    ...fundsRoutes(context),
    ...profileRoutes(context),
    ...projectionRoutes(context),
    ...switchingRoutes(context),
    ...documentsRoutes(context),
    ...reportsRoutes(context),
    ...superLogonRoutes({ ...context, relyingParty: staff ?? noStaffSignIn }),
    ...devRoutes({ ...context, db }),
  };
  await app.register(endpointRoutes(context, handlers), { prefix: "/api" });

  registerWebApp(app, config.webDist, !isLocal);
  return app;
}

/**
 * The staff portal's sign-in: the relying party of the external issuer (OIDC_*), or in demo mode
 * of the built-in identity provider, mounted here under /idp.
 */
async function staffSignIn(app: FastifyInstance, deps: AppDeps, isLocal: boolean): Promise<RelyingParty> {
  const { config } = deps;
  if (config.oidc)
    return relyingParty(config.oidc, { allowHttp: config.mode === "demo", fetch: deps.oidcFetch });
  if (config.mode !== "demo")
    throw new ConfigError(
      "OIDC_ISSUER",
      "is required for the staff portal (SUPER_LOGON=on) in production mode",
    );
  // Loaded only here: the built-in provider (oidc-provider) exists in demo mode only.
  const { demoIssuer, mountDemoIdentityProvider } = await import(
    "./modules/super-logon/demo-identity-provider.ts"
  );
  const keys = await loadIdentityProviderKeys(deps.database.db);
  const limits = createRepositories(deps.database.db).auth;
  await mountDemoIdentityProvider(app, {
    publicUrl: config.publicUrl,
    keys,
    records: providerRecords(deps.database.db),
    secure: !isLocal,
    behindProxy: config.trustProxy !== false,
    tooManyFailures: async (ip) =>
      (await limits.hitRateLimit(`idp-sign-in:ip:${ip}`, deps.clock.now(), 15 * 60 * 1000)) > 20,
  });
  return relyingParty(demoIssuer(config.publicUrl, keys), { allowHttp: true, fetch: deps.oidcFetch });
}

/** The member portal serves no Super Logon call (the endpoint table's portal), so none reaches this. */
const noStaffSignIn: RelyingParty = {
  authorization: () => Promise.reject(new Error("the member portal has no staff sign-in")),
  exchange: () => Promise.reject(new Error("the member portal has no staff sign-in")),
};
