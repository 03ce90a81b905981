import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..");

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", PGLITE_DATA_DIR: "memory", PORT: "0", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("start-up with a bad configuration", () => {
  it.each([
    [{ DATABASE_URL: "postgres//nohost" }, "Configuration error: DATABASE_URL is not a URL"],
    [{ PORTAL_CALENDAR: "nope" }, "Configuration error: PORTAL_CALENDAR"],
    [{ PORTAL_CLOCK: "tomorrow" }, "Configuration error: PORTAL_CLOCK"],
    [{ PORTAL_MODE: "production" }, "Configuration error: DATABASE_URL is required in production mode"],
    [
      {
        PORTAL_MODE: "production",
        DATABASE_URL: "postgres://portal@127.0.0.1:1/portal",
        SMTP_URL: "smtps://user:pass@mail.example.com:465",
        SMS_GATEWAY_URL: "https://sms.example.com/send",
        SESSION_SECRET: "x".repeat(32),
        ID_DIGEST_KEY: "k".repeat(32),
        LETTERS_DIR: "/tmp/portal-letters",
        SUPER_LOGON: "on",
      },
      "Configuration error: OIDC_ISSUER is required for the staff portal (SUPER_LOGON=on) in production mode",
    ],
  ])("stops with one line naming the setting: %o", (env, line) => {
    const result = start(env);
    expect(result.status).toBe(1);
    const lines = result.stderr
      .trim()
      .split("\n")
      .filter((l) => !l.startsWith("npm warn"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(line);
  });
});
