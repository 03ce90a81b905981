import {
  contributionHistoryQuery,
  contributionHistoryResponse,
  errorResponse,
  historyQuery,
  transactionHistoryResponse,
} from "@portal/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf } from "../../lib/ownership.ts";
import type { AuthDeps } from "../auth/auth.service.ts";
import { requireSession } from "../auth/session.ts";
import * as service from "./transactions.service.ts";

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 503: errorResponse };
const tags = ["transactions"];

/** The history calls of part 2 §7.2, under /api. Every id is checked against the session. */
export function transactionsRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/transactions/transactionhistory",
      {
        schema: {
          tags,
          summary: "Transaction history per fund: opening balance, rows, total units, closing balance",
          querystring: historyQuery,
          response: { 200: transactionHistoryResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.transactionHistory(deps, callerOf(req, session), req.query);
      },
    );

    app.get(
      "/transactions/transactioncontributionhistoryservice",
      {
        schema: {
          tags,
          summary: "Contribution records with every money-type split and the fund allocation",
          querystring: contributionHistoryQuery,
          response: { 200: contributionHistoryResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.contributionHistory(deps, callerOf(req, session), req.query);
      },
    );
  };
}
