import { randomUUID } from "node:crypto";
import {
  type AuthenticateResponse,
  type ChangePinRequest,
  compactGovtId,
  decodePin,
  type ForgotPinRequest,
  type ForgotPinResponse,
  type LoginInfo,
  type MaskedFactor,
  maskEmail,
  maskPhone,
  newPinError,
  normaliseLoginId,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_AFTER_MS,
  OTP_TTL_MS,
  type OtpChannel,
  PIN_MAX_FAILURES,
  type Scheme,
  SESSION_HARD_LIMIT_MS,
  SESSION_IDLE_MS,
  type SendOtpResponse,
} from "@portal/domain";
import type { SessionKind, SessionStage } from "../../db/schema.ts";
import { bilingual, messageDateTime } from "../../i18n/i18n.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, unauthorized } from "../../lib/errors.ts";
import type { IdDigest } from "../../lib/id-digest.ts";
import { hashPin, needsRehash, verifyPin } from "../../lib/pin-hash.ts";
import { hmac, newOtp, newTemporaryPin, newToken, sha256 } from "../../lib/tokens.ts";
import type { AccessLogRepository } from "../access-log/access-log.repository.ts";
import type { Notifier } from "../notifications/notifier.ts";
import type { OwnershipRepository } from "../ownership/ownership.repository.ts";
import type { Caller } from "../ownership/ownership.service.ts";
import type { ProfileRepository } from "../profile/profile.repository.ts";
import { declarationRequired } from "../profile/profile.service.ts";
import type { AuthRepository, ClientRow } from "./auth.repository.ts";
import { lockAccount } from "./lock.ts";
import { checkPin } from "./step-up-pin.ts";

export interface AuthDeps {
  auth: AuthRepository;
  accessLog: AccessLogRepository;
  ownership: OwnershipRepository;
  profile: ProfileRepository;
  clock: Clock;
  notifier: Notifier;
  /** Keys the OTP hashes. */
  secret: string;
  /** ID numbers are looked up and rate-limited by their keyed digest, never in clear. */
  idDigest: IdDigest;
  /** The session cookie is Secure (everywhere but localhost). */
  secureCookie?: boolean;
  /**
   * This instance is the staff portal (SUPER_LOGON=on): it takes only staff sessions, under their
   * own cookie; the member portal takes none.
   */
  staffPortal?: boolean;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

/** A session as the routes see it. */
export interface ActiveSession {
  tokenHash: string;
  kind: SessionKind;
  stage: SessionStage;
  clientNmbr: number;
  createdAt: Date;
  expiresAt: Date;
  termsAcceptedAt: Date | null;
  /** The member logged in with a first-time or temporary PIN and has not replaced it yet. */
  pinChangeRequired: boolean;
  /** A staff session's user (the identity provider's subject); null for a member's own. */
  staffSubject: string | null;
}

/** A staff user's session at the staff portal: signed in, with the member they read if chosen. */
export interface StaffSession {
  tokenHash: string;
  staffSubject: string;
  staffName: string;
  clientNmbr: number | null;
  createdAt: Date;
  expiresAt: Date;
}

/** The login page of S800 serves the employer scheme (SMP) too (demo-personas.md). */
export const SCHEMES_BY_LOGIN: Record<Scheme, Scheme[]> = {
  S800: ["S800", "SMP"],
  SMP: ["SMP"],
  HKAIIB: ["HKAIIB"],
  COBRAND: ["COBRAND"],
};

/**
 * Failed first steps (wrong PIN, unknown id, locked account) per login id in the window: what one
 * guessing a PIN meets, while a member who logs in and out several times never does. A member's
 * account locks sooner, at PIN_MAX_FAILURES wrong PINs in a row.
 */
const LOGIN_FAILURES_PER_ID = 10;
/** Every first step per login id, right or wrong: a generous ceiling no member's own use reaches. */
const LOGIN_ATTEMPTS_PER_ID = 30;
/** Every first step from one address (behind TRUST_PROXY's proxies, the client's). */
const LOGIN_ATTEMPTS_PER_ADDRESS = 50;
const FORGOT_PIN_PER_ADDRESS = 10;
const RATE_WINDOW_MS = 15 * 60 * 1000;
/** A pre-authentication session (PIN given, OTP not yet) lives as long as a few OTPs. */
const PRE_AUTH_TTL_MS = 15 * 60 * 1000;
// Verifying against this keeps an unknown login id as slow as a wrong PIN.
const DUMMY_HASH = await hashPin("not-a-member-pin");

const invalidLogin = () => new AppError(401, "invalid-login-box", "Login ID, PIN or both are incorrect.");
const locked = () =>
  new AppError(423, "account-locked-box", "The account is locked. Please contact customer service.");
const tooMany = () =>
  new AppError(429, "too-many-requests", "Too many attempts. Please wait a few minutes and try again.");

async function limit(deps: AuthDeps, key: string, max: number): Promise<void> {
  if ((await deps.auth.hitRateLimit(key, deps.clock.now(), RATE_WINDOW_MS)) > max) throw tooMany();
}

async function factorsOf(
  deps: AuthDeps,
  clientNmbr: number,
): Promise<(MaskedFactor & { id: number; destination: string })[]> {
  const rows = await deps.auth.findFactors(clientNmbr);
  return rows
    .filter((f) => f.verifiedAt !== null)
    .map((f) => ({
      id: f.id,
      channel: f.channel,
      destination: f.destination,
      masked: f.channel === "SMS" ? maskPhone(f.destination) : maskEmail(f.destination),
    }));
}

async function createSession(
  deps: AuthDeps,
  values: {
    kind: ActiveSession["kind"];
    stage: ActiveSession["stage"];
    clientNmbr: number;
    ttlMs: number;
    /** The instant the caller records the login at, so the session and the login share it. */
    at?: Date;
  },
  meta: RequestMeta,
): Promise<string> {
  const token = newToken();
  const now = values.at ?? deps.clock.now();
  await deps.auth.insertSession({
    tokenHash: sha256(token),
    kind: values.kind,
    stage: values.stage,
    clientNmbr: values.clientNmbr,
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + values.ttlMs),
  });
  return token;
}

