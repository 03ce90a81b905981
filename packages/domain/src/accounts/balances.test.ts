import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  activityGroupOf,
  contributionGroupOf,
  feeRateAt,
  feeTierIndex,
  groupContributions,
  qualifyingPeriodMonths,
  splitQualifyingBalance,
} from "./balances.ts";

describe("splitQualifyingBalance (part 2 §2.5)", () => {
  it("counts 30 Sep 2004 in QB1 and 1 Oct 2004 in QB2", () => {
    expect(
      splitQualifyingBalance([
        { date: "2004-09-30", amount: "1000.00" },
        { date: "2004-10-01", amount: "2000.00" },
      ]),
    ).toEqual({ qb1: "1000.00", qb2: "2000.00" });
  });

  it("sums each side with decimals, 2 decimals out", () => {
    // QB1: 0.10 + 0.20 + 1,500.005 = 1,500.305 -> 1,500.31 (half up); QB2: 300.50 - 0.50 = 300.00
    expect(
      splitQualifyingBalance([
        { date: "2000-12-01", amount: "0.10" },
        { date: "2003-01-31", amount: new Decimal("0.20") },
        { date: "2004-01-01", amount: "1500.005" },
        { date: "2010-05-05", amount: "300.50" },
        { date: "2024-05-05", amount: "-0.50" },
      ]),
    ).toEqual({ qb1: "1500.31", qb2: "300.00" });
    expect(splitQualifyingBalance([])).toEqual({ qb1: "0.00", qb2: "0.00" });
  });
});

describe("qualifyingPeriodMonths", () => {
  it("counts whole months only", () => {
    expect(qualifyingPeriodMonths("2020-01-15", "2020-04-14")).toBe(2);
    expect(qualifyingPeriodMonths("2020-01-15", "2020-04-15")).toBe(3);
    expect(qualifyingPeriodMonths("2019-11-15", "2021-02-20")).toBe(15);
    expect(qualifyingPeriodMonths("2020-01-15", "2020-02-10")).toBe(0);
  });

  it("clamps month ends (31 Jan + 1 month = 29 Feb 2024)", () => {
    expect(qualifyingPeriodMonths("2024-01-31", "2024-02-29")).toBe(1);
    expect(qualifyingPeriodMonths("2024-01-31", "2024-02-28")).toBe(0);
    expect(qualifyingPeriodMonths("2024-02-29", "2024-03-28")).toBe(0);
    expect(qualifyingPeriodMonths("2024-02-29", "2024-03-29")).toBe(1);
  });

  it("is 0 for an empty or reversed period", () => {
    expect(qualifyingPeriodMonths("2020-01-15", "2020-01-15")).toBe(0);
    expect(qualifyingPeriodMonths("2021-01-15", "2020-01-15")).toBe(0);
  });
});

describe("feeTierIndex (part 2 §9)", () => {
  it("puts each lower bound in its own tier", () => {
    const cases: [string, number][] = [
      ["0", 0],
      ["29999.99", 0],
      ["30000", 1],
      ["99999.99", 1],
      ["100000.00", 2],
      ["199999.99", 2],
      ["200000", 3],
      ["499999.99", 3],
      ["500000", 4],
      ["999999.99", 4],
      ["1000000", 5],
      ["25000000.00", 5],
      ["-10.00", 0],
    ];
    for (const [balance, tier] of cases) expect(feeTierIndex(balance), balance).toBe(tier);
    expect(feeTierIndex(new Decimal(30000))).toBe(1);
  });
});

