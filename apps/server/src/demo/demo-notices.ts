import { addDays, formatLongDate, hkInstant, type IsoDate } from "@portal/domain";
import type { Executor } from "../db/database.ts";
import { t } from "../i18n/i18n.ts";
import { recordNotice } from "../modules/documents/documents.service.ts";
import { createRepositories } from "../repositories.ts";
import { PERSONAS } from "./personas.ts";
import { SCHEMES } from "./reference-data.ts";

/**
 * The scheme's e-notices each persona was sent before today, as a trustee sends them: the yearly
 * notice on service providers (two months back) and a fee change (five months back, effective a
 * month later, past the 5 business days' notice the specs require). Their PDFs are made by the
 * notice job once the server runs.
 */
export async function seedDemoNotices(db: Executor, cycleDate: IsoDate): Promise<void> {
  const repos = createRepositories(db);
  for (const persona of PERSONAS) {
    const hotline = SCHEMES.find((s) => s.code === persona.schemeCode)?.hotline ?? "";
    const feeSent = addDays(cycleDate, -150);
    const effectiveDate = addDays(feeSent, 31);
    await recordNotice(
      repos,
      persona.clientNmbr,
      {
        kind: "FEE_CHANGE",
        title: (lang) => t(lang, "notices:feeChange.subject"),
        body: (lang) =>
          t(lang, "notices:feeChange.body", { effectiveDate: formatLongDate(effectiveDate, lang), hotline }),
      },
      hkInstant(feeSent, 9),
    );
    await recordNotice(
      repos,
      persona.clientNmbr,
      {
        kind: "SCHEME_NOTICE",
        title: (lang) => t(lang, "notices:schemeNotice.subject"),
        body: (lang) => t(lang, "notices:schemeNotice.body", { hotline }),
      },
      hkInstant(addDays(cycleDate, -60), 9),
    );
  }
}
