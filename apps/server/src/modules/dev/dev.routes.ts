import { isIsoDate } from "@portal/domain";
import { desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app.ts";
import { outbox } from "../../db/schema.ts";
import { futureUntil, runDealingCycle } from "../../jobs/dealing-cycle.ts";
import { AppError } from "../../lib/errors.ts";

const outboxMessage = z.object({
  to: z.string(),
  channel: z.enum(["SMS", "EMAIL", "POST"]),
  subject: z.string().nullable(),
  body: z.string(),
  otp: z.string().nullable(),
  sentAt: z.string(),
});

const cycleResponse = z.object({
  settledDays: z.array(z.string()),
  instructions: z.number().int(),
  webCycleDate: z.string().nullable(),
});

/**
 * Demo mode only: the messages the demo notifier kept instead of sending, newest first; and the
 * dealing cycle on demand (end-to-end servers run on in-memory PGlite, out of the CLI's reach).
 */
export function devRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/dev/outbox",
      {
        schema: {
          tags: ["demo"],
          summary: "Demo outbox: messages (with OTPs) kept instead of sent, newest first",
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
          response: { 200: z.array(outboxMessage) },
        },
      },
      async (req) => {
        const rows = await deps.database.db
          .select()
          .from(outbox)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(req.query.limit);
        return rows.map((r) => ({
          to: r.recipient,
          channel: r.channel as "SMS" | "EMAIL" | "POST",
          subject: r.subject,
          body: r.body,
          otp: r.otp,
          sentAt: r.createdAt.toISOString(),
        }));
      },
    );

    app.post(
      "/dev/cycle",
      {
        schema: {
          tags: ["demo"],
          summary: "Demo: runs the dealing cycle up to a date (at most today, Hong Kong time)",
          body: z.object({ until: z.string().refine(isIsoDate, "expected a date YYYY-MM-DD") }),
          response: { 200: cycleResponse },
        },
      },
      async (req) => {
        const future = futureUntil(req.body.until, deps.clock.now());
        if (future) throw new AppError(400, "validation", `until ${future}`);
        const result = await runDealingCycle(
          {
            db: deps.database.db,
            clock: deps.clock,
            demoPrices: true,
            log: { info: (m) => req.log.info(m), error: (m) => req.log.error(m) },
          },
          req.body.until,
        );
        return {
          settledDays: result.settledDays,
          instructions: result.instructions,
          webCycleDate: result.webCycleDate,
        };
      },
    );
  };
}
