import { describe, expect, it } from "vitest";
import { EMPTY_SWITCH_IN } from "./draft.ts";
import { blockedFund, FUNDS, optionsAnswer } from "./fund-switch-fixtures.ts";
import {
  allocationComparison,
  estimateFor,
  FUND_PROCESSING_PAGE,
  firstBlocked,
  firstSwitchInBlock,
  runningTotal,
  STEP_PAGES,
  stepOfBlockedFund,
  switchInResult,
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
      [807, "300", "3000.00", blockedFund(807)],
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

  it("maps the codes to this namespace's keys", () => {
    expect(validationKeyOf("total-not-100")).toBe("totalNot100");
    expect(validationKeyOf("fund-blocked")).toBe("fundBlocked");
    expect(validationKeyOf("unknown")).toBeNull();
    expect(validationKeyOf("funds-exceeded")).toBeNull();
    expect(
      runningTotal([
        { invTypeNmbr: 1, percent: "60" },
        { invTypeNmbr: 2, percent: "2.5" },
      ]),
    ).toBe(60);
  });

  it("refuses a switch-in entry on a fund an earlier instruction is not complete on", () => {
    const blocked = optionsAnswer().blockedFunds;
    const state = (entries: Record<string, string>) => ({ ...EMPTY_SWITCH_IN, entries });
    expect(switchInResult(state({ "807": "100" }), FUNDS, [801], blocked)).toBe("fund-blocked");
    expect(firstSwitchInBlock({ "807": "100" }, FUNDS, blocked)).toEqual(blockedFund(807));
    // before the total: the block is the thing to fix
    expect(switchInResult(state({ "807": "10", "802": "20" }), FUNDS, [801], blocked)).toBe("fund-blocked");
    expect(switchInResult(state({ "802": "100" }), FUNDS, [801], blocked)).toBeNull();
    // a fund blocked only for switching out (a pending 100% switch-out of a linked fund) can still
    // be switched into
    const linked = [blockedFund(807, { reason: "pending-full-switch-out", sourceInvTypeNmbr: 805 })];
    expect(linked[0]?.blocksSwitchIn).toBe(false);
    expect(switchInResult(state({ "807": "100" }), FUNDS, [801], linked)).toBeNull();
    expect(firstSwitchInBlock({ "807": "100" }, FUNDS, linked)).toBeNull();
  });

  it("names the block of the first blocked fund still chosen", () => {
    const full = blockedFund(802, { reason: "pending-full-switch-out", refNumber: "IW00001300" });
    const options = optionsAnswer({ blockedFunds: [full, blockedFund(807)] });
    const rows = switchOutRows(options, "MANDATORY");
    expect(firstBlocked(rows, { "801": { mode: "all", percent: "" } })).toBeNull();
    expect(firstBlocked(rows, { "807": { mode: "all", percent: "" } })).toEqual(blockedFund(807));
    expect(
      firstBlocked(rows, { "802": { mode: "all", percent: "" }, "807": { mode: "all", percent: "" } }),
    ).toEqual(full);
  });

  it("sends the member to the step that holds a fund the server refused as blocked", () => {
    const draft = {
      contributionType: "MANDATORY" as const,
      switchOut: { "801": { mode: "percent" as const, percent: "50" } },
      switchIn: { ...EMPTY_SWITCH_IN, entries: { "802": "60", "804": "40" } },
    };
    // the switched-out fund is blocked now
    expect(stepOfBlockedFund(optionsAnswer({ blockedFunds: [blockedFund(801)] }), draft)).toBe("switchOut");
    // a fund switched into has an earlier instruction not complete
    expect(
      stepOfBlockedFund(optionsAnswer({ blockedFunds: [blockedFund(804, { direction: "in" })] }), draft),
    ).toBe("switchIn");
    // a fund switched into blocked only through its linked group is no reason to go to switch in
    const linked = blockedFund(804, { reason: "pending-full-switch-out", sourceInvTypeNmbr: 805 });
    expect(stepOfBlockedFund(optionsAnswer({ blockedFunds: [linked] }), draft)).toBe("switchOut");
    // nothing to be seen yet: the switch-out step
    expect(stepOfBlockedFund(optionsAnswer({ blockedFunds: [] }), draft)).toBe("switchOut");
  });

  it("compares the allocation in force with the new one, fund by fund", () => {
    const current = new Map([
      [801, 50],
      [803, 50],
      [805, 0],
    ]);
    expect(
      allocationComparison(FUNDS, current, [
        { invTypeNmbr: 802, percent: "40" },
        { invTypeNmbr: 801, percent: "60" },
      ]),
    ).toEqual([
      { invTypeNmbr: 801, current: 50, next: "60" },
      { invTypeNmbr: 802, current: 0, next: "40" },
      { invTypeNmbr: 803, current: 50, next: "0" },
    ]);
    // a fund no longer offered still shows, after the others
    expect(
      allocationComparison(FUNDS.slice(0, 1), new Map([[999, 100]]), [{ invTypeNmbr: 801, percent: "100" }]),
    ).toEqual([
      { invTypeNmbr: 801, current: 0, next: "100" },
      { invTypeNmbr: 999, current: 100, next: "0" },
    ]);
  });

  it("logs the fund-processing step as Fund Processing", () => {
    expect(STEP_PAGES.fundsProcessing).toEqual({ pageName: "Fund Processing", subPath: "/fundProcessing" });
    expect(FUND_PROCESSING_PAGE).toBe(STEP_PAGES.fundsProcessing);
  });
});
