/** A fund value as the dashboard's list and donut read it. */
export interface FundValue {
  invTypeNmbr: number;
  investmentAmt: string;
  fundPercent: string;
}

/** Holding % per fund, 2 decimals each, "0.00" for every fund when the total is 0. Keeps the input order. */
export function holdingPercentages(amounts: readonly string[]): string[] {
  throw new Error(`TODO ${amounts.length}`);
}

export type DonutSlice =
  | { kind: "fund"; invTypeNmbr: number; amount: string; percent: string }
  | { kind: "others"; amount: string; percent: string; invTypeNmbrs: number[] };

/** Part 2 §5.3/§9: funds with value > 0, largest first; at most 5 named slices plus one Others slice. */
export function donutSlices(funds: readonly FundValue[], named?: number): DonutSlice[] {
  throw new Error(`TODO ${funds.length} ${named}`);
}

export type FundSortKey = "percent" | "value";
export type SortDirection = "asc" | "desc";

/** Part 2 §2.3: only value > 0, sorted by holding % or value; ties by fund number. */
export function sortFundValues<T extends FundValue>(
  funds: readonly T[],
  key: FundSortKey,
  direction: SortDirection,
): T[] {
  throw new Error(`TODO ${funds.length} ${key} ${direction}`);
}

/** Part 2 §2.3: each click alternates; a click on another column starts descending. */
export function nextSort(
  current: { key: FundSortKey; direction: SortDirection } | null,
  clicked: FundSortKey,
): { key: FundSortKey; direction: SortDirection } {
  throw new Error(`TODO ${current?.key} ${clicked}`);
}
