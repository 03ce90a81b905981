import { encodePin, type SubmitInstructionRequest } from "@portal/domain";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../app/i18n.ts";
import { type ApiAnswer, apiError } from "../../test/render-app.tsx";
import { renderPage } from "../../test/render-page.tsx";
import { DRAFT_KEY } from "./draft.ts";
import { acceptedAnswer, blockedFund, FUNDS, fund, optionsAnswer } from "./fund-switch-fixtures.ts";
import { FundSwitchPage } from "./fund-switch-page.tsx";

const ASIA = "Harbour Asia Equity Fund";
const BOND = "Harbour Global Bond Fund";
const CONSERVATIVE = "Harbour MPF Conservative Fund";
const BALANCED = "Harbour Balanced Fund";
const INDEX = "Harbour Hang Seng Index Tracking Fund";
const TRACKER = "Harbour Hong Kong Tracker Fund";
const GREEN = "Harbour Green Equity Fund";

function renderSwitch({
  options = optionsAnswer(),
  submit = { body: acceptedAnswer() },
  language,
}: {
  options?: ApiAnswer | ReturnType<typeof optionsAnswer>;
  submit?: ApiAnswer;
  language?: "en" | "zh-HK";
} = {}) {
  const optionsAnswerOf: ApiAnswer = "clntRltnshpNmbr" in options ? { body: options } : options;
  return renderPage("/fundSwitch", <FundSwitchPage />, {
    language,
    api: {
      "GET /api/fundswitch/options": optionsAnswerOf,
      "POST /api/fundswitch/instructions": submit,
    },
  });
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });
const next = () => fireEvent.click(button("Continue"));
const heading = (name: string) => screen.findByRole("heading", { level: 2, name });
const trail = () => within(screen.getByRole("navigation", { name: "Fund switching steps" }));

async function toContributionType() {
  fireEvent.click(await screen.findByRole("button", { name: "Change existing assets" }));
  await heading("Choose the contribution type");
}

async function toSwitchOut(type = "Mandatory") {
  await toContributionType();
  fireEvent.click(screen.getByRole("radio", { name: type }));
  next();
  await heading("Choose the funds to switch out");
}

function switchOut(fundName: string, choice: "none" | "all" | "percent", percent?: string) {
  fireEvent.change(screen.getByLabelText(`How much of ${fundName} to switch out`), {
    target: { value: choice },
  });
  if (percent !== undefined) {
    fireEvent.input(screen.getByLabelText(`Switch-out percentage for ${fundName}`), {
      target: { value: percent },
    });
  }
}

function switchIn(fundName: string, percent: string) {
  fireEvent.input(screen.getByLabelText(`Switch-in percentage for ${fundName}`), {
    target: { value: percent },
  });
}

function row(fundName: string) {
  const header = screen.getByRole("rowheader", { name: new RegExp(fundName) });
  const tr = header.closest("tr");
  if (!tr) throw new Error(`no row for ${fundName}`);
  return within(tr);
}

async function confirmWithPin(pin = "Secret#123") {
  fireEvent.click(screen.getByRole("checkbox", { name: /I have read and understood/ }));
  fireEvent.input(screen.getByLabelText(/^PIN/, { selector: "input" }), { target: { value: pin } });
  fireEvent.click(button("Submit"));
}

/** Existing path: 50% of the Asia fund out, into the conservative and balanced funds 60/40. */
async function toConfirmation() {
  await toSwitchOut();
  switchOut(ASIA, "percent", "50");
  next();
  await heading("Choose the funds to switch in");
  switchIn(CONSERVATIVE, "60");
  switchIn(BALANCED, "40");
  next();
  await heading("Confirm your instruction");
}

/** The instructions sent, in order. */
function sent(app: ReturnType<typeof renderSwitch>): SubmitInstructionRequest[] {
  return app
    .callsTo("POST", "/api/fundswitch/instructions")
    .map((call) => call.body as SubmitInstructionRequest);
}

/** The fund names of a table's rows (the first line of each row header). */
function fundNames(table: HTMLElement): (string | null | undefined)[] {
  return within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.querySelector("[data-fund-name]")?.textContent);
}

function recordedLinks(app: ReturnType<typeof renderSwitch>): string[] {
  return app.callsTo("POST", "/api/record").map((call) => (call.body as { pageLink: string }).pageLink);
}