/** Whether a session row is live at `now`: not revoked, within its hard limit, not idle too long. */
function passes(row: { revokedAt: Date | null; expiresAt: Date; lastSeenAt: Date }, now: Date): boolean {
  return (
    !(row.revokedAt && row.revokedAt <= now) &&
    now < row.expiresAt &&
    now.getTime() - row.lastSeenAt.getTime() < SESSION_IDLE_MS
  );
}

/**
 * The live session row of a token: revoked, past its hard limit or idle too long answer null
 * (and the latter two are ended now). A token rotated a moment ago stays valid until its
 * revokedAt, for requests already in flight.
 */
async function liveSession(deps: AuthDeps, tokenHash: string) {
  const found = await deps.auth.findSessionCached(tokenHash);
  const now = deps.clock.now();
  let row = found.row;
  // A row this instance kept (session-cache.ts) is refused only as the database has it now.
  if (found.cached && row && !passes(row, now)) row = await deps.auth.findSession(tokenHash);
  if (!row || (row.revokedAt && row.revokedAt <= now)) return null;
  if (now >= row.expiresAt || now.getTime() - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
    await deps.auth.revokeSession(tokenHash, now);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > 15_000)
    await deps.auth.updateSession(tokenHash, { lastSeenAt: now });
  return row;
}

/** The session of a token that names a member (a member's own, or a staff user's look at one). */
export async function resolveSession(deps: AuthDeps, token: string): Promise<ActiveSession | null> {
  const tokenHash = sha256(token);
  const row = await liveSession(deps, tokenHash);
  if (!row || row.clientNmbr === null) return null;
  return {
    tokenHash,
    kind: row.kind,
    stage: row.stage,
    clientNmbr: row.clientNmbr,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    termsAcceptedAt: row.termsAcceptedAt,
    pinChangeRequired: row.mustChangePin,
    staffSubject: row.staffSubject,
  };
}

