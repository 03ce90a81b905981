import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every business rule of the specs runs on Hong Kong wall-clock time. */
export const HK_TIME_ZONE = "Asia/Hong_Kong";

/** An ISO calendar date, YYYY-MM-DD, with no time or zone. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): value is IsoDate {
  return ISO_DATE.test(value) && dayjs.utc(value).format("YYYY-MM-DD") === value;
}

/** The Hong Kong calendar date of an instant. */
export function hkDateOf(instant: Date): IsoDate {
  return dayjs(instant).tz(HK_TIME_ZONE).format("YYYY-MM-DD");
}

/** The Hong Kong hour (0-23) of an instant. */
export function hkHourOf(instant: Date): number {
  return dayjs(instant).tz(HK_TIME_ZONE).hour();
}

/** The instant of a Hong Kong wall-clock time, e.g. ("2025-04-24", 16) -> 2025-04-24T08:00:00Z. */
export function hkInstant(date: IsoDate, hour = 0, minute = 0): Date {
  return dayjs
    .tz(`${date} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`, HK_TIME_ZONE)
    .toDate();
}

// Calendar-date arithmetic runs on plain UTC dates: it is on hot paths (30 years of dealing days).
function utcParts(date: IsoDate): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))];
}

function toIsoDate(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = utcParts(date);
  return toIsoDate(Date.UTC(y, m, d + days));
}

/** Adds calendar months; the day is clamped to the target month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = utcParts(date);
  const lastDay = new Date(Date.UTC(y, m + months + 1, 0)).getUTCDate();
  return toIsoDate(Date.UTC(y, m + months, Math.min(d, lastDay)));
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  const [y, m, d] = utcParts(date);
  return new Date(Date.UTC(y, m, d)).getUTCDay();
}

export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
