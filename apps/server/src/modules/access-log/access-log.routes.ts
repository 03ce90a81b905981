import { accessRecordRequest, errorResponse } from "@portal/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { policies } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { findClient } from "../auth/auth.repository.ts";
import type { AuthDeps } from "../auth/auth.service.ts";
import { sessionOf } from "../auth/session.ts";
import { recordEvent } from "./access-log.repository.ts";

/** POST /api/record: a page visit (part 1 §7, part 2 §7.4); kept 30 days. */
export function accessLogRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/record",
      {
        schema: {
          tags: ["access log"],
          summary: "Record a page visit",
          body: accessRecordRequest,
          response: { 204: z.null(), 404: errorResponse },
        },
      },
      async (req, reply) => {
        const session = await sessionOf(deps, req);
        const member = session?.stage === "AUTHENTICATED" ? session : null;
        const now = deps.clock.now();
        const { policyId, contractId } = req.body;
        if (policyId != null || contractId != null) {
          const owned = member
            ? await deps.db
                .select({ n: policies.clntRltnshpNmbr })
                .from(policies)
                .where(
                  and(
                    eq(policies.clientNmbr, member.clientNmbr),
                    policyId != null ? eq(policies.clntRltnshpNmbr, policyId) : undefined,
                    contractId != null ? eq(policies.contractNmbr, contractId) : undefined,
                  ),
                )
                .limit(1)
            : [];
          if (owned.length === 0) {
            await recordEvent(deps.db, now, {
              event: "FOREIGN_ID",
              clientNmbr: member?.clientNmbr ?? null,
              policyId,
              contractId,
              pageLink: req.body.pageLink,
              ipAddress: req.ip,
            });
            req.log.warn(
              { clientNmbr: member?.clientNmbr, policyId, contractId },
              "access record for a foreign or unknown account refused",
            );
            throw notFound();
          }
        }
        const client = member ? await findClient(deps.db, member.clientNmbr) : undefined;
        await recordEvent(deps.db, now, {
          loginId: client?.loginId ?? null,
          clientNmbr: member?.clientNmbr ?? null,
          policyId: policyId ?? null,
          contractId: contractId ?? null,
          pageName: req.body.pageName,
          pageLink: req.body.pageLink,
          browserInfo: req.body.browserInfo ?? req.headers["user-agent"]?.slice(0, 500) ?? null,
          ipAddress: req.ip,
        });
        return reply.code(204).send(null);
      },
    );
  };
}
