import { formatLongDate, HK_TIME_ZONE, type Language } from "@portal/domain";

const HK_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: HK_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

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
  const parts = Object.fromEntries(HK_PARTS.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const isoDate = `${parts.year}-${parts.month}-${parts.day}`;
  return { date: formatLongDate(isoDate, language), time: `${parts.hour}:${parts.minute}` };
}
