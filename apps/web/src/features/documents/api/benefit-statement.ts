import { documentEndpoints, type Language } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { saveBlob } from "../../../lib/download.ts";
import { useSession } from "../../../lib/session-store.ts";

export interface StatementDownload {
  /** The period's last day (31 March). */
  periodTo: string;
  /** "2025/26", for the file's name. */
  schemeYear: string;
  lang: Language;
}

/** documentEndpoints.benefitStatement (part 2 §2.9): one annual benefit statement as a PDF. */
export function fetchBenefitStatement(
  clntRltnshpNmbr: number,
  { periodTo, lang }: Pick<StatementDownload, "periodTo" | "lang">,
): Promise<Blob> {
  return call(documentEndpoints.benefitStatement, { query: { clntRltnshpNmbr, periodTo, lang } });
}

/** Downloads one of the chosen account's benefit statements and saves it as a file. */
export function useDownloadStatement() {
  const { account } = useSession();
  return useMutation({
    mutationFn: async (statement: StatementDownload) => {
      const blob = await fetchBenefitStatement(account?.clntRltnshpNmbr ?? 0, statement);
      saveBlob(blob, `benefit-statement-${statement.schemeYear.replace("/", "-")}-${statement.lang}.pdf`);
    },
  });
}
