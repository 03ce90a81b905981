import { formatFundName, type Language } from "@portal/domain";

/** A fund's name in the page's language: the Chinese legal name, else the English one formatted per §5.3. */
export function fundDisplayName(
  fund: { legalNm: string; othLegalNm?: string | null },
  language: Language,
): string {
  if (language === "zh-HK" && fund.othLegalNm?.trim()) return fund.othLegalNm;
  return formatFundName(fund.legalNm);
}

/** The Chinese text when the page is in Chinese and there is one, else the English text. */
export function localised<T extends string | null>(
  en: T,
  zh: string | null | undefined,
  language: Language,
): T | string {
  return language === "zh-HK" && zh?.trim() ? zh : en;
}