describe("fund switch page: existing assets", () => {
  it("switches 50% of one fund into two funds 60/40, confirmed with the PIN, and shows the reference", async () => {
    const app = renderSwitch();
    expect(await screen.findByRole("heading", { level: 1, name: "Fund switching" })).toBeDefined();
    await toSwitchOut();
    expect(app.callsTo("GET", "/api/fundswitch/options")[0]?.query.get("clntRltnshpNmbr")).toBe("5000001");

    // The mandatory money only: 801 (1,000 + 500 units), 802, and 807 (blocked); not 803 (voluntary).
    expect(fundNames(screen.getByRole("table", { name: "Your holdings: Mandatory" }))).toEqual([
      ASIA,
      BOND,
      GREEN,
    ]);
    expect(row(ASIA).getByText("Fund code HB801 · HKD")).toBeDefined();
    // 1,500 units x 12.3456 = 18,518.40; 2,000 x 20.50 = 41,000; 300 x 10 = 3,000
    expect(row(ASIA).getByText("HK$18,518.40")).toBeDefined();
    expect(row(ASIA).getByText("HK$12.3456")).toBeDefined();
    expect(row(ASIA).getByText("1,500.0000")).toBeDefined();
    // 18,518.40 / 62,518.40 = 29.62%
    expect(row(ASIA).getByText("29.62%")).toBeDefined();
    // The blocked fund is shown with the instruction that blocks it and cannot be chosen.
    expect(
      row(GREEN).getByText(
        "Blocked by instruction IW00001200: it switches out of this fund on 2 Mar 2026 and is not complete yet.",
      ),
    ).toBeDefined();
    expect((screen.getByLabelText(`How much of ${GREEN} to switch out`) as HTMLSelectElement).disabled).toBe(
      true,
    );

    switchOut(ASIA, "percent", "50");
    // 1,500 x 50% x 12.3456 = 9,259.20
    expect(row(ASIA).getByText("HK$9,259.20")).toBeDefined();
    expect(screen.getByText("Funds selected: 1")).toBeDefined();
    next();

    await heading("Choose the funds to switch in");
    // The switched-out fund is not offered for switching in.
    expect(screen.queryByLabelText(`Switch-in percentage for ${ASIA}`)).toBeNull();
    switchIn(CONSERVATIVE, "60");
    switchIn(BALANCED, "40");
    expect(screen.getByTestId("allocation-total").textContent).toBe("100%");
    next();

    await heading("Confirm your instruction");
    await waitFor(() => expect(screen.getByTestId("dealing-date").textContent).toBe("2 Mar 2026"));
    expect(
      screen.getByText(
        /Instructions received before 16:00 Hong Kong time on a dealing day are dealt that day/,
      ),
    ).toBeDefined();
    const out = within(screen.getByRole("region", { name: "Switch out" }));
    expect(out.getByText(ASIA)).toBeDefined();
    expect(out.getByText("50%")).toBeDefined();
    expect(out.getByText("HK$9,259.20")).toBeDefined();
    const into = within(screen.getByRole("region", { name: "Switch in" }));
    expect(into.getByText("60%")).toBeDefined();
    expect(into.getByText("40%")).toBeDefined();

    // Submit needs the disclaimer and the PIN.
    fireEvent.click(button("Submit"));
    expect(
      (await screen.findByText("Please tick the declaration to continue.")).closest("[role=alert]"),
    ).not.toBeNull();
    expect(app.callsTo("POST", "/api/fundswitch/instructions")).toHaveLength(0);

    await confirmWithPin();
    await heading("Instruction accepted");
    expect(screen.getByTestId("ref-number").textContent).toBe("IW00001234");
    expect(screen.getByText("2 Mar 2026 10:05 (Hong Kong time)")).toBeDefined();

    const [call] = app.callsTo("POST", "/api/fundswitch/instructions");
    const body = call?.body as SubmitInstructionRequest;
    expect(body).toEqual({
      kind: "FUND_SWITCH",
      clntRltnshpNmbr: 5000001,
      contributionType: "MANDATORY",
      password: encodePin("Secret#123"),
      disclaimerAccepted: true,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      switchOut: [{ invTypeNmbr: 801, percent: "50" }],
      switchIn: [
        { invTypeNmbr: 803, percent: "60" },
        { invTypeNmbr: 804, percent: "40" },
      ],
      auditorDeclaration: false,
      indexConfirmation: false,
    });
    // The draft is gone once the instruction is accepted.
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();

    // Each step was logged under its §2.1 page name.
    await waitFor(() =>
      expect(recordedLinks(app)).toEqual([
        "/fundSwitch/selectAsset",
        "/fundSwitch/selectContribution",
        "/fundSwitch/switchOut",
        "/fundSwitch/switchOutPercentAllocation",
        "/fundSwitch/switchIn",
        "/fundSwitch/confirmation",
        "/fundSwitch/existingTransactionAccepted",
      ]),
    );
    expect(app.callsTo("POST", "/api/record")[0]?.body).toMatchObject({
      pageName: "Select Asset",
      policyId: 5000001,
      contractId: 1001,
    });

    // View transaction opens the switching instructions.
    fireEvent.click(button("View transaction"));
    await waitFor(() => expect(app.pathname()).toBe("/changes"));
  });

  it("starts again from step 1 with Switch next fund, with the options reloaded", async () => {
    const app = renderSwitch();
    await toConfirmation();
    await confirmWithPin();
    await heading("Instruction accepted");
    // Nothing to go back to once accepted, and the options are not reloaded under the page (only
    // as the confirmation opened).
    expect(trail().queryAllByRole("button")).toHaveLength(0);
    expect(app.callsTo("GET", "/api/fundswitch/options")).toHaveLength(2);
    fireEvent.click(button("Switch next fund"));
    await heading("What would you like to change?");
    await waitFor(() => expect(app.callsTo("GET", "/api/fundswitch/options")).toHaveLength(3));
    fireEvent.click(button("Change existing assets"));
    await heading("Choose the contribution type");
    expect((screen.getByRole("radio", { name: "Mandatory" }) as HTMLInputElement).checked).toBe(false);
  });

  it("shows the funds-exceeded toast for more than 19 funds", async () => {
    const many = Array.from({ length: 20 }, (_, i) => fund(900 + i));
    renderSwitch({
      options: optionsAnswer({
        funds: many,
        holdings: many.map((f) => ({
          invTypeNmbr: f.invTypeNmbr,
          moneyTypeCode: "MC",
          isMandatory: true,
          isEmployer: false,
          units: "10",
        })),
        blockedFunds: [],
      }),
    });
    await toSwitchOut();
    fireEvent.click(screen.getByRole("checkbox", { name: /Switch out 100% of every fund below/ }));
    expect(screen.getByText("Funds selected: 20")).toBeDefined();
    next();
    expect(await screen.findByText("Too many funds")).toBeDefined();
    expect(screen.getByRole("heading", { level: 2, name: "Choose the funds to switch out" })).toBeDefined();
  });

  it("shows the same-fund toast when a fund is both switched out and in (breadcrumb back to switch out)", async () => {
    renderSwitch();
    await toSwitchOut();
    switchOut(ASIA, "all");
    next();
    await heading("Choose the funds to switch in");
    switchIn(BOND, "100");
    next();
    await heading("Confirm your instruction");

    // Back to the switch-out step through the step trail, keeping the entries.
    fireEvent.click(trail().getByRole("button", { name: /Switch out/ }));
    await heading("Choose the funds to switch out");
    expect((screen.getByLabelText(`How much of ${ASIA} to switch out`) as HTMLSelectElement).value).toBe(
      "all",
    );
    switchOut(BOND, "all");
    next();

    await heading("Choose the funds to switch in");
    expect(row(BOND).getByText("You are switching out of this fund.")).toBeDefined();
    next();
    expect(await screen.findByText("Same fund chosen")).toBeDefined();
    expect(screen.getByRole("heading", { level: 2, name: "Choose the funds to switch in" })).toBeDefined();
  });

  it("explains a total other than 100% and keeps the member on the step", async () => {
    renderSwitch();
    await toSwitchOut();
    switchOut(ASIA, "all");
    next();
    await heading("Choose the funds to switch in");
    switchIn(CONSERVATIVE, "60");
    switchIn(BALANCED, "30");
    expect(screen.getByTestId("allocation-total").textContent).toBe("90%");
    next();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("The allocation should be equal to 100%");
    const input = screen.getByLabelText(`Switch-in percentage for ${BALANCED}`);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    switchIn(BALANCED, "40");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    next();
    await heading("Confirm your instruction");
  });

  it("refuses decimals and small percentages on switch out, tied to the input", async () => {
    renderSwitch();
    await toSwitchOut();
    switchOut(ASIA, "percent", "12.5");
    expect(within(screen.getByRole("table")).getAllByText("—").length).toBeGreaterThan(0);
    next();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Percentages must be whole numbers. (No decimals are allowed)");
    const input = screen.getByLabelText(`Switch-out percentage for ${ASIA}`);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    // The focus goes to the entry in error.
    await waitFor(() => expect(document.activeElement).toBe(input));
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    const described = describedBy
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(described).toContain("Percentages must be whole numbers.");

    switchOut(ASIA, "percent", "3");
    expect(
      await screen.findByText(/Each fund you choose needs at least 5%/, { selector: "[role=alert] *" }),
    ).toBeDefined();
    switchOut(ASIA, "percent", "101");
    expect((await screen.findByRole("alert")).textContent).toBe("Percentages must be between 1 and 100");
  });

  it("asks for nothing selected", async () => {
    renderSwitch();
    await toSwitchOut();
    next();
    expect((await screen.findByRole("alert")).textContent).toBe("Please choose at least one fund.");
  });

  it("needs the auditor declaration and Yes to the index-tracking question; No rules the fund out", async () => {
    const app = renderSwitch();
    await toSwitchOut();
    switchOut(ASIA, "all");
    next();
    await heading("Choose the funds to switch in");
    switchIn(TRACKER, "50");
    switchIn(INDEX, "50");
    next();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Please confirm that you are not an auditor of the tracker fund.",
    );
    fireEvent.click(
      screen.getByRole("checkbox", { name: /I declare that I am not an auditor of the tracker fund/ }),
    );
    next();
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /answer Yes to the index-tracking fund question/,
    );

    const question = screen.getByRole("radiogroup", { name: /is an index-tracking fund/ });
    fireEvent.click(within(question).getByRole("radio", { name: "No" }));
    // No: the fund cannot be chosen, its percentage is cleared.
    const indexInput = screen.getByLabelText(`Switch-in percentage for ${INDEX}`) as HTMLInputElement;
    expect(indexInput.disabled).toBe(true);
    expect(indexInput.value).toBe("");
    expect(screen.getByText(/You answered No to the index-tracking question/)).toBeDefined();

    fireEvent.click(within(question).getByRole("radio", { name: "Yes" }));
    switchIn(INDEX, "50");
    next();
    await heading("Confirm your instruction");
    expect(
      screen.getByText("You have declared that you are not an auditor of the tracker fund."),
    ).toBeDefined();
    await confirmWithPin();
    await heading("Instruction accepted");
    expect(app.callsTo("POST", "/api/fundswitch/instructions")[0]?.body).toMatchObject({
      switchIn: [
        { invTypeNmbr: 805, percent: "50" },
        { invTypeNmbr: 806, percent: "50" },
      ],
      auditorDeclaration: true,
      indexConfirmation: true,
    });
  });

  it("filters the switch-in funds by risk level and keeps hidden entries in the total", async () => {
    renderSwitch();
    await toSwitchOut();
    switchOut(ASIA, "all");
    next();
    await heading("Choose the funds to switch in");
    switchIn(CONSERVATIVE, "60");
    fireEvent.change(screen.getByLabelText("Show funds by risk level"), { target: { value: "4" } });
    // High: the index-tracking, tracker and green funds (the Asia fund is switched out).
    expect(fundNames(screen.getByRole("table", { name: "Funds you can switch into" }))).toEqual([
      INDEX,
      TRACKER,
      GREEN,
    ]);
    expect(screen.getByText(/hidden by the risk filter .* still count towards the total: 1/)).toBeDefined();
    expect(screen.getByTestId("allocation-total").textContent).toBe("60%");
    fireEvent.change(screen.getByLabelText("Show funds by risk level"), { target: { value: "1" } });
    expect(screen.getByLabelText(`Switch-in percentage for ${CONSERVATIVE}`)).toBeDefined();
    expect(screen.queryByLabelText(`Switch-in percentage for ${BALANCED}`)).toBeNull();
  });

  it("does not take a switch-in to a fund with an earlier instruction not yet complete", async () => {
    renderSwitch();
    await toSwitchOut();
    switchOut(ASIA, "all");
    next();
    await heading("Choose the funds to switch in");
    const green = screen.getByLabelText(`Switch-in percentage for ${GREEN}`) as HTMLInputElement;
    expect(green.disabled).toBe(true);
    const bond = screen.getByLabelText(`Switch-in percentage for ${BOND}`) as HTMLInputElement;
    expect(bond.disabled).toBe(false);
    expect(
      screen.getAllByText(
        "Blocked by instruction IW00001200: it switches out of this fund on 2 Mar 2026 and is not complete yet.",
      ).length,
    ).toBe(1);
  });

  it("shows a wrong PIN under the field and lets the member try again with the same key", async () => {
    let answer: ApiAnswer = apiError(400, "incorrect-pin");
    const app = renderSwitch({ submit: (call) => (typeof answer === "function" ? answer(call) : answer) });
    await toConfirmation();
    await confirmWithPin("wrong-pin");
    const error = await screen.findByText("The PIN you entered is incorrect. Please try again.");
    expect(error.getAttribute("role")).toBe("alert");
    const pin = screen.getByLabelText(/^PIN/, { selector: "input" }) as HTMLInputElement;
    expect(pin.value).toBe("");
    expect(pin.getAttribute("aria-invalid")).toBe("true");
    expect(pin.getAttribute("aria-describedby")).toContain(error.id);
    expect(screen.getByRole("heading", { level: 2, name: "Confirm your instruction" })).toBeDefined();

    answer = { body: acceptedAnswer() };
    fireEvent.input(pin, { target: { value: "Secret#123" } });
    fireEvent.click(button("Submit"));
    await heading("Instruction accepted");
    const [first, second] = sent(app);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it("sends one instruction for a double click, and Submit is disabled while it is sent", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = renderSwitch({ submit: { body: acceptedAnswer() } });
    await toConfirmation();
    const fetchMock = globalThis.fetch as unknown as {
      getMockImplementation(): (...args: unknown[]) => unknown;
    };
    const original = fetchMock.getMockImplementation();
    (globalThis.fetch as unknown as { mockImplementation(f: unknown): void }).mockImplementation(
      async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes("/api/fundswitch/instructions")) await held;
        return original(input, init);
      },
    );
    await confirmWithPin();
    fireEvent.click(button("Submit"));
    await waitFor(() => expect((button("Submit") as HTMLButtonElement).disabled).toBe(true));
    release();
    await heading("Instruction accepted");
    expect(app.callsTo("POST", "/api/fundswitch/instructions")).toHaveLength(1);
  });

  it("goes back to switch out when the server finds a fund blocked, where it can be taken out", async () => {
    let submitted = false;
    const app = renderSwitch({
      // After the refusal the options show the Asia fund blocked by an earlier instruction.
      options: () => ({
        body: submitted ? optionsAnswer({ blockedFunds: [blockedFund(801)] }) : optionsAnswer(),
      }),
      submit: () => {
        submitted = true;
        return apiError(409, "fund-blocked");
      },
    });
    await toConfirmation();
    await confirmWithPin();
    expect(await screen.findByText(/Your holdings have been reloaded/)).toBeDefined();
    await heading("Choose the funds to switch out");
    // Once as the wizard opened, once as the confirmation opened, once after the refusal.
    expect(app.callsTo("GET", "/api/fundswitch/options")).toHaveLength(3);
    const remove = await screen.findByRole("button", { name: `Remove ${ASIA} from this switch` });
    next();
    // The message follows the reason the fund is blocked for.
    expect(
      await screen.findByText(
        "Blocked by instruction IW00001200: it switches out of this fund on 2 Mar 2026 and is not complete yet.",
        {
          selector: "[role=alert] p",
        },
      ),
    ).toBeDefined();
    fireEvent.click(remove);
    switchOut(BOND, "all");
    next();
    await heading("Choose the funds to switch in");
  });

  it("goes back to switch in when the server finds a fund switched into blocked, where it can be removed", async () => {
    let submitted = false;
    renderSwitch({
      // After the refusal the options show the balanced fund with an earlier instruction not complete.
      options: () => ({
        body: submitted
          ? optionsAnswer({ blockedFunds: [blockedFund(804, { direction: "in" })] })
          : optionsAnswer({ blockedFunds: [] }),
      }),
      submit: () => {
        submitted = true;
        return apiError(409, "fund-blocked");
      },
    });
    await toConfirmation();
    await confirmWithPin();
    expect(await screen.findByText(/Your holdings have been reloaded/)).toBeDefined();
    await heading("Choose the funds to switch in");
    const balanced = screen.getByLabelText(`Switch-in percentage for ${BALANCED}`) as HTMLInputElement;
    // Disabled like a blocked switch-out fund, its entry kept so it can be seen and removed.
    expect(balanced.disabled).toBe(true);
    expect(balanced.value).toBe("40");
    next();
    expect(
      await screen.findByText(
        "Blocked by instruction IW00001200: it switches into this fund on 2 Mar 2026 and is not complete yet.",
        {
          selector: "[role=alert] p",
        },
      ),
    ).toBeDefined();
    fireEvent.click(button(`Remove ${BALANCED} from this switch`));
    expect(balanced.value).toBe("");
    switchIn(CONSERVATIVE, "100");
    next();
    await heading("Confirm your instruction");
  });

  it("refuses a switch-in entry on a fund with an earlier instruction not complete (a restored draft)", async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        clntRltnshpNmbr: 5000001,
        locationKey: "default",
        step: "switchIn",
        path: "existing",
        contributionType: "MANDATORY",
        switchOut: { "801": { mode: "all", percent: "" } },
        // 807 is blocked: an earlier instruction on it is not complete
        switchIn: { entries: { "807": "100" }, riskFilter: 0, auditorDeclaration: false, indexAnswers: {} },
        allocation: {},
        idempotencyKey: null,
      }),
    );
    renderSwitch();
    await heading("Choose the funds to switch in");
    expect((screen.getByLabelText(`Switch-in percentage for ${GREEN}`) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByTestId("allocation-total").textContent).toBe("100%");
    next();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Blocked by instruction IW00001200: it switches out of this fund on 2 Mar 2026 and is not complete yet.",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Choose the funds to switch in" })).toBeDefined();
  });

  it("takes full-width digits typed with a Chinese input method", async () => {
    renderSwitch();
    await toSwitchOut();
    switchOut(ASIA, "percent", "５０");
    expect((screen.getByLabelText(`Switch-out percentage for ${ASIA}`) as HTMLInputElement).value).toBe("50");
    expect(row(ASIA).getByText("HK$9,259.20")).toBeDefined();
    next();
    await heading("Choose the funds to switch in");
    switchIn(CONSERVATIVE, "６０");
    switchIn(BALANCED, "４０");
    expect(screen.getByTestId("allocation-total").textContent).toBe("100%");
    next();
    await heading("Confirm your instruction");
  });

  it("announces the same error again on a second Continue", async () => {
    renderSwitch();
    await toSwitchOut();
    next();
    const first = await screen.findByRole("alert");
    expect(first.textContent).toBe("Please choose at least one fund.");
    next();
    await waitFor(() => expect(screen.getByRole("alert")).not.toBe(first));
    expect(screen.getByRole("alert").textContent).toBe("Please choose at least one fund.");
    expect(first.isConnected).toBe(false);
  });

  it("spreads 100% evenly in whole percentages of at least 5% (13 funds)", async () => {
    const many = Array.from({ length: 14 }, (_, i) => fund(900 + i));
    renderSwitch({
      options: optionsAnswer({
        funds: many,
        holdings: [
          { invTypeNmbr: 900, moneyTypeCode: "MC", isMandatory: true, isEmployer: false, units: "10" },
        ],
        blockedFunds: [],
      }),
    });
    await toSwitchOut();
    switchOut("Harbour Fund 900", "all");
    next();
    await heading("Choose the funds to switch in");
    for (const f of many.slice(1)) switchIn(`Harbour Fund ${f.invTypeNmbr}`, "1");
    fireEvent.click(button("Spread evenly"));
    const values = many
      .slice(1)
      .map(
        (f) =>
          (
            screen.getByLabelText(
              `Switch-in percentage for Harbour Fund ${f.invTypeNmbr}`,
            ) as HTMLInputElement
          ).value,
      );
    expect(values).toEqual(["8", "8", "8", "8", "8", "8", "8", "8", "8", "7", "7", "7", "7"]);
    expect(screen.getByTestId("allocation-total").textContent).toBe("100%");
    next();
    await heading("Confirm your instruction");
  });

  it("asks for the options again as the confirmation opens and shows the server's dealing date from it", async () => {
    let calls = 0;
    const app = renderSwitch({
      options: () => {
        calls += 1;
        return { body: optionsAnswer({ expectedDealingDate: calls === 1 ? "2026-03-02" : "2026-03-03" }) };
      },
    });
    await toConfirmation();
    await waitFor(() => expect(screen.getByTestId("dealing-date").textContent).toBe("3 Mar 2026"));
    expect(app.callsTo("GET", "/api/fundswitch/options")).toHaveLength(2);
  });

  it("keeps the draft across a remount (a reload), never the PIN", async () => {
    renderSwitch();
    await toSwitchOut();
    switchOut(ASIA, "percent", "50");
    next();
    await heading("Choose the funds to switch in");
    switchIn(CONSERVATIVE, "100");
    next();
    await heading("Confirm your instruction");
    fireEvent.input(screen.getByLabelText(/^PIN/, { selector: "input" }), {
      target: { value: "Secret#123" },
    });
    const stored = sessionStorage.getItem(DRAFT_KEY) ?? "";
    expect(stored).toContain('"step":"confirmation"');
    expect(stored).not.toContain("Secret#123");
    const key = JSON.parse(stored).idempotencyKey as string;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    cleanup();
    const app = renderSwitch();
    await heading("Confirm your instruction");
    expect(within(screen.getByRole("region", { name: "Switch out" })).getByText("50%")).toBeDefined();
    expect((screen.getByLabelText(/^PIN/, { selector: "input" }) as HTMLInputElement).value).toBe("");
    await confirmWithPin();
    await heading("Instruction accepted");
    expect(sent(app)[0]?.idempotencyKey).toBe(key);
  });

  it("takes a restored draft back to the step that no longer passes", async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        clntRltnshpNmbr: 5000001,
        locationKey: "default",
        step: "confirmation",
        path: "existing",
        contributionType: "MANDATORY",
        switchOut: { "801": { mode: "all", percent: "" } },
        // the tracker fund asks for the auditor declaration, which was not given
        switchIn: { entries: { "806": "100" }, riskFilter: 0, auditorDeclaration: false, indexAnswers: {} },
        allocation: {},
        idempotencyKey: "0b9f8c1e-2a3b-4c5d-8e9f-001122334455",
      }),
    );
    renderSwitch();
    await heading("Choose the funds to switch in");
    expect((screen.getByLabelText(`Switch-in percentage for ${TRACKER}`) as HTMLInputElement).value).toBe(
      "100",
    );
  });

  it("retries a technical error with the same idempotency key", async () => {
    let calls = 0;
    const app = renderSwitch({
      submit: () => {
        calls += 1;
        return calls === 1 ? apiError(500, "technical-error") : { body: acceptedAnswer() };
      },
    });
    await toConfirmation();
    await confirmWithPin();
    const toast = (await screen.findByText("Try again")).closest("button");
    if (!toast) throw new Error("no Try again button");
    fireEvent.click(toast);
    await heading("Instruction accepted");
    const [first, second] = sent(app);
    expect(first?.idempotencyKey).toBeDefined();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it("shows the funds as cards on a phone, with the same named controls", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes("max-width"),
    })) as never;
    try {
      renderSwitch();
      await toSwitchOut();
      const list = screen.getByRole("list", { name: "Your holdings: Mandatory" });
      expect(within(list).getAllByRole("listitem")).toHaveLength(3);
      expect(screen.queryByRole("table")).toBeNull();
      switchOut(ASIA, "percent", "50");
      expect(within(list).getByText("HK$9,259.20")).toBeDefined();
      next();
      await heading("Choose the funds to switch in");
      expect(screen.getByRole("list", { name: "Funds you can switch into" })).toBeDefined();
      switchIn(CONSERVATIVE, "100");
      next();
      await heading("Confirm your instruction");
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it("goes back to any earlier step from the step trail", async () => {
    renderSwitch();
    await toSwitchOut();
    switchOut(ASIA, "percent", "50");
    next();
    await heading("Choose the funds to switch in");
    expect(trail().getByText("Switch in").closest("li")?.getAttribute("aria-current")).toBe("step");
    fireEvent.click(trail().getByRole("button", { name: /Contribution type/ }));
    await heading("Choose the contribution type");
    expect((screen.getByRole("radio", { name: "Mandatory" }) as HTMLInputElement).checked).toBe(true);
    next();
    await heading("Choose the funds to switch out");
    // The same type keeps the entries.
    expect((screen.getByLabelText(`Switch-out percentage for ${ASIA}`) as HTMLInputElement).value).toBe("50");
    fireEvent.click(trail().getByRole("button", { name: /Asset type/ }));
    await heading("What would you like to change?");
    // The step heading takes the focus when the step opens.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("What would you like to change?"));
  });

  it("makes Change existing assets unavailable in the GFC window, still focusable, with the reason read", async () => {
    renderSwitch({ options: optionsAnswer({ existingAssetsDisabled: true }) });
    const existing = (await screen.findByRole("button", {
      name: "Change existing assets",
    })) as HTMLButtonElement;
    // aria-disabled, not disabled: it stays in the tab order so its reason can be heard.
    expect(existing.disabled).toBe(false);
    expect(existing.getAttribute("aria-disabled")).toBe("true");
    existing.focus();
    expect(document.activeElement).toBe(existing);
    const described = (existing.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(described).toMatch(/Changing existing assets is temporarily unavailable/);
    // Named by its visible label alone (the title; WCAG 2.5.3), its description beside it.
    expect(existing.textContent).toBe("Change existing assets");
    expect(described).toMatch(/^Switch your existing investments out of some funds and into others\./);
    // A click does nothing.
    fireEvent.click(existing);
    expect(screen.getByRole("heading", { level: 2, name: "What would you like to change?" })).toBeDefined();
    expect(button("Change future assets").getAttribute("aria-disabled")).toBeNull();
  });
});

