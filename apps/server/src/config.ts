import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { resolve } from "node:path";
import { CALENDAR_PRESETS, type Calendar, isCalendarPresetName, parseCalendar } from "@portal/domain";
import { z } from "zod";
import type { DatabaseTarget } from "./db/database.ts";
import { DEMO_ID_DIGEST_KEY } from "./lib/id-digest.ts";

/**
 * The server's configuration, read once from the environment and validated with one zod schema.
 * A bad value stops start-up with one line naming the setting (ConfigError).
 */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    problem: string,
  ) {
    super(`Configuration error: ${setting} ${problem}`);
  }
}

/**
 * Whom to believe about the client's address: false (the default) takes the socket's address and
 * ignores X-Forwarded-For, so a client cannot choose its address and slip past the per-address
 * limits; true believes any proxy; a number believes that many hops; a list of addresses or
 * CIDR ranges believes only those proxies.
 */
export type TrustProxy = boolean | number | string;

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
  /** The key of the ID numbers' digests (ID_DIGEST_KEY); the demo's own key in demo mode. */
  idDigestKey: string;
  /** Where the day's letters for the mail house are written (LETTERS_DIR); none: demo outbox only. */
  lettersDir: string | null;
  seedMembers: number;
  /** This instance is the staff portal (SUPER_LOGON=on): Super Logon, then a member's portal read-only. */
  superLogon: boolean;
  /** Demo mode: the port of the staff portal served beside the member portal (STAFF_PORT; null: none). */
  staffPort: number | null;
  /** The staff portal's identity provider (OIDC_*); null: the built-in one (demo mode only). */
  oidc: OidcSettings | null;
  /** The Hong Kong hour (0-23) from which the dealing cycle settles the day (DEALING_CYCLE_HOUR, default 18). */
  dealingCycleHour: number;
  trustProxy: TrustProxy;
}

/** An external OpenID Connect issuer and the staff portal's client registered there. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The staff portal's /superLogon/signIn, as registered at the issuer. */
  redirectUri: string;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      error: (issue) => `must be a whole number from ${min} to ${max} (got "${issue.input}")`,
    })
    .transform(Number);

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a ${protocols.map((p) => `${p}//`).join(" or ")} URL` },
  );

const databaseUrl = z.string().transform((value, ctx): DatabaseTarget => {
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {
    // reported below
  }
  const problem = !parsed
    ? "is not a URL (expected postgres://user@host:5432/database)"
    : parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:"
      ? `must start with postgres:// (got ${parsed.protocol}//)`
      : !parsed.hostname || parsed.pathname.length < 2
        ? "must name a host and a database (postgres://user@host:5432/database)"
        : null;
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return { engine: "postgres", url: value };
});

const calendar = z.string().transform((value, ctx): { name: string; calendar: Calendar } => {
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (isCalendarPresetName(value)) return { name: value, calendar: parseCalendar(CALENDAR_PRESETS[value]) };
  if (!value.endsWith(".json"))
    return fail(
      `"${value}" is neither a preset (${Object.keys(CALENDAR_PRESETS).join(", ")}) nor a .json calendar file`,
    );
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(value), "utf8"));
  } catch (err) {
    return fail(`file ${value} cannot be read as JSON (${(err as Error).message})`);
  }
  try {
    return { name: value, calendar: parseCalendar(data) };
  } catch (err) {
    return fail(`file ${value}: ${(err as Error).message}`);
  }
});

const instant = z.iso
  .datetime({
    offset: true,
    error: (issue) => `"${issue.input}" is not an ISO instant (e.g. 2025-05-07T09:00:00+08:00)`,
  })
  .transform((v) => new Date(v));

/** An address or a CIDR range (1.2.3.0/24, ::1/128). */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  if (value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value);
  const entries = value.split(",").map((e) => e.trim());
  if (entries.every(isAddressOrRange)) return entries.join(",");
  ctx.addIssue({
    code: "custom",
    message: `must be false, true, a number of proxy hops (1-10) or a comma-separated list of proxy addresses or CIDR ranges (got "${value}")`,
  });
  return z.NEVER;
});

