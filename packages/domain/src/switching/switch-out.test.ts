import { describe, expect, it } from "vitest";
import { estimatedSwitchOutAmount, heldFundRows } from "./switch-out.ts";

describe("heldFundRows (part 2 §2.7 fund rows)", () => {
  it("values each holding at units x price and shares the asset in the account's currency", () => {
    // 1000.5 x 12.3456 = 12351.7728; 200 x 7.5 = 1500; a USD fund: 50 x 10 = 500 x 7.8 = 3900 HKD.
    // Total 17751.7728: 69.5805...%, 8.4498...%, 21.9696...%.
    const rows = heldFundRows([
      { invTypeNmbr: 302, units: "1000.5", unitPrice: "12.3456", exchangeRate: "1" },
      { invTypeNmbr: 315, units: "200", unitPrice: "7.5", exchangeRate: "1" },
      { invTypeNmbr: 801, units: "50", unitPrice: "10", exchangeRate: "7.8" },
    ]);
    expect(rows).toEqual([
      { invTypeNmbr: 302, units: "1000.5000", balance: "12351.77", percentOfAsset: "69.58" },
      { invTypeNmbr: 315, units: "200.0000", balance: "1500.00", percentOfAsset: "8.45" },
      // The balance stays in the fund's currency; only the share is converted.
      { invTypeNmbr: 801, units: "50.0000", balance: "500.00", percentOfAsset: "21.97" },
    ]);
  });

  it("gives one fund the whole asset and rounds the balance half up", () => {
    // 3 x 0.005 = 0.015 -> 0.02
    expect(heldFundRows([{ invTypeNmbr: 1, units: "3", unitPrice: "0.005", exchangeRate: "1" }])).toEqual([
      { invTypeNmbr: 1, units: "3.0000", balance: "0.02", percentOfAsset: "100.00" },
    ]);
  });

  it("is exact where floats are not: 0.1 + 0.2 units at 3 is 0.90", () => {
    const rows = heldFundRows([
      { invTypeNmbr: 1, units: "0.1", unitPrice: "3", exchangeRate: "1" },
      { invTypeNmbr: 2, units: "0.2", unitPrice: "3", exchangeRate: "1" },
    ]);
    expect(rows.map((r) => r.balance)).toEqual(["0.30", "0.60"]);
    expect(rows.map((r) => r.percentOfAsset)).toEqual(["33.33", "66.67"]);
  });

  it("shares nothing out of an empty asset", () => {
    expect(
      heldFundRows([
        { invTypeNmbr: 1, units: "0", unitPrice: "12.5", exchangeRate: "1" },
        { invTypeNmbr: 2, units: "0", unitPrice: "8", exchangeRate: "1" },
      ]).map((r) => [r.balance, r.percentOfAsset]),
    ).toEqual([
      ["0.00", "0.00"],
      ["0.00", "0.00"],
    ]);
    expect(heldFundRows([])).toEqual([]);
  });
});

describe("estimatedSwitchOutAmount", () => {
  it("redeems percent of the units at the latest price, to the cent", () => {
    // 1000.5 x 35% = 350.175 units x 12.3456 = 4323.12048
    expect(estimatedSwitchOutAmount({ units: "1000.5", unitPrice: "12.3456" }, "35")).toBe("4323.12");
    expect(estimatedSwitchOutAmount({ units: "1000.5", unitPrice: "12.3456" }, "100")).toBe("12351.77");
    // 200 x 5% = 10 units x 7.5
    expect(estimatedSwitchOutAmount({ units: "200", unitPrice: "7.5" }, " 5 ")).toBe("75.00");
  });

  it("rounds half up: 1 unit x 0.025 is 0.03, not the banker's 0.02", () => {
    expect(estimatedSwitchOutAmount({ units: "1", unitPrice: "0.025" }, "100")).toBe("0.03");
  });

  it("estimates nothing for an empty percentage", () => {
    expect(estimatedSwitchOutAmount({ units: "1000", unitPrice: "10" }, "")).toBe("0.00");
    expect(estimatedSwitchOutAmount({ units: "1000", unitPrice: "10" }, "  ")).toBe("0.00");
  });
});
