import Decimal from "decimal.js";
import { compareIsoDates } from "../time.ts";
import { fixed } from "./decimal-text.ts";

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
  const amount = new Decimal(input.accountBalance).minus(input.netContribution);
  const denominator = new Decimal(input.totalContribution);
  const percentage = denominator.isZero() ? new Decimal(0) : amount.div(denominator).times(100);
  return { amount: fixed(amount), percentage: fixed(percentage) };
}

export interface CashFlow {
  date: string;
  /** Positive into the fund (contribution, switch-in), negative out. */
  amount: Decimal.Value;
}

const DAY_MS = 86_400_000;

/** Calendar days from `from` to `to` (ISO dates; negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Part 2 §2.4 personalised rate of return: the simplified time-weighted (modified Dietz) return
 * from `from` to `to`: (end - start - sum CF) / (start + sum w_i CF_i), w_i the remaining fraction
 * of days (to - d_i) / (to - from). % with 2 decimals; "0.00" when the denominator is 0.
 * Flows dated outside [from, to] are ignored; a period of no days (to <= from) gives "0.00".
 */
export function simplifiedTimeWeightedReturn(input: {
  from: string;
  to: string;
  startValue: Decimal.Value;
  endValue: Decimal.Value;
  flows: readonly CashFlow[];
}): string {
  const { from, to } = input;
  const periodDays = daysBetween(from, to);
  if (periodDays <= 0) return "0.00";
  let netFlow = new Decimal(0);
  let weightedFlow = new Decimal(0);
  for (const flow of input.flows) {
    if (compareIsoDates(flow.date, from) < 0 || compareIsoDates(flow.date, to) > 0) continue;
    const amount = new Decimal(flow.amount);
    netFlow = netFlow.plus(amount);
    weightedFlow = weightedFlow.plus(amount.times(daysBetween(flow.date, to)).div(periodDays));
  }
  const denominator = new Decimal(input.startValue).plus(weightedFlow);
  if (denominator.isZero()) return "0.00";
  const gain = new Decimal(input.endValue).minus(input.startValue).minus(netFlow);
  return fixed(gain.div(denominator).times(100));
}
