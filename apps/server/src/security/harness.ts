import { encodePin } from "@portal/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { seedDemo } from "../demo/seed.ts";
import { createNotifier, type Message } from "../modules/notifications/notifier.ts";
import { createRepositories } from "../repositories.ts";
import { ManualClock, recordUndeclared } from "../testing/test-app.ts";

/**
 * The real app for the security tests (issue 15), as production runs it in the ways that matter
 * here: the Fastify logger on (every line kept, at trace level), and the messages handed to
 * delivery adapters (what the SMTP, SMS and letter adapters would send, kept in `delivered`: the
 * member's inbox, phone and letterbox), so the outbox table keeps the masked copy that production
 * keeps. The rest is
 * createTestApp's: in-memory PGlite, migrated, the demo data seeded, a hand-moved clock.
 */
export interface SecurityApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: ManualClock;
  /** Every line the server logged, as written (JSON). */
  logLines: string[];
  /** Every message a delivery adapter was given, oldest first. */
  delivered: Message[];
  close(): Promise<void>;
}

export const PIN = "Portal#2026";
export const SESSION_SECRET = "security-tests-session-secret-0123456789";

export async function securityApp(
  options: { mode?: Config["mode"]; publicUrl?: string; webDist?: string; seed?: boolean } = {},
): Promise<SecurityApp> {
  const loaded = loadConfig(
    {
      PGLITE_DATA_DIR: "memory",
      WEB_DIST: options.webDist ?? "/nonexistent-web-dist",
      SESSION_SECRET,
      ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
    },
    process.cwd(),
  );
  // Production mode needs PostgreSQL to start (config.ts); the app itself does not depend on the engine.
  const config: Config = { ...loaded, mode: options.mode ?? "demo" };
  const clock = new ManualClock();
  const database = await openDatabase(config.database);
  await database.migrate();
  if (options.seed ?? true) await seedDemo(database.db, { clock });
  const delivered: Message[] = [];
  const deliver = async (m: Message) => {
    delivered.push(m);
  };
  const notifier = createNotifier(
    config.mode,
    { email: deliver, sms: deliver, post: deliver },
    createRepositories(database.db).outbox,
    clock,
  );
  const logLines: string[] = [];
  const app = await buildApp({
    config,
    database,
    clock,
    notifier,
    logger: { level: "trace", stream: { write: (line: string) => void logLines.push(line) } },
    onUndeclaredError: recordUndeclared,
  });
  return {
    app,
    database,
    config,
    clock,
    logLines,
    delivered,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The newest OTP delivered to `to`. */
export function lastOtp(s: SecurityApp, to: string): string {
  const m = s.delivered.filter((d) => d.to === to && d.otp).at(-1);
  if (!m?.otp) throw new Error(`no OTP delivered to ${to}`);
  return m.otp;
}

/** Requests as one browser: from one address, with the session cookie it was last given. */
export function browser(s: SecurityApp, ip = "10.20.0.1", cookieName = "portal_session") {
  const b = {
    cookie: "",
    /** Every cookie value this browser was given: the session tokens it saw. */
    tokens: [] as string[],
    async send(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
      const res = await s.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload }),
        remoteAddress: ip,
        cookies: b.cookie ? { [cookieName]: b.cookie } : {},
      });
      const set = res.cookies.find((c) => c.name === cookieName);
      if (set) {
        b.cookie = set.value;
        if (set.value) b.tokens.push(set.value);
      }
      return res;
    },
    get: (url: string) => b.send("GET", url),
    post: (url: string, payload: object = {}) => b.send("POST", url, payload),
    put: (url: string, payload: object) => b.send("PUT", url, payload),
    /** The login's two steps: the PIN, then the OTP sent on `channel` to `destination`. */
    async login(
      id: { scheme: string; loginId?: string; govtId?: string },
      destination: string,
      channel: "SMS" | "EMAIL" = "SMS",
      pin = PIN,
    ): Promise<LightMyRequestResponse> {
      const first = await b.post("/api/auth/authenticateMFA", { ...id, password: encodePin(pin) });
      if (first.statusCode !== 200) throw new Error(`first step ${first.statusCode}: ${first.body}`);
      const sent = await b.post("/api/auth/activateMFA", { channel });
      if (sent.statusCode !== 200) throw new Error(`activateMFA ${sent.statusCode}: ${sent.body}`);
      const verified = await b.post("/api/auth/verifyMFA", { passCode: lastOtp(s, destination) });
      if (verified.statusCode !== 200) throw new Error(`verifyMFA ${verified.statusCode}: ${verified.body}`);
      return verified;
    },
  };
  return b;
}
