/**
 * The Default Investment Strategy's de-risking (DOMAIN.md; the DIS De-risking Table of the MPF
 * Schemes Ordinance, Cap. 485, as the MPFA publishes it): below 50 everything is in the Core
 * Accumulation Fund (CAF); from 50 the CAF share falls by 1/15 each year, rounded to one decimal
 * (93.3, 86.7, 80.0, ...), the rest in the Age 65 Plus Fund (A65F); from 64 everything is in the
 * A65F. Trustees apply the new mix once a year, on (or soon after) the member's birthday.
 * Percentages are decimal text; each row totals exactly 100.
 *
 * Not the Lifestyle Strategy glide path of part 2 §9 (60/40 equity/bond to 20/80 at 65), which
 * is a different product.
 */

export interface DisMix {
  /** Percent of the DIS investments in the Core Accumulation Fund, e.g. "93.3". */
  coreAccumulation: string;
  /** Percent in the Age 65 Plus Fund, e.g. "6.7". */
  age65Plus: string;
}

/** First and last age of the de-risking years. */
export const DIS_DE_RISKING_FROM_AGE = 50;
export const DIS_ALL_AGE_65_PLUS_FROM_AGE = 64;

/** The statutory table, ages 50 to 64 (index 0 is age 50). */
export const DIS_DE_RISKING_TABLE: readonly DisMix[] = [
  { coreAccumulation: "93.3", age65Plus: "6.7" }, // 50
  { coreAccumulation: "86.7", age65Plus: "13.3" }, // 51
  { coreAccumulation: "80.0", age65Plus: "20.0" }, // 52
  { coreAccumulation: "73.3", age65Plus: "26.7" }, // 53
  { coreAccumulation: "66.7", age65Plus: "33.3" }, // 54
  { coreAccumulation: "60.0", age65Plus: "40.0" }, // 55
  { coreAccumulation: "53.3", age65Plus: "46.7" }, // 56
  { coreAccumulation: "46.7", age65Plus: "53.3" }, // 57
  { coreAccumulation: "40.0", age65Plus: "60.0" }, // 58
  { coreAccumulation: "33.3", age65Plus: "66.7" }, // 59
  { coreAccumulation: "26.7", age65Plus: "73.3" }, // 60
  { coreAccumulation: "20.0", age65Plus: "80.0" }, // 61
  { coreAccumulation: "13.3", age65Plus: "86.7" }, // 62
  { coreAccumulation: "6.7", age65Plus: "93.3" }, // 63
  { coreAccumulation: "0.0", age65Plus: "100.0" }, // 64
];

const ALL_CORE: DisMix = { coreAccumulation: "100.0", age65Plus: "0.0" };

/** The DIS mix for a member of `age` whole years (RangeError unless a whole number >= 0). */
export function disMix(age: number): DisMix {
  if (!Number.isInteger(age) || age < 0) throw new RangeError(`Not an age: ${age}`);
  if (age < DIS_DE_RISKING_FROM_AGE) return ALL_CORE;
  const last = DIS_ALL_AGE_65_PLUS_FROM_AGE - DIS_DE_RISKING_FROM_AGE;
  return DIS_DE_RISKING_TABLE[Math.min(age - DIS_DE_RISKING_FROM_AGE, last)] as DisMix;
}
