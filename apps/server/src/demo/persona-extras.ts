import type { Executor } from "../db/database.ts";
import { createSeedRepository } from "./seed.repository.ts";

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
export async function seedPersonaExtras(db: Executor): Promise<void> {
  const repo = createSeedRepository(db);
  if (await repo.policyExists(NARRATIVE_107_POLICY)) return;
  await repo.markContractMerged(MERGED_CONTRACT);
  await repo.insertContractAttributes([
    {
      contractNmbr: MERGED_CONTRACT,
      cstmAttrCd: 287,
      cstmAttrNm: "MERGER",
      cstmAttrTxt: "Merged from Harbour MPF Scheme Series 600 (contract 600231)",
      cstmAttrTxtZh: "由港灣強積金計劃600系列（合約編號600231）合併",
      efctvDt: "2020-12-01",
    },
    {
      contractNmbr: MERGED_CONTRACT,
      cstmAttrCd: 218,
      cstmAttrNm: "MERGER SCHEME",
      cstmAttrTxt: "Harbour MPF Scheme Series 600",
      cstmAttrTxtZh: "港灣強積金計劃600系列",
      efctvDt: "2020-12-01",
    },
  ]);
  await repo.insertPolicy({
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
