import type { PolicyMinVo } from "@portal/domain";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../app/i18n.ts";
import { type SessionState, sessionStore } from "../../lib/session-store.ts";
import { apiError, memberLoginInfo, renderApp } from "../../test/render-app.tsx";
import { P1_POLICIES, PRODUCTS, policyMinVo, summaryAnswer } from "../../test/summary-fixtures.ts";

// Whole-app renders with many role queries: slow on a busy machine.

const [EMPLOYEE] = P1_POLICIES as [PolicyMinVo, ...PolicyMinVo[]];

const MEMBER = { session: { authenticated: true, scheme: "S800" as const } };

function withSummary(body: unknown, session: Partial<SessionState> = MEMBER.session) {
  return { session, api: { "GET /api/accounts/accountSummary": { body } } };
}

async function cards() {
  const list = await screen.findByRole("heading", { level: 2, name: "Choose an account" });
  const section = list.closest("section");
  if (!section) throw new Error("no account section");
  return within(section).getAllByRole("article");
}

/** Persona P9: one S800 account holding only a capital-guaranteed fund, worth nothing. */
const GUARANTEED_ZERO = policyMinVo({
  clntRltnshpNmbr: 5000901,
  contractNmbr: 1901,
  totalInvestedAmt: "0.00",
  policyAccountValueVOList: [
    { invTypeNmbr: 805, invTypeNm: "CGF", investmentAmt: "0.00", guaranteeCode: "CG" },
  ],
});

