import type { FastifyReply, FastifyRequest } from "fastify";
import { newToken, sha256 } from "../../lib/tokens.ts";
import { type ActiveSession, type AuthDeps, resolveSession } from "./auth.service.ts";

const SESSION_COOKIE = "portal_session";

/**
 * The cookie's name: over HTTPS with the `__Host-` prefix, which a browser accepts only from a
 * secure origin with Path=/ and no Domain, so no subdomain or plain-HTTP page can set or shadow it.
 * A local http:// instance cannot use the prefix (the browser would drop the cookie).
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/**
 * The session token comes from the HttpOnly cookie, or from the specs' headers for API clients:
 * `pisys_auth_token` with `username` (the login id), which must belong to the session.
 */
export async function sessionOf(deps: AuthDeps, req: FastifyRequest): Promise<ActiveSession | null> {
  const header = req.headers.pisys_auth_token;
  const token =
    typeof header === "string" && header
      ? header
      : req.cookies[sessionCookieName(deps.secureCookie ?? false)];
  if (!token) return null;
  const session = await resolveSession(deps, token);
  if (!session) return null;
  if (typeof header === "string" && header) {
    const client = await deps.auth.findClient(session.clientNmbr);
    if (!client || req.headers.username !== client.loginId) return null;
  }
  return session;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: "strict", secure, path: "/" });
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
  setSessionCookie(reply, token, deps.secureCookie ?? false);
  if (typeof req.headers.pisys_auth_token === "string") reply.header("pisys_auth_token", token);
}
