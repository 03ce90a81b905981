/** The two languages of the portal. */
export const LANGUAGES = ["en", "zh-HK"] as const;
export type Language = (typeof LANGUAGES)[number];

/** `?lang=zh` picks Chinese, any other value English (part 1 §1). */
export function languageFromQuery(lang: string | null | undefined): Language {
  return lang === "zh" ? "zh-HK" : "en";
}

/**
 * A label before its value: "Currency: " in English, "貨幣：" in Chinese (a full-width colon, no
 * space), wherever a page writes a label and a colon itself.
 */
export function labelPrefix(label: string, language: Language): string {
  return language === "zh-HK" ? `${label}：` : `${label}: `;
}

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** D MMM YYYY in English ("21 Nov 2026"), YYYY年M月D日 in Chinese ("2026年11月21日"). */
export function formatLongDate(isoDate: string, language: Language): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number);
  if (!y || !m || !d) return "N/A";
  return language === "zh-HK" ? `${y}年${m}月${d}日` : `${d} ${MONTHS_EN[m - 1]} ${y}`;
}

const MONTH_NAMES_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A month: "October 2026" in English, "2026年10月" in Chinese (the day of the date is left out). */
export function formatMonth(isoDate: string, language: Language): string {
  const [y, m] = isoDate.slice(0, 7).split("-").map(Number);
  if (!y || !m || m > 12) return "N/A";
  return language === "zh-HK" ? `${y}年${m}月` : `${MONTH_NAMES_EN[m - 1]} ${y}`;
}

/** DD/MM/YYYY, used by both languages. */
export function formatShortDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}
