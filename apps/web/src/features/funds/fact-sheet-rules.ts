import type { Scheme } from "@portal/domain";

/**
 * Part 2 §2.6: "The returns tab is hidden for one scheme." The spec does not name it; we take the
 * AIIB scheme (HKAIIB). Its staff retirement plan is not an MPF scheme: the returns table follows
 * the MPF fund-platform publishing rules (cumulative after 6 months, annualised after a year,
 * DOMAIN.md), which do not apply to it, and it is the scheme the portal already treats apart
 * for fund figures (USD, no fees page: accountPages). Its funds keep their chart and prices.
 */
export const RETURNS_HIDDEN_SCHEMES: ReadonlySet<Scheme> = new Set<Scheme>(["HKAIIB"]);

/**
 * Part 2 §2.6: "The performance tab is hidden for one co-brand fund." The spec does not name it;
 * we take the co-brand (Simple/Smart) scheme's money-market fund, its MPF Conservative Fund (the
 * only fund of category MONEY_MARKET there; 501 in the demo data). Priced to 2 decimals on that
 * scheme (§3.4), its daily price barely moves, so a price chart would only draw rounding steps;
 * its returns table stays.
 */
export function performanceHidden(scheme: Scheme, fund: { category: string }): boolean {
  return scheme === "COBRAND" && fund.category === "MONEY_MARKET";
}

export function returnsHidden(scheme: Scheme): boolean {
  return RETURNS_HIDDEN_SCHEMES.has(scheme);
}
