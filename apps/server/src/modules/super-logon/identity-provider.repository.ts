import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { exportJWK, generateKeyPair } from "jose";
import type { Executor } from "../../db/database.ts";
import { identityProviderKeys, identityProviderRecords } from "../../db/schema.ts";

export interface IdentityProviderKeys {
  /** Private JWKs that sign the ID tokens. */
  signingKeys: Record<string, unknown>[];
  /** The keys of the provider's own cookies. */
  cookieKeys: string[];
  /** The staff portal's client secret at this provider. */
  clientSecret: string;
}

const ROW_ID = "demo";

async function newKeys(): Promise<IdentityProviderKeys> {
  const { privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    signingKeys: [{ ...jwk, kid: randomBytes(8).toString("hex"), alg: "RS256", use: "sig" }],
    cookieKeys: [randomBytes(32).toString("base64url")],
    clientSecret: randomBytes(32).toString("base64url"),
  };
}

/**
 * The built-in identity provider's keys: made at the first start and kept, so a restart does not
 * invalidate what they signed. Two instances starting together keep the first one written.
 */
export async function loadIdentityProviderKeys(db: Executor): Promise<IdentityProviderKeys> {
  const read = async () =>
    (await db.select().from(identityProviderKeys).where(eq(identityProviderKeys.id, ROW_ID)))[0];
  const stored =
    (await read()) ??
    (await db
      .insert(identityProviderKeys)
      .values({ id: ROW_ID, ...(await newKeys()) })
      .onConflictDoNothing()
      .then(read));
  if (!stored) throw new Error("the identity provider's keys could not be stored");
  return {
    signingKeys: stored.signingKeys,
    cookieKeys: stored.cookieKeys,
    clientSecret: stored.clientSecret,
  };
}

/** The provider's storage interface (oidc-provider's Adapter), one instance per model. */
export interface ProviderRecords {
  upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Record<string, unknown> | undefined>;
  findByUid(uid: string): Promise<Record<string, unknown> | undefined>;
  findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

/**
 * The built-in provider's records in the database, by model: what it issues expires on the
 * provider's own clock (the wall clock: ID tokens carry real times), and an expired record is
 * never found again. A consumed one (a used code) is found with `consumed` set, so the provider
 * refuses it and revokes what it granted.
 */
export function providerRecords(db: Executor): (model: string) => ProviderRecords {
  const t = identityProviderRecords;
  return (model) => {
    const live = (where: ReturnType<typeof and>) =>
      db
        .select({ payload: t.payload, consumedAt: t.consumedAt })
        .from(t)
        .where(and(eq(t.model, model), where, or(isNull(t.expiresAt), gt(t.expiresAt, new Date()))))
        .limit(1)
        .then(([row]) =>
          row
            ? {
                ...row.payload,
                ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
              }
            : undefined,
        );
    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload,
          grantId: typeof payload.grantId === "string" ? payload.grantId : null,
          uid: typeof payload.uid === "string" ? payload.uid : null,
          userCode: typeof payload.userCode === "string" ? payload.userCode : null,
          expiresAt: typeof expiresIn === "number" ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insert(t)
          .values({ model, id, ...values })
          .onConflictDoUpdate({ target: [t.model, t.id], set: values });
      },
      find: (id) => live(eq(t.id, id)),
      findByUid: (uid) => live(eq(t.uid, uid)),
      findByUserCode: (userCode) => live(eq(t.userCode, userCode)),
      async consume(id) {
        await db
          .update(t)
          .set({ consumedAt: new Date() })
          .where(and(eq(t.model, model), eq(t.id, id)));
      },
      async destroy(id) {
        await db.delete(t).where(and(eq(t.model, model), eq(t.id, id)));
      },
      async revokeByGrantId(grantId) {
        await db.delete(t).where(eq(t.grantId, grantId));
      },
    };
  };
}

/** Deletes the provider's records that have expired; returns how many. */
export async function purgeProviderRecords(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(identityProviderRecords)
    .where(lt(identityProviderRecords.expiresAt, now))
    .returning({ id: identityProviderRecords.id });
  return rows.length;
}
