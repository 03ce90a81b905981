import { compareIsoDates, hkHourOf, type IsoDate } from "../time.ts";
import { DEFAULT_CUT_OFF_HOURS } from "./dealing.ts";

/** Part 2 §3.6: the statuses of a switching instruction ("All" is only a filter option). */
export type InstructionStatus = "PENDING" | "BEING_PROCESSED" | "COMPLETED" | "CANCELLED" | "FAILED";

/** Part 2 §4.2: the activity status names the changes list keeps (compared case-insensitively). */
export const KEPT_ACTIVITY_STATUSES = [
  "pending for nightly batch",
  "pending to be processed",
  "pending approval",
  "pending for checking",
  "waiting for investment price",
  "waiting for nightly batch",
  "in progress",
  "ready to be processed",
  "moved to be processed",
] as const;

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Part 2 §4.2: whether the changes list keeps an activity (its other statuses are dropped). */
export function isKeptActivityStatus(activityStatusName: string): boolean {
  return (KEPT_ACTIVITY_STATUSES as readonly string[]).includes(normaliseName(activityStatusName));
}

export interface StatusInput {
  /** activityStatusname / actyStatusNm */
  activityStatusName: string;
  /** The effective (transaction) date, trnsHstEfctvDt, as an ISO date. */
  effectiveDate: IsoDate;
  /** A future-contribution allocation change rather than a fund switch. */
  futureAllocation?: boolean;
}

/**
 * Part 2 §4.2, the displayed status of an activity; null when the list drops it.
 * - Future-allocation changes: always COMPLETED.
 * - Activities whose status name is not kept: null.
 * - Effective date after the web cycle date: PENDING.
 * - Effective date equal to the cycle date and the Hong Kong hour of `now` before the cut-off
 *   hour: PENDING; with cut-off 0 only strictly later dates are PENDING.
 * - Otherwise BEING_PROCESSED.
 * The rule looks only at dates and the HK hour, not at dealing days: on a holiday the cycle
 * date simply has not moved on.
 */
export function instructionStatus(
  activity: StatusInput,
  cycleDate: IsoDate,
  now: Date,
  cutOffHours: number = DEFAULT_CUT_OFF_HOURS,
): InstructionStatus | null {
  if (activity.futureAllocation) return "COMPLETED";
  if (!isKeptActivityStatus(activity.activityStatusName)) return null;
  const order = compareIsoDates(activity.effectiveDate, cycleDate);
  if (order > 0) return "PENDING";
  if (order === 0 && cutOffHours !== 0 && hkHourOf(now) < cutOffHours) return "PENDING";
  return "BEING_PROCESSED";
}
