import type { ProjectionRequest } from "@portal/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type ApiCall, apiError } from "../../test/render-app.tsx";
import { renderPage } from "../../test/render-page.tsx";
import { points, projectionAnswer } from "./projection-fixtures.ts";
import { ProjectionPage } from "./projection-page.tsx";

// The canvas chart (no canvas in jsdom) stands in as a box that says what it was given.
vi.mock("./projection-chart.tsx", () => ({
  default: ({ stay, whatIf, view }: { stay: unknown[]; whatIf: unknown[] | null; view: string }) => (
    <div
      data-testid="projection-chart"
      data-points={stay.length}
      data-what-if={whatIf ? whatIf.length : 0}
      data-view={view}
    />
  ),
}));

const ASIA = "Harbour Asia Equity Fund";
const BOND = "Harbour Global Bond Fund";
const CONSERVATIVE = "Harbour MPF Conservative Fund";

/** The answer follows the request: the median grows with the contribution, a what-if is answered. */
function answerFor(call: ApiCall) {
  const body = call.body as ProjectionRequest;
  const contribution = Number(body.monthlyContribution ?? "3000");
  return {
    body: projectionAnswer({
      assumptions: {
        monthlyContribution: String(contribution),
        wageGrowth: body.wageGrowth ?? "2",
        inflation: body.inflation ?? "2",
        paths: 10000,
        seed: 20170401,
      },
      stay: points(250000, contribution),
      whatIf: body.whatIf
        ? {
            lines: body.whatIf.map((line) => ({ invTypeNmbr: line.invTypeNmbr, percent: line.percent })),
            points: points(250000, contribution, { growth: 0.03 }),
          }
        : null,
    }),
  };
}

function renderProjection(options: Parameters<typeof renderPage>[2] = {}) {
  return renderPage("/projection", <ProjectionPage />, {
    ...options,
    api: { "POST /api/accounts/projection": answerFor, ...options.api },
  });
}

const summary = () => screen.findByTestId("projection-summary");
const requests = (app: ReturnType<typeof renderProjection>) =>
  app.callsTo("POST", "/api/accounts/projection").map((call) => call.body as ProjectionRequest);

