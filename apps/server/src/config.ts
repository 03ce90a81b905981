import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { CALENDAR_PRESETS, type Calendar, isCalendarPresetName, parseCalendar } from "@portal/domain";
import { z } from "zod";
import type { DatabaseTarget } from "./db/database.ts";

/**
 * The server's configuration, read once from the environment and validated. A bad value stops
 * start-up with one line naming the setting (ConfigError).
 */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    problem: string,
  ) {
    super(`Configuration error: ${setting} ${problem}`);
  }
}

export interface Config {
  mode: "demo" | "production";
  port: number;
  host: string;
  database: DatabaseTarget;
  calendarName: string;
  calendar: Calendar;
  clock: Date | null;
  webDist: string;
  publicUrl: string;
  logLevel: string;
  smtpUrl: string | null;
  mailFrom: string;
  smsGatewayUrl: string | null;
  sessionSecret: string | null;
  seedMembers: number;
  superLogon: boolean;
  /** The Hong Kong hour (0-23) from which the dealing cycle settles the day (DEALING_CYCLE_HOUR, default 18). */
  dealingCycleHour: number;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function readCalendar(value: string): Calendar {
  if (isCalendarPresetName(value)) return parseCalendar(CALENDAR_PRESETS[value]);
  if (!value.endsWith(".json")) {
    throw new ConfigError(
      "PORTAL_CALENDAR",
      `"${value}" is neither a preset (${Object.keys(CALENDAR_PRESETS).join(", ")}) nor a .json calendar file`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(value), "utf8"));
  } catch (err) {
    throw new ConfigError(
      "PORTAL_CALENDAR",
      `file ${value} cannot be read as JSON (${(err as Error).message})`,
    );
  }
  try {
    return parseCalendar(data);
  } catch (err) {
    throw new ConfigError("PORTAL_CALENDAR", `file ${value}: ${(err as Error).message}`);
  }
}

function readDatabaseUrl(url: string): DatabaseTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError("DATABASE_URL", "is not a URL (expected postgres://user@host:5432/database)");
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new ConfigError("DATABASE_URL", `must start with postgres:// (got ${parsed.protocol}//)`);
  }
  if (!parsed.hostname || parsed.pathname.length < 2) {
    throw new ConfigError(
      "DATABASE_URL",
      "must name a host and a database (postgres://user@host:5432/database)",
    );
  }
  return { engine: "postgres", url };
}

function readInstant(value: string): Date {
  const ok = z.iso.datetime({ offset: true }).safeParse(value);
  if (!ok.success)
    throw new ConfigError(
      "PORTAL_CLOCK",
      `"${value}" is not an ISO instant (e.g. 2025-05-07T09:00:00+08:00)`,
    );
  return new Date(value);
}

function readInt(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${value}")`);
  return n;
}

function readBool(name: string, value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  throw new ConfigError(name, `must be true or false (got "${value}")`);
}

function readUrl(name: string, value: string | undefined, protocols: string[]): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    if (protocols.includes(u.protocol)) return value;
  } catch {
    // fall through
  }
  throw new ConfigError(name, `must be a ${protocols.map((p) => `${p}//`).join(" or ")} URL`);
}

/** Reads the configuration from an environment; `cwd` anchors relative paths. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string): Config {
  const mode = env.PORTAL_MODE ?? "demo";
  if (mode !== "demo" && mode !== "production")
    throw new ConfigError("PORTAL_MODE", `must be demo or production (got "${mode}")`);

  const database: DatabaseTarget = env.DATABASE_URL
    ? readDatabaseUrl(env.DATABASE_URL)
    : {
        engine: "pglite",
        dataDir:
          env.PGLITE_DATA_DIR === "memory" ? null : resolve(cwd, env.PGLITE_DATA_DIR ?? ".data/pglite"),
      };

  const calendarName = env.PORTAL_CALENDAR ?? "live";
  const logLevel = env.LOG_LEVEL ?? "info";
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    throw new ConfigError("LOG_LEVEL", `must be one of ${LOG_LEVELS.join(", ")}`);

  const config: Config = {
    mode,
    port: readInt("PORT", env.PORT, 8080, 0, 65535),
    host: env.HOST ?? "0.0.0.0",
    database,
    calendarName,
    calendar: readCalendar(calendarName),
    clock: env.PORTAL_CLOCK ? readInstant(env.PORTAL_CLOCK) : null,
    webDist: resolve(cwd, env.WEB_DIST ?? "apps/web/dist"),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`,
    logLevel,
    smtpUrl: readUrl("SMTP_URL", env.SMTP_URL, ["smtp:", "smtps:"]),
    mailFrom: env.MAIL_FROM ?? "Harbour Retirement <no-reply@harbour-retirement.example>",
    smsGatewayUrl: readUrl("SMS_GATEWAY_URL", env.SMS_GATEWAY_URL, ["http:", "https:"]),
    sessionSecret: env.SESSION_SECRET ?? null,
    seedMembers: readInt("SEED_MEMBERS", env.SEED_MEMBERS, 0, 0, 1_000_000),
    superLogon: readBool("PORTAL_SUPER_LOGON", env.PORTAL_SUPER_LOGON),
    dealingCycleHour: readInt("DEALING_CYCLE_HOUR", env.DEALING_CYCLE_HOUR, 18, 0, 23),
  };

  if (mode === "production") {
    if (database.engine !== "postgres")
      throw new ConfigError("DATABASE_URL", "is required in production mode");
    if (!config.smtpUrl) throw new ConfigError("SMTP_URL", "is required in production mode");
    if (!config.smsGatewayUrl) throw new ConfigError("SMS_GATEWAY_URL", "is required in production mode");
    if (!config.sessionSecret || config.sessionSecret.length < 32) {
      throw new ConfigError("SESSION_SECRET", "must be at least 32 characters in production mode");
    }
    if (config.clock) throw new ConfigError("PORTAL_CLOCK", "cannot pin the clock in production mode");
  }
  return config;
}
