import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/render-app.tsx";
import { renderPage } from "../../test/render-page.tsx";
import { REPORT_POLL_MS } from "./api/report-list.ts";
import { REPORTS, reportItem } from "./reports-fixtures.ts";
import { ReportsPage } from "./reports-page.tsx";

const LIST = "/api/reports";

type Options = NonNullable<Parameters<typeof renderPage>[2]>;

/** Renders /reports; a report's file answers a small PDF (the stubbed fetch answers JSON only). */
function renderReports(api: Options["api"] = {}, session: Options["session"] = {}) {
  const app = renderPage("/reports", <ReportsPage />, {
    session,
    api: { [`GET ${LIST}`]: { body: { reports: REPORTS } }, "GET /api/reports/7/file": { body: {} }, ...api },
  });
  const stubbed = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await stubbed(input, init);
    const { pathname } = new URL(String(input), "http://localhost");
    if (!response.ok || !/^\/api\/reports\/\d+\/file$/.test(pathname)) return response;
    return new Response(new TextEncoder().encode("%PDF-1.7 test"), {
      headers: { "Content-Type": "application/pdf" },
    });
  });
  return app;
}

const card = (name: string | RegExp) => screen.getByRole("article", { name });

/** A card's facts, label and value. */
function facts(article: HTMLElement): string[][] {
  return Array.from(article.querySelectorAll("dl > div")).map((fact) => [
    fact.querySelector("dt")?.textContent ?? "",
    fact.querySelector("dd")?.textContent ?? "",
  ]);
}

