import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../app/i18n.ts";
import { apiError, renderApp } from "../../test/render-app.tsx";
import { P1_ACCOUNT, renderPage } from "../../test/render-page.tsx";
import { GenerateReportPage } from "./generate-report-page.tsx";
import { reportItem } from "./reports-fixtures.ts";

const REQUEST = "/api/reports";

type Options = NonNullable<Parameters<typeof renderPage>[2]>;

const processing = reportItem({ reportId: 11, status: "PROCESSING", completedAt: null, sizeBytes: null });

function renderGenerate(api: Options["api"] = {}, session: Options["session"] = {}) {
  return renderPage("/generatereports", <GenerateReportPage />, {
    session,
    api: { [`POST ${REQUEST}`]: { body: processing }, ...api },
  });
}

/** Picks a month in one of the two month pickers (the calendar opens on the year of its value). */
function pickMonth(picker: "From month" | "To month", month: string) {
  fireEvent.click(screen.getByRole("button", { name: picker }));
  for (const step of ["Next year", "Previous year", "Previous year"]) {
    if (screen.queryByRole("button", { name: month })) break;
    fireEvent.click(screen.getByRole("button", { name: step }));
  }
  fireEvent.click(screen.getByRole("button", { name: month }));
}

const checked = (name: string) => (screen.getByRole("radio", { name }) as HTMLInputElement).checked;

