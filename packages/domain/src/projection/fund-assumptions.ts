import { Dec, plainText } from "../funds/decimal.ts";
import { calendarDaysBetween } from "../funds/periods.ts";
import { annualisedReturn } from "../funds/returns.ts";
import {
  monthEndPrices,
  monthlyReturns,
  RISK_CLASS_MONTHS,
  volatilityOfReturns,
} from "../funds/risk-class.ts";
import type { PricePoint } from "../funds/series.ts";
import type { IsoDate } from "../time.ts";
import { ASSUMPTION_BOUNDS, type ProjectionFund } from "./projection.ts";

/** The fund types DOMAIN.md gives long-run figures for. */
export type AssumptionFundType =
  | "MONEY_MARKET"
  | "GUARANTEED"
  | "BOND"
  | "MIXED"
  | "EQUITY"
  | "CHINA_HK_EQUITY";

/**
 * DOMAIN.md's realistic long-run drift / volatility by fund type, percent a year, as the NAV
 * shows them (net of the fund's fees). DOMAIN.md gives none for guaranteed funds: they are taken
 * as bond-like (2.5 % / 5 %), a cautious width for funds whose guarantee has conditions.
 */
export const FALLBACK_ASSUMPTIONS: Readonly<
  Record<AssumptionFundType, { annualReturn: string; annualVolatility: string }>
> = {
  MONEY_MARKET: { annualReturn: "1", annualVolatility: "0.3" },
  GUARANTEED: { annualReturn: "2.5", annualVolatility: "5" }, // bond-like (no DOMAIN.md figure)
  BOND: { annualReturn: "2.5", annualVolatility: "5" },
  MIXED: { annualReturn: "5", annualVolatility: "10" },
  EQUITY: { annualReturn: "7", annualVolatility: "17" },
  CHINA_HK_EQUITY: { annualReturn: "6", annualVolatility: "24" },
};

/**
 * The assumption type of a stored fund category (MONEY_MARKET, GUARANTEED, BOND, MIXED, DIS,
 * EQUITY, INDEX): the DIS funds are mixed assets, index-tracking funds equity; anything else is
 * taken as mixed. The store does not tell China/HK equity apart, so that type is never chosen here.
 */
export function assumptionTypeOf(category: string): AssumptionFundType {
  switch (category) {
    case "MONEY_MARKET":
    case "GUARANTEED":
    case "BOND":
    case "EQUITY":
      return category;
    case "INDEX":
      return "EQUITY";
    default:
      return "MIXED";
  }
}

export interface FundAssumption extends ProjectionFund {
  /** "history": from the fund's own prices; "fallback": DOMAIN.md's figures for its type. */
  source: "history" | "fallback";
}

function clamp(value: Dec, bounds: { min: string; max: string }): string {
  return plainText(Dec.max(bounds.min, Dec.min(bounds.max, value)));
}

/**
 * A fund's projection figures from its stored prices as of asOf, percent a year.
 * - With 3 years or more of monthly returns (RISK_CLASS_MONTHS, as for the risk class): the
 *   annualised return from its first to its last month-end price (annualisedReturn of
 *   returns.ts over those calendar days), and the annualised volatility of all its monthly
 *   returns (volatilityOfReturns: sample standard deviation x sqrt(12)).
 * - Otherwise DOMAIN.md's figures for `fallback` (FALLBACK_ASSUMPTIONS).
 * NAV returns are already net of the fund's fees, so the fee is added back to give the return
 * before fees that the projection deducts the fee from: annualReturn = net + annualFee. The
 * figures are kept within ASSUMPTION_BOUNDS (a freak run is not extrapolated for decades).
 */
export function fundAssumptions(
  series: readonly PricePoint[],
  asOf: IsoDate,
  fallback: AssumptionFundType,
  annualFee = "0",
): FundAssumption {
  const ends = monthEndPrices(series, asOf);
  const returns = monthlyReturns(series, asOf).map((entry) => entry.value);
  const first = ends[0]?.point;
  const last = ends[ends.length - 1]?.point;
  let net: string | null = null;
  if (returns.length >= RISK_CLASS_MONTHS && first !== undefined && last !== undefined) {
    const start = new Dec(first.price);
    const cumulative = start.isZero() ? null : plainText(new Dec(last.price).div(start).minus(1).times(100));
    net = annualisedReturn(cumulative, calendarDaysBetween(first.date, last.date));
  }
  if (net === null) {
    const figures = FALLBACK_ASSUMPTIONS[fallback];
    return {
      annualReturn: plainText(new Dec(figures.annualReturn).plus(annualFee)),
      annualVolatility: figures.annualVolatility,
      annualFee,
      source: "fallback",
    };
  }
  return {
    annualReturn: clamp(new Dec(net).plus(annualFee), ASSUMPTION_BOUNDS.annualReturn),
    annualVolatility: clamp(new Dec(volatilityOfReturns(returns)), ASSUMPTION_BOUNDS.annualVolatility),
    annualFee,
    source: "history",
  };
}