describe("fund switch page: blocked", () => {
  it("shows the fund-processing page after the contribution type of existing assets, and logs it", async () => {
    const app = renderSwitch({ options: optionsAnswer({ fundsProcessing: true }) });
    // The wizard opens as usual.
    await toContributionType();
    fireEvent.click(screen.getByRole("radio", { name: "Mandatory" }));
    next();
    expect(await heading("A transaction is being processed")).toBeDefined();
    expect(screen.getByText(/your existing assets cannot be switched until it is complete/)).toBeDefined();
    expect(screen.queryByRole("heading", { name: "Choose the funds to switch out" })).toBeNull();
    expect(trail().getByText("Transaction in progress").closest("li")?.getAttribute("aria-current")).toBe(
      "step",
    );
    await waitFor(() =>
      expect(recordedLinks(app)).toEqual([
        "/fundSwitch/selectAsset",
        "/fundSwitch/selectContribution",
        "/fundSwitch/fundProcessing",
      ]),
    );
    expect(app.callsTo("POST", "/api/record")[2]?.body).toMatchObject({ pageName: "Fund Processing" });
    // Back goes to the contribution type; the future allocation can still be changed.
    fireEvent.click(button("Back"));
    await heading("Choose the contribution type");
    next();
    await heading("A transaction is being processed");
    fireEvent.click(button("Change future assets instead"));
    await heading("Choose the contribution type");
    fireEvent.click(screen.getByRole("radio", { name: "Mandatory" }));
    next();
    await heading("Choose the allocation of your future contributions");
  });

  it("does not block the change of future allocation while funds are processed", async () => {
    renderSwitch({ options: optionsAnswer({ fundsProcessing: true }) });
    fireEvent.click(await screen.findByRole("button", { name: "Change future assets" }));
    fireEvent.click(await screen.findByRole("radio", { name: "Mandatory" }));
    next();
    await heading("Choose the allocation of your future contributions");
  });

  it("takes a restored draft past the contribution type to the fund-processing page", async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        clntRltnshpNmbr: 5000001,
        locationKey: "default",
        step: "switchIn",
        path: "existing",
        contributionType: "MANDATORY",
        switchOut: { "801": { mode: "all", percent: "" } },
        switchIn: { entries: {}, riskFilter: 0, auditorDeclaration: false, indexAnswers: {} },
        allocation: {},
        idempotencyKey: null,
      }),
    );
    renderSwitch({ options: optionsAnswer({ fundsProcessing: true }) });
    await heading("A transaction is being processed");
  });

  it("tells a terminated account to choose another", async () => {
    renderSwitch({ options: optionsAnswer({ blocked: "terminated" }) });
    expect(await screen.findByRole("heading", { name: "Terminated account selected" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Choose another account" }).getAttribute("href")).toBe(
      "/account",
    );
    expect(screen.queryByRole("navigation", { name: "Fund switching steps" })).toBeNull();
  });

  it("shows the cut-off notice", async () => {
    renderSwitch({ options: optionsAnswer({ blocked: "cutOff" }) });
    expect(await screen.findByRole("heading", { name: "Fund switching is suspended" })).toBeDefined();
    expect(screen.getByText(/no new switching or allocation instructions can be submitted/)).toBeDefined();
  });

  it("shows the staff and no-allocation notices", async () => {
    renderSwitch({ options: optionsAnswer({ blocked: "staff" }) });
    expect(await screen.findByRole("heading", { name: "View-only staff session" })).toBeDefined();
    cleanup();
    renderSwitch({ options: optionsAnswer({ blocked: "noAllocation" }) });
    expect(
      await screen.findByRole("heading", { name: "Fund allocation is not available online" }),
    ).toBeDefined();
  });

  it("never offers the wizard (nor its confirmation) to a staff session, whatever the options say", async () => {
    renderPage("/fundSwitch", <FundSwitchPage />, {
      session: { superLogon: true },
      api: { "GET /api/fundswitch/options": { body: optionsAnswer() } },
    });
    expect(await screen.findByRole("heading", { name: "View-only staff session" })).toBeDefined();
    expect(screen.getByText(/view-only staff session \(Super Logon\)/)).toBeDefined();
    expect(screen.queryByRole("button", { name: "Change existing assets" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Fund switching steps" })).toBeNull();
  });

  it("offers a retry when the options cannot be loaded", async () => {
    renderSwitch({ options: apiError(500, "technical-error") });
    expect(await screen.findByText("Try again", { selector: "button *, button" })).toBeDefined();
    expect(screen.getAllByText("We could not load your switching options").length).toBeGreaterThan(0);
  });
});

describe("fund switch page: future contributions", () => {
  it("changes the allocation of future contributions from the current one", async () => {
    const app = renderSwitch({
      submit: {
        body: acceptedAnswer({ kind: "FUTURE_ALLOCATION", refNumber: "IA00000077", activityTableNmbr: 77 }),
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Change future assets" }));
    await heading("Choose the contribution type");
    fireEvent.click(screen.getByRole("radio", { name: "Mandatory" }));
    next();
    await heading("Choose the allocation of your future contributions");
    expect(row(ASIA).getByText("33%")).toBeDefined();
    // 33 + 33 + 33 = 99: normalised to 100 by the largest (the first): 34, 33, 33
    fireEvent.click(button("Start from my current allocation"));
    const input = (name: string) =>
      screen.getByLabelText(`New allocation percentage for ${name}`) as HTMLInputElement;
    expect([input(ASIA).value, input(BOND).value, input(CONSERVATIVE).value]).toEqual(["34", "33", "33"]);
    fireEvent.input(input(ASIA), { target: { value: "14" } });
    fireEvent.input(input(CONSERVATIVE), { target: { value: "" } });
    fireEvent.input(input(BALANCED), { target: { value: "53" } });
    expect(screen.getByTestId("allocation-total").textContent).toBe("100%");
    next();

    await heading("Confirm your instruction");
    // Old and new (§3.6): every fund of either allocation, 0% where it has none.
    const summary = within(screen.getByRole("region", { name: "New allocation of future contributions" }));
    expect(summary.getAllByRole("row").map((tr) => tr.textContent)).toEqual([
      "FundCurrent allocationNew allocation",
      `${ASIA}33%14%`,
      `${BOND}33%33%`,
      `${CONSERVATIVE}33%0%`,
      `${BALANCED}0%53%`,
    ]);
    await confirmWithPin();
    await heading("Instruction accepted");
    expect(screen.getByTestId("ref-number").textContent).toBe("IA00000077");
    expect(
      screen.getByText("We have received your change of allocation for future contributions."),
    ).toBeDefined();
    expect(app.callsTo("POST", "/api/fundswitch/instructions")[0]?.body).toEqual({
      kind: "FUTURE_ALLOCATION",
      clntRltnshpNmbr: 5000001,
      contributionType: "MANDATORY",
      password: encodePin("Secret#123"),
      disclaimerAccepted: true,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      allocation: [
        { invTypeNmbr: 801, percent: "14" },
        { invTypeNmbr: 802, percent: "33" },
        { invTypeNmbr: 804, percent: "53" },
      ],
    });
    await waitFor(() =>
      expect(recordedLinks(app)).toEqual([
        "/fundSwitch/selectAsset",
        "/fundSwitch/selectFutureContribution",
        "/fundSwitch/futurePercentageAllocation",
        "/fundSwitch/confirmation",
        "/fundSwitch/futureTransactionAccepted",
      ]),
    );
  });

  it("refuses an allocation not totalling 100%", async () => {
    renderSwitch();
    fireEvent.click(await screen.findByRole("button", { name: "Change future assets" }));
    fireEvent.click(await screen.findByRole("radio", { name: "Voluntary" }));
    next();
    await heading("Choose the allocation of your future contributions");
    expect(screen.getByText("No allocation is on record for this contribution type.")).toBeDefined();
    fireEvent.input(screen.getByLabelText(`New allocation percentage for ${ASIA}`), {
      target: { value: "50" },
    });
    next();
    expect((await screen.findByRole("alert")).textContent).toBe("The allocation should be equal to 100%");
  });
});

describe("fund switch page in Chinese", () => {
  it("shows the wizard in Traditional Chinese", async () => {
    renderSwitch({ language: "zh-HK" });
    expect(await screen.findByRole("heading", { level: 1, name: "基金轉換" })).toBeDefined();
    expect(await screen.findByRole("button", { name: "更改未來供款投資分配" })).toBeDefined();
    fireEvent.click(await screen.findByRole("button", { name: "更改現有資產" }));
    await screen.findByRole("heading", { level: 2, name: "選擇供款類別" });
    fireEvent.click(screen.getByRole("radio", { name: "強制性供款" }));
    fireEvent.click(screen.getByRole("button", { name: "繼續" }));
    await screen.findByRole("heading", { level: 2, name: "選擇轉出基金" });
    // Fund names in Chinese.
    expect(screen.getByRole("rowheader", { name: /^海港亞洲股票基金 基金代號 HB801/ })).toBeDefined();
    fireEvent.change(screen.getByLabelText("海港亞洲股票基金的轉出安排"), { target: { value: "percent" } });
    fireEvent.input(screen.getByLabelText("海港亞洲股票基金的轉出百分比"), { target: { value: "7.5" } });
    fireEvent.click(screen.getByRole("button", { name: "繼續" }));
    expect((await screen.findByRole("alert")).textContent).toBe("百分比必須為整數（不可包含小數）。");
    expect(within(screen.getByRole("navigation", { name: "基金轉換步驟" })).getByText("轉出")).toBeDefined();
    expect(FUNDS).toHaveLength(7);
  });
});

describe("fund switch page: which instruction blocks a fund (§4.4)", () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage("en"));
  });

  /** IW12345678 switches out all of the bond fund on 24 Nov 2026: the Asia fund is linked with it. */
  const fullSwitchOut = () =>
    optionsAnswer({
      blockedFunds: [
        blockedFund(801, {
          reason: "pending-full-switch-out",
          refNumber: "IW12345678",
          effectiveDate: "2026-11-24",
          sourceInvTypeNmbr: 802,
        }),
        blockedFund(802, {
          reason: "pending-full-switch-out",
          refNumber: "IW12345678",
          effectiveDate: "2026-11-24",
        }),
        blockedFund(807, { direction: "in" }),
      ],
    });

  it("names the instruction and what it does to the fund, and says it again in Chinese", async () => {
    renderSwitch({ options: fullSwitchOut() });
    await toSwitchOut();
    expect(
      row(`^${BOND}`).getByText(
        "Blocked by instruction IW12345678: it switches out all of this fund on 24 Nov 2026.",
      ),
    ).toBeDefined();
    expect(
      row(ASIA).getByText(
        `Blocked by instruction IW12345678: it switches out all of ${BOND}, a fund linked with this one, on 24 Nov 2026.`,
      ),
    ).toBeDefined();
    expect(
      row(GREEN).getByText(
        "Blocked by instruction IW00001200: it switches into this fund on 2 Mar 2026 and is not complete yet.",
      ),
    ).toBeDefined();
    // The fund cannot be chosen.
    expect((screen.getByLabelText(`How much of ${BOND} to switch out`) as HTMLSelectElement).disabled).toBe(
      true,
    );

    await act(() => i18n.changeLanguage("zh-HK"));
    await screen.findByRole("heading", { level: 2, name: "選擇轉出基金" });
    expect(
      screen.getByText("受指示 IW12345678 限制：該指示將於2026年11月24日轉出此基金的全部結餘。"),
    ).toBeDefined();
    expect(
      screen.getByText(
        "受指示 IW12345678 限制：該指示將於2026年11月24日轉出相連基金海港環球債券基金的全部結餘。",
      ),
    ).toBeDefined();
    expect(
      screen.getByText("受指示 IW00001200 限制：該指示於2026年3月2日轉入此基金，尚未完成。"),
    ).toBeDefined();
    expect(screen.queryByText(/Blocked by instruction/)).toBeNull();
  });

  it("lets a fund blocked only through its linked group be switched into, not one with its own incomplete instruction", async () => {
    renderSwitch({ options: fullSwitchOut() });
    await toSwitchOut("Voluntary");
    switchOut(CONSERVATIVE, "all");
    next();
    await heading("Choose the funds to switch in");
    // The Asia fund can only not be switched out (a linked fund goes out in full).
    const asia = screen.getByLabelText(`Switch-in percentage for ${ASIA}`) as HTMLInputElement;
    expect(asia.disabled).toBe(false);
    // The bond fund goes out in full, and the green fund has an instruction on it: not into them.
    expect((screen.getByLabelText(`Switch-in percentage for ${BOND}`) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByLabelText(`Switch-in percentage for ${GREEN}`) as HTMLInputElement).disabled).toBe(
      true,
    );
    switchIn(ASIA, "100");
    next();
    await heading("Confirm your instruction");
  });
});

describe("fund switch page: messages follow the language", () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage("en"));
  });

  it("rewords the contribution type's message in Chinese", async () => {
    renderSwitch();
    await toContributionType();
    next();
    expect((await screen.findByRole("alert")).textContent).toBe("Please choose a contribution type.");
    await act(() => i18n.changeLanguage("zh-HK"));
    await screen.findByRole("heading", { level: 2, name: "選擇供款類別" });
    expect(screen.getByRole("alert").textContent).toBe("請選擇供款類別。");
    expect(screen.queryByText("Please choose a contribution type.")).toBeNull();
  });

  it("rewords the confirmation's declaration and PIN messages in Chinese", async () => {
    renderSwitch();
    await toConfirmation();
    fireEvent.click(button("Submit"));
    expect(await screen.findByText("Please tick the declaration to continue.")).toBeDefined();
    expect(screen.getByText("Please enter your PIN.")).toBeDefined();
    await act(() => i18n.changeLanguage("zh-HK"));
    await screen.findByRole("heading", { level: 2, name: "確認指示" });
    expect(screen.getByText("請剔選聲明以繼續。")).toBeDefined();
    expect(screen.getByText("請輸入您的私人密碼。")).toBeDefined();
    expect(screen.queryByText("Please tick the declaration to continue.")).toBeNull();
    expect(screen.queryByText("Please enter your PIN.")).toBeNull();
  });

  it("rewords the server's answers (a wrong PIN, a refused rule) in Chinese", async () => {
    let answer = apiError(400, "incorrect-pin");
    renderSwitch({ submit: () => answer });
    await toConfirmation();
    await confirmWithPin("wrong-pin");
    expect(await screen.findByText("The PIN you entered is incorrect. Please try again.")).toBeDefined();
    answer = apiError(400, "total-not-100");
    fireEvent.input(screen.getByLabelText(/^PIN/, { selector: "input" }), {
      target: { value: "Secret#123" },
    });
    fireEvent.click(button("Submit"));
    expect(await screen.findByText("The allocation should be equal to 100%")).toBeDefined();
    await act(() => i18n.changeLanguage("zh-HK"));
    await screen.findByRole("heading", { level: 2, name: "確認指示" });
    expect(screen.getByText("投資分配總和必須等於100%。")).toBeDefined();
    expect(screen.queryByText("The allocation should be equal to 100%")).toBeNull();
  });
});

