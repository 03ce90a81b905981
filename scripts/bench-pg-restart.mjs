// npm run bench -- --reliability --only pg-restart: issue 15's "PostgreSQL restarted in the middle
// of traffic". Requests during the outage must fail with a clean 503 (no hang past a few seconds,
// no crash of the process), and the server must recover by itself.
//
//  1. A scratch database bench_pg_restart; the server on it (demo mode, its log in a file); P1 and
//     a few synthetic members log in.
//  2. Traffic at --pg-rate requests/s (each request started on time whatever the others do; a
//     client timeout of 30 s, so a hang shows as one): the dashboard's calls and GET /api/health.
//  3. After --before seconds, PostgreSQL is stopped (`pg_ctlcluster --skip-systemctl-redirect 15
//     main stop`, fast mode: sessions are ended) and started again --down seconds later (or, with
//     --pg-mode restart, restarted in one command); then --after seconds more of traffic.
//  4. A table of what each second's requests answered; then the checks: the process is alive,
//     every answer that was not 200 was a 503, no request took longer than --hang-ms, and the
//     answers are 200 again after PostgreSQL is back (the last 5 s all 200).
// PostgreSQL is started again when the script ends, however it ends (an exception, Ctrl-C), and
// the script waits for pg_isready to say so.
// The restart ends every connection to the cluster, other people's too (a CI run's tests): before
// the traffic and again just before the stop, the script waits up to --wait-quiet seconds for no
// vitest and no .ci/run process on the machine (pgrep -af); if one is still there, the outage is
// not played (a FAIL saying so). Clients of other databases still connected after up to 60 s more
// are named, and the outage goes on.
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import {
  check,
  firstAccount,
  freePort,
  login,
  logLines,
  onServer,
  P1,
  SYNTHETIC_CLIENT_BASE,
  SYNTHETIC_LOGIN_BASE,
  scratchDatabase,
  sleep,
  startServer,
  tail,
} from "./reliability-kit.mjs";

// Debian's cluster wrapper (postgresql-common) and PostgreSQL's readiness probe, named once.
const PG_CTLCLUSTER = "pg_ctlcluster";
const PG_ISREADY = "pg_isready";
const ctlArgs = (cluster, action) => ["--skip-systemctl-redirect", ...cluster.split("/"), action];

/** pg_ctlcluster, without blocking this process (the traffic goes on meanwhile). */
function ctl(cluster, action) {
  return new Promise((resolve) =>
    execFile(PG_CTLCLUSTER, ctlArgs(cluster, action), (err, stdout, stderr) =>
      resolve({ ok: !err, output: `${stdout}${stderr}`.trim() }),
    ),
  );
}

/** PostgreSQL up again, whatever happened (synchronous, so that it also runs on the way out). */
function ensureRunning(cluster) {
  if (spawnSync(PG_CTLCLUSTER, ctlArgs(cluster, "status")).status === 0) return;
  const r = spawnSync(PG_CTLCLUSTER, ctlArgs(cluster, "start"), { encoding: "utf8" });
  console.log(
    `PostgreSQL ${cluster} started again on the way out: ${r.status === 0 ? "ok" : `${r.stdout}${r.stderr}`}`,
  );
}

/** The vitest and .ci/run processes on the machine now (a CI run or someone's tests), but this one's. */
function testRuns() {
  const lines = [];
  for (const pattern of ["vitest", "ci/run"]) {
    const r = spawnSync("pgrep", ["-af", pattern], { encoding: "utf8" });
    for (const line of r.stdout.split("\n"))
      if (line.trim() && !line.startsWith(`${process.pid} `)) lines.push(line.trim().slice(0, 160));
  }
  return [...new Set(lines)];
}

