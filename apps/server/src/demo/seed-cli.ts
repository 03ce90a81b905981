/** npm run db:seed [-- --members N]: applies migrations and seeds the demo data on an empty database. */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { clockFrom } from "../lib/clock.ts";
import { repoRoot } from "../lib/paths.ts";
import { seedDemo } from "./seed.ts";

const { values } = parseArgs({ options: { members: { type: "string" } } });

try {
  const config = loadConfig(process.env, repoRoot);
  const members = values.members === undefined ? config.seedMembers : Number(values.members);
  if (!Number.isInteger(members) || members < 0) throw new ConfigError("--members", "must be a whole number");
  const database = await openDatabase(config.database);
  await database.migrate();
  const started = performance.now();
  const result = await seedDemo(database.db, { clock: clockFrom(config.clock), members });
  console.log(
    result.created
      ? `Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${result.summary} (checksum ${result.checksum})`
      : `The database is already seeded (checksum ${result.checksum}); nothing changed.`,
  );
  await database.close();
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
