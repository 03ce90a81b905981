#!/usr/bin/env node
// npm run bench -- --dashboard: the issue-4 bar. The dashboard's data calls at a fixed 200
// requests/s against PostgreSQL seeded with 100,000 synthetic members; the bar is p99 < 50 ms.
// Figures are printed, not asserted.
//
//  1. Checks the database (default postgres://postgres@127.0.0.1:5432/bench; seed it first with
//     DATABASE_URL=... npm run db:seed -- --members 100000).
//  2. Starts the server on it (tsx apps/server/src/main.ts, demo mode, on a free port).
//  3. Logs synthetic members in through the API, as the web does: PIN, OTP by SMS read from the
//     demo outbox, terms; then reads each one's account from accountSummary.
//  4. Runs autocannon over the four calls, the members' session cookies in rotation: a warm-up,
//     then the measured run. Latencies are recorded per response, so the percentiles are exact.
//
// Pacing: autocannon's overallRate gives each connection a quota per second, which it spends at
// the start of the second, so one instance sends its whole rate in a burst each second. To offer
// a steady 200 requests/s, the load comes from many small autocannon instances (each a few
// connections at 1 request/s per connection), their seconds started evenly apart.
//
// npm run bench -- --dashboard --saturation: the issue-17 bar as well. In the same run, before the
// paced run: a bare Fastify hello-world (the same Node, the same Fastify, a free port) driven at
// saturation by autocannon (--connections, --saturation-duration after a 2 s warm-up), then the
// four dashboard calls at saturation the same way (the members' cookies in rotation), then the
// hello-world again; the requests/s are printed and the ratio of the calls' to the mean of the two
// hello-world runs, the bar being 4%. The calls are warmed up at saturation first
// (--saturation-warmup, 20 s), so that their figure is the server's steady state. The machine is
// shared, so only that ratio, measured within a minute, means anything. --rate 0 skips the paced run. --cpu-prof DIR starts the server under
// node --cpu-prof (the profile is written when the bench stops the server).
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";

const { values: args } = parseArgs({
  options: {
    dashboard: { type: "boolean", default: true },
    // The issue-5 bar instead: the fund list and the fund performance records (p99 < 30 ms).
    funds: { type: "boolean", default: false },
    database: { type: "string" },
    url: { type: "string" },
    rate: { type: "string", default: "200" },
    duration: { type: "string", default: "30" },
    warmup: { type: "string", default: "5" },
    members: { type: "string", default: "40" },
    "bar-ms": { type: "string" },
    // Which calls, comma-separated (default the dashboard's four); "health" (GET /api/health, no
    // session, no query) measures the floor the server and this load generator give on this machine.
    calls: { type: "string" },
    // Issue 17: hello-world and the calls at saturation, and their ratio (bar 4%), before the paced run.
    saturation: { type: "boolean", default: false },
    connections: { type: "string", default: "64" },
    "saturation-duration": { type: "string", default: "10" },
    // The calls' warm-up at saturation: long enough that V8 has optimised the hot code. After 5 s,
    // its compiler threads still took 14% of the machine's samples in the measured window; after
    // 20 s, 2% (perf, 2026-12-01): the figure is the steady state, not the compiler's catch-up.
    "saturation-warmup": { type: "string", default: "20" },
    "cpu-prof": { type: "string" },
  },
});
const databaseUrl =
  args.database ?? process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench";
const rate = Number(args.rate);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const memberCount = Number(args.members);
const barMs = Number(args["bar-ms"] ?? (args.funds ? "30" : "50"));
const root = new URL("..", import.meta.url).pathname;
const PIN = "Portal#2026";
const SYNTHETIC_CLIENT_BASE = 2_000_000;
const SYNTHETIC_LOGIN_BASE = 5_000_000;

const CALLS = (
  args.calls ??
  (args.funds ? "fundinfosummary,fundperformance" : "accountSummary,policy,gainAndLoss,cycledate")
)
  .split(",")
  .map((c) => c.trim());
