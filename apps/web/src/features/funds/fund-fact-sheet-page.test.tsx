import { addDays, type FundInfoDetailResponse, type PricesHistoryResponse, weekdayOf } from "@portal/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiAnswer } from "../../test/render-app.tsx";
import { renderPage } from "../../test/render-page.tsx";
import { NOTES_READ_KEY } from "./important-notes.tsx";

// The canvas chart (no canvas in jsdom) stands in as a box that says how many points it got and
// offers its PNG export.
vi.mock("./price-chart.tsx", async () => {
  const { useEffect } = await import("react");
  return {
    CHART_RENDER_MEASURE: "fund-chart-render",
    default: function PriceChartStub({
      points,
      onReady,
    }: {
      points: readonly { date: string }[];
      onReady?: (handle: { toPng(): string } | null) => void;
    }) {
      useEffect(() => {
        onReady?.({ toPng: () => "data:image/png;base64,AAAA" });
        return () => onReady?.(null);
      }, [onReady]);
      return <div data-testid="price-chart" data-points={points.length} />;
    },
  };
});

const { FundFactSheetPage } = await import("./fund-fact-sheet-page.tsx");

/** Weekday prices from 2023-01-02 to 2026-02-27: 10.0000 rising by 0.0010 a day. */
function weekdayPrices(from = "2023-01-02", to = "2026-02-27") {
  const rows: { invPriceEffectiveDate: string; unitPriceAmount: string }[] = [];
  let price = 100_000;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = weekdayOf(date);
    if (day === 0 || day === 6) continue;
    rows.push({ invPriceEffectiveDate: date, unitPriceAmount: (price / 10_000).toFixed(4) });
    price += 10;
  }
  return rows;
}

const PRICES: PricesHistoryResponse = {
  invTypeNmbr: 311,
  unitPriceDecimals: 4,
  fundPriceHistoryDetails: weekdayPrices(),
};

const PERIODS = ["1M", "3M", "6M", "1Y", "3Y", "5Y", "10Y", "YTD", "SI"] as const;

function detail(overrides: Partial<FundInfoDetailResponse> = {}): FundInfoDetailResponse {
  const cumulative: Record<string, string | null> = {
    "1M": "1.2345",
    "3M": "-2.5",
    "6M": "3.0",
    "1Y": "10.004",
    "3Y": "25.5",
    "5Y": null,
    "10Y": null,
    YTD: "0.5",
    SI: "31.25",
  };
  const annualised: Record<string, string | null> = { "1Y": "10.004", "3Y": "7.9876", SI: "8.1" };
  return {
    webCycleDate: "2026-02-27",
    unitPriceDecimals: 4,
    fund: {
      invTypeNmbr: 311,
      invTypeNm: "Asia Equity Fund",
      legalNm: "ASIA EQUITY FUND",
      othLegalNm: "亞洲股票基金",
      suffixFlag: "N",
      isDuplicate: false,
      isNew: false,
      invRskNm: "HIGH",
      riskClass: 6,
      currencyTypeNm: "HKD",
      inceptionDate: "2023-01-02",
      investmentManagerEn: "Lion Rock Capital Management Limited",
      investmentManagerZh: "獅子山資本管理有限公司",
      managementFeePct: "1.45",
      hasFeeTiers: true,
      indexName: null,
      category: "EQUITY",
    },
    overview: {
      unitPrice: "17.9990",
      valuationDate: "2026-02-27",
      dailyChange: "-0.0123",
      dailyChangePct: "-0.06829",
    },
    cumulativeShown: true,
    returns: PERIODS.map((period) => ({
      period,
      cumulative: cumulative[period] ?? null,
      annualised: annualised[period] ?? null,
      indexCumulative: null,
    })),
    calendarYears: [2025, 2024, 2023, 2022, 2021].map((year) => ({
      year,
      fund: year >= 2023 ? `${year - 2020}.5` : null,
      index: null,
    })),
    documents: {
      brochure: "/api/funds/documents/brochure?productTypeNmbr=112",
      factSheet: "/api/funds/documents/factsheet?productTypeNmbr=112&invTypeNmbr=311",
      disclaimer: "/api/funds/documents/disclaimer?productTypeNmbr=112",
    },
    ...overrides,
  };
}

function api(body: FundInfoDetailResponse = detail()): Record<string, ApiAnswer> {
  return {
    "GET /api/funds/fundinfodetail": { body },
    "GET /api/investments/priceshistory": { body: PRICES },
  };
}

