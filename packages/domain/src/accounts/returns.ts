import type Decimal from "decimal.js";
import {
  aligned,
  divideRounded,
  powerOfTen,
  roundScaled,
  scaledAmount,
  scaledText,
} from "../decimal-text.ts";
import { calendarDaysBetween } from "../funds/periods.ts";
import { addMonths, compareIsoDates, epochDay } from "../time.ts";

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
  const [balance, net, total] = aligned([
    scaledAmount(input.accountBalance),
    scaledAmount(input.netContribution),
    scaledAmount(input.totalContribution),
  ]);
  const amount = balance.digits - net.digits;
  return {
    amount: scaledText(roundScaled(amount, balance.places, 2), 2),
    percentage: percentOf(amount, total.digits),
  };
}

/** numerator / denominator x 100, 2 decimals rounded half-up, exactly ("0.00" when the denominator is 0). */
function percentOf(numerator: bigint, denominator: bigint): string {
  return scaledText(denominator === 0n ? 0n : divideRounded(numerator * 10_000n, denominator), 2);
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
 * Flows dated outside [from, to] are ignored; a period of no days (to <= from) gives "0.00".
 */
export function simplifiedTimeWeightedReturn(input: PeriodReturnInput): string {
  return periodGainAndReturn(input).rate;
}

export interface PeriodReturnInput {
  from: string;
  to: string;
  startValue: Decimal.Value;
  endValue: Decimal.Value;
  flows: readonly CashFlow[];
}

/**
 * A period's cash flows as the §2.4 formula reads them, exact decimal text: `netFlow` = sum CF_i,
 * `dayWeightedFlow` = sum CF_i x (to - d_i), d_i and to in days. Summed where the flows are (in
 * SQL, or from a list by flowSums), so that a period's return needs two figures, not every flow.
 */
export interface FlowSums {
  netFlow: string;
  dayWeightedFlow: string;
}

/** The flows dated in [from, to] summed as FlowSums (exactly: integers of the most places any has). */
export function flowSums(flows: readonly CashFlow[], from: string, to: string): FlowSums {
  let places = 0;
  let netFlow = 0n;
  let dayWeightedFlow = 0n;
  const toDay = epochDay(to);
  for (const flow of flows) {
    if (compareIsoDates(flow.date, from) < 0 || compareIsoDates(flow.date, to) > 0) continue;
    const amount = scaledAmount(flow.amount);
    if (amount.places > places) {
      const up = powerOfTen(amount.places - places);
      netFlow *= up;
      dayWeightedFlow *= up;
      places = amount.places;
    }
    const digits = amount.digits * powerOfTen(places - amount.places);
    netFlow += digits;
    dayWeightedFlow += digits * BigInt(toDay - epochDay(flow.date));
  }
  return { netFlow: scaledText(netFlow, places), dayWeightedFlow: scaledText(dayWeightedFlow, places) };
}

/**
 * The return of a period in both its forms: `gain` = end - start - sum CF (the money the
 * investments made, 2 decimals) and `rate` = the simplified time-weighted return of
 * simplifiedTimeWeightedReturn (the same formula, the same flows: those dated in [from, to]).
 * A period of no days (to <= from) gives "0.00" for both.
 */
export function periodGainAndReturn(input: PeriodReturnInput): { gain: string; rate: string } {
  return periodGainAndReturnOfSums({ ...input, ...flowSums(input.flows, input.from, input.to) });
}

/**
 * periodGainAndReturn from the period's flows already summed (FlowSums, of the flows dated in
 * [from, to]): gain = end - start - netFlow, rate = gain x days / (start x days + dayWeightedFlow).
 */
export function periodGainAndReturnOfSums(input: Omit<PeriodReturnInput, "flows"> & FlowSums): {
  gain: string;
  rate: string;
} {
  const periodDays = calendarDaysBetween(input.from, input.to);
  if (periodDays <= 0) return { gain: "0.00", rate: "0.00" };
  // Every figure an integer of the most places any has, exactly.
  const [start, end, net, weighted] = aligned([
    scaledAmount(input.startValue),
    scaledAmount(input.endValue),
    scaledAmount(input.netFlow),
    scaledAmount(input.dayWeightedFlow),
  ]);
  const gain = end.digits - start.digits - net.digits;
  // gain / (start + sum CF_i x (to - d_i) / days) = gain x days / (start x days + sum CF_i x (to - d_i)):
  // one division of integers, rounded once.
  const days = BigInt(periodDays);
  return {
    gain: scaledText(roundScaled(gain, start.places, 2), 2),
    rate: percentOf(gain * days, start.digits * days + weighted.digits),
  };
}

/** The summary periods of part 2 §2.3: 3-month, 6-month, 1-year and since inception. */
export type AccountReturnPeriod = "3M" | "6M" | "1Y" | "SI";

/** The §2.3 periods in the order the dashboard lists them, with their length (null: since inception). */
export const ACCOUNT_RETURN_PERIODS: readonly { period: AccountReturnPeriod; months: number | null }[] = [
  { period: "3M", months: 3 },
  { period: "6M", months: 6 },
  { period: "1Y", months: 12 },
  { period: "SI", months: null },
];

/**
 * The window of each §2.3 period ending on `asOfDate`: from `asOfDate` less 3, 6 or 12 calendar
 * months (the day clamped to the month's length), or from the account's `inceptionDate` (its
 * effective date) for since inception. `fromDate` is null (the figure is N/A) when the account is
 * too young for the period: it started after the period's first day, or, since inception, it has
 * no whole day yet (inception on or after the as-of date).
 */
export function accountReturnWindows(
  inceptionDate: string,
  asOfDate: string,
): { period: AccountReturnPeriod; fromDate: string | null; toDate: string }[] {
  return ACCOUNT_RETURN_PERIODS.map(({ period, months }) => {
    if (months === null) {
      const fromDate = compareIsoDates(inceptionDate, asOfDate) < 0 ? inceptionDate : null;
      return { period, fromDate, toDate: asOfDate };
    }
    const from = addMonths(asOfDate, -months);
    const fromDate = compareIsoDates(inceptionDate, from) <= 0 ? from : null;
    return { period, fromDate, toDate: asOfDate };
  });
}
