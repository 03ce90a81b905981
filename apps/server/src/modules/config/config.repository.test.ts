import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/database.ts";
import { cycleDates } from "../../db/schema.ts";
import { CYCLE_DATE_TTL_MS, createConfigRepository } from "./config.repository.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ engine: "pglite", dataDir: null });
  await database.migrate();
});
afterAll(() => database.close());

describe("the web cycle date an instance answers", () => {
  it("is read again after CYCLE_DATE_TTL_MS (5 s); none is never kept", async () => {
    let now = 0;
    const repo = createConfigRepository(database.db, () => now);
    expect(await repo.findCycleDate()).toBeNull();
    await database.db.insert(cycleDates).values({ dateTypeCd: "WEB", cycleDate: "2026-11-23" });
    // None was not kept: the date written since is read at once.
    expect(await repo.findCycleDate()).toBe("2026-11-23");
    await database.db.update(cycleDates).set({ cycleDate: "2026-11-24" });
    now = CYCLE_DATE_TTL_MS - 1;
    expect(await repo.findCycleDate()).toBe("2026-11-23");
    now += 1;
    expect(await repo.findCycleDate()).toBe("2026-11-24");
    expect(CYCLE_DATE_TTL_MS).toBe(5_000);
  });
});