describe("fund switch page: no change of context on input (WCAG 3.2.2)", () => {
  it("leaves the focus on the choice when A specified % is chosen; the % box is labelled and next in the Tab order", async () => {
    renderSwitch();
    await toSwitchOut();
    const choice = screen.getByLabelText(`How much of ${ASIA} to switch out`) as HTMLSelectElement;
    choice.focus();
    expect(document.activeElement).toBe(choice);
    switchOut(ASIA, "percent");
    const percent = await screen.findByRole("textbox", { name: `Switch-out percentage for ${ASIA}` });
    // The focus did not move by itself.
    expect(document.activeElement).toBe(choice);
    // Reachable by Tab: enabled, in the Tab order, and the first focusable element after the choice.
    expect((percent as HTMLInputElement).disabled).toBe(false);
    expect(percent.tabIndex).toBe(0);
    const focusable = [
      ...document.querySelectorAll<HTMLElement>("input, select, button, textarea, a[href], [tabindex]"),
    ].filter((el) => el.tabIndex >= 0 && !(el as HTMLInputElement).disabled);
    expect(focusable[focusable.indexOf(choice) + 1]).toBe(percent);
  });
});

describe("fund switch page: opened with an allocation (the projection's what-if)", () => {
  const renderWith = (search: string) =>
    renderPage(`/fundSwitch${search}`, <FundSwitchPage />, {
      api: {
        "GET /api/fundswitch/options": { body: optionsAnswer() },
        "POST /api/fundswitch/instructions": { body: acceptedAnswer() },
      },
    });

  it("starts the future allocation and the switch-in from ?to=, checked by the switching rules", async () => {
    renderWith("?to=803:60,804:40");
    fireEvent.click(await screen.findByRole("button", { name: "Change future assets" }));
    fireEvent.click(await screen.findByRole("radio", { name: "Mandatory" }));
    next();
    await heading("Choose the allocation of your future contributions");
    const future = (name: string) =>
      (screen.getByLabelText(`New allocation percentage for ${name}`) as HTMLInputElement).value;
    expect([future(ASIA), future(CONSERVATIVE), future(BALANCED)]).toEqual(["", "60", "40"]);
    expect(screen.getByTestId("allocation-total").textContent).toBe("100%");

    // The other path starts from it too.
    fireEvent.click(button("Back"));
    await heading("Choose the contribution type");
    fireEvent.click(button("Back"));
    await toSwitchOut();
    switchOut(ASIA, "all");
    next();
    await heading("Choose the funds to switch in");
    const switchInValue = (name: string) =>
      (screen.getByLabelText(`Switch-in percentage for ${name}`) as HTMLInputElement).value;
    expect([switchInValue(CONSERVATIVE), switchInValue(BALANCED), switchInValue(BOND)]).toEqual([
      "60",
      "40",
      "",
    ]);
  });

  it("ignores an allocation that breaks the rules or names a fund the plan does not offer", async () => {
    for (const search of ["?to=803:97,804:3", "?to=803:50,999:50", "?to=803:60.5,804:39.5", "?to=junk"]) {
      renderWith(search);
      fireEvent.click(await screen.findByRole("button", { name: "Change future assets" }));
      fireEvent.click(await screen.findByRole("radio", { name: "Mandatory" }));
      next();
      await heading("Choose the allocation of your future contributions");
      expect(screen.getByTestId("allocation-total").textContent, search).toBe("0%");
      cleanup();
      window.sessionStorage.clear();
    }
  });
});
