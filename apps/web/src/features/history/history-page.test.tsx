import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { policyAnswer } from "../../test/account-fixtures.ts";
import { apiError } from "../../test/render-app.tsx";
import { renderPage } from "../../test/render-page.tsx";
import { contributionAnswer, TRANSACTIONS } from "./history-fixtures.ts";
import { HistoryPage } from "./history-page.tsx";

const CONTRIBUTIONS = "/api/transactions/transactioncontributionhistoryservice";
const TRANSACTIONS_PATH = "/api/transactions/transactionhistory";

function renderHistory(api: NonNullable<Parameters<typeof renderPage>[2]>["api"] = {}) {
  return renderPage("/transactionContributionHistory", <HistoryPage />, {
    api: {
      "POST /api/accounts/policy": { body: policyAnswer() },
      [`GET ${CONTRIBUTIONS}`]: { body: contributionAnswer() },
      [`GET ${TRANSACTIONS_PATH}`]: { body: TRANSACTIONS },
      ...api,
    },
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

/** Renders the page and waits for the default search's records. */
async function renderLoaded() {
  const app = renderHistory();
  await screen.findByRole("table", { name: "Contribution records" });
  expect(app.callsTo("GET", CONTRIBUTIONS)).toHaveLength(1);
  return app;
}

describe("transaction and contribution history page", () => {
  it("opens on contribution records over the default range: six months back to this month (server's today)", async () => {
    const app = renderHistory();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Transaction and contribution history" }),
    ).toBeDefined();
    // The calendar's now is 2 Mar 2026 in Hong Kong: Sep 2025 to Mar 2026, to its last day.
    await waitFor(() => expect(app.callsTo("GET", CONTRIBUTIONS)).toHaveLength(1));
    const query = app.callsTo("GET", CONTRIBUTIONS)[0]?.query;
    expect(query?.get("fromDate")).toBe("2025-09-01");
    expect(query?.get("toDate")).toBe("2026-03-31");
    expect(query?.get("clntRltnshpNmbr")).toBe("5000001");
    expect(query?.get("contractNmbr")).toBe("1001");
    expect((screen.getByRole("combobox", { name: "Record type" }) as HTMLSelectElement).value).toBe(
      "contribution",
    );
    expect(screen.getByText(/Period: 1 Sep 2025 to 31 Mar 2026/)).toBeDefined();
    expect(
      await screen.findByRole("heading", { name: "Records from 1 Sep 2025 to 31 Mar 2026" }),
    ).toBeDefined();
    expect(await screen.findByRole("table", { name: "Contribution records" })).toBeDefined();
    expect(app.callsTo("GET", TRANSACTIONS_PATH)).toHaveLength(0);
  });

  it("rejects a range over 13 months with the message and makes no request", async () => {
    const app = await renderLoaded();
    pickMonth("From month", "January 2025");
    fireEvent.click(screen.getByRole("button", { name: "Show records" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The date range cannot exceed 13 months");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.callsTo("GET", CONTRIBUTIONS)).toHaveLength(1);
  });

  it("rejects a from-month after the to-month", async () => {
    const app = await renderLoaded();
    pickMonth("To month", "December 2025");
    pickMonth("From month", "January 2026");
    fireEvent.click(screen.getByRole("button", { name: "Show records" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The from month cannot be after the to month.",
    );
    expect(app.callsTo("GET", CONTRIBUTIONS)).toHaveLength(1);
  });

  it("moves the to-date to the last day of the chosen to-month", async () => {
    const app = await renderLoaded();
    pickMonth("To month", "February 2026");
    expect(screen.getByText(/Period: 1 Sep 2025 to 28 Feb 2026/)).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Show records" }));
    await waitFor(() => expect(app.callsTo("GET", CONTRIBUTIONS)).toHaveLength(2));
    expect(app.callsTo("GET", CONTRIBUTIONS)[1]?.query.get("toDate")).toBe("2026-02-28");
  });

  it("shows the transaction history per fund: opening balance, rows, total units and closing balance", async () => {
    const app = renderHistory();
    await screen.findByRole("table", { name: "Contribution records" });
    fireEvent.change(screen.getByRole("combobox", { name: "Record type" }), {
      target: { value: "transaction" },
    });
    const table = await screen.findByRole("table", { name: "Transactions of Harbour Asia Equity Fund" });
    expect(app.callsTo("GET", TRANSACTIONS_PATH)[0]?.query.get("fromDate")).toBe("2025-09-01");
    expect(app.callsTo("GET", TRANSACTIONS_PATH)[0]?.query.get("toDate")).toBe("2026-03-31");
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "DateTransaction typeAmountUnit priceUnits",
      "1 Sep 2025Opening balanceHK$60,000.00HK$20.00003,000.0000",
      // Each row names its money, so rows of one day and type can be told apart.
      "10 Oct 2025Contribution investedMember mandatoryHK$1,050.00HK$21.000050.0000",
      "20 Nov 2025WithdrawalMember voluntary-HK$440.00HK$22.0000-20.0000",
      "Total units3,030.0000",
      "2 Mar 2026Closing balanceHK$67,869.70HK$22.39903,030.0000",
    ]);
    // Narrowed to one §9 activity group, the balances stay.
    fireEvent.change(screen.getByRole("combobox", { name: "Show transactions" }), {
      target: { value: "WITHDRAWAL" },
    });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toHaveLength(5);
    expect(rows[2]).toBe("20 Nov 2025WithdrawalMember voluntary-HK$440.00HK$22.0000-20.0000");
  });

  describe("on a phone, where the tables are wider than the screen", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** jsdom lays nothing out: every table is 760 px inside a 288 px box. */
    function narrow() {
      vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(760);
      vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(288);
    }

    it("keeps the contribution records' caption and scroll hint outside the scroll box", async () => {
      narrow();
      renderHistory();
      const region = await screen.findByRole("region", { name: "Contribution records" });
      const table = within(region).getByRole("table", { name: "Contribution records" });
      expect(within(table).getAllByRole("button", { name: /^Details of the contribution/ })).toHaveLength(
        contributionAnswer().transactionHistoryResponseVos.length,
      );
      const caption = document.getElementById(table.getAttribute("aria-labelledby") ?? "");
      expect(caption?.textContent).toBe("Contribution records");
      expect(region.contains(caption)).toBe(false);
      const hint = await screen.findByText("Scroll sideways to see all columns.");
      expect(region.contains(hint)).toBe(false);
      expect(region.getAttribute("aria-describedby")).toBe(hint.id);
    });

    it("gives each fund's transactions its own fixed caption and hint", async () => {
      narrow();
      renderHistory();
      await screen.findByRole("table", { name: "Contribution records" });
      fireEvent.change(screen.getByRole("combobox", { name: "Record type" }), {
        target: { value: "transaction" },
      });
      const name = "Transactions of Harbour Asia Equity Fund";
      const region = await screen.findByRole("region", { name });
      expect(within(region).getByRole("table", { name })).toBeDefined();
      expect(region.contains(screen.getByText(name))).toBe(false);
      const hintId = region.getAttribute("aria-describedby") ?? "";
      expect(document.getElementById(hintId)?.textContent).toContain("Scroll sideways to see all columns.");
    });
  });

  it("announces the server's refusal of a range with the same message", async () => {
    renderHistory({ [`GET ${CONTRIBUTIONS}`]: apiError(400, "history-range-out-of-window") });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Records are available for the last 36 months only.");
    expect(screen.queryByText("We could not load your records. Please try again.")).toBeNull();
  });

  it("offers only months of the previous 36", async () => {
    renderHistory();
    await screen.findByRole("table", { name: "Contribution records" });
    fireEvent.click(screen.getByRole("button", { name: "From month" }));
    // The picker opens on the chosen From month (September 2025); two years back is 2023.
    fireEvent.click(screen.getByRole("button", { name: "Previous year" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous year" }));
    // Today is March 2026: April 2023 is the earliest month, March 2023 is not offered, and no
    // earlier year either.
    expect((screen.getByRole("button", { name: "Previous year" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "April 2023" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole("button", { name: "March 2023" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