function tabs(name = "Sections of the fund fact sheet"): string[] {
  const nav = screen.getByRole("navigation", { name });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.children).map((cell) => cell.textContent ?? ""));
}

describe("fund fact sheet (/fundFactSheet?invTypeNmbr=N)", () => {
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

  it("shows the overview, the details, the returns table and the downloads", async () => {
    const app = renderPage("/fundFactSheet?invTypeNmbr=311", <FundFactSheetPage />, { api: api() });
    expect(await screen.findByRole("heading", { level: 1, name: "Asia Equity Fund" })).toBeDefined();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(crumbs)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Dashboard", "/dashboard"],
      ["Fund prices and performance", "/fundInfo"],
    ]);
    expect(within(crumbs).getByText("Asia Equity Fund").getAttribute("aria-current")).toBe("page");

    expect(tabs()).toEqual(["Overview", "Fund details", "Fund performance", "Fund returns", "Downloads"]);
    expect(
      within(screen.getByRole("navigation", { name: /Sections/ }))
        .getByRole("link", { name: "Overview" })
        .getAttribute("aria-current"),
    ).toBe("location");

    const overview = screen.getByRole("region", { name: "Overview" });
    expect(within(overview).getByText("HK$17.9990")).toBeDefined();
    expect(within(overview).getByText("27 Feb 2026")).toBeDefined();
    expect(within(overview).getByText("-HK$0.0123 (-0.07%)")).toBeDefined();

    const details = screen.getByRole("region", { name: "Fund details" });
    expect(within(details).getByText("Lion Rock Capital Management Limited")).toBeDefined();
    expect(within(details).getByText("2 Jan 2023")).toBeDefined();
    expect(within(details).getByText("6 of 7")).toBeDefined();
    expect(within(details).getByText("High")).toBeDefined();
    expect(within(details).getByText("1.45% a year")).toBeDefined();
    expect(within(details).getByRole("link", { name: "See the fees by balance" }).getAttribute("href")).toBe(
      "/feesAndCharges",
    );

    const returns = screen.getByRole("table", { name: "Returns (%)" });
    expect(rowTexts(returns)).toEqual([
      [
        "Return",
        "1 month",
        "3 months",
        "Year to date",
        "1 year",
        "3 years",
        "5 years",
        "10 years",
        "Since inception",
      ],
      ["Cumulative return", "+1.23", "-2.50", "+0.50", "+10.00", "+25.50", "N/A", "N/A", "+31.25"],
      ["Annualised return", "N/A", "N/A", "N/A", "+10.00", "+7.99", "N/A", "N/A", "+8.10"],
    ]);
    expect(
      within(returns)
        .getAllByRole("rowheader")
        .map((th) => th.getAttribute("scope")),
    ).toEqual(["row", "row"]);
    const years = screen.getByRole("table", { name: "Calendar-year returns (%)" });
    expect(rowTexts(years)).toEqual([
      ["Return", "2025", "2024", "2023", "2022", "2021"],
      ["Fund", "+5.50", "+4.50", "+3.50", "N/A", "N/A"],
    ]);

    const downloadsSection = screen.getByRole("region", { name: "Downloads" });
    const links = within(downloadsSection).getAllByRole("link");
    expect(
      links.map((link) => [link.textContent, link.getAttribute("href"), link.hasAttribute("download")]),
    ).toEqual([
      ["Fund brochure (PDF)", "/api/funds/documents/brochure?productTypeNmbr=112&lang=en", true],
      [
        "Fund fact sheet (PDF)",
        "/api/funds/documents/factsheet?productTypeNmbr=112&invTypeNmbr=311&lang=en",
        true,
      ],
      ["Disclaimer (PDF)", "/api/funds/documents/disclaimer?productTypeNmbr=112&lang=en", true],
    ]);

    const detailQuery = app.callsTo("GET", "/api/funds/fundinfodetail")[0]?.query;
    expect(detailQuery?.get("productTypeNmbr")).toBe("112");
    expect(detailQuery?.get("invTypeNmbr")).toBe("311");
    // The whole history once, to the server's today (calendar now 2026-03-02 10:00 in Hong Kong).
    await waitFor(() => expect(app.callsTo("GET", "/api/investments/priceshistory")).toHaveLength(1));
    const priceQuery = app.callsTo("GET", "/api/investments/priceshistory")[0]?.query;
    expect(priceQuery?.get("startDate")).toBe("11/15/1996");
    expect(priceQuery?.get("endDate")).toBe("03/02/2026");
    expect(priceQuery?.get("invTypeNmbr")).toBe("311");
  });

  it("on a phone, says above each returns table that it scrolls sideways", async () => {
    // jsdom lays nothing out: the tables are 760 px wide inside a 288 px box, as at 320 px.
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(760);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(288);
    renderPage("/fundFactSheet?invTypeNmbr=311", <FundFactSheetPage />, { api: api() });
    for (const name of ["Returns (%)", "Calendar-year returns (%)"]) {
      const region = await screen.findByRole("region", { name });
      // The hint comes with the frame that measures the box (scroll-table.tsx), after the region.
      await waitFor(() => expect(region.getAttribute("aria-describedby")).toBeTruthy());
      const hint = document.getElementById(region.getAttribute("aria-describedby") ?? "");
      expect(hint?.textContent).toContain("Scroll sideways to see every period.");
      expect(region.contains(hint)).toBe(false);
      expect(within(region).getByRole("table", { name })).toBeDefined();
    }
  });

  it("shows cumulative returns only after 6 months of track record", async () => {
    const young = detail({
      cumulativeShown: false,
      returns: PERIODS.map((period) => ({
        period,
        cumulative: null,
        annualised: null,
        indexCumulative: null,
      })),
    });
    renderPage("/fundFactSheet?invTypeNmbr=311", <FundFactSheetPage />, { api: api(young) });
    const returns = await screen.findByRole("table", { name: "Returns (%)" });
    expect(rowTexts(returns).map((row) => row[0])).toEqual(["Return", "Annualised return"]);
    expect(
      screen.getByText("Cumulative returns are shown once the fund has 6 months of track record."),
    ).toBeDefined();
  });

  it("adds the index row where the data has index returns", async () => {
    const indexed = detail({
      fund: { ...detail().fund, indexName: "Hang Seng Index" },
      returns: PERIODS.map((period) => ({
        period,
        cumulative: "1",
        annualised: null,
        indexCumulative: period === "1Y" ? "-4.321" : null,
      })),
    });
    renderPage("/fundFactSheet?invTypeNmbr=311", <FundFactSheetPage />, { api: api(indexed) });
    const returns = await screen.findByRole("table", { name: "Returns (%)" });
    expect(rowTexts(returns)[3]).toEqual([
      "Index cumulative return (Hang Seng Index)",
      "N/A",
      "N/A",
      "N/A",
      "-4.32",
      "N/A",
      "N/A",
      "N/A",
      "N/A",
    ]);
  });

  it("switches the chart range with pressed buttons, and downloads exactly the shown prices", async () => {
    renderPage("/fundFactSheet?invTypeNmbr=311", <FundFactSheetPage />, { api: api() });
    const ranges = await screen.findByRole("group", { name: "Chart period" });
    const buttons = within(ranges).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([
      "YTD",
      "1M",
      "3M",
      "6M",
      "1Y",
      "3Y",
      "5Y",
      "10Y",
      "All",
    ]);
    expect(
      buttons.filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.textContent),
    ).toEqual(["1Y"]);
    // 1Y as of 27 Feb 2026: 27 Feb 2025 to 27 Feb 2026, both weekdays.
    const chart = await screen.findByTestId("price-chart");
    const oneYear = PRICES.fundPriceHistoryDetails.filter(
      (row) => row.invPriceEffectiveDate >= "2025-02-27" && row.invPriceEffectiveDate <= "2026-02-27",
    );
    expect(chart.getAttribute("data-points")).toBe(String(oneYear.length));
    expect(screen.getByTestId("chart-summary").textContent).toMatch(
      /^Unit price of .+ Fund\. From 27 Feb 2025 to 27 Feb 2026/,
    );

    fireEvent.click(within(ranges).getByRole("button", { name: "3M" }));
    expect(within(ranges).getByRole("button", { name: "3M" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(ranges).getByRole("button", { name: "1Y" }).getAttribute("aria-pressed")).toBe("false");
    // 3M: from 27 Nov 2025.
    const threeMonths = PRICES.fundPriceHistoryDetails.filter(
      (row) => row.invPriceEffectiveDate >= "2025-11-27" && row.invPriceEffectiveDate <= "2026-02-27",
    );
    expect(screen.getByTestId("price-chart").getAttribute("data-points")).toBe(String(threeMonths.length));

    fireEvent.click(screen.getByRole("button", { name: "Download price data (CSV)" }));
    expect(blobs).toHaveLength(1);
    const blob = blobs[0] as Blob;
    expect(blob.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // The UTF-8 byte-order mark first, for Excel.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).split("\r\n");
    expect(lines[0]).toBe("\uFEFFFund,Asia Equity Fund");
    expect(lines[1]).toBe("Date,Unit price (HKD)");
    expect(lines.slice(2, -1)).toEqual(
      threeMonths.map((row) => `${row.invPriceEffectiveDate},${row.unitPriceAmount}`),
    );
    expect(lines.at(-1)).toBe("");
    expect(downloads[0]).toBe("Asia-Equity-Fund-2025-11-27-2026-02-27.csv blob:test/1");

    fireEvent.click(screen.getByRole("button", { name: "Export chart (PNG)" }));
    expect(downloads[1]).toBe("Asia-Equity-Fund-2025-11-27-2026-02-27.png data:image/png;base64,AAAA");

    const print = vi.fn();
    vi.stubGlobal("print", print);
    fireEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();

    fireEvent.click(within(ranges).getByRole("button", { name: "All" }));
    expect(screen.getByTestId("price-chart").getAttribute("data-points")).toBe(
      String(PRICES.fundPriceHistoryDetails.length),
    );
  });

  it("says 'No performance data' without prices", async () => {
    renderPage("/fundFactSheet?invTypeNmbr=311", <FundFactSheetPage />, {
      api: {
        "GET /api/funds/fundinfodetail": { body: detail() },
        "GET /api/investments/priceshistory": {
          body: { ...PRICES, fundPriceHistoryDetails: [] },
        },
      },
    });
    expect(await screen.findByText("No performance data")).toBeDefined();
    expect(screen.queryByRole("group", { name: "Chart period" })).toBeNull();
  });

  it("asks for another period when the chosen range has no price movement to show", async () => {
    // Prices that stopped in March 2024: ranges end at the last price, so 1M and YTD hold only it.
    renderPage("/fundFactSheet?invTypeNmbr=311", <FundFactSheetPage />, {
      api: {
        "GET /api/funds/fundinfodetail": { body: detail() },
        "GET /api/investments/priceshistory": {
          body: {
            ...PRICES,
            fundPriceHistoryDetails: [
              { invPriceEffectiveDate: "2023-06-30", unitPriceAmount: "10.0000" },
              { invPriceEffectiveDate: "2024-03-28", unitPriceAmount: "10.5000" },
            ],
          },
        },
      },
    });
    const ranges = await screen.findByRole("group", { name: "Chart period" });
    expect(await screen.findByTestId("price-chart")).toBeDefined();
    expect(screen.getByTestId("chart-summary").textContent).toContain("HK$10.0000 to HK$10.5000 (+5.00%)");
    for (const range of ["1M", "YTD"]) {
      fireEvent.click(within(ranges).getByRole("button", { name: range }));
      expect(screen.getByText("No funds or returns data. Please select the period again.")).toBeDefined();
      expect(screen.queryByTestId("price-chart")).toBeNull();
      expect(
        (screen.getByRole("button", { name: "Download price data (CSV)" }) as HTMLButtonElement).disabled,
      ).toBe(true);
    }
    fireEvent.click(within(ranges).getByRole("button", { name: "All" }));
    expect(screen.getByTestId("price-chart").getAttribute("data-points")).toBe("2");
  });

  it("folds the important notes once read and confirmed", async () => {
    renderPage("/fundFactSheet?invTypeNmbr=311", <FundFactSheetPage />, { api: api() });
    const toggle = await screen.findByRole("button", { name: "Hide the important notes" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(/Investment involves risks/)).toBeDefined();
    fireEvent.click(screen.getByRole("checkbox", { name: "I have read and understood" }));
    expect(
      screen.getByRole("button", { name: "Show the important notes" }).getAttribute("aria-expanded"),
    ).toBe("false");
    expect(sessionStorage.getItem(NOTES_READ_KEY)).toBe("1");
    fireEvent.click(screen.getByRole("button", { name: "Show the important notes" }));
    expect(screen.getByRole("button", { name: "Hide the important notes" })).toBeDefined();
  });

  it("hides the returns tab for the AIIB scheme", async () => {
    renderPage("/fundFactSheet?invTypeNmbr=311", <FundFactSheetPage />, {
      session: { scheme: "HKAIIB" },
      api: api(detail({ fund: { ...detail().fund, currencyTypeNm: "USD" } })),
    });
    await screen.findByRole("heading", { level: 1, name: "Asia Equity Fund" });
    expect(tabs()).toEqual(["Overview", "Fund details", "Fund performance", "Downloads"]);
    expect(screen.queryByRole("table", { name: "Returns (%)" })).toBeNull();
    // No fees page for AIIB: the fee is not a link.
    expect(screen.queryByRole("link", { name: "See the fees by balance" })).toBeNull();
    expect(screen.getByText("US$17.9990")).toBeDefined();
  });

  it("hides the performance tab for the co-brand scheme's money-market fund", async () => {
    const app = renderPage("/fundFactSheet?invTypeNmbr=501", <FundFactSheetPage />, {
      session: { scheme: "COBRAND" },
      api: api(detail({ fund: { ...detail().fund, invTypeNmbr: 501, category: "MONEY_MARKET" } })),
    });
    await screen.findByRole("table", { name: "Returns (%)" });
    expect(tabs()).toEqual(["Overview", "Fund details", "Fund returns", "Downloads"]);
    expect(screen.queryByRole("group", { name: "Chart period" })).toBeNull();
    expect(app.callsTo("GET", "/api/investments/priceshistory")).toHaveLength(0);
  });

  it("speaks Chinese: names, manager, periods and PDFs in Chinese", async () => {
    renderPage("/fundFactSheet?invTypeNmbr=311", <FundFactSheetPage />, { api: api(), language: "zh-HK" });
    expect(await screen.findByRole("heading", { level: 1, name: "亞洲股票基金" })).toBeDefined();
    expect(tabs("基金概覽的各部分")).toEqual(["基金概覽", "基金資料", "基金表現", "基金回報", "下載"]);
    expect(screen.getByText("獅子山資本管理有限公司")).toBeDefined();
    const returns = screen.getByRole("table", { name: "回報（%）" });
    expect(rowTexts(returns)[0]).toContain("成立至今");
    expect(rowTexts(returns)[1]?.[0]).toBe("累積回報");
    expect(screen.getByRole("table", { name: "曆年回報（%）" })).toBeDefined();
    // The chart's summary: a Chinese sentence ends with a Chinese full stop.
    expect((await screen.findByTestId("chart-summary")).textContent).toMatch(/^亞洲股票基金的單位價格。 ?由/);
    expect(await screen.findByRole("button", { name: "下載價格數據（CSV）" })).toBeDefined();
    expect(screen.getByRole("link", { name: "基金便覽（PDF）" }).getAttribute("href")).toBe(
      "/api/funds/documents/factsheet?productTypeNmbr=112&invTypeNmbr=311&lang=zh-HK",
    );
  });

  it("shows no data, and stops the spinner, when the fund cannot be loaded", async () => {
    renderPage("/fundFactSheet?invTypeNmbr=311", <FundFactSheetPage />, {
      api: {
        "GET /api/funds/fundinfodetail": { status: 503, body: { code: "technical-error", message: "x" } },
      },
    });
    expect(await screen.findByText("The fund information is not available at the moment.")).toBeDefined();
    expect(screen.getByRole("heading", { level: 1, name: "Fund fact sheet" })).toBeDefined();
  });

  it("sends a missing fund number back to the fund list", async () => {
    const app = renderPage("/fundFactSheet", <FundFactSheetPage />, { api: api() });
    await waitFor(() => expect(app.pathname()).toBe("/fundInfo"));
  });

  it("adds the fund to the choice of funds to compare the list handed on (issue 18)", async () => {
    renderPage("/fundFactSheet?invTypeNmbr=311&compare=298", <FundFactSheetPage />, { api: api() });
    const toggle = await screen.findByRole("checkbox", { name: "Compare Asia Equity Fund" });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId("compare-count").textContent).toBe("1 fund chosen to compare (the most is 10)");
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Compare the chosen funds" }).getAttribute("href")).toBe(
        "/fundCompare?funds=298,311",
      ),
    );
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("link", { name: "Choose funds from the fund list" }).getAttribute("href")).toBe(
      "/fundInfo?compare=298,311",
    );
  });
});
