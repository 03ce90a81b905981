import Holidays from "date-holidays";
import { addDays, type IsoDate, weekdayOf } from "./time.ts";

/**
 * Hong Kong dealing days: unit prices are struck on every Hong Kong business day,
 * so Saturdays, Sundays and Hong Kong public holidays are not dealing days.
 */
const hk = new Holidays("HK");
const holidaysByYear = new Map<number, Set<IsoDate>>();

function publicHolidays(year: number): Set<IsoDate> {
  let set = holidaysByYear.get(year);
  if (!set) {
    set = new Set(
      hk
        .getHolidays(year)
        .filter((h) => h.type === "public")
        .map((h) => h.date.slice(0, 10)),
    );
    holidaysByYear.set(year, set);
  }
  return set;
}

export function isHkPublicHoliday(date: IsoDate): boolean {
  return publicHolidays(Number(date.slice(0, 4))).has(date);
}

export function isDealingDay(date: IsoDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !isHkPublicHoliday(date);
}

/** The first dealing day strictly after `date`. */
export function nextDealingDay(date: IsoDate): IsoDate {
  let d = addDays(date, 1);
  while (!isDealingDay(d)) d = addDays(d, 1);
  return d;
}

/** The last dealing day strictly before `date`. */
export function previousDealingDay(date: IsoDate): IsoDate {
  let d = addDays(date, -1);
  while (!isDealingDay(d)) d = addDays(d, -1);
  return d;
}

/** `date` itself when it is a dealing day, else the next one. */
export function onOrAfterDealingDay(date: IsoDate): IsoDate {
  return isDealingDay(date) ? date : nextDealingDay(date);
}

/** Every dealing day from `from` to `to`, both included. */
export function dealingDaysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (isDealingDay(d)) days.push(d);
  }
  return days;
}
