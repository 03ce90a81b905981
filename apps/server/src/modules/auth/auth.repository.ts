import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  clientAddresses,
  clientCustomData,
  clients,
  credentials,
  mfaFactors,
  otpChallenges,
  rateLimits,
  sessions,
} from "../../db/schema.ts";

export type ClientRow = typeof clients.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ChallengeRow = typeof otpChallenges.$inferSelect;

/** Clients of the given schemes that match a login id or an ID number, lowest client number first. */
export async function findClients(
  db: Db,
  schemes: string[],
  by: { loginId: string } | { govtId: string },
): Promise<ClientRow[]> {
  const match = "loginId" in by ? eq(clients.loginId, by.loginId) : eq(clients.govtId, by.govtId);
  return db
    .select()
    .from(clients)
    .where(and(inArray(clients.schemeCode, schemes), match))
    .orderBy(asc(clients.clientNmbr));
}

export async function findClient(db: Db, clientNmbr: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.clientNmbr, clientNmbr));
  return row;
}

export async function findCredential(db: Db, clientNmbr: number) {
  const [row] = await db.select().from(credentials).where(eq(credentials.clientNmbr, clientNmbr));
  return row;
}

export async function updateCredential(
  db: Db,
  clientNmbr: number,
  values: Partial<typeof credentials.$inferInsert>,
) {
  await db.update(credentials).set(values).where(eq(credentials.clientNmbr, clientNmbr));
}

/** Counts one more wrong PIN and returns the new count. */
export async function countFailedPin(db: Db, clientNmbr: number): Promise<number> {
  const [row] = await db
    .update(credentials)
    .set({ failedAttempts: sql`${credentials.failedAttempts} + 1` })
    .where(eq(credentials.clientNmbr, clientNmbr))
    .returning({ failedAttempts: credentials.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function findFactors(db: Db, clientNmbr: number) {
  return db
    .select()
    .from(mfaFactors)
    .where(eq(mfaFactors.clientNmbr, clientNmbr))
    .orderBy(asc(mfaFactors.channel));
}

/** The e-mail on file: custom attribute 102, latest first; 'XX' means none. */
export async function findEmail(db: Db, clientNmbr: number): Promise<string | null> {
  const [row] = await db
    .select({ text: clientCustomData.cstmAttrTxt })
    .from(clientCustomData)
    .where(and(eq(clientCustomData.clientNmbr, clientNmbr), eq(clientCustomData.cstmAttrCd, 102)))
    .orderBy(desc(clientCustomData.efctvDt), desc(clientCustomData.id))
    .limit(1);
  return row && row.text !== "XX" && row.text.trim() !== "" ? row.text : null;
}

export async function findMainAddress(db: Db, clientNmbr: number): Promise<string[]> {
  const [row] = await db
    .select()
    .from(clientAddresses)
    .where(eq(clientAddresses.clientNmbr, clientNmbr))
    .orderBy(asc(clientAddresses.addressTypeNmbr))
    .limit(1);
  return row?.lines ?? [];
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

function buildSessionQuery(db: Db) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .prepare("find_session");
}
/** Prepared once per database: every signed-in call starts with it. */
const sessionQueries = new WeakMap<Db, ReturnType<typeof buildSessionQuery>>();

export async function findSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = buildSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  return row;
}

export async function updateSession(
  db: Db,
  tokenHash: string,
  values: Partial<typeof sessions.$inferInsert>,
): Promise<void> {
  await db.update(sessions).set(values).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends a session now (also one rotated a moment ago whose old token still had a few seconds). */
export async function revokeSession(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(eq(sessions.tokenHash, tokenHash), or(isNull(sessions.revokedAt), gt(sessions.revokedAt, at))),
    );
}

/** Ends every session of a client now (a lock). */
export async function revokeClientSessions(db: Db, clientNmbr: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(eq(sessions.clientNmbr, clientNmbr), or(isNull(sessions.revokedAt), gt(sessions.revokedAt, at))),
    );
}

/**
 * The same session under a new token hash (created, expiry, terms and the rest kept); the old
 * token is revoked `graceMs` from `at`, so requests already in flight with it still pass.
 * False when the old session is no longer live.
 */
export async function rotateSession(
  db: Db,
  oldHash: string,
  newHash: string,
  at: Date,
  graceMs: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const live = sql`${sessions.tokenHash} = ${oldHash} and (${sessions.revokedAt} is null or ${sessions.revokedAt} > ${at.toISOString()}::timestamptz)`;
    const inserted = await (tx as unknown as Db).execute(sql`
      insert into sessions (token_hash, kind, stage, client_nmbr, staff_subject, clnt_rltnshp_nmbr,
        ip_address, user_agent, terms_accepted_at, created_at, last_seen_at, expires_at)
      select ${newHash}, kind, stage, client_nmbr, staff_subject, clnt_rltnshp_nmbr,
        ip_address, user_agent, terms_accepted_at, created_at, ${at.toISOString()}::timestamptz, expires_at
      from sessions where ${live}
      returning token_hash`);
    if ((inserted as unknown as { rows: unknown[] }).rows.length !== 1) return false;
    const until = new Date(at.getTime() + graceMs);
    await (tx as unknown as Db)
      .update(sessions)
      .set({
        revokedAt: sql`least(coalesce(${sessions.revokedAt}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
      })
      .where(eq(sessions.tokenHash, oldHash));
    return true;
  });
}

export async function insertChallenge(
  db: Db,
  values: typeof otpChallenges.$inferInsert,
): Promise<ChallengeRow> {
  const [row] = await db.insert(otpChallenges).values(values).returning();
  if (!row) throw new Error("OTP challenge not stored");
  return row;
}

/** The member's newest live challenge for a purpose (not consumed). */
export async function findLiveChallenge(
  db: Db,
  clientNmbr: number,
  purpose: string,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.clientNmbr, clientNmbr),
        eq(otpChallenges.purpose, purpose),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

export async function consumeChallenges(
  db: Db,
  clientNmbr: number,
  purpose: string,
  at: Date,
): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(
      and(
        eq(otpChallenges.clientNmbr, clientNmbr),
        eq(otpChallenges.purpose, purpose),
        isNull(otpChallenges.consumedAt),
      ),
    );
}

export async function countChallengeAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, id))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? 0;
}

export async function consumeChallenge(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

/** Records this login; the one it replaces moves to previous_login_at (the "last login" the pages show). */
export async function setLastLogin(db: Db, clientNmbr: number, at: Date): Promise<void> {
  await db
    .update(clients)
    .set({ previousLoginAt: sql`${clients.lastLoginAt}`, lastLoginAt: at })
    .where(eq(clients.clientNmbr, clientNmbr));
}

/**
 * Counts a hit on a rate-limit key in a fixed window; returns the hits in the current window.
 * The upsert is atomic, so concurrent requests on several instances count correctly.
 */
export async function hitRateLimit(db: Db, key: string, now: Date, windowMs: number): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return row?.hits ?? 1;
}

/** Removes sessions and challenges that ended before `before`. */
export async function purgeExpired(db: Db, before: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
  await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, before));
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, before));
}
