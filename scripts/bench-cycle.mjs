#!/usr/bin/env node
// npm run bench -- --cycle [--members 2000 --instructions 2000 --database URL]: the dealing cycle
// (apps/server/src/jobs/dealing-cycle.ts) settling one day's fund switches. Figures are printed,
// not asserted.
//
//  1. The database: in-memory PGlite; or, with --database postgres://..., a scratch database
//     bench_cycle created on that PostgreSQL server and dropped afterwards.
//  2. Migrated and seeded with the demo data and --members synthetic members, the clock pinned at
//     Fri 20 Nov 2026 10:00 HKT (the WEB cycle date is then Thu 19 Nov).
//  3. --instructions pending fund switches written straight into instructions and
//     instruction_lines, one per synthetic account holding units: 50% of its largest holding's fund
//     into two other funds of its product, 60/40, received that morning, dealing on Fri 20 Nov.
//  4. runDealingCycle(..., "2026-11-20") once, demo prices on, timed: that is the day's one
//     transaction (plus reading the cycle date before and after).
//  5. Conservation, per fund switch settled that day, exactly: the value switched out (type-60 units
//     x price) equals the value switched in (type-61 units x price) plus instructions.rounding_amt, and
//     the money invested (type-61 gross) equals the proceeds (type-60 gross).
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { register } from "tsx/esm/api";

const { values: args } = parseArgs({
  options: {
    cycle: { type: "boolean", default: true },
    database: { type: "string" },
    members: { type: "string", default: "2000" },
    instructions: { type: "string", default: "2000" },
  },
});
const memberCount = Number(args.members);
const wanted = Number(args.instructions);
const DAY = "2026-11-20";
const SCRATCH = "bench_cycle";
const SYNTHETIC_CLIENT_BASE = 2_000_000;

// The server's TypeScript sources, through tsx.
register();
const { hkInstant } = await import("@portal/domain");
const { sql } = await import("drizzle-orm");
const { openDatabase, queryRows } = await import("../apps/server/src/db/database.ts");
const { instructionLines, instructions } = await import("../apps/server/src/db/schema.ts");
const { seedDemo } = await import("../apps/server/src/demo/seed.ts");
const { runDealingCycle } = await import("../apps/server/src/jobs/dealing-cycle.ts");
const { pinnedClock } = await import("../apps/server/src/lib/clock.ts");

