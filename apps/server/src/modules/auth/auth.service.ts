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
import type { Db } from "../../db/database.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, unauthorized } from "../../lib/errors.ts";
import type { Notifier } from "../../lib/notifier.ts";
import { hashPin, verifyPin } from "../../lib/pin-hash.ts";
import { hmac, newOtp, newTemporaryPin, newToken, sha256 } from "../../lib/tokens.ts";
import { recordEvent } from "../access-log/access-log.repository.ts";
import { declarationRequired } from "../profile/profile.service.ts";
import * as repo from "./auth.repository.ts";

export interface AuthDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  /** Keys the OTP hashes. */
  secret: string;
  /** The session cookie is Secure (everywhere but localhost). */
  secureCookie?: boolean;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

/** A session as the routes see it. */
export interface ActiveSession {
  tokenHash: string;
  kind: "MEMBER" | "FORGOT_PIN" | "STAFF";
  stage: "PIN_VERIFIED" | "AUTHENTICATED";
  clientNmbr: number;
  createdAt: Date;
  expiresAt: Date;
  termsAcceptedAt: Date | null;
}

/** The login page of S800 serves the employer scheme (SMP) too (demo-personas.md). */
const SCHEMES_BY_LOGIN: Record<Scheme, string[]> = {
  S800: ["S800", "SMP"],
  SMP: ["SMP"],
  HKAIIB: ["HKAIIB"],
  COBRAND: ["COBRAND"],
};

const LOGIN_ATTEMPTS_PER_ID = 10;
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
  if ((await repo.hitRateLimit(deps.db, key, deps.clock.now(), RATE_WINDOW_MS)) > max) throw tooMany();
}

