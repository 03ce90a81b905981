import Decimal from "decimal.js";

/** Which of an account's summary figures (part 2 §2.3, §3.3) are shown, and whether it is terminated. */
export interface AccountFiguresShown {
  /** Part 2 §2.2: an account whose terminationDate is not null is flagged as terminated. */
  terminated: boolean;
  /** The net contribution (contributions and transfers in less withdrawals and transfers out). */
  netContribution: boolean;
  /** The gain/loss amount and its rate (part 2 §2.4). */
  gainLoss: boolean;
  /** The 3-month, 6-month, 1-year and since-inception returns (part 2 §2.3). */
  returns: boolean;
}

/**
 * The figures an account shows beside its balance. The balance is always shown.
 *
 * A terminated account (part 2 §2.2: terminationDate not null) whose balance is 0 has had its
 * benefits paid or transferred out: what was paid out is not a gain or a loss of the account, so
 * its net contribution (contributions less the money that left), gain/loss, rate of gain/loss and
 * period returns are not shown; the termination is shown instead. A terminated account that still
 * holds money (benefits not yet paid out) shows its figures as an active account does, flagged as
 * terminated.
 */
export function accountFiguresShown(input: {
  terminationDate: string | null;
  accountBalance: Decimal.Value;
}): AccountFiguresShown {
  const terminated = input.terminationDate !== null;
  const paidOut = terminated && !new Decimal(input.accountBalance).greaterThan(0);
  return { terminated, netContribution: !paidOut, gainLoss: !paidOut, returns: !paidOut };
}
