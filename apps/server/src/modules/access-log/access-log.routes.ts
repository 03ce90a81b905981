import type { Handlers } from "../../http/handlers.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { AuthRepository } from "../auth/auth.repository.ts";
import type { AccessLogRepository } from "./access-log.repository.ts";

export interface AccessLogDeps {
  accessLog: AccessLogRepository;
  auth: AuthRepository;
  clock: Clock;
}

const RECORD_WINDOW_MS = 60_000;
const RECORDS_PER_WINDOW = 60;

/**
 * POST /api/record: a visit of a page of the portal (part 1 §7, part 2 §7.4), kept 30 days: from a
 * session only, of a known page under its name (the contract), throttled; ids named are checked first.
 */
export function accessLogRoutes(deps: AccessLogDeps): Handlers<"record"> {
  return {
    record: async ({ caller, body, req }) => {
      const now = deps.clock.now();
      // A session records at most a page a second on average: a script cannot fill the log.
      const key = `record:${caller.session.tokenHash}`;
      if ((await deps.auth.hitRateLimit(key, now, RECORD_WINDOW_MS)) > RECORDS_PER_WINDOW)
        throw new AppError(429, "too-many-requests", "Too many page visits recorded. Please wait a minute.");
      const member = caller.session.stage === "AUTHENTICATED" ? caller.session : null;
      const client = member ? await deps.auth.findClient(member.clientNmbr) : undefined;
      await deps.accessLog.recordEvent(now, {
        loginId: client?.loginId ?? null,
        clientNmbr: member?.clientNmbr ?? null,
        policyId: body.policyId ?? null,
        contractId: body.contractId ?? null,
        pageName: body.pageName,
        pageLink: body.pageLink,
        browserInfo: body.browserInfo ?? req.headers["user-agent"]?.slice(0, 500) ?? null,
        ipAddress: req.ip,
        // A staff user's look at a member's portal: who looked, beside whose page.
        staffSubject: caller.session.staffSubject,
      });
      return undefined;
    },
  };
}