/** Waits up to `seconds` for no test run on the machine; answers what is still running. */
async function waitForNoTestRun(seconds, when) {
  let runs = testRuns();
  const started = performance.now();
  if (runs.length)
    console.log(
      `${when}: ${runs.length} vitest or .ci/run processes running (e.g. ${runs[0]}); waiting up to ${seconds} s for them to end`,
    );
  while (runs.length && performance.now() - started < seconds * 1000) {
    await sleep(5000);
    runs = testRuns();
  }
  if (!runs.length && performance.now() - started > 1000)
    console.log(
      `${when}: no test run any more (waited ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  return runs;
}

/** Waits until pg_isready answers for the server of `adminUrl`; answers its last word. */
async function waitReady(adminUrl, seconds = 60) {
  const { hostname, port } = new URL(adminUrl);
  let last = "";
  for (let i = 0; i < seconds * 2; i++) {
    try {
      last = execFileSync(PG_ISREADY, ["-h", hostname, "-p", port || "5432"], { encoding: "utf8" }).trim();
      return { ok: true, last };
    } catch (err) {
      last = `${err.stdout ?? ""}${err.stderr ?? ""}`.trim() || err.message;
    }
    await sleep(500);
  }
  return { ok: false, last };
}

export async function pgRestart({ adminUrl, cluster, down, before, after, rate, hangMs, waitQuiet, mode }) {
  const results = [];
  const theCluster = cluster ?? `${readdirSync("/etc/postgresql").sort().at(-1)}/main`;
  console.log(
    `\n== PostgreSQL ${theCluster} ${mode === "restart" ? "restarted" : `stopped for ${down} s`} in the middle of ${rate} requests/s ==`,
  );
  if (!(await ctl(theCluster, "status")).ok)
    throw new Error(`PostgreSQL ${theCluster} is not running (pg_ctlcluster status)`);
  // Nobody's tests on this PostgreSQL while it is restarted: wait for them to end, or do not play it.
  const running = await waitForNoTestRun(waitQuiet, "before the outage");
  if (running.length) {
    check(
      results,
      false,
      "PostgreSQL restarted in the middle of traffic",
      `not played: test runs still going after ${waitQuiet} s (${running.join("; ")})`,
    );
    return results;
  }
  const scratch = await scratchDatabase(adminUrl, "bench_pg_restart");
  const server = await startServer({
    name: "pg-restart",
    databaseUrl: scratch.url,
    port: await freePort(),
    env: { SEED_MEMBERS: "5" },
  });
  const onExit = () => ensureRunning(theCluster);
  const onSignal = (signal) => {
    ensureRunning(theCluster);
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("exit", onExit);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const sessions = [];
    const p1 = await login(server.base, P1.loginId);
    sessions.push({ member: p1.member, account: await firstAccount(p1.member, P1.clientNmbr) });
    for (let i = 1; i <= 3; i++) {
      const { member } = await login(server.base, String(SYNTHETIC_LOGIN_BASE + i));
      sessions.push({ member, account: await firstAccount(member, SYNTHETIC_CLIENT_BASE + i) });
    }
    const calls = [
      ["accountSummary", (a) => ["GET", `/api/accounts/accountSummary?clientId=${a.clientNmbr}`]],
      [
        "gainAndLoss",
        (a) => [
          "GET",
          `/api/accounts/gainAndLoss?clientNmbr=${a.clientNmbr}&clntRltnshpNmbr=${a.clntRltnshpNmbr}`,
        ],
      ],
      ["cycledate", () => ["GET", "/api/config/cycledate"]],
      ["health", () => ["GET", "/api/health"]],
    ];

    // Be kind to whoever else uses this PostgreSQL: wait for a moment nobody else is connected.
    const others = async () =>
      (
        await onServer(
          adminUrl,
          `select datname, count(*)::int as n from pg_stat_activity
           where backend_type = 'client backend' and pid <> pg_backend_pid() and datname <> 'bench_pg_restart'
           group by 1 order by 1`,
        )
      )[0].rows;
    let busy = await others();
    for (let w = 0; busy.length > 0 && w < 60; w++) {
      if (w === 0)
        console.log(
          `other clients connected (${busy.map((r) => `${r.datname}: ${r.n}`).join(", ")}); waiting up to 60 s for a quiet moment`,
        );
      await sleep(1000);
      busy = await others();
    }
    if (busy.length)
      console.log(
        `going ahead with other clients connected: ${busy.map((r) => `${r.datname}: ${r.n}`).join(", ")}`,
      );

    // The traffic: one request every 1000 / rate ms, each on its own.
    const records = [];
    const t0 = performance.now();
    const at = () => (performance.now() - t0) / 1000;
    let n = 0;
    let sending = true;
    const inFlight = new Set();
    const sender = (async () => {
      while (sending) {
        const due = t0 + (n * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const [name, make] = calls[n % calls.length];
        const s = sessions[Math.floor(n / calls.length) % sessions.length];
        const [method, path] = make(s.account);
        n++;
        const rec = { t: at(), name, status: null, error: null, ms: null, code: null };
        records.push(rec);
        const p = s.member
          .call(method, path)
          .then((r) => {
            rec.status = r.status;
            rec.code = r.body?.code ?? null;
          })
          .catch((err) => {
            rec.error = err.name === "TimeoutError" ? "timeout" : (err.cause?.code ?? err.message);
          })
          .finally(() => {
            rec.ms = (at() - rec.t) * 1000;
            inFlight.delete(p);
          });
        inFlight.add(p);
      }
    })();

    // The outage, unless a test run started meanwhile.
    await sleep(before * 1000);
    const lateRuns = testRuns();
    if (lateRuns.length) {
      sending = false;
      await sender;
      await Promise.allSettled([...inFlight]);
      check(
        results,
        false,
        "PostgreSQL restarted in the middle of traffic",
        `not played: a test run started meanwhile (${lateRuns.join("; ")})`,
      );
      return results;
    }
    const events = [];
    if (mode === "restart") {
      events.push({ t: at(), what: "restart begins" });
      const r = await ctl(theCluster, "restart");
      events.push({ t: at(), what: `restart done (${r.ok ? "ok" : r.output})` });
    } else {
      events.push({ t: at(), what: "stop begins" });
      const stop = await ctl(theCluster, "stop");
      events.push({ t: at(), what: `stopped (${stop.ok ? "ok" : stop.output})` });
      await sleep(down * 1000);
      events.push({ t: at(), what: "start begins" });
      const start = await ctl(theCluster, "start");
      events.push({ t: at(), what: `started (${start.ok ? "ok" : start.output})` });
    }
    const upAgain = events.at(-1).t;
    await sleep(after * 1000);
    sending = false;
    await sender;
    await Promise.allSettled([...inFlight]);

    // Each second's answers.
    const outageFrom = events[0].t;
    // From "start begins" PostgreSQL may accept connections before pg_ctlcluster returns.
    const startFrom = events.at(-2).t;
    const label = (r) => r.status ?? r.error;
    const seconds = new Map();
    for (const r of records) {
      const s = Math.floor(r.t);
      const row = seconds.get(s) ?? { n: 0, answers: new Map(), max: 0 };
      row.n++;
      row.answers.set(label(r), (row.answers.get(label(r)) ?? 0) + 1);
      row.max = Math.max(row.max, r.ms ?? 0);
      seconds.set(s, row);
    }
    console.log(
      `events: ${events.map((e) => `${e.t.toFixed(1)} s ${e.what}`).join("; ")}\n\nsecond  PostgreSQL  requests  answers                                  slowest ms`,
    );
    for (const [s, row] of [...seconds].sort((x, y) => x[0] - y[0])) {
      const state =
        s + 1 <= outageFrom ? "up" : s + 1 <= startFrom ? "DOWN" : s < upAgain ? "starting" : "up again";
      const answers = [...row.answers].map(([k, v]) => `${k}: ${v}`).join(", ");
      console.log(
        `${String(s).padStart(6)}  ${state.padEnd(10)}  ${String(row.n).padStart(8)}  ${answers.padEnd(40)} ${row.max.toFixed(0).padStart(10)}`,
      );
    }

    console.log(
      "(an answer is an HTTP status, or a client error: ECONNREFUSED, nothing listens on the port; ECONNRESET, the connection dropped; timeout, no answer in 30 s)\n",
    );
    const exit = server.exit();
    const serverLog = server.log();
    check(
      results,
      exit === null,
      "the server process is alive after the outage",
      exit === null
        ? `pid ${server.pid} running`
        : `it ended: ${JSON.stringify(exit)}; the end of its log:\n${tail(serverLog, 25)}`,
    );
    const failed = records.filter((r) => r.status !== 200);
    const byAnswer = new Map();
    for (const r of failed) {
      const k = `${r.name} ${label(r)}${r.code ? ` ${r.code}` : ""}`;
      byAnswer.set(k, (byAnswer.get(k) ?? 0) + 1);
    }
    check(
      results,
      failed.length > 0 && failed.every((r) => r.status === 503),
      "every request that did not succeed answered a clean 503",
      `${records.length} requests, ${failed.length} not 200: ${[...byAnswer].map(([k, v]) => `${k}: ${v}`).join(", ") || "none (the outage was not seen)"}`,
    );
    const slow = records.filter((r) => (r.ms ?? Number.POSITIVE_INFINITY) > hangMs);
    check(
      results,
      slow.length === 0,
      `no request took longer than ${hangMs} ms`,
      `slowest ${Math.max(...records.map((r) => r.ms ?? 0)).toFixed(0)} ms${
        slow.length
          ? `; ${slow.length} over, e.g. ${slow
              .slice(0, 3)
              .map((r) => `${r.name} at ${r.t.toFixed(1)} s: ${label(r)} after ${r.ms?.toFixed(0)} ms`)
              .join("; ")}`
          : ""
      }`,
    );
    const lastFive = records.filter((r) => r.t >= at() - 5 - 1 && r.t > upAgain);
    const firstOk = records.find((r) => r.t > upAgain && r.status === 200);
    check(
      results,
      exit === null && lastFive.length > 0 && lastFive.every((r) => r.status === 200),
      "the server recovers by itself once PostgreSQL is back",
      `first 200 ${firstOk ? `${(firstOk.t - upAgain).toFixed(1)} s after PostgreSQL was up` : "never"}; the last 5 s: ${lastFive.filter((r) => r.status === 200).length} of ${lastFive.length} answered 200`,
    );
    const logged = logLines(serverLog, 40, true).filter(
      (l) => l.level !== null || !/^\s*(Member portal|http:|Demo logins|$)/.test(l.msg),
    );
    const messages = new Map();
    for (const l of logged) {
      const k = `${l.level ?? "raw"} ${(l.msg ?? "").slice(0, 120)}${l.err?.code ? ` [${l.err.code}]` : ""}${l.err?.message ? ` ${String(l.err.message).slice(0, 100)}` : ""}`;
      messages.set(k, (messages.get(k) ?? 0) + 1);
    }
    console.log(`the server's log at warn and above (${logged.length} lines), by message:`);
    for (const [k, v] of [...messages].slice(0, 20)) console.log(`  ${v} x ${k}`);
  } finally {
    ensureRunning(theCluster);
    const ready = await waitReady(adminUrl);
    console.log(`pg_isready: ${ready.last}`);
    process.off("exit", onExit);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await server.stop();
    console.log(`  log: ${server.logFile}`);
    // PostgreSQL may still be starting: a few tries to drop the scratch database.
    for (let i = 0; i < 20; i++) {
      try {
        await scratch.drop();
        break;
      } catch {
        await sleep(500);
      }
    }
  }
  return results;
}
