import { type FundSummaryVo, type Language, riskSegmentOf, type Scheme } from "@portal/domain";
import { fundDisplayName } from "../../components/fund-name.ts";

/** The fund list's sort-by choices (part 2 §2.6), in the selector's order. */
export const FUND_SORT_KEYS = ["name", "unitPrice", "ytd", "1y", "3y", "5y", "risk"] as const;
export type FundSortKey = (typeof FUND_SORT_KEYS)[number];
export type SortOrder = "asc" | "desc";

export interface FundSort {
  key: FundSortKey;
  order: SortOrder;
}

/** The direction each choice starts in: names A to Z and risk low to high; prices and returns high to low. */
export function defaultOrder(key: FundSortKey): SortOrder {
  return key === "name" || key === "risk" ? "asc" : "desc";
}

export const DEFAULT_FUND_SORT: FundSort = { key: "name", order: "asc" };

export function isFundSortKey(value: string): value is FundSortKey {
  return (FUND_SORT_KEYS as readonly string[]).includes(value);
}

/** The summary's field of each return choice. */
export const RETURN_FIELDS = { ytd: "crYtd", "1y": "cr1y", "3y": "cr3y", "5y": "cr5y" } as const;
export type ReturnKey = keyof typeof RETURN_FIELDS;

/** A figure to order by, or null for N/A (decimal text; Number is only used to compare). */
function figureOf(fund: FundSummaryVo, key: FundSortKey): number | null {
  const text =
    key === "unitPrice"
      ? fund.unitPrice
      : key in RETURN_FIELDS
        ? fund[RETURN_FIELDS[key as ReturnKey]]
        : null;
  if (text === null || text === undefined || text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The funds of one risk segment of the scheme's spectrum (riskSegmentOf: the 4 levels, or the
 * employer scheme's 5 from the risk class); all of them for null.
 */
export function filterByRisk(
  funds: readonly FundSummaryVo[],
  scheme: Scheme,
  segment: number | null,
): FundSummaryVo[] {
  return segment === null ? [...funds] : funds.filter((fund) => riskSegmentOf(scheme, fund) === segment);
}

/**
 * The list in the chosen order. Names compare in the page's language (the Chinese names in
 * zh-HK); figures numerically, with N/A (no price, no return) always last whatever the
 * direction; risk by segment, then risk class. Ties go by name A to Z, so the order is stable.
 */
export function sortFunds(
  funds: readonly FundSummaryVo[],
  sort: FundSort,
  scheme: Scheme,
  language: Language,
): FundSummaryVo[] {
  const collator = new Intl.Collator(language === "zh-HK" ? "zh-HK" : "en", {
    sensitivity: "base",
    numeric: true,
  });
  const rows = funds.map((fund) => ({ fund, name: fundDisplayName(fund, language) }));
  const sign = sort.order === "asc" ? 1 : -1;
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  rows.sort((a, b) => {
    if (sort.key === "name") return sign * byName(a, b) || a.fund.invTypeNmbr - b.fund.invTypeNmbr;
    if (sort.key === "risk") {
      const bySegment = riskSegmentOf(scheme, a.fund) - riskSegmentOf(scheme, b.fund);
      const byClass = a.fund.riskClass - b.fund.riskClass;
      return sign * (bySegment || byClass) || byName(a, b);
    }
    const x = figureOf(a.fund, sort.key);
    const y = figureOf(b.fund, sort.key);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
  return rows.map((row) => row.fund);
}
