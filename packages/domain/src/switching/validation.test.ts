import { describe, expect, it } from "vitest";
import {
  checkPercent,
  isSwitchToastCode,
  SWITCH_RULE_CODES as K,
  type PercentLine,
  validateAllocation,
  validateSwitchIn,
  validateSwitchOut,
} from "./validation.ts";

const line = (invTypeNmbr: number, percent: string): PercentLine => ({ invTypeNmbr, percent });
const held = [801, 802, 803].map((invTypeNmbr) => ({ invTypeNmbr }));
const funds = (count: number, percent: string) =>
  Array.from({ length: count }, (_, i) => line(900 + i, percent));

describe("validateSwitchOut (part 2 §5.1)", () => {
  it("accepts whole numbers from 5 to 100 on held funds; the lines need not total 100", () => {
    // 100% of 801 + 5% of 802: each % is of that fund's own holding
    expect(validateSwitchOut([line(801, "100"), line(802, "5")], held)).toBeNull();
    expect(validateSwitchOut([line(803, " 50 ")], held)).toBeNull();
  });

  it("rejects decimals and non-numbers with the whole-numbers message", () => {
    expect(validateSwitchOut([line(801, "10.5")], held)).toBe(K.wholeNumbers);
    expect(validateSwitchOut([line(801, "10.0")], held)).toBe(K.wholeNumbers);
    expect(validateSwitchOut([line(801, "")], held)).toBe(K.wholeNumbers);
    expect(validateSwitchOut([line(801, "abc")], held)).toBe(K.wholeNumbers);
  });

  it("rejects 0, negatives and more than 100% with the 1-100 message", () => {
    expect(validateSwitchOut([line(801, "0")], held)).toBe(K.between1And100);
    expect(validateSwitchOut([line(801, "-5")], held)).toBe(K.between1And100);
    expect(validateSwitchOut([line(801, "101")], held)).toBe(K.between1And100);
  });

  it("rejects 1-4% with the minimum-5% re-enter message; 5% passes", () => {
    expect(validateSwitchOut([line(801, "4")], held)).toBe(K.minimumPercent);
    expect(validateSwitchOut([line(801, "1")], held)).toBe(K.minimumPercent);
    expect(validateSwitchOut([line(801, "5")], held)).toBeNull();
  });

  it("rejects a fund not held and an empty selection", () => {
    expect(validateSwitchOut([line(899, "10")], held)).toBe(K.fundNotHeld);
    expect(validateSwitchOut([], held)).toBe(K.noFundSelected);
  });

  it("gives the funds-exceeded toast above 19 funds", () => {
    const holdings = funds(20, "10").map(({ invTypeNmbr }) => ({ invTypeNmbr }));
    expect(validateSwitchOut(funds(19, "10"), holdings)).toBeNull();
    expect(validateSwitchOut(funds(20, "10"), holdings)).toBe("funds-exceeded");
    expect(isSwitchToastCode("funds-exceeded")).toBe(true);
    expect(isSwitchToastCode(K.totalNot100)).toBe(false);
  });
});

describe("validateSwitchIn (part 2 §5.1)", () => {
  it("accepts whole numbers of at least 5% totalling exactly 100", () => {
    // 60 + 35 + 5 = 100
    expect(validateSwitchIn([line(804, "60"), line(805, "35"), line(806, "5")], [801])).toBeNull();
    expect(validateSwitchIn([line(804, "100")])).toBeNull();
  });

  it("rejects totals other than 100", () => {
    // 60 + 35 = 95
    expect(validateSwitchIn([line(804, "60"), line(805, "35")])).toBe(K.totalNot100);
    // 60 + 45 = 105
    expect(validateSwitchIn([line(804, "60"), line(805, "45")])).toBe(K.totalNot100);
  });

  it("checks each line before the total", () => {
    // 96 + 4 = 100, but 4 < 5
    expect(validateSwitchIn([line(804, "96"), line(805, "4")])).toBe(K.minimumPercent);
    // 99.5 + 0.5 = 100, but not whole numbers
    expect(validateSwitchIn([line(804, "99.5"), line(805, "0.5")])).toBe(K.wholeNumbers);
  });

  it("rejects switching in to a fund that is switched out with the same-fund toast", () => {
    expect(validateSwitchIn([line(801, "50"), line(804, "50")], [801, 802])).toBe("same-fund-switch-in");
    // the same-fund toast comes before the total check: 801 at 40% totals 90 as well
    expect(validateSwitchIn([line(801, "40"), line(804, "50")], [801])).toBe("same-fund-switch-in");
  });

  it("gives the funds-exceeded toast above 19 funds, before the total", () => {
    // 20 funds x 5% = 100%, but 20 > 19
    expect(validateSwitchIn(funds(20, "5"))).toBe("funds-exceeded");
    // 19 funds: 18 x 5% + 10% = 100%
    expect(validateSwitchIn([...funds(18, "5"), line(999, "10")])).toBeNull();
  });
});

describe("validateAllocation", () => {
  it("applies the switch-in rules to future contributions", () => {
    expect(validateAllocation([line(801, "70"), line(802, "30")])).toBeNull();
    expect(validateAllocation([line(801, "70"), line(802, "20")])).toBe(K.totalNot100);
    expect(validateAllocation([line(801, "97"), line(802, "3")])).toBe(K.minimumPercent);
    expect(validateAllocation([])).toBe(K.noFundSelected);
  });
});

describe("checkPercent (one entry alone)", () => {
  it("applies the per-line rules in order: whole number, 1-100, at least 5%", () => {
    expect(checkPercent("40")).toBeNull();
    expect(checkPercent(" 5 ")).toBeNull();
    expect(checkPercent("100")).toBeNull();
    expect(checkPercent("12.5")).toBe(K.wholeNumbers);
    expect(checkPercent("")).toBe(K.wholeNumbers);
    expect(checkPercent("0")).toBe(K.between1And100);
    expect(checkPercent("101")).toBe(K.between1And100);
    expect(checkPercent("4")).toBe(K.minimumPercent);
  });
});
