/**
 * Part 2 §4.4: percent allocations are normalised to sum 100 by adjusting the largest entry.
 * Entries are first rounded half-up to whole numbers; the difference to 100 then goes to the
 * largest entry. Ties: the first largest in input order is adjusted. Input order is kept.
 * An empty list, or one whose entries are all 0, is returned (rounded) unchanged: there is no
 * share to scale. Throws a RangeError for a negative entry or when the adjustment would take
 * the largest entry below 0 (e.g. [60, 60, 60]: 180 -> the largest would be 60 - 80 = -20).
 */
export function normaliseTo100(percents: readonly number[]): number[];
export function normaliseTo100<T extends { id: string | number; percent: number }>(
  entries: readonly T[],
): T[];
export function normaliseTo100(
  input: readonly number[] | readonly { id: string | number; percent: number }[],
): unknown[] {
  const numbers = input.every((entry) => typeof entry === "number");
  const values = (
    numbers ? (input as readonly number[]) : input.map((entry) => (entry as { percent: number }).percent)
  ).map((value) => {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a percentage: ${value}`);
    return Math.round(value);
  });
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total !== 0 && total !== 100) {
    // the first largest: indexOf finds the lowest index among ties
    const largest = values.indexOf(Math.max(...values));
    const adjusted = (values[largest] ?? 0) + 100 - total;
    if (adjusted < 0) throw new RangeError(`Cannot normalise ${total}% to 100% by the largest entry`);
    values[largest] = adjusted;
  }
  if (numbers) return values;
  return input.map((entry, i) => ({ ...(entry as object), percent: values[i] ?? 0 }));
}

/**
 * 100% spread over `count` funds in whole percentages: each entry is 100 / count rounded down or
 * up, so no two differ by more than 1, the larger ones first, summing to exactly 100 (3 funds: 34,
 * 33, 33; 19 funds: five of 6 and fourteen of 5). Up to the 19-fund limit (§9) every entry is at
 * least the 5% minimum (§5.1). Empty for 0; a RangeError for a count that is not a whole number
 * from 0 to 100.
 */
export function spreadEvenly(count: number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > 100) {
    throw new RangeError(`Cannot spread 100% over ${count} funds`);
  }
  if (count === 0) return [];
  const base = Math.floor(100 / count);
  const larger = 100 - base * count;
  return Array.from({ length: count }, (_, i) => (i < larger ? base + 1 : base));
}

/** Full-width digits (U+FF10 to U+FF19) and the full-width full stop, minus and spaces, to ASCII. */
const FULL_WIDTH = /[\uFF10-\uFF19\uFF0E\uFF0D\u3000]/g;

/**
 * What a member types with a Chinese input method (full-width "５０", "１２．５", an ideographic
 * space) as the ASCII text the percentage rules read ("50", "12.5", " "). Anything else is left
 * as it is, so the validators still refuse what is not a whole number.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(FULL_WIDTH, (char) => {
    if (char === "\u3000") return " ";
    if (char === "\uFF0E") return ".";
    if (char === "\uFF0D") return "-";
    return String.fromCharCode(char.charCodeAt(0) - 0xfee0);
  });
}
