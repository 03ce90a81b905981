import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CALENDAR_PRESETS } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const load = (env: NodeJS.ProcessEnv) => loadConfig(env, "/srv/portal");

function expectConfigError(env: NodeJS.ProcessEnv, setting: string, pattern: RegExp) {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).setting).toBe(setting);
    expect((err as Error).message).toMatch(pattern);
    expect((err as Error).message.split("\n")).toHaveLength(1);
    return;
  }
  throw new Error(`expected a ConfigError naming ${setting}`);
}

/** Everything production needs (the member portal). */
const PRODUCTION = {
  PORTAL_MODE: "production",
  DATABASE_URL: "postgres://portal@db:5432/portal",
  SMTP_URL: "smtps://user:pass@mail.example.com:465",
  SMS_GATEWAY_URL: "https://sms.example.com/send",
  SESSION_SECRET: "x".repeat(32),
  ID_DIGEST_KEY: "k".repeat(32),
  LETTERS_DIR: "/var/spool/portal-letters",
};

describe("configuration", () => {
  it("has demo defaults: PGlite under .data, port 8080, live calendar, system clock", () => {
    const c = load({});
    expect(c.mode).toBe("demo");
    expect(c.port).toBe(8080);
    expect(c.database).toEqual({ engine: "pglite", dataDir: "/srv/portal/.data/pglite" });
    expect(c.calendarName).toBe("live");
    expect(c.clock).toBeNull();
  });

  it("uses PostgreSQL when DATABASE_URL is set and PGlite in memory on request", () => {
    expect(load({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" }).database.engine).toBe(
      "postgres",
    );
    expect(load({ PGLITE_DATA_DIR: "memory" }).database).toEqual({ engine: "pglite", dataDir: null });
  });

  it("pins the clock to PORTAL_CLOCK", () => {
    expect(load({ PORTAL_CLOCK: "2025-05-07T09:00:00+08:00" }).clock?.toISOString()).toBe(
      "2025-05-07T01:00:00.000Z",
    );
  });

  it("stops on a malformed DATABASE_URL", () => {
    expectConfigError({ DATABASE_URL: "not a url" }, "DATABASE_URL", /is not a URL/);
    expectConfigError({ DATABASE_URL: "mysql://root@localhost/db" }, "DATABASE_URL", /postgres:\/\//);
    expectConfigError({ DATABASE_URL: "postgres://localhost" }, "DATABASE_URL", /database/);
  });

  it("stops on an unknown calendar preset", () => {
    expectConfigError(
      { PORTAL_CALENDAR: "empf-2026" },
      "PORTAL_CALENDAR",
      /neither a preset \(empf-2025, live\)/,
    );
  });

  it("stops on a calendar file with an unparsable window or one that ends before it starts", () => {
    const dir = mkdtempSync(join(tmpdir(), "calendar-"));
    const unparsable = structuredClone(CALENDAR_PRESETS["empf-2025"]) as { windows: Record<string, unknown> };
    unparsable.windows.maintenanceBanner = { start: "2025-07-18 19:00" };
    writeFileSync(join(dir, "bad.json"), JSON.stringify(unparsable));
    expectConfigError(
      { PORTAL_CALENDAR: join(dir, "bad.json") },
      "PORTAL_CALENDAR",
      /windows\.maintenanceBanner\.start/,
    );

    const backwards = structuredClone(CALENDAR_PRESETS["empf-2025"]) as { windows: Record<string, unknown> };
    backwards.windows.gfcOrsoWindow = {
      start: "2024-06-24T09:00:00+08:00",
      end: "2024-06-07T16:00:00+08:00",
    };
    writeFileSync(join(dir, "backwards.json"), JSON.stringify(backwards));
    expectConfigError(
      { PORTAL_CALENDAR: join(dir, "backwards.json") },
      "PORTAL_CALENDAR",
      /ends before it starts/,
    );

    writeFileSync(join(dir, "broken.json"), "{ not json");
    expectConfigError(
      { PORTAL_CALENDAR: join(dir, "broken.json") },
      "PORTAL_CALENDAR",
      /cannot be read as JSON/,
    );

    writeFileSync(join(dir, "good.json"), JSON.stringify({ ...CALENDAR_PRESETS.live, name: "ops" }));
    expect(load({ PORTAL_CALENDAR: join(dir, "good.json") }).calendar.name).toBe("ops");
  });

  it("stops on a PORTAL_CLOCK that is not an instant", () => {
    expectConfigError({ PORTAL_CLOCK: "yesterday" }, "PORTAL_CLOCK", /not an ISO instant/);
    expectConfigError({ PORTAL_CLOCK: "2025-05-07" }, "PORTAL_CLOCK", /not an ISO instant/);
  });

  it("runs the dealing cycle from 18:00 HKT unless DEALING_CYCLE_HOUR says another hour (0-23)", () => {
    expect(load({}).dealingCycleHour).toBe(18);
    expect(load({ DEALING_CYCLE_HOUR: "0" }).dealingCycleHour).toBe(0);
    expect(load({ DEALING_CYCLE_HOUR: "23" }).dealingCycleHour).toBe(23);
    expectConfigError({ DEALING_CYCLE_HOUR: "24" }, "DEALING_CYCLE_HOUR", /whole number from 0 to 23/);
    expectConfigError({ DEALING_CYCLE_HOUR: "6pm" }, "DEALING_CYCLE_HOUR", /whole number/);
    expectConfigError({ DEALING_CYCLE_HOUR: "17.5" }, "DEALING_CYCLE_HOUR", /whole number/);
  });

  it("believes no proxy unless TRUST_PROXY says which: true, a hop count or their addresses", () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1" }).trustProxy).toBe("10.0.0.0/8,127.0.0.1,::1");
    expectConfigError({ TRUST_PROXY: "yes" }, "TRUST_PROXY", /proxy addresses or CIDR ranges/);
    expectConfigError({ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY", /got "10.0.0.0\/33"/);
    expectConfigError({ TRUST_PROXY: "0" }, "TRUST_PROXY", /number of proxy hops/);
  });

  it("treats an empty setting as unset and names the first bad one", () => {
    expect(load({ PORT: "", SEED_MEMBERS: "" }).port).toBe(8080);
    expectConfigError({ SEED_MEMBERS: "-1", PORT: "x" }, "PORT", /whole number/);
    expectConfigError({ SUPER_LOGON: "yes" }, "SUPER_LOGON", /on or off/);
  });

  it("stops on a bad PORT, PORTAL_MODE or LOG_LEVEL", () => {
    expectConfigError({ PORT: "80a" }, "PORT", /whole number/);
    expectConfigError({ PORTAL_MODE: "staging" }, "PORTAL_MODE", /demo or production/);
    expectConfigError({ LOG_LEVEL: "loud" }, "LOG_LEVEL", /one of/);
    expectConfigError({ SMTP_URL: "http://mail" }, "SMTP_URL", /smtp:/);
  });

  it("production refuses to start without a database, mail, SMS, secrets and a letters folder, and never pins the clock", () => {
    const full = PRODUCTION;
    expect(load(full).mode).toBe("production");
    expectConfigError({ ...full, DATABASE_URL: undefined }, "DATABASE_URL", /required in production/);
    expectConfigError({ ...full, SMTP_URL: undefined }, "SMTP_URL", /required in production/);
    expectConfigError({ ...full, SMS_GATEWAY_URL: undefined }, "SMS_GATEWAY_URL", /required in production/);
    expectConfigError({ ...full, SESSION_SECRET: "short" }, "SESSION_SECRET", /at least 32/);
    expectConfigError({ ...full, ID_DIGEST_KEY: undefined }, "ID_DIGEST_KEY", /at least 32/);
    expectConfigError({ ...full, ID_DIGEST_KEY: "short" }, "ID_DIGEST_KEY", /at least 32/);
    expectConfigError({ ...full, LETTERS_DIR: undefined }, "LETTERS_DIR", /required in production/);
    expectConfigError({ ...full, PORTAL_CLOCK: "2025-05-07T09:00:00+08:00" }, "PORTAL_CLOCK", /production/);
  });

  it("a staff portal (SUPER_LOGON=on) in production needs its external issuer and client, each named", () => {
    const staff = {
      ...PRODUCTION,
      SUPER_LOGON: "on",
      OIDC_ISSUER: "https://login.harbour.example/realms/staff",
      OIDC_CLIENT_ID: "staff-portal",
      OIDC_CLIENT_SECRET: "s".repeat(40),
      OIDC_REDIRECT_URI: "https://staff.harbour.example/superLogon/signIn",
    };
    const config = load(staff);
    expect(config).toMatchObject({ superLogon: true, staffPort: null });
    expect(config.oidc).toEqual({
      issuer: "https://login.harbour.example/realms/staff",
      clientId: "staff-portal",
      clientSecret: "s".repeat(40),
      redirectUri: "https://staff.harbour.example/superLogon/signIn",
    });
    for (const name of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_REDIRECT_URI"])
      expectConfigError({ ...staff, [name]: undefined }, name, /required for the staff portal/);
    expectConfigError({ ...staff, OIDC_ISSUER: "http://login.example" }, "OIDC_ISSUER", /https/);
    // The member portal in production needs none of them, and serves no staff portal beside it.
    expect(load({ ...staff, SUPER_LOGON: "off", OIDC_ISSUER: undefined })).toMatchObject({
      superLogon: false,
      oidc: null,
      staffPort: null,
    });
  });

  it("demo mode serves the staff portal beside the member one on STAFF_PORT, with the built-in issuer", () => {
    expect(load({})).toMatchObject({ superLogon: false, staffPort: 8081, oidc: null });
    expect(load({ STAFF_PORT: "9081" }).staffPort).toBe(9081);
    expect(load({ STAFF_PORT: "0" }).staffPort).toBeNull();
    expect(load({ SUPER_LOGON: "on" }).superLogon).toBe(true);
    expectConfigError({ OIDC_ISSUER: "https://login.example" }, "OIDC_CLIENT_ID", /with OIDC_ISSUER/);
  });
});
