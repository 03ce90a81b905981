import type { FundInfoSummaryResponse, FundSummaryVo } from "@portal/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render-page.tsx";
import { FundInfoPage } from "./fund-info-page.tsx";

function fund(
  overrides: Partial<FundSummaryVo> & Pick<FundSummaryVo, "invTypeNmbr" | "legalNm">,
): FundSummaryVo {
  return {
    invTypeNm: overrides.legalNm,
    othLegalNm: "基金",
    suffixFlag: "N",
    isDuplicate: false,
    isNew: false,
    invRskNm: "LOW",
    riskClass: 1,
    currencyTypeNm: "HKD",
    inceptionDate: "2000-12-01",
    investmentManagerEn: "Harbour Asset Management Limited",
    investmentManagerZh: "港灣資產管理有限公司",
    managementFeePct: "0.99",
    unitPrice: "10.0000",
    asOfDate: "2026-02-27",
    crYtd: "1.0",
    cr1y: "2.0",
    cr3y: "3.0",
    cr5y: "4.0",
    ...overrides,
  };
}

const FUNDS: FundSummaryVo[] = [
  fund({
    invTypeNmbr: 298,
    legalNm: "MPF CONSERVATIVE FUND",
    othLegalNm: "強積金保守基金",
    invRskNm: "LOW",
    riskClass: 1,
    unitPrice: "11.2345",
    crYtd: "0.2512",
    cr1y: "1.5049",
    cr3y: "4.1",
    cr5y: "5.2",
  }),
  fund({
    invTypeNmbr: 311,
    legalNm: "ASIA EQUITY FUND",
    othLegalNm: "亞洲股票基金",
    invRskNm: "HIGH",
    riskClass: 6,
    unitPrice: "25.5000",
    crYtd: "-3.456",
    cr1y: "-12.345",
    cr3y: "8.0",
    cr5y: "20.1",
  }),
  fund({
    invTypeNmbr: 312,
    legalNm: "HONG KONG EQUITY FUND",
    othLegalNm: "香港股票基金",
    invRskNm: "HIGH",
    riskClass: 6,
    unitPrice: "31.0000",
    crYtd: "5.5",
    cr1y: "18.7654",
    cr3y: "12.0",
    cr5y: "9.9",
  }),
  fund({
    invTypeNmbr: 318,
    legalNm: "GLOBAL ESG EQUITY FUND",
    othLegalNm: "環球ESG股票基金",
    invRskNm: "HIGH",
    riskClass: 6,
    isNew: true,
    inceptionDate: "2025-10-27",
    unitPrice: "10.1200",
    crYtd: "1.2",
    cr1y: null,
    cr3y: null,
    cr5y: null,
  }),
  fund({
    invTypeNmbr: 313,
    legalNm: "BALANCED FUND",
    othLegalNm: "均衡基金",
    invRskNm: "MODERATE TO HIGH",
    riskClass: 5,
    unitPrice: "18.0000",
    crYtd: "2.0",
    cr1y: "7.25",
    cr3y: "10.0",
    cr5y: "15.0",
  }),
];

function summary(funds: FundSummaryVo[] = FUNDS, overrides: Partial<FundInfoSummaryResponse> = {}) {
  return {
    webCycleDate: "2026-02-27",
    asOfDate: "2026-02-27",
    schemeIndex: 0,
    unitPriceDecimals: 4,
    funds,
    ...overrides,
  } satisfies FundInfoSummaryResponse;
}

function cardNames(): string[] {
  const list = screen.getByRole("list", { name: "Funds" });
  return within(list)
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 2 }).textContent ?? "");
}

function card(name: string): HTMLElement {
  return screen.getByRole("article", { name });
}

