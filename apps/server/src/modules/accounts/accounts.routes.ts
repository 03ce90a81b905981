import {
  accountSummaryQuery,
  accountSummaryResponse,
  customAttributesQuery,
  customAttributesResponse,
  errorResponse,
  feesAndChargesResponse,
  gainAndLossQuery,
  gainAndLossResponse,
  policyRequest,
  policyResponse,
  portfolioDetailsResponse,
  qualifyingBalanceQuery,
  qualifyingBalanceResponse,
  rateOfReturnResponse,
  relationshipQuery,
} from "@portal/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf } from "../../lib/ownership.ts";
import type { AuthDeps } from "../auth/auth.service.ts";
import { requireSession } from "../auth/session.ts";
import * as service from "./accounts.service.ts";

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 503: errorResponse };
const tags = ["accounts"];

/** The account calls of part 2 §7.1, under /api. Every id is checked against the session. */
export function accountsRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/accounts/accountSummary",
      {
        schema: {
          tags,
          summary: "The member's accounts valued at the cycle date, the filtered list and the client info",
          querystring: accountSummaryQuery,
          response: { 200: accountSummaryResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.accountSummary(deps, callerOf(req, session), req.query.clientId);
      },
    );

    app.post(
      "/accounts/policy",
      {
        schema: {
          tags,
          summary: "One account: details, holdings per fund and plan history, as the policyDataFilter asks",
          body: policyRequest,
          response: { 200: policyResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.policy(deps, callerOf(req, session), req.body);
      },
    );

    app.get(
      "/accounts/gainAndLoss",
      {
        schema: {
          tags,
          summary: "Account balance, net contribution and gain/loss (part 2 §2.4)",
          querystring: gainAndLossQuery,
          response: { 200: gainAndLossResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.gainAndLoss(deps, callerOf(req, session), req.query);
      },
    );

    app.get(
      "/accounts/portfoliodetails",
      {
        schema: {
          tags,
          summary: "Portfolio details: net contributions, unvested benefits, investment directions",
          querystring: relationshipQuery,
          response: { 200: portfolioDetailsResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.portfolioDetails(deps, callerOf(req, session), req.query.clntRltnShpNmbr);
      },
    );

    app.get(
      "/accounts/rateOfReturn",
      {
        schema: {
          tags,
          summary: "Personalised rate of return: simplified time-weighted, past 12 months",
          querystring: relationshipQuery,
          response: { 200: rateOfReturnResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.rateOfReturn(deps, callerOf(req, session), req.query.clntRltnShpNmbr);
      },
    );

    app.get(
      "/accounts/qualifyingBalance",
      {
        schema: {
          tags,
          summary: "Qualifying balances (QB1, QB2) and qualifying period of the guaranteed funds",
          querystring: qualifyingBalanceQuery,
          response: { 200: qualifyingBalanceResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.qualifyingBalance(deps, callerOf(req, session), req.query.clntRltnShpNmbr);
      },
    );

    app.get(
      "/accounts/feesandcharges",
      {
        schema: {
          tags,
          summary: "Fees and charges per relationship number with the HKD balance tiers (part 2 §9)",
          querystring: relationshipQuery,
          response: { 200: feesAndChargesResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.feesAndCharges(deps, callerOf(req, session), req.query.clntRltnShpNmbr);
      },
    );

    app.get(
      "/contractinfoservice/customattributes",
      {
        schema: {
          tags,
          summary: "Custom attributes of a contract, including the merger attributes",
          querystring: customAttributesQuery,
          response: { 200: customAttributesResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.customAttributes(deps, callerOf(req, session), req.query.contractNmbr);
      },
    );
  };
}
