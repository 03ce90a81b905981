/** Months are "YYYY-MM". */
export type YearMonth = string;

export type MonthRangeError = "fromAfterTo" | "tooLong" | "outOfWindow" | "invalid";

/** Part 2 §5.2 / §9: at most 13 months at once (from and to inclusive), within the previous 36 months of `today`. */
export const MAX_RANGE_MONTHS = 13;
export const HISTORY_MONTHS = 36;

/**
 * Checks a month range against §5.2: null when valid. The window: the from-month is not earlier
 * than 36 months before today's month, and the to-month not later than today's month.
 */
export function checkMonthRange(from: YearMonth, to: YearMonth, today: string): MonthRangeError | null {
  throw new Error(`TODO ${from} ${to} ${today}`);
}

/** First day of the from-month and last day of the to-month (choosing the to-month moves to its last day). */
export function monthRangeDates(from: YearMonth, to: YearMonth): { fromDate: string; toDate: string } {
  throw new Error(`TODO ${from} ${to}`);
}

/** Part 2 §9 default: from the month six months before today's month to today's month. */
export function defaultMonthRange(today: string): { from: YearMonth; to: YearMonth } {
  throw new Error(`TODO ${today}`);
}

/** The earliest month a picker offers (36 months back, inclusive of today's month as month 1). */
export function earliestHistoryMonth(today: string): YearMonth {
  throw new Error(`TODO ${today}`);
}
