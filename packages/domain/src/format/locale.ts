import Decimal from "decimal.js";

/** The two languages of the portal. */
export const LANGUAGES = ["en", "zh-HK"] as const;
export type Language = (typeof LANGUAGES)[number];

/** `?lang=zh` picks Chinese, any other value English (part 1 §1). */
export function languageFromQuery(lang: string | null | undefined): Language {
  return lang === "zh" ? "zh-HK" : "en";
}

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** D MMM YYYY in English ("21 Nov 2026"), YYYY年M月D日 in Chinese ("2026年11月21日"). */
export function formatLongDate(isoDate: string, language: Language): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number);
  if (!y || !m || !d) return "N/A";
  return language === "zh-HK" ? `${y}年${m}月${d}日` : `${d} ${MONTHS_EN[m - 1]} ${y}`;
}

/** DD/MM/YYYY, used by both languages. */
export function formatShortDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

export const CURRENCY_SYMBOLS: Record<string, string> = {
  HKD: "HK$",
  USD: "US$",
  AUD: "AU$",
  CNY: "CN$",
  JPY: "JP$",
};

/** Groups the integer part of a fixed-point string with commas: "1234567.50" -> "1,234,567.50". */
function groupThousands(fixed: string): string {
  const [int = "0", frac] = fixed.split(".");
  const sign = int.startsWith("-") ? "-" : "";
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return frac === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${frac}`;
}

/** Decimal amount (string or Decimal, never a float) as a fixed number with grouping. */
export function formatNumber(value: Decimal.Value, decimals = 2): string {
  return groupThousands(new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP));
}

/** "HK$1,234.56", "-US$12.30". */
export function formatMoney(value: Decimal.Value, currency: string, decimals = 2): string {
  const d = new Decimal(value);
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `;
  const text = formatNumber(d.abs(), decimals);
  return d.isNegative() && !d.isZero() ? `-${symbol}${text}` : `${symbol}${text}`;
}
