import type { EndpointName, EndpointRequest, EndpointSpec, Endpoints } from "@portal/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Caller } from "../modules/ownership/ownership.service.ts";
import type { StaffCaller } from "./session-guard.ts";

/** The caller a handler gets: none for the open scopes, maybe one for optional, a staff user for staff, else one. */
export type CallerOf<E extends EndpointSpec> = E["session"] extends "none"
  ? null
  : E["session"] extends "optional"
    ? Caller | null
    : E["session"] extends "staff"
      ? StaffCaller
      : Caller;

/** A file answer: the bytes, the name the browser saves it under, and its type (a PDF unless said). */
export interface FileAnswer {
  file: Uint8Array;
  fileName: string;
  contentType?: "application/pdf" | "text/csv; charset=utf-8";
}

/** What a handler answers: the response schema's input, a file, or nothing (204). */
export type HandlerResult<E extends EndpointSpec> = E["produces"] extends "file"
  ? FileAnswer
  : E["response"] extends z.core.$ZodType
    ? z.input<E["response"]>
    : undefined;

/** The parsed request, the checked caller, and the raw request and reply (cookies, headers). */
export type RequestContext<E extends EndpointSpec> = EndpointRequest<E> & {
  caller: CallerOf<E>;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type Handler<E extends EndpointSpec> = (ctx: RequestContext<E>) => Promise<HandlerResult<E>>;

/** The handlers of some endpoints of the table, by name. */
export type Handlers<N extends EndpointName> = { [K in N]: Handler<Endpoints[K]> };
