import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import { type IsoDate, isIsoDate } from "../time.ts";

dayjs.extend(utc);

/** Part 1 §9: the normal retirement age when no policy maximum age applies. */
export const NORMAL_RETIREMENT_AGE = 65;

/**
 * Part 1 §9 normal retirement date (YYYY-MM-DD): the birth date plus 65 years, or plus the
 * policy's maxAge for ORSO or AIIB-type accounts when maxAge is non-zero (null, 0 or a value that
 * is not a positive whole number of years falls back to 65).
 * A 29 February birth lands on 28 February in a non-leap year (dayjs' calendar addition, the same
 * as the portal's), and stays on 29 February in a leap year. Throws RangeError on a date that is
 * not a real YYYY-MM-DD date. Display (D MMM YYYY, Chinese format) is the locale formatter's job.
 */
export function normalRetirementDate(
  birthDate: IsoDate,
  opts: { isOrso: boolean; isAiibType: boolean; maxAge: number | null },
): IsoDate {
  if (!isIsoDate(birthDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${birthDate}`);
  const { maxAge } = opts;
  const usesMaxAge =
    (opts.isOrso || opts.isAiibType) && maxAge !== null && Number.isInteger(maxAge) && maxAge > 0;
  const years = usesMaxAge ? maxAge : NORMAL_RETIREMENT_AGE;
  return dayjs.utc(birthDate).add(years, "year").format("YYYY-MM-DD");
}
