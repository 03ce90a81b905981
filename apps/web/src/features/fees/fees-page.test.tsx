import type { FeesAndChargesResponse } from "@portal/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { policyAnswer } from "../../test/account-fixtures.ts";
import { renderPage } from "../../test/render-page.tsx";
import { FeesPage } from "./fees-page.tsx";

const TIERS = [
  { minBalance: "0", maxBalance: "30000", ratePct: "1.50" },
  { minBalance: "30000", maxBalance: "100000", ratePct: "1.40" },
  { minBalance: "100000", maxBalance: "200000", ratePct: "1.30" },
  { minBalance: "200000", maxBalance: "500000", ratePct: "1.20" },
  { minBalance: "500000", maxBalance: "1000000", ratePct: "1.10" },
  { minBalance: "1000000", maxBalance: null, ratePct: "1.00" },
];

const FEES: FeesAndChargesResponse = {
  clntRltnshpNmbr: 5000001,
  balanceHkd: "120000.00",
  tierIndex: 2,
  feeChargesSmry: [
    {
      invTypeNmbr: 802,
      legalNm: "HARBOUR ASIA EQUITY FUND",
      othLegalNm: "海港亞洲股票基金",
      stndInvAstRt: "1.50",
      noOfTier: 6,
      tiers: TIERS,
      applicableRatePct: "1.30",
      guaranteeChargePct: null,
    },
    {
      invTypeNmbr: 805,
      legalNm: "HARBOUR CAPITAL GUARANTEED FUND",
      othLegalNm: "海港保證基金",
      stndInvAstRt: "1.20",
      noOfTier: 1,
      tiers: [],
      applicableRatePct: "1.20",
      guaranteeChargePct: "1.00",
    },
    {
      invTypeNmbr: 810,
      legalNm: "HARBOUR HANG SENG INDEX TRACKING FUND",
      othLegalNm: "海港恒指追蹤基金",
      stndInvAstRt: "0.75",
      noOfTier: 1,
      tiers: [],
      applicableRatePct: "0.75",
      guaranteeChargePct: null,
    },
  ],
};

describe("fees and charges page", () => {
  it("shows the six §9 balance tiers with the member's tier highlighted and each fund's rate per tier", async () => {
    const app = renderPage("/feesAndCharges", <FeesPage />, {
      api: {
        "GET /api/accounts/feesandcharges": { body: FEES },
        "POST /api/accounts/policy": { body: policyAnswer() },
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Fees and charges" })).toBeDefined();
    const table = await screen.findByRole("table", { name: "Management fees by account balance (% a year)" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual([
      "Fund",
      "Below HK$30,000",
      "HK$30,000 to below HK$100,000",
      "your tierHK$100,000 to below HK$200,000 (your tier)",
      "HK$200,000 to below HK$500,000",
      "HK$500,000 to below HK$1,000,000",
      "HK$1,000,000 or above",
    ]);
    // Only the tier of HK$120,000 is highlighted, in the header and in every row.
    const highlighted = table.querySelectorAll("[data-current-tier]");
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]?.textContent).toContain("HK$100,000 to below HK$200,000");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Harbour Asia Equity Fund1.50%1.40%1.30%1.20%1.10%1.00%",
      "Harbour Capital Guaranteed FundPlus a guarantee charge of 1.00% a year1.20%1.20%1.20%1.20%1.20%1.20%",
      "Harbour Hang Seng Index Tracking FundIndex-tracking fund0.75%0.75%0.75%0.75%0.75%0.75%",
    ]);
    const firstRowCells = within(rows[0] as HTMLElement).getAllByRole("cell");
    expect(firstRowCells[2]?.className).toMatch(/highlight/);
    expect(firstRowCells[1]?.className).not.toMatch(/highlight/);
    // The balance that picks the tier, the chosen relationship, and the notes.
    expect(screen.getByTestId("fees-balance").textContent).toBe("HK$120,000.00");
    expect(screen.getByTestId("fees-tier").textContent).toBe("HK$100,000 to below HK$200,000");
    expect(screen.getByTestId("fees-contract").textContent).toBe("S8001001");
    expect(screen.getByText(/an additional 1% a year/)).toBeDefined();
    expect(screen.getByText(/extra 0.05% to 0.1% a year/)).toBeDefined();
    expect(app.callsTo("GET", "/api/accounts/feesandcharges")[0]?.query.get("clntRltnshpNmbr")).toBe(
      "5000001",
    );
  });

  describe("on a phone, where the table is wider than the screen", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("keeps the caption and a scroll hint above the scroll box, with the your-tier text inside it", async () => {
      // jsdom lays nothing out: the table is 960 px inside a 288 px box.
      vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(960);
      vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(288);
      renderPage("/feesAndCharges", <FeesPage />, {
        api: {
          "GET /api/accounts/feesandcharges": { body: FEES },
          "POST /api/accounts/policy": { body: policyAnswer() },
        },
      });
      const caption = "Management fees by account balance (% a year)";
      const region = await screen.findByRole("region", { name: caption });
      const table = within(region).getByRole("table", { name: caption });
      expect(within(table).getByRole("columnheader", { name: /\(your tier\)/ })).toBeDefined();
      expect(region.contains(screen.getByText(caption))).toBe(false);
      // The hint comes with the frame that measures the box (scroll-table.tsx), after the region.
      const hint = await screen.findByText("Scroll sideways to see every balance tier.");
      expect(region.contains(hint)).toBe(false);
      expect(region.getAttribute("aria-describedby")).toBe(hint.id);
      expect(region.getAttribute("tabindex")).toBe("0");
    });
  });

  it("names the tiers in Chinese", async () => {
    renderPage("/feesAndCharges", <FeesPage />, {
      language: "zh-HK",
      api: {
        "GET /api/accounts/feesandcharges": { body: { ...FEES, balanceHkd: "1500000.00", tierIndex: 5 } },
        "POST /api/accounts/policy": { body: policyAnswer() },
      },
    });
    // The language switches once its texts have loaded (i18n.changeLanguage): the page may first
    // draw in English, so the Chinese heading is waited for before the tier is read.
    expect(await screen.findByRole("heading", { level: 1, name: "費用及收費" })).toBeDefined();
    expect((await screen.findByTestId("fees-tier")).textContent).toBe("HK$1,000,000或以上");
  });
});
