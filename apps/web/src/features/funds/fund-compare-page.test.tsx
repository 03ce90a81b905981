import type {
  CompareFundVo,
  FundCompareResponse,
  FundInfoSummaryResponse,
  FundSummaryVo,
} from "@portal/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiCall } from "../../test/render-app.tsx";
import { type PageCall, renderPage } from "../../test/render-page.tsx";

// The canvas chart (no canvas in jsdom) stands in as a box that says which lines it got.
vi.mock("./compare-chart.tsx", () => ({
  default: function CompareChartStub({ lines }: { lines: readonly { name: string; points: unknown[] }[] }) {
    return (
      <div
        data-testid="compare-chart"
        data-lines={lines.map((line) => `${line.name}:${line.points.length}`).join("|")}
      />
    );
  },
}));

const { FundComparePage } = await import("./fund-compare-page.tsx");

/** The scheme's funds as the fund list gives them (names, risk). */
function listFund(
  invTypeNmbr: number,
  legalNm: string,
  othLegalNm: string,
  riskClass: number,
): FundSummaryVo {
  return {
    invTypeNmbr,
    invTypeNm: legalNm,
    legalNm,
    othLegalNm,
    suffixFlag: "N",
    isDuplicate: false,
    isNew: false,
    invRskNm:
      riskClass <= 2 ? "LOW" : riskClass <= 4 ? "MODERATE" : riskClass === 5 ? "MODERATE TO HIGH" : "HIGH",
    riskClass,
    currencyTypeNm: "HKD",
    inceptionDate: "2000-12-01",
    investmentManagerEn: "Harbour Asset Management Limited",
    investmentManagerZh: "港灣資產管理有限公司",
    managementFeePct: "1.00",
    unitPrice: "10.0000",
    asOfDate: "2026-02-27",
    crYtd: "1",
    cr1y: "2",
    cr3y: "3",
    cr5y: "4",
  };
}

const LIST: FundSummaryVo[] = [
  listFund(298, "MPF CONSERVATIVE FUND", "強積金保守基金", 1),
  listFund(311, "ASIA EQUITY FUND", "亞洲股票基金", 6),
  listFund(312, "HONG KONG EQUITY FUND", "香港股票基金", 6),
  listFund(313, "BALANCED FUND", "均衡基金", 5),
  listFund(318, "GLOBAL ESG EQUITY FUND", "環球ESG股票基金", 6),
];

function summary(funds: FundSummaryVo[] = LIST): FundInfoSummaryResponse {
  return {
    webCycleDate: "2026-02-27",
    asOfDate: "2026-02-27",
    schemeIndex: 0,
    unitPriceDecimals: 4,
    funds,
  };
}

/** Each fund's figures, by fund: fee, FER, risk, 1-year return, the chart's end. */
const FIGURES: Record<
  number,
  {
    fee: string;
    fer: string | null;
    risk: number | null;
    vol: string | null;
    ar1: string | null;
    end: string;
  }
> = {
  298: { fee: "0.78", fer: "0.90", risk: 1, vol: "0.31", ar1: "1.8", end: "103.2000" },
  311: { fee: "1.50", fer: "1.80", risk: 6, vol: "17.25", ar1: "-12.345", end: "132.4000" },
  312: { fee: "1.50", fer: "1.80", risk: 7, vol: "26.1", ar1: "18.7654", end: "121.0500" },
  313: { fee: "1.30", fer: "1.55", risk: 5, vol: "9.8", ar1: "7.25", end: "111.1111" },
  318: { fee: "1.10", fer: null, risk: null, vol: null, ar1: null, end: "101.0000" },
};

