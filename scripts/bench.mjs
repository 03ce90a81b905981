#!/usr/bin/env node
// npm run bench: figures for the issue bars, printed, not asserted.
//  1. `npm start` on an empty embedded database until it serves /api/health (build included).
//  2. A restart on that database, already migrated and seeded.
//  3. The landing page's initial JavaScript, gzipped (the entry chunk and what it preloads).
// npm run bench -- --landing: instead, the bytes a first load of / and /employeelogin transfers
// (scripts/bench-landing.mjs).
// npm run bench -- --lighthouse [--runs N]: instead, Lighthouse (mobile) on the landing, login,
// dashboard and fund fact sheet pages in both languages (scripts/bench-lighthouse.mjs).
// npm run bench -- --projection: instead, the projection's simulation timed against its 300 ms bar
// (scripts/bench-projection.mjs).
// npm run bench -- --dashboard [--database URL --rate 200 --duration 30 --members 40]: instead,
// the dashboard's data calls under load on a PostgreSQL seeded at scale (scripts/bench-dashboard.mjs).
// npm run bench -- --cycle [--members 2000 --instructions 2000 --database URL]: instead, the dealing
// cycle settling a day's fund switches (scripts/bench-cycle.mjs).
// npm run bench -- --reliability [--only two-instances,soak,pg-restart --minutes 10 --rate 200]: instead,
// issue 15's reliability under load on PostgreSQL, PASS or FAIL per check (scripts/bench-reliability.mjs).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// npm run bench -- --landing: what the first load of the landing and login pages transfers.
if (process.argv.includes("--landing")) {
  await import("./bench-landing.mjs");
  process.exit(process.exitCode ?? 0);
}
// npm run bench -- --lighthouse: Lighthouse's mobile scores of the first pages and two member pages.
if (process.argv.includes("--lighthouse")) {
  await import("./bench-lighthouse.mjs");
  process.exit(process.exitCode ?? 0);
}
// npm run bench -- --projection: projectSavings, 10,000 paths over 40 years (bar 300 ms).
if (process.argv.includes("--projection")) {
  await import("./bench-projection.mjs");
  process.exit(process.exitCode ?? 0);
}
// npm run bench -- --fund-chart: a fund's 30-year series to a drawn chart in Chromium (bar 1 s).
if (process.argv.includes("--fund-chart")) {
  await import("./bench-fund-chart.mjs");
  process.exit(0);
}
// npm run bench -- --cycle: the dealing cycle settling a day's fund switches (PGlite, or --database).
if (process.argv.includes("--cycle")) {
  await import("./bench-cycle.mjs");
  process.exit(process.exitCode ?? 0);
}
// npm run bench -- --reliability: two instances on one PostgreSQL, a soak, PostgreSQL restarted under load.
if (process.argv.includes("--reliability")) {
  await import("./bench-reliability.mjs");
  process.exit(process.exitCode ?? 0);
}
// npm run bench -- --funds: the fund list and performance records on the same database (bar p99 < 30 ms).
if (process.argv.includes("--dashboard") || process.argv.includes("--funds")) {
  await import("./bench-dashboard.mjs");
  process.exit(0);
}

const root = new URL("..", import.meta.url).pathname;

async function timeStart(label, port, dataDir) {
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
    detached: true,
  });
  const deadline = started + 120_000;
  let seconds = null;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-child.pid, "SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  console.log(`${label}: ${seconds === null ? "did not serve within 120 s" : `${seconds.toFixed(1)} s`}`);
}

function landingJs() {
  const dist = join(root, "apps/web/dist");
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let total = 0;
  for (const file of new Set(files)) {
    const size = gzipSync(readFileSync(join(dist, file))).length;
    total += size;
    console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzipped`);
  }
  console.log(`landing page initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (bar: 200 KB)`);
}

const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
await timeStart("npm start, empty embedded database, web build included, to serving", 8481, dataDir);
await timeStart("npm start again on that database (migrated and seeded)", 8482, dataDir);
rmSync(dataDir, { recursive: true, force: true });
landingJs();
