import { formatNumber } from "@portal/domain";

export function isNegative(decimal: string): boolean {
  return decimal.trim().startsWith("-") && /[1-9]/.test(decimal);
}

/** "+12.34%", "-1.20%", "0.00%": the sign is written, so colour is never the only sign. */
export function signedPercent(percentage: string): string {
  const text = formatNumber(percentage);
  return isNegative(percentage) || !/[1-9]/.test(percentage) ? `${text}%` : `+${text}%`;
}
