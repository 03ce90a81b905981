import { fullPriceHistoryQuery, fundEndpoints, type IsoDate, type PricePoint } from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useServerToday } from "../../../lib/api/calendar.ts";
import { call } from "../../../lib/api/client.ts";
import { FUND_LIST_STALE_MS } from "./fund-info-summary.ts";

/** A fund's whole price history as the chart uses it: points in ascending date order. */
export interface PriceHistory {
  invTypeNmbr: number;
  unitPriceDecimals: number;
  series: PricePoint[];
}

/** The performance mark set when a fund's whole price history has arrived and been parsed. */
export const PRICES_LOADED_MARK = "fund-prices-loaded";

/**
 * fundEndpoints.pricesHistory (part 2 §7.2): the fund's
 * whole history, 15 Nov 1996 to today, in one call; the chart slices it per range button.
 */
export async function fetchPriceHistory(
  invTypeNmbr: number,
  today: IsoDate,
  signal?: AbortSignal,
): Promise<PriceHistory> {
  const query = { ...fullPriceHistoryQuery(today), invTypeNmbr };
  const answer = await call(fundEndpoints.pricesHistory, { query }, { signal });
  // With the chart's "fund-chart-render" measure, a benchmark can time network to first render too.
  performance.mark(PRICES_LOADED_MARK, { detail: { points: answer.fundPriceHistoryDetails.length } });
  return {
    invTypeNmbr: answer.invTypeNmbr,
    unitPriceDecimals: answer.unitPriceDecimals,
    series: answer.fundPriceHistoryDetails.map((row) => ({
      date: row.invPriceEffectiveDate,
      price: row.unitPriceAmount,
    })),
  };
}

export const priceHistoryQuery = (invTypeNmbr: number, today: IsoDate) =>
  queryOptions({
    queryKey: ["funds", "prices", invTypeNmbr, today] as const,
    queryFn: ({ signal }) => fetchPriceHistory(invTypeNmbr, today, signal),
    staleTime: FUND_LIST_STALE_MS,
  });

/** One fund's whole price history; waits for the server's today. */
export function usePriceHistory(invTypeNmbr: number, enabled = true) {
  const today = useServerToday();
  return useQuery({
    ...priceHistoryQuery(invTypeNmbr, today ?? ""),
    enabled: enabled && today !== null && invTypeNmbr > 0,
  });
}
