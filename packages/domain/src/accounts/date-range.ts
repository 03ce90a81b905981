import { addDays, addMonths, isIsoDate } from "../time.ts";

/** Months are "YYYY-MM". */
export type YearMonth = string;

export type MonthRangeError = "fromAfterTo" | "tooLong" | "outOfWindow" | "invalid";

/** Part 2 §5.2 / §9: at most 13 months at once (from and to inclusive), within the previous 36 months of `today`. */
export const MAX_RANGE_MONTHS = 13;
export const HISTORY_MONTHS = 36;
/** Part 2 §9: the default range starts this many months before today's month. */
export const DEFAULT_RANGE_MONTHS_BACK = 6;

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isYearMonth(value: string): value is YearMonth {
  return YEAR_MONTH.test(value);
}

/** Months since year 0, to compare and count months. */
function monthIndex(month: YearMonth): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function monthOfDate(date: string): YearMonth {
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date: ${date}`);
  return date.slice(0, 7);
}

function shiftMonth(month: YearMonth, months: number): YearMonth {
  return addMonths(`${month}-01`, months).slice(0, 7);
}

/**
 * Checks a month range against §5.2: null when valid. The window: the from-month is not earlier
 * than 36 months before today's month, and the to-month not later than today's month.
 * The checks run in this order: "invalid" (a malformed month or today), "fromAfterTo",
 * "outOfWindow" (from before earliestHistoryMonth(today), or to after today's month), "tooLong"
 * (more than 13 months counting both ends).
 */
export function checkMonthRange(from: YearMonth, to: YearMonth, today: string): MonthRangeError | null {
  if (!isYearMonth(from) || !isYearMonth(to) || !isIsoDate(today)) return "invalid";
  const start = monthIndex(from);
  const end = monthIndex(to);
  if (start > end) return "fromAfterTo";
  if (start < monthIndex(earliestHistoryMonth(today)) || end > monthIndex(monthOfDate(today))) {
    return "outOfWindow";
  }
  if (end - start + 1 > MAX_RANGE_MONTHS) return "tooLong";
  return null;
}

/** First day of the from-month and last day of the to-month (choosing the to-month moves to its last day). */
export function monthRangeDates(from: YearMonth, to: YearMonth): { fromDate: string; toDate: string } {
  if (!isYearMonth(from) || !isYearMonth(to)) throw new RangeError(`Not a month range: ${from} ${to}`);
  return { fromDate: `${from}-01`, toDate: addDays(addMonths(`${to}-01`, 1), -1) };
}

/** Part 2 §9 default: from the month six months before today's month to today's month. */
export function defaultMonthRange(today: string): { from: YearMonth; to: YearMonth } {
  const month = monthOfDate(today);
  return { from: shiftMonth(month, -DEFAULT_RANGE_MONTHS_BACK), to: month };
}

/** The earliest month a picker offers (36 months back, inclusive of today's month as month 1): today's month - 35. */
export function earliestHistoryMonth(today: string): YearMonth {
  return shiftMonth(monthOfDate(today), -(HISTORY_MONTHS - 1));
}
