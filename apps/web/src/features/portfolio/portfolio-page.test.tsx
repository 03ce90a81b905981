import type { PortfolioDetailsResponse, RateOfReturnResponse } from "@portal/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { gainAndLossAnswer, policyAnswer, policyInfo } from "../../test/account-fixtures.ts";
import { renderPage } from "../../test/render-page.tsx";
import { PortfolioPage } from "./portfolio-page.tsx";

function detailsAnswer(overrides: Partial<PortfolioDetailsResponse> = {}): PortfolioDetailsResponse {
  return {
    clntRltnshpNmbr: 5000001,
    asOfDate: "2026-02-27",
    netContributionAmt: "100000.00",
    netTransferInAmt: "5000.00",
    unvestedBenefitAmt: "1234.50",
    lastEmploymentDate: null,
    holdsLifestyleFund: false,
    investmentDirections: [
      {
        contributionType: "fsContribution.type1",
        invDrctEfctvDt: "2024-05-02",
        lastChangeDt: "2024-04-30",
        current: true,
        investments: [
          {
            invTypeNmbr: 802,
            legalNm: "HARBOUR ASIA EQUITY FUND",
            othLegalNm: "海港亞洲股票基金",
            percent: 70,
          },
          {
            invTypeNmbr: 808,
            legalNm: "HARBOUR MPF CONSERVATIVE FUND",
            othLegalNm: "海港強積金保守基金",
            percent: 30,
          },
        ],
      },
      {
        contributionType: "fsContribution.type1",
        invDrctEfctvDt: "2015-01-02",
        lastChangeDt: "2014-12-30",
        current: false,
        investments: [
          {
            invTypeNmbr: 805,
            legalNm: "HARBOUR CAPITAL GUARANTEED FUND",
            othLegalNm: "海港保證基金",
            percent: 100,
          },
        ],
      },
    ],
    ...overrides,
  };
}

const RATE: RateOfReturnResponse = {
  clntRltnshpNmbr: 5000001,
  fromDate: "2025-02-27",
  toDate: "2026-02-27",
  currency: "HKD",
  accountRate: "6.43",
  funds: [
    {
      invTypeNmbr: 802,
      legalNm: "HARBOUR ASIA EQUITY FUND",
      othLegalNm: "海港亞洲股票基金",
      startValue: "60000.00",
      endValue: "69993.80",
      netCashFlow: "3000.00",
      rate: "11.20",
    },
    {
      invTypeNmbr: 808,
      legalNm: "HARBOUR MPF CONSERVATIVE FUND",
      othLegalNm: "海港強積金保守基金",
      startValue: "20500.00",
      endValue: "19999.95",
      netCashFlow: "-1000.00",
      rate: "-0.51",
    },
  ],
};

function renderPortfolio(
  info = policyInfo(),
  details = detailsAnswer(),
  extra: Parameters<typeof renderPage>[2] = {},
) {
  return renderPage("/portfolio", <PortfolioPage />, {
    ...extra,
    api: {
      "POST /api/accounts/policy": { body: policyAnswer(info) },
      "GET /api/accounts/gainAndLoss": { body: gainAndLossAnswer() },
      "GET /api/accounts/portfoliodetails": { body: details },
      "GET /api/accounts/rateOfReturn": { body: RATE },
      ...extra.api,
    },
  });
}

/** The value shown for a details row, or null when the row is hidden. */
function field(key: string): string | null {
  return document.querySelector(`[data-field="${key}"]`)?.textContent ?? null;
}