describe("contributionGroupOf and groupContributions (part 2 §3.3, §9)", () => {
  it("maps the money types of the reference data", () => {
    expect(contributionGroupOf("EE_MAN")).toBe("memberMandatory");
    expect(contributionGroupOf("ER_MAN")).toBe("employerMandatory");
    expect(contributionGroupOf("EE_VOL")).toBe("memberVoluntary");
    expect(contributionGroupOf("ER_VOL")).toBe("employerVoluntary");
    expect(contributionGroupOf("SEP_MAN")).toBe("memberMandatory");
    expect(contributionGroupOf("TVC")).toBe("memberVoluntary");
    expect(contributionGroupOf("SVC")).toBe("memberVoluntary");
    expect(contributionGroupOf("ORSO_EE")).toBe("memberVoluntary");
    expect(contributionGroupOf("ORSO_ER")).toBe("employerVoluntary");
    expect(contributionGroupOf("RO")).toBe("formerEmployerMandatory");
    expect(contributionGroupOf("PS")).toBe("formerEmployerVoluntary");
    expect(contributionGroupOf("TFR")).toBeNull();
    expect(contributionGroupOf(" ee_man ")).toBe("memberMandatory");
  });

  it("falls back on ER and MAN in unknown codes", () => {
    expect(contributionGroupOf("ER_MAN_TOPUP")).toBe("employerMandatory");
    expect(contributionGroupOf("ER_SPECIAL")).toBe("employerVoluntary");
    expect(contributionGroupOf("EE_MAN_ARREARS")).toBe("memberMandatory");
    expect(contributionGroupOf("EE_SPECIAL")).toBe("memberVoluntary");
  });

  it("sums lines per group and in total, leaving transfers out", () => {
    expect(
      groupContributions([
        { moneyTypeCode: "EE_MAN", amount: "1500.00" },
        { moneyTypeCode: "EE_MAN", amount: "1500.00" },
        { moneyTypeCode: "ER_MAN", amount: "1500.00" },
        { moneyTypeCode: "TVC", amount: "600.25" },
        { moneyTypeCode: "ORSO_ER", amount: "2250.00" },
        { moneyTypeCode: "RO", amount: "10000.10" },
        { moneyTypeCode: "PS", amount: new Decimal("0.05") },
        { moneyTypeCode: "TFR", amount: "99999.00" },
      ]),
    ).toEqual({
      employerMandatory: "1500.00",
      employerVoluntary: "2250.00",
      memberMandatory: "3000.00",
      memberVoluntary: "600.25",
      formerEmployerMandatory: "10000.10",
      formerEmployerVoluntary: "0.05",
      // 1,500 + 2,250 + 3,000 + 600.25 + 10,000.10 + 0.05 = 17,350.40
      total: "17350.40",
    });
  });

  it("adds the amounts exactly and rounds each sum once, half up", () => {
    const g = groupContributions([
      { moneyTypeCode: "EE_MAN", amount: "0.004" },
      { moneyTypeCode: "EE_MAN", amount: "0.001" },
      { moneyTypeCode: "ER_MAN", amount: "-0.004" },
    ]);
    // 0.004 + 0.001 = 0.005 -> 0.01 (each rounded first would give 0.00); the total 0.001 -> 0.00
    expect(g.memberMandatory).toBe("0.01");
    expect(g.employerMandatory).toBe("0.00");
    expect(g.total).toBe("0.00");
  });

  it("gives every group 0.00 for no lines", () => {
    const empty = groupContributions([{ moneyTypeCode: "TFR", amount: "100.00" }]);
    expect(Object.values(empty)).toEqual(["0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00"]);
    expect(Object.keys(empty).sort()).toEqual(
      [
        "employerMandatory",
        "employerVoluntary",
        "formerEmployerMandatory",
        "formerEmployerVoluntary",
        "memberMandatory",
        "memberVoluntary",
        "total",
      ].sort(),
    );
  });
});

describe("activityGroupOf (part 2 §9)", () => {
  it("groups contributions, with 25 only for its sub-types", () => {
    for (const type of [5, 75, 291, 259])
      expect(activityGroupOf(type, null), String(type)).toBe("CONTRIBUTION");
    for (const sub of ["SC2", "SC3", "SC4", "SC7", "SC8", "SC10"]) {
      expect(activityGroupOf(25, sub), sub).toBe("CONTRIBUTION");
    }
    expect(activityGroupOf(25, "SC1")).toBe("OTHER");
    expect(activityGroupOf(25, "SC5")).toBe("OTHER");
    expect(activityGroupOf(25, null)).toBe("OTHER");
  });

  it("groups transfers in", () => {
    for (const type of [148, 147, 292]) expect(activityGroupOf(type, null), String(type)).toBe("TRANSFER_IN");
  });

  it("groups withdrawals, 94 except PD1/PD5 and 95 only with PA2-OVERPAY", () => {
    for (const type of [92, 98, 149, 290, 258, 146, 293]) {
      expect(activityGroupOf(type, "X"), String(type)).toBe("WITHDRAWAL");
    }
    expect(activityGroupOf(94, null)).toBe("WITHDRAWAL");
    expect(activityGroupOf(94, "PD2")).toBe("WITHDRAWAL");
    expect(activityGroupOf(94, "PD1")).toBe("OTHER");
    expect(activityGroupOf(94, "PD5")).toBe("OTHER");
    expect(activityGroupOf(95, "PA2-OVERPAY")).toBe("WITHDRAWAL");
    expect(activityGroupOf(95, "PA1")).toBe("OTHER");
    expect(activityGroupOf(95, null)).toBe("OTHER");
  });

  it("puts everything else in OTHER", () => {
    expect(activityGroupOf(1, null)).toBe("OTHER");
    expect(activityGroupOf(150, "SC2")).toBe("OTHER");
  });
});

describe("feeRateAt (part 2 §9)", () => {
  // A fund at 1.30 % standard, with lower rates from HK$500,000 and from HK$1,000,000.
  const tiers = [
    { minBalance: "0", maxBalance: "500000", ratePct: "1.30" },
    { minBalance: "500000", maxBalance: "1000000", ratePct: "1.15" },
    { minBalance: "1000000", maxBalance: null, ratePct: "1.05" },
  ];

  it("takes the rate of the tier holding the balance, its lower bound included", () => {
    expect(feeRateAt(tiers, "1562330.17", "1.30")).toBe("1.05");
    expect(feeRateAt(tiers, "1000000.00", "1.30")).toBe("1.05");
    expect(feeRateAt(tiers, "999999.99", "1.30")).toBe("1.15");
    expect(feeRateAt(tiers, "0", "1.30")).toBe("1.30");
  });

  it("falls back to the standard rate when no tier holds the balance, or there are none", () => {
    expect(feeRateAt([], "1562330.17", "0.95")).toBe("0.95");
    expect(feeRateAt(tiers.slice(1), "30000", "1.30")).toBe("1.30");
  });
});