const clock = pinnedClock(hkInstant(DAY, 10));
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** A scratch database on the server of `url`, dropped by the returned function. */
async function scratchDatabase(url) {
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${SCRATCH} with (force)`);
  await admin(`create database ${SCRATCH}`);
  const scratch = new URL(url);
  scratch.pathname = `/${SCRATCH}`;
  return { url: scratch.toString(), drop: () => admin(`drop database if exists ${SCRATCH} with (force)`) };
}

/** Step 3: the switches, one per account, up to `count`. Returns how many were written. */
async function writeSwitches(db, count) {
  const accounts = await queryRows(
    db,
    sql`select distinct on (p.clnt_rltnshp_nmbr)
               p.clnt_rltnshp_nmbr as rel, p.client_nmbr, c.product_type_nmbr as product, h.inv_type_nmbr as fund
        from policies p
        join contracts c on c.contract_nmbr = p.contract_nmbr
        join holdings h on h.clnt_rltnshp_nmbr = p.clnt_rltnshp_nmbr and h.unit_cnt > 0
        where p.client_nmbr > ${SYNTHETIC_CLIENT_BASE}
          and (p.termination_date is null or p.termination_date > ${DAY})
          and (c.termination_date is null or c.termination_date > ${DAY})
        order by p.clnt_rltnshp_nmbr, h.unit_cnt desc, h.inv_type_nmbr
        limit ${count}`,
  );
  // The funds each product offers that have a price to extend to the dealing day.
  const offered = new Map();
  for (const r of await queryRows(
    db,
    sql`select pf.product_type_nmbr as product, pf.inv_type_nmbr as fund from product_funds pf
        join funds f on f.inv_type_nmbr = pf.inv_type_nmbr
        where f.is_active and exists (select 1 from unit_prices u where u.inv_type_nmbr = f.inv_type_nmbr)
        order by 1, 2`,
  ))
    offered.set(r.product, [...(offered.get(r.product) ?? []), r.fund]);

  const morning = hkInstant(DAY, 9).getTime();
  const rows = [];
  for (const [i, a] of accounts.entries()) {
    const others = (offered.get(a.product) ?? []).filter((f) => f !== a.fund);
    if (others.length < 2) continue;
    rows.push({
      instruction: {
        referenceNmbr: `BN${String(i + 1).padStart(8, "0")}`,
        clntRltnshpNmbr: a.rel,
        clientNmbr: a.client_nmbr,
        kind: "FUND_SWITCH",
        contributionType: "ALL",
        status: "PENDING",
        actyStatusNm: "PENDING FOR NIGHTLY BATCH",
        channel: "INTERNET",
        actyInptAt: new Date(morning + i * 1000),
        effectiveDate: DAY,
        processorId: "WEB",
      },
      lines: [
        [1, a.fund, "0.500000"],
        [2, others[i % others.length], "0.600000"],
        [2, others[(i + 1) % others.length], "0.400000"],
      ],
    });
  }
  for (let k = 0; k < rows.length; k += 1000) {
    const chunk = rows.slice(k, k + 1000);
    const ids = new Map(
      (
        await db
          .insert(instructions)
          .values(chunk.map((r) => r.instruction))
          .returning({ id: instructions.activityTableNmbr, ref: instructions.referenceNmbr })
      ).map((r) => [r.ref, r.id]),
    );
    await db.insert(instructionLines).values(
      chunk.flatMap((r) =>
        r.lines.map(([tferTypeCd, invTypeNmbr, requestedRate]) => ({
          activityTableNmbr: ids.get(r.instruction.referenceNmbr),
          tferTypeCd,
          invTypeNmbr,
          requestedRate,
        })),
      ),
    );
  }
  return rows.length;
}

/**
 * Step 5, per fund switch settled on the day: the value switched out (units x price of the type-60
 * rows) equals the value switched in (units x price of the type-61 rows) plus
 * instructions.rounding_amt, exactly (rounding_amt keeps every decimal). The type-61 gross amounts
 * are the money invested, so they sum to the type-60 proceeds exactly.
 */
async function conservation(db) {
  const [row] = await queryRows(
    db,
    sql`with settled as (
          select i.activity_table_nmbr, coalesce(i.rounding_amt, 0) as rounding,
                 coalesce(-sum(t.gross_amt) filter (where t.activity_type_nmbr = 60), 0) as proceeds,
                 coalesce(-sum(t.unit_cnt * t.unit_price) filter (where t.activity_type_nmbr = 60), 0) as switched_out,
                 coalesce(sum(t.gross_amt) filter (where t.activity_type_nmbr = 61), 0) as invested,
                 coalesce(sum(t.unit_cnt * t.unit_price) filter (where t.activity_type_nmbr = 61), 0) as switched_in
          from instructions i
          join transactions t on t.activity_table_nmbr = i.activity_table_nmbr and t.effective_date = ${DAY}
          where i.kind = 'FUND_SWITCH' and i.status = 'COMPLETED'
          group by i.activity_table_nmbr, i.rounding_amt)
        select count(*)::int as n, sum(switched_out)::text as switched_out,
               sum(switched_in)::text as switched_in, sum(rounding)::text as rounding,
               (sum(switched_out) - sum(switched_in) - sum(rounding))::text as difference,
               (sum(switched_out) - sum(switched_in))::text as exact_rounding,
               (select details->>'rounding' from job_runs
                where job_name = 'dealing-cycle' and business_date = ${DAY}) as job_rounding,
               max(abs(switched_out - switched_in - rounding))::text as worst,
               count(*) filter (where switched_out - switched_in <> rounding
                                  or proceeds <> invested)::int as off
        from settled`,
  );
  return row;
}

// ------------------------------------------------------------------------------------------ run
const scratch = args.database ? await scratchDatabase(args.database) : null;
const database = await openDatabase(
  scratch ? { engine: "postgres", url: scratch.url } : { engine: "pglite", dataDir: null },
);
try {
  console.log(
    `Dealing cycle on ${scratch ? `PostgreSQL (${SCRATCH} on ${new URL(args.database).host})` : "in-memory PGlite"}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  let started = performance.now();
  await database.migrate();
  await seedDemo(database.db, { clock, members: memberCount });
  console.log(
    `Migrated and seeded with ${memberCount.toLocaleString("en")} synthetic members in ${seconds(started)} s`,
  );

  started = performance.now();
  const written = await writeSwitches(database.db, wanted);
  console.log(`Wrote ${written.toLocaleString("en")} pending fund switches in ${seconds(started)} s`);
  if (written < wanted)
    console.log(`  (only ${written} synthetic accounts hold units: use more --members for ${wanted})`);

  started = performance.now();
  const result = await runDealingCycle({ db: database.db, clock, demoPrices: true }, DAY);
  const ms = performance.now() - started;
  if (result.stopped)
    throw new Error(`the cycle stopped at ${result.stopped.date}: ${result.stopped.message}`);

  const c = await conservation(database.db);
  console.log("");
  console.log(
    `instructions settled: ${result.instructions.toLocaleString("en")} (${result.completed} completed, ${result.failed} failed; the demo's own pending switch included)`,
  );
  console.log(`wall time of the day's transaction: ${(ms / 1000).toFixed(2)} s`);
  console.log(`instructions per second: ${((result.instructions / ms) * 1000).toFixed(0)}`);
  const exact = c.difference === null || /^-?0(\.0*)?$/.test(c.difference);
  console.log(
    `conservation over the ${c.n} switches settled: switched out ${c.switched_out} = switched in ${c.switched_in} (units x price) + rounding ${c.rounding} (instructions.rounding_amt): difference ${c.difference}, ${exact ? "exact" : "NOT exact"}`,
  );
  console.log(
    `  per switch: ${c.off === 0 ? "exact" : `${c.off} switches off`} (largest difference ${c.worst}); money invested (type-61 gross) = proceeds (type-60 gross)`,
  );
  console.log(
    `  the day's rounding: out - in = ${c.exact_rounding}; job_runs.details.rounding ${c.job_rounding}`,
  );
  if (c.off !== 0 || !exact) process.exitCode = 1;
} finally {
  await database.close();
  await scratch?.drop();
}
