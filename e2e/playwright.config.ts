import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests: the real server (tsx apps/server/src/main.ts) on an in-memory PGlite with the
 * demo data, serving the built web app, driven in Debian's Chromium (never a downloaded browser).
 * Each server starts its clock at a chosen instant, so the dated behaviour is tested without waiting.
 */
export const SERVERS = {
  /** The demo default (calendar live), Friday 20 Nov 2026 10:00 HKT. */
  live: { port: 8191, calendar: "live", clock: "2026-11-20T10:00:00+08:00" },
  /** The specs' calendar, an hour before the landing cut-over of 07/05/2025 09:00:00 HKT (server clocks run on from their start). */
  beforeCutOver: { port: 8192, calendar: "empf-2025", clock: "2025-05-07T08:00:00+08:00" },
  /** The specs' calendar at the cut-over. */
  afterCutOver: { port: 8193, calendar: "empf-2025", clock: "2025-05-07T09:00:00+08:00" },
  /** The account-area journeys: live calendar on their own database, so their logins never meet another spec's OTPs. */
  accounts: { port: 8194, calendar: "live", clock: "2026-11-20T10:00:00+08:00" },
  /** The profile journeys change members' contacts: their own database, so no other spec meets the changes. */
  profile: { port: 8195, calendar: "live", clock: "2026-11-20T10:00:00+08:00" },
  /** The fund pages' journeys: P1 and P3 log in here without meeting the other specs' OTPs. */
  funds: { port: 8196, calendar: "live", clock: "2026-11-20T10:00:00+08:00" },
  /** Fund switching: P1's instructions and the dealing cycle move holdings, so on their own database. */
  switching: { port: 8197, calendar: "live", clock: "2026-11-20T10:00:00+08:00" },
  /** Staff Super Logon: the member portal here serves the staff portal beside it (STAFF_URL). */
  staff: { port: 8198, calendar: "live", clock: "2026-11-20T10:00:00+08:00", staffPort: 8199 },
  /** Documents and reports: P1's and P2's statements and reports made by the server's background queue. */
  documents: { port: 8200, calendar: "live", clock: "2026-11-20T10:00:00+08:00" },
  /** Every account page at phone widths, in both languages (P1 logs in here alone). */
  phone: { port: 8201, calendar: "live", clock: "2026-11-20T10:00:00+08:00" },
  /** Errors shown before a language switch, in the new language after it: P1 logs in here alone. */
  language: { port: 8202, calendar: "live", clock: "2026-11-20T10:00:00+08:00" },
  /** Every page of the route table, both languages, desktop and phones: P1 to P4 log in here alone. */
  sweep: { port: 8203, calendar: "live", clock: "2026-11-20T10:00:00+08:00" },
  /** Compare funds side by side (issue 18): P1 logs in here alone, twice one after the other. */
  fundCompare: { port: 8204, calendar: "live", clock: "2026-11-20T10:00:00+08:00" },
  /** Where my savings are heading (issue 18): P1 and P2 log in here alone, P1 twice one after the other. */
  projection: { port: 8205, calendar: "live", clock: "2026-11-20T10:00:00+08:00" },
} as const;

/** The staff portal of the staff server, with its built-in identity provider under /idp. */
export const STAFF_URL = "http://127.0.0.1:8199";

export type ServerName = keyof typeof SERVERS;
export const baseUrl = (name: ServerName) => `http://127.0.0.1:${SERVERS[name].port}`;

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A member's journey runs for 15 to 55 s here; two minutes keeps a busy shared machine (the
  // journeys run two at a time beside the servers) from failing one that is only slow.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: baseUrl("live"),
    trace: "retain-on-failure",
    // The theme honours reduced motion: no fades, so axe never judges a half-faded dialog.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  webServer: Object.values(SERVERS).map((s) => ({
    command: "node --import tsx apps/server/src/main.ts",
    cwd: "..",
    // The staff portal listens after the member portal: waiting for it waits for both.
    url: `http://127.0.0.1:${"staffPort" in s ? s.staffPort : s.port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(s.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${s.port}`,
      PGLITE_DATA_DIR: "memory",
      PORTAL_CALENDAR: s.calendar,
      PORTAL_CLOCK: s.clock,
      LOG_LEVEL: "warn",
      // Only the staff server serves a staff portal beside its member portal.
      STAFF_PORT: String("staffPort" in s ? s.staffPort : 0),
    },
  })),
});