describe("reports page (/reports)", () => {
  let downloads: string[];

  beforeEach(() => {
    downloads = [];
    URL.createObjectURL = vi.fn(() => "blob:test/1");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("lists the reports newest first: Processing, Ready with its size, Failed with the error text", async () => {
    const app = renderReports();
    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeDefined();
    const list = await screen.findByRole("list", { name: "Your reports" });
    expect(app.callsTo("GET", LIST)[0]?.query.get("clntRltnshpNmbr")).toBe("5000001");
    expect(
      within(list)
        .getAllByRole("article")
        .map((article) => article.getAttribute("data-report")),
    ).toEqual(["9", "7", "5"]);

    const processing = card("Contribution statement 1 Mar 2025 to 2 Mar 2026");
    expect(within(processing).getByText("Processing")).toBeDefined();
    expect(within(processing).getByText(/We are preparing this report/)).toBeDefined();
    expect(facts(processing)).toEqual([
      ["Period", "1 Mar 2025 to 2 Mar 2026"],
      ["Format", "CSV (spreadsheet)"],
      ["Language", "Chinese"],
      ["Requested", "2 Mar 2026, 09:59"],
    ]);
    expect(within(processing).queryByRole("button")).toBeNull();

    const ready = card("Transaction statement 1 Sep 2025 to 28 Feb 2026");
    expect(within(ready).getByText("Ready")).toBeDefined();
    expect(facts(ready)).toEqual([
      ["Period", "1 Sep 2025 to 28 Feb 2026"],
      ["Format", "PDF"],
      ["Language", "English"],
      ["Requested", "1 Mar 2026, 10:15"],
      ["Size", "184 KB"],
    ]);

    const failed = card("Account balance statement As at 31 Dec 2025");
    expect(within(failed).getByText("Failed")).toBeDefined();
    expect(
      within(failed).getByText(
        "We could not prepare this report. Please try again; if the problem continues, call our hotline on 2888 8800.",
      ),
    ).toBeDefined();
    expect(within(failed).getByRole("button", { name: /^Retry/ })).toBeDefined();

    expect(
      screen.getByText("A change you request shows in your reports 2 days after you make it."),
    ).toBeDefined();
    expect(screen.getByRole("link", { name: "Generate a report" }).getAttribute("href")).toBe(
      "/generatereports",
    );
  });

  it("asks for the list every 3 seconds while a report is Processing, and stops when none is", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    const app = renderReports({
      [`GET ${LIST}`]: () => {
        asked += 1;
        const status = asked < 3 ? "PROCESSING" : "READY";
        return {
          body: { reports: [reportItem({ status, sizeBytes: status === "READY" ? 2_097_152 : null })] },
        };
      },
    });
    const report = await screen.findByRole("article", {
      name: "Transaction statement 1 Sep 2025 to 28 Feb 2026",
    });
    expect(within(report).getByText("Processing")).toBeDefined();
    expect(app.callsTo("GET", LIST)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_MS));
    await waitFor(() => expect(app.callsTo("GET", LIST)).toHaveLength(2));
    expect(within(report).getByText("Processing")).toBeDefined();

    await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_MS));
    await waitFor(() => expect(within(report).getByText("Ready")).toBeDefined());
    expect(app.callsTo("GET", LIST)).toHaveLength(3);
    expect(facts(report).at(-1)).toEqual(["Size", "2.0 MB"]);
    expect(within(report).getByRole("button", { name: /^Download/ })).toBeDefined();

    // None is Processing now: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_MS * 3));
    expect(app.callsTo("GET", LIST)).toHaveLength(3);
  });

  it("downloads a ready report", async () => {
    const app = renderReports();
    await screen.findByRole("list", { name: "Your reports" });
    fireEvent.click(
      screen.getByRole("button", { name: "Download the Transaction statement, 1 Sep 2025 to 28 Feb 2026" }),
    );
    await waitFor(() => expect(downloads).toEqual(["transaction-statement-2025-09-01-2026-02-28-en.pdf"]));
    expect(app.callsTo("GET", "/api/reports/7/file")).toHaveLength(1);
  });

  it("retries a failed report: it shows as Processing", async () => {
    let retried = false;
    const again = reportItem({ ...REPORTS[2], status: "PROCESSING", completedAt: null });
    const app = renderReports({
      [`GET ${LIST}`]: () => ({
        body: { reports: retried ? [REPORTS[0], REPORTS[1], again] : REPORTS },
      }),
      "POST /api/reports/5/retry": () => {
        retried = true;
        return { body: again };
      },
    });
    await screen.findByRole("list", { name: "Your reports" });
    const failed = card("Account balance statement As at 31 Dec 2025");
    fireEvent.click(
      within(failed).getByRole("button", { name: "Retry the Account balance statement, As at 31 Dec 2025" }),
    );
    await waitFor(() => expect(within(failed).getByText("Processing")).toBeDefined());
    expect(app.callsTo("POST", "/api/reports/5/retry")).toHaveLength(1);
    expect(within(failed).queryByRole("button", { name: /^Retry/ })).toBeNull();
    expect(within(failed).queryByText(/We could not prepare this report/)).toBeNull();
  });

  it("says so when a retry is refused", async () => {
    renderReports({ "POST /api/reports/5/retry": apiError(500, "technical-error") });
    await screen.findByRole("list", { name: "Your reports" });
    fireEvent.click(screen.getByRole("button", { name: /^Retry/ }));
    expect(
      await screen.findByText("We are having a technical problem and could not reach our service."),
    ).toBeDefined();
  });

  it("says No records found when there is no report", async () => {
    renderReports({ [`GET ${LIST}`]: { body: { reports: [] } } });
    expect(await screen.findByText("No records found")).toBeDefined();
    expect(screen.queryByRole("list", { name: "Your reports" })).toBeNull();
  });

  it("shows the report-error-message text when the list cannot be fetched", async () => {
    const app = renderReports({ [`GET ${LIST}`]: apiError(503, "technical-error") });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "We could not get your reports at the moment. Please try again later; if the problem continues, call our hotline on 2888 8800.",
    );
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(app.callsTo("GET", LIST)).toHaveLength(2));
  });

  it("lets a staff session (Super Logon) read and download, but not request or retry", async () => {
    const app = renderReports({}, { superLogon: true });
    await screen.findByRole("list", { name: "Your reports" });
    expect(screen.getByText("View only: staff cannot change a member's details.")).toBeDefined();
    expect(screen.queryByRole("link", { name: "Generate a report" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Retry/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /^Download/ }));
    await waitFor(() => expect(app.callsTo("GET", "/api/reports/7/file")).toHaveLength(1));
  });
});
