import { compactGovtId, maskGovtId } from "@portal/domain";
import { ID_DIGEST_PREFIX, type IdDigest, isIdDigest } from "../../lib/id-digest.ts";
import type { AuthRepository } from "./auth.repository.ts";

/**
 * Whether a per-id rate-limit key names an ID number in clear: `login:id:<scheme>:<id>`,
 * `login:failed:<scheme>:<id>` or `forgot:id:<id>`, where the id is neither a digest nor a
 * (numeric) login id.
 */
export function namesIdInClear(key: string): boolean {
  const m = /^(?:login:(?:id|failed):[^:]+:|forgot:id:)(.+)$/.exec(key);
  const id = m?.[1];
  return id !== undefined && !isIdDigest(id) && !/^\d+$/.test(id);
}

/**
 * Start-up: every ID number still stored in clear (a database from before the digests, or rows an
 * operator loaded) is replaced by its digest, its masked form kept beside it for the member to
 * see (/verifyInfo), and the rate-limit rows that name one are dropped.
 * Returns how many ID numbers were digested.
 */
export async function digestStoredIds(auth: AuthRepository, digest: IdDigest): Promise<number> {
  const clear = await auth.findClearGovtIds(ID_DIGEST_PREFIX);
  await auth.setGovtIds(
    clear.map((r) => ({
      clientNmbr: r.clientNmbr,
      govtId: digest(compactGovtId(r.govtId)),
      govtIdMasked: maskGovtId(r.govtId, r.govtIdType),
    })),
  );
  await auth.deleteRateLimits((await auth.findIdRateLimitKeys()).filter(namesIdInClear));
  return clear.length;
}
