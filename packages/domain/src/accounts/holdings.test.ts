import { describe, expect, it } from "vitest";
import {
  donutSlices,
  type FundValue,
  holdingPercentages,
  holdingsTotalPercent,
  nextSort,
  sortFundValues,
} from "./holdings.ts";

describe("holdingsTotalPercent", () => {
  it("is 100.00 for an account holding anything, though its funds' rounded percents add up otherwise", () => {
    // Total 6,000: 16.67 + 16.67 + 66.67 = 100.01 once each is rounded.
    expect(holdingPercentages(["1000.00", "1000.00", "4000.00"])).toEqual(["16.67", "16.67", "66.67"]);
    expect(holdingsTotalPercent("6000.00")).toBe("100.00");
    expect(holdingsTotalPercent("0.00")).toBe("0.00");
  });
});

describe("holdingPercentages", () => {
  it("divides each amount by the total, 2 decimals, in input order", () => {
    // total 3,000: 1,000 -> 33.333 -> 33.33; 2,000 -> 66.666 -> 66.67
    expect(holdingPercentages(["1000.00", "2000.00"])).toEqual(["33.33", "66.67"]);
    // total 800: 1 -> 0.125 -> 0.13 (half up); 799 -> 99.875 -> 99.88
    expect(holdingPercentages(["1.00", "799.00"])).toEqual(["0.13", "99.88"]);
    expect(holdingPercentages(["250.00", "0.00", "750.00"])).toEqual(["25.00", "0.00", "75.00"]);
  });

  it("rounds the exact quotient once, whatever places the amounts have", () => {
    // total 3: 1/3 = 33.333...; 2/3 = 66.666...
    expect(holdingPercentages(["1", "2.00"])).toEqual(["33.33", "66.67"]);
    // total 200,000: 0.01 -> 0.000005 -> 0.00 (not 0.01); 199,999.99 -> 99.999995 -> 100.00
    expect(holdingPercentages(["0.01", "199999.99"])).toEqual(["0.00", "100.00"]);
    // total 400,000.000 (3 places): 20,000.005 -> 5.0000013 -> 5.00; 379,999.995 -> 94.9999988 -> 95.00
    expect(holdingPercentages(["20000.005", "379999.995"])).toEqual(["5.00", "95.00"]);
    // A negative amount (a pending adjustment) keeps its sign: -100 of 900 is -11.11.
    expect(holdingPercentages(["-100.00", "1000.00"])).toEqual(["-11.11", "111.11"]);
  });

  it("gives 0.00 for every fund when the total is 0", () => {
    expect(holdingPercentages(["0.00", "0"])).toEqual(["0.00", "0.00"]);
    expect(holdingPercentages([])).toEqual([]);
  });
});

const fund = (invTypeNmbr: number, investmentAmt: string, fundPercent: string): FundValue => ({
  invTypeNmbr,
  investmentAmt,
  fundPercent,
});

