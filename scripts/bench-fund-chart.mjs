#!/usr/bin/env node
// npm run bench -- --fund-chart: the issue-5 bar "one fund's 30-year daily series reaches the
// browser chart and renders in under 1 s". Figures are printed, not asserted.
//
//  1. Starts the server as `npm start` would (embedded database, demo data, the built web app).
//  2. In Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), logs persona P1 in through
//     the API (PIN, OTP from the demo outbox, terms), chooses the account, opens the fact sheet of
//     the Growth Fund (prices since 1996), goes to its performance section and switches the chart
//     to All.
//  3. Reads from the page: the price-history call (request start to last byte, from the browser's
//     resource timing) and the chart's own measure `fund-chart-render` (data handed to ECharts to
//     its first finished render) for the whole series. Five page loads; prints each and the worst.
import { chromium } from "@playwright/test";
import { startDemoServer } from "./demo-server.mjs";

const FUND = 304; // Growth Fund, priced since 1996
const RUNS = 5;

const { base, stop } = await startDemoServer({ PORTAL_CLOCK: "2026-11-20T10:00:00+08:00" });

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, baseURL: base });

  // P1's login through the API, in the page's cookie jar.
  const call = async (method, path, data) => {
    const res = await page.request.fetch(path, { method, data });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res.status() === 204 ? null : res.json();
  };
  await call("POST", "/api/auth/authenticateMFA", {
    scheme: "S800",
    loginId: "3000001",
    password: Buffer.from("Portal#2026", "utf8").toString("base64"),
  });
  await call("POST", "/api/auth/activateMFA", { channel: "SMS" });
  const outbox = await call("GET", "/api/dev/outbox?limit=20");
  const otp = outbox.find((m) => m.to === "91234567" && m.otp)?.otp;
  await call("POST", "/api/auth/verifyMFA", { passCode: otp });
  await call("POST", "/api/auth/acceptTerms");
  await page.goto("/account");
  await page.getByRole("button", { name: /^View account MF100231/ }).click();
  await page.waitForURL(/\/dashboard$/);

  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    await page.goto(`/fundFactSheet?invTypeNmbr=${FUND}`);
    // The performance section asks for the price history as it comes near the screen: go there as
    // a member does, by the fact sheet's section links.
    await page
      .getByRole("navigation", { name: "Sections of the fund fact sheet" })
      .getByRole("link", { name: "Fund performance" })
      .click();
    await page.getByRole("button", { name: "All", exact: true }).click();
    const figures = await page.waitForFunction(
      () => {
        const measures = performance.getEntriesByName("fund-chart-render");
        const all = measures.find((m) => (m.detail?.points ?? 0) > 5000);
        const call = performance
          .getEntriesByType("resource")
          .find((r) => r.name.includes("/api/investments/priceshistory"));
        if (!all || !call) return null;
        return { points: all.detail.points, render: all.duration, fetch: call.responseEnd - call.startTime };
      },
      null,
      { timeout: 30_000 },
    );
    const r = await figures.jsonValue();
    results.push(r);
    console.log(
      `run ${run}: ${r.points} prices; price-history call ${r.fetch.toFixed(0)} ms, chart render ${r.render.toFixed(0)} ms, together ${(r.fetch + r.render).toFixed(0)} ms`,
    );
  }
  const worst = Math.max(...results.map((r) => r.fetch + r.render));
  console.log(
    `worst of ${RUNS}: ${worst.toFixed(0)} ms (bar: under 1000 ms): ${worst < 1000 ? "PASS" : "FAIL"}`,
  );
  await browser.close();
} finally {
  stop();
}