describe("portfolio page", () => {
  it("shows the employee account's details, with the contract number and money per §5.3", async () => {
    const app = renderPortfolio();
    expect(await screen.findByRole("heading", { level: 1, name: "Account details" })).toBeDefined();
    await screen.findByText("Account information");
    expect(field("accountType")).toBe("Employee Account");
    expect(field("contractNumber")).toBe("S8001001");
    expect(field("memberName")).toBe("CHAN TAI MAN");
    expect(field("schemeName")).toBe("Harbour MPF Scheme Series 800");
    expect(field("planName")).toBe("Harbour Trading Limited Plan");
    expect(field("employer")).toBe("HARBOUR TRADING LIMITED");
    expect(field("policyNumber")).toBe("P-5000001");
    expect(field("joinedPlan")).toBe("1 Mar 2010");
    expect(field("joinedScheme")).toBe("15 Feb 2010");
    expect(field("employmentDate")).toBe("4 Jan 2010");
    expect(field("effectiveDate")).toBe("1 Mar 2010");
    expect(field("netContributions")).toBe("HK$100,000.00");
    // Beside the transfers, not the dashboard's net contribution (which includes them).
    expect(screen.getByText("Net contributions, excluding transfers")).toBeDefined();
    expect(field("netTransferIn")).toBe("HK$5,000.00");
    expect(field("gainLoss")).toBe("HK$20,000.00 (18.18%)");
    expect(field("unvested")).toBe("HK$1,234.50");
    // No termination and no last employment on record: the rows are hidden.
    expect(field("terminationDate")).toBeNull();
    expect(field("lastEmployment")).toBeNull();
    // Breadcrumb: dashboard > account details.
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    // The details call names the chosen relationship.
    expect(app.callsTo("GET", "/api/accounts/portfoliodetails")[0]?.query.get("clntRltnshpNmbr")).toBe(
      "5000001",
    );
  });

  it("hides the fields a TVC account has not got, and flags a terminated account", async () => {
    renderPortfolio(
      policyInfo({
        accountType: "TVC",
        accountTypeNameEn: "Tax-Deductible Voluntary Contribution Account",
        organizationNm: null,
        organizationNmZh: null,
        employmentDate: null,
        joinedPlanDate: null,
        memberClassNameEn: null,
        memberClassNameZh: null,
        terminationDate: "2025-12-31",
      }),
      detailsAnswer({ lastEmploymentDate: "2025-12-31" }),
    );
    await screen.findByText("Account information");
    expect(field("accountType")).toBe("Tax-Deductible Voluntary Contribution Account");
    expect(field("employer")).toBeNull();
    expect(field("employmentDate")).toBeNull();
    expect(field("joinedPlan")).toBeNull();
    expect(field("memberClass")).toBeNull();
    // No employer money in a TVC account: no unvested benefits row.
    expect(field("unvested")).toBeNull();
    expect(field("terminationDate")).toBe("31 Dec 2025Terminated");
    expect(field("lastEmployment")).toBe("31 Dec 2025");
  });

  it("shows a terminated account with nothing left no net contribution and no gain or loss (part 2 §2.2)", async () => {
    const [item] = gainAndLossAnswer();
    if (!item) throw new Error("no gain and loss fixture");
    const terminated = {
      ...item,
      terminationDate: "2025-06-30",
      gainNLossVo: {
        ...item.gainNLossVo,
        accountBalance: "0.00",
        gainLossAmt: "43230.32",
        percentage: "16.38",
      },
      figuresShown: { terminated: true, netContribution: false, gainLoss: false, returns: false },
    };
    renderPortfolio(policyInfo({ terminationDate: "2025-06-30" }), detailsAnswer(), {
      api: { "GET /api/accounts/gainAndLoss": { body: [terminated] } },
    });
    await screen.findByText("Account information");
    await waitFor(() => expect(field("accountBalance")).toContain("HK$0.00"));
    expect(field("gainLoss")).toBeNull();
    expect(field("netContributions")).toBeNull();
    expect(screen.queryByText(/16\.38/)).toBeNull();
    expect(screen.queryByRole("button", { name: /gain\/loss/i })).toBeNull();
  });

  it("shows the employer scheme's plan name as the account type and a 5-level risk spectrum", async () => {
    renderPortfolio(policyInfo({ scheme: "SMP", planName: "Harbour Staff Retirement Plan" }));
    await screen.findByText("Account information");
    expect(field("accountType")).toBe("Harbour Staff Retirement Plan");
    const spectrum = screen.getByRole("group", { name: "Risk spectrum" });
    expect(within(spectrum).getAllByRole("listitem")).toHaveLength(5);
  });

  it("explains gain/loss with the member's own figures", async () => {
    renderPortfolio();
    fireEvent.click(await screen.findByRole("button", { name: "How is gain/loss calculated?" }));
    const dialog = await screen.findByRole("dialog", { name: "How your gain/loss is calculated" });
    expect(within(dialog).getByText("Gain/loss = account balance − net contribution")).toBeDefined();
    expect(within(dialog).getByText("HK$120,000.00 − HK$100,000.00 = HK$20,000.00")).toBeDefined();
    expect(
      within(dialog).getByText("Rate = (account balance − net contribution) ÷ total contribution × 100%"),
    ).toBeDefined();
    expect(
      within(dialog).getByText("(HK$120,000.00 − HK$100,000.00) ÷ HK$110,000.00 × 100% = 18.18%"),
    ).toBeDefined();
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("highlights the held funds' risk levels and offers the glide path only with a lifestyle fund", async () => {
    renderPortfolio();
    await screen.findByText("Account information");
    const segments = within(screen.getByRole("group", { name: "Risk spectrum" })).getAllByRole("listitem");
    expect(segments.map((segment) => segment.getAttribute("aria-current"))).toEqual([
      "true",
      null,
      null,
      "true",
    ]);
    expect(screen.queryByRole("button", { name: "Lifestyle Strategy glide path" })).toBeNull();
  });

  it("shows the lifestyle glide path from 60/40 at 50 to 20/80 at 65", async () => {
    renderPortfolio(policyInfo(), detailsAnswer({ holdsLifestyleFund: true }));
    fireEvent.click(await screen.findByRole("button", { name: "Lifestyle Strategy glide path" }));
    const dialog = await screen.findByRole("dialog", { name: "Lifestyle Strategy glide path" });
    const rows = within(within(dialog).getByRole("table", { name: "Target allocation by age" })).getAllByRole(
      "row",
    );
    expect(rows[1]?.textContent).toContain("50 or below60%40%");
    expect(rows.at(-1)?.textContent).toContain("65 or above20%80%");
  });

  it("shows the current investment direction and keeps the former ones collapsed", async () => {
    renderPortfolio();
    const current = await screen.findByRole("table", {
      name: "Mandatory contributions: effective from 2 May 2024",
    });
    expect(
      within(current)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["FundAllocation", "Harbour Asia Equity Fund70%", "Harbour MPF Conservative Fund30%"]);
    const toggle = screen.getByRole("button", { name: "Show former investment directions (1)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(
      screen.getByRole("button", { name: "Hide former investment directions" }).getAttribute("aria-expanded"),
    ).toBe("true");
    expect(
      await screen.findByRole("table", { name: "Mandatory contributions: effective from 2 Jan 2015" }),
    ).toBeDefined();
  });

  it("links to the statements and the fund documents", async () => {
    renderPortfolio();
    expect((await screen.findByRole("link", { name: "Go to documents" })).getAttribute("href")).toBe(
      "/documents",
    );
    expect(screen.getByRole("link", { name: "Go to fund information" }).getAttribute("href")).toBe(
      "/fundInfo",
    );
  });

  it("opens the personalised rate of return on demand and records the /rateOfReturn visit", async () => {
    const app = renderPortfolio();
    const tab = await screen.findByRole("tab", { name: "Rate of return" });
    expect(app.callsTo("GET", "/api/accounts/rateOfReturn")).toHaveLength(0);
    fireEvent.click(tab);
    expect((await screen.findByTestId("account-rate")).textContent).toBe("6.43%");
    expect(screen.getAllByText("From 27 Feb 2025 to 27 Feb 2026").length).toBeGreaterThan(0);
    expect(screen.getByText(/simplified time-weighted return over the past 12 months/)).toBeDefined();
    const table = screen.getByRole("table", { name: "Rate of return by fund, 27 Feb 2025 to 27 Feb 2026" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "FundValue at startNet money in/outValue at endRate of return",
      "Harbour Asia Equity FundHK$60,000.00HK$3,000.00HK$69,993.8011.20%",
      "Harbour MPF Conservative FundHK$20,500.00-HK$1,000.00HK$19,999.95-0.51%",
    ]);
    await waitFor(() => expect(app.callsTo("POST", "/api/record")).toHaveLength(1));
    expect(app.callsTo("POST", "/api/record")[0]?.body).toMatchObject({
      pageName: "Simplified Page",
      pageLink: "/portfolio/rateOfReturn",
      policyId: 5000001,
      contractId: 1001,
    });
  });

  it("shows the details in Chinese", async () => {
    renderPortfolio(policyInfo(), detailsAnswer(), { language: "zh-HK" });
    expect(await screen.findByText("帳戶資訊")).toBeDefined();
    expect(field("memberName")).toBe("陳大文");
    expect(field("planName")).toBe("海港貿易有限公司計劃");
    expect(field("employer")).toBe("海港貿易有限公司");
    expect(field("joinedPlan")).toBe("2010年3月1日");
  });

  it("shows a plan name with no Chinese name on record in English on the Chinese page", async () => {
    renderPortfolio(policyInfo({ planName: "TVC Plan", planNameZh: null }), detailsAnswer(), {
      language: "zh-HK",
    });
    expect(await screen.findByText("帳戶資訊")).toBeDefined();
    expect(field("planName")).toBe("TVC Plan");
  });

  it("names the employer scheme's account by its Chinese plan name on the Chinese page", async () => {
    renderPortfolio(
      policyInfo({
        scheme: "SMP",
        planName: "Kowloon Logistics Employee Plan",
        planNameZh: "九龍物流僱員計劃",
      }),
      detailsAnswer(),
      { language: "zh-HK" },
    );
    expect(await screen.findByText("帳戶資訊")).toBeDefined();
    expect(field("accountType")).toBe("九龍物流僱員計劃");
    expect(field("planName")).toBe("九龍物流僱員計劃");
  });

  it("announces a failed load", async () => {
    renderPortfolio(policyInfo(), detailsAnswer(), {
      api: {
        "GET /api/accounts/portfoliodetails": {
          status: 500,
          body: { code: "technical-error", message: "x" },
        },
      },
    });
    // The page says so in place, and the §8 technical-error toast is shown too.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("alert")
          .map((alert) => alert.textContent)
          .join("|"),
      ).toContain("We could not load your account details"),
    );
  });
});
