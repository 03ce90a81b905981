import Decimal from "decimal.js";

/** Money and numbers (part 2 §5.3, §9), apart from the date helpers so pages without amounts do not load decimal.js. */
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
