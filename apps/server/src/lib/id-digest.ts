import { createHmac } from "node:crypto";

/**
 * ID numbers (HKID, passport) are kept and compared only as keyed digests (HMAC-SHA256), so a
 * copy of the database, a backup or a rate-limit key never shows a member's ID number in clear.
 * The key must stay the same for the life of the data: ID_DIGEST_KEY in production.
 */
export type IdDigest = (compactId: string) => string;

export const ID_DIGEST_PREFIX = "hmac1:";

/**
 * The demo's key. The demo members' ID numbers are invented; production refuses to start
 * without its own ID_DIGEST_KEY.
 */
export const DEMO_ID_DIGEST_KEY = "demo-only key: the demo members' ID numbers are invented";

export function idDigester(key: string): IdDigest {
  return (compactId) => ID_DIGEST_PREFIX + createHmac("sha256", key).update(compactId).digest("base64url");
}

/** Whether a stored value is already a digest (and not an ID number in clear). */
export const isIdDigest = (value: string): boolean => value.startsWith(ID_DIGEST_PREFIX);
