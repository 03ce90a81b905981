import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { type ContributionSplits, contributionBreakdowns } from "./contribution-breakdowns.ts";

/** The items of a breakdown as [key, amount] and its subtotal. */
function view(record: ContributionSplits) {
  return contributionBreakdowns(record).map((b) => ({
    key: b.key,
    items: b.items.map((i) => [i.key, i.amount]),
    subtotal: b.subtotal,
    balanced: b.balanced,
  }));
}

/** Every breakdown's items, added with decimals, make the record's total. */
function expectEachSumsToTotal(record: ContributionSplits) {
  for (const breakdown of contributionBreakdowns(record)) {
    const added = breakdown.items.reduce((sum, item) => sum.plus(item.amount), new Decimal(0));
    expect(added.toFixed(2), breakdown.key).toBe(record.total);
    expect(breakdown.subtotal, breakdown.key).toBe(record.total);
    expect(breakdown.balanced, breakdown.key).toBe(true);
  }
}

const ZERO = "0.00";

describe("contributionBreakdowns (part 2 §2.5, §3.3)", () => {
  it("splits a monthly employee contribution three ways, each adding up to the total", () => {
    // ER_MAN 1,500 + ER_VOL 500 + EE_MAN 1,500 = 3,500.
    // By source: employer 2,000 + member 1,500 = 3,500; by type: mandatory 3,000 + voluntary 500
    // = 3,500; by source and type: 1,500 + 500 + 1,500 + 0 = 3,500 (the flat list of all nine
    // splits added to 10,500, three times the total).
    const record: ContributionSplits = {
      mandatory: "3000.00",
      voluntary: "500.00",
      employer: "2000.00",
      member: "1500.00",
      employerMandatory: "1500.00",
      employerVoluntary: "500.00",
      memberMandatory: "1500.00",
      memberVoluntary: ZERO,
      surcharge: ZERO,
      total: "3500.00",
    };
    expect(view(record)).toEqual([
      {
        key: "bySource",
        items: [
          ["employer", "2000.00"],
          ["member", "1500.00"],
        ],
        subtotal: "3500.00",
        balanced: true,
      },
      {
        key: "byType",
        items: [
          ["mandatory", "3000.00"],
          ["voluntary", "500.00"],
        ],
        subtotal: "3500.00",
        balanced: true,
      },
      {
        key: "bySourceAndType",
        items: [
          ["employerMandatory", "1500.00"],
          ["employerVoluntary", "500.00"],
          ["memberMandatory", "1500.00"],
          ["memberVoluntary", "0.00"],
        ],
        subtotal: "3500.00",
        balanced: true,
      },
    ]);
    expectEachSumsToTotal(record);
  });

  it("lists former-employer money and a surcharge in every breakdown that needs them", () => {
    // ER_MAN 1,500 + ER_VOL 750.50 + RO 10,000 + PS 333.33 + EE_MAN 1,500 + EE_VOL 200.25, surcharge 75.05.
    // employer  = 1,500 + 750.50 + 10,000 + 333.33 = 12,583.83; member = 1,700.25
    // mandatory = 1,500 + 1,500 + 10,000 = 13,000.00; voluntary = 750.50 + 200.25 + 333.33 = 1,284.08
    // total     = 12,583.83 + 1,700.25 + 75.05 = 14,359.13
    //           = 13,000.00 + 1,284.08 + 75.05
    //           = 1,500 + 750.50 + 10,000 + 333.33 + 1,500 + 200.25 + 75.05
    const record: ContributionSplits = {
      mandatory: "13000.00",
      voluntary: "1284.08",
      employer: "12583.83",
      member: "1700.25",
      employerMandatory: "1500.00",
      employerVoluntary: "750.50",
      memberMandatory: "1500.00",
      memberVoluntary: "200.25",
      surcharge: "75.05",
      total: "14359.13",
    };
    const [bySource, byType, both] = view(record);
    expect(bySource?.items).toEqual([
      ["employer", "12583.83"],
      ["member", "1700.25"],
      ["surcharge", "75.05"],
    ]);
    expect(byType?.items).toEqual([
      ["mandatory", "13000.00"],
      ["voluntary", "1284.08"],
      ["surcharge", "75.05"],
    ]);
    expect(both?.items).toEqual([
      ["employerMandatory", "1500.00"],
      ["employerVoluntary", "750.50"],
      ["formerEmployerMandatory", "10000.00"],
      ["formerEmployerVoluntary", "333.33"],
      ["memberMandatory", "1500.00"],
      ["memberVoluntary", "200.25"],
      ["surcharge", "75.05"],
    ]);
    expectEachSumsToTotal(record);
  });

  it("adds with decimals, not floats", () => {
    // 0.10 + 0.20 is 0.30000000000000004 in floating point; in decimals it is 0.30.
    const record: ContributionSplits = {
      mandatory: "0.10",
      voluntary: "0.20",
      employer: "0.10",
      member: "0.20",
      employerMandatory: "0.10",
      employerVoluntary: ZERO,
      memberMandatory: ZERO,
      memberVoluntary: "0.20",
      surcharge: ZERO,
      total: "0.30",
    };
    expectEachSumsToTotal(record);
  });

  it("says when a record's splits do not make its total", () => {
    const record: ContributionSplits = {
      mandatory: "100.00",
      voluntary: ZERO,
      employer: "100.00",
      member: ZERO,
      employerMandatory: "100.00",
      employerVoluntary: ZERO,
      memberMandatory: ZERO,
      memberVoluntary: ZERO,
      surcharge: ZERO,
      total: "100.01",
    };
    expect(contributionBreakdowns(record).map((b) => [b.subtotal, b.balanced])).toEqual([
      ["100.00", false],
      ["100.00", false],
      ["100.00", false],
    ]);
  });
});
