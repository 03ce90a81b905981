import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { Clock } from "./lib/clock.ts";
import { AppError } from "./lib/errors.ts";
import { type Notifier, notifierFromConfig } from "./lib/notifier.ts";
import { accessLogRoutes } from "./modules/access-log/access-log.routes.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import type { AuthDeps } from "./modules/auth/auth.service.ts";
import { configRoutes } from "./modules/config/config.routes.ts";
import { devRoutes } from "./modules/dev/dev.routes.ts";
import { fundsRoutes } from "./modules/funds/funds.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { profileRoutes } from "./modules/profile/profile.routes.ts";
import { switchingRoutes } from "./modules/switching/switching.routes.ts";
import { transactionsRoutes } from "./modules/transactions/transactions.routes.ts";

/** What the app is made from; tests pass an in-memory database and a pinned clock. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** Defaults to the adapters the configuration names (SMTP, SMS gateway, demo outbox). */
  notifier?: Notifier;
  logger?: FastifyServerOptions["logger"];
}

/** Keys OTP hashes: SESSION_SECRET, or (demo mode) a random key for this process. */
const processSecret = randomBytes(32).toString("hex");

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) return reply.code(err.status).send({ code: err.code, message: err.message });
    const e = err as { validation?: unknown; statusCode?: number; message?: string };
    if (e.validation || e.statusCode === 400) {
      return reply.code(400).send({ code: "validation", message: e.message ?? "Invalid request" });
    }
    if (e.statusCode === 415 || e.statusCode === 413)
      return reply.code(e.statusCode).send({ code: "validation", message: e.message ?? "" });
    req.log.error(err);
    return reply
      .code(500)
      .send({ code: "technical-error", message: "A technical error occurred. Please try again." });
  });

  const isLocal =
    deps.config.publicUrl.startsWith("http://localhost") || deps.config.publicUrl.startsWith("http://127.");
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: isLocal ? null : [],
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "same-origin" },
  });
  await app.register(fastifyCookie);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Member portal API",
        description: "The API of the MPF/ORSO member self-service portal. Paths and fields follow the specs.",
        version: "0.1.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const authDeps: AuthDeps = {
    db: deps.database.db,
    clock: deps.clock,
    notifier: deps.notifier ?? notifierFromConfig(deps.config, deps.clock),
    secret: deps.config.sessionSecret ?? processSecret,
    secureCookie: !isLocal,
  };
  const secureCookie = !isLocal;
  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(authRoutes(authDeps, secureCookie));
      await api.register(accessLogRoutes(authDeps));
      await api.register(configRoutes(deps));
      await api.register(accountsRoutes(authDeps));
      await api.register(transactionsRoutes(authDeps));
      await api.register(fundsRoutes(authDeps));
      await api.register(profileRoutes({ ...authDeps, calendar: deps.config.calendar }));
      await api.register(switchingRoutes({ ...authDeps, calendar: deps.config.calendar }));
      if (deps.config.mode === "demo") await api.register(devRoutes(deps));
    },
    { prefix: "/api" },
  );

  registerWebApp(app, deps.config.webDist);
  return app;
}

/** Serves the built web app; any other GET outside /api gets index.html (the app routes it). */
function registerWebApp(app: FastifyInstance, webDist: string): void {
  const indexPath = join(webDist, "index.html");
  const hasWeb = existsSync(indexPath);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Vite names assets by content hash, so they never change; index.html is sent below, uncached.
      maxAge: "1y",
      immutable: true,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith("/api/") || req.url === "/api" || req.method !== "GET") {
      return reply.code(404).send({ code: "not-found", message: "Not found" });
    }
    if (!hasWeb) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The web app is not built. Run npm run build (npm start does it).");
    }
    return reply
      .code(200)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(readFileSync(indexPath));
  });
}
