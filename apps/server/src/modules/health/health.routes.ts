import { healthResponse } from "@portal/domain";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app.ts";

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/health",
      {
        schema: {
          tags: ["health"],
          summary: "Liveness and database reachability",
          response: { 200: healthResponse },
        },
      },
      async () => {
        await deps.database.db.execute(sql`select 1`);
        return {
          status: "ok" as const,
          database: deps.database.engine,
          mode: deps.config.mode,
          now: deps.clock.now().toISOString(),
        };
      },
    );
  };
}
