import type { AccessLogRepository } from "../access-log/access-log.repository.ts";
import type { AuthRepository } from "./auth.repository.ts";

/**
 * Locks a member's account once a count of failures reaches its limit (wrong PINs at login, at a
 * step-up or a PIN change; wrong OTPs): the credential is marked locked, every session of the
 * member ends (DESIGN.md: a lock ends every session), and the access log records the moment, once,
 * as ACCOUNT_LOCKED, with where it happened.
 */
export async function lockAccount(
  deps: { auth: AuthRepository; accessLog: AccessLogRepository },
  clientNmbr: number,
  at: Date,
  where: { pageLink: string; ip: string; loginId?: string | null },
): Promise<void> {
  const newly = await deps.auth.lockCredential(clientNmbr, at);
  await deps.auth.revokeClientSessions(clientNmbr, at);
  if (newly)
    await deps.accessLog.recordEvent(at, {
      event: "ACCOUNT_LOCKED",
      clientNmbr,
      loginId: where.loginId ?? null,
      pageLink: where.pageLink,
      ipAddress: where.ip,
    });
}
