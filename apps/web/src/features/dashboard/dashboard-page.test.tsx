import type {
  CalendarWindowId,
  GainAndLossResponse,
  HoldingVo,
  PolicyInfoVo,
  PolicyResponse,
} from "@portal/domain";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../../app/i18n.ts";
import { type SelectedAccount, sessionStore } from "../../lib/session-store.ts";
import { gainAndLossAnswer, holding, policyInfo } from "../../test/account-fixtures.ts";
import { type ApiAnswer, apiError, calendarAnswer, renderApp } from "../../test/render-app.tsx";
import { summaryAnswer } from "../../test/summary-fixtures.ts";
import { popupStorageKey } from "./dashboard-popups.tsx";

// Whole-app renders with many role queries: slow on a busy machine.

// The canvas chart stands in as a plain box that can be clicked; the legend is what the tests read.
vi.mock("./donut-chart.tsx", () => ({
  default: ({ onSelect }: { onSelect: () => void }) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a stand-in for the canvas
    <div data-testid="fund-donut" onClick={onSelect} />
  ),
}));

const ACCOUNT: SelectedAccount = {
  clientNmbr: 3000001,
  clntRltnshpNmbr: 5000001,
  contractNmbr: 1001,
  productTypeNmbr: 112,
  isOrso: false,
  webCycleDate: "2026-02-27",
};

/** Seven funds with value and one without: 120,000 in all. */
const HOLDINGS: HoldingVo[] = [
  ["HARBOUR GUARANTEED FUND", "海港保證基金", 805, "LOW", 2, "30000.00", "25.00"],
  ["HARBOUR ASIA EQUITY FUND", "海港亞洲股票基金", 802, "HIGH", 6, "40000.00", "33.33"],
  ["HARBOUR MPF CONSERVATIVE FUND", "海港強積金保守基金", 808, "LOW", 1, "20000.00", "16.67"],
  ["HARBOUR GLOBAL BOND FUND", "海港環球債券基金", 810, "MODERATE", 3, "12000.00", "10.00"],
  ["HARBOUR BALANCED FUND", "海港均衡基金", 811, "MODERATE TO HIGH", 4, "10000.00", "8.33"],
  ["HARBOUR HONG KONG EQUITY FUND", "海港香港股票基金", 812, "HIGH", 6, "5000.00", "4.17"],
  ["HARBOUR US EQUITY FUND", "海港美國股票基金", 813, "HIGH", 6, "3000.00", "2.50"],
  ["HARBOUR EUROPEAN EQUITY FUND", "海港歐洲股票基金", 814, "HIGH", 6, "0.00", "0.00"],
].map(([name, zh, number, risk, riskClass, amount, percent]) =>
  holding({
    invTypeNmbr: number as number,
    invTypeLegalName: name as string,
    othLegalNm: zh as string,
    invRskNm: risk as HoldingVo["invRskNm"],
    riskClass: riskClass as number,
    investmentAmt: amount as string,
    fundPercent: percent as string,
  }),
);

function policyBody(
  info: Partial<PolicyInfoVo> = {},
  holdings: HoldingVo[] = HOLDINGS,
  webCycleDate = "2026-02-27",
): PolicyResponse {
  return {
    asOfDate: webCycleDate,
    webCycleDate,
    policyInfo: policyInfo(info),
    investments: { totalAmt: "120000.00", holdings },
    policyHistoryList: [],
  };
}

interface DashboardOptions {
  account?: Partial<SelectedAccount>;
  scheme?: "S800" | "HKAIIB" | "SMP" | "COBRAND";
  policy?: ApiAnswer;
  gainAndLoss?: ApiAnswer;
  summary?: ApiAnswer;
  attributes?: ApiAnswer;
  windows?: Partial<Record<CalendarWindowId, string>>;
  path?: string;
}

