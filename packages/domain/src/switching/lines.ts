import Decimal from "decimal.js";

/**
 * Part 2 §2.8: duplicate fund lines of an instruction's detail are merged into one line with
 * the summed rate. Lines are matched on invTypeNmbr; the merged line keeps the first line's
 * position and other fields. Rates are decimal text and are summed exactly ("0.1" + "0.2" =
 * "0.3"), written in plain notation. Split switch-out and switch-in lines before merging.
 */
export function mergeDuplicateLines<T extends { invTypeNmbr: number; rate: string }>(
  lines: readonly T[],
): T[] {
  const merged = new Map<number, { line: T; rate: Decimal }>();
  for (const line of lines) {
    const seen = merged.get(line.invTypeNmbr);
    if (seen) seen.rate = seen.rate.plus(line.rate);
    else merged.set(line.invTypeNmbr, { line, rate: new Decimal(line.rate) });
  }
  return [...merged.values()].map(({ line, rate }) => ({ ...line, rate: rate.toFixed() }));
}