async function factorsOf(
  deps: AuthDeps,
  clientNmbr: number,
): Promise<(MaskedFactor & { id: number; destination: string })[]> {
  const rows = await repo.findFactors(deps.db, clientNmbr);
  return rows
    .filter((f) => f.verifiedAt !== null)
    .map((f) => ({
      id: f.id,
      channel: f.channel as OtpChannel,
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
  await repo.insertSession(deps.db, {
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

/** Finds the session of a token: revoked, past its hard limit or idle too long answer null. */
export async function resolveSession(deps: AuthDeps, token: string): Promise<ActiveSession | null> {
  const tokenHash = sha256(token);
  const row = await repo.findSession(deps.db, tokenHash);
  const now = deps.clock.now();
  // A token rotated a moment ago stays valid until its revokedAt, for requests already in flight.
  if (!row || (row.revokedAt && row.revokedAt <= now) || row.clientNmbr === null) return null;
  if (now >= row.expiresAt || now.getTime() - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
    await repo.revokeSession(deps.db, tokenHash, now);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > 15_000)
    await repo.updateSession(deps.db, tokenHash, { lastSeenAt: now });
  return {
    tokenHash,
    kind: row.kind as ActiveSession["kind"],
    stage: row.stage as ActiveSession["stage"],
    clientNmbr: row.clientNmbr,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    termsAcceptedAt: row.termsAcceptedAt,
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
      ? { govtId: compactGovtId(input.govtId) }
      : null;
  if (!by) throw new AppError(400, "validation", "Enter your ID number or login ID.");
  await limit(deps, `login:ip:${meta.ip}`, LOGIN_ATTEMPTS_PER_ADDRESS);
  await limit(
    deps,
    `login:id:${input.scheme}:${"loginId" in by ? by.loginId : by.govtId}`,
    LOGIN_ATTEMPTS_PER_ID,
  );

  const pin = decodePin(input.password) ?? "";
  const candidates = await repo.findClients(deps.db, SCHEMES_BY_LOGIN[input.scheme], by);
  let primary: repo.ClientRow | undefined;
  let credential: Awaited<ReturnType<typeof repo.findCredential>>;
  for (const c of candidates) {
    credential = await repo.findCredential(deps.db, c.clientNmbr);
    if (credential) {
      primary = c;
      break;
    }
  }
  const now = deps.clock.now();
  if (!primary || !credential) {
    await verifyPin(pin, DUMMY_HASH);
    await recordEvent(deps.db, now, {
      event: "LOGIN_FAILED",
      pageLink: "/auth/authenticateMFA",
      ipAddress: meta.ip,
    });
    throw invalidLogin();
  }
  if (credential.lockedAt) {
    await verifyPin(pin, DUMMY_HASH);
    await recordEvent(deps.db, now, {
      event: "LOGIN_LOCKED",
      clientNmbr: primary.clientNmbr,
      loginId: primary.loginId,
      pageLink: "/auth/authenticateMFA",
      ipAddress: meta.ip,
    });
    throw locked();
  }
  if (!(await verifyPin(pin, credential.pinHash))) {
    const failures = await repo.countFailedPin(deps.db, primary.clientNmbr);
    await recordEvent(deps.db, now, {
      event: "LOGIN_FAILED",
      clientNmbr: primary.clientNmbr,
      loginId: primary.loginId,
      pageLink: "/auth/authenticateMFA",
      ipAddress: meta.ip,
    });
    if (failures >= PIN_MAX_FAILURES) {
      await repo.updateCredential(deps.db, primary.clientNmbr, { lockedAt: now });
      throw locked();
    }
    throw invalidLogin();
  }
  await repo.updateCredential(deps.db, primary.clientNmbr, { failedAttempts: 0 });
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
      scheme: primary.schemeCode as Scheme,
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
    throw new AppError(400, "Invalid-Channel", "This channel is not available. Please choose another.");
  const now = deps.clock.now();
  const live = await repo.findLiveChallenge(deps.db, session.clientNmbr, purpose);
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
  await repo.consumeChallenges(deps.db, session.clientNmbr, purpose, now);
  const code = newOtp();
  const id = randomUUID();
  const challenge = await repo.insertChallenge(deps.db, {
    id,
    clientNmbr: session.clientNmbr,
    factorId: factor.id,
    purpose,
    codeHash: hmac(deps.secret, `${id}:${code}`),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    resendAvailableAt: new Date(now.getTime() + OTP_RESEND_AFTER_MS),
    createdAt: now,
  });
  const body = `Harbour Retirement: your one-time password is ${code}. It expires in 5 minutes. Never share it with anyone. 港灣退休：您的一次性密碼為 ${code}，5分鐘內有效。`;
  await deps.notifier.send(deps.db, {
    channel,
    to: factor.destination,
    subject: "Your one-time password / 一次性密碼",
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

/** Checks an OTP: single use, 5 minutes, 3 tries. Throws the catalogue's errors. */
async function checkOtp(deps: AuthDeps, session: ActiveSession, passCode: string): Promise<void> {
  if (session.stage !== "PIN_VERIFIED") throw unauthorized();
  const purpose = OTP_PURPOSE[session.kind];
  const now = deps.clock.now();
  const challenge = await repo.findLiveChallenge(deps.db, session.clientNmbr, purpose);
  if (!challenge)
    throw new AppError(401, "authentication-failed", "Authentication failed. Please log in again.");
  if (now >= challenge.expiresAt) {
    await repo.consumeChallenge(deps.db, challenge.id, now);
    await repo.revokeSession(deps.db, session.tokenHash, now);
    throw new AppError(410, "otp-expired", "The one-time password has expired. Please log in again.");
  }
  if (hmac(deps.secret, `${challenge.id}:${passCode}`) !== challenge.codeHash) {
    const attempts = await repo.countChallengeAttempt(deps.db, challenge.id);
    if (attempts >= OTP_MAX_ATTEMPTS) {
      await repo.consumeChallenge(deps.db, challenge.id, now);
      await repo.revokeSession(deps.db, session.tokenHash, now);
      throw new AppError(401, "authentication-failed", "Authentication failed. Please log in again.");
    }
    throw new AppError(400, "incorrect-otp", "Incorrect one-time password.");
  }
  if (!(await repo.consumeChallenge(deps.db, challenge.id, now))) {
    throw new AppError(401, "authentication-failed", "Authentication failed. Please log in again.");
  }
}

/** POST /auth/verifyMFA: the second step; rotates the token into a full session. */
export async function verifyOtp(
  deps: AuthDeps,
  session: ActiveSession,
  passCode: string,
  meta: RequestMeta,
): Promise<{ token: string; info: LoginInfo }> {
  if (session.kind !== "MEMBER") throw unauthorized();
  await checkOtp(deps, session, passCode);
  const now = deps.clock.now();
  await repo.revokeSession(deps.db, session.tokenHash, now);
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
  const client = await repo.findClient(deps.db, session.clientNmbr);
  await recordEvent(deps.db, now, {
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
  await repo.setLastLogin(deps.db, session.clientNmbr, now);
  return { token, info };
}

/** GET /auth/session: the login info of a full session. */
export async function loginInfoOf(deps: AuthDeps, session: ActiveSession): Promise<LoginInfo> {
  if (session.stage !== "AUTHENTICATED") throw unauthorized();
  const client = await repo.findClient(deps.db, session.clientNmbr);
  const credential = await repo.findCredential(deps.db, session.clientNmbr);
  if (!client || !credential) throw unauthorized();
  const [all, declaration] = await Promise.all([
    repo.findClients(deps.db, [client.schemeCode], { loginId: client.loginId }),
    // Staff looking at a member's portal are not asked to declare for the member.
    session.kind === "STAFF"
      ? false
      : declarationRequired(deps.db, client.clientNmbr, client.schemeCode as Scheme),
  ]);
  return {
    clientNmbr: client.clientNmbr,
    clientNmbrList: all.map((c) => c.clientNmbr),
    loginId: client.loginId,
    scheme: client.schemeCode as Scheme,
    name: `${client.primaryLastName} ${client.firstName}`,
    isFirstTimeLogin: credential.mustChangePin,
    termsAccepted: session.termsAcceptedAt !== null,
    lastLoginDate: client.lastLoginAt?.toISOString() ?? null,
    sessionExpiresAt: session.expiresAt.toISOString(),
    idleTimeoutMs: SESSION_IDLE_MS,
    staff: session.kind === "STAFF",
    declarationRequired: declaration,
  };
}

export async function acceptTerms(deps: AuthDeps, session: ActiveSession): Promise<void> {
  if (session.stage !== "AUTHENTICATED") throw unauthorized();
  await repo.updateSession(deps.db, session.tokenHash, { termsAcceptedAt: deps.clock.now() });
}

export async function logout(deps: AuthDeps, session: ActiveSession): Promise<void> {
  await repo.revokeSession(deps.db, session.tokenHash, deps.clock.now());
}

/**
 * POST /auth/chgPwd (first-time login) and /auth/changepin: the §5 rules, then the current PIN.
 * A wrong current PIN answers invalidOldPassword on the first-time page, incorrect-old-password on /changePin.
 */
export async function changePin(
  deps: AuthDeps,
  session: ActiveSession,
  input: ChangePinRequest,
  firstTime: boolean,
): Promise<void> {
  if (session.stage !== "AUTHENTICATED") throw unauthorized();
  const [current, next, confirm] = [input.currentPassword, input.newPassword, input.confirmPassword].map(
    (p) => decodePin(p) ?? "",
  ) as [string, string, string];
  const ruleError = newPinError(current, next, confirm);
  const messages = {
    invalidPasswordFormat: "Invalid Password format",
    passwordMismatch: "Password does not match with new Password",
    samePassword: "New Password can't be equal to current Password",
  } as const;
  if (ruleError) throw new AppError(400, ruleError, messages[ruleError]);
  const credential = await repo.findCredential(deps.db, session.clientNmbr);
  if (!credential || (firstTime && !credential.mustChangePin))
    throw new AppError(403, "operation-not-allowed", "Operation Not Allowed.");
  if (!(await verifyPin(current, credential.pinHash))) {
    throw firstTime
      ? new AppError(400, "invalidOldPassword", "Invalid old Password")
      : new AppError(403, "incorrect-old-password", "The current PIN is incorrect.");
  }
  await repo.updateCredential(deps.db, session.clientNmbr, {
    pinHash: await hashPin(next),
    mustChangePin: false,
    pinChangedAt: deps.clock.now(),
  });
}

/** POST /auth/forgotPin: members only; says anything only when ID number, birth date and scheme all match. */
export async function startForgotPin(
  deps: AuthDeps,
  input: ForgotPinRequest,
  meta: RequestMeta,
): Promise<{ token: string; response: ForgotPinResponse }> {
  await limit(deps, `forgot:ip:${meta.ip}`, FORGOT_PIN_PER_ADDRESS);
  await limit(deps, `forgot:id:${compactGovtId(input.govtId)}`, 5);
  const candidates = await repo.findClients(deps.db, SCHEMES_BY_LOGIN[input.scheme], {
    govtId: compactGovtId(input.govtId),
  });
  let match: repo.ClientRow | undefined;
  for (const c of candidates) {
    if (c.birthDate === input.birthDate && (await repo.findCredential(deps.db, c.clientNmbr))) {
      match = c;
      break;
    }
  }
  if (!match)
    throw new AppError(
      404,
      "forgot-Pin-Error",
      "The information does not match our records. Please try again or call our hotline.",
    );
  const factors = await factorsOf(deps, match.clientNmbr);
  const token = await createSession(
    deps,
    { kind: "FORGOT_PIN", stage: "PIN_VERIFIED", clientNmbr: match.clientNmbr, ttlMs: PRE_AUTH_TTL_MS },
    meta,
  );
  const email = await repo.findEmail(deps.db, match.clientNmbr);
  return {
    token,
    response: {
      delivery: email ? "EMAIL" : "POST",
      factors: factors.map(({ channel, masked }) => ({ channel, masked })),
    },
  };
}

/** POST /auth/forgotPin/verifyMFA: after the OTP, a new PIN goes by e-mail (within 15 minutes) or by post. */
export async function finishForgotPin(
  deps: AuthDeps,
  session: ActiveSession,
  passCode: string,
): Promise<{ delivery: "EMAIL" | "POST" }> {
  if (session.kind !== "FORGOT_PIN") throw unauthorized();
  await checkOtp(deps, session, passCode);
  const now = deps.clock.now();
  await repo.revokeSession(deps.db, session.tokenHash, now);
  const pin = newTemporaryPin();
  await repo.updateCredential(deps.db, session.clientNmbr, {
    pinHash: await hashPin(pin),
    mustChangePin: true,
    failedAttempts: 0,
    lockedAt: null,
    pinChangedAt: now,
  });
  const email = await repo.findEmail(deps.db, session.clientNmbr);
  const body = `Harbour Retirement: your new PIN is ${pin}. You will be asked to change it when you next log in. 港灣退休：您的新密碼為 ${pin}，下次登入時須更改。`;
  if (email) {
    await deps.notifier.send(deps.db, {
      channel: "EMAIL",
      to: email,
      subject: "Your new PIN / 您的新密碼",
      body,
      secret: pin,
    });
    return { delivery: "EMAIL" };
  }
  const address = await repo.findMainAddress(deps.db, session.clientNmbr);
  await deps.notifier.send(deps.db, {
    channel: "POST",
    to: address.join(", "),
    subject: "PIN mailer / 密碼函件",
    body,
    secret: pin,
  });
  return { delivery: "POST" };
}
