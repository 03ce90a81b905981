import {
  type ChooseMemberRequest,
  CLIENT_SEARCH_SCHEME,
  type ClientSearchResponse,
  normaliseLoginId,
  SESSION_HARD_LIMIT_MS,
  SESSION_IDLE_MS,
  type StaffSessionResponse,
  type SuperLogonConfigResponse,
  type SuperLogonTokenRequest,
} from "@portal/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { newToken, sha256 } from "../../lib/tokens.ts";
import type { AccessLogRepository } from "../access-log/access-log.repository.ts";
import type { AuthRepository } from "../auth/auth.repository.ts";
import { type RequestMeta, SCHEMES_BY_LOGIN, type StaffSession } from "../auth/auth.service.ts";
import { type RelyingParty, StaffSignInRefused } from "./relying-party.ts";

export interface SuperLogonDeps {
  auth: AuthRepository;
  accessLog: AccessLogRepository;
  clock: Clock;
  relyingParty: RelyingParty;
}

/** Sign-in attempts from one address in the window (each costs the identity provider a round trip). */
const SIGN_INS_PER_ADDRESS = 30;
const RATE_WINDOW_MS = 15 * 60 * 1000;

/** Part 1 §2: the notice for a staff user the identity provider did not vouch for. */
const notAuthorised = () =>
  new AppError(
    401,
    "not-authorised",
    "You are not authorised to access this page. Please connect with your system administrator.",
  );

/** GET /auth/superLogon/config: where the page sends the staff user to sign in. */
export async function superLogonConfig(deps: SuperLogonDeps): Promise<SuperLogonConfigResponse> {
  let authorization: Awaited<ReturnType<RelyingParty["authorization"]>>;
  try {
    authorization = await deps.relyingParty.authorization();
  } catch (err) {
    throw new AppError(503, "technical-error", "The identity provider cannot be reached. Please try again.", {
      cause: err,
    });
  }
  return { ...authorization, responseType: "code", responseMode: "fragment", codeChallengeMethod: "S256" };
}

/** What the page shows of a staff session: who is signed in, and whose portal they read. */
export async function staffSessionView(
  deps: SuperLogonDeps,
  staff: StaffSession,
): Promise<StaffSessionResponse> {
  const client = staff.clientNmbr === null ? undefined : await deps.auth.findClient(staff.clientNmbr);
  return {
    staffId: staff.staffSubject,
    staffName: staff.staffName,
    member: client
      ? {
          clientNmbr: client.clientNmbr,
          loginId: client.loginId,
          // As the account's policy names the member (memberNameEn, memberNameZh).
          nameEn: `${client.primaryLastName} ${client.firstName}`,
          nameZh: client.secondaryLastName,
          scheme: client.schemeCode,
        }
      : null,
    sessionExpiresAt: staff.expiresAt.toISOString(),
    idleTimeoutMs: SESSION_IDLE_MS,
  };
}

/**
 * POST /auth/superLogon/token: the code and the PKCE verifier exchanged at the identity provider;
 * only a valid ID token starts a staff session (20 minutes idle, 59 minutes in all, as a member's).
 * A refusal is logged and creates nothing.
 */
export async function signIn(
  deps: SuperLogonDeps,
  input: SuperLogonTokenRequest,
  meta: RequestMeta,
  log?: FastifyBaseLogger,
): Promise<{ token: string; view: StaffSessionResponse }> {
  const now = deps.clock.now();
  if (
    (await deps.auth.hitRateLimit(`staff-sign-in:ip:${meta.ip}`, now, RATE_WINDOW_MS)) > SIGN_INS_PER_ADDRESS
  )
    throw new AppError(
      429,
      "too-many-requests",
      "Too many attempts. Please wait a few minutes and try again.",
    );
  let identity: Awaited<ReturnType<RelyingParty["exchange"]>>;
  try {
    identity = await deps.relyingParty.exchange({
      code: input.authorization_code,
      codeVerifier: input.code_verifier,
      state: input.state,
      expectedState: input.expected_state,
      nonce: input.nonce,
      ...(input.iss !== undefined ? { iss: input.iss } : {}),
    });
  } catch (err) {
    if (!(err instanceof StaffSignInRefused)) throw err;
    log?.warn({ reason: err.message }, "staff sign-in refused");
    await deps.accessLog.recordEvent(now, {
      event: "STAFF_SIGN_IN_FAILED",
      pageLink: "/auth/superLogon/token",
      ipAddress: meta.ip,
    });
    throw notAuthorised();
  }
  const token = newToken();
  const session: StaffSession = {
    tokenHash: sha256(token),
    staffSubject: identity.subject,
    staffName: identity.name,
    clientNmbr: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_HARD_LIMIT_MS),
  };
  await deps.auth.insertSession({
    ...session,
    kind: "STAFF",
    stage: "STAFF_SIGNED_IN",
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    lastSeenAt: now,
  });
  await deps.accessLog.recordEvent(now, {
    event: "STAFF_SIGN_IN",
    staffSubject: identity.subject,
    pageLink: "/auth/superLogon/token",
    ipAddress: meta.ip,
  });
  return { token, view: await staffSessionView(deps, session) };
}

/** GET /multiclientsearch: the client numbers of a login id in the S800 & ORSO scheme, logged. */
export async function searchClients(
  deps: SuperLogonDeps,
  staff: StaffSession,
  loginID: string,
  meta: { pageLink: string; ip: string },
): Promise<ClientSearchResponse> {
  const loginId = normaliseLoginId(loginID, CLIENT_SEARCH_SCHEME);
  const found = await deps.auth.findClients(SCHEMES_BY_LOGIN[CLIENT_SEARCH_SCHEME], { loginId });
  await deps.accessLog.recordEvent(deps.clock.now(), {
    event: "STAFF_CLIENT_SEARCH",
    loginId,
    staffSubject: staff.staffSubject,
    pageLink: meta.pageLink,
    ipAddress: meta.ip,
  });
  return { clientNmbrList: found.map((c) => c.clientNmbr) };
}

/**
 * POST /auth/superLogon/member: the member whose portal the staff user reads from now on (again:
 * another member). The client must be one of the login id's in the chosen scheme; with none given,
 * the first. Logged with the staff user beside the member.
 */
export async function chooseMember(
  deps: SuperLogonDeps,
  staff: StaffSession,
  input: ChooseMemberRequest,
  meta: { pageLink: string; ip: string },
): Promise<StaffSessionResponse> {
  const loginId = normaliseLoginId(input.loginId, input.scheme);
  const candidates = await deps.auth.findClients(SCHEMES_BY_LOGIN[input.scheme], { loginId });
  const client =
    input.clientNmbr === undefined
      ? candidates[0]
      : candidates.find((c) => c.clientNmbr === input.clientNmbr);
  if (!client)
    throw new AppError(404, "member-not-found", "No member has this login ID in the chosen scheme.");
  await deps.auth.updateSession(staff.tokenHash, { clientNmbr: client.clientNmbr, stage: "AUTHENTICATED" });
  await deps.accessLog.recordEvent(deps.clock.now(), {
    event: "STAFF_MEMBER_CHOSEN",
    clientNmbr: client.clientNmbr,
    loginId: client.loginId,
    staffSubject: staff.staffSubject,
    pageLink: meta.pageLink,
    ipAddress: meta.ip,
  });
  return staffSessionView(deps, { ...staff, clientNmbr: client.clientNmbr });
}
