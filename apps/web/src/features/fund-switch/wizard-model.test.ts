import { describe, expect, it } from "vitest";
import { optionsAnswer } from "./fund-switch-fixtures.ts";
import {
  estimateFor,
  lineError,
  runningTotal,
  switchOutLines,
  switchOutRows,
  validationKeyOf,
} from "./wizard-model.ts";

describe("fund switch wizard model", () => {
  it("lists the held funds of a contribution type with their figures and blocks", () => {
    const options = optionsAnswer();
    const mandatory = switchOutRows(options, "MANDATORY");
    expect(mandatory.map((row) => [row.fund.invTypeNmbr, row.units, row.balance, row.blocked])).toEqual([
      // 1,000 + 500 units x 12.3456
      [801, "1500", "18518.40", null],
      [802, "2000", "41000.00", null],
      [807, "300", "3000.00", "incomplete"],
    ]);
    expect(switchOutRows(options, "VOLUNTARY").map((row) => row.fund.invTypeNmbr)).toEqual([803]);
    expect(switchOutRows(options, "ALL").map((row) => row.fund.invTypeNmbr)).toEqual([801, 802, 803, 807]);
  });

  it("makes lines of the chosen, selectable funds: All is 100%", () => {
    const rows = switchOutRows(optionsAnswer(), "MANDATORY");
    const lines = switchOutLines(rows, {
      "801": { mode: "percent", percent: " 50 " },
      "802": { mode: "all", percent: "20" },
      "807": { mode: "all", percent: "" },
    });
    expect(lines).toEqual([
      { invTypeNmbr: 801, percent: "50" },
      { invTypeNmbr: 802, percent: "100" },
    ]);
    const [asia] = rows;
    if (!asia) throw new Error("no row");
    // 1,500 x 50% x 12.3456 = 9,259.20; nothing for a percentage not yet usable
    expect(estimateFor(asia, { mode: "percent", percent: "50" })).toBe("9259.20");
    expect(estimateFor(asia, { mode: "percent", percent: "12.5" })).toBeNull();
    expect(estimateFor(asia, undefined)).toBeNull();
  });

  it("checks one line alone and maps the codes to this namespace's keys", () => {
    expect(lineError({ invTypeNmbr: 1, percent: "4" })).toBe("fundSwitch.validation.minimumPercent");
    expect(lineError({ invTypeNmbr: 1, percent: "40" })).toBeNull();
    expect(validationKeyOf("fundSwitch.validation.totalNot100")).toBe("totalNot100");
    expect(validationKeyOf("fundSwitch.validation.unknown")).toBeNull();
    expect(validationKeyOf("funds-exceeded")).toBeNull();
    expect(
      runningTotal([
        { invTypeNmbr: 1, percent: "60" },
        { invTypeNmbr: 2, percent: "2.5" },
      ]),
    ).toBe(60);
  });
});
