/**
 * npm run cycle -- --until YYYY-MM-DD: applies the migrations and runs the dealing cycle on the
 * configured database (DATABASE_URL, or the embedded PGlite data directory) for every dealing day
 * after the WEB cycle date up to the date given, which cannot be after today (Hong Kong, by the
 * server clock, PORTAL_CLOCK included). Prints what it settled. Exit codes: 0 done (or another
 * instance holds the cycle's lock), 1 a failure (a missing unit price, a database error), 2 bad
 * arguments. On embedded PGlite, stop the server first: one process at a time opens its data.
 */
import { parseArgs } from "node:util";
import { isIsoDate } from "@portal/domain";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { clockFrom } from "../lib/clock.ts";
import { repoRoot } from "../lib/paths.ts";
import { futureUntil, runDealingCycle } from "./dealing-cycle.ts";

const USAGE = "usage: npm run cycle -- --until YYYY-MM-DD";

function badArguments(message: string): never {
  console.error(`${message} (${USAGE})`);
  process.exit(2);
}

let until: string;
try {
  const { values } = parseArgs({ options: { until: { type: "string" } }, strict: true });
  if (values.until === undefined) badArguments("--until is required");
  until = values.until;
} catch (err) {
  badArguments(err instanceof Error ? err.message : String(err));
}
if (!isIsoDate(until)) badArguments(`--until ${until} is not a date YYYY-MM-DD`);

try {
  const config = loadConfig(process.env, repoRoot);
  const clock = clockFrom(config.clock);
  const future = futureUntil(until, clock.now());
  if (future) badArguments(`--until ${future}`);
  const database = await openDatabase(config.database);
  let failed = false;
  try {
    await database.migrate();
    const result = await runDealingCycle(
      {
        db: database.db,
        clock,
        demoPrices: config.mode === "demo",
        log: { info: () => undefined, error: (m) => console.error(m) },
      },
      until,
    );
    if (result.settledDays.length > 0) {
      console.log(
        `Settled ${result.settledDays.length} dealing day${result.settledDays.length > 1 ? "s" : ""} (${result.settledDays.join(", ")}): ${result.instructions} instruction${result.instructions === 1 ? "" : "s"} (${result.completed} completed, ${result.failed} failed). WEB cycle date ${result.webCycleDate}.`,
      );
    } else if (!result.stopped) {
      console.log(`Nothing to settle: the WEB cycle date is ${result.webCycleDate}.`);
    }
    if (result.stopped) {
      const line = `Stopped at ${result.stopped.date}: ${result.stopped.message}. WEB cycle date ${result.webCycleDate ?? "none"}.`;
      if (result.stopped.reason === "locked") console.log(line);
      else {
        console.error(line);
        failed = true;
      }
    }
  } finally {
    await database.close();
  }
  process.exit(failed ? 1 : 0);
} catch (err) {
  // A ConfigError is one line naming the setting; anything else, its message.
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
