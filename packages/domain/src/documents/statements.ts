import { addDays, type IsoDate } from "../time.ts";
import { retentionCutoff } from "./retention.ts";

/**
 * The annual benefit statement (DOMAIN.md): one per MPF scheme year, which ends on 31 March. It is
 * issued within three months of the year's end; the portal makes it from the member's own data
 * once the dealing cycle has valued the last day of the period.
 */
export interface StatementPeriod {
  /** The year the period ends in: "2025/26" ends on 31 March 2026. */
  schemeYear: string;
  /** The first day: 1 April, or the day the account started if later. */
  from: IsoDate;
  /** 31 March. */
  to: IsoDate;
}

/** The scheme year a date falls in, named by its end: 2026-03-31 and 2025-04-01 are both "2025/26". */
export function schemeYearOf(date: IsoDate): { start: IsoDate; end: IsoDate; label: string } {
  const year = Number(date.slice(0, 4));
  const endYear = date.slice(5) <= "03-31" ? year : year + 1;
  return {
    start: `${endYear - 1}-04-01`,
    end: `${endYear}-03-31`,
    label: `${endYear - 1}/${String(endYear % 100).padStart(2, "0")}`,
  };
}

/**
 * The benefit statements an account has, newest first: every scheme year that ended on or before
 * `valuedTo` (the cycle date: the last day with prices), that the account was open in (from its
 * start), and whose end is within the 48 months before `today`. The first period starts on the
 * account's start date when that is inside the year; for an account that has ended, the years
 * after the one it ended in have none, and the last period ends on the day it ended.
 */
export function benefitStatementPeriods(
  accountStart: IsoDate,
  valuedTo: IsoDate,
  today: IsoDate,
  accountEnd: IsoDate | null = null,
): StatementPeriod[] {
  const periods: StatementPeriod[] = [];
  let year = schemeYearOf(valuedTo);
  // The year under way has no statement yet; one ending before the 48 months is no longer available.
  const cutoff = retentionCutoff("benefitStatement", today);
  while (year.end >= accountStart && year.end >= cutoff) {
    if (year.end <= valuedTo && (accountEnd === null || year.start <= accountEnd))
      periods.push({
        schemeYear: year.label,
        from: accountStart > year.start ? accountStart : year.start,
        to: accountEnd !== null && accountEnd < year.end ? accountEnd : year.end,
      });
    year = schemeYearOf(addDays(year.start, -1));
  }
  return periods;
}
