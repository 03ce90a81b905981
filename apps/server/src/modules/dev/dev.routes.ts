import type { Db } from "../../db/database.ts";
import type { Handlers } from "../../http/handlers.ts";
import { futureUntil, runDealingCycle } from "../../jobs/dealing-cycle.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { OutboxRepository } from "../notifications/outbox.repository.ts";

export interface DevDeps {
  outbox: OutboxRepository;
  /** The dealing cycle runs its own transactions on the database. */
  db: Db;
  clock: Clock;
}

/**
 * Demo mode only: the messages the demo notifier kept instead of sending, newest first; and the
 * dealing cycle on demand (end-to-end servers run on in-memory PGlite, out of the CLI's reach).
 */
export function devRoutes(deps: DevDeps): Handlers<"devOutbox" | "devCycle"> {
  return {
    devOutbox: async ({ query }) => {
      const rows = await deps.outbox.findLatest(query.limit);
      return rows.map((r) => ({
        to: r.recipient,
        channel: r.channel,
        subject: r.subject,
        body: r.body,
        otp: r.otp,
        sentAt: r.createdAt.toISOString(),
      }));
    },
    devCycle: async ({ body, req }) => {
      const future = futureUntil(body.until, deps.clock.now());
      if (future) throw new AppError(400, "validation", `until ${future}`);
      const result = await runDealingCycle(
        {
          db: deps.db,
          clock: deps.clock,
          demoPrices: true,
          log: { info: (m) => req.log.info(m), error: (m) => req.log.error(m) },
        },
        body.until,
      );
      return {
        settledDays: result.settledDays,
        instructions: result.instructions,
        webCycleDate: result.webCycleDate,
      };
    },
  };
}