describe("donutSlices (part 2 §5.3, §9)", () => {
  const seven = [
    fund(801, "500.00", "5.00"),
    fund(802, "3000.00", "30.00"),
    fund(803, "1000.00", "10.00"),
    fund(804, "2000.00", "20.00"),
    fund(805, "1500.00", "15.00"),
    fund(806, "1200.00", "12.00"),
    fund(807, "800.00", "8.00"),
  ];

  it("makes 5 named slices, largest first, and one Others slice from 7 funds", () => {
    const slices = donutSlices(seven);
    expect(slices).toHaveLength(6);
    expect(slices.slice(0, 5)).toEqual([
      { kind: "fund", invTypeNmbr: 802, amount: "3000.00", percent: "30.00" },
      { kind: "fund", invTypeNmbr: 804, amount: "2000.00", percent: "20.00" },
      { kind: "fund", invTypeNmbr: 805, amount: "1500.00", percent: "15.00" },
      { kind: "fund", invTypeNmbr: 806, amount: "1200.00", percent: "12.00" },
      { kind: "fund", invTypeNmbr: 803, amount: "1000.00", percent: "10.00" },
    ]);
    // Others = 807 (800.00, 8.00 %) + 801 (500.00, 5.00 %)
    expect(slices[5]).toEqual({
      kind: "others",
      amount: "1300.00",
      percent: "13.00",
      invTypeNmbrs: [807, 801],
    });
  });

  it("makes no Others slice from 5 funds", () => {
    const slices = donutSlices(seven.slice(0, 5));
    expect(slices).toHaveLength(5);
    expect(slices.every((slice) => slice.kind === "fund")).toBe(true);
  });

  it("drops funds of zero value before counting", () => {
    const withZeros = [...seven.slice(0, 5), fund(808, "0.00", "0.00"), fund(809, "0", "0.00")];
    const slices = donutSlices(withZeros);
    expect(slices).toHaveLength(5);
    expect(slices.map((slice) => (slice.kind === "fund" ? slice.invTypeNmbr : 0))).toEqual([
      802, 804, 805, 803, 801,
    ]);
  });

  it("breaks ties by fund number and honours another named count", () => {
    const tied = [fund(903, "100.00", "25.00"), fund(901, "100.00", "25.00"), fund(902, "200.00", "50.00")];
    expect(donutSlices(tied, 2)).toEqual([
      { kind: "fund", invTypeNmbr: 902, amount: "200.00", percent: "50.00" },
      { kind: "fund", invTypeNmbr: 901, amount: "100.00", percent: "25.00" },
      { kind: "others", amount: "100.00", percent: "25.00", invTypeNmbrs: [903] },
    ]);
  });

  it("sums Others percentages to 2 decimals", () => {
    const many = [
      ...seven.slice(0, 5),
      fund(810, "10.00", "0.333"),
      fund(811, "10.00", "0.333"),
      fund(812, "10.00", "0.334"),
    ];
    // 0.333 + 0.333 + 0.334 = 1.000 -> 1.00
    expect(donutSlices(many).at(-1)).toEqual({
      kind: "others",
      amount: "30.00",
      percent: "1.00",
      invTypeNmbrs: [810, 811, 812],
    });
  });
});

describe("sortFundValues and nextSort (part 2 §2.3)", () => {
  const funds = [
    fund(801, "1000.00", "25.00"),
    fund(802, "0.00", "0.00"),
    fund(803, "2000.00", "50.00"),
    fund(804, "1000.00", "25.00"),
    fund(805, "-5.00", "0.00"),
  ];

  it("keeps only funds with value above zero", () => {
    expect(sortFundValues(funds, "value", "desc").map((f) => f.invTypeNmbr)).toEqual([803, 801, 804]);
  });

  it("sorts by value or by percent, both directions, ties by fund number", () => {
    expect(sortFundValues(funds, "value", "asc").map((f) => f.invTypeNmbr)).toEqual([801, 804, 803]);
    expect(sortFundValues(funds, "percent", "desc").map((f) => f.invTypeNmbr)).toEqual([803, 801, 804]);
    expect(sortFundValues(funds, "percent", "asc").map((f) => f.invTypeNmbr)).toEqual([801, 804, 803]);
  });

  it("compares as decimals, not as text", () => {
    const mixed = [fund(1, "9.50", "9.50"), fund(2, "10.00", "10.00"), fund(3, "100.00", "80.50")];
    expect(sortFundValues(mixed, "value", "desc").map((f) => f.invTypeNmbr)).toEqual([3, 2, 1]);
    expect(sortFundValues(mixed, "percent", "asc").map((f) => f.invTypeNmbr)).toEqual([1, 2, 3]);
  });

  it("alternates on the same column and starts descending on a new one", () => {
    expect(nextSort(null, "value")).toEqual({ key: "value", direction: "desc" });
    expect(nextSort({ key: "value", direction: "desc" }, "value")).toEqual({
      key: "value",
      direction: "asc",
    });
    expect(nextSort({ key: "value", direction: "asc" }, "value")).toEqual({
      key: "value",
      direction: "desc",
    });
    expect(nextSort({ key: "value", direction: "asc" }, "percent")).toEqual({
      key: "percent",
      direction: "desc",
    });
  });
});
