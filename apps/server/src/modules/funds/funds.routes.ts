import {
  configFundsQuery,
  configFundsResponse,
  errorResponse,
  fundDocumentKind,
  fundDocumentQuery,
  fundFactSheetsQuery,
  fundFactSheetsResponse,
  fundInfoDetailQuery,
  fundInfoDetailResponse,
  fundInfoSummaryQuery,
  fundInfoSummaryResponse,
  fundPerformanceQuery,
  fundPerformanceResponse,
  pricesHistoryQuery,
  pricesHistoryResponse,
} from "@portal/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../lib/ownership.ts";
import type { AuthDeps } from "../auth/auth.service.ts";
import { requireSession } from "../auth/session.ts";
import * as service from "./funds.service.ts";

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 503: errorResponse };
const tags = ["funds"];

/** The fund calls of part 2 §7.2 under /api, and the fund documents. Only the member's products' funds. */
export function fundsRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/config/funds",
      {
        schema: {
          tags,
          summary: "The funds of one of the member's contracts: formatted names, duplicate and suffix flags",
          querystring: configFundsQuery,
          response: { 200: configFundsResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.configFunds(deps, callerOf(req, session), req.query.contractNmbr);
      },
    );

    app.get(
      "/funds/fundinfosummary",
      {
        schema: {
          tags,
          summary: "The fund list of a product: prices at the cycle date and YTD, 1, 3 and 5-year returns",
          querystring: fundInfoSummaryQuery,
          response: { 200: fundInfoSummaryResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.fundInfoSummary(deps, callerOf(req, session), req.query);
      },
    );

    app.get(
      "/funds/fundinfodetail",
      {
        schema: {
          tags,
          summary:
            "One fund: details, overview with the daily change, returns table and calendar-year returns",
          querystring: fundInfoDetailQuery,
          response: { 200: fundInfoDetailResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.fundInfoDetail(deps, callerOf(req, session), req.query);
      },
    );

    app.get(
      "/investments/priceshistory",
      {
        schema: {
          tags,
          summary:
            "One fund's daily prices between two MM/DD/YYYY dates (15 Nov 1996 to today), in one response",
          querystring: pricesHistoryQuery,
          response: { 200: pricesHistoryResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.pricesHistory(deps, callerOf(req, session), req.query);
      },
    );

    app.get(
      "/investments/fundperformance",
      {
        schema: {
          tags,
          summary:
            "Every fund's performance record of a product: cumulative, annualised and calendar-year returns",
          querystring: fundPerformanceQuery,
          response: { 200: fundPerformanceResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.fundPerformanceRecords(deps, callerOf(req, session), req.query.productTypeNmbr);
      },
    );

    app.get(
      "/config/funds/fundfactsheets",
      {
        schema: {
          tags,
          summary: "Each fund's fact-sheet links, in English and Chinese",
          querystring: fundFactSheetsQuery,
          response: { 200: fundFactSheetsResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req);
        return service.fundFactSheets(deps, callerOf(req, session), req.query.product_type_nmbr);
      },
    );

    app.get(
      "/funds/documents/:kind",
      {
        schema: {
          tags,
          summary:
            "A PDF: a fund's fact sheet, the scheme's fund brochure or the fund-information disclaimer",
          params: z.object({ kind: fundDocumentKind }),
          querystring: fundDocumentQuery,
          response: { 200: z.any().describe("The PDF (application/pdf)"), ...errors },
        },
      },
      async (req, reply) => {
        const session = await requireSession(deps, req);
        const { pdf, fileName } = await service.fundDocument(
          deps,
          callerOf(req, session),
          req.params.kind,
          req.query,
        );
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .header("cache-control", "private, no-store")
          .send(pdf);
      },
    );
  };
}
