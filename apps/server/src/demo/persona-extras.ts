import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { contractAttributes, contracts, policies } from "../db/schema.ts";

/**
 * P8's old employee account, reported with narrative type 107: in the policy list, never in the
 * filtered list (§5.3), so P8 still has one valid account and skips the selection.
 */
export const NARRATIVE_107_POLICY = 59_000_001;
/** P1's employee contract was merged into Series 800: merger attributes and remarks (§2.3, §3.4). */
export const MERGED_CONTRACT = 100_231;

/**
 * Demo rows the persona plans cannot express: merger attributes on P1's employee contract and a
 * policy with narrative type 107 for P8. Idempotent; runs after the personas are inserted.
 */
export async function seedPersonaExtras(db: Db): Promise<void> {
  const [done] = await db
    .select({ n: policies.clntRltnshpNmbr })
    .from(policies)
    .where(eq(policies.clntRltnshpNmbr, NARRATIVE_107_POLICY));
  if (done) return;
  await db.update(contracts).set({ isMerged: true }).where(eq(contracts.contractNmbr, MERGED_CONTRACT));
  await db.insert(contractAttributes).values([
    {
      contractNmbr: MERGED_CONTRACT,
      cstmAttrCd: 287,
      cstmAttrNm: "MERGER",
      cstmAttrTxt: "Merged from Harbour MPF Scheme Series 600 (contract 600231)",
      efctvDt: "2020-12-01",
    },
    {
      contractNmbr: MERGED_CONTRACT,
      cstmAttrCd: 218,
      cstmAttrNm: "MERGER SCHEME",
      cstmAttrTxt: "Harbour MPF Scheme Series 600",
      efctvDt: "2020-12-01",
    },
  ]);
  await db.insert(policies).values({
    clntRltnshpNmbr: NARRATIVE_107_POLICY,
    clientNmbr: 1_000_008,
    contractNmbr: 100_232,
    accountTypeCode: "EE",
    memberClassNmbr: 301,
    policyNumber: `MF${NARRATIVE_107_POLICY}`,
    narrativeTypeNmbr: 107,
    effectiveDate: "2005-03-01",
    terminationDate: "2009-12-31",
    joinedPlanDate: "2005-03-01",
    joinedSchemeDate: "2005-03-01",
    employmentDate: "2005-03-01",
    businessUnitNmbr: 1,
  });
}
