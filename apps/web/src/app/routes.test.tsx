import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { isValidElement } from "react";
import { describe, expect, it } from "vitest";
import { documentListAnswer } from "../features/documents/documents-fixtures.ts";
import { sessionStore } from "../lib/session-store.ts";
import { apiError, calendarAnswer, memberLoginInfo, renderApp } from "../test/render-app.tsx";
import { P1_ACCOUNT } from "../test/render-page.tsx";
import { PAGE_ROUTES } from "./page-routes.ts";
import { PAGES } from "./routes.tsx";

const SPEC_PATHS = [
  "/forgotpin",
  "/verificationNeeded",
  "/setnewpin",
  "/authenticateOTP_forgotPin",
  "/employeelogin",
  "/aiib/employeelogin",
  "/aiib/employeelogintemp",
  "/selectChannel_forgotPin",
  "/cobrand/employeelogin",
  "/authenticateOTP",
  "/superLogon/login",
  "/superLogon/signIn",
  ...["account", "managerFund", "fundInfo", "documents", "profile", "verify", "changePin", "fundSwitch"],
  ...["termsandconditions", "reports", "generatereports", "changes", "dashboard", "feesAndCharges"],
  ...["transactionContributionHistory", "fatca", "accountBalanceByFund", "contribution", "portfolio"],
  ...["selectChannel", "verifyInfo", "fundFactSheet"],
  // Beyond the spec (issue 18).
  "fundCompare",
  "projection",
].map((path) => (path.startsWith("/") ? path : `/${path}`));

const STAFF_PORTAL = { ...calendarAnswer(), superLogon: true };

