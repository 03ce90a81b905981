import { addDays, addMonths, type IsoDate } from "../time.ts";

/**
 * How long each kind of document stays available (part 2 §5.2 and §9, part 1 §9): member benefit
 * statements 48 months, reports 24, statements and fund documents (fact sheets, the brochure, the
 * disclaimer) 24, e-notices 12. A document dated on the cut-off day is still available; the day
 * before is not.
 */
export const RETENTION_MONTHS = {
  benefitStatement: 48,
  report: 24,
  fundDocument: 24,
  notice: 12,
} as const;
export type RetainedKind = keyof typeof RETENTION_MONTHS;

/** The earliest date a document of this kind may carry and still be available on `today`. */
export function retentionCutoff(kind: RetainedKind, today: IsoDate): IsoDate {
  return addMonths(today, -RETENTION_MONTHS[kind]);
}

/** Whether a document of this kind dated `date` is available on `today` (not in the future either). */
export function isRetained(kind: RetainedKind, date: IsoDate, today: IsoDate): boolean {
  return date >= retentionCutoff(kind, today) && date <= today;
}

/** The last day a document of this kind dated `date` is kept: the purge removes it the day after. */
export function retainUntil(kind: RetainedKind, date: IsoDate): IsoDate {
  return addMonths(date, RETENTION_MONTHS[kind]);
}

/**
 * The month-ends a fund document can be had as at, newest first: each last day of a month on or
 * before `valuedTo` (the cycle date) that is still within the kind's months before `today`.
 */
export function retainedMonthEnds(kind: RetainedKind, valuedTo: IsoDate, today: IsoDate): IsoDate[] {
  const cutoff = retentionCutoff(kind, today);
  const ends: IsoDate[] = [];
  // The last day of valuedTo's month, or of the month before when that month has not ended.
  let end = addDays(`${valuedTo.slice(0, 7)}-01`, -1);
  if (addDays(valuedTo, 1).slice(8) === "01") end = valuedTo;
  while (end >= cutoff) {
    ends.push(end);
    end = addDays(`${end.slice(0, 7)}-01`, -1);
  }
  return ends;
}
