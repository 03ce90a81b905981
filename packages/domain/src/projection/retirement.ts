import { addMonths, compareIsoDates, type IsoDate, isIsoDate } from "../time.ts";

/**
 * A member's age in whole years on `date`: the number of birthdays passed, a birthday counting
 * on its own date. A 29 February birthday falls on 28 February in a non-leap year, the same
 * calendar addition as the normal retirement date of part 1 §9 (normalRetirementDate, which
 * gives the date this age reaches 65, or the policy's maxAge). 0 before the first birthday;
 * negative never (a date before the birth date is a RangeError, as is a non-ISO date).
 */
export function ageOn(birthDate: IsoDate, date: IsoDate): number {
  if (!isIsoDate(birthDate) || !isIsoDate(date)) throw new RangeError(`Not ISO dates: ${birthDate} ${date}`);
  if (compareIsoDates(date, birthDate) < 0)
    throw new RangeError(`${date} is before the birth date ${birthDate}`);
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return compareIsoDates(addMonths(birthDate, 12 * years), date) > 0 ? years - 1 : years;
}
