import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../lib/session-store.ts";
import { calendarAnswer, renderApp } from "../test/render-app.tsx";
import { P1_ACCOUNT } from "../test/render-page.tsx";
import { PAGE_ROUTES } from "./routes.tsx";

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
].map((path) => (path.startsWith("/") ? path : `/${path}`));

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

  it("shows a placeholder, inside the layout, for a page not built yet", async () => {
    renderApp("/documents", { session: { authenticated: true, scheme: "S800" } });
    const main = screen.getByRole("main");
    expect(await within(main).findByRole("heading", { level: 1, name: "Documents" })).toBeDefined();
    expect(within(main).getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
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
    expect(sessionStore.get().authenticated).toBe(false);
    expect(await screen.findByText(/You have logged out/)).toBeDefined();
  });

  it("offers no language toggle and no fees page link for the employer-sponsored scheme", async () => {
    renderApp("/account", { session: { authenticated: true, scheme: "SMP" } });
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(nav).queryByRole("link", { name: "Fees and charges" })).toBeNull();
    expect(screen.queryByRole("button", { name: "繁體中文" })).toBeNull();
  });
});
