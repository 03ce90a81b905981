import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_STORAGE_KEY, sessionStore } from "../lib/session-store.ts";
import { apiError, calendarAnswer, memberLoginInfo, renderApp } from "../test/render-app.tsx";

const MEMBER = { authenticated: true, scheme: "HKAIIB" as const, loginType: "employee" as const };

afterEach(() => {
  vi.useRealTimers();
});

async function memberNavigation() {
  return screen.findByRole("navigation", { name: "Main navigation" });
}

describe("session", () => {
  it("logs out from the navigation: server session, client state, login page, toast", async () => {
    const app = renderApp("/changePin", { session: MEMBER });
    await memberNavigation();
    expect(app.queryClient.getQueryData(["auth", "session"])).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(app.pathname()).toBe("/aiib/employeelogin"));
    expect(app.callsTo("POST", "/api/auth/logout")).toHaveLength(1);
    const toast = await screen.findByText("You have logged out. Thank you for using Harbour Retirement.");
    expect(toast.closest("[role=alert]")).not.toBeNull();
    await waitFor(() => expect(sessionStore.get().authenticated).toBe(false));
    // The login page is a visitor's: no access-log record for it under the ended session (a 401).
    expect(
      app.callsTo("POST", "/api/record").map((call) => (call.body as { pageLink: string }).pageLink),
    ).toEqual(["/changePin"]);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? "{}")).toEqual({
      loginType: null,
      scheme: "HKAIIB",
      authenticated: false,
      superLogon: false,
      factors: [],
      otp: null,
      account: null,
    });
    // The member's cached answers are gone; only the public configuration stays.
    const cached = app.queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data !== undefined);
    expect(cached.map((query) => query.queryKey[0])).toEqual(["config"]);
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).toBeNull();
  });

  it("still forgets everything when the scheme's login page has closed (co-brand after the cut-over)", async () => {
    const app = renderApp("/changePin", {
      session: { ...MEMBER, scheme: "COBRAND", factors: [{ channel: "SMS", masked: "****1234" }] },
      calendar: calendarAnswer("2025-06-01T02:00:00.000Z", { landingCutOver: "2025-05-07T01:00:00Z" }),
      loginInfo: memberLoginInfo({ scheme: "COBRAND" }),
    });
    await memberNavigation();
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(app.pathname()).toBe("/"));
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ authenticated: false, factors: [] }));
    expect(app.queryClient.getQueryData(["auth", "session"])).toBeUndefined();
  });

  it("logs out 5 seconds after the idle timeout, with the session-expired toast", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = renderApp("/changePin", {
      session: MEMBER,
      loginInfo: memberLoginInfo({ scheme: "HKAIIB", idleTimeoutMs: 60_000 }),
    });
    await memberNavigation();
    await act(async () => {
      vi.advanceTimersByTime(40_000);
    });
    fireEvent.keyDown(window, { key: "Tab" });
    await act(async () => {
      vi.advanceTimersByTime(64_000);
    });
    expect(app.pathname()).toBe("/changePin");
    await act(async () => {
      vi.advanceTimersByTime(1_500);
    });
    await waitFor(() => expect(app.pathname()).toBe("/aiib/employeelogin"));
    expect(await screen.findByText(/Your session has expired for your security/)).toBeDefined();
    await waitFor(() => expect(sessionStore.get().authenticated).toBe(false));
    expect(app.callsTo("POST", "/api/auth/logout")).toHaveLength(1);
  });

  it("logs out at the hard limit, read on the server's clock", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The server's clock runs a day behind the browser's: its limit is 2 minutes from its now.
    const serverNow = new Date(Date.now() - 86_400_000);
    const app = renderApp("/changePin", {
      session: MEMBER,
      calendar: calendarAnswer(serverNow.toISOString()),
      loginInfo: memberLoginInfo({
        scheme: "HKAIIB",
        sessionExpiresAt: new Date(serverNow.getTime() + 120_000).toISOString(),
      }),
    });
    await memberNavigation();
    await act(async () => {
      vi.advanceTimersByTime(100_000);
    });
    expect(app.pathname()).toBe("/changePin");
    await act(async () => {
      vi.advanceTimersByTime(25_000);
    });
    await waitFor(() => expect(app.pathname()).toBe("/aiib/employeelogin"));
    expect(await screen.findByText(/Your session has expired/)).toBeDefined();
  });

  it("logs out when the server says the session has expired", async () => {
    const app = renderApp("/changePin", {
      session: MEMBER,
      api: { "POST /api/auth/changepin": apiError(401, "session-expired") },
    });
    const main = within(screen.getByRole("main"));
    await main.findByRole("heading", { level: 1, name: "Change PIN" });
    for (const [label, value] of [
      ["Current PIN", "Portal#2026"],
      ["New PIN", "Harbour#2027"],
      ["Re-enter new PIN", "Harbour#2027"],
    ]) {
      fireEvent.input(main.getByLabelText(new RegExp(`^${label}`), { selector: "input" }), {
        target: { value },
      });
    }
    fireEvent.click(main.getByRole("button", { name: "Change PIN" }));
    await waitFor(() => expect(app.pathname()).toBe("/aiib/employeelogin"));
    expect(await screen.findAllByText(/Your session has expired/)).toHaveLength(1);
  });

  it("on entering a member page, a gone session logs out with the session-expired toast", async () => {
    const app = renderApp("/changePin", { session: MEMBER, loginInfo: null });
    await waitFor(() => expect(app.pathname()).toBe("/aiib/employeelogin"));
    expect(await screen.findByText(/Your session has expired/)).toBeDefined();
  });

  it("on the staff portal, a gone staff session returns to the staff landing page with the staff's own toast", async () => {
    const app = renderApp("/changePin", {
      calendar: { ...calendarAnswer(), superLogon: true },
      session: { authenticated: true, scheme: "S800", superLogon: true },
      loginInfo: null,
    });
    await waitFor(() => expect(app.pathname()).toBe("/"));
    expect(
      await screen.findByText(/Your staff session has expired for your security. Please sign in again./),
    ).toBeDefined();
    expect(screen.queryByText(/with your ID and PIN/)).toBeNull();
  });

  it("lets a signed-in member in from a new tab: the server's answer decides", async () => {
    const app = renderApp("/changePin", { loginInfo: memberLoginInfo({ scheme: "SMP" }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Change PIN" })).toBeDefined();
    expect(app.pathname()).toBe("/changePin");
    // The stored hint follows the server's answer (an effect of the gate's render).
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ authenticated: true, scheme: "SMP" }));
  });

  it("records no visitor's pages: the server keeps visits under a session only", async () => {
    const app = renderApp("/employeelogin");
    await screen.findByRole("heading", { level: 1, name: "MPF Series 800 and retirement scheme login" });
    fireEvent.click(screen.getByRole("link", { name: "Forgot your PIN?" }));
    await screen.findByRole("heading", { level: 1, name: "Forgot PIN" });
    expect(app.callsTo("POST", "/api/record")).toHaveLength(0);
  });

  it("records each page a signed-in member arrives on in the access log", async () => {
    const app = renderApp("/changePin", { loginInfo: memberLoginInfo({ scheme: "SMP" }) });
    await screen.findByRole("heading", { level: 1, name: "Change PIN" });
    await waitFor(() => expect(app.callsTo("POST", "/api/record")).toHaveLength(1));
    expect(app.callsTo("POST", "/api/record").map((call) => call.body)).toEqual([
      expect.objectContaining({ pageName: "Change PIN", pageLink: "/changePin" }),
    ]);
  });
});
