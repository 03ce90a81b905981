#!/usr/bin/env node
// npm test: every suite. Vitest for the domain, the server (on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set) and the web app; then Playwright in Chromium against the built app.
// Without a Chromium the browser suite is skipped with a loud message, except under CI, where
// a missing browser fails the run. Ends with one line: "total: N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), "portal-tests-"));
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const ci = Boolean(process.env.CI);
let passed = 0;
let failed = 0;
let broken = false;

function run(title, command, args, options = {}, cwd = ".") {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, {
    cwd: join(root, cwd),
    stdio: "inherit",
    env: { ...process.env, ...options.env },
  });
  return result.status === 0;
}

for (const workspace of ["packages/domain", "apps/server", "apps/web"]) {
  const out = join(reports, `${workspace.replace("/", "-")}.json`);
  const ok = run(
    `vitest: ${workspace}`,
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${out}`],
    {
      env: {},
    },
    workspace,
  );
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, "utf8"));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  }
  if (!ok) broken = true;
}

if (!existsSync(chromium)) {
  const message = `No Chromium at ${chromium}: the browser suite (e2e/) cannot run. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`;
  if (ci) {
    console.error(`\n!!! ${message}\n!!! CI is set, so this fails the run.`);
    broken = true;
    failed += 1;
  } else {
    console.warn(`\n${"!".repeat(100)}\n!!! SKIPPED THE BROWSER SUITE. ${message}\n${"!".repeat(100)}`);
  }
} else {
  if (!run("build the web app", "npm", ["run", "build", "-w", "apps/web"])) broken = true;
  const out = join(reports, "e2e.json");
  const ok = run(
    "playwright: e2e",
    "npx",
    ["playwright", "test", "--config", "e2e/playwright.config.ts", "--reporter=list,json"],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CHROMIUM_PATH: chromium },
    },
  );
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, "utf8"));
    passed += r.stats.expected;
    failed += r.stats.unexpected + (r.stats.flaky ?? 0);
  }
  if (!ok) broken = true;
}

console.log(`\ntotal: ${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