describe("projection page", () => {
  it("shows the account today, the disclaimer, the median and band at retirement, and the yearly table", async () => {
    const app = renderProjection();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Where my savings are heading" }),
    ).toBeDefined();
    expect(await screen.findByText("An illustration, not a forecast or advice")).toBeDefined();
    expect(screen.getByText(/They are not a forecast or a promise of what you will receive/)).toBeDefined();
    expect((await screen.findByTestId("projection-balance")).textContent).toBe("HK$250,000.00");
    const today = within(screen.getByRole("region", { name: "Your account today" }));
    expect(today.getByText("15 Mar 2043 (age 65)")).toBeDefined();
    expect(today.getByText("HK$3,000.00 for January 2026")).toBeDefined();
    expect(today.getByText("70% Harbour Asia Equity Fund")).toBeDefined();
    expect(today.getByText("Your investment direction (Mandatory & Voluntary):")).toBeDefined();

    // 250,000 growing 5% a year with 36,000 a year: 298,500; 349,425; 402,896.25.
    expect((await summary()).textContent).toContain(
      "By 27 Feb 2029, at age 50, the median projection for this account is HK$402,896.25 in money of the day. 1 in 10 paths end below HK$322,317.00 and 1 in 10 above HK$483,475.50. Today's balance and the contributions assumed add up to HK$358,000.00.",
    );
    const table = screen.getByRole("table", {
      name: "Projected balance each year to retirement, in money of the day",
    });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "AgeDatePaid in10th percentileMedian90th percentile",
      "4727 Feb 2026HK$250,000.00HK$200,000.00HK$250,000.00HK$300,000.00",
      "4827 Feb 2027HK$286,000.00HK$238,800.00HK$298,500.00HK$358,200.00",
      "4927 Feb 2028HK$322,000.00HK$279,540.00HK$349,425.00HK$419,310.00",
      "5027 Feb 2029HK$358,000.00HK$322,317.00HK$402,896.25HK$483,475.50",
    ]);
    const chart = await screen.findByTestId("projection-chart");
    expect([chart.dataset.points, chart.dataset.whatIf, chart.dataset.view]).toEqual(["4", "0", "nominal"]);
    expect(chart.getAttribute("aria-hidden")).toBeNull(); // the stand-in; the real chart is aria-hidden
    // The funds' figures, and where they come from.
    const funds = within(screen.getByTestId("projection-funds"));
    expect(funds.getByRole("row", { name: /Harbour Global Bond Fund/ }).textContent).toContain(
      "Typical figures for its type",
    );
    // The account's ids only: the defaults are the server's.
    expect(requests(app)).toEqual([{ clntRltnshpNmbr: 5000001, contractNmbr: 1001 }]);
  });

  it("projects again with another monthly contribution, and the median moves", async () => {
    const app = renderProjection();
    const contribution = (await screen.findByLabelText("Monthly contribution (HKD)", {
      exact: false,
    })) as HTMLInputElement;
    expect(contribution.value).toBe("3000");
    fireEvent.input(contribution, { target: { value: "8000" } });
    fireEvent.click(screen.getByRole("button", { name: "Update projection" }));
    await waitFor(async () => expect((await summary()).textContent).toContain("HK$592,046.25"));
    expect(requests(app)[1]).toEqual({
      clntRltnshpNmbr: 5000001,
      contractNmbr: 1001,
      monthlyContribution: "8000",
      wageGrowth: "2",
      inflation: "2",
    });
    // Back to the defaults: the contribution as it first showed, "3000" (the answer's "3000.00").
    fireEvent.click(screen.getByRole("button", { name: "Back to the defaults" }));
    await waitFor(() => expect(contribution.value).toBe("3000"));
  });

  it("checks the assumptions against their bounds before asking, and says what is wrong at each field", async () => {
    const app = renderProjection();
    const wage = (await screen.findByLabelText("Yearly rise in contributions (%)", {
      exact: false,
    })) as HTMLInputElement;
    fireEvent.input(wage, { target: { value: "12" } });
    fireEvent.input(screen.getByLabelText("Yearly inflation (%)", { exact: false }), {
      target: { value: "two" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Update projection" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Please correct the highlighted assumptions.",
    );
    expect(screen.getByText("Enter a rise from 0% to 10% a year.")).toBeDefined();
    expect(screen.getByText("Enter a number, such as 2.5.")).toBeDefined();
    expect(wage.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(wage);
    expect(requests(app)).toHaveLength(1);
  });

  it("shows today's money at the press of a button", async () => {
    renderProjection();
    await summary();
    fireEvent.click(screen.getByRole("button", { name: "Today's money" }));
    expect(screen.getByRole("button", { name: "Today's money" }).getAttribute("aria-pressed")).toBe("true");
    // 402,896.25 / 1.02^3 = 379,658.13
    expect((await summary()).textContent).toContain("HK$379,658.13 in today's money");
  });

  it("compares a what-if allocation with staying as I am, and links to the switch with it filled in", async () => {
    const app = renderProjection();
    const input = async (name: string) =>
      (await screen.findByLabelText(`What-if percentage for ${name}`)) as HTMLInputElement;
    // Starts from the investment direction.
    expect((await input(ASIA)).value).toBe("70");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    fireEvent.input(await input(CONSERVATIVE), { target: { value: "60" } });
    fireEvent.input(await input(BOND), { target: { value: "30" } });
    expect(screen.getByTestId("what-if-total").textContent).toBe("Total: 90%");
    fireEvent.click(screen.getByRole("button", { name: "Compare" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The percentages must add up to 100%.");
    expect((await input(BOND)).getAttribute("aria-invalid")).toBe("true");
    expect(requests(app)).toHaveLength(1);

    fireEvent.input(await input(BOND), { target: { value: "40" } });
    // Enter in a percentage submits the form, as the button does.
    fireEvent.submit((await input(BOND)).closest("form") as HTMLFormElement);
    expect((await screen.findByTestId("outcome-what-if-median")).textContent).toBe("HK$384,454.15");
    expect(screen.getByTestId("outcome-stay-median").textContent).toBe("HK$402,896.25");
    expect(screen.getByText("The median is HK$18,442.10 lower than staying as you are.")).toBeDefined();
    expect(requests(app)[1]?.whatIf).toEqual([
      { invTypeNmbr: 298, percent: "60" },
      { invTypeNmbr: 312, percent: "40" },
    ]);
    const link = screen.getByRole("link", { name: "Switch to this allocation" });
    expect(link.getAttribute("href")).toBe("/fundSwitch?to=298:60,312:40");
    expect((await screen.findByTestId("projection-chart")).dataset.whatIf).toBe("4");
    // The table has the what-if's columns beside.
    expect(screen.getByRole("columnheader", { name: "What if: median" })).toBeDefined();
    fireEvent.click(link);
    await waitFor(() => expect(app.pathname()).toBe("/fundSwitch"));
  });

  it("formats a US dollar account's money in US dollars", async () => {
    renderProjection({
      api: {
        "POST /api/accounts/projection": {
          body: projectionAnswer({ currency: "USD", balance: "88000.00", stay: points(88000, 2200) }),
        },
      },
    });
    expect((await screen.findByTestId("projection-balance")).textContent).toBe("US$88,000.00");
    expect((await summary()).textContent).toContain("US$");
    expect(screen.getByLabelText("Monthly contribution (USD)", { exact: false })).toBeDefined();
  });

  it("says the Default Investment Strategy's mix by age", async () => {
    renderProjection({
      api: {
        "POST /api/accounts/projection": {
          body: projectionAnswer({
            age: 57,
            current: {
              kind: "dis",
              coreAccumulation: 313,
              age65Plus: 314,
              mix: { coreAccumulation: "46.7", age65Plus: "53.3" },
              noDirection: true,
            },
          }),
        },
      },
    });
    expect(
      await screen.findByText(
        "Default Investment Strategy: 46.7% Harbour Core Accumulation Fund and 53.3% Harbour Age 65 Plus Fund at your age. Each year from 50 to 64 a part moves to the Harbour Age 65 Plus Fund, all of it by 64.",
      ),
    ).toBeDefined();
    expect(
      screen.getByText(
        "You have not given an investment direction, so your contributions follow the Default Investment Strategy.",
      ),
    ).toBeDefined();
  });

  it("shows the page in Chinese", async () => {
    renderProjection({ language: "zh-HK" });
    expect(await screen.findByRole("heading", { level: 1, name: "我的儲蓄走向" })).toBeDefined();
    expect(screen.getByText("僅作說明，並非預測或建議")).toBeDefined();
    expect((await summary()).textContent).toContain("此帳戶推算的中位數為HK$402,896.25（以當時幣值計）");
    // Chinese punctuation and months: the hidden chart title ends in 。, the last contribution's month is 年月.
    expect((await summary()).textContent).toMatch(/^直至退休的推算結餘（以當時幣值計）。 /);
    expect(screen.getByText("HK$3,000.00（2026年1月）")).toBeDefined();
    expect(screen.getByLabelText("每月供款（HKD）", { exact: false })).toBeDefined();
    expect(screen.getByRole("button", { name: "比較" })).toBeDefined();
    expect(screen.getByText("金額顯示方式：")).toBeDefined();
  });

  it("offers to try again when the projection cannot be loaded", async () => {
    renderProjection({ api: { "POST /api/accounts/projection": apiError(500, "technical-error") } });
    expect(await screen.findByText("We could not work out your projection")).toBeDefined();
    expect(screen.getByRole("button", { name: "Try again" })).toBeDefined();
    expect(screen.getByText("An illustration, not a forecast or advice")).toBeDefined();
  });
});

describe("projection page: the server's refusals", () => {
  it("keeps the figures and says why when the server refuses a what-if", async () => {
    renderProjection({
      api: {
        "POST /api/accounts/projection": (call) =>
          (call.body as ProjectionRequest).whatIf
            ? apiError(400, "projection-fund-not-offered")
            : { body: projectionAnswer() },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Compare" }));
    expect(
      await screen.findByText(
        "A fund of your what-if allocation is not offered by this plan. Please choose another.",
      ),
    ).toBeDefined();
    expect(screen.getByTestId("projection-summary").textContent).toContain("HK$402,896.25");
    expect(screen.queryByTestId("outcome-what-if")).toBeNull();
    expect((screen.getByLabelText(`What-if percentage for ${ASIA}`) as HTMLInputElement).value).toBe("70");
  });
});
