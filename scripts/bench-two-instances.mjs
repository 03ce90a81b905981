// npm run bench -- --reliability --only two-instances: issue 15's "two server instances on one
// PostgreSQL". Prints each check with PASS or FAIL.
//
//  1. A scratch database bench_two_instances; instances A and B (`node --import tsx
//     apps/server/src/main.ts`, demo mode, PORTAL_CLOCK Fri 20 Nov 2026 10:00 HKT, two ports) are
//     started at the same moment on it while it is empty (both migrate, both try the demo seed).
//  2. P1 logs in on A (PIN, OTP from the demo outbox): the session cookie works on B.
//  3. A fund switch submitted on A (its PIN step-up rotates the cookie: the new one is used on B) is
//     seen Pending on B, cancelled on B, and seen Cancelled on A.
//  4. Another switch, then POST /api/dev/cycle {until: Fri} on A and B at the same moment: one
//     settles the day, the other does nothing; one job_runs row, one settlement of the switch, one
//     instance's log says it settled the day.
//  5. Logout on B ends the session on A.
//  6. A switch for Monday (Friday is settled), then both instances restarted at the same moment with
//     the clock at Mon 23 Nov 18:00:05 HKT: each one's dealing-cycle schedule runs at start-up (and
//     every minute), under the advisory lock: exactly one settles Monday, as job_runs and the logs say.
import { randomUUID } from "node:crypto";
import {
  check,
  freePort,
  login,
  logLines,
  Member,
  onServer,
  P1,
  PIN,
  scratchDatabase,
  sleep,
  spawnServer,
  tail,
} from "./reliability-kit.mjs";

const FRIDAY = "2026-11-20";
const MONDAY = "2026-11-23";
const settledLine = (day) => new RegExp(`dealing cycle: ${day} settled`);

/** Switches 10% of fund 302 into 315 on P1's first account (the funds switching.test.ts uses). */
function fundSwitch(account) {
  return {
    kind: "FUND_SWITCH",
    clntRltnshpNmbr: account.clntRltnshpNmbr,
    contributionType: "ALL",
    password: Buffer.from(PIN, "utf8").toString("base64"),
    disclaimerAccepted: true,
    idempotencyKey: randomUUID(),
    switchOut: [{ invTypeNmbr: 302, percent: "10" }],
    switchIn: [{ invTypeNmbr: 315, percent: "100" }],
  };
}

