import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DECLARATION_PROMPTED_KEY } from "../features/fatca/declaration-prompt.ts";
import { holdFrames } from "../test/hold-frames.ts";
import { memberLoginInfo, renderApp } from "../test/render-app.tsx";
import { P1_ACCOUNT } from "../test/render-page.tsx";

const SIGNED_IN = { authenticated: true, scheme: "S800" as const, account: P1_ACCOUNT };
const PENDING = memberLoginInfo({ declarationRequired: true });

/** What /fatca leaves in sessionStorage once shown in the login of `info`. */
function markedFor(info: { clientNmbr: number; sessionExpiresAt: string }): string {
  return `${info.clientNmbr}@${info.sessionExpiresAt}`;
}

describe("member gate on a page load", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the page by the session the page brought, and asks the server again once the page is drawn", async () => {
    const frames = holdFrames();
    const app = renderApp("/documents", { session: SIGNED_IN, loginInfo: memberLoginInfo(), pageLoad: true });
    const heading = () => screen.queryByRole("heading", { level: 1, name: "Documents" });
    // The page's own code loads first (lazy), then it shows before any paint.
    for (let i = 0; i < 50 && !heading(); i++) await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(heading()).not.toBeNull();
    // Not in the middle of the page's first paint: no session asked, no access logged yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(app.callsTo("GET", "/api/auth/session")).toHaveLength(0);
    expect(app.callsTo("POST", "/api/record")).toHaveLength(0);
    // The browser paints: the parts held back come in, and once they are drawn the page asks.
    for (let i = 0; i < 10 && app.callsTo("GET", "/api/auth/session").length === 0; i++) {
      act(frames.paint);
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    await waitFor(() => expect(app.callsTo("GET", "/api/auth/session")).toHaveLength(1));
    await waitFor(() => expect(app.callsTo("POST", "/api/record")).toHaveLength(1));
    expect(app.pathname()).toBe("/documents");
  });
});

describe("member gate: forced US tax status declaration", () => {
  it("sends a member whose declaration is pending to /fatca once; after Disagree the dashboard stays", async () => {
    const app = renderApp("/documents", { session: SIGNED_IN, loginInfo: PENDING });
    await waitFor(() => expect(app.pathname()).toBe("/fatca"));
    expect(await screen.findByRole("dialog", { name: "Terms & Condition" })).toBeDefined();
    await waitFor(() => expect(sessionStorage.getItem(DECLARATION_PROMPTED_KEY)).toBe(markedFor(PENDING)));

    fireEvent.click(screen.getByRole("button", { name: "Disagree" }));
    await waitFor(() => expect(app.pathname()).toBe("/dashboard"));
    expect(await screen.findByRole("navigation", { name: "Main navigation" })).toBeDefined();
    expect(app.pathname()).toBe("/dashboard");
    expect(app.callsTo("POST", "/api/client/customdata")).toHaveLength(0);
  });

  it("does not send the member again once /fatca has been shown in this login", async () => {
    sessionStorage.setItem(DECLARATION_PROMPTED_KEY, markedFor(PENDING));
    const app = renderApp("/documents", { session: SIGNED_IN, loginInfo: PENDING });
    expect(await screen.findByRole("heading", { level: 1, name: "Documents" })).toBeDefined();
    await waitFor(() => expect(app.callsTo("GET", "/api/auth/session").length).toBeGreaterThan(0));
    expect(app.pathname()).toBe("/documents");
  });

  it("prompts again at the next login, whose stamp differs", async () => {
    sessionStorage.setItem(
      DECLARATION_PROMPTED_KEY,
      markedFor({ clientNmbr: PENDING.clientNmbr, sessionExpiresAt: "2026-03-01T02:59:00.000Z" }),
    );
    const app = renderApp("/documents", { session: SIGNED_IN, loginInfo: PENDING });
    await waitFor(() => expect(app.pathname()).toBe("/fatca"));
  });

  it("does not redirect when the declaration is not pending", async () => {
    const app = renderApp("/documents", { session: SIGNED_IN, loginInfo: memberLoginInfo() });
    expect(await screen.findByRole("heading", { level: 1, name: "Documents" })).toBeDefined();
    await waitFor(() => expect(app.callsTo("GET", "/api/auth/session").length).toBeGreaterThan(0));
    expect(app.pathname()).toBe("/documents");
  });

  it("sends to the terms first when they are not accepted yet", async () => {
    const app = renderApp("/documents", {
      session: SIGNED_IN,
      loginInfo: memberLoginInfo({ declarationRequired: true, termsAccepted: false }),
    });
    await waitFor(() => expect(app.pathname()).toBe("/termsandconditions"));
    expect(await screen.findByRole("region", { name: "Terms and conditions text" })).toBeDefined();
    expect(app.pathname()).toBe("/termsandconditions");
  });

  it("lets the member choose an account first: no redirect from /account", async () => {
    const app = renderApp("/account", { session: SIGNED_IN, loginInfo: PENDING });
    // The accounts call is not stubbed here: /account shows its failure, and stays.
    expect(await screen.findByText("Your accounts could not be loaded")).toBeDefined();
    expect(app.pathname()).toBe("/account");
  });

  it("does not redirect before an account is chosen", async () => {
    const app = renderApp("/changePin", {
      session: { ...SIGNED_IN, account: null },
      loginInfo: PENDING,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Change PIN" })).toBeDefined();
    await waitFor(() => expect(app.callsTo("GET", "/api/auth/session").length).toBeGreaterThan(0));
    expect(app.pathname()).toBe("/changePin");
    expect(sessionStorage.getItem(DECLARATION_PROMPTED_KEY)).toBeNull();
  });

  it("does not redirect on an ORSO account", async () => {
    const app = renderApp("/documents", {
      session: { ...SIGNED_IN, account: { ...P1_ACCOUNT, isOrso: true } },
      loginInfo: PENDING,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Documents" })).toBeDefined();
    await waitFor(() => expect(app.callsTo("GET", "/api/auth/session").length).toBeGreaterThan(0));
    expect(app.pathname()).toBe("/documents");
  });
});
