import type Decimal from "decimal.js";

/**
 * Part 2 §2.4: gain/loss = account balance - net contribution; rate = gain/loss / total
 * contribution x 100, 2 decimals, "0.00" when the denominator is 0. Strings in, strings out.
 */
export function gainLoss(input: {
  accountBalance: string;
  netContribution: string;
  totalContribution: string;
}): {
  amount: string;
  percentage: string;
} {
  throw new Error(`TODO ${input.accountBalance}`);
}

export interface CashFlow {
  date: string;
  /** Positive into the fund (contribution, switch-in), negative out. */
  amount: Decimal.Value;
}

/**
 * Part 2 §2.4 personalised rate of return: the simplified time-weighted (modified Dietz) return
 * from `from` to `to`: (end - start - sum CF) / (start + sum w_i CF_i), w_i the remaining fraction
 * of days (to - d_i) / (to - from). % with 2 decimals; "0.00" when the denominator is 0.
 */
export function simplifiedTimeWeightedReturn(input: {
  from: string;
  to: string;
  startValue: Decimal.Value;
  endValue: Decimal.Value;
  flows: readonly CashFlow[];
}): string {
  throw new Error(`TODO ${input.from}`);
}