describe("routes", () => {
  it("has every route of the spec's table, and only those", () => {
    expect(PAGE_ROUTES.map(({ path }) => path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it("sends unknown paths to the landing page", async () => {
    const { pathname } = renderApp("/no/such/page");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to the member portal" }),
    ).toBeDefined();
    expect(pathname()).toBe("/");
  });

  it("has a built page for every route, and no page without a route", () => {
    for (const { path, page } of PAGE_ROUTES) expect(isValidElement(PAGES[page]), path).toBe(true);
    expect(Object.keys(PAGES).sort()).toEqual([...new Set(PAGE_ROUTES.map(({ page }) => page))].sort());
  });

  it("shows a member page inside the layout", async () => {
    renderApp("/documents", {
      session: { authenticated: true, scheme: "S800", account: P1_ACCOUNT },
      api: { "GET /api/documents": { body: documentListAnswer() } },
    });
    const main = screen.getByRole("main");
    expect(await within(main).findByRole("heading", { level: 1, name: "Documents" })).toBeDefined();
    expect(await within(main).findByRole("region", { name: "Benefit statements" })).toBeDefined();
    expect(screen.getByRole("banner")).toBeDefined();
    expect(screen.getByRole("contentinfo")).toBeDefined();
  });

  it("sends a visitor on a member page to their scheme's login page", async () => {
    const { pathname } = renderApp("/dashboard", { session: { scheme: "HKAIIB" } });
    expect(await screen.findByRole("heading", { level: 1, name: "AIIB scheme member login" })).toBeDefined();
    expect(pathname()).toBe("/aiib/employeelogin");
  });

  it("closes the co-brand login page after the cut-over", async () => {
    const { pathname } = renderApp("/cobrand/employeelogin", {
      calendar: calendarAnswer("2025-06-01T02:00:00.000Z", { landingCutOver: "2025-05-07T01:00:00Z" }),
    });
    await waitFor(() => expect(pathname()).toBe("/"));
  });

  it("keeps the staff pages for super-logon mode", async () => {
    const { pathname } = renderApp("/superLogon/signIn");
    await waitFor(() => expect(pathname()).toBe("/"));
  });

  it("waits for the server's setting: a direct return to /superLogon/signIn with a code stays there", async () => {
    sessionStorage.setItem(
      "harbour-portal.superLogon",
      JSON.stringify({ state: "s".repeat(43), nonce: "n".repeat(43), verifier: "v".repeat(43) }),
    );
    const app = renderApp(`/superLogon/signIn#code=x&state=${"s".repeat(43)}`, {
      calendar: STAFF_PORTAL,
      api: { "POST /api/auth/superLogon/token": apiError(403, "not-authorised") },
    });
    // The guard shows the spinner until the calendar answers, then lets the page exchange the code.
    expect(screen.getByRole("status", { name: "" })).toBeDefined();
    await waitFor(() => expect(app.callsTo("POST", "/api/auth/superLogon/token")).toHaveLength(1));
    expect(app.callsTo("POST", "/api/auth/superLogon/token")[0]?.body).toMatchObject({
      authorization_code: "x",
    });
    expect(app.pathname()).toBe("/superLogon/signIn");
  });

  it("on the staff portal closes the member login pages", async () => {
    for (const path of [
      "/employeelogin",
      "/aiib/employeelogin",
      "/cobrand/employeelogin",
      "/selectChannel_forgotPin",
    ]) {
      const app = renderApp(path, { calendar: STAFF_PORTAL });
      expect(await screen.findByRole("heading", { level: 1, name: "Staff Super Logon" })).toBeDefined();
      expect(app.pathname()).toBe("/");
      cleanup();
    }
  });

  it("on the staff portal sends a member page without a session to the staff landing page", async () => {
    const app = renderApp("/dashboard", { calendar: STAFF_PORTAL, session: { scheme: "HKAIIB" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Staff Super Logon" })).toBeDefined();
    expect(app.pathname()).toBe("/");
  });

  it("lets a staff user with a member chosen into the member pages", async () => {
    const app = renderApp("/documents", {
      calendar: STAFF_PORTAL,
      session: { authenticated: true, scheme: "S800", superLogon: true, account: P1_ACCOUNT },
      loginInfo: memberLoginInfo({ staff: true }),
      api: { "GET /api/documents": { body: documentListAnswer() } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Documents" })).toBeDefined();
    expect(app.pathname()).toBe("/documents");
  });

  it("logs a staff user out to the staff landing page with the logged-out toast", async () => {
    const app = renderApp("/account", {
      calendar: STAFF_PORTAL,
      session: { authenticated: true, scheme: "HKAIIB", superLogon: true },
      loginInfo: memberLoginInfo({ staff: true, scheme: "HKAIIB" }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(app.pathname()).toBe("/"));
    expect(app.callsTo("POST", "/api/auth/logout")).toHaveLength(1);
    expect(await screen.findByText(/You have logged out/)).toBeDefined();
    expect(await screen.findByRole("heading", { level: 1, name: "Staff Super Logon" })).toBeDefined();
    await waitFor(() => expect(sessionStore.get().authenticated).toBe(false));
  });

  it("lets a member in and shows the member navigation", async () => {
    renderApp("/profile", { session: { authenticated: true, scheme: "S800", account: P1_ACCOUNT } });
    expect(await screen.findByRole("heading", { level: 1, name: "Personal information" })).toBeDefined();
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Personal information" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Fees and charges" })).toBeDefined();
    expect(
      within(nav)
        .getByRole("link", { name: /^Quarterly economic outlook/ })
        .getAttribute("target"),
    ).toBe("_blank");
  });

  it("logs out to the scheme's login page with a toast", async () => {
    const { pathname } = renderApp("/account", { session: { authenticated: true, scheme: "COBRAND" } });
    fireEvent.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(pathname()).toBe("/cobrand/employeelogin"));
    // The visit is forgotten once the login page is there (an effect of its arrival).
    await waitFor(() => expect(sessionStore.get().authenticated).toBe(false));
    expect(await screen.findByText(/You have logged out/)).toBeDefined();
  });

  it("offers no language toggle and no fees page link for the employer-sponsored scheme", async () => {
    renderApp("/account", { session: { authenticated: true, scheme: "SMP" } });
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(nav).queryByRole("link", { name: "Fees and charges" })).toBeNull();
    expect(screen.queryByRole("button", { name: "繁體中文" })).toBeNull();
  });
});
