import { formatLongDate, hkClockTime, hkDateOf, type Language } from "@portal/domain";

/**
 * An instant (ISO string) as Hong Kong wall-clock date and time, the date in the language's long
 * form ("27 Feb 2026" / "2026年2月27日") and the time as HH:mm; null for a missing or bad instant.
 */
export function hkDateTime(
  instant: string | null | undefined,
  language: Language,
): { date: string; time: string } | null {
  if (!instant) return null;
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return null;
  const at = new Date(ms);
  return { date: formatLongDate(hkDateOf(at), language), time: hkClockTime(at).slice(0, 5) };
}
