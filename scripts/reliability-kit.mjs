// What the reliability benchmarks of issue 15 share (scripts/bench-reliability.mjs): scratch
// databases, the server started as `node --import tsx apps/server/src/main.ts` (demo mode, its log
// in a file), members logged in through the API, steady load from autocannon, the server's memory.
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";

export const ROOT = new URL("..", import.meta.url).pathname;
export const PIN = "Portal#2026";
/** Synthetic member i (SEED_MEMBERS): client 2,000,000 + i, login id 5,000,000 + i, mobile 90,000,000 + i. */
export const SYNTHETIC_CLIENT_BASE = 2_000_000;
export const SYNTHETIC_LOGIN_BASE = 5_000_000;
/** P1 of the demo personas (README): login id 3000001, client 1000001. */
export const P1 = { loginId: "3000001", clientNmbr: 1_000_001 };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const logDir = mkdtempSync(join(tmpdir(), "portal-reliability-"));

/** One line of a check: PASS or FAIL, what was checked, and what was seen. */
export function check(results, ok, what, seen = "") {
  results.push({ ok, what });
  console.log(`${ok ? "PASS" : "FAIL"}  ${what}${seen ? `: ${seen}` : ""}`);
  return ok;
}

/** Runs statements on the server of `adminUrl` (a database it can connect to, e.g. .../postgres). */
export async function onServer(adminUrl, ...statements) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const results = [];
    for (const s of statements) results.push(await client.query(s));
    return results;
  } finally {
    await client.end();
  }
}

/** A scratch database `name` on the server of `adminUrl` (dropped first if left by an earlier run), and how to drop it. */
export async function scratchDatabase(adminUrl, name) {
  await onServer(adminUrl, `drop database if exists ${name} with (force)`, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server without waiting: `node [nodeArgs] --import tsx apps/server/src/main.ts` in its
 * own process group, demo mode, on 127.0.0.1:port; stdout and stderr go to a log file.
 */
export function spawnServer({ name, databaseUrl, port, env = {}, logLevel = "info", nodeArgs = [] }) {
  const logFile = join(logDir, `${name}.log`);
  const fd = openSync(logFile, "a");
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORTAL_MODE: "demo",
      SEED_MEMBERS: "0",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: logLevel,
      ...env,
    },
    stdio: ["ignore", fd, fd],
    detached: true,
  });
  closeSync(fd);
  let exit = null;
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    }),
  );
  const server = {
    name,
    pid: child.pid,
    port,
    base: `http://127.0.0.1:${port}`,
    logFile,
    exited,
    /** null while it runs; then its exit code and signal. */
    exit: () => exit,
    log: () => readFileSync(logFile, "utf8"),
    /** Waits until /api/health answers 200; false if the process ended first or `ms` passed. */
    async ready(ms = 180_000) {
      const deadline = performance.now() + ms;
      while (performance.now() < deadline && exit === null) {
        try {
          if ((await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok)
            return true;
        } catch {
          // not listening yet
        }
        await sleep(200);
      }
      return false;
    },
    /** SIGTERM to its process group, SIGKILL after 10 s. */
    async stop() {
      if (exit !== null) return exit;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // gone already
      }
      const killed = setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // gone already
        }
      }, 10_000);
      const result = await exited;
      clearTimeout(killed);
      return result;
    },
  };
  return server;
}

/** Starts the server and waits for it to serve; fails with its log's end when it does not. */
export async function startServer(options) {
  const server = spawnServer(options);
  if (!(await server.ready())) {
    await server.stop();
    throw new Error(
      `the server ${server.name} did not start (${JSON.stringify(server.exit())}); the end of its log:\n${tail(server.log(), 20)}`,
    );
  }
  return server;
}

export const tail = (text, lines) => text.trimEnd().split("\n").slice(-lines).join("\n");

/**
 * The pino lines of a log at `minLevel` or above (40 warn, 50 error, 60 fatal); with `raw`, the
 * lines that are not JSON too (a crash's stack trace, the start-up banner) as { level: null, msg }.
 */
export function logLines(text, minLevel = 40, raw = false) {
  const out = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let entry = null;
    try {
      entry = JSON.parse(line);
    } catch {
      if (raw) out.push({ level: null, msg: line });
      continue;
    }
    if (entry.level >= minLevel) out.push(entry);
  }
  return out;
}

/** The session cookie of a Set-Cookie header: portal_session, or __Host-portal_session on HTTPS. */
const SESSION_COOKIE = /^((?:__Host-)?portal_session)=([^;]*)/;

/**
 * A member's session as a browser keeps it: the session cookie from each answer's Set-Cookie
 * (it rotates at login and after a PIN step-up), sent to whichever instance is called.
 */
export class Member {
  constructor(base) {
    this.base = base;
    this.cookie = "";
  }

