import { type FundDocumentKind, fundEndpoints, type Language } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { saveBlob } from "../../../lib/download.ts";

export interface FundDocumentDownload {
  kind: FundDocumentKind;
  productTypeNmbr: number;
  /** The fund of a fact sheet. */
  invTypeNmbr?: number;
  /** A fact sheet as at this month-end (one of the list's asOfDates). */
  asOfDate?: string;
  lang: Language;
}

/**
 * fundEndpoints.fundDocument (part 2 §2.6, §2.9): the scheme brochure, the disclaimer, or a fund's
 * fact sheet as at a month-end of the last 24 months, made as a PDF when asked.
 */
export function fetchFundDocument({ kind, ...query }: FundDocumentDownload): Promise<Blob> {
  return call(fundEndpoints.fundDocument, { params: { kind }, query });
}

function fileName({ kind, productTypeNmbr, invTypeNmbr, asOfDate, lang }: FundDocumentDownload): string {
  const parts = [
    kind === "factsheet" ? "fund-fact-sheet" : kind,
    invTypeNmbr ?? productTypeNmbr,
    asOfDate,
    lang,
  ];
  return `${parts.filter((part) => part !== undefined).join("-")}.pdf`;
}

/** Downloads one fund document and saves it as a file. */
export function useDownloadFundDocument() {
  return useMutation({
    mutationFn: async (document: FundDocumentDownload) => {
      saveBlob(await fetchFundDocument(document), fileName(document));
    },
  });
}
