import type { Executor } from "../db/database.ts";
import { createSeedRepository, type SeedChecksum } from "./seed.repository.ts";

export type { SeedChecksum } from "./seed.repository.ts";

/**
 * A digest of the demo data's content (not of timestamps or salted hashes), to prove the seed
 * is deterministic: the same clock gives the same counts and the same digest. The tables and
 * columns digested are the repository's (createSeedRepository(db).checksum).
 */
export function seedChecksum(db: Executor): Promise<SeedChecksum> {
  return createSeedRepository(db).checksum();
}
