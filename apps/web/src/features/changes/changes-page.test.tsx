import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type ReactNode, useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { SESSION_QUERY_KEY } from "../../lib/api/session.ts";
import { useLocation, useNavigate } from "../../lib/router.tsx";
import { type SessionState, sessionStore } from "../../lib/session-store.ts";
import { type ApiAnswer, apiError, memberLoginInfo } from "../../test/render-app.tsx";
import { P1_ACCOUNT, renderPage } from "../../test/render-page.tsx";
import { summaryAnswer } from "../../test/summary-fixtures.ts";
import {
  ACTIVITIES,
  activity,
  historyAnswer,
  manyActivities,
  pendingDetails,
  settledDetails,
} from "./changes-fixtures.ts";
import { ChangesPage } from "./changes-page.tsx";

/** The wire paths of the switching-instruction calls (part 2 §7.3), as the stubs answer them. */
const HISTORY_PATH = "/api/cycleactivities/history";
const DETAILS_PATH = "/api/cycleactivities/cycleActivityDetails";
const CANCEL_PATH = "/api/cycleactivities/cancelTransaction";

/** Opens the page as another page's navigate("/changes", { state }) would. */
function WithNavigationState({ state, children }: { state: unknown; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const ready = location.state !== null;
  useEffect(() => {
    if (!ready) navigate(location.pathname, { replace: true, state });
  }, [ready, navigate, location.pathname, state]);
  return ready ? children : null;
}

function renderChanges({
  api = {},
  state,
  language,
  session,
}: {
  api?: Record<string, ApiAnswer>;
  state?: unknown;
  language?: "en" | "zh-HK";
  session?: Partial<SessionState>;
} = {}) {
  const page =
    state === undefined ? (
      <ChangesPage />
    ) : (
      <WithNavigationState state={state}>
        <ChangesPage />
      </WithNavigationState>
    );
  return renderPage("/changes", page, {
    language,
    session,
    api: {
      [`GET ${HISTORY_PATH}`]: { body: historyAnswer() },
      [`GET ${DETAILS_PATH}`]: { body: pendingDetails() },
      ...api,
    },
  });
}

/** The cards shown, by their reference numbers, in order. */
function cardRefs(): string[] {
  return screen
    .queryAllByRole("button", { name: /View details/ })
    .map((card) => card.getAttribute("data-ref") ?? "");
}

function card(ref: string): HTMLElement {
  const found = screen
    .getAllByRole("button", { name: /View details/ })
    .find((button) => button.getAttribute("data-ref") === ref);
  if (!found) throw new Error(`No card ${ref}`);
  return found;
}

async function waitForCards() {
  await screen.findAllByRole("button", { name: /View details/ });
}

/** Picks a month in one of the two month pickers (the calendar opens on the year of its value). */
function pickMonth(picker: string, month: string) {
  fireEvent.click(screen.getByRole("button", { name: picker }));
  for (const step of ["Previous year", "Next year", "Next year"]) {
    if (screen.queryByRole("button", { name: month })) break;
    fireEvent.click(screen.getByRole("button", { name: step }));
  }
  fireEvent.click(screen.getByRole("button", { name: month }));
}

function currentPage(): string | null {
  const nav = screen.getByRole("navigation", { name: "Pages of instructions" });
  return (
    within(nav)
      .getAllByRole("button")
      .find((button) => button.getAttribute("aria-current") === "page")?.textContent ?? null
  );
}

function pageControls(): string[] {
  const nav = screen.getByRole("navigation", { name: "Pages of instructions" });
  return [...nav.querySelectorAll("li")].map((item) => item.textContent ?? "");
}

describe("switching instructions list (part 2 §2.8)", () => {
  it("shows the instructions received over the default range, newest effective date first", async () => {
    const app = renderChanges();
    expect(await screen.findByRole("heading", { level: 1, name: "Switching instructions" })).toBeDefined();
    await waitForCards();
    // Calendar now: 2 Mar 2026 in Hong Kong, so Sep 2025 to Mar 2026; IW00000090 (July) is outside.
    expect(cardRefs()).toEqual([
      "IW00000123",
      "IW00000120",
      "IA00000118",
      "IW00000110",
      "IW00000100",
      "IW00000105",
    ]);
    expect(app.callsTo("GET", HISTORY_PATH)[0]?.query.get("clntRltnshpNmbr")).toBe("5000001");
    expect((screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement).value).toBe("ALL");
    expect(
      within(screen.getByRole("combobox", { name: "Status" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Being processed", "Pending"]);
    expect(screen.getByText("Instructions received from 1 Sep 2025 to 31 Mar 2026.")).toBeDefined();
    expect(screen.getByText("Showing 1–6 of 6 instructions")).toBeDefined();
    // One page: no pagination.
    expect(screen.queryByRole("navigation", { name: "Pages of instructions" })).toBeNull();
  });

  it("shows the number, instruction date and transaction date of a switch not completed; only the date of a completed one", async () => {
    renderChanges();
    await waitForCards();
    const pending = card("IW00000123");
    expect(pending.textContent).toContain("Fund switch");
    expect(pending.textContent).toContain("Pending");
    expect(pending.textContent).toContain("Transaction numberIW00000123");
    expect(pending.textContent).toContain("Instruction date2 Mar 2026");
    expect(pending.textContent).toContain("Transaction date3 Mar 2026");
    // Received 27 Feb 17:00 in Hong Kong.
    expect(card("IW00000120").textContent).toContain("Instruction date27 Feb 2026");
    expect(card("IW00000120").textContent).toContain("Being processed");
    expect(card("IW00000110").textContent).toContain("Cancelled");
    expect(card("IW00000105").textContent).toContain("Failed");
    const completed = card("IA00000118");
    expect(completed.textContent).toContain("Change of future contribution allocation");
    expect(completed.textContent).toContain("Completed");
    expect(completed.textContent).toContain("Transaction date15 Jan 2026");
    expect(completed.textContent).not.toContain("Transaction number");
    expect(completed.textContent).not.toContain("Instruction date");
    // Each status has its own tone.
    expect(pending.getAttribute("data-status")).toBe("PENDING");
    expect(completed.getAttribute("data-status")).toBe("COMPLETED");
  });

  it("shows the three notes: the cut-off hour from the server, what can be cancelled, the scheme's hotline", async () => {
    renderChanges({ api: { [`GET ${HISTORY_PATH}`]: { body: { ...historyAnswer(), cutOffHours: 15 } } } });
    await waitForCards();
    const notes = screen.getByRole("region", { name: "Important notes" });
    const items = within(notes).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain("before the daily cut-off time (15:00 Hong Kong time)");
    expect(items[1]?.textContent).toContain("Only pending fund switch instructions given online");
    const phone = within(notes).getByRole("link", { name: "2888 8800" });
    expect(phone.getAttribute("href")).toBe("tel:+85228888800");
  });

  it("Generate records applies the status filter and goes back to the first page", async () => {
    renderChanges({ api: { [`GET ${HISTORY_PATH}`]: { body: historyAnswer(manyActivities(24)) } } });
    await waitForCards();
    expect(screen.getByText("Showing 1–10 of 24 instructions")).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(screen.getByText("Showing 21–24 of 24 instructions")).toBeDefined();
    expect(currentPage()).toBe("3");
    // Choosing a status alone changes nothing until Generate records.
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "PENDING" } });
    expect(screen.getByText("Showing 21–24 of 24 instructions")).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Generate records" }));
    expect(await screen.findByText("Showing 1–10 of 12 instructions")).toBeDefined();
    expect(currentPage()).toBe("1");
    for (const ref of cardRefs()) expect(card(ref).getAttribute("data-status")).toBe("PENDING");
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), {
      target: { value: "BEING_PROCESSED" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Generate records" }));
    expect(await screen.findByText("Showing 1–10 of 12 instructions")).toBeDefined();
    for (const ref of cardRefs()) expect(card(ref).textContent).toContain("Being processed");
  });

  it("filters by the month the instruction was received, from-month to to-month", async () => {
    const app = renderChanges();
    await waitForCards();
    pickMonth("From month", "December 2025");
    pickMonth("To month", "January 2026");
    expect(screen.getByText("Instructions received from 1 Dec 2025 to 31 Jan 2026.")).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Generate records" }));
    await waitFor(() => expect(cardRefs()).toEqual(["IA00000118", "IW00000110"]));
    // Generate records asks the server again for the latest statuses.
    await waitFor(() => expect(app.callsTo("GET", HISTORY_PATH)).toHaveLength(2));
  });

  it("refuses a from-month after the to-month", async () => {
    renderChanges();
    await waitForCards();
    pickMonth("To month", "November 2025");
    pickMonth("From month", "January 2026");
    fireEvent.click(screen.getByRole("button", { name: "Generate records" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The from month cannot be after the to month.");
    expect(cardRefs()).toHaveLength(6);
    // Both pickers are described by the period and the error.
    for (const name of ["From month", "To month"]) {
      const picker = screen.getByRole("button", { name: new RegExp(name) });
      const ids = (picker.getAttribute("aria-describedby") ?? "").split(" ");
      expect(ids).toContain(alert.id);
      expect(ids.map((id) => document.getElementById(id)?.textContent).join(" ")).toContain(
        "Instructions received from",
      );
    }
  });

  it("reloads the account data when the history carries a later cycle date (§4.1)", async () => {
    renderChanges({
      api: { [`GET ${HISTORY_PATH}`]: { body: { ...historyAnswer(), webCycleDate: "2026-03-02" } } },
    });
    await waitForCards();
    await waitFor(() => expect(sessionStore.get().account?.webCycleDate).toBe("2026-03-02"));
  });

  it("pages 10 at a time with previous and next, nearby pages, an ellipsis and the last page", async () => {
    renderChanges({ api: { [`GET ${HISTORY_PATH}`]: { body: historyAnswer(manyActivities(115)) } } });
    await waitForCards();
    expect(cardRefs()).toHaveLength(10);
    expect(cardRefs()[0]).toBe("IW00001115");
    expect(pageControls()).toEqual(["", "1", "2", "3", "4", "5", "…", "12", ""]);
    expect(screen.getAllByTestId("pagination-ellipsis")).toHaveLength(1);
    expect((screen.getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(currentPage()).toBe("2");
    expect(cardRefs()[0]).toBe("IW00001105");
    expect(screen.getByText("Showing 11–20 of 115 instructions")).toBeDefined();
    // The list's heading takes the focus, so a keyboard user starts at the top of the new page.
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your instructions" }));
    fireEvent.click(screen.getByRole("button", { name: "Page 5" }));
    expect(pageControls()).toEqual(["", "1", "…", "4", "5", "6", "…", "12", ""]);
    expect(screen.getAllByTestId("pagination-ellipsis")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Page 12" }));
    expect(screen.getByText("Showing 111–115 of 115 instructions")).toBeDefined();
    expect(cardRefs()).toEqual(["IW00001005", "IW00001004", "IW00001003", "IW00001002", "IW00001001"]);
    expect(pageControls()).toEqual(["", "1", "…", "8", "9", "10", "11", "12", ""]);
    expect((screen.getByRole("button", { name: "Next page" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(currentPage()).toBe("11");
  });

  it("says so when no instruction matches", async () => {
    renderChanges({ api: { [`GET ${HISTORY_PATH}`]: { body: historyAnswer([]) } } });
    expect(await screen.findByText("No activities found for the status and period you chose.")).toBeDefined();
    expect(screen.queryByRole("navigation", { name: "Pages of instructions" })).toBeNull();
  });

  it("shows the technical-error toast when the list cannot be loaded", async () => {
    renderChanges({ api: { [`GET ${HISTORY_PATH}`]: apiError(500, "technical-error") } });
    await waitFor(() => expect(document.querySelector('[data-toast="technical-error"]')).not.toBeNull());
    expect(
      await screen.findByText("We could not load your switching instructions. Please try again."),
    ).toBeDefined();
  });

  it("opens at the page the navigation state names (skipToPage)", async () => {
    renderChanges({
      state: { skipToPage: 2 },
      api: { [`GET ${HISTORY_PATH}`]: { body: historyAnswer(manyActivities(24)) } },
    });
    expect(await screen.findByText("Showing 11–20 of 24 instructions")).toBeDefined();
    expect(currentPage()).toBe("2");
  });

  it("opens the last page when skipToPage is beyond it", async () => {
    renderChanges({
      state: { skipToPage: 9 },
      api: { [`GET ${HISTORY_PATH}`]: { body: historyAnswer(manyActivities(24)) } },
    });
    expect(await screen.findByText("Showing 21–24 of 24 instructions")).toBeDefined();
  });
});

describe("switching instruction details (part 2 §2.8)", () => {
  it("opens from a card with the merged fund lines, and Back returns to the same page and filter", async () => {
    const many = manyActivities(24);
    const chosen = many[20];
    if (!chosen) throw new Error("fixture");
    const app = renderChanges({
      api: {
        [`GET ${HISTORY_PATH}`]: { body: historyAnswer(many) },
        [`GET ${DETAILS_PATH}`]: { body: pendingDetails({ ...chosen }) },
      },
    });
    await waitForCards();
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "PENDING" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate records" }));
    expect(await screen.findByText("Showing 1–10 of 12 instructions")).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(cardRefs()).toContain(chosen.refNumber);
    fireEvent.click(card(chosen.refNumber));

    expect(await screen.findByRole("heading", { level: 1, name: "Instruction details" })).toBeDefined();
    const heading = await screen.findByRole("heading", { level: 2, name: "Fund switch" });
    expect(document.activeElement).toBe(heading);
    expect(app.callsTo("GET", DETAILS_PATH)[0]?.query.get("referenceNmbr")).toBe(chosen.refNumber.slice(2));
    expect(app.callsTo("GET", DETAILS_PATH)[0]?.query.get("clntRltnshpNmbr")).toBe("5000001");
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Switching instructions" })).toBeDefined();
    expect(within(crumbs).getByText("Instruction details").getAttribute("aria-current")).toBe("page");

    const switchIn = screen.getByRole("table", { name: "Switch in" });
    expect(
      within(switchIn)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "FundRisk levelSwitch-in %",
      "Harbour Asia Equity FundHigh60%",
      "Harbour Global Bond FundModerate40%",
    ]);
    const switchOut = screen.getByRole("table", { name: "Switch out" });
    expect(within(switchOut).getAllByRole("row")[1]?.textContent).toBe(
      "Harbour Capital Guaranteed FundLow100%",
    );
    expect(screen.getByText(/will be shown once the instruction has been processed/)).toBeDefined();

    fireEvent.click(screen.getByRole("button", { name: "Back to instructions" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Switching instructions" })).toBeDefined();
    expect(screen.getByText("Showing 11–12 of 12 instructions")).toBeDefined();
    expect(currentPage()).toBe("2");
    expect((screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement).value).toBe("PENDING");
    expect(document.activeElement).toBe(card(chosen.refNumber));
  });

  it("shows the instruction's facts, and the unit price, units and amount once settled", async () => {
    const app = renderChanges({ api: { [`GET ${DETAILS_PATH}`]: { body: settledDetails() } } });
    await waitForCards();
    fireEvent.click(card("IW00000100"));
    const out = await screen.findByRole("table", { name: "Switch out" });
    expect(
      within(out)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "FundRisk levelSwitch-out %Unit priceNumber of unitsAmount",
      "Harbour Capital Guaranteed FundLow50%HK$12.34561,234.5678HK$15,241.97",
    ]);
    const facts = (field: string) => document.querySelector(`[data-field="${field}"]`)?.textContent;
    expect(facts("status")).toBe("Completed");
    expect(facts("transactionNumber")).toBe("IW00000100");
    expect(facts("instructionDate")).toBe("4 Nov 2025, 11:00 (Hong Kong time)");
    expect(facts("channel")).toBe("Mobile app");
    expect(facts("transactionDate")).toBe("5 Nov 2025");
    expect(facts("contributionType")).toBe("Voluntary");
    expect(screen.queryByRole("button", { name: "Cancel this instruction" })).toBeNull();
    expect(app.callsTo("POST", "/api/record").at(-1)?.body).toMatchObject({
      pageName: "Changes Details",
      pageLink: "/changes/details",
    });
  });

  it("opens an instruction at once from the navigation state (openRef, the wizard's View transaction)", async () => {
    const app = renderChanges({ state: { openRef: "IW00000123" } });
    expect(await screen.findByRole("heading", { level: 2, name: "Fund switch" })).toBeDefined();
    expect(app.callsTo("GET", DETAILS_PATH)[0]?.query.get("referenceNmbr")).toBe("00000123");
    // The wizard's label of the contribution type (§2.7's list).
    expect(document.querySelector('[data-field="contributionType"]')?.textContent).toBe(
      "Mandatory & Voluntary",
    );
    fireEvent.click(screen.getByRole("button", { name: "Back to instructions" }));
    await waitForCards();
    expect(cardRefs()[0]).toBe("IW00000123");
  });

  it("shows an allocation change with the allocation it replaced, fund by fund", async () => {
    const fund = (invTypeNmbr: number, legalNm: string, rqstRt: string) => ({
      invTypeNmbr,
      legalNm,
      othLegalNm: legalNm,
      invRskNm: "MODERATE",
      rqstRt,
      unitPrice: null,
      unitCnt: null,
      amount: null,
      currency: "HKD",
    });
    const allocation = ACTIVITIES.find((a) => a.activityTableNmbr === 118);
    if (!allocation) throw new Error("fixture");
    renderChanges({
      state: { openRef: "IA00000118" },
      api: {
        [`GET ${DETAILS_PATH}`]: {
          body: {
            ...allocation,
            contributionType: "EMPLOYER",
            webCycleDate: "2026-02-27",
            // the allocation replaced, then the new one
            switchOutData: [
              fund(801, "HARBOUR ASIA EQUITY FUND", "50"),
              fund(803, "HARBOUR BOND FUND", "50"),
            ],
            switchInData: [fund(801, "HARBOUR ASIA EQUITY FUND", "30"), fund(804, "HARBOUR CASH FUND", "70")],
          },
        },
      },
    });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Change of future contribution allocation" }),
    ).toBeDefined();
    const table = screen.getByRole("table", { name: "Allocation of future contributions: previous and new" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "FundRisk levelPrevious allocation %New allocation %",
      "Harbour Asia Equity FundModerate50%30%",
      "Harbour Cash FundModerate0%70%",
      "Harbour Bond FundModerate50%0%",
    ]);
    // An MPF account's employer type as the wizard says it for future contributions.
    expect(document.querySelector('[data-field="contributionType"]')?.textContent).toBe("Employer");
    expect(screen.queryByRole("table", { name: "Switch out" })).toBeNull();
  });

  it("shows unit prices to the scheme's decimals (2 in the co-brand scheme), N/A where there is none", async () => {
    const details = settledDetails();
    renderChanges({
      session: { scheme: "COBRAND" },
      state: { openRef: "IW00000100" },
      api: {
        [`GET ${DETAILS_PATH}`]: {
          body: {
            ...details,
            switchInData: details.switchInData.map((l) => ({ ...l, unitCnt: null, amount: null })),
          },
        },
      },
    });
    const out = await screen.findByRole("table", { name: "Switch out" });
    expect(within(out).getAllByRole("row")[1]?.textContent).toBe(
      "Harbour Capital Guaranteed FundLow50%HK$12.351,234.5678HK$15,241.97",
    );
    const into = screen.getByRole("table", { name: "Switch in" });
    expect(within(into).getAllByRole("row")[1]?.textContent).toBe(
      "Harbour Asia Equity FundHigh100%HK$20.50N/AN/A",
    );
  });

  it("says so when the instruction is not found", async () => {
    renderChanges({
      state: { openRef: "IW00009999" },
      api: { [`GET ${DETAILS_PATH}`]: apiError(404, "not-found") },
    });
    expect((await screen.findByRole("alert")).textContent).toContain("We could not find this instruction.");
  });
});

describe("cancelling an instruction (part 2 §4.3)", () => {
  async function openPending(api: Record<string, ApiAnswer> = {}) {
    let cancelled = false;
    const app = renderChanges({
      api: {
        [`GET ${HISTORY_PATH}`]: () => ({
          body: historyAnswer(
            ACTIVITIES.map((a) =>
              a.activityTableNmbr === 123 && cancelled
                ? { ...a, statusType: "CANCELLED" as const, cancellable: false }
                : a,
            ),
          ),
        }),
        [`DELETE ${CANCEL_PATH}`]: () => {
          cancelled = true;
          return { body: { status: "CANCELLED", webCycleDate: "2026-02-27" } };
        },
        ...api,
      },
    });
    await waitForCards();
    fireEvent.click(card("IW00000123"));
    await screen.findByRole("heading", { level: 2, name: "Fund switch" });
    return app;
  }

  /** Holds the cancel call until the returned function is called. */
  function holdCancel(): () => void {
    const answer = globalThis.fetch;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "DELETE") await gate;
      return answer(input, init);
    });
    return release;
  }

  it("reloads the account data when the cancel answer carries a later cycle date (§4.1)", async () => {
    const app = await openPending({
      [`DELETE ${CANCEL_PATH}`]: { body: { status: "CANCELLED", webCycleDate: "2026-03-02" } },
      "GET /api/accounts/accountSummary": { body: summaryAnswer() },
    });
    app.queryClient.setQueryData(SESSION_QUERY_KEY, memberLoginInfo());
    expect(sessionStore.get().account?.webCycleDate).toBe(P1_ACCOUNT.webCycleDate);
    fireEvent.click(screen.getByRole("button", { name: "Cancel this instruction" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this instruction?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    await waitFor(() => expect(sessionStore.get().account?.webCycleDate).toBe("2026-03-02"));
    await waitFor(() => expect(app.callsTo("GET", "/api/accounts/accountSummary")).toHaveLength(1));
  });

  it("asks yes or no; Yes is disabled during the call; on success the instruction is Cancelled in the list", async () => {
    const app = await openPending();
    const release = holdCancel();
    fireEvent.click(screen.getByRole("button", { name: "Cancel this instruction" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this instruction?" });
    expect(dialog.textContent).toContain("cancel fund switch instruction IW00000123");
    const yes = within(dialog).getByRole("button", { name: "Yes, cancel it" });
    fireEvent.click(yes);
    await waitFor(() => expect((yes as HTMLButtonElement).disabled).toBe(true));
    expect((within(dialog).getByRole("button", { name: "No, keep it" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    release();

    await waitFor(() => expect(document.querySelector('[data-toast="success"]')).not.toBeNull());
    expect(document.querySelector('[data-toast="success"]')?.textContent).toContain(
      "Your fund switch instruction IW00000123 has been cancelled.",
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Switching instructions" })).toBeDefined();
    await waitFor(() => expect(card("IW00000123").textContent).toContain("Cancelled"));
    const call = app.callsTo("DELETE", CANCEL_PATH)[0];
    expect(call?.query.get("clntRltnshpNmbr")).toBe("5000001");
    expect(call?.query.get("contractNmbr")).toBe("1001");
    expect(call?.query.get("processorID")).toBe("WEB");
    expect(call?.query.get("activityIds")).toBe("123");
    // The list is asked again after the cancel.
    await waitFor(() => expect(app.callsTo("GET", HISTORY_PATH).length).toBeGreaterThanOrEqual(2));
  });

  it("keeps the member's filter through the details and a cancel", async () => {
    renderChanges({
      api: {
        // A later cycle date too: the account data reloads (§4.1) under the list.
        [`DELETE ${CANCEL_PATH}`]: { body: { status: "CANCELLED", webCycleDate: "2026-03-02" } },
        "GET /api/accounts/accountSummary": { body: summaryAnswer() },
      },
    });
    await waitForCards();
    pickMonth("From month", "September 2025");
    fireEvent.click(screen.getByRole("button", { name: "Generate records" }));
    const period = () => screen.getByText(/^Instructions received from /).textContent;
    await waitFor(() => expect(period()).toMatch(/^Instructions received from 1 Sep 2025 to/));
    const chosen = period();
    fireEvent.click(card("IW00000123"));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel this instruction" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this instruction?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Switching instructions" })).toBeDefined();
    await waitFor(() => expect(document.querySelector('[data-toast="success"]')).not.toBeNull());
    expect(period()).toBe(chosen);
  });

  it("No closes the dialog without a call", async () => {
    const app = await openPending();
    fireEvent.click(screen.getByRole("button", { name: "Cancel this instruction" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this instruction?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "No, keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.callsTo("DELETE", CANCEL_PATH)).toHaveLength(0);
  });

  it("a failed cancel closes the dialog and shows the technical-error toast", async () => {
    await openPending({ [`DELETE ${CANCEL_PATH}`]: apiError(500, "technical-error") });
    fireEvent.click(screen.getByRole("button", { name: "Cancel this instruction" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this instruction?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    await waitFor(() => expect(document.querySelector('[data-toast="technical-error"]')).not.toBeNull());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Still on the details.
    expect(screen.getByRole("heading", { level: 2, name: "Fund switch" })).toBeDefined();
  });

  it("a refusal after the cut-off gets its own toast", async () => {
    await openPending({ [`DELETE ${CANCEL_PATH}`]: apiError(409, "cancel-not-allowed") });
    fireEvent.click(screen.getByRole("button", { name: "Cancel this instruction" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this instruction?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        "This instruction can no longer be cancelled: the cut-off time on its transaction date has passed",
      ),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers no Cancel when the server says the instruction cannot be cancelled", async () => {
    renderChanges({
      state: { openRef: "IW00000123" },
      api: { [`GET ${DETAILS_PATH}`]: { body: pendingDetails({ cancellable: false }) } },
    });
    await screen.findByRole("heading", { level: 2, name: "Fund switch" });
    expect(screen.queryByRole("button", { name: "Cancel this instruction" })).toBeNull();
  });

  it("offers no Cancel to a staff session (Super Logon), whatever the card says, and says why", async () => {
    // As the server answers a staff session: not cancellable, the instruction still pending.
    renderChanges({
      state: { openRef: "IW00000123" },
      session: { superLogon: true },
      api: { [`GET ${DETAILS_PATH}`]: { body: pendingDetails({ cancellable: false }) } },
    });
    await screen.findByRole("heading", { level: 2, name: "Fund switch" });
    expect(screen.queryByRole("button", { name: "Cancel this instruction" })).toBeNull();
    expect(screen.getByText("View only: staff cannot change a member's details.")).toBeDefined();
  });

  it("has no view-only note for a staff session on an instruction no longer pending", async () => {
    renderChanges({
      state: { openRef: "IW00000123" },
      session: { superLogon: true },
      api: {
        [`GET ${DETAILS_PATH}`]: {
          body: pendingDetails({ statusType: "BEING_PROCESSED", cancellable: false }),
        },
      },
    });
    await screen.findByRole("heading", { level: 2, name: "Fund switch" });
    expect(screen.queryByText("View only: staff cannot change a member's details.")).toBeNull();
  });
});

describe("in Chinese", () => {
  it("shows the list and the details in Traditional Chinese", async () => {
    renderChanges({
      language: "zh-HK",
      api: {
        [`GET ${HISTORY_PATH}`]: {
          body: historyAnswer([
            ...ACTIVITIES,
            activity({ activityTableNmbr: 99, statusType: "BEING_PROCESSED", cancellable: false }),
          ]),
        },
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "轉換指示" })).toBeDefined();
    await screen.findAllByRole("button", { name: /查看詳情/ });
    expect(screen.getByRole("button", { name: "顯示紀錄" })).toBeDefined();
    expect(
      within(screen.getByRole("combobox", { name: "狀態" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["全部", "處理中", "待處理"]);
    const pending = screen
      .getAllByRole("button", { name: /查看詳情/ })
      .find((button) => button.getAttribute("data-ref") === "IW00000123");
    expect(pending?.textContent).toContain("基金轉換");
    expect(pending?.textContent).toContain("待處理");
    expect(pending?.textContent).toContain("交易編號IW00000123");
    expect(pending?.textContent).toContain("指示日期2026年3月2日");
    expect(pending?.textContent).toContain("交易日期2026年3月3日");
    expect(screen.getByText(/香港時間16:00/)).toBeDefined();
    if (!pending) throw new Error("card");
    fireEvent.click(pending);
    expect(await screen.findByRole("heading", { level: 1, name: "指示詳情" })).toBeDefined();
    const switchIn = await screen.findByRole("table", { name: "轉入" });
    expect(within(switchIn).getAllByRole("row")[1]?.textContent).toBe("海港亞洲股票基金高60%");
    expect(document.querySelector('[data-field="instructionDate"]')?.textContent).toBe(
      "2026年3月2日 09:30（香港時間）",
    );
    expect(screen.getByRole("button", { name: "取消此指示" })).toBeDefined();
    expect(screen.getByRole("button", { name: "返回指示列表" })).toBeDefined();
  });
});
