import { defaultMonthRange, isYearMonth, monthRangeDates, type YearMonth } from "../accounts/date-range.ts";
import { hkDateOf, type IsoDate } from "../time.ts";
import type { InstructionStatus } from "./status.ts";

/**
 * The changes list of part 2 §2.8 (switching instructions): which cards a filter keeps, in which
 * order, on which page, and the page numbers the pagination offers. Pure: the page gives the
 * activities (already carrying the §4.2 status the server derived) and today's Hong Kong date.
 */

/** Part 2 §5.2 / §9: the changes list shows 10 cards a page. */
export const ACTIVITY_PAGE_SIZE = 10;

/** Part 2 §2.8: the status filter's options, in their order; the first is the default. */
export const ACTIVITY_STATUS_FILTERS = ["ALL", "BEING_PROCESSED", "PENDING"] as const;
export type ActivityStatusFilter = (typeof ACTIVITY_STATUS_FILTERS)[number];
export const DEFAULT_ACTIVITY_STATUS_FILTER: ActivityStatusFilter = "ALL";

export function isActivityStatusFilter(value: unknown): value is ActivityStatusFilter {
  return ACTIVITY_STATUS_FILTERS.some((filter) => filter === value);
}

/** What the list rules read of an activity (the contract's activity record has all of it). */
export interface ListedActivity {
  /** The displayed status (§4.2, derived by the server). */
  statusType: InstructionStatus;
  /** The effective (transaction) date, YYYY-MM-DD. */
  transHistoryEffectiveDate: IsoDate;
  /** When the instruction was received: an ISO instant. */
  activityInputdate: string;
  /** Breaks the last ties, newest (highest) first. */
  activityTableNmbr?: number;
}

/** The filter the Generate records button applies. Months are "YYYY-MM". */
export interface ActivityFilter {
  status: ActivityStatusFilter;
  from: YearMonth;
  to: YearMonth;
}

/** The §2.8 status filter: All keeps every card; the others keep that displayed status only. */
export function matchesStatusFilter(
  activity: Pick<ListedActivity, "statusType">,
  status: ActivityStatusFilter,
) {
  return status === "ALL" || activity.statusType === status;
}

/**
 * Part 2 §4.2 date filter: the instruction's input date, taken in Hong Kong, falls from the first
 * day of the from-month to the last day of the to-month (both included). An input date that is
 * not a readable instant is outside every range.
 */
export function isInputDateInRange(activityInputdate: string, from: YearMonth, to: YearMonth): boolean {
  if (!isYearMonth(from) || !isYearMonth(to)) return false;
  const ms = Date.parse(activityInputdate);
  if (Number.isNaN(ms)) return false;
  const day = hkDateOf(new Date(ms));
  const { fromDate, toDate } = monthRangeDates(from, to);
  return day >= fromDate && day <= toDate;
}

function inputMs(activity: ListedActivity): number {
  const ms = Date.parse(activity.activityInputdate);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * Part 2 §2.8: cards by effective date, newest first; on the same effective date the later input
 * first, then the higher activity number. Returns a new array.
 */
export function sortActivities<T extends ListedActivity>(activities: readonly T[]): T[] {
  return [...activities].sort((a, b) => {
    if (a.transHistoryEffectiveDate !== b.transHistoryEffectiveDate) {
      return a.transHistoryEffectiveDate < b.transHistoryEffectiveDate ? 1 : -1;
    }
    const byInput = inputMs(b) - inputMs(a);
    if (byInput !== 0) return byInput;
    return (b.activityTableNmbr ?? 0) - (a.activityTableNmbr ?? 0);
  });
}

/** The cards a filter keeps (status and input-date range), sorted newest effective date first. */
export function filterActivities<T extends ListedActivity>(
  activities: readonly T[],
  filter: ActivityFilter,
): T[] {
  return sortActivities(
    activities.filter(
      (activity) =>
        matchesStatusFilter(activity, filter.status) &&
        isInputDateInRange(activity.activityInputdate, filter.from, filter.to),
    ),
  );
}

/** How many pages `total` cards make: 0 when there are none. */
export function activityPageCount(total: number, pageSize = ACTIVITY_PAGE_SIZE): number {
  return total <= 0 ? 0 : Math.ceil(total / pageSize);
}

/** A page number brought inside 1..pageCount (1 when there are no pages or the number is not one). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page) || pageCount <= 0) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount);
}

export interface ActivityPage<T> {
  /** The cards of the page, at most pageSize. */
  items: T[];
  /** The page shown (the asked page, clamped). */
  page: number;
  pageCount: number;
  /** How many cards the filter kept, over all pages. */
  total: number;
  /** 1-based positions of the first and last card shown (0 and 0 when none). */
  first: number;
  last: number;
}

