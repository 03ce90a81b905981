#!/usr/bin/env node
// npm run bench -- --landing: what a new visitor's first load of the landing page and of the login
// page transfers (issue 17 bars: at most 120 KB of HTML, JS and CSS compressed; initial
// JavaScript at most 110 KB compressed; CLS at most 0.02). Figures are printed, not asserted.
//
//  1. Starts the server as `npm start` would (embedded database, demo data, the built web app).
//  2. In Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), a fresh browser context per
//     page (an empty cache), loads the page and waits for the network to settle.
//  3. Sums every response by kind: the bytes on the wire (body as sent, compressed or not, plus
//     headers) and the body's decoded size, and names the encodings the server chose; and the
//     page's cumulative layout shift until the network settles.
import { chromium } from "@playwright/test";
import { startDemoServer } from "./demo-server.mjs";

const PAGES = ["/", "/employeelogin"];
const { base, stop } = await startDemoServer();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The kinds the bars name; the rest (API calls, fonts, images) as "other". */
function kindOf(resourceType) {
  if (resourceType === "document") return "html";
  if (resourceType === "script") return "js";
  if (resourceType === "stylesheet") return "css";
  return "other";
}

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  console.log("First load of a page with an empty cache (Chromium, 412x823):");
  for (const path of PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    // Cumulative layout shift as the browser counts it (shifts without recent input), from the start.
    await page.addInitScript(`
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    `);
    const responses = [];
    page.on("response", (response) => responses.push(response));
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const totals = { html: [0, 0, 0], js: [0, 0, 0], css: [0, 0, 0], other: [0, 0, 0] };
    const encodings = new Set();
    const files = [];
    for (const response of responses) {
      const sizes = await response.request().sizes();
      const body = await response.body().catch(() => Buffer.alloc(0));
      const kind = kindOf(response.request().resourceType());
      totals[kind][0] += sizes.responseBodySize + sizes.responseHeadersSize;
      totals[kind][1] += body.length;
      totals[kind][2] += 1;
      files.push(
        `${kind} ${new URL(response.url()).pathname} ${kb(sizes.responseBodySize + sizes.responseHeadersSize)}`,
      );
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
    console.log(`    files: ${files.join("; ")}`);
    const cls = await page.evaluate("window.__cls");
    console.log(`    layout shift (CLS) while loading: ${cls.toFixed(3)}`);
    console.log(
      `    HTML, JS and CSS: ${kb(wire)} transferred (${kb(decoded)} decoded); JS: ${kb(totals.js[0])}; encodings: ${[...encodings].join(", ")}`,
    );
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}