/** Lets any request the page would make arrive before checking none was made. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("report generation page (/generatereports)", () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage("en"));
  });

  it("opens on a transaction statement over the default range, as a PDF in the page's language", async () => {
    renderGenerate();
    expect(await screen.findByRole("heading", { level: 1, name: "Generate a report" })).toBeDefined();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Reports" }).getAttribute("href")).toBe("/reports");
    const types = await screen.findByRole("radiogroup", { name: "Report type" });
    expect(
      within(types)
        .getAllByRole("radio")
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(["TRANSACTION", "CONTRIBUTION", "BALANCE"]);
    expect(checked("Transaction statement")).toBe(true);
    expect(checked("PDF")).toBe(true);
    expect(checked("English")).toBe(true);
    // The calendar's today is 2 Mar 2026: six months back to this month, to today.
    expect(screen.getByRole("button", { name: "From month" }).textContent).toBe("September 2025");
    expect(screen.getByRole("button", { name: "To month" }).textContent).toBe("March 2026");
    expect(screen.getByText(/Period: 1 Sep 2025 to 2 Mar 2026\./)).toBeDefined();
    expect(screen.getByText(/up to 13 months, within the last 36 months/)).toBeDefined();
  });

  it("refuses a 14-month range on the page, and words the message in the language shown", async () => {
    const app = renderGenerate();
    await screen.findByRole("radiogroup", { name: "Report type" });
    pickMonth("From month", "February 2025");
    fireEvent.click(screen.getByRole("button", { name: "Generate report" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "A report can cover at most 13 months. Please choose a shorter period.",
    );
    expect(screen.getByRole("button", { name: "From month" }).getAttribute("aria-describedby")).toContain(
      alert.id,
    );
    await settle();
    expect(app.callsTo("POST", REQUEST)).toHaveLength(0);

    await act(() => i18n.changeLanguage("zh-HK"));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "每份報告最多只可涵蓋 13 個月，請選擇較短的期間。",
    );
    await act(() => i18n.changeLanguage("en"));
    expect((await screen.findByRole("alert")).textContent).toContain("A report can cover at most 13 months.");
  });

  it("refuses a from-month after the to-month on the page", async () => {
    const app = renderGenerate();
    await screen.findByRole("radiogroup", { name: "Report type" });
    pickMonth("To month", "December 2025");
    pickMonth("From month", "January 2026");
    fireEvent.click(screen.getByRole("button", { name: "Generate report" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The from month cannot be after the to month.",
    );
    await settle();
    expect(app.callsTo("POST", REQUEST)).toHaveLength(0);
    // Changing a field clears the message.
    pickMonth("From month", "November 2025");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("requests the report chosen and goes to the reports", async () => {
    const app = renderGenerate();
    await screen.findByRole("radiogroup", { name: "Report type" });
    fireEvent.click(screen.getByRole("radio", { name: "Contribution statement" }));
    fireEvent.click(screen.getByRole("radio", { name: "CSV (spreadsheet)" }));
    fireEvent.click(screen.getByRole("radio", { name: "Chinese" }));
    pickMonth("From month", "October 2025");
    fireEvent.click(screen.getByRole("button", { name: "Generate report" }));
    await waitFor(() => expect(app.callsTo("POST", REQUEST)).toHaveLength(1));
    expect(app.callsTo("POST", REQUEST)[0]?.body).toEqual({
      clntRltnshpNmbr: 5000001,
      reportType: "CONTRIBUTION",
      fromMonth: "2025-10",
      toMonth: "2026-03",
      format: "CSV",
      language: "zh-HK",
    });
    await waitFor(() => expect(app.pathname()).toBe("/reports"));
  });

  it("asks a balance statement for one as-at day within the last 36 months", async () => {
    const app = renderGenerate();
    await screen.findByRole("radiogroup", { name: "Report type" });
    fireEvent.click(screen.getByRole("radio", { name: "Account balance statement" }));
    expect(screen.queryByRole("button", { name: "From month" })).toBeNull();
    const day = screen.getByLabelText("As at") as HTMLInputElement;
    // The day the account's figures are valued to.
    expect(day.value).toBe(P1_ACCOUNT.webCycleDate);
    expect(day.min).toBe("2023-04-01");
    expect(day.max).toBe("2026-03-02");

    fireEvent.input(day, { target: { value: "2023-03-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate report" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The as-at date must be within the last 36 months and not after today.",
    );
    expect(day.getAttribute("aria-invalid")).toBe("true");
    await settle();
    expect(app.callsTo("POST", REQUEST)).toHaveLength(0);

    fireEvent.input(day, { target: { value: "2025-12-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate report" }));
    await waitFor(() => expect(app.callsTo("POST", REQUEST)).toHaveLength(1));
    expect(app.callsTo("POST", REQUEST)[0]?.body).toEqual({
      clntRltnshpNmbr: 5000001,
      reportType: "BALANCE",
      asAtDate: "2025-12-31",
      format: "PDF",
      language: "en",
    });
  });

  it("announces a range the server refuses with the same message", async () => {
    renderGenerate({ [`POST ${REQUEST}`]: apiError(400, "history-range-out-of-window") });
    await screen.findByRole("radiogroup", { name: "Report type" });
    fireEvent.click(screen.getByRole("button", { name: "Generate report" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Reports can cover the last 36 months only.",
    );
  });

  it("shows a staff session (Super Logon) the view-only note instead of the form", async () => {
    renderGenerate({}, { superLogon: true });
    expect(await screen.findByText("View only: staff cannot change a member's details.")).toBeDefined();
    expect(screen.queryByRole("radiogroup", { name: "Report type" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Generate report" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to reports" }).getAttribute("href")).toBe("/reports");
  });

  it("confirms the request on the reports page, where the new report is Processing", async () => {
    const app = renderApp("/generatereports", {
      session: { authenticated: true, scheme: "S800", account: P1_ACCOUNT },
      api: {
        [`POST ${REQUEST}`]: { body: processing },
        [`GET ${REQUEST}`]: { body: { reports: [processing] } },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Generate report" }));
    await waitFor(() => expect(app.pathname()).toBe("/reports"));
    expect(
      (await screen.findByText(/Your report has been requested/)).closest("[role=status]"),
    ).not.toBeNull();
    const report = await screen.findByRole("article", { name: /^Transaction statement/ });
    expect(within(report).getByText("Processing")).toBeDefined();
    await waitFor(() =>
      expect(
        app.callsTo("POST", "/api/record").map((call) => (call.body as { pageName: string }).pageName),
      ).toEqual(["Generate Report", "Reports"]),
    );
  });
});