function renderDashboard({
  account = {},
  scheme = "S800",
  policy = { body: policyBody() },
  gainAndLoss = { body: gainAndLossAnswer() },
  summary = { body: summaryAnswer() },
  attributes = { body: { contractNmbr: 1001, contractAttributeVOs: [] } },
  windows = {},
  path = "/dashboard",
}: DashboardOptions = {}) {
  return renderApp(path, {
    session: { authenticated: true, scheme, account: { ...ACCOUNT, ...account } },
    calendar: calendarAnswer(undefined, windows),
    api: {
      "GET /api/accounts/accountSummary": summary,
      "POST /api/accounts/policy": policy,
      "GET /api/accounts/gainAndLoss": gainAndLoss,
      "GET /api/contractinfoservice/customattributes": attributes,
    },
  });
}

async function dashboard() {
  await screen.findByRole("heading", { level: 1, name: "Dashboard" });
  return screen.findByRole("heading", { level: 2, name: "Your funds" });
}

function section(name: string): HTMLElement {
  const element = screen.getByRole("region", { name });
  return element;
}

function fundRows(): string[] {
  const table = within(section("Your funds")).getByRole("table");
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.getAttribute("data-fund") ?? "");
}

describe("dashboard", () => {
  it("welcomes the member with the account's contract, type, employer and last login", async () => {
    renderDashboard();
    await dashboard();
    expect(screen.getByText("Welcome, CHAN TAI MAN")).toBeDefined();
    expect(screen.getByTestId("contract-number").textContent).toBe("S8001001");
    expect(screen.getByText("Employee Account")).toBeDefined();
    expect(screen.getByText("HARBOUR TRADING LIMITED")).toBeDefined();
    expect((await screen.findByTestId("last-login")).textContent).toBe("27 Feb 2026, 17:15 (Hong Kong time)");
    // One h1; the cards are h2.
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("shows the balance card: balance, currency, as-at date, net contribution, gain/loss and rate", async () => {
    renderDashboard();
    await dashboard();
    const card = section("Account balance");
    expect(within(card).getByTestId("balance").textContent).toBe("HK$120,000.00");
    expect(within(card).getByTestId("currency").textContent).toBe("Currency: HKD");
    expect(within(card).getByText("As at 27 Feb 2026")).toBeDefined();
    expect(within(card).getByTestId("net-contribution").textContent).toBe("HK$100,000.00");
    expect(within(card).getByTestId("gain-loss").textContent).toBe("HK$20,000.00");
    expect(within(card).getByTestId("gain-loss-rate").textContent).toBe("+18.18%");
    expect(within(card).getByRole("link", { name: "View portfolio" }).getAttribute("href")).toBe(
      "/portfolio",
    );

    // The net-contribution explanation opens from a button, by keyboard too. Until the first click
    // the button is plain (closed); the click brings the popover's code, which mounts it open with
    // the focus on its own button.
    const plain = within(card).getByRole("button", { name: "What is net contribution?" });
    expect(plain.getAttribute("aria-expanded")).toBe("false");
    expect(plain.getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.click(plain);
    expect(await screen.findByText(/Net contribution is the total of the contributions/)).toBeDefined();
    const info = within(card).getByRole("button", { name: "What is net contribution?" });
    expect(info.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(info);
    // Escape from its button closes it.
    fireEvent.keyDown(info, { key: "Escape" });
    await waitFor(() => expect(info.getAttribute("aria-expanded")).toBe("false"));
    fireEvent.click(info);
    expect(info.getAttribute("aria-expanded")).toBe("true");
  });

  it("shows the AIIB scheme's account in US dollars", async () => {
    const [answer] = gainAndLossAnswer() as [GainAndLossResponse[number]];
    renderDashboard({
      scheme: "HKAIIB",
      policy: { body: policyBody({ scheme: "HKAIIB", currency: "USD" }) },
      gainAndLoss: { body: [{ ...answer, currency: "USD" }] },
    });
    await dashboard();
    const card = section("Account balance");
    expect(within(card).getByTestId("balance").textContent).toBe("US$120,000.00");
    expect(within(card).getByTestId("currency").textContent).toBe("Currency: USD");
    expect(within(section("Your funds")).getAllByText(/^US\$/)).toHaveLength(7);
  });

  it("shows a loss in red with its sign", async () => {
    const [answer] = gainAndLossAnswer() as [GainAndLossResponse[number]];
    renderDashboard({
      gainAndLoss: {
        body: [
          {
            ...answer,
            gainNLossVo: {
              ...answer.gainNLossVo,
              accountBalance: "94500.00",
              gainLossAmt: "-5500.00",
              percentage: "-5.50",
            },
          },
        ],
      },
    });
    await dashboard();
    const card = section("Account balance");
    expect(within(card).getByTestId("gain-loss").textContent).toBe("-HK$5,500.00");
    const rate = within(card).getByTestId("gain-loss-rate");
    expect(rate.textContent).toBe("-5.50%");
    // The loss red (LOSS_COLOUR #a51d1d), not the gain green.
    expect(rate.getAttribute("style")).toMatch(/#a51d1d|165, 29, 29/i);
  });

  it("shows the 3-month, 6-month, 1-year and since-inception returns beside the balance, N/A when too young", async () => {
    const [answer] = gainAndLossAnswer() as [GainAndLossResponse[number]];
    const period = (
      name: "3M" | "6M" | "1Y" | "SI",
      fromDate: string | null,
      rate: string | null,
      gainLossAmt: string | null,
    ) => ({ period: name, fromDate, toDate: "2026-02-27", rate, gainLossAmt });
    renderDashboard({
      gainAndLoss: {
        body: [
          {
            ...answer,
            terminationDate: null,
            figuresShown: { terminated: false, netContribution: true, gainLoss: true, returns: true },
            // Joined 1 Jul 2025: no 1-year figure yet.
            periodReturns: [
              period("3M", "2025-11-27", "2.80", "1500.00"),
              period("6M", "2025-08-27", "-1.25", "-800.00"),
              period("1Y", null, null, null),
              period("SI", "2025-07-01", "15.70", "1100.00"),
            ],
          },
        ],
      },
    });
    await dashboard();
    const card = section("Account balance");
    const table = within(card).getByRole("table", { name: "Returns of your account to 27 Feb 2026" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "PeriodRate of returnGain/loss",
      "3 months+2.80%HK$1,500.00",
      "6 months-1.25%-HK$800.00",
      "1 yearN/ANot available: the account is younger than this periodN/ANot available: the account is younger than this period",
      "Since inception+15.70%HK$1,100.00",
    ]);
    // Each figure is read with its period and its kind.
    expect(within(table).getByRole("rowheader", { name: "6 months" })).toBeDefined();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Period", "Rate of return", "Gain/loss"]);
    // A loss in red with its sign, a gain in green with its sign; N/A has no colour.
    const colour = (id: string) => within(card).getByTestId(id).querySelector("span")?.getAttribute("style");
    expect(colour("return-rate-6M")).toMatch(/#a51d1d|165, 29, 29/i);
    expect(colour("return-rate-3M")).toMatch(/#1b5e20|27, 94, 32/i);
    expect(within(card).getByTestId("return-rate-1Y").querySelector("[style*='color']")).toBeNull();

    await act(() => i18n.changeLanguage("zh-HK"));
    const zh = await screen.findByRole("table", { name: "截至2026年2月27日的帳戶回報" });
    expect(
      within(zh)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "期間回報率收益／虧損",
      "3個月+2.80%HK$1,500.00",
      "6個月-1.25%-HK$800.00",
      "1年不適用不適用：帳戶開立時間短於此期間不適用不適用：帳戶開立時間短於此期間",
      "自開戶以來+15.70%HK$1,100.00",
    ]);
    await act(() => i18n.changeLanguage("en"));
  });

  const TERMINATED = { terminated: true, netContribution: false, gainLoss: false, returns: false };

  it.each([["the server's rule", true]])(
    "P11's terminated account with nothing left: the termination, no gain/loss or returns (%s)",
    async (_, sent) => {
      const [answer] = gainAndLossAnswer() as [GainAndLossResponse[number]];
      const empty = HOLDINGS.map((h) => ({ ...h, investmentAmt: "0.00", fundPercent: "0.00" }));
      renderDashboard({
        policy: { body: policyBody({ terminationDate: "2019-07-31" }, empty) },
        gainAndLoss: {
          body: [
            {
              ...answer,
              gainNLossVo: {
                accountBalance: "0.00",
                totalNetContribution: "-43230.32",
                totalContribution: "263936.10",
                gainLossAmt: "43230.32",
                percentage: "16.38",
              },
              ...(sent
                ? {
                    terminationDate: "2019-07-31",
                    figuresShown: TERMINATED,
                    periodReturns: (["3M", "6M", "1Y", "SI"] as const).map((p) => ({
                      period: p,
                      fromDate: null,
                      toDate: "2026-02-27",
                      rate: null,
                      gainLossAmt: null,
                    })),
                  }
                : {}),
            },
          ],
        },
      });
      await dashboard();
      const notice = section("Account terminated");
      expect(within(notice).getByText("This account was terminated on 31 Jul 2019.")).toBeDefined();
      expect(within(notice).getByText(/benefits have been paid out or transferred out/)).toBeDefined();
      expect(within(notice).getByText(/No further contributions can be made to this account/)).toBeDefined();
      expect(within(notice).getByRole("link", { name: "2888 8800" }).getAttribute("href")).toBe(
        "tel:+85228888800",
      );

      const card = section("Account balance");
      expect(within(card).getByTestId("balance").textContent).toBe("HK$0.00");
      expect(within(card).getByTestId("terminated").textContent).toBe("Terminated");
      expect(within(card).getByTestId("figures-withheld").textContent).toMatch(/has been terminated/);
      for (const id of ["net-contribution", "gain-loss", "gain-loss-rate", "period-returns"])
        expect(within(card).queryByTestId(id), id).toBeNull();
      expect(screen.queryByText(/16\.38/)).toBeNull();
      expect(screen.queryByText(/43,230\.32/)).toBeNull();
    },
  );

  it("a terminated account that still holds money keeps its figures, flagged as terminated", async () => {
    const [answer] = gainAndLossAnswer() as [GainAndLossResponse[number]];
    renderDashboard({
      policy: { body: policyBody({ terminationDate: "2025-12-31" }) },
      gainAndLoss: {
        body: [
          {
            ...answer,
            terminationDate: "2025-12-31",
            figuresShown: { terminated: true, netContribution: true, gainLoss: true, returns: true },
          },
        ],
      },
    });
    await dashboard();
    const notice = section("Account terminated");
    expect(within(notice).getByText("This account was terminated on 31 Dec 2025.")).toBeDefined();
    expect(within(notice).getByText(/benefits still in the account will be paid out/)).toBeDefined();
    const card = section("Account balance");
    expect(within(card).getByTestId("terminated")).toBeDefined();
    expect(within(card).getByTestId("gain-loss-rate").textContent).toBe("+18.18%");
  });

  it("shows no termination for an active account", async () => {
    renderDashboard();
    await dashboard();
    expect(screen.queryByRole("region", { name: "Account terminated" })).toBeNull();
    expect(within(section("Account balance")).queryByTestId("terminated")).toBeNull();
  });

  it("lists the funds with value, largest holding first, and sorts each column both ways", async () => {
    renderDashboard();
    await dashboard();
    const card = section("Your funds");
    expect(fundRows()).toEqual(["802", "805", "808", "810", "811", "812", "813"]);
    const [, firstRow] = within(card).getAllByRole("row") as [HTMLElement, HTMLElement];
    expect(within(firstRow).getByText("Harbour Asia Equity Fund")).toBeDefined();
    expect(within(firstRow).getByText("High")).toBeDefined();
    expect(within(firstRow).getByText("33.33%")).toBeDefined();
    expect(within(firstRow).getByText("HK$40,000.00")).toBeDefined();

    const percent = within(card).getByRole("button", { name: /^Holding \(%\)/ });
    const value = within(card).getByRole("button", { name: /^Current value/ });
    const header = (button: HTMLElement) => button.closest("th")?.getAttribute("aria-sort");
    expect(header(percent)).toBe("descending");
    expect(header(value)).toBe("none");

    fireEvent.click(percent);
    expect(header(percent)).toBe("ascending");
    expect(percent.textContent).toContain("sorted ascending");
    expect(fundRows()).toEqual(["813", "812", "811", "810", "808", "805", "802"]);
    fireEvent.click(percent);
    expect(header(percent)).toBe("descending");
    expect(fundRows()).toEqual(["802", "805", "808", "810", "811", "812", "813"]);

    // Another column starts descending, then alternates.
    fireEvent.click(value);
    expect(header(value)).toBe("descending");
    expect(header(percent)).toBe("none");
    expect(fundRows()).toEqual(["802", "805", "808", "810", "811", "812", "813"]);
    fireEvent.click(value);
    expect(header(value)).toBe("ascending");
    expect(fundRows()).toEqual(["813", "812", "811", "810", "808", "805", "802"]);
  });

  it("highlights the held funds' levels on the risk spectrum", async () => {
    renderDashboard();
    await dashboard();
    const spectrum = within(section("Your funds")).getByRole("group", { name: "Risk spectrum" });
    const segments = within(spectrum).getAllByRole("listitem");
    expect(segments).toHaveLength(4);
    expect(segments.map((s) => s.getAttribute("aria-current"))).toEqual(["true", "true", "true", "true"]);
  });

  it("shows five risk levels for the employer scheme", async () => {
    renderDashboard({
      scheme: "SMP",
      policy: {
        body: policyBody({ scheme: "SMP", riskLevels: 5 }, [
          holding({
            invTypeNmbr: 901,
            invTypeLegalName: "SMP GROWTH FUND",
            riskClass: 5,
            investmentAmt: "100.00",
          }),
        ]),
      },
    });
    await dashboard();
    const spectrum = within(section("Your funds")).getByRole("group", { name: "Risk spectrum" });
    const segments = within(spectrum).getAllByRole("listitem");
    expect(segments).toHaveLength(5);
    expect(segments.map((s) => s.getAttribute("aria-current"))).toEqual([null, null, null, "true", null]);
  });

  it("says when there are no assets", async () => {
    const worthless = holding({ invTypeNmbr: 814, investmentAmt: "0.00", fundPercent: "0.00" });
    renderDashboard({ policy: { body: policyBody({}, [worthless]) } });
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    expect(await screen.findByText("You have no assets in this account.")).toBeDefined();
    expect(screen.getByText("There is no fund distribution to show.")).toBeDefined();
    expect(within(section("Your funds")).queryByRole("table")).toBeNull();
  });

  it("shows the top five funds and Others in the legend, with their percentages", async () => {
    renderDashboard();
    await dashboard();
    const legend = within(section("Fund distribution")).getByRole("list", {
      name: "Fund distribution by value",
    });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Harbour Asia Equity Fund33.33%",
      "Harbour Guaranteed Fund25.00%",
      "Harbour MPF Conservative Fund16.67%",
      "Harbour Global Bond Fund10.00%",
      "Harbour Balanced Fund8.33%",
      "Others6.67%",
    ]);
    // Others opens nothing.
    expect(within(legend).getAllByRole("link")).toHaveLength(5);
  });

  it("opens fund info from a legend entry", async () => {
    const app = renderDashboard();
    await dashboard();
    const link = within(section("Fund distribution")).getByRole("link", { name: "Harbour Guaranteed Fund" });
    expect(link.getAttribute("href")).toBe("/fundInfo?fund=805");
    fireEvent.click(link);
    await waitFor(() => expect(app.pathname()).toBe("/fundInfo"));
  });

  it("opens the balance by fund from the pie", async () => {
    const app = renderDashboard();
    await dashboard();
    fireEvent.click(await screen.findByTestId("fund-donut"));
    await waitFor(() => expect(app.pathname()).toBe("/accountBalanceByFund"));
  });

  it("opens the balance by fund from the card title", async () => {
    const app = renderDashboard();
    await dashboard();
    const title = screen.getByRole("heading", { level: 2, name: "Fund distribution" });
    fireEvent.click(within(title).getByRole("link"));
    await waitFor(() => expect(app.pathname()).toBe("/accountBalanceByFund"));
  });

  it("folds the fund distribution on a phone behind a toggle button", async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal("matchMedia", (query: string) => ({ ...matchMedia(query), matches: true }));
    renderDashboard();
    await dashboard();
    const card = section("Fund distribution");
    const toggle = await within(card).findByRole("button", { name: "Show fund distribution" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(card).queryByRole("list", { hidden: true })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Hide fund distribution");
    const legend = within(card).getByRole("list", { name: "Fund distribution by value", hidden: true });
    expect(within(legend).getAllByRole("listitem", { hidden: true }).length).toBeGreaterThan(0);
  });

  it("offers the four shortcuts, What's New in a new tab", async () => {
    renderDashboard();
    await dashboard();
    const tiles = section("Quick links");
    expect(
      within(tiles)
        .getByRole("link", { name: /^Personal information/ })
        .getAttribute("href"),
    ).toBe("/profile");
    expect(
      within(tiles)
        .getByRole("link", { name: /^Change PIN/ })
        .getAttribute("href"),
    ).toBe("/changePin");
    expect(
      within(tiles)
        .getByRole("link", { name: /^Fund switching/ })
        .getAttribute("href"),
    ).toBe("/fundSwitch");
    const news = within(tiles).getByRole("link", { name: /^What's new/ });
    expect(news.getAttribute("target")).toBe("_blank");
    expect(news.getAttribute("rel")).toBe("noopener noreferrer");
    expect(news.getAttribute("href")).toBe("https://www.harbour-retirement.example/en/news");
  });

  it("shows the notes with the cycle date", async () => {
    renderDashboard();
    await dashboard();
    expect(within(section("Notes")).getByText(/based on the unit prices as at 27 Feb 2026/)).toBeDefined();
    expect(within(section("Notes")).getByText(/Past performance is not indicative/)).toBeDefined();
  });

  const MERGER_ATTRIBUTES: ApiAnswer = {
    body: {
      contractNmbr: 1001,
      contractAttributeVOs: [
        {
          cstmAttrCd: 287,
          cstmAttrNm: "MERGER_REMARK",
          cstmAttrTxt: "Merged from the Harbour Plan A.",
          cstmAttrTxtZh: "由海港計劃A合併。",
          efctvDt: "2024-01-01",
        },
        {
          cstmAttrCd: 115,
          cstmAttrNm: "E_STATEMENT",
          cstmAttrTxt: "Y",
          cstmAttrTxtZh: null,
          efctvDt: "2020-01-01",
        },
      ],
    },
  };

  it("shows merger remarks when the contract has them", async () => {
    const app = renderDashboard({ attributes: MERGER_ATTRIBUTES });
    await dashboard();
    const remarks = await screen.findByRole("region", { name: "Merger remarks" });
    expect(within(remarks).getByText("Merged from the Harbour Plan A.")).toBeDefined();
    expect(within(remarks).queryByText("Y")).toBeNull();
    expect(app.callsTo("GET", "/api/contractinfoservice/customattributes")).toHaveLength(1);
  });

  it("shows the merger remarks' Chinese text on the Chinese page", async () => {
    renderDashboard({ attributes: MERGER_ATTRIBUTES });
    await dashboard();
    await act(() => i18n.changeLanguage("zh-HK"));
    try {
      const remarks = await screen.findByRole("region", { name: "合併備註" });
      expect(within(remarks).getByText("由海港計劃A合併。")).toBeDefined();
      expect(within(remarks).queryByText("Merged from the Harbour Plan A.")).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("leaves merger remarks out silently when their call fails", async () => {
    renderDashboard({ attributes: apiError(500, "technical-error") });
    await dashboard();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Merger remarks" })).toBeNull());
    expect(screen.queryByText(/could not reach our service/)).toBeNull();
  });

  it("shows the report-error toast and an inline retry when the account cannot be loaded", async () => {
    let failing = true;
    const app = renderDashboard({
      policy: () => (failing ? apiError(500, "technical-error") : { body: policyBody() }),
    });
    expect(await screen.findByText("Your account could not be loaded")).toBeDefined();
    await waitFor(() => expect(document.querySelector('[data-toast="report-error-message"]')).not.toBeNull());
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await dashboard();
    expect(app.callsTo("POST", "/api/accounts/policy")).toHaveLength(2);
  });

  it("reloads the account data when the policy carries a later cycle date", async () => {
    const app = renderDashboard({ policy: { body: policyBody({}, HOLDINGS, "2026-03-02") } });
    await dashboard();
    await waitFor(() => expect(sessionStore.get().account?.webCycleDate).toBe("2026-03-02"));
    // The policy is asked again at the new cycle date; the summary is asked afresh.
    await waitFor(() => expect(app.callsTo("POST", "/api/accounts/policy")).toHaveLength(2));
    expect(await screen.findByText("As at 2 Mar 2026")).toBeDefined();
    expect(app.callsTo("GET", "/api/accounts/accountSummary").length).toBeGreaterThan(0);
    expect(screen.queryByText(/could not load them/)).toBeNull();
  });

  it("after choosing an account, reloads the summary on a later cycle date, with report-error on failure", async () => {
    let summaries = 0;
    const app = renderApp("/account", {
      session: { authenticated: true, scheme: "S800", account: null },
      calendar: calendarAnswer(),
      api: {
        "GET /api/accounts/accountSummary": () => {
          summaries += 1;
          return summaries === 1 ? { body: summaryAnswer() } : apiError(500, "technical-error");
        },
        "POST /api/accounts/policy": { body: policyBody({}, HOLDINGS, "2026-03-02") },
        "GET /api/accounts/gainAndLoss": { body: gainAndLossAnswer() },
        "GET /api/contractinfoservice/customattributes": {
          body: { contractNmbr: 1001, contractAttributeVOs: [] },
        },
      },
    });
    const main = await screen.findByRole("main");
    fireEvent.click(await within(main).findByRole("button", { name: "View account S8001001" }));
    await dashboard();
    expect(
      await screen.findByText(/New account figures are available but we could not load them/),
    ).toBeDefined();
    expect(app.callsTo("GET", "/api/accounts/accountSummary")).toHaveLength(2);
    expect(sessionStore.get().account?.webCycleDate).toBe("2026-03-02");
  });

  it("sends to /account without a chosen account", async () => {
    const app = renderApp("/dashboard", {
      session: { authenticated: true, scheme: "S800", account: null },
      api: { "GET /api/accounts/accountSummary": { body: summaryAnswer() } },
    });
    await waitFor(() => expect(app.pathname()).toBe("/account"));
  });

  it("speaks Chinese: fund names, money and dates", async () => {
    renderDashboard();
    await dashboard();
    await act(() => i18n.changeLanguage("zh-HK"));
    expect(await screen.findByText("歡迎您，陳大文")).toBeDefined();
    expect(screen.getByText("截至2026年2月27日")).toBeDefined();
    expect(screen.getAllByText("海港亞洲股票基金").length).toBeGreaterThan(0);
    // A label's colon is the full-width one on a Chinese page, also where only a screen reader hears it.
    expect(screen.getByTestId("currency").textContent).toBe("貨幣：HKD");
    await act(() => i18n.changeLanguage("en"));
  });
});

describe("dashboard popups", () => {
  const WARNING = "Important reminder about your scheme";

  it("shows the product 125 warning in its window, and remembers it once acknowledged", async () => {
    const options: DashboardOptions = {
      account: { productTypeNmbr: 125 },
      policy: { body: policyBody({ product: { ...policyInfo().product, productTypeNmbr: 125 } }) },
      windows: { product125Warning: "2022-08-16T00:00:00+08:00" },
    };
    renderDashboard(options);
    const dialog = await screen.findByRole("dialog", { name: WARNING });
    expect(
      within(dialog).getByRole("link", { name: "member.service@harbour-retirement.example" }),
    ).toBeDefined();
    expect(within(dialog).getByRole("link", { name: "2888 8800" }).getAttribute("href")).toBe(
      "tel:+85228888800",
    );

    // It can be minimised to its title and maximised again.
    const toggle = within(dialog).getByRole("button", { name: "Minimise" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.textContent).toBe("Maximise");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");

    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: WARNING })).toBeNull());
    expect(localStorage.getItem(popupStorageKey("product125Warning", 3000001))).not.toBeNull();

    // The next visit does not show it again.
    cleanup();
    renderDashboard(options);
    await dashboard();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not show a popup outside its window or for another product", async () => {
    renderDashboard({ windows: { product125Warning: "2022-08-16T00:00:00+08:00" } });
    await dashboard();
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    renderDashboard({
      account: { productTypeNmbr: 125 },
      policy: { body: policyBody({ product: { ...policyInfo().product, productTypeNmbr: 125 } }) },
    });
    await dashboard();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the main-scheme termination notice with its document and FAQ", async () => {
    renderDashboard({ windows: { mainSchemeTerminationNotice: "2023-07-25T16:00:00+08:00" } });
    const dialog = await screen.findByRole("dialog", { name: "Notice of termination of a guaranteed fund" });
    expect(
      within(dialog)
        .getByRole("link", { name: /^Termination notice \(PDF\)/ })
        .getAttribute("target"),
    ).toBe("_blank");
    expect(within(dialog).getByRole("link", { name: /^Frequently asked questions/ })).toBeDefined();
  });

  it("shows the occupational notice to ORSO accounts only, then the closure notice after OK", async () => {
    const orso = {
      account: { isOrso: true, productTypeNmbr: 141 },
      policy: {
        body: policyBody({
          product: { ...policyInfo().product, productTypeNmbr: 141, productAcronym: "ORSO", isOrso: true },
        }),
      },
    };
    renderDashboard({
      ...orso,
      windows: { occupationalTerminationNotice: "2024-03-19T00:00:00+08:00" },
    });
    const dialog = await screen.findByRole("dialog", {
      name: "Notice to occupational retirement scheme members",
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    cleanup();

    // An MPF account sees the closure notice once the MPF termination flags are on.
    renderDashboard({
      windows: {
        occupationalTerminationNotice: "2024-03-19T00:00:00+08:00",
        mpfTerminationFlags: "2025-04-24T16:00:00+08:00",
      },
    });
    expect(await screen.findByRole("dialog", { name: "Important notice" })).toBeDefined();
  });
});

describe("account navigation", () => {
  async function nav() {
    const navigation = await screen.findByRole("navigation", { name: "Main navigation" });
    await within(navigation).findByRole("link", { name: "My accounts" });
    return navigation;
  }

  it("shows fees and history for an S800 MPF account", async () => {
    renderDashboard();
    const navigation = await nav();
    expect(within(navigation).getByRole("link", { name: "Fees and charges" })).toBeDefined();
    expect(
      within(navigation).getByRole("link", { name: "Transaction and contribution history" }),
    ).toBeDefined();
  });

  it.each(["SMP", "HKAIIB"] as const)("hides fees and charges for the %s scheme", async (scheme) => {
    renderDashboard({ scheme, policy: { body: policyBody({ scheme }) } });
    const navigation = await nav();
    expect(within(navigation).queryByRole("link", { name: "Fees and charges" })).toBeNull();
    expect(
      within(navigation).getByRole("link", { name: "Transaction and contribution history" }),
    ).toBeDefined();
  });

  it("hides fees and history for an ORSO account", async () => {
    renderDashboard({ account: { isOrso: true, productTypeNmbr: 141 } });
    const navigation = await nav();
    expect(within(navigation).queryByRole("link", { name: "Fees and charges" })).toBeNull();
    expect(
      within(navigation).queryByRole("link", { name: "Transaction and contribution history" }),
    ).toBeNull();
  });

  it.each([
    ["/feesAndCharges", "SMP", false],
    ["/feesAndCharges", "HKAIIB", false],
    ["/feesAndCharges", "S800", true],
    ["/transactionContributionHistory", "S800", true],
  ] as const)("sends %s for %s (ORSO %s) to the dashboard", async (path, scheme, isOrso) => {
    const app = renderDashboard({ path, scheme, account: { isOrso } });
    await waitFor(() => expect(app.pathname()).toBe("/dashboard"));
  });

  it("lets an S800 MPF account open fees and charges", async () => {
    const app = renderDashboard({ path: "/feesAndCharges" });
    await screen.findByRole("heading", { level: 1, name: "Fees and charges" });
    expect(app.pathname()).toBe("/feesAndCharges");
  });
});
