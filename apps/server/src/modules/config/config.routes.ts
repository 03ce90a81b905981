import type { Config } from "../../config.ts";
import type { Handlers } from "../../http/handlers.ts";
import type { Clock } from "../../lib/clock.ts";
import type { ConfigRepository } from "./config.repository.ts";
import { calendarState, cycleDate } from "./config.service.ts";

export interface ConfigDeps {
  config: ConfigRepository;
  settings: Config;
  clock: Clock;
}

/** The portal's settings, the web cycle date and the health check. */
export function configRoutes(deps: ConfigDeps): Handlers<"health" | "calendar" | "cycleDate"> {
  const { settings } = deps;
  return {
    health: async () => {
      await deps.config.ping();
      return { status: "ok", now: deps.clock.now().toISOString() };
    },
    calendar: async () =>
      calendarState(settings.calendar, settings.calendarName, settings.mode, settings.superLogon, deps.clock),
    cycleDate: () => cycleDate(deps),
  };
}
