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
