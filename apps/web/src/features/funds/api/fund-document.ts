import { type FundDocumentKind, fundEndpoints, type Language } from "@portal/domain";
import { endpointUrl } from "../../../lib/api/client.ts";

/**
 * fundEndpoints.fundDocument (part 2 §2.6 Downloads): the link of a PDF the browser downloads with
 * the session cookie: the scheme's fund brochure, a fund's fact sheet or the disclaimer, in the
 * page's language.
 */
export function fundDocumentUrl(
  kind: FundDocumentKind,
  document: { productTypeNmbr: number; invTypeNmbr?: number },
  lang: Language,
): string {
  const query = { productTypeNmbr: document.productTypeNmbr, invTypeNmbr: document.invTypeNmbr, lang };
  return endpointUrl(fundEndpoints.fundDocument, { params: { kind }, query });
}
