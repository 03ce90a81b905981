import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError } from "../../test/render-app.tsx";
import { renderPage } from "../../test/render-page.tsx";
import { managerFundsAnswer } from "./manager-fund-fixtures.ts";
import { ManagerFundPage } from "./manager-fund-page.tsx";

const SUMMARY = "GET /api/funds/fundinfosummary";

function managerSection(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

function fundCard(name: string): HTMLElement {
  return screen.getByRole("article", { name });
}

function fundNames(section: HTMLElement): string[] {
  return within(section)
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent ?? "");
}

describe("fund manager information (/managerFund)", () => {
  it("groups the funds under their managers, with risk level, fee and fact sheet of each", async () => {
    const app = renderPage("/managerFund", <ManagerFundPage />, {
      api: { [SUMMARY]: { body: managerFundsAnswer() } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Fund manager information" })).toBeDefined();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(
      within(crumbs).getByRole("link", { name: "Fund prices and performance" }).getAttribute("href"),
    ).toBe("/fundInfo");

    const managers = await screen.findByRole("list", { name: "Investment managers" });
    expect(
      within(managers)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      "Harbour Asset Management Limited",
      "Lion Rock Capital Management Limited",
      "Victoria Global Investors Limited",
    ]);

    const victoria = managerSection("Victoria Global Investors Limited");
    expect(within(victoria).getByText("Funds managed: 2")).toBeDefined();
    expect(
      within(victoria).getByRole("list", { name: "Funds managed by Victoria Global Investors Limited" }),
    ).toBeDefined();
    expect(fundNames(victoria)).toEqual(["Asia Equity Fund", "Global Bond Fund"]);
    expect(fundNames(managerSection("Harbour Asset Management Limited"))).toEqual([
      "Balanced Fund",
      "MPF Conservative Fund",
    ]);

    const asia = fundCard("Asia Equity Fund");
    expect(within(asia).getByText("Risk level")).toBeDefined();
    expect(within(asia).getByText("High")).toBeDefined();
    expect(within(asia).getByText("Management fee")).toBeDefined();
    expect(within(asia).getByText("1.40% a year")).toBeDefined();
    expect(within(fundCard("Hong Kong Equity Fund")).getByText("1.50% a year")).toBeDefined();
    expect(within(fundCard("Balanced Fund")).getByText("Moderate to high")).toBeDefined();

    const factSheet = within(asia).getByRole("link", { name: "View fact sheet: Asia Equity Fund" });
    expect(factSheet.getAttribute("href")).toBe("/fundFactSheet?invTypeNmbr=311");
    const pdf = within(asia).getByRole("link", { name: "Download fact sheet (PDF): Asia Equity Fund" });
    const pdfUrl = new URL(pdf.getAttribute("href") ?? "", "http://localhost");
    expect(pdfUrl.pathname).toBe("/api/funds/documents/factsheet");
    expect(Object.fromEntries(pdfUrl.searchParams)).toEqual({
      productTypeNmbr: "112",
      invTypeNmbr: "311",
      lang: "en",
    });
    expect(pdf.hasAttribute("download")).toBe(true);

    // One fact-sheet page link per fund.
    expect(screen.getAllByRole("link", { name: /^View fact sheet: / })).toHaveLength(5);
    expect(screen.getByRole("heading", { level: 2, name: "Notes" })).toBeDefined();

    const query = app.callsTo("GET", "/api/funds/fundinfosummary")[0]?.query;
    expect(query?.get("contractNmbr")).toBe("1001");
    expect(query?.get("productTypeNmbr")).toBe("112");
  });

  it("speaks Chinese: Chinese manager and fund names, fees and the PDF in Chinese", async () => {
    renderPage("/managerFund", <ManagerFundPage />, {
      language: "zh-HK",
      api: { [SUMMARY]: { body: managerFundsAnswer() } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "基金經理資料" })).toBeDefined();
    const managers = await screen.findByRole("list", { name: "投資經理" });
    expect(
      within(managers)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent)
        .sort(),
    ).toEqual(["港灣資產管理有限公司", "獅子山資本管理有限公司", "維多利亞環球投資有限公司"].sort());
    const victoria = managerSection("維多利亞環球投資有限公司");
    expect(within(victoria).getByText("管理基金數目：2")).toBeDefined();
    const asia = within(victoria).getByRole("article", { name: "亞洲股票基金" });
    expect(within(asia).getByText("每年1.40%")).toBeDefined();
    expect(within(asia).getByText("高")).toBeDefined();
    expect(within(asia).getByRole("link", { name: "查看基金概覽: 亞洲股票基金" }).getAttribute("href")).toBe(
      "/fundFactSheet?invTypeNmbr=311",
    );
    const pdf = within(asia).getByRole("link", { name: /^下載基金便覽（PDF）/ });
    expect(new URL(pdf.getAttribute("href") ?? "", "http://localhost").searchParams.get("lang")).toBe(
      "zh-HK",
    );
    expect(screen.queryByText("Victoria Global Investors Limited")).toBeNull();
  });

  it("uses the employer scheme's five risk levels", async () => {
    renderPage("/managerFund", <ManagerFundPage />, {
      session: { scheme: "SMP" },
      api: { [SUMMARY]: { body: managerFundsAnswer() } },
    });
    // Risk class 5 is "Medium to high" on the 5-level scale.
    const balanced = await screen.findByRole("article", { name: "Balanced Fund" });
    expect(within(balanced).getByText("Medium to high")).toBeDefined();
  });

  it("says 'Record not found' when the product has no funds", async () => {
    renderPage("/managerFund", <ManagerFundPage />, {
      api: { [SUMMARY]: { body: managerFundsAnswer([]) } },
    });
    expect(await screen.findByText("Record not found")).toBeDefined();
    expect(screen.queryByRole("list", { name: "Investment managers" })).toBeNull();
  });

  it("shows a spinner while loading, then a failure with a toast and a retry that loads the managers", async () => {
    let fail = true;
    const app = renderPage("/managerFund", <ManagerFundPage />, {
      api: {
        [SUMMARY]: () => (fail ? apiError(503, "technical-error") : { body: managerFundsAnswer() }),
      },
    });
    expect(screen.getByRole("status")).toBeDefined();
    const alert = await screen.findByRole("alert", { name: /We could not load the fund managers/ });
    expect(within(alert).getByText(/call our hotline on 2888 8800/)).toBeDefined();
    await waitFor(() => expect(document.querySelector('[data-toast="technical-error"]')).not.toBeNull());
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Investment managers" })).toBeDefined();
    expect(app.callsTo("GET", "/api/funds/fundinfosummary")).toHaveLength(2);
  });
});
