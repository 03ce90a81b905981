import type { Scheme } from "@portal/domain";
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";

import { type Executor, queryRows } from "../../db/database.ts";
import {
  clientCustomData,
  clients,
  credentials,
  mfaFactors,
  type OtpPurpose,
  otpChallenges,
  rateLimits,
  sessions,
} from "../../db/schema.ts";
import { type CachedSession, type SessionCache, sessionCacheOf, sessionsChanged } from "./session-cache.ts";

export type ClientRow = typeof clients.$inferSelect;

export type SessionRow = typeof sessions.$inferSelect;

export type ChallengeRow = typeof otpChallenges.$inferSelect;

function buildSessionQuery(db: Executor) {
  return db
    .select({ session: sessions, mustChangePin: credentials.mustChangePin })
    .from(sessions)
    .leftJoin(credentials, eq(credentials.clientNmbr, sessions.clientNmbr))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .prepare("find_session");
}

export function createAuthRepository(db: Executor) {
  // Prepared on first use: every signed-in call starts with it.
  let sessionQuery: ReturnType<typeof buildSessionQuery> | undefined;
  // The instance's session rows (session-cache.ts), looked up on first use; none on a transaction.
  let cache: SessionCache | null | undefined;
  const cacheOf = () => {
    if (cache === undefined) cache = sessionCacheOf(db) ?? null;
    return cache;
  };
  const readSession = async (tokenHash: string): Promise<CachedSession | undefined> => {
    sessionQuery ??= buildSessionQuery(db);
    const [row] = await sessionQuery.execute({ tokenHash });
    return row && { ...row.session, mustChangePin: row.mustChangePin ?? false };
  };
  return {
    /** Clients of the given schemes that match a login id or an ID number's digest, lowest client number first. */
    async findClients(
      schemes: readonly Scheme[],
      by: { loginId: string } | { govtId: string },
    ): Promise<ClientRow[]> {
      const match = "loginId" in by ? eq(clients.loginId, by.loginId) : eq(clients.govtId, by.govtId);
      return db
        .select()
        .from(clients)
        .where(and(inArray(clients.schemeCode, [...schemes]), match))
        .orderBy(asc(clients.clientNmbr));
    },

    async findClient(clientNmbr: number): Promise<ClientRow | undefined> {
      const [row] = await db.select().from(clients).where(eq(clients.clientNmbr, clientNmbr));
      return row;
    },

    async findCredential(clientNmbr: number) {
      const [row] = await db.select().from(credentials).where(eq(credentials.clientNmbr, clientNmbr));
      return row;
    },

    async updateCredential(clientNmbr: number, values: Partial<typeof credentials.$inferInsert>) {
      await db.update(credentials).set(values).where(eq(credentials.clientNmbr, clientNmbr));
      // The sessions' rows carry whether the member must replace the PIN.
      if (values.mustChangePin !== undefined) await sessionsChanged(db, { clients: [clientNmbr] });
    },

    /** Counts one more wrong PIN and returns the new count. */
    async countFailedPin(clientNmbr: number): Promise<number> {
      const [row] = await db
        .update(credentials)
        .set({ failedAttempts: sql`${credentials.failedAttempts} + 1` })
        .where(eq(credentials.clientNmbr, clientNmbr))
        .returning({ failedAttempts: credentials.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    /** Counts one more wrong OTP (across challenges) and returns the new count. */
    async countFailedOtp(clientNmbr: number): Promise<number> {
      const [row] = await db
        .update(credentials)
        .set({ otpFailures: sql`${credentials.otpFailures} + 1` })
        .where(eq(credentials.clientNmbr, clientNmbr))
        .returning({ otpFailures: credentials.otpFailures });
      return row?.otpFailures ?? 0;
    },

    /** Locks a credential at `at`; false when it was locked already. */
    async lockCredential(clientNmbr: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(credentials)
        .set({ lockedAt: at })
        .where(and(eq(credentials.clientNmbr, clientNmbr), isNull(credentials.lockedAt)))
        .returning({ clientNmbr: credentials.clientNmbr });
      return rows.length === 1;
    },

    async findFactors(clientNmbr: number) {
      return db
        .select()
        .from(mfaFactors)
        .where(eq(mfaFactors.clientNmbr, clientNmbr))
        .orderBy(asc(mfaFactors.channel));
    },

    /** The e-mail on file: custom attribute 102, latest first; 'XX' means none. */
    async findEmail(clientNmbr: number): Promise<string | null> {
      const [row] = await db
        .select({ text: clientCustomData.cstmAttrTxt })
        .from(clientCustomData)
        .where(and(eq(clientCustomData.clientNmbr, clientNmbr), eq(clientCustomData.cstmAttrCd, 102)))
        .orderBy(desc(clientCustomData.efctvDt), desc(clientCustomData.id))
        .limit(1);
      return row && row.text !== "XX" && row.text.trim() !== "" ? row.text : null;
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The session of a token, with whether its member must still replace the PIN (one statement). */
    findSession(tokenHash: string): Promise<CachedSession | undefined> {
      return readSession(tokenHash);
    },

    /**
     * The same, from this instance's cache when it holds the row (at most SESSION_CACHE_TTL_MS old,
     * and dropped at once when the session changes); `cached` says which, so that a kept row that
     * fails a check can be read again before the session is refused.
     */
    async findSessionCached(tokenHash: string): Promise<{ row: CachedSession | undefined; cached: boolean }> {
      const sessionCache = cacheOf();
      const hit = sessionCache?.get(tokenHash);
      if (hit) return { row: hit, cached: true };
      const generation = sessionCache?.generation ?? 0;
      const row = await readSession(tokenHash);
      if (row) sessionCache?.put(tokenHash, row, generation);
      return { row, cached: false };
    },

    async updateSession(tokenHash: string, values: Partial<typeof sessions.$inferInsert>): Promise<void> {
      await db.update(sessions).set(values).where(eq(sessions.tokenHash, tokenHash));
      const keys = Object.keys(values);
      // The last-seen time alone changes nothing another instance decides on its kept row (it reads
      // the row again before it refuses it as idle): kept here, told no one.
      if (keys.length === 1 && values.lastSeenAt instanceof Date)
        cacheOf()?.touch(tokenHash, values.lastSeenAt);
      else if (keys.length > 0) await sessionsChanged(db, { tokens: [tokenHash] });
    },

    /** Ends a session now (also one rotated a moment ago whose old token still had a few seconds). */
    /**
     * Ends a session: the token, and every token of the same login (rotated from it, or it from
     * them), so the token a step-up replaced a moment ago does not outlive a logout.
     */
    async revokeSession(tokenHash: string, at: Date): Promise<void> {
      const root = sql`(select coalesce(${sessions.chain}, ${sessions.tokenHash}) from ${sessions} where ${sessions.tokenHash} = ${tokenHash})`;
      const ended = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            sql`coalesce(${sessions.chain}, ${sessions.tokenHash}) = ${root}`,
            or(isNull(sessions.revokedAt), gt(sessions.revokedAt, at)),
          ),
        )
        .returning({ tokenHash: sessions.tokenHash });
      await sessionsChanged(db, { tokens: [tokenHash, ...ended.map((r) => r.tokenHash)] });
    },

    /** Ends every session of a client now (a lock). */
    async revokeClientSessions(clientNmbr: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.clientNmbr, clientNmbr),
            or(isNull(sessions.revokedAt), gt(sessions.revokedAt, at)),
          ),
        );
      await sessionsChanged(db, { clients: [clientNmbr] });
    },

    /** Ends every other session of a member now (a PIN change); a staff user's look stays. */
    async revokeOtherSessions(clientNmbr: number, keepHash: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.clientNmbr, clientNmbr),
            ne(sessions.tokenHash, keepHash),
            ne(sessions.kind, "STAFF"),
            or(isNull(sessions.revokedAt), gt(sessions.revokedAt, at)),
          ),
        );
      await sessionsChanged(db, { clients: [clientNmbr] });
    },

    /**
     * The same session under a new token hash (created, expiry, terms and the rest kept); the old
     * token is revoked `graceMs` from `at`, so requests already in flight with it still pass.
     * False when the old session is no longer live.
     */
    async rotateSession(oldHash: string, newHash: string, at: Date, graceMs: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const live = sql`${sessions.tokenHash} = ${oldHash} and (${sessions.revokedAt} is null or ${sessions.revokedAt} > ${at.toISOString()}::timestamptz)`;
        const inserted = await queryRows<{ token_hash: string }>(
          tx,
          sql`
          insert into sessions (token_hash, kind, stage, client_nmbr, staff_subject, clnt_rltnshp_nmbr,
            ip_address, user_agent, terms_accepted_at, created_at, last_seen_at, expires_at, chain)
          select ${newHash}, kind, stage, client_nmbr, staff_subject, clnt_rltnshp_nmbr,
            ip_address, user_agent, terms_accepted_at, created_at, ${at.toISOString()}::timestamptz, expires_at,
            coalesce(chain, token_hash)
          from sessions where ${live}
          returning token_hash`,
        );
        if (inserted.length !== 1) return false;
        const until = new Date(at.getTime() + graceMs);
        await tx
          .update(sessions)
          .set({
            revokedAt: sql`least(coalesce(${sessions.revokedAt}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
          })
          .where(eq(sessions.tokenHash, oldHash));
        // The old token's row now ends in graceMs: told at the commit.
        await sessionsChanged(tx, { tokens: [oldHash] });
        return true;
      });
    },

    async insertChallenge(values: typeof otpChallenges.$inferInsert): Promise<ChallengeRow> {
      const [row] = await db.insert(otpChallenges).values(values).returning();
      if (!row) throw new Error("OTP challenge not stored");
      return row;
    },

    /** The member's newest live challenge for a purpose (not consumed). */
    async findLiveChallenge(clientNmbr: number, purpose: OtpPurpose): Promise<ChallengeRow | undefined> {
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
    },

    async consumeChallenges(clientNmbr: number, purpose: OtpPurpose, at: Date): Promise<void> {
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
    },

    async countChallengeAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(eq(otpChallenges.id, id))
        .returning({ attempts: otpChallenges.attempts });
      return row?.attempts ?? 0;
    },

    async consumeChallenge(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(otpChallenges)
        .set({ consumedAt: at })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },

    /** Records this login; the one it replaces moves to previous_login_at (the "last login" the pages show). */
    async setLastLogin(clientNmbr: number, at: Date): Promise<void> {
      await db
        .update(clients)
        .set({ previousLoginAt: sql`${clients.lastLoginAt}`, lastLoginAt: at })
        .where(eq(clients.clientNmbr, clientNmbr));
    },

    /**
     * Counts a hit on a rate-limit key in a fixed window; returns the hits in the current window.
     * The upsert is atomic, so concurrent requests on several instances count correctly.
     */
    async hitRateLimit(key: string, now: Date, windowMs: number): Promise<number> {
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
    },

    /** Takes back one hit on a rate-limit key (a try counted as failed in advance that succeeded). */
    async releaseRateLimit(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },

    /** The clients whose ID number is stored as it was given, not yet as a digest. */
    findClearGovtIds(
      digestPrefix: string,
    ): Promise<{ clientNmbr: number; govtId: string; govtIdType: "HKID" | "PASSPORT" }[]> {
      return db
        .select({ clientNmbr: clients.clientNmbr, govtId: clients.govtId, govtIdType: clients.govtIdType })
        .from(clients)
        .where(sql`${clients.govtId} not like ${`${digestPrefix}%`}`);
    },

    /** Replaces stored ID numbers and their masked forms (one statement per thousand clients). */
    async setGovtIds(
      rows: readonly { clientNmbr: number; govtId: string; govtIdMasked: string }[],
    ): Promise<void> {
      for (let i = 0; i < rows.length; i += 1000) {
        const values = sql.join(
          rows
            .slice(i, i + 1000)
            .map((r) => sql`(${r.clientNmbr}::int, ${r.govtId}::text, ${r.govtIdMasked}::text)`),
          sql`, `,
        );
        await db.execute(
          sql`update clients set govt_id = v.govt_id, govt_id_masked = v.govt_id_masked
              from (values ${values}) as v(client_nmbr, govt_id, govt_id_masked) where clients.client_nmbr = v.client_nmbr`,
        );
      }
    },

    /** The keys of the per-id login and forgot-PIN limits (which name the id they count). */
    async findIdRateLimitKeys(): Promise<string[]> {
      const rows = await db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(or(sql`${rateLimits.key} like 'login:%'`, sql`${rateLimits.key} like 'forgot:id:%'`));
      return rows.map((r) => r.key);
    },

    async deleteRateLimits(keys: readonly string[]): Promise<void> {
      if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
    },

    /** Removes sessions and challenges that ended before `before`. */
    async purgeExpired(before: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
      await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, before));
      await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, before));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
