import { fundEndpoints, type Language } from "@portal/domain";
import { endpointUrl } from "../../../lib/api/client.ts";

/**
 * fundEndpoints.fundDocument: the link of a fund's fact-sheet PDF in the page's language, which
 * the browser downloads with the session cookie.
 */
export function factSheetPdfUrl(productTypeNmbr: number, invTypeNmbr: number, lang: Language): string {
  return endpointUrl(fundEndpoints.fundDocument, {
    params: { kind: "factsheet" },
    query: { productTypeNmbr, invTypeNmbr, lang },
  });
}
