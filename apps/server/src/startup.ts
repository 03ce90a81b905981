import { hkDateOf } from "@portal/domain";
import { type Config, ConfigError } from "./config.ts";
import type { Database } from "./db/database.ts";
import { createSeedRepository } from "./demo/seed.repository.ts";
import { seedDemo } from "./demo/seed.ts";
import type { Clock } from "./lib/clock.ts";
import { idDigester } from "./lib/id-digest.ts";
import { digestStoredIds } from "./modules/auth/stored-ids.ts";
import { createRepositories } from "./repositories.ts";

/**
 * What start-up does to the database before the server listens: migrations; in production, a
 * refusal of a database that holds the demo data (whose members all share a published PIN); the ID
 * numbers still in clear turned into digests; in demo mode, the demo data on an empty database.
 * Returns what it did, one line each, for the console.
 */
export async function prepareDatabase(database: Database, config: Config, clock: Clock): Promise<string[]> {
  await database.migrate();
  const said: string[] = [];
  const seeded = await createSeedRepository(database.db).findSeedRun("demo");
  if (config.mode === "production" && seeded)
    throw new ConfigError(
      "DATABASE_URL",
      "holds the demo data (the demo members' PIN is public); production mode needs a database without it",
    );
  const idDigest = idDigester(config.idDigestKey);
  const digested = await digestStoredIds(createRepositories(database.db).auth, idDigest);
  if (digested > 0) said.push(`Stored ${digested} ID numbers as keyed digests instead of in clear`);
  if (config.mode === "demo") {
    const result = await seedDemo(database.db, { clock, members: config.seedMembers, idDigest });
    if (result.created) said.push(`Seeded the demo data for ${hkDateOf(clock.now())}: ${result.summary}`);
  }
  return said;
}
