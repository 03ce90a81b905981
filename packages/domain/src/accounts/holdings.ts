import Decimal from "decimal.js";
import { aligned, divideRounded, fixed, scaledAmount, scaledText, sum } from "../decimal-text.ts";

/** A fund value as the dashboard's list and donut read it. */
export interface FundValue {
  invTypeNmbr: number;
  investmentAmt: string;
  fundPercent: string;
}

/**
 * Holding % per fund, 2 decimals each (amount / total x 100, rounded half-up once, exactly), "0.00"
 * for every fund when the total is 0. Keeps the input order.
 */
export function holdingPercentages(amounts: readonly string[]): string[] {
  const digits = aligned(amounts.map(scaledAmount)).map((a) => a.digits);
  const total = digits.reduce((a, b) => a + b, 0n);
  if (total === 0n) return amounts.map(() => "0.00");
  return digits.map((d) => scaledText(divideRounded(d * 10_000n, total), 2));
}

/**
 * The holdings' total row: the whole account is 100.00% (0.00 when it holds nothing), not the sum
 * of the funds' rounded percentages, which can read 99.99 or 100.01.
 */
export function holdingsTotalPercent(total: Decimal.Value): string {
  return new Decimal(total).isZero() ? "0.00" : "100.00";
}

export type DonutSlice =
  | { kind: "fund"; invTypeNmbr: number; amount: string; percent: string }
  | { kind: "others"; amount: string; percent: string; invTypeNmbrs: number[] };

/** Part 2 §9: five named pie entries plus Others. */
export const DONUT_NAMED_SLICES = 5;

function byAmountDesc(a: FundValue, b: FundValue): number {
  return new Decimal(b.investmentAmt).comparedTo(a.investmentAmt) || a.invTypeNmbr - b.invTypeNmbr;
}

/**
 * Part 2 §5.3/§9: funds with value > 0, largest first; at most 5 named slices plus one Others slice.
 * Ties in value go by fund number ascending. A named slice's percent is its fundPercent; the Others
 * slice (only when more than `named` funds hold value) sums the rest's amounts and fundPercents.
 */
export function donutSlices(funds: readonly FundValue[], named: number = DONUT_NAMED_SLICES): DonutSlice[] {
  const held = funds.filter((fund) => new Decimal(fund.investmentAmt).greaterThan(0)).sort(byAmountDesc);
  const slices: DonutSlice[] = held.slice(0, named).map((fund) => ({
    kind: "fund",
    invTypeNmbr: fund.invTypeNmbr,
    amount: fixed(fund.investmentAmt),
    percent: fixed(fund.fundPercent),
  }));
  const rest = held.slice(named);
  if (rest.length > 0) {
    slices.push({
      kind: "others",
      amount: fixed(sum(rest.map((fund) => fund.investmentAmt))),
      percent: fixed(sum(rest.map((fund) => fund.fundPercent))),
      invTypeNmbrs: rest.map((fund) => fund.invTypeNmbr),
    });
  }
  return slices;
}

export type FundSortKey = "percent" | "value";
export type SortDirection = "asc" | "desc";

/**
 * Part 2 §2.3: only value > 0, sorted by holding % or value; ties by fund number.
 * Ties always go by fund number ascending, whatever the direction.
 */
export function sortFundValues<T extends FundValue>(
  funds: readonly T[],
  key: FundSortKey,
  direction: SortDirection,
): T[] {
  const field = key === "percent" ? "fundPercent" : "investmentAmt";
  const sign = direction === "asc" ? 1 : -1;
  return funds
    .filter((fund) => new Decimal(fund.investmentAmt).greaterThan(0))
    .sort((a, b) => sign * new Decimal(a[field]).comparedTo(b[field]) || a.invTypeNmbr - b.invTypeNmbr);
}

/** Part 2 §2.3: each click alternates; a click on another column starts descending. */
export function nextSort(
  current: { key: FundSortKey; direction: SortDirection } | null,
  clicked: FundSortKey,
): { key: FundSortKey; direction: SortDirection } {
  if (current === null || current.key !== clicked) return { key: clicked, direction: "desc" };
  return { key: clicked, direction: current.direction === "desc" ? "asc" : "desc" };
}
