import {
  canonicalParams,
  declaredErrors,
  type EndpointName,
  type EndpointSpec,
  endpoints,
  errorResponse,
  type OwnedKind,
  readsOnly,
  servedBy,
} from "@portal/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { extend } from "zod/mini";
import type { Caller } from "../modules/ownership/ownership.service.ts";
import { type OwnedId, ownedFor } from "../modules/ownership/ownership.service.ts";
import { ANSWER_COMPRESSION } from "./compression.ts";
import type { FileAnswer, Handler, Handlers } from "./handlers.ts";
import { responseSerializerCompiler } from "./response-serializer.ts";
import { requestContext, requireSession, type SessionGuardDeps, type StaffCaller } from "./session-guard.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller the session guard checked for this route's scope (null for the open scopes). */
    caller: Caller | StaffCaller | null;
  }
  interface FastifyContextConfig {
    /** The endpoint table's name of the route. */
    endpoint?: EndpointName;
  }
}

const SCOPE_TEXT: Record<EndpointSpec["session"], string> = {
  none: "no session",
  optional: "a session if there is one",
  anySession: "any session: the login's first step or a full session",
  preAuth: "the login's first step (PIN given, OTP not yet)",
  forgotPin: "the forgot-PIN flow's first step",
  member: "a member's full session (a staff user reads it too)",
  memberWrite: "a member's full session (not a staff user's)",
  staff: "a staff user's session at the staff portal",
};

/**
 * The ids the endpoint names, by record: the path and query with a body object, or the path and
 * query and then each item of a body array. Only the parts the entry declares are read.
 */
function ownedIds(
  e: EndpointSpec,
  input: { params?: unknown; query?: unknown; body?: unknown },
): OwnedId[][] {
  const owns = Object.entries(e.owns ?? {}) as [string, OwnedKind][];
  if (owns.length === 0) return [];
  const idsOf = (...parts: unknown[]): OwnedId[] =>
    parts.flatMap((part) =>
      typeof part === "object" && part !== null
        ? owns.flatMap(([field, kind]) => {
            const value = (part as Record<string, unknown>)[field];
            // A list of ids (the funds of a comparison): each one is checked.
            const values = Array.isArray(value) ? value : [value];
            return values.flatMap((v) => (v === undefined || v === null ? [] : [{ kind, value: v }]));
          })
        : [],
    );
  const params = e.params ? input.params : undefined;
  const query = e.query ? input.query : undefined;
  const body = e.body ? input.body : undefined;
  const records = Array.isArray(body)
    ? [idsOf(params, query), ...body.map((item) => idsOf(item))]
    : [idsOf(params, query, body)];
  return records.filter((ids) => ids.length > 0);
}

/** The route's OpenAPI description: the session it needs and the codes it may answer. */
function description(e: EndpointSpec): string {
  const owns = Object.keys(e.owns ?? {});
  return [
    `Session: ${SCOPE_TEXT[e.session]}${e.demoOnly ? " (demo mode only)" : ""}.`,
    owns.length > 0 ? `Ids checked against the session (a foreign one answers 404): ${owns.join(", ")}.` : "",
    `Error codes: ${declaredErrors(e).join(", ")}.`,
  ]
    .filter(Boolean)
    .join(" ");
}

export interface EndpointDeps extends SessionGuardDeps {
  mode: "demo" | "production";
}

/**
 * The routes of every endpoint of the table with its handler: the path under the current prefix, the
 * schemas (so Fastify validates the input and OpenAPI describes the call), the specs' other
 * spelling of a parameter renamed first, the session checked for the table's scope before the
 * input is read, and every id the table names checked against the caller (before anything that
 * may write runs; alongside a member-scope read, whose answer is sent only once the check has
 * passed). Demo endpoints exist only in demo mode.
 */
export function endpointRoutes(deps: EndpointDeps, handlers: Handlers<EndpointName>): FastifyPluginAsyncZod {
  return async (app) => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const e: EndpointSpec = endpoints[name];
      if (e.demoOnly && deps.mode !== "demo") continue;
      if (!servedBy(e, deps.staffPortal ?? false)) continue;
      const handler = handlers[name] as Handler<EndpointSpec>;
      const declared = declaredErrors(e);
      const error = extend(errorResponse, { code: z.enum(declared as [string, ...string[]]) });
      const success =
        e.response === null
          ? { 204: z.null().describe("No content") }
          : e.produces === "file"
            ? { 200: z.any().describe("The file (application/pdf or text/csv)") }
            : { 200: e.response };
      app.route({
        method: e.method,
        url: e.path,
        config: { endpoint: name },
        compress: ANSWER_COMPRESSION,
        serializerCompiler: responseSerializerCompiler,
        schema: {
          tags: [e.tag],
          summary: e.summary,
          description: description(e),
          ...(e.session === "none"
            ? {}
            : {
                security: [
                  { sessionCookie: [] },
                  ...(e.session === "staff" ? [] : [{ authToken: [], username: [] }]),
                  // optional: no session at all is fine too.
                  ...(e.session === "optional" ? [{}] : []),
                ],
              }),
          ...(e.params ? { params: e.params } : {}),
          ...(e.query ? { querystring: e.query } : {}),
          ...(e.body ? { body: e.body } : {}),
          response: { ...success, "4xx": error, "5xx": error },
        },
        preValidation: async (req: FastifyRequest) => {
          if (e.query) req.query = canonicalParams(req.query);
          if (e.body) req.body = canonicalParams(req.body);
          req.caller = await requireSession(deps, req, e);
        },
        handler: async (req, reply) => {
          const input = { params: req.params, query: req.query, body: req.body };
          const ids = ownedIds(e, input);
          const run = async () =>
            handler({ ...input, caller: req.caller, req, reply } as Parameters<typeof handler>[0]);
          // A read runs alongside the check and is answered only if the check passed; it starts
          // first, so that an account or the clients it reads with its data in one statement
          // (Owned.accountWith, clientsWith) are the answers the check then uses. Anything that may
          // write waits for the check.
          const reading = readsOnly(e);
          const early = reading ? run() : null;
          const check =
            ids.length > 0
              ? (req.caller && "owned" in req.caller
                  ? req.caller.owned
                  : ownedFor(deps, { session: null, ...requestContext(req) })
                ).verify(ids)
              : Promise.resolve();
          if (!reading) await check;
          const [checked, answered] = await Promise.allSettled([check, early ?? run()]);
          if (checked.status === "rejected") throw checked.reason;
          if (answered.status === "rejected") throw answered.reason;
          const result: unknown = answered.value;
          if (e.response === null) return reply.code(204).send(null);
          if (e.produces === "file") {
            const { file, fileName, contentType } = result as FileAnswer;
            return reply
              .header("content-type", contentType ?? "application/pdf")
              .header("content-disposition", `attachment; filename="${fileName}"`)
              .header("cache-control", "private, no-store")
              .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
          }
          return result;
        },
      });
    }
  };
}
