import { calendarResponse, cycleDateResponse, errorResponse } from "@portal/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app.ts";
import { calendarState, cycleDate } from "./config.service.ts";

export function configRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/config/calendar",
      {
        schema: {
          tags: ["config"],
          summary: "The server's now and which dated windows of the calendar are open",
          response: { 200: calendarResponse },
        },
      },
      async () =>
        calendarState(
          deps.config.calendar,
          deps.config.calendarName,
          deps.config.mode,
          deps.config.superLogon,
          deps.clock,
        ),
    );

    app.get(
      "/config/cycledate",
      {
        schema: {
          tags: ["config"],
          summary: "The web cycle date (last valuation day) and the cut-off hour",
          response: { 200: cycleDateResponse, 503: errorResponse },
        },
      },
      async (_req, reply) => {
        const result = await cycleDate(deps.database.db);
        if (!result) return reply.code(503).send({ code: "technical-error", message: "No cycle date yet" });
        return result;
      },
    );
  };
}
