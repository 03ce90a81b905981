import { isDealingDay, nextDealingDay } from "../dealing-days.ts";
import { compareIsoDates, hkDateOf, hkHourOf, type IsoDate } from "../time.ts";

/** Part 2 §9: the cut-off hour (Hong Kong) when the server gives none. */
export const DEFAULT_CUT_OFF_HOURS = 16;

/** The cut-off hour as a Hong Kong clock time: 16 -> "16:00". */
export function cutOffClockTime(cutOffHours: number): string {
  return `${String(cutOffHours).padStart(2, "0")}:00`;
}

/** True when `now` is at or after `cutOffHours`:00 Hong Kong time on its Hong Kong date (always true for 0). */
export function isAtOrAfterCutOff(now: Date, cutOffHours: number = DEFAULT_CUT_OFF_HOURS): boolean {
  return hkHourOf(now) >= cutOffHours;
}

/**
 * Part 2 §4.4 and DOMAIN.md: an instruction received before the cut-off on a dealing day deals
 * that day; one received at or after the cut-off, or on a Saturday, Sunday or HK public holiday,
 * deals on the next dealing day. With cut-off 0 nothing is before the cut-off, so every
 * instruction goes to the next dealing day.
 */
export function expectedDealingDate(receivedAt: Date, cutOffHours: number = DEFAULT_CUT_OFF_HOURS): IsoDate {
  const date = hkDateOf(receivedAt);
  if (isDealingDay(date) && !isAtOrAfterCutOff(receivedAt, cutOffHours)) return date;
  return nextDealingDay(date);
}

/**
 * The dealing day an instruction received now is written for: expectedDealingDate, unless the
 * dealing cycle has already settled that day (the WEB cycle date is on or after it, as when an
 * operator ran the cycle early): then the first dealing day after the WEB cycle date, so that no
 * instruction is ever dated to a day whose prices it was not dealt at.
 */
export function dealingDateFor(receivedAt: Date, cutOffHours: number, webCycleDate: IsoDate): IsoDate {
  const expected = expectedDealingDate(receivedAt, cutOffHours);
  return compareIsoDates(expected, webCycleDate) > 0 ? expected : nextDealingDay(webCycleDate);
}
