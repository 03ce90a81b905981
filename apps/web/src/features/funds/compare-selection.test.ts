import { describe, expect, it } from "vitest";
import { comparePath, fundListPath, parseFundList, searchText, toggleFund } from "./compare-selection.ts";

describe("the choice of funds to compare in the address", () => {
  it("reads a comma list: whole positive numbers, each once, in order", () => {
    expect(parseFundList("311,298, 312,311")).toEqual([311, 298, 312]);
    expect(parseFundList("x,0,-1,1.5,,313,99999999999")).toEqual([313]);
    expect(parseFundList(null)).toEqual([]);
    expect(parseFundList("")).toEqual([]);
  });

  it("adds, removes, and refuses an 11th fund", () => {
    expect(toggleFund([1, 2], 3)).toEqual({ funds: [1, 2, 3], result: "added" });
    expect(toggleFund([1, 2, 3], 2)).toEqual({ funds: [1, 3], result: "removed" });
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(toggleFund(ten, 11)).toEqual({ funds: ten, result: "full" });
    expect(toggleFund(ten, 10).result).toBe("removed");
  });

  it("writes readable addresses, commas and all", () => {
    expect(comparePath([311, 298, 312])).toBe("/fundCompare?funds=311,298,312");
    expect(comparePath([311], "10Y")).toBe("/fundCompare?funds=311&period=10Y");
    expect(comparePath([])).toBe("/fundCompare");
    expect(fundListPath([298, 311])).toBe("/fundInfo?compare=298,311");
    expect(fundListPath([])).toBe("/fundInfo");
    expect(searchText(new URLSearchParams({ funds: "1,2", period: "ALL" }))).toBe("?funds=1,2&period=ALL");
    expect(searchText(new URLSearchParams())).toBe("");
  });
});