/** The staff session of a token, with or without a member chosen. */
export async function resolveStaffSession(deps: AuthDeps, token: string): Promise<StaffSession | null> {
  const tokenHash = sha256(token);
  const row = await liveSession(deps, tokenHash);
  if (row?.kind !== "STAFF" || !row.staffSubject) return null;
  return {
    tokenHash,
    staffSubject: row.staffSubject,
    staffName: row.staffName ?? row.staffSubject,
    clientNmbr: row.clientNmbr,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

/** POST /auth/authenticateMFA: the first step. Answers alike for an unknown id and a wrong PIN. */
export async function authenticate(
  deps: AuthDeps,
  input: { scheme: Scheme; govtId?: string; loginId?: string; password: string },
  meta: RequestMeta,
): Promise<{ token: string; response: AuthenticateResponse }> {
  const by = input.loginId
    ? { loginId: normaliseLoginId(input.loginId, input.scheme) }
    : input.govtId
      ? { govtId: deps.idDigest(compactGovtId(input.govtId)) }
      : null;
  if (!by) throw new AppError(400, "validation", "Enter your ID number or login ID.");
  const id = `${input.scheme}:${"loginId" in by ? by.loginId : by.govtId}`;
  await limit(deps, `login:ip:${meta.ip}`, LOGIN_ATTEMPTS_PER_ADDRESS);
  await limit(deps, `login:id:${id}`, LOGIN_ATTEMPTS_PER_ID);
  // Counted as a failure before the PIN is checked (so concurrent guesses count too), and given
  // back once the PIN proves right.
  const failureKey = `login:failed:${id}`;
  await limit(deps, failureKey, LOGIN_FAILURES_PER_ID);

  const pin = decodePin(input.password) ?? "";
  const candidates = await deps.auth.findClients(SCHEMES_BY_LOGIN[input.scheme], by);
  let primary: ClientRow | undefined;
  let credential: Awaited<ReturnType<AuthRepository["findCredential"]>>;
  for (const c of candidates) {
    credential = await deps.auth.findCredential(c.clientNmbr);
    if (credential) {
      primary = c;
      break;
    }
  }
  const now = deps.clock.now();
  if (!primary || !credential) {
    await verifyPin(pin, DUMMY_HASH);
    await deps.accessLog.recordEvent(now, {
      event: "LOGIN_FAILED",
      pageLink: "/auth/authenticateMFA",
      ipAddress: meta.ip,
    });
    throw invalidLogin();
  }
  if (credential.lockedAt) {
    await verifyPin(pin, DUMMY_HASH);
    await deps.accessLog.recordEvent(now, {
      event: "LOGIN_LOCKED",
      clientNmbr: primary.clientNmbr,
      loginId: primary.loginId,
      pageLink: "/auth/authenticateMFA",
      ipAddress: meta.ip,
    });
    throw locked();
  }
  if (!(await verifyPin(pin, credential.pinHash))) {
    const failures = await deps.auth.countFailedPin(primary.clientNmbr);
    await deps.accessLog.recordEvent(now, {
      event: "LOGIN_FAILED",
      clientNmbr: primary.clientNmbr,
      loginId: primary.loginId,
      pageLink: "/auth/authenticateMFA",
      ipAddress: meta.ip,
    });
    if (failures >= PIN_MAX_FAILURES) {
      await lockAccount(deps, primary.clientNmbr, now, {
        pageLink: "/auth/authenticateMFA",
        ip: meta.ip,
        loginId: primary.loginId,
      });
      throw locked();
    }
    throw invalidLogin();
  }
  await deps.auth.releaseRateLimit(failureKey);
  await deps.auth.updateCredential(primary.clientNmbr, {
    failedAttempts: 0,
    // A hash with older parameters is replaced now that the PIN is at hand.
    ...(needsRehash(credential.pinHash) ? { pinHash: await hashPin(pin) } : {}),
  });
  const factors = await factorsOf(deps, primary.clientNmbr);
  const token = await createSession(
    deps,
    { kind: "MEMBER", stage: "PIN_VERIFIED", clientNmbr: primary.clientNmbr, ttlMs: PRE_AUTH_TTL_MS },
    meta,
  );
  return {
    token,
    response: {
      userName: primary.loginId,
      scheme: primary.schemeCode,
      isFirstTimeLogin: credential.mustChangePin,
      factors: factors.map(({ channel, masked }) => ({ channel, masked })),
    },
  };
}

const OTP_PURPOSE = { MEMBER: "LOGIN", FORGOT_PIN: "FORGOT_PIN", STAFF: "LOGIN" } as const;

/** POST /auth/activateMFA (and the forgot-PIN twin): sends a 6-digit OTP on a channel. */
export async function sendOtp(
  deps: AuthDeps,
  session: ActiveSession,
  flow: "MEMBER" | "FORGOT_PIN",
  channel: OtpChannel,
  resend: boolean,
): Promise<SendOtpResponse> {
  // A login session cannot ask for a forgot-PIN code, nor the other way round.
  if (session.stage !== "PIN_VERIFIED" || session.kind !== flow) throw unauthorized();
  const purpose = OTP_PURPOSE[session.kind];
  const factor = (await factorsOf(deps, session.clientNmbr)).find((f) => f.channel === channel);
  if (!factor)
    throw new AppError(400, "invalid-channel", "This channel is not available. Please choose another.");
  const now = deps.clock.now();
  const live = await deps.auth.findLiveChallenge(session.clientNmbr, purpose);
  if (live && now < live.resendAvailableAt && now < live.expiresAt) {
    if (!resend && live.factorId !== null) {
      // Choosing the channel again before the resend countdown ends does not send another code.
      return {
        channel,
        masked: factor.masked,
        expiresAt: live.expiresAt.toISOString(),
        resendAvailableAt: live.resendAvailableAt.toISOString(),
      };
    }
    throw new AppError(429, "otp-resend-wait", "Please wait before asking for another code.");
  }
  await deps.auth.consumeChallenges(session.clientNmbr, purpose, now);
  const code = newOtp();
  const id = randomUUID();
  const challenge = await deps.auth.insertChallenge({
    id,
    clientNmbr: session.clientNmbr,
    factorId: factor.id,
    purpose,
    codeHash: hmac(deps.secret, `${id}:${code}`),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    resendAvailableAt: new Date(now.getTime() + OTP_RESEND_AFTER_MS),
    createdAt: now,
  });
  const body = bilingual("notices:otp.body", { code }, " ");
  await deps.notifier.send({
    channel,
    to: factor.destination,
    subject: bilingual("notices:otp.subject", {}, " / "),
    body,
    otp: code,
  });
  return {
    channel,
    masked: factor.masked,
    expiresAt: challenge.expiresAt.toISOString(),
    resendAvailableAt: challenge.resendAvailableAt.toISOString(),
  };
}

/**
 * Wrong OTPs in a row per member, across challenges and both journeys (login and forgot PIN),
 * at which the account locks as at PIN_MAX_FAILURES wrong PINs. A challenge still allows
 * OTP_MAX_ATTEMPTS tries, but every login or resend starts one, so someone holding the PIN had
 * about 90 guesses of a million per 15 minutes; now 10 in all, then a lock. A right OTP starts
 * the count again.
 */
export const OTP_MAX_FAILURES = 10;

const OTP_PAGE = {
  MEMBER: "/auth/verifyMFA",
  FORGOT_PIN: "/auth/forgotPin/verifyMFA",
  STAFF: "/auth/verifyMFA",
} as const;

/**
 * Checks an OTP: single use, 5 minutes, 3 tries per challenge, OTP_MAX_FAILURES in a row per
 * member. Every wrong one is logged (OTP_FAILED). Throws the catalogue's errors.
 */
async function checkOtp(
  deps: AuthDeps,
  session: ActiveSession,
  passCode: string,
  meta: RequestMeta,
): Promise<void> {
  if (session.stage !== "PIN_VERIFIED") throw unauthorized();
  const purpose = OTP_PURPOSE[session.kind];
  const now = deps.clock.now();
  const challenge = await deps.auth.findLiveChallenge(session.clientNmbr, purpose);
  if (!challenge)
    throw new AppError(401, "authentication-failed", "Authentication failed. Please log in again.");
  if (now >= challenge.expiresAt) {
    await deps.auth.consumeChallenge(challenge.id, now);
    await deps.auth.revokeSession(session.tokenHash, now);
    throw new AppError(410, "otp-expired", "The one-time password has expired. Please log in again.");
  }
  if (hmac(deps.secret, `${challenge.id}:${passCode}`) !== challenge.codeHash) {
    const attempts = await deps.auth.countChallengeAttempt(challenge.id);
    const failures = await deps.auth.countFailedOtp(session.clientNmbr);
    const where = {
      pageLink: OTP_PAGE[session.kind],
      ip: meta.ip,
      loginId: (await deps.auth.findClient(session.clientNmbr))?.loginId ?? null,
    };
    await deps.accessLog.recordEvent(now, {
      event: "OTP_FAILED",
      clientNmbr: session.clientNmbr,
      loginId: where.loginId,
      pageLink: where.pageLink,
      ipAddress: where.ip,
    });
    if (failures >= OTP_MAX_FAILURES) {
      await deps.auth.consumeChallenge(challenge.id, now);
      await lockAccount(deps, session.clientNmbr, now, where);
      throw locked();
    }
    if (attempts >= OTP_MAX_ATTEMPTS) {
      await deps.auth.consumeChallenge(challenge.id, now);
      await deps.auth.revokeSession(session.tokenHash, now);
      throw new AppError(401, "authentication-failed", "Authentication failed. Please log in again.");
    }
    throw new AppError(400, "incorrect-otp", "Incorrect one-time password.");
  }
  if (!(await deps.auth.consumeChallenge(challenge.id, now))) {
    throw new AppError(401, "authentication-failed", "Authentication failed. Please log in again.");
  }
  await deps.auth.updateCredential(session.clientNmbr, { otpFailures: 0 });
}

/** POST /auth/verifyMFA: the second step; rotates the token into a full session. */
export async function verifyOtp(
  deps: AuthDeps,
  session: ActiveSession,
  passCode: string,
  meta: RequestMeta,
): Promise<{ token: string; info: LoginInfo }> {
  if (session.kind !== "MEMBER") throw unauthorized();
  await checkOtp(deps, session, passCode, meta);
  const now = deps.clock.now();
  await deps.auth.revokeSession(session.tokenHash, now);
  const token = await createSession(
    deps,
    {
      kind: "MEMBER",
      stage: "AUTHENTICATED",
      clientNmbr: session.clientNmbr,
      ttlMs: SESSION_HARD_LIMIT_MS,
      at: now,
    },
    meta,
  );
  const client = await deps.auth.findClient(session.clientNmbr);
  await deps.accessLog.recordEvent(now, {
    event: "LOGIN",
    clientNmbr: session.clientNmbr,
    loginId: client?.loginId ?? null,
    pageLink: "/auth/verifyMFA",
    ipAddress: meta.ip,
  });
  const info = await loginInfoOf(deps, {
    ...session,
    stage: "AUTHENTICATED",
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_HARD_LIMIT_MS),
    termsAcceptedAt: null,
  });
  await deps.auth.setLastLogin(session.clientNmbr, now);
  return { token, info };
}

/** GET /auth/session: the login info of a full session. */
export async function loginInfoOf(deps: AuthDeps, session: ActiveSession): Promise<LoginInfo> {
  if (session.stage !== "AUTHENTICATED") throw unauthorized();
  const client = await deps.auth.findClient(session.clientNmbr);
  const credential = await deps.auth.findCredential(session.clientNmbr);
  // A member session has credentials (it logged in with them); staff may read the portal of a
  // member who never set up a login (P8's related client).
  if (!client || (!credential && session.kind !== "STAFF")) throw unauthorized();
  const [all, declaration] = await Promise.all([
    deps.ownership.findOwnClients(client.clientNmbr),
    // Staff looking at a member's portal are not asked to declare for the member.
    session.kind === "STAFF" ? false : declarationRequired(deps, client.clientNmbr, client.schemeCode),
  ]);
  return {
    clientNmbr: client.clientNmbr,
    clientNmbrList: all.map((c) => c.clientNmbr),
    loginId: client.loginId,
    scheme: client.schemeCode,
    name: `${client.primaryLastName} ${client.firstName}`,
    // A staff user reads the member's portal as it is: the member's own first steps are theirs.
    isFirstTimeLogin: session.kind !== "STAFF" && (credential?.mustChangePin ?? false),
    termsAccepted: session.kind === "STAFF" || session.termsAcceptedAt !== null,
    lastLoginDate: client.lastLoginAt?.toISOString() ?? null,
    sessionExpiresAt: session.expiresAt.toISOString(),
    idleTimeoutMs: SESSION_IDLE_MS,
    staff: session.kind === "STAFF",
    declarationRequired: declaration,
  };
}

export async function acceptTerms(deps: AuthDeps, session: ActiveSession): Promise<void> {
  if (session.stage !== "AUTHENTICATED") throw unauthorized();
  await deps.auth.updateSession(session.tokenHash, { termsAcceptedAt: deps.clock.now() });
}

export async function logout(deps: AuthDeps, session: ActiveSession, meta: RequestMeta): Promise<void> {
  const now = deps.clock.now();
  await deps.auth.revokeSession(session.tokenHash, now);
  await deps.accessLog.recordEvent(now, {
    event: "LOGOUT",
    clientNmbr: session.clientNmbr,
    loginId: (await deps.auth.findClient(session.clientNmbr))?.loginId ?? null,
    staffSubject: session.staffSubject,
    pageLink: "/auth/logout",
    ipAddress: meta.ip,
  });
}

/** Logout of a staff user who has not chosen a member yet. */
export async function endStaffSession(
  deps: AuthDeps,
  session: StaffSession,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock.now();
  await deps.auth.revokeSession(session.tokenHash, now);
  await deps.accessLog.recordEvent(now, {
    event: "LOGOUT",
    staffSubject: session.staffSubject,
    pageLink: "/auth/logout",
    ipAddress: meta.ip,
  });
}

/** PIN changes per member in the window, right or wrong: a session holder cannot guess at speed. */
const PIN_CHANGES_PER_MEMBER = 10;

/**
 * POST /auth/chgPwd (first-time login, or a temporary PIN) and /auth/changepin: the §5 rules,
 * then the current PIN, checked as a step-up PIN is (checkPin): a wrong one is logged
 * (PIN_CHANGE_FAILED) and counted towards the lock, the fifth ends every session of the member
 * and answers 401 account-locked. Throttled per member. It answers invalid-old-password on the
 * first-time page, incorrect-old-password on /changePin. A change ends the member's other
 * sessions (the route then rotates this one's token), is logged (PIN_CHANGED) and told to the
 * contacts on file.
 */
export async function changePin(
  deps: AuthDeps,
  caller: Caller,
  input: ChangePinRequest,
  firstTime: boolean,
): Promise<void> {
  const { session } = caller;
  if (session.stage !== "AUTHENTICATED") throw unauthorized();
  await limit(deps, `pin-change:${session.clientNmbr}`, PIN_CHANGES_PER_MEMBER);
  const [current, next, confirm] = [input.currentPassword, input.newPassword, input.confirmPassword].map(
    (p) => decodePin(p) ?? "",
  ) as [string, string, string];
  const ruleError = newPinError(current, next, confirm);
  const messages = {
    "invalid-password-format": "Invalid Password format",
    "password-mismatch": "Password does not match with new Password",
    "same-password": "New Password can't be equal to current Password",
  } as const;
  if (ruleError) throw new AppError(400, ruleError, messages[ruleError]);
  const credential = await deps.auth.findCredential(session.clientNmbr);
  if (!credential || (firstTime && !credential.mustChangePin))
    throw new AppError(403, "operation-not-allowed", "Operation Not Allowed.");
  await checkPin(deps, caller, input.currentPassword, "PIN_CHANGE_FAILED", () =>
    firstTime
      ? new AppError(400, "invalid-old-password", "Invalid old Password")
      : new AppError(403, "incorrect-old-password", "The current PIN is incorrect."),
  );
  const now = deps.clock.now();
  await deps.auth.updateCredential(session.clientNmbr, {
    pinHash: await hashPin(next),
    mustChangePin: false,
    failedAttempts: 0,
    pinChangedAt: now,
  });
  await deps.auth.revokeOtherSessions(session.clientNmbr, session.tokenHash, now);
  const client = await deps.auth.findClient(session.clientNmbr);
  await deps.accessLog.recordEvent(now, {
    event: "PIN_CHANGED",
    clientNmbr: session.clientNmbr,
    loginId: client?.loginId ?? null,
    pageLink: caller.pageLink,
    ipAddress: caller.ip,
  });
  await notifyPinChange(deps, caller, now);
}

/**
 * Tells the member their PIN was changed, by e-mail, else by SMS, at the contacts on file, so that
 * a change they did not make does not go unnoticed (as the profile-change notice does). A failed
 * notice is logged; the change stands.
 */
async function notifyPinChange(deps: AuthDeps, caller: Caller, at: Date): Promise<void> {
  const clientNmbr = caller.session.clientNmbr;
  const email = await deps.auth.findEmail(clientNmbr);
  const mobile = email ? undefined : (await factorsOf(deps, clientNmbr)).find((f) => f.channel === "SMS");
  const body = bilingual("notices:pinChanged.body", (lang) => messageDateTime(at, lang), "\n\n");
  const message = email
    ? {
        channel: "EMAIL" as const,
        to: email,
        subject: bilingual("notices:pinChanged.emailSubject", {}, " / "),
      }
    : mobile
      ? {
          channel: "SMS" as const,
          to: mobile.destination,
          subject: bilingual("notices:pinChanged.smsSubject", {}, " / "),
        }
      : null;
  if (!message) return;
  await deps.notifier
    .send({ ...message, body })
    .catch((error: unknown) => caller.log?.error({ error }, "PIN change notice not sent"));
}

/** POST /auth/forgotPin: members only; says anything only when ID number, birth date and scheme all match. */
export async function startForgotPin(
  deps: AuthDeps,
  input: ForgotPinRequest,
  meta: RequestMeta,
): Promise<{ token: string; response: ForgotPinResponse }> {
  await limit(deps, `forgot:ip:${meta.ip}`, FORGOT_PIN_PER_ADDRESS);
  const govtId = deps.idDigest(compactGovtId(input.govtId));
  await limit(deps, `forgot:id:${govtId}`, 5);
  const candidates = await deps.auth.findClients(SCHEMES_BY_LOGIN[input.scheme], { govtId });
  let match: ClientRow | undefined;
  for (const c of candidates) {
    if (c.birthDate === input.birthDate && (await deps.auth.findCredential(c.clientNmbr))) {
      match = c;
      break;
    }
  }
  if (!match) {
    // Who was asked for stays out of the log (no ID number in clear); the address is kept.
    await deps.accessLog.recordEvent(deps.clock.now(), {
      event: "FORGOT_PIN_FAILED",
      pageLink: "/auth/forgotPin",
      ipAddress: meta.ip,
    });
    throw new AppError(
      404,
      "forgot-pin-error",
      "The information does not match our records. Please try again or call our hotline.",
    );
  }
  const factors = await factorsOf(deps, match.clientNmbr);
  const token = await createSession(
    deps,
    { kind: "FORGOT_PIN", stage: "PIN_VERIFIED", clientNmbr: match.clientNmbr, ttlMs: PRE_AUTH_TTL_MS },
    meta,
  );
  await deps.accessLog.recordEvent(deps.clock.now(), {
    event: "FORGOT_PIN_STARTED",
    clientNmbr: match.clientNmbr,
    loginId: match.loginId,
    pageLink: "/auth/forgotPin",
    ipAddress: meta.ip,
  });
  const email = await deps.auth.findEmail(match.clientNmbr);
  return {
    token,
    response: {
      delivery: email ? "EMAIL" : "POST",
      factors: factors.map(({ channel, masked }) => ({ channel, masked })),
    },
  };
}

/**
 * A letter's recipient: the member's name, then the whole mailing address: its lines, the district
 * or city, the territory, and the country (in English, as a letter is addressed), each once (an
 * address entered in the portal has its district as a line too; a non-HK one may name its country).
 */
export function letterRecipient(
  name: string,
  address: { lines: readonly string[]; cityNm: string | null; addressLocationNm: string | null } | undefined,
  countryNameEn: string | undefined,
): string {
  const parts: string[] = [];
  for (const part of [
    name,
    ...(address?.lines ?? []),
    address?.cityNm,
    address?.addressLocationNm,
    countryNameEn,
  ]) {
    const text = part?.trim();
    if (text && !parts.some((earlier) => earlier.toLowerCase() === text.toLowerCase())) parts.push(text);
  }
  return parts.join(", ");
}

async function postalRecipient(deps: AuthDeps, clientNmbr: number): Promise<string> {
  const client = await deps.auth.findClient(clientNmbr);
  const name = [client?.firstName, client?.primaryLastName].filter(Boolean).join(" ");
  const address = await deps.profile.findMainAddress(clientNmbr);
  const country = address
    ? (await deps.profile.findCountries()).find((c) => c.pltcJrsdNmbr === address.addressPltcJrsdNmbr)
    : undefined;
  return letterRecipient(name, address, country?.countryNmEn);
}

/**
 * POST /auth/forgotPin/verifyMFA: after the OTP, a new PIN goes by e-mail (within 15 minutes) or by
 * post. The PIN changes only once the e-mail is sent or the letter handed on to the mail house: if
 * it cannot be, the member keeps the PIN they have and is asked to try again later.
 */
export async function finishForgotPin(
  deps: AuthDeps,
  session: ActiveSession,
  passCode: string,
  meta: RequestMeta,
): Promise<{ delivery: "EMAIL" | "POST" }> {
  if (session.kind !== "FORGOT_PIN") throw unauthorized();
  await checkOtp(deps, session, passCode, meta);
  const pin = newTemporaryPin();
  const body = bilingual("notices:newPin.body", { pin }, " ");
  const email = await deps.auth.findEmail(session.clientNmbr);
  const delivery = email ? "EMAIL" : "POST";
  const message = email
    ? { channel: "EMAIL" as const, to: email, subject: bilingual("notices:newPin.emailSubject", {}, " / ") }
    : {
        channel: "POST" as const,
        to: await postalRecipient(deps, session.clientNmbr),
        subject: bilingual("notices:newPin.letterSubject", {}, " / "),
      };
  try {
    await deps.notifier.send({ ...message, body, secret: pin });
  } catch (error) {
    throw new AppError(
      503,
      "technical-error",
      "The new PIN could not be sent just now; your PIN has not changed. Please try again later.",
      { cause: error },
    );
  }
  const now = deps.clock.now();
  await deps.auth.revokeSession(session.tokenHash, now);
  await deps.auth.updateCredential(session.clientNmbr, {
    pinHash: await hashPin(pin),
    mustChangePin: true,
    failedAttempts: 0,
    lockedAt: null,
    pinChangedAt: now,
  });
  await deps.accessLog.recordEvent(now, {
    event: "FORGOT_PIN_FINISHED",
    clientNmbr: session.clientNmbr,
    loginId: (await deps.auth.findClient(session.clientNmbr))?.loginId ?? null,
    pageLink: "/auth/forgotPin/verifyMFA",
    ipAddress: meta.ip,
  });
  return { delivery };
}
