import type { PageName } from "../lib/page-name.ts";

/** The account pages that some schemes and account kinds do not have (part 2 §2.1). */
export type HideablePage = "feesAndCharges" | "transactionHistory";

/**
 * The route pages behind them. Kept apart from the rule (account-page-guard.tsx, which reads the
 * domain's account rules) so the route table can name them without loading the rule.
 */
export const HIDEABLE_PAGES: Partial<Record<PageName, HideablePage>> = {
  feesAndCharges: "feesAndCharges",
  transactionContributionHistory: "transactionHistory",
};
