import {
  activityDetailsQuery,
  activityDetailsResponse,
  activityHistoryQuery,
  activityHistoryResponse,
  cancelTransactionQuery,
  cancelTransactionResponse,
  errorResponse,
  submitInstructionRequest,
  submitInstructionResponse,
  switchOptionsQuery,
  switchOptionsResponse,
} from "@portal/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf } from "../../lib/ownership.ts";
import { requireSession, rotateToken } from "../auth/session.ts";
import * as service from "./switching.service.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  503: errorResponse,
};
const tags = ["switching"];

/**
 * The switching calls under /api: the wizard's lookups and submit (ours, decision 002) and the
 * instruction calls of part 2 §7.3. Every id is checked against the session.
 */
export function switchingRoutes(deps: service.SwitchingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/fundswitch/options",
      {
        schema: {
          tags,
          summary:
            "What the fund switching wizard offers the account now: blocks, contribution types, funds, holdings, blocked funds, current allocation, dealing day",
          querystring: switchOptionsQuery,
          response: { 200: switchOptionsResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.switchOptions(deps, callerOf(req, session), req.query.clntRltnShpNmbr);
      },
    );

    app.post(
      "/fundswitch/instructions",
      {
        schema: {
          tags,
          summary:
            "Submits a fund switch or a change of future allocation, confirmed with the PIN; idempotent by the key",
          body: submitInstructionRequest,
          response: { 200: submitInstructionResponse, ...errors },
        },
      },
      async (req, reply) => {
        const session = await requireSession(deps, req);
        const answer = await service.submitInstruction(deps, callerOf(req, session), req.body);
        await rotateToken(deps, req, reply, session);
        return answer;
      },
    );

    app.get(
      "/cycleactivities/history",
      {
        schema: {
          tags,
          summary: "The account's fund switches and allocation changes with their status (part 2 §2.8, §4.2)",
          querystring: activityHistoryQuery,
          response: { 200: activityHistoryResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.activityHistory(deps, callerOf(req, session), req.query.clntRltnshpNmbr);
      },
    );

    app.get(
      "/cycleactivities/cycleActivityDetails",
      {
        schema: {
          tags,
          summary: "One instruction by its reference number (without its prefix), with merged fund lines",
          querystring: activityDetailsQuery,
          response: { 200: activityDetailsResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.activityDetails(
          deps,
          callerOf(req, session),
          req.query.clntRltnshpNmbr,
          req.query.referenceNmbr,
        );
      },
    );

    app.delete(
      "/cycleactivities/cancelTransaction",
      {
        schema: {
          tags,
          summary: "Cancels a pending fund switch before the cut-off on its transaction date (part 2 §4.3)",
          querystring: cancelTransactionQuery,
          response: { 200: cancelTransactionResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.cancelTransaction(deps, callerOf(req, session), req.query);
      },
    );
  };
}
