import { type EndpointSpec, readsOnly, type SessionScope } from "@portal/domain";
import type { FastifyRequest } from "fastify";
import { AppError, unauthorized } from "../lib/errors.ts";
import type { ActiveSession, AuthDeps, StaffSession } from "../modules/auth/auth.service.ts";
import { sessionOf, staffSessionOf } from "../modules/auth/session.ts";
import { type Caller, type OwnershipDeps, ownedFor } from "../modules/ownership/ownership.service.ts";

/** A staff user at the staff portal (the staff scope): the session and what the access log keeps. */
export interface StaffCaller {
  staff: StaffSession;
  pageLink: string;
  ip: string;
}

export type SessionGuardDeps = AuthDeps & OwnershipDeps;

/** Whether a session is the one a scope needs; every scope is named, so a new one must be decided here. */
function accepts(scope: Exclude<SessionScope, "staff">, session: ActiveSession): boolean {
  switch (scope) {
    case "none":
    case "optional":
    case "anySession":
      return true;
    case "preAuth":
      return session.kind === "MEMBER" && session.stage === "PIN_VERIFIED";
    case "forgotPin":
      return session.kind === "FORGOT_PIN" && session.stage === "PIN_VERIFIED";
    case "member":
      return session.stage === "AUTHENTICATED";
    case "memberWrite":
      return session.stage === "AUTHENTICATED" && session.kind === "MEMBER";
    default: {
      const unknown: never = scope;
      throw new Error(`no session rule for the scope ${String(unknown)}`);
    }
  }
}

/** What the access log keeps of a request: its path with the query, and the client's address. */
export function requestContext(req: FastifyRequest) {
  return { pageLink: req.url.slice(0, 500), ip: req.ip, log: req.log };
}

/** A staff user reads a member's portal and changes nothing. */
const staffReadOnly = () =>
  new AppError(403, "staff-read-only", "Staff view only: a staff user cannot change a member's portal.");

/**
 * The one place a request's session is checked, for the scope the endpoint table names: null for
 * the open scopes (none; optional without a session), else the caller, or 401
 * session-expired. A staff session reads a member's portal but is refused every call that does
 * not only read (403 staff-read-only). A member whose first steps are pending (a new PIN, the
 * terms) reaches only the calls of those steps (403 pin-change-required or terms-required).
 */
export async function requireSession(
  deps: SessionGuardDeps,
  req: FastifyRequest,
  endpoint: Pick<EndpointSpec, "session" | "duringFirstSteps" | "method" | "readOnly">,
): Promise<Caller | StaffCaller | null> {
  const scope = endpoint.session;
  if (scope === "none") return null;
  if (scope === "staff") {
    const staff = await staffSessionOf(deps, req);
    if (!staff) throw unauthorized();
    return { staff, pageLink: requestContext(req).pageLink, ip: req.ip };
  }
  const session = await sessionOf(deps, req);
  if (!session) {
    if (scope === "optional") return null;
    throw unauthorized();
  }
  if (
    session.kind === "STAFF" &&
    session.stage === "AUTHENTICATED" &&
    (scope === "memberWrite" || (scope === "member" && !readsOnly(endpoint)))
  )
    throw staffReadOnly();
  if (!accepts(scope, session)) throw unauthorized();
  // A member's first steps after login come before anything else: a new PIN, then the terms.
  if (
    (scope === "member" || scope === "memberWrite") &&
    !endpoint.duringFirstSteps &&
    session.kind === "MEMBER"
  ) {
    if (session.pinChangeRequired)
      throw new AppError(403, "pin-change-required", "Please set a new PIN first.");
    if (!session.termsAcceptedAt)
      throw new AppError(403, "terms-required", "Please read and accept the terms and conditions first.");
  }
  const context = requestContext(req);
  return { session, ...context, owned: ownedFor(deps, { session, ...context }) };
}
