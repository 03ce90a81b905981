// The demo server as `npm start` runs it (embedded database, demo data, the built web app), for
// the benchmarks that drive Chromium against it (bench-landing.mjs, bench-fund-chart.mjs).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort, ROOT } from "./reliability-kit.mjs";

/** Starts it on a free port and waits until it serves; `stop` ends it and its children. */
export async function startDemoServer(env = {}) {
  if (!existsSync(`${ROOT}apps/web/dist/index.html`)) {
    throw new Error("Build the web app first: npm run build");
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      PGLITE_DATA_DIR: "memory",
      LOG_LEVEL: "warn",
      // No staff portal beside it: a benchmark needs none, and its fixed port may be taken.
      STAFF_PORT: "0",
      ...env,
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
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) {
      stop();
      throw new Error("the server did not start within 120 s");
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
