// npm run bench -- --reliability --only soak [--minutes 10 --rate 200]: issue 15's soak. Mixed
// member journeys at a steady rate on loopback for a long while; the bar: no error, and the
// server's memory at the end within 10% of its memory after the warm-up.
//
//  1. A scratch database bench_soak; the server on it (demo mode, --seed-members synthetic members
//     seeded at start-up, LOG_LEVEL=warn, its log in a file).
//  2. --members synthetic members log in through the API, once each (PIN, OTP, terms): the
//     synthetic sessions. The login limits are per address (all of them come from 127.0.0.1), so
//     the database's login counters are reset after these logins.
//  3. The load (bounded: a fixed rate, at most rate connections, 10 s timeout): each request is the
//     next call of the next session's journey, the dashboard's four calls (account summary,
//     policy, gain and loss, cycle date), the fund list, the transaction history, the switching
//     history and the switch options. Every --relogin-every seconds one session is replaced by a new
//     login of its member, and the old one logged out (20 logins in 10 minutes, under the limits).
//  4. --warmup seconds of load, then the server's memory (the base); then --minutes of load,
//     measured: each minute's requests, errors, p50 and p99 and memory are printed as they come.
//     Memory: RSS, and the V8 heap read inside the server (scripts/bench-memory-probe.mjs, on
//     SIGUSR2): heapUsed as it is, and the live heap, what is left after a full collection; and
//     the machine's load average (1 minute), as the machine may be shared.
//  5. Errors (non-2xx, connection errors, timeouts, failed re-logins; must be 0), p50/p90/p99/max per
//     call and overall; RSS and live heap after the warm-up and at the end (each within 10%).
import { loadavg } from "node:os";
import {
  check,
  firstAccount,
  freePort,
  login,
  logLines,
  memoryProbe,
  onServer,
  percentile,
  SYNTHETIC_CLIENT_BASE,
  SYNTHETIC_LOGIN_BASE,
  scratchDatabase,
  sleep,
  startServer,
  steadyLoad,
} from "./reliability-kit.mjs";

const CALLS = [
  "accountSummary",
  "policy",
  "gainAndLoss",
  "cycledate",
  "fundinfosummary",
  "transactionhistory",
  "switchhistory",
  "switchoptions",
];

/** The request of a call for a session (m: its cookie and account; dates: the history range). */
function requestOf(name, m, dates) {
  const headers = { cookie: m.member.cookie };
  const get = (path) => ({ name, method: "GET", path, headers });
  const a = m.account;
  switch (name) {
    case "accountSummary":
      return get(`/api/accounts/accountSummary?clientId=${a.clientNmbr}`);
    case "policy":
      return {
        name,
        method: "POST",
        path: "/api/accounts/policy",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({
          clntRltnshpNmbr: a.clntRltnshpNmbr,
          contractNmbr: a.contractNmbr,
          policyDataFilter: { investments: true, policyHistory: true, policyInfo: true },
        }),
      };
    case "gainAndLoss":
      return get(`/api/accounts/gainAndLoss?clientNmbr=${a.clientNmbr}&clntRltnshpNmbr=${a.clntRltnshpNmbr}`);
    case "fundinfosummary":
      return get(
        `/api/funds/fundinfosummary?contractNmbr=${a.contractNmbr}&productTypeNmbr=${a.productTypeNmbr}`,
      );
    case "transactionhistory":
      return get(
        `/api/transactions/transactionhistory?clntRltnshpNmbr=${a.clntRltnshpNmbr}&fromDate=${dates.from}&toDate=${dates.to}`,
      );
    case "switchhistory":
      return get(`/api/cycleactivities/history?clntRltnshpNmbr=${a.clntRltnshpNmbr}`);
    case "switchoptions":
      return get(`/api/fundswitch/options?clntRltnshpNmbr=${a.clntRltnshpNmbr}`);
    default:
      return get("/api/config/cycledate");
  }
}

/** A growable record of every response: its second, call, status and latency. */
class Samples {
  constructor() {
    this.size = 0;
    this.grow(1 << 16);
  }
  grow(n) {
    const [t, call, status, ms] = [
      new Float64Array(n),
      new Uint8Array(n),
      new Uint16Array(n),
      new Float32Array(n),
    ];
    if (this.t) {
      t.set(this.t);
      call.set(this.call);
      status.set(this.status);
      ms.set(this.ms);
    }
    Object.assign(this, { t, call, status, ms });
  }
  push(t, call, status, ms) {
    if (this.size === this.t.length) this.grow(this.size * 2);
    this.t[this.size] = t;
    this.call[this.size] = call;
    this.status[this.size] = status;
    this.ms[this.size] = ms;
    this.size++;
  }
  /** p50, p90, p99, max and count of the samples from `from` to `to` (seconds) that `keep` keeps. */
  summary(from, to, keep = () => true) {
    const ms = [];
    let non2xx = 0;
    for (let i = 0; i < this.size; i++) {
      if (this.t[i] < from || this.t[i] >= to || !keep(i)) continue;
      ms.push(this.ms[i]);
      if (this.status[i] < 200 || this.status[i] > 299) non2xx++;
    }
    ms.sort((x, y) => x - y);
    return {
      n: ms.length,
      non2xx,
      p50: percentile(ms, 50),
      p90: percentile(ms, 90),
      p99: percentile(ms, 99),
      max: ms.at(-1) ?? Number.NaN,
    };
  }
}

