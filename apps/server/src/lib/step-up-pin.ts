import { decodePin, PIN_MAX_FAILURES } from "@portal/domain";
import type { Db } from "../db/database.ts";
import { recordEvent } from "../modules/access-log/access-log.repository.ts";
import * as authRepo from "../modules/auth/auth.repository.ts";
import type { Clock } from "./clock.ts";
import { AppError } from "./errors.ts";
import type { Caller } from "./ownership.ts";
import { verifyPin } from "./pin-hash.ts";

export interface StepUpPinDeps {
  db: Db;
  clock: Clock;
}

/**
 * The PIN a member gives again to confirm a change (step-up): a profile update, a switching
 * instruction. A wrong one answers 400 incorrect-pin, writes `failedEvent` to the access log and
 * counts towards the lock, as at login; the fifth failure locks the account, ends every session
 * of the client and answers 401 account-locked. A locked (or PIN-less) client is refused with
 * operation-not-allowed. The route rotates the session token after a confirmed change (rotateToken).
 */
export async function checkPin(
  deps: StepUpPinDeps,
  caller: Caller,
  password: string,
  failedEvent: string,
): Promise<void> {
  const clientNmbr = caller.session.clientNmbr;
  const credential = await authRepo.findCredential(deps.db, clientNmbr);
  if (!credential || credential.lockedAt)
    throw new AppError(403, "operation-not-allowed", "Operation Not Allowed.");
  if (await verifyPin(decodePin(password) ?? "", credential.pinHash)) {
    if (credential.failedAttempts > 0)
      await authRepo.updateCredential(deps.db, clientNmbr, { failedAttempts: 0 });
    return;
  }
  const failures = await authRepo.countFailedPin(deps.db, clientNmbr);
  const now = deps.clock.now();
  await recordEvent(deps.db, now, {
    event: failedEvent,
    clientNmbr,
    pageLink: caller.pageLink,
    ipAddress: caller.ip,
  });
  if (failures >= PIN_MAX_FAILURES) {
    await authRepo.updateCredential(deps.db, clientNmbr, { lockedAt: now });
    await authRepo.revokeClientSessions(deps.db, clientNmbr, now);
    throw new AppError(401, "account-locked", "Your account has been locked.");
  }
  throw new AppError(400, "incorrect-pin", "The PIN is incorrect.");
}
