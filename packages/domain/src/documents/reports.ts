import {
  checkMonthRange,
  HISTORY_MONTHS,
  type MonthRangeError,
  monthRangeDates,
  type YearMonth,
} from "../accounts/date-range.ts";
import { addMonths, type IsoDate, isIsoDate } from "../time.ts";

/**
 * Reports a member generates (part 2 §2.9, §5.2): a transaction or contribution statement over a
 * month range (at most 13 months, within the previous 36, from not after to), or an account
 * balance statement as at one day of the previous 36 months. Made in the background as a PDF or a
 * CSV, in English or Chinese; kept 24 months.
 */
export const REPORT_TYPES = ["TRANSACTION", "CONTRIBUTION", "BALANCE"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ["PDF", "CSV"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_STATUSES = ["PROCESSING", "READY", "FAILED"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Part 2 §2.9: a change request shows in reports two days after it is made. */
export const REPORT_UPDATE_DAYS = 2;

export type ReportRequest =
  | { reportType: "TRANSACTION" | "CONTRIBUTION"; fromMonth: YearMonth; toMonth: YearMonth }
  | { reportType: "BALANCE"; asAtDate: IsoDate };

/**
 * The period a report covers, or the §5.2 rule it breaks. A month range runs from the first day of
 * the from-month to the last day of the to-month (or today, if earlier); a balance statement's
 * day is within the previous 36 months (today's month counted) and not after today.
 */
export function reportPeriod(
  request: ReportRequest,
  today: IsoDate,
): { fromDate: IsoDate; toDate: IsoDate } | { error: MonthRangeError } {
  if (request.reportType === "BALANCE") {
    const day = request.asAtDate;
    if (!isIsoDate(day) || !isIsoDate(today)) return { error: "invalid" };
    const earliest = `${addMonths(today, -(HISTORY_MONTHS - 1)).slice(0, 7)}-01`;
    if (day < earliest || day > today) return { error: "outOfWindow" };
    return { fromDate: day, toDate: day };
  }
  const error = checkMonthRange(request.fromMonth, request.toMonth, today);
  if (error) return { error };
  const { fromDate, toDate } = monthRangeDates(request.fromMonth, request.toMonth);
  return { fromDate, toDate: toDate > today ? today : toDate };
}