/** Runs the checks on the PostgreSQL server of `adminUrl`; answers the checks' results. */
export async function twoInstances({ adminUrl }) {
  const results = [];
  console.log("\n== Two server instances on one PostgreSQL ==");
  const scratch = await scratchDatabase(adminUrl, "bench_two_instances");
  const sql = async (text, values = []) => {
    const [r] = await onServer(scratch.url, { text, values });
    return r.rows;
  };
  const env = { PORTAL_CLOCK: "2026-11-20T10:00:00+08:00" };
  const [portA, portB] = [await freePort(), await freePort()];
  let a = spawnServer({ name: "two-A", databaseUrl: scratch.url, port: portA, env });
  let b = spawnServer({ name: "two-B", databaseUrl: scratch.url, port: portB, env });
  try {
    // 1. Both at once on the empty database.
    const started = performance.now();
    const [aUp, bUp] = await Promise.all([a.ready(), b.ready()]);
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    const seen = [a, b]
      .map((s, i) =>
        [aUp, bUp][i]
          ? `${s.name} serving`
          : `${s.name} ended ${JSON.stringify(s.exit())}: ${s
              .log()
              .split("\n")[0]
              ?.replace(/ \(.*$/, " ...")}\n${tail(s.log(), 3)}`,
      )
      .join("; ");
    check(
      results,
      aUp && bUp,
      "both instances start at the same moment on one empty database",
      `${seen} (${secs} s)`,
    );
    // If one did not start, both are started again at the same moment, now that the database is
    // migrated and seeded: PORTAL_CLOCK runs on from each process's start, so instances started
    // apart would disagree on the time by as much.
    if (!aUp || !bUp) {
      await Promise.all([a.stop(), b.stop()]);
      a = spawnServer({ name: "two-A-again", databaseUrl: scratch.url, port: portA, env });
      b = spawnServer({ name: "two-B-again", databaseUrl: scratch.url, port: portB, env });
      if (!(await Promise.all([a.ready(), b.ready()])).every(Boolean))
        throw new Error(`A and B did not start again:\n${tail(a.log(), 10)}\n${tail(b.log(), 10)}`);
    }

    // 2. A session made on A, used on B.
    const { member } = await login(a.base, P1.loginId);
    const onB = await member.call("GET", "/api/auth/session", undefined, b.base);
    check(
      results,
      onB.status === 200 && onB.body?.clientNmbr === P1.clientNmbr,
      "a session made on A works on B (GET /api/auth/session on B)",
      `${onB.status}, clientNmbr ${onB.body?.clientNmbr}`,
    );
    const summary = await member.call(
      "GET",
      `/api/accounts/accountSummary?clientId=${P1.clientNmbr}`,
      undefined,
      b.base,
    );
    const first = summary.body?.policyMinVos?.[0];
    check(results, summary.status === 200 && first, "its account summary on B", `${summary.status}`);
    const account = { clntRltnshpNmbr: first.clntRltnshpNmbr, contractNmbr: first.contractNmbr };

    // 3. Submitted on A, cancelled on B, seen cancelled on A.
    const cookieBefore = member.cookie;
    const submitted = await member.call("POST", "/api/fundswitch/instructions", fundSwitch(account), a.base);
    const id = submitted.body?.activityTableNmbr;
    check(
      results,
      submitted.status === 200 && id,
      "a fund switch submitted on A",
      `${submitted.status} ${submitted.body?.refNumber ?? JSON.stringify(submitted.body)}, dealing ${submitted.body?.expectedDealingDate}; the cookie ${member.cookie !== cookieBefore ? "rotated" : "did not rotate"}`,
    );
    const card = async (base, which = id) => {
      const h = await member.call(
        "GET",
        `/api/cycleactivities/history?clntRltnshpNmbr=${account.clntRltnshpNmbr}`,
        undefined,
        base,
      );
      return { status: h.status, card: h.body?.activities?.find((x) => x.activityTableNmbr === which) };
    };
    const pendingOnB = await card(b.base);
    check(
      results,
      pendingOnB.card?.statusType === "PENDING" && pendingOnB.card.cancellable,
      "B lists it as Pending and cancellable (with the cookie rotated on A)",
      `${pendingOnB.status}, ${pendingOnB.card?.statusType}, cancellable ${pendingOnB.card?.cancellable}`,
    );
    const cancel = await member.call(
      "DELETE",
      `/api/cycleactivities/cancelTransaction?clntRltnshpNmbr=${account.clntRltnshpNmbr}&contractNmbr=${account.contractNmbr}&processorID=WEB&activityIds=${id}`,
      undefined,
      b.base,
    );
    check(
      results,
      cancel.status === 200 && cancel.body?.status === "CANCELLED",
      "cancelled on B",
      `${cancel.status} ${JSON.stringify(cancel.body)}`,
    );
    const cancelledOnA = await card(a.base);
    const [row] = await sql("select status from instructions where activity_table_nmbr = $1", [id]);
    check(
      results,
      cancelledOnA.card?.statusType === "CANCELLED" && row?.status === "CANCELLED",
      "A lists it as Cancelled",
      `${cancelledOnA.status}, ${cancelledOnA.card?.statusType}; instructions.status ${row?.status}`,
    );

    // 4. The dealing cycle asked of both at the same moment.
    const second = await member.call("POST", "/api/fundswitch/instructions", fundSwitch(account), a.base);
    const secondId = second.body?.activityTableNmbr;
    if (second.status !== 200)
      throw new Error(`the second switch: ${second.status} ${JSON.stringify(second.body)}`);
    const [cycleA, cycleB] = await Promise.all(
      [a, b].map((s) => member.call("POST", "/api/dev/cycle", { until: FRIDAY }, s.base)),
    );
    const answers = [cycleA, cycleB].map((r) => r.body?.settledDays ?? r.status);
    const settlers = answers.filter((s) => Array.isArray(s) && s.includes(FRIDAY)).length;
    const idle = answers.filter((s) => Array.isArray(s) && s.length === 0).length;
    check(
      results,
      settlers === 1 && idle === 1,
      "POST /api/dev/cycle on A and B at the same moment: one settles Friday, the other nothing",
      `A answered ${JSON.stringify(cycleA.body)} (${cycleA.status}, ${cycleA.ms.toFixed(0)} ms), B ${JSON.stringify(cycleB.body)} (${cycleB.status}, ${cycleB.ms.toFixed(0)} ms)`,
    );
    const [runs] = await sql(
      "select count(*)::int as n from job_runs where job_name = 'dealing-cycle' and business_date = $1",
      [FRIDAY],
    );
    const history = await sql(
      `select activity_type_nmbr as type, count(*)::int as n, count(distinct (inv_type_nmbr, money_type_code))::int as distinct
       from transactions where activity_table_nmbr = $1 group by 1 order by 1`,
      [secondId],
    );
    const [status] = await sql("select status from instructions where activity_table_nmbr = $1", [secondId]);
    const [p1Seeded] = await sql(
      "select count(*)::int as n from instructions where client_nmbr = $1 and status = 'PENDING' and kind = 'FUND_SWITCH'",
      [P1.clientNmbr],
    );
    const logsSettled = [a, b].filter((s) => settledLine(FRIDAY).test(s.log())).map((s) => s.name);
    check(
      results,
      runs.n === 1 &&
        status?.status === "COMPLETED" &&
        history.length === 2 &&
        history.every((h) => h.n === h.distinct) &&
        p1Seeded.n === 0 &&
        logsSettled.length === 1,
      "Friday settled once",
      `job_runs rows ${runs.n}; the switch ${status?.status}, history rows ${history.map((h) => `type ${h.type}: ${h.n} (${h.distinct} distinct fund and money type)`).join(", ")}; pending switches of P1 left ${p1Seeded.n}; "${FRIDAY} settled" logged by ${logsSettled.join(", ") || "neither"}`,
    );
    const completedOnB = await card(b.base, secondId);
    check(
      results,
      completedOnB.card?.statusType === "COMPLETED",
      "B lists the settled switch as Completed",
      `${completedOnB.status}, ${completedOnB.card?.statusType}`,
    );

    // A switch for Monday, before this session ends.
    const third = await member.call("POST", "/api/fundswitch/instructions", fundSwitch(account), a.base);
    const thirdId = third.body?.activityTableNmbr;
    check(
      results,
      third.status === 200 && third.body?.expectedDealingDate === MONDAY,
      "a switch submitted after Friday's settlement deals on Monday",
      `${third.status}, dealing ${third.body?.expectedDealingDate}`,
    );

    // 5. Logout on B, refused on A. The revocation is stamped with B's clock and compared with A's:
    // with PORTAL_CLOCK each instance's clock starts when its process does, so A's may be behind B's
    // by the difference of their start-ups (a few hundred ms): A is asked again for up to 3 s.
    const sessionCookie = member.cookie;
    const out = await member.call("POST", "/api/auth/logout", undefined, b.base);
    const loggedOutAt = performance.now();
    const old = new Member(a.base);
    old.cookie = sessionCookie;
    const onA401 = [];
    for (let i = 0; i < 30; i++) {
      onA401.push((await old.call("GET", "/api/auth/session")).status);
      if (onA401.at(-1) === 401) break;
      await sleep(100);
    }
    const refusedAfter = performance.now() - loggedOutAt;
    check(
      results,
      out.status < 300 && onA401.at(-1) === 401,
      "logout on B ends the session on A",
      `logout ${out.status}; the session's cookie then on A: ${onA401[0]}${onA401.length > 1 ? `, then ${onA401.at(-1)} ${refusedAfter.toFixed(0)} ms after the logout (the instances' demo clocks apart)` : ""}`,
    );

    // 6. Both restarted at the same moment after Monday's cycle hour: the schedules race.
    await Promise.all([a.stop(), b.stop()]);
    const monday = { PORTAL_CLOCK: "2026-11-23T18:00:05+08:00" };
    a = spawnServer({ name: "two-A-monday", databaseUrl: scratch.url, port: portA, env: monday });
    b = spawnServer({ name: "two-B-monday", databaseUrl: scratch.url, port: portB, env: monday });
    const up = await Promise.all([a.ready(), b.ready()]);
    if (!up.every(Boolean))
      throw new Error(`an instance did not start on Monday:\n${tail(a.log(), 10)}\n${tail(b.log(), 10)}`);
    let mondayRuns = 0;
    for (let i = 0; i < 150 && mondayRuns === 0; i++) {
      await sleep(200);
      [{ n: mondayRuns }] = await sql(
        "select count(*)::int as n from job_runs where job_name = 'dealing-cycle' and business_date = $1",
        [MONDAY],
      );
    }
    await sleep(2000); // the other instance's run, if it were to settle it too
    const [mondayAgain] = await sql(
      "select count(*)::int as n from job_runs where job_name = 'dealing-cycle' and business_date = $1",
      [MONDAY],
    );
    const [thirdStatus] = await sql("select status from instructions where activity_table_nmbr = $1", [
      thirdId,
    ]);
    const [thirdRows] = await sql(
      "select count(*)::int as n, count(distinct (activity_type_nmbr, inv_type_nmbr, money_type_code))::int as distinct from transactions where activity_table_nmbr = $1",
      [thirdId],
    );
    const cycleLines = [a, b].map((s) => ({
      name: s.name,
      lines: logLines(s.log(), 30)
        .filter((l) => /dealing cycle/.test(l.msg ?? ""))
        .map((l) => l.msg),
    }));
    const settledBy = cycleLines
      .filter((c) => c.lines.some((l) => settledLine(MONDAY).test(l)))
      .map((c) => c.name);
    check(
      results,
      mondayAgain.n === 1 &&
        thirdStatus?.status === "COMPLETED" &&
        thirdRows.n === thirdRows.distinct &&
        settledBy.length === 1,
      "both restarted at once after the cycle hour: the schedule settles Monday on exactly one",
      `job_runs rows ${mondayAgain.n}; the switch ${thirdStatus?.status} with ${thirdRows.n} history rows (${thirdRows.distinct} distinct); "${MONDAY} settled" logged by ${settledBy.join(", ") || "neither"}`,
    );
    for (const c of cycleLines)
      console.log(
        `      ${c.name}: ${c.lines.join(" | ") || "(no dealing-cycle line: its run found the day settled)"}`,
      );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    for (const s of [a, b]) {
      const errors = logLines(s.log(), 50);
      if (errors.length)
        console.log(
          `  ${s.name} logged ${errors.length} error lines, the first: ${JSON.stringify(errors[0]).slice(0, 400)}`,
        );
    }
    console.log(`  logs: ${a.logFile.replace(/[^/]+$/, "")}`);
    await scratch.drop();
  }
  return results;
}
