#!/usr/bin/env node
// npm run bench -- --landing: what a new visitor's first load of the landing page and of the login
// page transfers (issue 17 bars: at most 120 KB of HTML, JS and CSS compressed; initial
// JavaScript at most 110 KB compressed). Figures are printed, not asserted.
//
//  1. Starts the server as `npm start` would (embedded database, demo data, the built web app).
//  2. In Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), a fresh browser context per
//     page (an empty cache), loads the page and waits for the network to settle.
//  3. Sums every response by kind: the bytes on the wire (body as sent, compressed or not, plus
//     headers) and the body's decoded size, and names the encodings the server chose.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { chromium } from "@playwright/test";

const root = new URL("..", import.meta.url).pathname;
const PAGES = ["/", "/employeelogin"];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.error("Build the web app first: npm run build");
  process.exit(1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    PGLITE_DATA_DIR: "memory",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The kinds the bars name; the rest (API calls, fonts, images) as "other". */
function kindOf(resourceType) {
  if (resourceType === "document") return "html";
  if (resourceType === "script") return "js";
  if (resourceType === "stylesheet") return "css";
  return "other";
}

try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error("the server did not start within 120 s");
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  console.log("First load of a page with an empty cache (Chromium, 412x823):");
  for (const path of PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const responses = [];
    page.on("response", (response) => responses.push(response));
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const totals = { html: [0, 0, 0], js: [0, 0, 0], css: [0, 0, 0], other: [0, 0, 0] };
    const encodings = new Set();
    for (const response of responses) {
      const sizes = await response.request().sizes();
      const body = await response.body().catch(() => Buffer.alloc(0));
      const kind = kindOf(response.request().resourceType());
      totals[kind][0] += sizes.responseBodySize + sizes.responseHeadersSize;
      totals[kind][1] += body.length;
      totals[kind][2] += 1;
      const encoding = response.headers()["content-encoding"];
      if (kind !== "other") encodings.add(encoding ?? "none");
    }
    const [wire, decoded] = ["html", "js", "css"].reduce(
      ([w, d], kind) => [w + totals[kind][0], d + totals[kind][1]],
      [0, 0],
    );
    console.log(`\n  ${path}`);
    for (const [kind, [onWire, body, count]] of Object.entries(totals)) {
      console.log(
        `    ${kind.padEnd(5)} ${String(count).padStart(3)} files  ${kb(onWire).padStart(10)} transferred  (${kb(body)} decoded)`,
      );
    }
    console.log(
      `    HTML, JS and CSS: ${kb(wire)} transferred (${kb(decoded)} decoded); JS: ${kb(totals.js[0])}; encodings: ${[...encodings].join(", ")}`,
    );
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}
