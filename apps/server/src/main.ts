import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { startBackgroundWork } from "./jobs/background.ts";
import { clockFrom } from "./lib/clock.ts";
import { repoRoot } from "./lib/paths.ts";
import { prepareDatabase } from "./startup.ts";

const startedAt = performance.now();

/** The address of another port of the same host (the demo's staff portal beside the member portal). */
function besidePort(publicUrl: string, port: number): string {
  const url = new URL(publicUrl);
  url.port = String(port);
  return url.origin;
}

async function main(): Promise<void> {
  const config = loadConfig(process.env, repoRoot);
  const clock = clockFrom(config.clock);
  const database = await openDatabase(config.database).catch((err: Error) => {
    throw new ConfigError("DATABASE_URL", `cannot be reached: ${err.message}`);
  });
  for (const line of await prepareDatabase(database, config, clock)) console.log(line);

  const app = await buildApp({
    config,
    database,
    clock,
    logger: { level: config.logLevel },
  });
  await app.listen({ port: config.port, host: config.host });
  // Demo mode: the staff portal beside the member portal, from the same process and database,
  // with the built-in identity provider under its /idp.
  const staffConfig =
    config.staffPort === null || config.superLogon
      ? null
      : {
          ...config,
          superLogon: true,
          port: config.staffPort,
          publicUrl: besidePort(config.publicUrl, config.staffPort),
        };
  const staffApp = staffConfig
    ? await buildApp({ config: staffConfig, database, clock, logger: { level: config.logLevel } })
    : null;
  if (staffApp && staffConfig) await staffApp.listen({ port: staffConfig.port, host: config.host });
  // The background work (src/jobs/): the dealing cycle every minute, the retention purge hourly,
  // reports and notices as they are asked for; each job runs once, on one instance.
  const stopBackground = await startBackgroundWork({
    db: database.db,
    clock,
    demoPrices: config.mode === "demo",
    cycleHour: config.dealingCycleHour,
    log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    [
      "",
      `  Member portal (${config.mode} mode, ${database.engine}, calendar ${config.calendarName}) is ready in ${seconds} s:`,
      `  ${config.publicUrl}${config.superLogon ? " (staff portal)" : ""}`,
      config.mode === "demo"
        ? "  Demo logins: see the personas table in README.md (PIN Portal#2026); OTPs at /dev/outbox"
        : "",
      staffConfig
        ? `  Staff portal (Super Logon): ${staffConfig.publicUrl}  (staff.demo / Staff#2026 at the built-in identity provider)`
        : "",
      "",
    ].join("\n"),
  );

  const shutdown = async () => {
    await stopBackground();
    await staffApp?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  }
  process.exit(1);
});
