/** Every business rule of the specs runs on Hong Kong wall-clock time. */
export const HK_TIME_ZONE = "Asia/Hong_Kong";

/**
 * Hong Kong has kept UTC+8 all year since 1980 (its last daylight saving ended in October 1979), so
 * its wall clock is the UTC clock moved by 8 hours: no time-zone lookup. The zone database's
 * answer (through Intl) took about 0.1 ms a call in the browser, and the first call loaded the
 * zone data: 100 ms of a phone's first page (issue 17). time.test.ts holds these functions to the
 * zone database for instants from 1980 to 2100, so a change of Hong Kong's rules fails it.
 */
const HK_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An ISO calendar date, YYYY-MM-DD, with no time or zone. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a text is a real calendar date, YYYY-MM-DD (no 30 February), by the Gregorian rule on its
 * digits: no Date made (the server checks every date of every answer with it). Years 0000-0099
 * are not dates here: the date arithmetic below goes through Date.UTC, which reads them as
 * 1900-1999, and PostgreSQL has no year 0.
 */
export function isIsoDate(value: string): value is IsoDate {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = digitParts(value);
  return y >= 100 && m >= 0 && m < 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** The days of month `m` (0 = January) of year `y`, by the Gregorian leap-year rule. */
function daysInMonth(y: number, m: number): number {
  if (m !== 1) return m === 3 || m === 5 || m === 8 || m === 10 ? 30 : 31;
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
}

/** The Hong Kong calendar date of an instant. */
export function hkDateOf(instant: Date): IsoDate {
  return toIsoDate(instant.getTime() + HK_OFFSET_MS);
}

/** The Hong Kong hour (0-23) of an instant. */
export function hkHourOf(instant: Date): number {
  return new Date(instant.getTime() + HK_OFFSET_MS).getUTCHours();
}

/** The Hong Kong wall-clock time of an instant, HH:mm:ss (24-hour). */
export function hkClockTime(instant: Date): string {
  return new Date(instant.getTime() + HK_OFFSET_MS).toISOString().slice(11, 19);
}

/** The instant of a Hong Kong wall-clock time, e.g. ("2025-04-24", 16) -> 2025-04-24T08:00:00Z. */
export function hkInstant(date: IsoDate, hour = 0, minute = 0): Date {
  const [y, m, d] = utcParts(date);
  return new Date(Date.UTC(y, m, d, hour, minute) - HK_OFFSET_MS);
}

// Calendar-date arithmetic runs on plain UTC dates: it is on hot paths (30 years of dealing days).
function utcParts(date: IsoDate): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))];
}

/**
 * utcParts of a date known to be YYYY-MM-DD (ISO_DATE), read from its character codes: no text
 * sliced. Only for such dates: other text gives numbers, not NaN.
 */
function digitParts(date: IsoDate): [number, number, number] {
  const digit = (i: number) => date.charCodeAt(i) - 48;
  return [
    digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3),
    digit(5) * 10 + digit(6) - 1,
    digit(8) * 10 + digit(9),
  ];
}

function toIsoDate(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The days from 1970-01-01 to a date (negative before it), by the proleptic Gregorian calendar's
 * arithmetic on its digits: no Date and no text parsed (calendarDaysBetween runs per cash flow
 * and period on the server's gain/loss call).
 */
export function epochDay(date: IsoDate): number {
  const [y, m, d] = utcParts(date);
  // Years from 1 March, so that the leap day ends a year; 400-year eras of 146,097 days.
  const year = m < 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * ((m + 10) % 12) + 2) / 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
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