for (const c of CALLS)
  if (
    ![
      "accountSummary",
      "policy",
      "gainAndLoss",
      "cycledate",
      "health",
      "fundinfosummary",
      "fundperformance",
    ].includes(c)
  ) {
    console.error(`--calls: unknown call ${c}`);
    process.exit(1);
  }

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** 1. The database: seeded, with how many synthetic members. */
async function inspectDatabase() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect().catch((err) => fail(`Cannot reach ${databaseUrl}: ${err.message}`));
  try {
    const { rows } = await client.query(
      `select (select count(*) from seed_runs where name = 'demo')::int as seeded,
              (select count(*) from clients where client_nmbr > $1)::int as members,
              (select reltuples::bigint from pg_class where relname = 'transactions') as transactions,
              pg_size_pretty(pg_database_size(current_database())) as size`,
      [SYNTHETIC_CLIENT_BASE],
    );
    const info = rows[0];
    if (!info.seeded || info.members === 0)
      fail(
        `${databaseUrl} has no synthetic members; seed it first:\n  DATABASE_URL=${databaseUrl} npm run db:seed -- --members 100000`,
      );
    // Earlier runs' logins count against the login limits (50 per address and 10 per login id in
    // 15 minutes): this scratch database's login counters are reset so that the run can log in.
    await client.query("delete from rate_limits where key like 'login:%'");
    return info;
  } finally {
    await client.end();
  }
}

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

/** 2. The server, as `npm start` runs it (without the web build), on the bench database. */
async function startServer(port) {
  // The same Node as this bench (and as the hello-world), with tsx's loader; under the profiler if asked.
  const profile = args["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", args["cpu-prof"]] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORTAL_MODE: "demo",
      SEED_MEMBERS: "0",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) fail(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { pid: child.pid, port };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  process.kill(-child.pid, "SIGTERM");
  fail("The server did not serve /api/health within 120 s");
}

/** 3. One member's login through the API, as the web app does it; returns the session and account. */
async function login(base, i) {
  const loginId = String(SYNTHETIC_LOGIN_BASE + i);
  const clientNmbr = SYNTHETIC_CLIENT_BASE + i;
  const mobile = String(90_000_000 + i);
  let cookie = "";
  const call = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith("portal_session="));
    if (set) cookie = set.split(";")[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} for ${loginId}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  await call("POST", "/api/auth/authenticateMFA", {
    scheme: "S800",
    loginId,
    password: Buffer.from(PIN, "utf8").toString("base64"),
  });
  await call("POST", "/api/auth/activateMFA", { channel: "SMS" });
  const outbox = await call("GET", "/api/dev/outbox?limit=20");
  const otp = outbox.find((m) => m.channel === "SMS" && m.to.endsWith(mobile) && m.otp)?.otp;
  if (!otp) throw new Error(`no OTP for ${loginId} in the demo outbox`);
  const info = await call("POST", "/api/auth/verifyMFA", { passCode: otp });
  if (!info.termsAccepted) await call("POST", "/api/auth/acceptTerms");
  const summary = await call("GET", `/api/accounts/accountSummary?clientId=${clientNmbr}`);
  const account = summary.policyMinVos[0];
  if (!account) throw new Error(`${loginId} has no account in accountSummary`);
  return {
    cookie,
    clientNmbr,
    clntRltnshpNmbr: account.clntRltnshpNmbr,
    contractNmbr: account.contractNmbr,
    productTypeNmbr: account.product.productTypeNmbr,
  };
}

/**
 * What Chromium sends: the server compresses the answers it finds worth it (from 4 KB,
 * http/compression.ts) for it, so the calls are measured with that work, as the web app makes them.
 */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** The request of call `name` for member `m`, as autocannon's setupRequest returns it. */