describe("select account", () => {
  it("welcomes the member and offers one card per valid account", async () => {
    const policies = [
      ...P1_POLICIES,
      // Not in the filtered list: not valid.
      policyMinVo({ clntRltnshpNmbr: 5000005, contractNmbr: 1005 }),
      // Narrative type 107: always out.
      policyMinVo({ clntRltnshpNmbr: 5000006, contractNmbr: 1006, narrativeTypeNmbr: 107 }),
      // Another scheme's product: out for an S800 login.
      policyMinVo({ clntRltnshpNmbr: 5000007, contractNmbr: 1007, product: PRODUCTS.aiib }),
    ];
    const summary = summaryAnswer(policies);
    summary.filteredAccountVOs = policies
      .filter((p) => p.clntRltnshpNmbr !== 5000005)
      .map(({ clntRltnshpNmbr, contractNmbr }) => ({ clntRltnshpNmbr, contractNmbr }));
    const app = renderApp("/account", withSummary(summary));

    expect(await screen.findByRole("heading", { level: 1, name: "My accounts" })).toBeDefined();
    expect(screen.getByText("Welcome, CHAN Tai Man")).toBeDefined();
    expect(screen.getByTestId("member-number").textContent).toBe("3000001");
    // 09:15 UTC is 17:15 in Hong Kong.
    expect(screen.getByTestId("last-login").textContent).toBe("27 Feb 2026, 17:15 (Hong Kong time)");

    const shown = await cards();
    expect(shown.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Employee Account",
      "Personal Account",
      "Tax Deductible Voluntary Contribution Account",
      "ORSO Account",
    ]);
    const [employee, personal, tvc, orso] = shown as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(employee).getByText("S8001001")).toBeDefined();
    expect(within(employee).getByText("HK$120,000.00")).toBeDefined();
    expect(within(employee).getByText("HARBOUR TRADING LIMITED")).toBeDefined();
    expect(within(personal).getByText("HK$35,000.50")).toBeDefined();
    // S800 ORSO contracts under 10000 show with the '01' suffix on the prefix.
    expect(within(orso).getByText("OR012001")).toBeDefined();
    // Only the terminated account is flagged.
    expect(within(tvc).getByText("Terminated")).toBeDefined();
    for (const card of [employee, personal, orso]) expect(within(card).queryByText("Terminated")).toBeNull();
    expect(app.pathname()).toBe("/account");
    expect(app.callsTo("GET", "/api/accounts/accountSummary")).toHaveLength(1);
  });

  it("keeps the chosen account in the session and opens the dashboard", async () => {
    const app = renderApp("/account", withSummary(summaryAnswer()));
    await cards();
    fireEvent.click(screen.getByRole("button", { name: "View account OR012001" }));
    await waitFor(() => expect(app.pathname()).toBe("/dashboard"));
    expect(sessionStore.get().account).toEqual({
      clientNmbr: 3000001,
      clntRltnshpNmbr: 5000004,
      contractNmbr: 2001,
      productTypeNmbr: 141,
      isOrso: true,
      webCycleDate: "2026-02-27",
    });
    // Both pages are recorded in the access log under the specs' names.
    await waitFor(() =>
      expect(app.callsTo("POST", "/api/record").map((call) => call.body)).toEqual([
        expect.objectContaining({ pageName: "Select Account Page", pageLink: "/account" }),
        expect.objectContaining({ pageName: "Dashboard", pageLink: "/dashboard" }),
      ]),
    );
  });

  it("skips the selection when there is exactly one account", async () => {
    const app = renderApp("/account", withSummary(summaryAnswer([EMPLOYEE])));
    await waitFor(() => expect(app.pathname()).toBe("/dashboard"));
    expect(sessionStore.get().account).toMatchObject({ clntRltnshpNmbr: 5000001, contractNmbr: 1001 });
  });

  it("drops a guaranteed-only account worth nothing beside another account and skips to it", async () => {
    const app = renderApp("/account", withSummary(summaryAnswer([GUARANTEED_ZERO, EMPLOYEE])));
    await waitFor(() => expect(app.pathname()).toBe("/dashboard"));
    expect(sessionStore.get().account?.clntRltnshpNmbr).toBe(5000001);
  });

  it("shows no-valid-policy for a member holding only a guaranteed fund worth nothing (P9)", async () => {
    const app = renderApp(
      "/account",
      withSummary(summaryAnswer([GUARANTEED_ZERO]), { ...MEMBER.session, account: null }),
    );
    expect(
      await screen.findByText(
        /^Your account has been terminated or holds no investment that can be shown online\. Please call our hotline on .+\.$/,
      ),
    ).toBeDefined();
    const main = screen.getByRole("main");
    expect(within(main).getByText(/Your account has been terminated or holds no investment/)).toBeDefined();
    expect(within(main).getByRole("link", { name: "Hotline: 2888 8800" }).getAttribute("href")).toBe(
      "tel:+85228888800",
    );
    expect(app.pathname()).toBe("/account");
    expect(sessionStore.get().account).toBeNull();
  });

  it("shows no-valid-account and clears the account when no account is valid", async () => {
    const summary = summaryAnswer(P1_POLICIES, { filteredAccountVOs: [] });
    renderApp("/account", {
      ...withSummary(summary),
      session: {
        ...MEMBER.session,
        account: {
          clientNmbr: 3000001,
          clntRltnshpNmbr: 5000001,
          contractNmbr: 1001,
          productTypeNmbr: 112,
          isOrso: false,
          webCycleDate: "2026-02-27",
        },
      },
    });
    await waitFor(() => expect(document.querySelector('[data-toast="no-valid-account"]')).not.toBeNull());
    const main = screen.getByRole("main");
    expect(within(main).getByText("No matching account records")).toBeDefined();
    expect(
      within(main).getByText(/We could not find an account record that can be shown online/),
    ).toBeDefined();
    await waitFor(() => expect(sessionStore.get().account).toBeNull());
  });

  it("shows the technical-error toast and retries inline when the accounts cannot be loaded", async () => {
    let failing = true;
    const app = renderApp("/account", {
      ...MEMBER,
      api: {
        "GET /api/accounts/accountSummary": () =>
          failing ? apiError(500, "technical-error") : { body: summaryAnswer() },
      },
    });
    expect(await screen.findByText(/could not reach our service/)).toBeDefined();
    const main = screen.getByRole("main");
    expect(within(main).getByText("Your accounts could not be loaded")).toBeDefined();
    failing = false;
    fireEvent.click(within(main).getByRole("button", { name: "Try again" }));
    expect(await cards()).toHaveLength(4);
    expect(app.callsTo("GET", "/api/accounts/accountSummary")).toHaveLength(2);
  });

  it("shows a USD total for the AIIB scheme", async () => {
    const aiib = [
      policyMinVo({ clntRltnshpNmbr: 6000001, contractNmbr: 3001, product: PRODUCTS.aiib, currency: "USD" }),
      policyMinVo({
        clntRltnshpNmbr: 6000002,
        contractNmbr: 3002,
        product: PRODUCTS.aiib,
        currency: "USD",
        totalInvestedAmt: "1500.25",
      }),
    ];
    renderApp("/account", {
      session: { authenticated: true, scheme: "HKAIIB" },
      loginInfo: memberLoginInfo({ scheme: "HKAIIB", clientNmbr: 4000001 }),
      api: {
        "GET /api/accounts/accountSummary": {
          body: summaryAnswer(aiib, {
            clientInfoResponse: {
              clientNmbr: 4000001,
              scheme: "HKAIIB",
              firstName: "Mei Ling",
              lastName: "WONG",
              chineseName: null,
              lastLoginDate: null,
            },
          }),
        },
      },
    });
    const [first, second] = (await cards()) as [HTMLElement, HTMLElement];
    expect(within(first).getByText("US$120,000.00")).toBeDefined();
    expect(within(second).getByText("US$1,500.25")).toBeDefined();
    expect(screen.getByTestId("member-number").textContent).toBe("4000001");
    expect(screen.getByTestId("last-login").textContent).toBe("This is your first login");
  });

  it("speaks Chinese: the Chinese names and dates", async () => {
    renderApp("/account", withSummary(summaryAnswer()));
    await cards();
    await act(() => i18n.changeLanguage("zh-HK"));
    expect(await screen.findByText("歡迎您，陳大文")).toBeDefined();
    expect(screen.getByTestId("last-login").textContent).toBe("2026年2月27日 17:15（香港時間）");
    // The employee and ORSO accounts are with the same employer.
    expect(screen.getAllByText("海港貿易有限公司")).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 3, name: "僱員帳戶" })).toBeDefined();
    expect(screen.getAllByText("已終止")).toHaveLength(1);
    await act(() => i18n.changeLanguage("en"));
  });

  it("names an account without an employer by its plan name, in the page's language", async () => {
    const [employee, personal, ...rest] = P1_POLICIES as [PolicyMinVo, PolicyMinVo, ...PolicyMinVo[]];
    const policies = [
      employee,
      { ...personal, planName: "Personal Account Plan", planNameZh: "個人帳戶計劃" },
      ...rest,
    ];
    renderApp("/account", withSummary(summaryAnswer(policies)));
    const [, personalCard] = (await cards()) as [HTMLElement, HTMLElement];
    expect(within(personalCard).getByText("Personal Account Plan")).toBeDefined();
    await act(() => i18n.changeLanguage("zh-HK"));
    try {
      expect(await within(personalCard).findByText("個人帳戶計劃")).toBeDefined();
      expect(within(personalCard).queryByText("Personal Account Plan")).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