const environment = z.object({
  PORTAL_MODE: z
    .enum(["demo", "production"], { error: (issue) => `must be demo or production (got "${issue.input}")` })
    .default("demo"),
  PORT: wholeNumber(0, 65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: databaseUrl.optional(),
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  PORTAL_CALENDAR: calendar.default({ name: "live", calendar: parseCalendar(CALENDAR_PRESETS.live) }),
  PORTAL_CLOCK: instant.optional(),
  WEB_DIST: z.string().default("apps/web/dist"),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  SMTP_URL: url(["smtp:", "smtps:"]).optional(),
  MAIL_FROM: z.string().default("Harbour Retirement <no-reply@harbour-retirement.example>"),
  SMS_GATEWAY_URL: url(["http:", "https:"]).optional(),
  SESSION_SECRET: z.string().optional(),
  ID_DIGEST_KEY: z.string().optional(),
  LETTERS_DIR: z.string().optional(),
  SEED_MEMBERS: wholeNumber(0, 1_000_000).default(0),
  SUPER_LOGON: z
    .enum(["on", "off", "true", "false"], { error: (issue) => `must be on or off (got "${issue.input}")` })
    .default("off"),
  STAFF_PORT: wholeNumber(0, 65535).default(8081),
  OIDC_ISSUER: url(["https:", "http:"]).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_REDIRECT_URI: url(["https:", "http:"]).optional(),
  DEALING_CYCLE_HOUR: wholeNumber(0, 23).default(18),
  TRUST_PROXY: trustProxy.default(false),
});

/** What production needs on top of valid values; the first missing one is named. */
function productionProblem(env: z.output<typeof environment>): [string, string] | null {
  if (!env.DATABASE_URL) return ["DATABASE_URL", "is required in production mode"];
  if (!env.SMTP_URL) return ["SMTP_URL", "is required in production mode"];
  if (!env.SMS_GATEWAY_URL) return ["SMS_GATEWAY_URL", "is required in production mode"];
  if (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32)
    return ["SESSION_SECRET", "must be at least 32 characters in production mode"];
  if (!env.ID_DIGEST_KEY || env.ID_DIGEST_KEY.length < 32)
    return ["ID_DIGEST_KEY", "must be at least 32 characters in production mode"];
  if (!env.LETTERS_DIR) return ["LETTERS_DIR", "is required in production mode"];
  if (env.PORTAL_CLOCK) return ["PORTAL_CLOCK", "cannot pin the clock in production mode"];
  if (env.SUPER_LOGON === "on" || env.SUPER_LOGON === "true") {
    for (const name of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_REDIRECT_URI"] as const)
      if (!env[name]) return [name, "is required for the staff portal (SUPER_LOGON=on) in production mode"];
    if (!env.OIDC_ISSUER?.startsWith("https:"))
      return ["OIDC_ISSUER", "must be an https:// URL in production mode"];
  }
  return null;
}

/** The external issuer, when OIDC_ISSUER names one: all four settings, or the first missing one is named. */
function oidcSettings(env: z.output<typeof environment>): OidcSettings | null {
  if (!env.OIDC_ISSUER) return null;
  const { OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_REDIRECT_URI: redirectUri } = env;
  if (!clientId) throw new ConfigError("OIDC_CLIENT_ID", "is required with OIDC_ISSUER");
  if (!clientSecret) throw new ConfigError("OIDC_CLIENT_SECRET", "is required with OIDC_ISSUER");
  if (!redirectUri) throw new ConfigError("OIDC_REDIRECT_URI", "is required with OIDC_ISSUER");
  return { issuer: env.OIDC_ISSUER, clientId, clientSecret, redirectUri };
}

/** Reads the configuration from an environment (an empty value counts as unset); `cwd` anchors relative paths. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = environment.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? "environment"), issue?.message ?? "is not valid");
  }
  const e = parsed.data;
  if (e.PORTAL_MODE === "production") {
    const problem = productionProblem(e);
    if (problem) throw new ConfigError(...problem);
  }
  return {
    mode: e.PORTAL_MODE,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL ?? {
      engine: "pglite",
      dataDir: e.PGLITE_DATA_DIR === "memory" ? null : resolve(cwd, e.PGLITE_DATA_DIR),
    },
    calendarName: e.PORTAL_CALENDAR.name,
    calendar: e.PORTAL_CALENDAR.calendar,
    clock: e.PORTAL_CLOCK ?? null,
    webDist: resolve(cwd, e.WEB_DIST),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL ?? null,
    sessionSecret: e.SESSION_SECRET ?? null,
    idDigestKey: e.ID_DIGEST_KEY ?? DEMO_ID_DIGEST_KEY,
    lettersDir: e.LETTERS_DIR ? resolve(cwd, e.LETTERS_DIR) : null,
    seedMembers: e.SEED_MEMBERS,
    superLogon: e.SUPER_LOGON === "on" || e.SUPER_LOGON === "true",
    // The member portal in demo mode serves the staff portal beside it (0: not).
    staffPort: e.PORTAL_MODE === "demo" && e.STAFF_PORT !== 0 ? e.STAFF_PORT : null,
    oidc: oidcSettings(e),
    dealingCycleHour: e.DEALING_CYCLE_HOUR,
    trustProxy: e.TRUST_PROXY,
  };
}