describe("fund prices and performance list (/fundInfo)", () => {
  it("lists every fund with its price, risk, date and returns, N/A for missing ones", async () => {
    const app = renderPage("/fundInfo", <FundInfoPage />, {
      api: { "GET /api/funds/fundinfosummary": { body: summary() } },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Fund prices and performance" }),
    ).toBeDefined();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(within(crumbs).getByText("Fund prices and performance").getAttribute("aria-current")).toBe("page");

    expect(await screen.findByText("5 funds found")).toBeDefined();
    expect(screen.getByText("5 funds found").getAttribute("aria-live")).toBe("polite");
    // Fund name A to Z first.
    expect(cardNames()).toEqual([
      "Asia Equity Fund",
      "Balanced Fund",
      "Global ESG Equity Fund",
      "Hong Kong Equity Fund",
      "MPF Conservative Fund",
    ]);

    const asia = card("Asia Equity Fund");
    expect(within(asia).getByText("Unit price (HKD)")).toBeDefined();
    expect(within(asia).getByText("HK$25.5000")).toBeDefined();
    expect(within(asia).getByText("As of 27 Feb 2026")).toBeDefined();
    expect(within(asia).getByText("High")).toBeDefined();
    // Losses in red with a minus; gains in green with a plus.
    const loss = within(asia).getByText("-12.35%");
    expect(loss.style.color).not.toBe("");
    const hk = card("Hong Kong Equity Fund");
    expect(within(hk).getByText("+18.77%")).toBeDefined();

    const esg = card("Global ESG Equity Fund");
    expect(within(esg).getByText("NEW")).toBeDefined();
    expect(within(esg).getAllByText("N/A")).toHaveLength(3);
    expect(within(esg).getByText("+1.20%")).toBeDefined();

    const link = within(asia).getByRole("link", { name: /View fund details/ });
    expect(link.getAttribute("href")).toBe("/fundFactSheet?invTypeNmbr=311");

    expect(screen.getByRole("heading", { level: 2, name: "Notes" })).toBeDefined();
    expect(screen.getByText(/Past performance is not indicative of future performance/)).toBeDefined();
    expect(screen.getByRole("heading", { level: 2, name: "Risk spectrum" })).toBeDefined();

    const query = app.callsTo("GET", "/api/funds/fundinfosummary")[0]?.query;
    expect(query?.get("contractNmbr")).toBe("1001");
    expect(query?.get("productTypeNmbr")).toBe("112");
  });

  it("filters by High risk and sorts by 1-year return, N/A last, both ways", async () => {
    renderPage("/fundInfo", <FundInfoPage />, {
      api: { "GET /api/funds/fundinfosummary": { body: summary() } },
    });
    const risk = await screen.findByRole("combobox", { name: "Risk level" });
    expect(
      within(risk)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All", "Low", "Moderate", "Moderate to high", "High"]);
    fireEvent.change(risk, { target: { value: "3" } });
    expect(await screen.findByText("3 funds found")).toBeDefined();
    expect(cardNames()).toEqual(["Asia Equity Fund", "Global ESG Equity Fund", "Hong Kong Equity Fund"]);

    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "1y" } });
    const order = screen.getByRole("combobox", { name: "Order" }) as HTMLSelectElement;
    expect(order.value).toBe("desc");
    expect(cardNames()).toEqual(["Hong Kong Equity Fund", "Asia Equity Fund", "Global ESG Equity Fund"]);

    fireEvent.change(order, { target: { value: "asc" } });
    expect(cardNames()).toEqual(["Asia Equity Fund", "Hong Kong Equity Fund", "Global ESG Equity Fund"]);

    fireEvent.change(risk, { target: { value: "all" } });
    expect(await screen.findByText("5 funds found")).toBeDefined();
    expect(cardNames()).toEqual([
      "Asia Equity Fund",
      "MPF Conservative Fund",
      "Balanced Fund",
      "Hong Kong Equity Fund",
      "Global ESG Equity Fund",
    ]);

    fireEvent.change(risk, { target: { value: "1" } });
    expect(await screen.findByText("0 funds found")).toBeDefined();
    expect(screen.getByText("Record not found")).toBeDefined();
  });

  it("says 'Record not found' for an empty list", async () => {
    renderPage("/fundInfo", <FundInfoPage />, {
      api: { "GET /api/funds/fundinfosummary": { body: summary([]) } },
    });
    expect(await screen.findByText("Record not found")).toBeDefined();
    expect(screen.getByText("0 funds found")).toBeDefined();
    expect(screen.queryByRole("list", { name: "Funds" })).toBeNull();
  });

  it("shows a failed list as empty, with a retry", async () => {
    renderPage("/fundInfo", <FundInfoPage />, {
      api: {
        "GET /api/funds/fundinfosummary": { status: 503, body: { code: "technical-error", message: "x" } },
      },
    });
    expect(await screen.findByText("Record not found")).toBeDefined();
    expect(screen.getByRole("button", { name: "Try again" })).toBeDefined();
  });

  it("uses the employer scheme's five risk levels and notes", async () => {
    renderPage("/fundInfo", <FundInfoPage />, {
      session: { scheme: "SMP" },
      api: { "GET /api/funds/fundinfosummary": { body: summary() } },
    });
    const risk = await screen.findByRole("combobox", { name: "Risk level" });
    expect(
      within(risk)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All", "Low", "Low to medium", "Medium", "Medium to high", "High"]);
    // Risk class 5 is "Medium to high" on the 5-level scale.
    fireEvent.change(risk, { target: { value: "3" } });
    await waitFor(() => expect(cardNames()).toEqual(["Balanced Fund"]));
    expect(screen.getByText(/on a 5-level scale/)).toBeDefined();
  });

  it("speaks Chinese: Chinese names, counts and N/A", async () => {
    renderPage("/fundInfo", <FundInfoPage />, {
      language: "zh-HK",
      api: { "GET /api/funds/fundinfosummary": { body: summary() } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "基金價格及表現" })).toBeDefined();
    expect(await screen.findByText("找到 5 個基金")).toBeDefined();
    const esg = screen.getByRole("article", { name: "環球ESG股票基金" });
    expect(within(esg).getAllByText("不適用")).toHaveLength(3);
    expect(within(esg).getByText("截至2026年2月27日")).toBeDefined();
    expect(within(esg).getByRole("link", { name: /查看基金詳情/ })).toBeDefined();
    expect(screen.getByRole("combobox", { name: "風險級別" })).toBeDefined();
  });

  it("opens at the fund the dashboard chose", async () => {
    renderPage("/fundInfo?fund=312", <FundInfoPage />, {
      api: { "GET /api/funds/fundinfosummary": { body: summary() } },
    });
    const chosen = await screen.findByRole("article", {
      name: /^Hong Kong Equity Fund\s*\(The fund you chose\)$/,
    });
    await waitFor(() => expect(document.activeElement).toBe(chosen));
  });
});

