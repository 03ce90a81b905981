import type { QualifyingBalanceResponse } from "@portal/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HOLDINGS, policyAnswer, policyInfo } from "../../test/account-fixtures.ts";
import { renderPage } from "../../test/render-page.tsx";
import { BalanceByFundPage } from "./balance-by-fund-page.tsx";

const QUALIFYING: QualifyingBalanceResponse = [
  {
    invTypeNmbr: 805,
    ltgfTypeNm: "CG",
    legalNm: "HARBOUR CAPITAL GUARANTEED FUND",
    othLegalNm: "海港保證基金",
    qb1Amt: "12000.00",
    qb2Amt: "18006.25",
    qbOutAmt: "30006.25",
    qpMonth: 194,
    cashPayableAmt: "30006.25",
    rateOfReductionPct: "0.00",
    asOfDate: "2026-02-27",
  },
];

function rows(testId: string): string[] {
  return within(screen.getByTestId(testId))
    .getAllByRole("row")
    .map((row) => row.textContent ?? "");
}

describe("balance by fund page", () => {
  it("lists every fund with holding %, amount, units and unit price, and the totals", async () => {
    renderPage("/accountBalanceByFund", <BalanceByFundPage />, {
      api: {
        "POST /api/accounts/policy": { body: policyAnswer() },
        "GET /api/accounts/qualifyingBalance": { body: QUALIFYING },
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Balance by fund" })).toBeDefined();
    const table = await screen.findByRole("table", { name: "Balance by fund as at 27 Feb 2026" });
    expect(table).toBeDefined();
    expect(rows("holdings")).toEqual([
      "FundHoldingAmountUnitsUnit price",
      "Harbour Capital Guaranteed Fund25.01%HK$30,006.252,400.5000HK$12.5000",
      "Harbour MPF Conservative Fund16.67%HK$19,999.951,500.0000HK$13.3333",
      "Harbour Asia Equity Fund58.32%HK$69,993.803,125.1234HK$22.3990",
      "Total100.00%HK$120,000.00––",
    ]);
    // 25.01 + 16.67 + 58.32 = 100.00 here, but rounded shares can make 99.99 or 100.01: said once.
    expect(
      screen.getByText(
        "Each fund's percentage is rounded to two decimal places, so they may not add up to exactly 100%.",
      ),
    ).toBeDefined();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .every((th) => th.getAttribute("scope") === "col"),
    ).toBe(true);
    // Breadcrumb: dashboard > account > balance by fund.
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(crumbs.getByRole("link", { name: "Account details" }).getAttribute("href")).toBe("/portfolio");
    expect(crumbs.getByText("Balance by fund").getAttribute("aria-current")).toBe("page");
  });

  it("shows QB1 (to 30 Sep 2004), QB2, the qualifying period, cash payable and the rate of reduction of a guaranteed fund", async () => {
    const app = renderPage("/accountBalanceByFund", <BalanceByFundPage />, {
      api: {
        "POST /api/accounts/policy": { body: policyAnswer() },
        "GET /api/accounts/qualifyingBalance": { body: QUALIFYING },
      },
    });
    expect(await screen.findByRole("table", { name: "Qualifying balances as at 27 Feb 2026" })).toBeDefined();
    expect(rows("qualifying")).toEqual([
      "FundQB1 (up to 30 Sep 2004)QB2 (after 30 Sep 2004)Qualifying balanceQualifying period (months)Cash payableRate of reduction",
      "Harbour Capital Guaranteed FundHK$12,000.00HK$18,006.25HK$30,006.25194HK$30,006.250.00%",
    ]);
    expect(app.callsTo("GET", "/api/accounts/qualifyingBalance")[0]?.query.get("clntRltnshpNmbr")).toBe(
      "5000001",
    );
  });

  it("asks for no qualifying balance when no guaranteed fund is held, and uses the scheme's unit-price decimals", async () => {
    const app = renderPage("/accountBalanceByFund", <BalanceByFundPage />, {
      api: {
        "POST /api/accounts/policy": {
          body: policyAnswer(
            policyInfo({ unitPriceDecimals: 2 }),
            HOLDINGS.filter((holding) => holding.guaranteeCode === null),
          ),
        },
      },
    });
    await screen.findByTestId("holdings");
    expect(rows("holdings")[1]).toBe("Harbour MPF Conservative Fund16.67%HK$19,999.951,500.0000HK$13.33");
    expect(screen.queryByText("Guaranteed fund: qualifying balances")).toBeNull();
    await waitFor(() => expect(app.callsTo("GET", "/api/accounts/qualifyingBalance")).toHaveLength(0));
  });
});
