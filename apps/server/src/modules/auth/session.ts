import type { FastifyReply, FastifyRequest } from "fastify";
import { newToken, sha256 } from "../../lib/tokens.ts";
import {
  type ActiveSession,
  type AuthDeps,
  resolveSession,
  resolveStaffSession,
  type StaffSession,
} from "./auth.service.ts";

/**
 * The cookie's name: the member portal's, or the staff portal's own (a browser sends a host's
 * cookies to every port of it, so the two portals of the demo on one host never see each other's).
 * Over HTTPS with the `__Host-` prefix, which a browser accepts only from a secure origin with
 * Path=/ and no Domain, so no subdomain or plain-HTTP page can set or shadow it. A local http://
 * instance cannot use the prefix (the browser would drop the cookie).
 */
export function sessionCookieName(secure: boolean, staffPortal = false): string {
  const name = staffPortal ? "portal_staff_session" : "portal_session";
  return secure ? `__Host-${name}` : name;
}

const cookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: "strict", secure, path: "/" }) as const;

/** The token a request carries: the specs' header for API clients, else this portal's cookie. */
function tokenOf(deps: AuthDeps, req: FastifyRequest): { token: string; fromHeader: boolean } | null {
  const header = req.headers.pisys_auth_token;
  if (typeof header === "string" && header) return { token: header, fromHeader: true };
  const cookie = req.cookies[sessionCookieName(deps.secureCookie ?? false, deps.staffPortal ?? false)];
  return cookie ? { token: cookie, fromHeader: false } : null;
}

/**
 * The session of a request that names a member: from the HttpOnly cookie, or from the specs'
 * headers for API clients (`pisys_auth_token` with `username`, the login id, which must belong to
 * the session). A portal takes only its own kind: the staff portal staff sessions, the member
 * portal the others.
 */
export async function sessionOf(deps: AuthDeps, req: FastifyRequest): Promise<ActiveSession | null> {
  const given = tokenOf(deps, req);
  if (!given) return null;
  const session = await resolveSession(deps, given.token);
  if (!session || (session.kind === "STAFF") !== (deps.staffPortal ?? false)) return null;
  if (given.fromHeader) {
    const client = await deps.auth.findClient(session.clientNmbr);
    if (!client || req.headers.username !== client.loginId) return null;
  }
  return session;
}

/** The staff session of a request at the staff portal (its cookie only: no header for staff). */
export async function staffSessionOf(deps: AuthDeps, req: FastifyRequest): Promise<StaffSession | null> {
  if (!deps.staffPortal) return null;
  const given = tokenOf(deps, req);
  return given && !given.fromHeader ? resolveStaffSession(deps, given.token) : null;
}

export function setSessionCookie(reply: FastifyReply, token: string, deps: AuthDeps): void {
  const secure = deps.secureCookie ?? false;
  reply.setCookie(sessionCookieName(secure, deps.staffPortal ?? false), token, cookieOptions(secure));
}

export function clearSessionCookie(reply: FastifyReply, deps: AuthDeps): void {
  const secure = deps.secureCookie ?? false;
  reply.clearCookie(sessionCookieName(secure, deps.staffPortal ?? false), cookieOptions(secure));
}

/** How long a rotated-out token still passes: the requests the page sent before the new cookie came. */
export const ROTATION_GRACE_MS = 30_000;

/**
 * After a step-up (the PIN given again to confirm a change), the session goes on under a new
 * token (DESIGN.md, security model): a new cookie, and for an API client that sent the specs'
 * header, the new token in the `pisys_auth_token` response header.
 */
export async function rotateToken(
  deps: AuthDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession,
): Promise<void> {
  const token = newToken();
  const rotated = await deps.auth.rotateSession(
    session.tokenHash,
    sha256(token),
    deps.clock.now(),
    ROTATION_GRACE_MS,
  );
  if (!rotated) return;
  setSessionCookie(reply, token, deps);
  if (typeof req.headers.pisys_auth_token === "string") reply.header("pisys_auth_token", token);
}
