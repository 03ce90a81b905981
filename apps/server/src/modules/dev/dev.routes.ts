import { desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app.ts";
import { outbox } from "../../db/schema.ts";

const outboxMessage = z.object({
  to: z.string(),
  channel: z.enum(["SMS", "EMAIL", "POST"]),
  subject: z.string().nullable(),
  body: z.string(),
  otp: z.string().nullable(),
  sentAt: z.string(),
});

/** Demo mode only: the messages the demo notifier kept instead of sending, newest first. */
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
  };
}
