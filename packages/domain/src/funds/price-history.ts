import { compareIsoDates, type IsoDate, isIsoDate } from "../time.ts";

/**
 * Part 2 §7.2: fund info details (funds/fundinfodetail, investments/priceshistory) are requested
 * with startDate / endDate in MM/DD/YYYY, from 15 Nov 1996 to today.
 */
export const PRICE_HISTORY_EARLIEST: IsoDate = "1996-11-15";

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** "02/29/2024" -> "2024-02-29"; null unless exactly MM/DD/YYYY and a real date (not 13/01/2020, 02/30/2020). */
export function parseUsDate(text: string): IsoDate | null {
  const match = US_DATE.exec(text);
  if (match === null) return null;
  const [, month, day, year] = match;
  const iso = `${year}-${month}-${day}`;
  return isIsoDate(iso) ? iso : null;
}

/** "2024-02-29" -> "02/29/2024"; a RangeError for anything but an ISO date. */
export function formatUsDate(date: IsoDate): string {
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date: ${date}`);
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

/**
 * Why a price-history date range is refused (checked in this order):
 * - "invalidDate": startDate or endDate is not a real MM/DD/YYYY date (or today not an ISO date);
 * - "fromAfterTo": startDate is after endDate;
 * - "beforeEarliest": startDate is before 11/15/1996 (PRICE_HISTORY_EARLIEST);
 * - "afterToday": endDate is after today (Hong Kong date).
 */
export type PriceHistoryRangeError = "invalidDate" | "fromAfterTo" | "beforeEarliest" | "afterToday";

/** Checks a §7.2 range given as on the wire (MM/DD/YYYY); null when valid. A one-day range is valid. */
export function validatePriceHistoryRange(
  from: string,
  to: string,
  today: IsoDate,
): PriceHistoryRangeError | null {
  const start = parseUsDate(from);
  const end = parseUsDate(to);
  if (start === null || end === null || !isIsoDate(today)) return "invalidDate";
  if (compareIsoDates(start, end) > 0) return "fromAfterTo";
  if (compareIsoDates(start, PRICE_HISTORY_EARLIEST) < 0) return "beforeEarliest";
  if (compareIsoDates(end, today) > 0) return "afterToday";
  return null;
}

/** The whole §7.2 window as query values: { startDate: "11/15/1996", endDate: today as MM/DD/YYYY }. */
export function fullPriceHistoryQuery(today: IsoDate): { startDate: string; endDate: string } {
  return { startDate: formatUsDate(PRICE_HISTORY_EARLIEST), endDate: formatUsDate(today) };
}