  /** A call; answers { status, body, ms }. `base` another instance; non-2xx is returned, not thrown. */
  async call(method, path, body, base = this.base) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    for (const set of res.headers.getSetCookie()) {
      const m = SESSION_COOKIE.exec(set);
      if (!m) continue;
      this.cookie = m[2] && !/max-age=0/i.test(set) ? `${m[1]}=${m[2]}` : "";
    }
    const text = await res.text();
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, ms: performance.now() - started };
  }

  /** A call that must answer 2xx; its body. */
  async ok(method, path, body, base) {
    const r = await this.call(method, path, body, base);
    if (r.status < 200 || r.status > 299)
      throw new Error(`${method} ${path} on ${base ?? this.base}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }
}

/**
 * Logs a member in through the API as the web app does: PIN, an OTP by SMS read from the demo
 * outbox, the terms if not yet accepted. Answers the Member and the login info.
 */
export async function login(base, loginId, scheme = "S800") {
  const member = new Member(base);
  await member.ok("POST", "/api/auth/authenticateMFA", {
    scheme,
    loginId,
    password: Buffer.from(PIN, "utf8").toString("base64"),
  });
  const sent = await member.ok("POST", "/api/auth/activateMFA", { channel: "SMS" });
  const digits = String(sent.masked ?? "").replace(/\D/g, "");
  let otp = null;
  for (let i = 0; i < 40 && !otp; i++) {
    const outbox = await member.ok("GET", "/api/dev/outbox?limit=50");
    otp = outbox.find((m) => m.channel === "SMS" && m.otp && m.to.replace(/\D/g, "").endsWith(digits))?.otp;
    if (!otp) await sleep(100);
  }
  if (!otp) throw new Error(`no OTP for ${loginId} in the demo outbox`);
  const info = await member.ok("POST", "/api/auth/verifyMFA", { passCode: otp });
  if (!info.termsAccepted) await member.ok("POST", "/api/auth/acceptTerms");
  return { member, info };
}

/** A member's first account as the dashboard reads it. */
export async function firstAccount(member, clientNmbr) {
  const summary = await member.ok("GET", `/api/accounts/accountSummary?clientId=${clientNmbr}`);
  const account = summary.policyMinVos[0];
  if (!account) throw new Error(`client ${clientNmbr} has no account in accountSummary`);
  return {
    clientNmbr,
    clntRltnshpNmbr: account.clntRltnshpNmbr,
    contractNmbr: account.contractNmbr,
    productTypeNmbr: account.product.productTypeNmbr,
  };
}

/**
 * What the soak starts the server with to read its heap (scripts/bench-memory-probe.mjs), and
 * `sample(server)`: the server's memory now, in MiB: rss and heapUsed, and heapLive, the heap left
 * after a full garbage collection (null when the server does not answer within 5 s).
 */
export function memoryProbe(name) {
  const file = join(logDir, `${name}.memory.jsonl`);
  writeFileSync(file, "");
  const lines = () => readFileSync(file, "utf8").split("\n").filter(Boolean);
  const mib = (bytes) => (bytes == null ? null : bytes / 1024 / 1024);
  return {
    nodeArgs: ["--expose-gc", "--import", join(ROOT, "scripts/bench-memory-probe.mjs")],
    env: { BENCH_MEMORY_FILE: file },
    async sample(server) {
      const before = lines().length;
      try {
        process.kill(server.pid, "SIGUSR2");
      } catch {
        return null;
      }
      for (let i = 0; i < 100; i++) {
        const all = lines();
        if (all.length > before) {
          const m = JSON.parse(all.at(-1));
          return {
            rss: mib(m.rss),
            heapUsed: mib(m.heapUsed),
            heapTotal: mib(m.heapTotal),
            heapLive: mib(m.heapLive),
            rssAfterGc: mib(m.rssAfterGc),
          };
        }
        await sleep(50);
      }
      return null;
    },
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `seconds` of load at `rate` requests/s on `base`, as scripts/bench-dashboard.mjs offers it: `rate
 * / 4` autocannon instances of 4 connections at 1 request/s each, started evenly over the first
 * second (one instance at `rate` would send each second's requests in a burst). `next()` gives each
 * request: { name, method, path, headers, body }. `onResponse(name, status, ms)` and
 * `onError(name)` see every request's outcome (timeouts after `timeout` s included).
 */
export async function steadyLoad({ base, rate, seconds, next, onResponse, onError, timeout = 10 }) {
  const perInstance = 4;
  const instances = Math.max(1, Math.round(rate / perInstance));
  const runs = [];
  for (let k = 0; k < instances; k++) {
    await sleep(1000 / instances);
    runs.push(
      new Promise((resolve, reject) => {
        const instance = autocannon(
          {
            url: base,
            connections: perInstance,
            overallRate: perInstance,
            duration: seconds,
            timeout,
            requests: [
              {
                setupRequest: (req, context) => {
                  const r = next();
                  context.name = r.name;
                  return {
                    ...req,
                    method: r.method,
                    path: r.path,
                    headers: { ...req.headers, ...r.headers },
                    body: r.body,
                  };
                },
              },
            ],
          },
          (err) => (err ? reject(err) : resolve()),
        );
        instance.on("response", (client, statusCode, _bytes, responseTime) =>
          onResponse(client.requestIterator.context.name, statusCode, responseTime),
        );
        instance.on("reqError", (err) => onError(err));
      }),
    );
  }
  await Promise.all(runs);
}
