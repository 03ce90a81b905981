/**
 * npm run db:seed [-- --members N] [-- --batch N]: applies the migrations and seeds the demo data
 * on an empty database, printing the time taken and the rows written per table.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { clockFrom } from "../lib/clock.ts";
import { idDigester } from "../lib/id-digest.ts";
import { repoRoot } from "../lib/paths.ts";
import { seedDemo } from "./seed.ts";

const { values } = parseArgs({ options: { members: { type: "string" }, batch: { type: "string" } } });

function wholeNumber(flag: string, value: string | undefined, fallback: number, min: number): number {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(flag, `must be a whole number from ${min}`);
  return n;
}

try {
  const config = loadConfig(process.env, repoRoot);
  if (config.mode === "production")
    throw new ConfigError("PORTAL_MODE", "is production: the demo data is never seeded there");
  const members = wholeNumber("--members", values.members, config.seedMembers, 0);
  const batchSize = wholeNumber("--batch", values.batch, 2_000, 1);
  const database = await openDatabase(config.database);
  await database.migrate();
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const result = await seedDemo(database.db, {
    clock: clockFrom(config.clock),
    members,
    batchSize,
    idDigest: idDigester(config.idDigestKey),
    log: (message) => console.log(`  ${elapsed().padStart(8)}  ${message}`),
  });
  if (result.created) {
    console.log(`Seeded in ${elapsed()}: ${result.summary} (checksum ${result.checksum})`);
    const width = Math.max(...Object.keys(result.counts).map((t) => t.length));
    for (const [table, n] of Object.entries(result.counts))
      console.log(`  ${table.padEnd(width)}  ${n.toLocaleString("en").padStart(12)} rows`);
  } else {
    console.log(`The database is already seeded (checksum ${result.checksum}); nothing changed.`);
  }
  await database.close();
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