describe("choosing funds to compare on the list (issue 18)", () => {
  const compareLink = () => screen.queryByRole("link", { name: "Compare the chosen funds" });

  it("ticks funds to compare, holds them in the address and hands them to /fundCompare", async () => {
    renderPage("/fundInfo", <FundInfoPage />, {
      api: { "GET /api/funds/fundinfosummary": { body: summary() } },
    });
    await screen.findByText("5 funds found");
    const bar = screen.getByTestId("compare-bar");
    expect(within(bar).getByTestId("compare-count").textContent).toBe(
      "Tick “Compare” on up to 10 funds to see them side by side.",
    );
    expect(compareLink()).toBeNull();

    for (const name of ["Asia Equity Fund", "MPF Conservative Fund", "Balanced Fund"])
      fireEvent.click(within(card(name)).getByRole("checkbox", { name: `Compare ${name}` }));
    await waitFor(() =>
      expect(within(bar).getByTestId("compare-count").textContent).toBe(
        "3 funds chosen to compare (the most is 10)",
      ),
    );
    expect(compareLink()?.getAttribute("href")).toBe("/fundCompare?funds=311,298,313");
    // The way to a fact sheet carries the choice on.
    expect(
      within(card("Asia Equity Fund"))
        .getByRole("link", { name: /View fund details/ })
        .getAttribute("href"),
    ).toBe("/fundFactSheet?invTypeNmbr=311&compare=311,298,313");

    // A second tick takes a fund out again.
    fireEvent.click(within(card("MPF Conservative Fund")).getByRole("checkbox", { name: /Compare/ }));
    await waitFor(() => expect(compareLink()?.getAttribute("href")).toBe("/fundCompare?funds=311,313"));
    fireEvent.click(within(bar).getByRole("button", { name: "Clear the choice" }));
    await waitFor(() => expect(compareLink()).toBeNull());
    expect(
      (within(card("Asia Equity Fund")).getByRole("checkbox", { name: /Compare/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it("keeps the choice of the address (a reload, a link) and refuses an 11th fund with a message", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) =>
      fund({ invTypeNmbr: 700 + i, legalNm: `FUND ${String(i + 1).padStart(2, "0")}` }),
    );
    const ten = eleven.slice(0, 10).map((f) => f.invTypeNmbr);
    renderPage(`/fundInfo?compare=${ten.join(",")}`, <FundInfoPage />, {
      api: { "GET /api/funds/fundinfosummary": { body: summary(eleven) } },
    });
    await screen.findByText("11 funds found");
    expect(
      (within(card("Fund 01")).getByRole("checkbox", { name: /Compare/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByTestId("compare-count").textContent).toBe(
      "10 funds chosen to compare (the most is 10)",
    );
    fireEvent.click(within(card("Fund 11")).getByRole("checkbox", { name: /Compare/ }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("At most 10 funds");
    expect(alert.textContent).toContain("Remove one before you add another.");
    expect(
      (within(card("Fund 11")).getByRole("checkbox", { name: /Compare/ }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(compareLink()?.getAttribute("href")).toBe(`/fundCompare?funds=${ten.join(",")}`);
  });

  it("speaks Chinese", async () => {
    renderPage("/fundInfo?compare=311", <FundInfoPage />, {
      language: "zh-HK",
      api: { "GET /api/funds/fundinfosummary": { body: summary() } },
    });
    await screen.findByText("找到 5 個基金");
    expect(screen.getByTestId("compare-count").textContent).toBe("已選擇 1 個基金作比較 （最多 10 個）");
    expect(screen.getByRole("checkbox", { name: "比較亞洲股票基金" })).toBeDefined();
    expect(screen.getByRole("link", { name: "比較所選基金" }).getAttribute("href")).toBe(
      "/fundCompare?funds=311",
    );
  });
});
