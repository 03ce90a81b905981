#!/usr/bin/env node
// npm run bench -- --reliability: issue 15's "Reliability under load", printed, not asserted by a
// test (each check says PASS or FAIL; the exit code is 1 if any failed). Each part makes its own
// scratch database on the PostgreSQL server of --database and drops it afterwards.
//
//   --only two-instances,soak,pg-restart   which parts (default all three, in that order)
//   --database URL           a database on the server to use (default postgres://postgres@127.0.0.1:5432/postgres)
//   two instances (scripts/bench-two-instances.mjs): no options.
//   soak (scripts/bench-soak.mjs): --minutes 10 --rate 200 --warmup 60 --members 40
//                             --seed-members 200 --relogin-every 30
//   PostgreSQL restarted (scripts/bench-pg-restart.mjs): --cluster 15/main --down 5 --before 5
//                             --after 20 --pg-rate 20 --hang-ms 5000 --wait-quiet 1800
//                             --pg-mode stop-start|restart
import { parseArgs } from "node:util";
import { pgRestart } from "./bench-pg-restart.mjs";
import { soak } from "./bench-soak.mjs";
import { twoInstances } from "./bench-two-instances.mjs";

const { values: args } = parseArgs({
  options: {
    reliability: { type: "boolean", default: true },
    only: { type: "string", default: "two-instances,soak,pg-restart" },
    database: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    minutes: { type: "string", default: "10" },
    rate: { type: "string", default: "200" },
    warmup: { type: "string", default: "60" },
    members: { type: "string", default: "40" },
    "seed-members": { type: "string", default: "200" },
    "relogin-every": { type: "string", default: "30" },
    cluster: { type: "string" },
    down: { type: "string", default: "5" },
    before: { type: "string", default: "5" },
    after: { type: "string", default: "20" },
    "pg-rate": { type: "string", default: "20" },
    "hang-ms": { type: "string", default: "5000" },
    "wait-quiet": { type: "string", default: "1800" },
    "pg-mode": { type: "string", default: "stop-start" },
  },
});

const parts = args.only.split(",").map((p) => p.trim());
for (const p of parts)
  if (!["two-instances", "soak", "pg-restart"].includes(p)) {
    console.error(`--only: unknown part ${p} (two-instances, soak, pg-restart)`);
    process.exit(2);
  }

const all = [];
for (const part of parts) {
  try {
    if (part === "two-instances") all.push(...(await twoInstances({ adminUrl: args.database })));
    if (part === "soak")
      all.push(
        ...(await soak({
          adminUrl: args.database,
          minutes: Number(args.minutes),
          rate: Number(args.rate),
          warmup: Number(args.warmup),
          members: Number(args.members),
          seedMembers: Number(args["seed-members"]),
          reloginEvery: Number(args["relogin-every"]),
        })),
      );
    if (part === "pg-restart")
      all.push(
        ...(await pgRestart({
          adminUrl: args.database,
          cluster: args.cluster,
          down: Number(args.down),
          before: Number(args.before),
          after: Number(args.after),
          rate: Number(args["pg-rate"]),
          hangMs: Number(args["hang-ms"]),
          waitQuiet: Number(args["wait-quiet"]),
          mode: args["pg-mode"],
        })),
      );
  } catch (err) {
    console.log(
      `FAIL  ${part} could not finish: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    all.push({ ok: false, what: `${part} finished` });
  }
}
const failed = all.filter((r) => !r.ok);
console.log(`\nreliability: ${all.length - failed.length} PASS, ${failed.length} FAIL`);
for (const f of failed) console.log(`  FAIL  ${f.what}`);
process.exitCode = failed.length ? 1 : 0;
