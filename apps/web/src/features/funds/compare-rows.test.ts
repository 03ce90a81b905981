import type { CompareFundVo, FundCompareResponse } from "@portal/domain";
import { describe, expect, it } from "vitest";
import type { FeatureT } from "../../components/feature-translation.ts";
import type enT from "../../locales/en/funds.json";
import en from "../../locales/en/funds.json";
import { compareCsv, compareRows, type RowContext } from "./compare-rows.ts";

/** The English texts, with {{values}} put in: enough of the translator for the rows. */
const t = ((key: string, values: Record<string, unknown> = {}) => {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof text !== "string") return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}) as FeatureT<typeof enT>;

const CONTEXT: RowContext = {
  t,
  language: "en",
  scheme: "S800",
  riskLabels: ["Low", "Moderate", "Moderate to high", "High"],
};

function fund(inv: number, overrides: Partial<CompareFundVo>): CompareFundVo {
  return {
    invTypeNmbr: inv,
    invTypeNm: "X",
    legalNm: `FUND ${inv}`,
    othLegalNm: `基金${inv}`,
    suffixFlag: "N",
    isDuplicate: false,
    isNew: false,
    invRskNm: "MODERATE",
    riskClass: 4,
    currencyTypeNm: "USD",
    inceptionDate: "2010-01-04",
    category: "BOND",
    computedRiskClass: 3,
    volatility: "4.56789",
    managementFeePct: "0.95",
    fundExpenseRatioPct: "1.15",
    unitPrice: "10.5",
    priceDate: "2026-02-27",
    annualised: { "1Y": "3", "5Y": "2", "10Y": "1", SI: "1.5" },
    calendarYears: [
      { year: 2025, value: "1" },
      { year: 2024, value: null },
    ],
    ...overrides,
  };
}

const DATA: FundCompareResponse = {
  webCycleDate: "2026-02-27",
  asOfDate: "2026-02-27",
  unitPriceDecimals: 2,
  period: "5Y",
  funds: [
    fund(1, {}),
    fund(2, {
      managementFeePct: "0.75",
      fundExpenseRatioPct: null,
      annualised: { "1Y": "5", "5Y": null, "10Y": null, SI: "5" },
    }),
    fund(3, {
      managementFeePct: "1.20",
      category: "SOMETHING_NEW",
      calendarYears: [
        { year: 2025, value: "-4" },
        { year: 2024, value: "2" },
      ],
    }),
  ],
  chart: null,
};

describe("compareRows", () => {
  const rows = compareRows(DATA, CONTEXT);
  const byKey = new Map(rows.map((row) => [row.key, row]));

  it("has the issue's rows in groups, the calendar years of the answer last", () => {
    expect(rows.map((row) => row.key)).toEqual([
      "type",
      "riskLevel",
      "riskClass",
      "volatility",
      "launchDate",
      "unitPrice",
      "priceDate",
      "managementFee",
      "fer",
      "annualised-1Y",
      "annualised-5Y",
      "annualised-10Y",
      "annualised-SI",
      "calendar-2025",
      "calendar-2024",
    ]);
    expect(byKey.get("type")?.cells.map((c) => c.text)).toEqual(["Bond", "Bond", "SOMETHING_NEW"]);
    expect(byKey.get("volatility")?.cells[0]?.text).toBe("4.57");
    expect(byKey.get("unitPrice")?.cells[0]?.text).toBe("US$10.50");
  });

  it("marks fees lowest-best and returns highest-best, ignoring N/A", () => {
    expect(byKey.get("managementFee")?.marks).toEqual({ best: [1], worst: [2] });
    expect(byKey.get("fer")?.marks).toEqual({ best: [], worst: [] }); // 1.15 twice, one N/A
    expect(byKey.get("annualised-1Y")?.marks).toEqual({ best: [1], worst: [0, 2] });
    expect(byKey.get("annualised-5Y")?.marks).toEqual({ best: [], worst: [] });
    expect(byKey.get("calendar-2025")?.marks).toEqual({ best: [0, 1], worst: [2] });
    expect(byKey.get("riskClass")?.marks).toEqual({ best: [], worst: [] });
  });

  it("gives the CSV of the table, row names saying their group", () => {
    const lines = compareCsv(DATA, rows, CONTEXT).split("\r\n");
    expect(lines[0]).toBe("Fund comparison,As at,27 Feb 2026");
    expect(lines[1]).toBe("Figure,Fund 1,Fund 2,Fund 3");
    expect(lines).toContain("Fund expense ratio (% a year),1.15,N/A,1.15");
    expect(lines).toContain("Annualised return (% a year): Since launch,1.50,5.00,1.50");
    expect(lines).toContain("Calendar-year return (%): 2024,N/A,N/A,2.00");
    expect(lines).toContain("Launch date,4 Jan 2010,4 Jan 2010,4 Jan 2010");
  });
});