function requestOf(name, m, req) {
  const headers = { ...req.headers, cookie: m.cookie, "accept-encoding": BROWSER_ACCEPT_ENCODING };
  switch (name) {
    case "accountSummary":
      return {
        ...req,
        method: "GET",
        path: `/api/accounts/accountSummary?clientId=${m.clientNmbr}`,
        headers,
      };
    case "policy":
      return {
        ...req,
        method: "POST",
        path: "/api/accounts/policy",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({
          clntRltnshpNmbr: m.clntRltnshpNmbr,
          contractNmbr: m.contractNmbr,
          policyDataFilter: { investments: true, policyHistory: true, policyInfo: true },
        }),
      };
    case "gainAndLoss":
      return {
        ...req,
        method: "GET",
        path: `/api/accounts/gainAndLoss?clientNmbr=${m.clientNmbr}&clntRltnshpNmbr=${m.clntRltnshpNmbr}`,
        headers,
      };
    case "fundinfosummary":
      return {
        ...req,
        method: "GET",
        path: `/api/funds/fundinfosummary?contractNmbr=${m.contractNmbr}&productTypeNmbr=${m.productTypeNmbr}`,
        headers,
      };
    case "fundperformance":
      return {
        ...req,
        method: "GET",
        path: `/api/investments/fundperformance?productTypeNmbr=${m.productTypeNmbr}`,
        headers,
      };
    case "health":
      return { ...req, method: "GET", path: "/api/health", headers: req.headers };
    default:
      return { ...req, method: "GET", path: "/api/config/cycledate", headers };
  }
}

/**
 * 4. `seconds` of load at `rate` requests/s, from `rate / 4` autocannon instances of 4
 * connections at 1 request/s each, started evenly over the first second. Each request is the next
 * call of the next member (each member's four dashboard calls in turn). Returns every response.
 */
async function load(base, members, seconds) {
  const perInstance = 4;
  const instances = Math.max(1, Math.round(rate / perInstance));
  let next = 0;
  const samples = [];
  const errors = { count: 0 };
  const runs = [];
  for (let k = 0; k < instances; k++) {
    await new Promise((r) => setTimeout(r, 1000 / instances));
    runs.push(
      new Promise((resolve, reject) => {
        const instance = autocannon(
          {
            url: base,
            connections: perInstance,
            overallRate: perInstance,
            duration: seconds,
            timeout: 10,
            requests: [
              {
                setupRequest: (req, context) => {
                  const n = next++;
                  const name = CALLS[n % CALLS.length];
                  context.call = name;
                  return requestOf(name, members[Math.floor(n / CALLS.length) % members.length], req);
                },
              },
            ],
          },
          (err) => (err ? reject(err) : resolve()),
        );
        instance.on("response", (client, statusCode, _bytes, responseTime) => {
          samples.push({ call: client.requestIterator.context.call, statusCode, ms: responseTime });
        });
        instance.on("reqError", () => {
          errors.count++;
        });
      }),
    );
  }
  await Promise.all(runs);
  return { samples, errors: errors.count };
}

/**
 * A bare Fastify hello-world, the reference of the saturation figures: the same Node and the same
 * Fastify as the server (resolved from apps/server), one route answering {"hello":"world"}, logger off.
 */
