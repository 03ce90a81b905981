import {
  clientInfoResponse,
  countryListResponse,
  customDataRequest,
  errorResponse,
  updateClientRequest,
  updateClientResponse,
} from "@portal/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../lib/ownership.ts";
import { requireSession, rotateToken } from "../auth/session.ts";
import * as service from "./profile.service.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};
const tags = ["profile"];

/** The profile calls of part 1 §7 under /api: the client info, the verified update, the declaration. */
export function profileRoutes(deps: service.ProfileDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/client",
      {
        schema: {
          tags,
          summary: "The member's client info: names, dates, address, phones, e-mail and their flags",
          querystring: z.object({
            clientNmbr: z.coerce.number().int().positive(),
            clntRltnShpNmbr: z.coerce.number().int().positive().optional(),
          }),
          response: { 200: clientInfoResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.clientInfo(
          deps,
          callerOf(req, session),
          req.query.clientNmbr,
          req.query.clntRltnShpNmbr,
        );
      },
    );

    app.put(
      "/client",
      {
        schema: {
          tags,
          summary:
            "Applies the staged change of /verify after checking the PIN: address, phones, custom data and the identity provider's e-mail or mobile, in one transaction",
          body: updateClientRequest,
          response: { 200: updateClientResponse, ...errors },
        },
      },
      async (req, reply) => {
        const session = await requireSession(deps, req);
        const answer = await service.updateClient(deps, callerOf(req, session), req.body);
        await rotateToken(deps, req, reply, session);
        return answer;
      },
    );

    app.post(
      "/client/customdata",
      {
        schema: {
          tags,
          summary: "The US-tax-status declaration: custom attributes 227 and 229",
          body: customDataRequest,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        const session = await requireSession(deps, req);
        await service.declare(deps, callerOf(req, session), req.body);
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/config/countrylist",
      {
        schema: {
          tags: ["config"],
          summary:
            "The countries a member may choose for an address or a phone (hidden jurisdictions left out)",
          response: { 200: countryListResponse },
        },
      },
      async () => service.countryList(deps.db),
    );
  };
}