/** One page of the filtered, sorted list (§2.8, §4.2, §5.2). */
export function activityPage<T extends ListedActivity>(
  activities: readonly T[],
  filter: ActivityFilter,
  page: number,
  pageSize = ACTIVITY_PAGE_SIZE,
): ActivityPage<T> {
  const kept = filterActivities(activities, filter);
  const pageCount = activityPageCount(kept.length, pageSize);
  const shown = clampPage(page, pageCount);
  const start = (shown - 1) * pageSize;
  const items = kept.slice(start, start + pageSize);
  return {
    items,
    page: shown,
    pageCount,
    total: kept.length,
    first: items.length === 0 ? 0 : start + 1,
    last: start + items.length,
  };
}

/** A control of the pagination: a page number, or an ellipsis standing for the pages left out. */
export type PageWindowItem = number | "ellipsis-before" | "ellipsis-after";

/** The most page controls shown at once (numbers and ellipses, not counting previous and next). */
export const PAGE_WINDOW_SLOTS = 7;

/**
 * Part 2 §2.8 pagination: the page numbers near the current page, an ellipsis for the pages left
 * out, and the last page (the first page too, so the start is one click away). At most `slots`
 * controls (7 by default, at least 5), always that many once the pages outnumber them, so the
 * controls do not jump about:
 * - pages <= slots: every page;
 * - near the start: 1 2 3 4 5 … N;
 * - near the end: 1 … N-4 N-3 N-2 N-1 N;
 * - otherwise: 1 … c-1 c c+1 … N.
 * The current page is clamped to 1..pageCount; no pages gives no controls.
 */
export function pageWindow(current: number, pageCount: number, slots = PAGE_WINDOW_SLOTS): PageWindowItem[] {
  if (pageCount <= 0) return [];
  const size = Math.max(5, Math.trunc(slots));
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= size) return range(1, pageCount);
  const page = clampPage(current, pageCount);
  // A run at one end holds every slot but the ellipsis and the page at the other end.
  const run = size - 2;
  if (page <= run - 1) return [...range(1, run), "ellipsis-after", pageCount];
  if (page >= pageCount - run + 2) return [1, "ellipsis-before", ...range(pageCount - run + 1, pageCount)];
  // In the middle: the first page, an ellipsis, the pages around the current, an ellipsis, the last.
  const middle = size - 4;
  const start = page - Math.floor((middle - 1) / 2);
  return [1, "ellipsis-before", ...range(start, start + middle - 1), "ellipsis-after", pageCount];
}

/**
 * Part 2 §9 default range of the changes list: from the first day of the month six months before
 * today's month to the last day of today's month (today in Hong Kong, YYYY-MM-DD).
 */
export function defaultActivityRange(today: IsoDate): {
  from: YearMonth;
  to: YearMonth;
  fromDate: IsoDate;
  toDate: IsoDate;
} {
  const { from, to } = defaultMonthRange(today);
  return { from, to, ...monthRangeDates(from, to) };
}

/** The default filter: All statuses over the §9 default range. */
export function defaultActivityFilter(today: IsoDate): ActivityFilter {
  const { from, to } = defaultActivityRange(today);
  return { status: DEFAULT_ACTIVITY_STATUS_FILTER, from, to };
}

/**
 * Part 2 §5.2 month pickers of the changes list: the from-month cannot be after the to-month (nor
 * the to-month before the from-month). The 13- and 36-month limits of §5.2 are for contribution,
 * transaction and report ranges, not for instructions. Null when the range is fine.
 */
export function checkActivityRange(from: string, to: string): "invalid" | "fromAfterTo" | null {
  if (!isYearMonth(from) || !isYearMonth(to)) return "invalid";
  return from > to ? "fromAfterTo" : null;
}
