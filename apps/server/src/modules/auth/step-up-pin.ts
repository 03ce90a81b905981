import { decodePin, PIN_MAX_FAILURES } from "@portal/domain";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPin, needsRehash, verifyPin } from "../../lib/pin-hash.ts";
import type { AccessLogRepository } from "../access-log/access-log.repository.ts";
import type { Caller } from "../ownership/ownership.service.ts";
import type { AuthRepository } from "./auth.repository.ts";
import { lockAccount } from "./lock.ts";

export interface StepUpPinDeps {
  auth: AuthRepository;
  accessLog: AccessLogRepository;
  clock: Clock;
}

/**
 * The PIN a member gives again to confirm a change (step-up): a profile update, a switching
 * instruction. A wrong one answers 400 incorrect-pin, writes `failedEvent` to the access log and
 * counts towards the lock, as at login; the fifth failure locks the account, ends every session
 * of the client and answers 401 account-locked. A locked (or PIN-less) client is refused with
 * operation-not-allowed. The route rotates the session token after a confirmed change (rotateToken).
 * `wrongPin` makes the answer to a wrong PIN where a page has its own (the PIN change's).
 */
export async function checkPin(
  deps: StepUpPinDeps,
  caller: Caller,
  password: string,
  failedEvent: string,
  wrongPin: () => AppError = () => new AppError(400, "incorrect-pin", "The PIN is incorrect."),
): Promise<void> {
  const clientNmbr = caller.session.clientNmbr;
  const credential = await deps.auth.findCredential(clientNmbr);
  if (!credential || credential.lockedAt)
    throw new AppError(403, "operation-not-allowed", "Operation Not Allowed.");
  const pin = decodePin(password) ?? "";
  if (await verifyPin(pin, credential.pinHash)) {
    // A hash with older parameters is replaced now that the PIN is at hand.
    const rehash = needsRehash(credential.pinHash);
    if (credential.failedAttempts > 0 || rehash)
      await deps.auth.updateCredential(clientNmbr, {
        failedAttempts: 0,
        ...(rehash ? { pinHash: await hashPin(pin) } : {}),
      });
    return;
  }
  const failures = await deps.auth.countFailedPin(clientNmbr);
  const now = deps.clock.now();
  await deps.accessLog.recordEvent(now, {
    event: failedEvent,
    clientNmbr,
    pageLink: caller.pageLink,
    ipAddress: caller.ip,
  });
  if (failures >= PIN_MAX_FAILURES) {
    await lockAccount(deps, clientNmbr, now, { pageLink: caller.pageLink, ip: caller.ip });
    throw new AppError(401, "account-locked", "Your account has been locked.");
  }
  throw wrongPin();
}