async function startHelloWorld(port) {
  const fastify = createRequire(`${root}apps/server/package.json`).resolve("fastify");
  const code = `
    const { default: Fastify } = await import(${JSON.stringify(`file://${fastify}`)});
    const app = Fastify({ logger: false });
    app.get("/", async () => ({ hello: "world" }));
    await app.listen({ port: ${port}, host: "127.0.0.1" });
    process.once("SIGTERM", () => app.close().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) fail(`The hello-world exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return { pid: child.pid, port };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-child.pid, "SIGTERM");
  fail("The hello-world did not answer within 30 s");
}

/**
 * `seconds` of load at saturation: one autocannon instance with `connections` connections, each
 * sending its next request as soon as the previous answer came. With members, each request is the
 * next call of the next member (as in load()); without, GET / (the hello-world). Returns the
 * answers by status and call, and the requests/s answered with a 2xx.
 */
async function saturate(base, members, seconds) {
  let next = 0;
  const byCall = new Map();
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  const latencies = [];
  await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: members ? base : `${base}/`,
        connections: Number(args.connections),
        duration: seconds,
        timeout: 10,
        ...(members
          ? {
              requests: [
                {
                  setupRequest: (req, context) => {
                    const n = next++;
                    const name = CALLS[n % CALLS.length];
                    context.call = name;
                    return requestOf(name, members[Math.floor(n / CALLS.length) % members.length], req);
                  },
                },
              ],
            }
          : {}),
      },
      (err) => (err ? reject(err) : resolve()),
    );
    instance.on("response", (client, statusCode, _bytes, responseTime) => {
      const call = members ? client.requestIterator.context.call : "hello";
      byCall.set(call, (byCall.get(call) ?? 0) + 1);
      if (statusCode >= 200 && statusCode <= 299) ok++;
      else non2xx++;
      latencies.push(responseTime);
    });
    instance.on("reqError", () => {
      errors++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: ok / seconds,
    ok,
    non2xx,
    errors,
    byCall,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * The fields of /proc/PID/stat after the process's name, from its state on: [1] the parent,
 * [2] the process group, [11] and [12] its user and system ticks, [13] and [14] those of its
 * ended children. Throws if the process has ended.
 */
function procStat(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
}

/** The pids of the processes running now (Linux /proc). */
const pidsNow = () => readdirSync("/proc").filter((d) => /^\d+$/.test(d));

/** CPU seconds used so far by the processes that `pick` chooses by pid and process group (Linux /proc; null elsewhere). */
function cpuSeconds(pick) {
  try {
    let ticks = 0;
    for (const pid of pidsNow()) {
      let f;
      try {
        f = procStat(pid);
      } catch {
        continue; // ended meanwhile
      }
      if (pick(Number(pid), f[2])) ticks += f[11] + f[12];
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

/**
 * The PostgreSQL server of the bench database when it runs on this machine: its postmaster's pid
 * (the parent of a backend of ours) and the database's name; null elsewhere.
 */
async function postgresOnThisMachine() {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query("select pg_backend_pid() as pid, current_database() as db");
    return { postmaster: procStat(rows[0].pid)[1], db: rows[0].db };
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The CPU ticks so far of the bench database's backends (the postmaster's children whose title
 * names the database), each by pid, and of the postmaster's children that have ended (its
 * cutime and cstime). The pool ends idle connections and opens new ones during a run, so the
 * backends at the end are not those at the start: backendSeconds counts both.
 */
function backendTicks(postgres) {
  const perPid = new Map();
  const named = new RegExp(` ${postgres.db} `);
  for (const pid of pidsNow()) {
    try {
      const f = procStat(pid);
      if (f[1] !== postgres.postmaster) continue;
      if (!named.test(readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " "))) continue;
      perPid.set(Number(pid), f[11] + f[12]);
    } catch {
      // ended meanwhile
    }
  }
  const postmaster = procStat(postgres.postmaster);
  return { perPid, ended: postmaster[13] + postmaster[14] };
}

/**
 * The CPU seconds the bench database's backends used between two backendTicks: what the live ones
 * added (all of a new one's), and what the ended ones used since the first reading (their whole
 * lives, reaped into the postmaster, less what they had used before it).
 */
function backendSeconds(before, after) {
  let ticks = after.ended - before.ended;
  for (const [pid, t] of after.perPid) ticks += t - (before.perPid.get(pid) ?? 0);
  for (const [pid, t] of before.perPid) if (!after.perPid.has(pid)) ticks -= t;
  return ticks / 100;
}

/** The machine's busy, stolen (by the hypervisor) and total CPU time so far (Linux /proc/stat; null elsewhere). */
function machineCpu() {
  try {
    const [, ...f] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
    const n = f.map(Number);
    const idle = (n[3] ?? 0) + (n[4] ?? 0);
    const total = n.reduce((a, b) => a + b, 0);
    return { busy: total - idle, steal: n[7] ?? 0, total };
  } catch {
    return null;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise(samples) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    n: samples.length,
    p50: percentile(ms, 50),
    p90: percentile(ms, 90),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? Number.NaN,
    non2xx: samples.filter((s) => s.statusCode < 200 || s.statusCode > 299).length,
  };
}

// ------------------------------------------------------------------------------------------ run
const db = await inspectDatabase();
console.log(
  `${CALLS.join(", ")} at ${rate} requests/s for ${duration} s (after a ${warmup} s warm-up), ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
console.log(
  `Database: ${db.members.toLocaleString("en")} synthetic members, ~${Number(db.transactions).toLocaleString("en")} transactions, ${db.size}`,
);
// --url: a server already running (in demo mode, on that database), e.g. under a profiler.
const server = args.url ? null : await startServer(await freePort());
const base = args.url ?? `http://127.0.0.1:${server.port}`;
try {
  const step = Math.max(1, Math.floor(db.members / memberCount));
  const members = [];
  const loginStarted = performance.now();
  for (let k = 0; k < Math.min(memberCount, db.members); k++) members.push(await login(base, 1 + k * step));
  console.log(
    `Logged in ${members.length} members (every ${step.toLocaleString("en")}th) in ${((performance.now() - loginStarted) / 1000).toFixed(1)} s`,
  );

  if (args.saturation) await saturationRun(base, members);
  // --rate 0: the saturation figures only.
  if (rate > 0) await pacedRun(base, members);
} finally {
  if (server) {
    process.kill(-server.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, args["cpu-prof"] ? 5000 : 1000));
  }
}

/** Issue 17: hello-world at saturation, then the calls at saturation, and the ratio of the two. */
async function saturationRun(base, members) {
  const seconds = Number(args["saturation-duration"]);
  const connections = Number(args.connections);
  const f0 = (x) => Math.round(x).toLocaleString("en");
  const cpuOf = (before, after, n) =>
    before === null || after === null
      ? "-"
      : `${(((after - before) / seconds) * 100).toFixed(0)}% of a core, ${(((after - before) * 1000) / Math.max(1, n)).toFixed(3)} ms per request`;

  /** The hello-world at saturation: a fresh process, a 2 s warm-up, then `seconds` measured. */
  const measureHello = async () => {
    const hello = await startHelloWorld(await freePort());
    try {
      const helloBase = `http://127.0.0.1:${hello.port}`;
      await saturate(helloBase, null, 2);
      const ofHello = (_pid, group) => group === hello.pid;
      const before = cpuSeconds(ofHello);
      const clientBefore = process.cpuUsage();
      const result = await saturate(helloBase, null, seconds);
      const client = process.cpuUsage(clientBefore);
      result.cpu = `server ${cpuOf(before, cpuSeconds(ofHello), result.ok)}; load generator ${(((client.user + client.system) / 1e6 / seconds) * 100).toFixed(0)}% of a core`;
      return result;
    } finally {
      process.kill(-hello.pid, "SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
    }
  };

  // Hello-world before and after the calls: on a shared machine the other work changes within a
  // run, and the ratio is taken to the mean of the two.
  const helloBefore = await measureHello();
  await saturate(base, members, Math.max(2, Number(args["saturation-warmup"])));
  const postgres = await postgresOnThisMachine();
  const ofServer = (_pid, group) => group === server?.pid;
  const [serverBefore, backendsBefore, machineBefore] = [
    cpuSeconds(ofServer),
    postgres && backendTicks(postgres),
    machineCpu(),
  ];
  const clientBefore = process.cpuUsage();
  const calls = await saturate(base, members, seconds);
  const client = process.cpuUsage(clientBefore);
  const [serverAfter, backendsAfter, machineAfter] = [
    cpuSeconds(ofServer),
    postgres && backendTicks(postgres),
    machineCpu(),
  ];
  const helloAfter = await measureHello();
  const helloRps = (helloBefore.rps + helloAfter.rps) / 2;
  const ratio = calls.rps / helloRps;
  const callsCpu = [
    server ? `server ${cpuOf(serverBefore, serverAfter, calls.ok)}` : null,
    postgres
      ? `PostgreSQL backends ${cpuOf(0, backendSeconds(backendsBefore, backendsAfter), calls.ok)}`
      : null,
    `load generator ${(((client.user + client.system) / 1e6 / seconds) * 100).toFixed(0)}% of a core`,
    machineBefore && machineAfter
      ? `machine ${(((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100).toFixed(0)}% busy, ${(((machineAfter.steal - machineBefore.steal) / (machineAfter.total - machineBefore.total)) * 100).toFixed(0)}% stolen`
      : null,
  ];
  console.log("");
  console.log(
    `At saturation (${connections} connections, ${seconds} s each after a warm-up), Node ${process.version}:`,
  );
  const ms = (x) => `${x.toFixed(1)} ms`;
  const helloLine = (label, r) =>
    `  ${label.padEnd(28)} ${f0(r.rps).padStart(8)} requests/s  p50 ${ms(r.p50)}, p99 ${ms(r.p99)}; ${r.non2xx} non-2xx, ${r.errors} errors; ${r.cpu}`;
  console.log(helloLine("hello-world (bare Fastify)", helloBefore));
  console.log(
    `  ${(CALLS.length === 4 ? "the four calls" : CALLS.join(", ")).padEnd(28)} ${f0(calls.rps).padStart(8)} requests/s  p50 ${ms(calls.p50)}, p99 ${ms(calls.p99)}; ${calls.non2xx} non-2xx, ${calls.errors} errors; ${[...calls.byCall].map(([c, n]) => `${c} ${n}`).join(", ")}`,
  );
  console.log(`  ${"".padEnd(28)} ${callsCpu.filter(Boolean).join("; ")}`);
  console.log(helloLine("hello-world again", helloAfter));
  console.log(
    `bar: calls at saturation >= 4% of hello-world: ${ratio >= 0.04 && calls.non2xx === 0 && calls.errors === 0 ? "PASS" : "FAIL"} (${f0(calls.rps)} / ${f0(helloRps)} = ${(ratio * 100).toFixed(2)}%, to the mean of the two hello-world runs)`,
  );
}

/** Issue 4: `duration` seconds at a steady `rate` requests/s after a warm-up, percentiles per call. */
async function pacedRun(base, members) {
  if (warmup > 0) await load(base, members, warmup);
  const postgres = await postgresOnThisMachine();
  const ofServer = (_pid, group) => group === server?.pid;
  const [serverBefore, backendsBefore, machineBefore] = [
    cpuSeconds(ofServer),
    postgres && backendTicks(postgres),
    machineCpu(),
  ];
  const clientBefore = process.cpuUsage();
  const { samples, errors } = await load(base, members, duration);
  const client = process.cpuUsage(clientBefore);
  const [serverAfter, backendsAfter, machineAfter] = [
    cpuSeconds(ofServer),
    postgres && backendTicks(postgres),
    machineCpu(),
  ];

  const rows = [...CALLS.map((call) => [call, summarise(samples.filter((s) => s.call === call))])];
  rows.push(["all", summarise(samples)]);
  const f = (x) => (Number.isNaN(x) ? "-" : x.toFixed(1));
  console.log("");
  console.log("call              requests   p50 ms   p90 ms   p99 ms   max ms   non-2xx");
  for (const [name, s] of rows)
    console.log(
      `${name.padEnd(16)} ${String(s.n).padStart(9)} ${f(s.p50).padStart(8)} ${f(s.p90).padStart(8)} ${f(s.p99).padStart(8)} ${f(s.max).padStart(8)} ${String(s.non2xx).padStart(9)}`,
    );
  console.log(
    `achieved ${(samples.length / duration).toFixed(1)} requests/s (offered ${rate}); ${errors} connection errors or timeouts`,
  );
  const worst = Math.max(...rows.map(([, s]) => s.p99));
  const clean = rows.every(([, s]) => s.non2xx === 0) && errors === 0;
  console.log(
    `bar: p99 < ${barMs} ms for every call: ${worst < barMs && clean ? "PASS" : "FAIL"} (worst p99 ${f(worst)} ms${clean ? "" : ", with errors"})`,
  );
  const machine =
    machineBefore && machineAfter
      ? {
          busy: (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
          steal: (machineAfter.steal - machineBefore.steal) / (machineAfter.total - machineBefore.total),
        }
      : null;
  const share = (before, after, what) =>
    before === null || after === null
      ? null
      : `${what} ${(((after - before) / duration) * 100).toFixed(0)}% of a core (${(((after - before) * 1000) / Math.max(1, samples.length)).toFixed(1)} ms CPU per request)`;
  const context = [
    server ? share(serverBefore, serverAfter, "server") : null,
    postgres ? share(0, backendSeconds(backendsBefore, backendsAfter), "PostgreSQL backends") : null,
    `load generator ${(((client.user + client.system) / 1e6 / duration) * 100).toFixed(0)}% of a core`,
    machine === null
      ? null
      : `machine ${(machine.busy * 100).toFixed(0)}% busy (all ${cpus().length} cores, everything on it; ${(machine.steal * 100).toFixed(0)}% stolen by the host)`,
    `load average after the run ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  ];
  console.log(context.filter(Boolean).join("; "));
}