function compareFund(inv: number): CompareFundVo {
  const base = LIST.find((fund) => fund.invTypeNmbr === inv) ?? listFund(inv, `FUND ${inv}`, `基金${inv}`, 4);
  const f = FIGURES[inv] ?? { fee: "1.00", fer: "1.20", risk: 4, vol: "8", ar1: "3", end: "110.0000" };
  return {
    invTypeNmbr: inv,
    invTypeNm: base.invTypeNm,
    legalNm: base.legalNm,
    othLegalNm: base.othLegalNm,
    suffixFlag: "N",
    isDuplicate: false,
    isNew: false,
    invRskNm: base.invRskNm,
    riskClass: base.riskClass,
    currencyTypeNm: "HKD",
    inceptionDate: inv === 318 ? "2025-10-27" : "2000-12-01",
    category: inv === 298 ? "MONEY_MARKET" : inv === 313 ? "MIXED" : "EQUITY",
    computedRiskClass: f.risk,
    volatility: f.vol,
    managementFeePct: f.fee,
    fundExpenseRatioPct: f.fer,
    unitPrice: "12.3456",
    priceDate: "2026-02-27",
    annualised: {
      "1Y": f.ar1,
      "5Y": inv === 318 ? null : "5.5",
      "10Y": null,
      SI: f.ar1 === null ? null : "4.25",
    },
    calendarYears: [2025, 2024, 2023, 2022, 2021].map((year) => ({
      year,
      value: inv === 318 ? null : "2.5",
    })),
  };
}

/** The server's answer for the funds and period a call names. */
function compareAnswer(call: ApiCall) {
  const query = (call as PageCall).query;
  const funds = (query.get("invTypeNmbr") ?? "").split(",").map(Number);
  const period = (query.get("period") ?? "5Y") as FundCompareResponse["period"];
  const body: FundCompareResponse = {
    webCycleDate: "2026-02-27",
    asOfDate: "2026-02-27",
    unitPriceDecimals: 4,
    period,
    funds: funds.map(compareFund),
    chart: {
      from: "2021-02-26",
      to: "2026-02-27",
      lines: funds.map((inv) => ({
        invTypeNmbr: inv,
        points: [
          ["2021-02-26", "100.0000"],
          ["2023-06-30", "101.5000"],
          ["2026-02-27", FIGURES[inv]?.end ?? "110.0000"],
        ],
      })),
    },
  };
  return { body };
}

const API = {
  "GET /api/funds/fundinfosummary": { body: summary() },
  "GET /api/funds/compare": compareAnswer,
};

function headerNames(): string[] {
  const table = screen.getByTestId("compare-table");
  const header = within(table).getAllByRole("row")[0] as HTMLElement;
  return within(header)
    .getAllByRole("columnheader")
    .slice(1)
    .map((cell) => cell.querySelector("span")?.textContent ?? "");
}

function row(key: string): HTMLElement {
  const found = screen.getByTestId("compare-table").querySelector(`tr[data-row="${key}"]`);
  if (!found) throw new Error(`no row ${key}`);
  return found as HTMLElement;
}

function cells(key: string): string[] {
  return within(row(key))
    .getAllByRole("cell")
    .map((cell) => cell.textContent ?? "");
}