const f = (x) => (x == null || Number.isNaN(x) ? "-" : x.toFixed(1));

export async function soak({
  adminUrl,
  minutes,
  rate,
  warmup,
  members: memberCount,
  seedMembers,
  reloginEvery,
}) {
  const results = [];
  const seconds = Math.round(minutes * 60);
  console.log(
    `\n== Soak: ${minutes} minutes at ${rate} requests/s (after a ${warmup} s warm-up), ${memberCount} sessions of ${seedMembers} synthetic members ==`,
  );
  const scratch = await scratchDatabase(adminUrl, "bench_soak");
  const probe = memoryProbe("soak");
  const server = await startServer({
    name: "soak",
    databaseUrl: scratch.url,
    port: await freePort(),
    env: { SEED_MEMBERS: String(seedMembers), ...probe.env },
    nodeArgs: probe.nodeArgs,
    logLevel: "warn",
  });
  const memory = () => probe.sample(server);
  const mem = (m) =>
    m
      ? `RSS ${f(m.rss)} MiB, heap used ${f(m.heapUsed)} MiB, live heap ${f(m.heapLive)} MiB`
      : "memory unread";
  try {
    console.log(`server pid ${server.pid} on ${server.base}, ${mem(await memory())} after start-up and seed`);
    const sessions = [];
    const step = Math.max(1, Math.floor(seedMembers / memberCount));
    let started = performance.now();
    for (let k = 0; k < Math.min(memberCount, seedMembers); k++) {
      const i = 1 + k * step;
      const { member } = await login(server.base, String(SYNTHETIC_LOGIN_BASE + i));
      sessions.push({ i, member, account: await firstAccount(member, SYNTHETIC_CLIENT_BASE + i) });
    }
    await onServer(scratch.url, "delete from rate_limits where key like 'login:%'");
    const cycle = await sessions[0].member.ok("GET", "/api/config/cycledate");
    const to = cycle.webCycleDate;
    const d = new Date(`${to}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - 2, 1);
    const dates = { from: d.toISOString().slice(0, 10), to };
    console.log(
      `${sessions.length} sessions logged in (${((performance.now() - started) / 1000).toFixed(1)} s); history range ${dates.from} to ${dates.to}`,
    );
    // Each call once, so that a broken request shows before the run rather than as 120,000 errors.
    for (const name of CALLS) {
      const r = requestOf(name, sessions[0], dates);
      const res = await sessions[0].member.call(r.method, r.path, r.body ? JSON.parse(r.body) : undefined);
      if (res.status !== 200)
        throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    }

    const samples = new Samples();
    let errors = 0;
    let next = 0;
    const t0 = performance.now();
    const now = () => (performance.now() - t0) / 1000;
    const load = (secs) =>
      steadyLoad({
        base: server.base,
        rate,
        seconds: secs,
        next: () => {
          const n = next++;
          return requestOf(
            CALLS[n % CALLS.length],
            sessions[Math.floor(n / CALLS.length) % sessions.length],
            dates,
          );
        },
        onResponse: (name, status, ms) => samples.push(now(), CALLS.indexOf(name), status, ms),
        onError: () => {
          errors++;
        },
      });

    // Re-logins: a session replaced by a fresh login of its member, the old one logged out.
    let relogins = 0;
    let reloginErrors = 0;
    let stopRelogin = false;
    const relogin = (async () => {
      if (!(reloginEvery > 0)) return;
      let k = 0;
      while (!stopRelogin) {
        for (let w = 0; w < reloginEvery * 10 && !stopRelogin; w++) await sleep(100);
        if (stopRelogin) break;
        const s = sessions[k++ % sessions.length];
        try {
          const { member } = await login(server.base, String(SYNTHETIC_LOGIN_BASE + s.i));
          const old = s.member;
          s.member = member;
          relogins++;
          await sleep(5000);
          const out = await old.call("POST", "/api/auth/logout");
          if (out.status > 299) throw new Error(`logout ${out.status}`);
        } catch (err) {
          reloginErrors++;
          console.log(`  re-login of member ${s.i} failed: ${err.message}`);
        }
      }
    })();

    // The warm-up, then the measured minutes with a line per minute.
    if (warmup > 0) await load(warmup);
    const base = await memory();
    const warmEnd = now();
    console.log(`warm-up done: ${samples.size} requests, ${errors} errors; ${mem(base)} (the base)`);
    console.log(
      "minute   requests  non-2xx  errors   p50 ms   p99 ms   max ms   RSS MiB  heap used  live heap  load",
    );
    const perMinute = [];
    let minute = 0;
    let lastErrors = errors;
    const ticker = setInterval(async () => {
      minute++;
      const from = warmEnd + (minute - 1) * 60;
      const s = samples.summary(from, from + 60);
      const m = await memory();
      perMinute.push(m);
      console.log(
        `${String(minute).padStart(6)} ${String(s.n).padStart(10)} ${String(s.non2xx).padStart(8)} ${String(errors - lastErrors).padStart(7)} ${f(s.p50).padStart(8)} ${f(s.p99).padStart(8)} ${f(s.max).padStart(8)} ${f(m?.rss ?? Number.NaN).padStart(9)} ${f(m?.heapUsed ?? Number.NaN).padStart(10)} ${f(m?.heapLive ?? Number.NaN).padStart(10)} ${loadavg()[0].toFixed(1).padStart(5)}`,
      );
      lastErrors = errors;
    }, 60_000);
    started = performance.now();
    await load(seconds);
    clearInterval(ticker);
    const measuredSeconds = (performance.now() - started) / 1000;
    const end = await memory();
    stopRelogin = true;
    await relogin;

    const measured = (i) => samples.t[i] >= warmEnd;
    const all = samples.summary(warmEnd, Number.POSITIVE_INFINITY);
    console.log("\ncall                 requests   p50 ms   p90 ms   p99 ms   max ms   non-2xx");
    for (const [c, name] of CALLS.entries()) {
      const s = samples.summary(
        warmEnd,
        Number.POSITIVE_INFINITY,
        (i) => samples.call[i] === c && measured(i),
      );
      console.log(
        `${name.padEnd(19)} ${String(s.n).padStart(9)} ${f(s.p50).padStart(8)} ${f(s.p90).padStart(8)} ${f(s.p99).padStart(8)} ${f(s.max).padStart(8)} ${String(s.non2xx).padStart(9)}`,
      );
    }
    console.log(
      `${"all".padEnd(19)} ${String(all.n).padStart(9)} ${f(all.p50).padStart(8)} ${f(all.p90).padStart(8)} ${f(all.p99).padStart(8)} ${f(all.max).padStart(8)} ${String(all.non2xx).padStart(9)}`,
    );
    const statuses = new Map();
    for (let i = 0; i < samples.size; i++)
      if (samples.status[i] < 200 || samples.status[i] > 299)
        statuses.set(
          `${CALLS[samples.call[i]]} ${samples.status[i]}`,
          (statuses.get(`${CALLS[samples.call[i]]} ${samples.status[i]}`) ?? 0) + 1,
        );
    const non2xx = samples.summary(0, Number.POSITIVE_INFINITY).non2xx;
    console.log(
      `achieved ${(all.n / measuredSeconds).toFixed(1)} requests/s (offered ${rate}); ${samples.size} requests in all (warm-up included); re-logins ${relogins} (${reloginErrors} failed)`,
    );
    const serverErrors = logLines(server.log(), 50);
    check(
      results,
      non2xx === 0 && errors === 0 && reloginErrors === 0,
      "no error over the soak (warm-up included)",
      `${non2xx} non-2xx${statuses.size ? ` (${[...statuses].map(([k, v]) => `${k}: ${v}`).join(", ")})` : ""}, ${errors} connection errors or timeouts, ${reloginErrors} failed re-logins; the server logged ${serverErrors.length} error lines`,
    );
    for (const [key, what] of [
      ["rss", "RSS"],
      ["heapLive", "live heap (after a full collection)"],
    ]) {
      const [from, to] = [base?.[key], end?.[key]];
      const growth = from && to ? ((to - from) / from) * 100 : Number.NaN;
      check(
        results,
        Math.abs(growth) <= 10,
        `the server's ${what} at the end within 10% of after the warm-up`,
        `${f(from ?? Number.NaN)} MiB after the warm-up, ${f(to ?? Number.NaN)} MiB at the end (${growth >= 0 ? "+" : ""}${growth.toFixed(1)}%); per minute ${perMinute.map((m) => f(m?.[key] ?? Number.NaN)).join(", ")}`,
      );
    }
    console.log(
      `heap used (before collection): ${f(base?.heapUsed ?? Number.NaN)} MiB after the warm-up, ${f(end?.heapUsed ?? Number.NaN)} MiB at the end`,
    );
    console.log(`p50 ${f(all.p50)} ms, p99 ${f(all.p99)} ms over the ${minutes} measured minutes`);
    if (serverErrors.length)
      console.log(`  the first error line: ${JSON.stringify(serverErrors[0]).slice(0, 500)}`);
  } finally {
    await server.stop();
    console.log(`  log: ${server.logFile}`);
    await scratch.drop();
  }
  return results;
}
