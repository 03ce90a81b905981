import { describe, expect, it } from "vitest";
import { accountFiguresShown } from "./termination.ts";

describe("accountFiguresShown (part 2 §2.2 terminated accounts, §2.3 figures)", () => {
  it("shows every figure of an active account, with money or without", () => {
    const all = { terminated: false, netContribution: true, gainLoss: true, returns: true };
    expect(accountFiguresShown({ terminationDate: null, accountBalance: "120000.00" })).toEqual(all);
    expect(accountFiguresShown({ terminationDate: null, accountBalance: "0.00" })).toEqual(all);
  });

  it("shows no net contribution, gain/loss, rate or returns for a terminated account with nothing left", () => {
    // P11's employee account: terminated 31 Jul 2019, all transferred out; balance HK$0.00.
    expect(accountFiguresShown({ terminationDate: "2019-07-31", accountBalance: "0.00" })).toEqual({
      terminated: true,
      netContribution: false,
      gainLoss: false,
      returns: false,
    });
    expect(accountFiguresShown({ terminationDate: "2019-07-31", accountBalance: 0 }).gainLoss).toBe(false);
  });

  it("keeps the figures of a terminated account that still holds money, flagged as terminated", () => {
    expect(accountFiguresShown({ terminationDate: "2019-07-31", accountBalance: "0.01" })).toEqual({
      terminated: true,
      netContribution: true,
      gainLoss: true,
      returns: true,
    });
  });
});