describe("compare funds (/fundCompare?funds=...)", () => {
  let blobs: Blob[];
  let downloads: string[];

  beforeEach(() => {
    blobs = [];
    downloads = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("compares the funds the address names, side by side, in its order", async () => {
    const app = renderPage("/fundCompare?funds=311,298,312", <FundComparePage />, { api: API });
    expect(await screen.findByRole("heading", { level: 1, name: "Compare funds" })).toBeDefined();
    expect(await screen.findByTestId("compare-table")).toBeDefined();
    expect(headerNames()).toEqual(["Asia Equity Fund", "MPF Conservative Fund", "Hong Kong Equity Fund"]);
    // A named region that scrolls sideways: the caption names it.
    expect(
      screen.getByRole("region", { name: "The chosen funds side by side, as at 27 Feb 2026" }),
    ).toBeDefined();

    const query = app.callsTo("GET", "/api/funds/compare")[0]?.query;
    expect(query?.get("invTypeNmbr")).toBe("311,298,312");
    expect(query?.get("period")).toBe("5Y");
    expect(query?.get("contractNmbr")).toBe("1001");
    expect(query?.get("productTypeNmbr")).toBe("112");

    expect(cells("type")).toEqual(["Equity", "Money market / conservative", "Equity"]);
    expect(cells("riskLevel")).toEqual(["High", "Low", "High"]);
    expect(cells("riskClass")).toEqual(["6 of 7", "1 of 7", "7 of 7"]);
    expect(cells("volatility")).toEqual(["17.25", "0.31", "26.10"]);
    expect(cells("launchDate")).toEqual(["1 Dec 2000", "1 Dec 2000", "1 Dec 2000"]);
    expect(cells("unitPrice")).toEqual(["HK$12.3456", "HK$12.3456", "HK$12.3456"]);
    expect(cells("annualised-10Y")).toEqual(["N/A", "N/A", "N/A"]);
    expect(
      within(screen.getByTestId("compare-table"))
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toContain("2025");
  });

  it("marks the best and the worst of each judged row by an arrow and words, not colour alone", async () => {
    renderPage("/fundCompare?funds=311,298,312", <FundComparePage />, { api: API });
    await screen.findByTestId("compare-table");
    expect(screen.getByTestId("mark-legend").textContent).toBe(
      "In each row where more or less is better: ▲ best, ▼ worst",
    );
    // Fees: the lowest is best; the two highest are both worst.
    const fees = within(row("managementFee")).getAllByRole("cell");
    expect(fees.map((cell) => cell.getAttribute("data-mark"))).toEqual(["worst", "best", "worst"]);
    expect(fees[1]?.textContent).toBe("0.78▲ (best in this row)");
    expect(fees[0]?.textContent).toBe("1.50▼ (worst in this row)");
    // Returns: the highest is best, with its sign.
    expect(cells("annualised-1Y")).toEqual([
      "-12.35▼ (worst in this row)",
      "+1.80",
      "+18.77▲ (best in this row)",
    ]);
    // Risk is not judged; equal figures are not marked.
    expect(
      within(row("riskClass"))
        .getAllByRole("cell")
        .map((c) => c.getAttribute("data-mark")),
    ).toEqual([null, null, null]);
    expect(cells("calendar-2024")).toEqual(["+2.50", "+2.50", "+2.50"]);
  });

  it("says where each line of the chart ends, in words, and asks again for another period", async () => {
    const app = renderPage("/fundCompare?funds=311,298", <FundComparePage />, { api: API });
    const summaryBox = await screen.findByTestId("compare-chart-summary");
    expect(summaryBox.textContent).toContain("Each fund rebased to 100 on 26 Feb 2021, to 27 Feb 2026:");
    expect(
      within(summaryBox)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Asia Equity Fund: from 100 to 132.4", "MPF Conservative Fund: from 100 to 103.2"]);
    expect((await screen.findByTestId("compare-chart")).getAttribute("data-lines")).toBe(
      "Asia Equity Fund:3|MPF Conservative Fund:3",
    );
    const periods = screen.getByRole("group", { name: "Chart period" });
    expect(within(periods).getByRole("button", { name: "5 years" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    fireEvent.click(within(periods).getByRole("button", { name: "10 years" }));
    await waitFor(() =>
      expect(app.callsTo("GET", "/api/funds/compare").map((c) => c.query.get("period"))).toEqual([
        "5Y",
        "10Y",
      ]),
    );
    await waitFor(() =>
      expect(within(periods).getByRole("button", { name: "10 years" }).getAttribute("aria-pressed")).toBe(
        "true",
      ),
    );
  });

  it("takes the period from the address too (a reload keeps it)", async () => {
    const app = renderPage("/fundCompare?funds=311,298&period=ALL", <FundComparePage />, { api: API });
    await screen.findByTestId("compare-table");
    expect(app.callsTo("GET", "/api/funds/compare")[0]?.query.get("period")).toBe("ALL");
    const periods = screen.getByRole("group", { name: "Chart period" });
    expect(
      within(periods).getByRole("button", { name: "All common history" }).getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("removes a fund with its column's button, says so and keeps the focus there", async () => {
    const app = renderPage("/fundCompare?funds=311,298,312", <FundComparePage />, { api: API });
    await screen.findByTestId("compare-table");
    fireEvent.click(screen.getByRole("button", { name: "Remove Hong Kong Equity Fund from the comparison" }));
    await waitFor(() => expect(headerNames()).toEqual(["Asia Equity Fund", "MPF Conservative Fund"]));
    const status = screen.getByTestId("compare-status");
    expect(status.textContent).toBe("Hong Kong Equity Fund removed from the comparison.");
    expect(document.activeElement).toBe(status);
    await waitFor(() =>
      expect(app.callsTo("GET", "/api/funds/compare").at(-1)?.query.get("invTypeNmbr")).toBe("311,298"),
    );
    // The way back to the list carries the choice.
    expect(screen.getByRole("link", { name: "Choose funds from the fund list" }).getAttribute("href")).toBe(
      "/fundInfo?compare=311,298",
    );
  });

  it("adds a fund of the scheme from the list of those not chosen yet", async () => {
    const app = renderPage("/fundCompare?funds=311", <FundComparePage />, { api: API });
    await screen.findByTestId("compare-table");
    const select = screen.getByRole("combobox", { name: "Add a fund" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Choose a fund",
      "Balanced Fund",
      "Global ESG Equity Fund",
      "Hong Kong Equity Fund",
      "MPF Conservative Fund",
    ]);
    const add = screen.getByRole("button", { name: "Add to the comparison" });
    expect(add.hasAttribute("disabled")).toBe(true);
    fireEvent.change(select, { target: { value: "318" } });
    fireEvent.click(add);
    await waitFor(() => expect(headerNames()).toEqual(["Asia Equity Fund", "Global ESG Equity Fund"]));
    expect(screen.getByTestId("compare-status").textContent).toBe(
      "Global ESG Equity Fund added to the comparison.",
    );
    expect(app.callsTo("GET", "/api/funds/compare").at(-1)?.query.get("invTypeNmbr")).toBe("311,318");
    // A young fund: no risk class before 3 years, no FER in its data.
    expect(cells("riskClass")[1]).toBe("N/A (under 3 years)");
    expect(cells("fer")[1]).toBe("N/A");
  });

  it("refuses an 11th fund with a clear message", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) =>
      listFund(700 + i, `FUND ${i + 1}`, `基金${i + 1}`, 4),
    );
    const ten = eleven.slice(0, 10).map((fund) => fund.invTypeNmbr);
    const app = renderPage(`/fundCompare?funds=${ten.join(",")}`, <FundComparePage />, {
      api: { ...API, "GET /api/funds/fundinfosummary": { body: summary(eleven) } },
    });
    await screen.findByTestId("compare-table");
    expect(headerNames()).toHaveLength(10);
    fireEvent.change(screen.getByRole("combobox", { name: "Add a fund" }), { target: { value: "710" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to the comparison" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "You can compare at most 10 funds side by side. Remove one before you add another.",
    );
    expect(headerNames()).toHaveLength(10);
    expect(app.callsTo("GET", "/api/funds/compare")).toHaveLength(1);
  });

  it("compares only the first 10 of a longer link, and leaves out funds the scheme does not offer", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) =>
      listFund(700 + i, `FUND ${i + 1}`, `基金${i + 1}`, 4),
    );
    const app = renderPage(
      `/fundCompare?funds=999,${eleven.map((f) => f.invTypeNmbr).join(",")}`,
      <FundComparePage />,
      { api: { ...API, "GET /api/funds/fundinfosummary": { body: summary(eleven) } } },
    );
    await screen.findByTestId("compare-table");
    expect(screen.getByText("The link names more than 10 funds: the first 10 are compared.")).toBeDefined();
    expect(
      screen.getByText("Some funds of the link are not offered in this account's scheme and are left out."),
    ).toBeDefined();
    expect(app.callsTo("GET", "/api/funds/compare")[0]?.query.get("invTypeNmbr")).toBe(
      eleven
        .slice(0, 10)
        .map((f) => f.invTypeNmbr)
        .join(","),
    );
  });

  it("downloads the table as CSV, with a byte-order mark for Excel", async () => {
    renderPage("/fundCompare?funds=311,298", <FundComparePage />, { api: API });
    await screen.findByTestId("compare-table");
    fireEvent.click(screen.getByRole("button", { name: "Download the table (CSV)" }));
    expect(blobs).toHaveLength(1);
    const blob = blobs[0] as Blob;
    expect(blob.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).split("\r\n");
    expect(lines[0]).toBe("\uFEFFFund comparison,As at,27 Feb 2026");
    expect(lines[1]).toBe("Figure,Asia Equity Fund,MPF Conservative Fund");
    expect(lines).toContain("Management fee (% a year),1.50,0.78");
    expect(lines).toContain("Fund expense ratio (% a year),1.80,0.90");
    expect(lines).toContain("Annualised return (% a year): 1 year,-12.35,1.80");
    expect(lines).toContain("Calendar-year return (%): 2025,2.50,2.50");
    expect(lines).toContain("Unit price,HK$12.3456,HK$12.3456");
    expect(lines.at(-1)).toBe("");
    expect(downloads).toEqual(["fund-comparison-2026-02-27.csv blob:test/1"]);
  });

  it("asks for funds when the address names none, without calling the server", async () => {
    const app = renderPage("/fundCompare", <FundComparePage />, { api: API });
    expect(
      await screen.findByText(
        'No funds chosen yet. Add funds here, or tick "Compare" on the funds in the fund list.',
      ),
    ).toBeDefined();
    expect(screen.getByRole("link", { name: "Choose funds from the fund list" }).getAttribute("href")).toBe(
      "/fundInfo",
    );
    expect(app.callsTo("GET", "/api/funds/compare")).toHaveLength(0);
  });

  it("shows a failed comparison with a retry", async () => {
    renderPage("/fundCompare?funds=311", <FundComparePage />, {
      api: {
        ...API,
        "GET /api/funds/compare": { status: 503, body: { code: "technical-error", message: "x" } },
      },
    });
    expect(await screen.findByText("The comparison could not be loaded.")).toBeDefined();
    expect(screen.getByRole("button", { name: "Try again" })).toBeDefined();
  });

  it("speaks Chinese: names, rows, dates and N/A", async () => {
    renderPage("/fundCompare?funds=311,318", <FundComparePage />, { api: API, language: "zh-HK" });
    expect(await screen.findByRole("heading", { level: 1, name: "比較基金" })).toBeDefined();
    await screen.findByTestId("compare-table");
    expect(headerNames()).toEqual(["亞洲股票基金", "環球ESG股票基金"]);
    expect(screen.getByRole("region", { name: "所選基金並列比較，截至2026年2月27日" })).toBeDefined();
    expect(cells("riskClass")).toEqual(["6（共7級）", "不適用（少於3年）"]);
    expect(cells("annualised-5Y")[1]).toBe("不適用");
    expect(within(row("managementFee")).getAllByRole("cell")[1]?.textContent).toBe("1.10▲ （此項目最佳）");
    expect(screen.getByTestId("mark-legend").textContent).toBe(
      "在數值愈高或愈低愈好的項目中：▲ 最佳，▼ 最差",
    );
    expect(screen.getByRole("button", { name: "從比較中移除亞洲股票基金" })).toBeDefined();
    expect(within(screen.getByTestId("compare-chart-summary")).getAllByRole("listitem")[0]?.textContent).toBe(
      "亞洲股票基金：由 100 變為 132.4",
    );
  });
});
