import { z } from "zod/mini";
import { SWITCH_RULE_CODES, SWITCH_TOAST_CODES } from "../switching/validation.ts";
import { readsOnly } from "./endpoint-path.ts";
import type { ErrorCode } from "./error-codes.ts";
import { MONTH_RANGE_ERROR_CODES } from "./errors.ts";
/**
 * The API described once (docs/decisions/003-the-endpoint-table.md): every call's method, path,
 * schemas, the session it needs, the ids it carries that must be the caller's, and the error
 * codes it may answer. The server registers its routes from this table (the session guard and
 * the ownership check run before a handler), OpenAPI is generated from it, and the web's client
 * builds each call's URL from it and parses the answer with its schema.
 */

/**
 * The session a call needs:
 * - none: anyone (a session, if sent, is not looked at);
 * - optional: anyone; a session, if sent, is known to the handler;
 * - anySession: any session, the login's first step or a full one (the access log);
 * - preAuth: the login's first step passed (PIN given, OTP not yet);
 * - forgotPin: the forgot-PIN flow's first step passed;
 * - member: a full session, a member's or a staff user's read-only look at a member's portal
 *   (a staff session is refused every call that does not only read: staff-read-only);
 * - memberWrite: a member's full session only (a staff session is refused: staff-read-only);
 * - staff: a staff user's session at the staff portal, with or without a member chosen.
 */
export const SESSION_SCOPES = [
  "none",
  "optional",
  "anySession",
  "preAuth",
  "forgotPin",
  "member",
  "memberWrite",
  "staff",
] as const;
export type SessionScope = (typeof SESSION_SCOPES)[number];

/**
 * What an id in a request names, checked against the session before the handler runs: a client
 * of the member's (the session's client and the clients with the same login id in the same
 * scheme), an account (relationship number) of those clients, a contract one of them has an
 * account on, the product of such a contract, a fund that product offers, or a switching
 * instruction of the account the same request names, an e-notice sent to or a report requested by
 * one of those clients. A foreign or unknown one answers 404.
 */
export const OWNED_KINDS = [
  "client",
  "account",
  "contract",
  "product",
  "fund",
  "instruction",
  "notice",
  "report",
] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

/** A file the browser downloads (a PDF, a CSV): the web client answers it as a Blob. */
export const downloadFile = z.custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob, {
  message: "expected a file",
});

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** An object schema: a query string's or a path's parameters. */
type ParamsSchema = z.ZodMiniObject;

export interface EndpointSpec {
  method: HttpMethod;
  /** Under /api; `:name` marks a path parameter. */
  path: string;
  /** The OpenAPI tag. */
  tag: string;
  summary: string;
  session: SessionScope;
  params?: ParamsSchema;
  query?: ParamsSchema;
  body?: z.ZodMiniType;
  /**
   * The 200 answer's schema; null: 204 No Content. Written `z.lazy(() => ...)`, as are the parts
   * it names (its objects and arrays), so that its schemas are built when an answer is first read:
   * the web app loads the contracts of an area with its first page, and building every answer's
   * schemas then was about half of the member pages' first chunk's evaluation (issue 17).
   */
  response: z.ZodMiniType | null;
  /**
   * Callable by a member whose first steps after login are still pending (a new PIN at the first
   * login or after a forgot-PIN reset, then the terms): the calls of those steps themselves.
   * Every other member or memberWrite call is refused until they are done.
   */
  duringFirstSteps?: true;
  /** Only in demo mode: the route does not exist in production. */
  demoOnly?: true;
  /**
   * Only on one kind of portal instance: the member portal (SUPER_LOGON off: the member login
   * calls) or the staff portal (SUPER_LOGON=on: the Super Logon calls). Unset: on both.
   */
  portal?: "member" | "staff";
  /** A POST that only reads (GET reads anyway): its ownership check may run alongside it. */
  readOnly?: true;
  /** json unless the answer is a file to download (a PDF, a CSV; the handler names its type). */
  produces?: "json" | "file";
  /** Fields of the params, query or body (or of each item of a body array) naming the caller's own things. */
  owns?: Readonly<Record<string, OwnedKind>>;
  /** The codes this call answers beyond those its session, input and ids imply (impliedErrors). */
  errors?: readonly ErrorCode[];
}

/** An area of the table (one module each, so a page's bundle carries only the areas it calls). */
export type Table = Record<string, EndpointSpec>;

/** Whether an instance serves the call: the member portal, or the staff portal (SUPER_LOGON=on). */
export function servedBy(e: EndpointSpec, staffPortal: boolean): boolean {
  return e.portal === undefined || e.portal === (staffPortal ? "staff" : "member");
}

/** The codes any call of this shape may answer, whatever it does. */
export function impliedErrors(e: EndpointSpec): ErrorCode[] {
  const codes: ErrorCode[] = ["technical-error"];
  // Input that breaks its schema, and for a write also a body that is not JSON.
  if (e.params || e.query || e.body || e.method !== "GET") codes.push("validation");
  if (["anySession", "preAuth", "forgotPin", "member", "memberWrite", "staff"].includes(e.session))
    codes.push("session-expired");
  // A staff user reads a member's portal and changes nothing.
  if (e.session === "memberWrite" || (e.session === "member" && !readsOnly(e))) codes.push("staff-read-only");
  if ((e.session === "member" || e.session === "memberWrite") && !e.duringFirstSteps)
    codes.push("pin-change-required", "terms-required");
  if (e.owns && Object.keys(e.owns).length > 0) codes.push("not-found");
  return codes;
}

/** Every code an endpoint may answer: the implied ones and those it declares, once each. */
export function declaredErrors(e: EndpointSpec): ErrorCode[] {
  return [...new Set([...impliedErrors(e), ...(e.errors ?? [])])];
}

type Input<S> = S extends z.ZodMiniType ? z.input<S> : never;
type Output<S> = S extends z.ZodMiniType ? z.output<S> : never;

/** What a caller gives an endpoint: the path parameters, the query and the body it has. */
export type EndpointInput<E extends EndpointSpec> = ([E["params"]] extends [ParamsSchema]
  ? { params: Input<E["params"]> }
  : { params?: undefined }) &
  ([E["query"]] extends [ParamsSchema] ? { query: Input<E["query"]> } : { query?: undefined }) &
  ([E["body"]] extends [z.ZodMiniType] ? { body: Input<E["body"]> } : { body?: undefined });

/** The parsed input a handler receives. */
export type EndpointRequest<E extends EndpointSpec> = {
  params: [E["params"]] extends [ParamsSchema] ? Output<E["params"]> : undefined;
  query: [E["query"]] extends [ParamsSchema] ? Output<E["query"]> : undefined;
  body: [E["body"]] extends [z.ZodMiniType] ? Output<E["body"]> : undefined;
};

/** What an endpoint answers: its response schema's type, or nothing for 204. */
export type EndpointResponse<E extends EndpointSpec> = E["response"] extends z.ZodMiniType
  ? z.output<E["response"]>
  : undefined;

// The codes several endpoints share.
export const otpErrors = ["incorrect-otp", "otp-expired", "authentication-failed"] as const;

export const newPinErrors = ["invalid-password-format", "password-mismatch", "same-password"] as const;

export const stepUpErrors = ["incorrect-pin", "account-locked", "operation-not-allowed"] as const;

export const switchRuleErrors = [...SWITCH_TOAST_CODES, ...Object.values(SWITCH_RULE_CODES)];

export const monthRangeErrors = Object.values(MONTH_RANGE_ERROR_CODES);
