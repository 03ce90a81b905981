import { MAX_COMPARE_FUNDS } from "@portal/domain";
import { useCallback, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "../../lib/router.tsx";

/**
 * The funds chosen to compare live in the address, so a choice can be shared, bookmarked and
 * survives a reload: `?compare=298,313` on the fund list and the fact sheet (while choosing),
 * `?funds=298,313` on /fundCompare. Nothing is kept in browser storage.
 */
export const CHOOSING_PARAM = "compare";
export const COMPARED_PARAM = "funds";

/** The fund numbers of a comma list in the address: positive whole numbers, each once, in order. */
export function parseFundList(text: string | null | undefined): number[] {
  if (!text) return [];
  const numbers = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((n) => n > 0 && n <= 2_147_483_647);
  return [...new Set(numbers)];
}

export function formatFundList(funds: readonly number[]): string {
  return funds.join(",");
}

/** A query string with its commas left readable (?funds=298,313, not 298%2C313). */
export function searchText(query: URLSearchParams): string {
  const text = query.toString().replaceAll("%2C", ",");
  return text ? `?${text}` : "";
}

/** /fundCompare with the funds chosen (and the chart period, when one is given). */
export function comparePath(funds: readonly number[], period?: string): string {
  const query = new URLSearchParams();
  if (funds.length > 0) query.set(COMPARED_PARAM, formatFundList(funds));
  if (period) query.set("period", period);
  return `/fundCompare${searchText(query)}`;
}

/** The fund list, with the funds being chosen (so the member may add more there). */
export function fundListPath(funds: readonly number[]): string {
  return funds.length > 0 ? `/fundInfo?${CHOOSING_PARAM}=${formatFundList(funds)}` : "/fundInfo";
}

/** What a toggle did: added, removed, or refused because MAX_COMPARE_FUNDS are chosen already. */
export type ToggleResult = "added" | "removed" | "full";

/** The choice with `fund` toggled: removed when in it, else added unless the choice is full. */
export function toggleFund(
  funds: readonly number[],
  fund: number,
): { funds: number[]; result: ToggleResult } {
  if (funds.includes(fund)) return { funds: funds.filter((f) => f !== fund), result: "removed" };
  if (funds.length >= MAX_COMPARE_FUNDS) return { funds: [...funds], result: "full" };
  return { funds: [...funds, fund], result: "added" };
}

/**
 * The choice held in the address under `param`, and its changes (which replace the address, so
 * Back leaves the page rather than stepping through each tick). Other parameters are kept.
 */
export function useFundChoice(param: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const text = params.get(param);
  // The router changes the address in a transition, after the click's own render: until it has,
  // the choice just made is shown (else a tick box would spring back for a moment).
  const [pending, setPending] = useState<{ from: string | null; funds: number[] } | null>(null);
  const parsed = useMemo(() => parseFundList(text), [text]);
  const funds = pending !== null && pending.from === text ? pending.funds : parsed;

  const set = useCallback(
    (next: readonly number[]) => {
      setPending({ from: text, funds: [...next] });
      const updated = new URLSearchParams(params);
      if (next.length > 0) updated.set(param, formatFundList(next));
      else updated.delete(param);
      void navigate({ search: searchText(updated) }, { replace: true, preventScrollReset: true });
    },
    [param, params, navigate, text],
  );

  const toggle = useCallback(
    (fund: number): ToggleResult => {
      const { funds: next, result } = toggleFund(funds, fund);
      if (result !== "full") set(next);
      return result;
    },
    [funds, set],
  );

  return { funds, set, toggle };
}
