import { describe, expect, it } from "vitest";
import { MANAGER_FUNDS, MANAGERS, managerFund } from "./manager-fund-fixtures.ts";
import { groupByManager } from "./manager-groups.ts";

describe("groupByManager", () => {
  it("groups the funds by manager, managers and funds A to Z in English", () => {
    const groups = groupByManager(MANAGER_FUNDS, "en");
    expect(groups.map((g) => [g.name, g.funds.map((f) => f.name)])).toEqual([
      ["Harbour Asset Management Limited", ["Balanced Fund", "MPF Conservative Fund"]],
      ["Lion Rock Capital Management Limited", ["Hong Kong Equity Fund"]],
      ["Victoria Global Investors Limited", ["Asia Equity Fund", "Global Bond Fund"]],
    ]);
  });

  it("names managers and funds in Chinese in zh-HK, keeping the English name as the key", () => {
    const groups = groupByManager(MANAGER_FUNDS, "zh-HK");
    const harbour = groups.find((g) => g.key === MANAGERS.harbour.investmentManagerEn);
    expect(harbour?.name).toBe("港灣資產管理有限公司");
    expect(harbour?.funds.map((f) => f.name).sort()).toEqual(["均衡基金", "強積金保守基金"].sort());
    expect(groups).toHaveLength(3);
  });

  it("treats spacing and case of a manager's name as the same manager, and falls back to English", () => {
    const groups = groupByManager(
      [
        managerFund({
          invTypeNmbr: 1,
          legalNm: "A FUND",
          othLegalNm: "甲基金",
          investmentManagerEn: "Acme  Ltd",
        }),
        managerFund({
          invTypeNmbr: 2,
          legalNm: "B FUND",
          othLegalNm: "乙基金",
          investmentManagerEn: "ACME LTD ",
        }),
      ],
      "zh-HK",
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.name).toBe("Acme Ltd");
    expect(groups[0]?.funds).toHaveLength(2);
  });
});
