import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session-store.ts";
import { calendarAnswer, renderApp } from "../../test/render-app.tsx";

const AFTER_CUT_OVER = calendarAnswer("2025-06-01T02:00:00.000Z", {
  landingCutOver: "2025-05-07T01:00:00.000Z",
});

async function loginTypeCards() {
  const list = await screen.findByRole("list", { name: "Choose your login type" });
  return within(list).getAllByRole("listitem");
}

describe("landing page", () => {
  it("shows four login-type cards before the cut-over", async () => {
    renderApp("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to the member portal" }),
    ).toBeDefined();
    const cards = await loginTypeCards();
    expect(cards).toHaveLength(4);
    const links = cards.map((card) => within(card).getByRole("link"));
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/employeelogin",
      "/cobrand/employeelogin",
      "https://www.harbour-retirement.example/en/employer",
      "https://www.harbour-retirement.example/en/orso",
    ]);
    for (const external of links.slice(2)) {
      expect(external.getAttribute("target")).toBe("_blank");
      expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(screen.getByRole("link", { name: /^MPF Series 800 or the retirement scheme/ })).toBeDefined();
    expect(screen.getByRole("link", { name: /^Smart\/Simple Plan/ })).toBeDefined();
    expect(screen.getByRole("link", { name: /^Employers\/Agents.*opens in a new tab/ })).toBeDefined();
    expect(screen.getByRole("link", { name: /^Other ORSO/ })).toBeDefined();
    expect(screen.queryByRole("region", { name: "Important notes" })).toBeNull();
    // Named by all their visible text, the title first (label in name, WCAG 2.5.3).
    expect(
      screen.getByRole("link", {
        name: "MPF Series 800 or the retirement scheme For members of the Harbour MPF Scheme Series 800 and its ORSO retirement scheme. Log in",
      }),
    ).toBeDefined();
    expect(
      screen.getByRole("link", {
        name: "Employers/Agents Employers, agents and brokers: manage your schemes on our business site. Go to the business site (opens in a new tab)",
      }),
    ).toBeDefined();
  });

  it("after the cut-over shows the important notes and three cards with the new labels", async () => {
    renderApp("/", { calendar: AFTER_CUT_OVER });
    const cards = await loginTypeCards();
    expect(cards).toHaveLength(3);
    expect(screen.queryByRole("link", { name: /Smart\/Simple Plan/ })).toBeNull();
    expect(
      screen.getByRole("link", { name: /^View my MPF Series 800 or retirement scheme records/ }),
    ).toBeDefined();
    const notes = screen.getByRole("region", { name: "Important notes" });
    const lines = within(notes).getAllByRole("listitem");
    expect(lines).toHaveLength(3);
    expect(lines[0]?.textContent).toBe("Our MPF schemes moved to the eMPF Platform on 7 May 2025.");
    expect(lines[2]?.textContent).toContain("2888 8800");
  });

  it("remembers the employee login type and goes to /employeelogin", async () => {
    renderApp("/");
    fireEvent.click(await screen.findByRole("link", { name: /^MPF Series 800/ }));
    expect(sessionStore.get().loginType).toBe("employee");
    expect(
      await screen.findByRole("heading", { level: 1, name: "MPF Series 800 and retirement scheme login" }),
    ).toBeDefined();
  });

  it("clears the login type and the authenticated flag when shown", async () => {
    renderApp("/", { session: { loginType: "cobrand", authenticated: true, scheme: "S800" } });
    await loginTypeCards();
    expect(sessionStore.get()).toMatchObject({ loginType: null, authenticated: false, scheme: "S800" });
  });

  it("still offers every card, without an error, when the calendar call fails", async () => {
    renderApp("/", { calendar: "fail" });
    expect(await loginTypeCards()).toHaveLength(4);
    expect(screen.queryByRole("alert")).toBeNull();
    const year = new Date().getFullYear();
    expect(screen.getByText(new RegExp(`© ${year}`))).toBeDefined();
  });

  it("picks Chinese with ?lang=zh", async () => {
    renderApp("/?lang=zh");
    expect(await screen.findByRole("heading", { level: 1, name: "歡迎使用成員網上服務" })).toBeDefined();
    expect(await screen.findByRole("list", { name: "請選擇登入類別" })).toBeDefined();
    expect(document.documentElement.lang).toBe("zh-HK");
    expect(screen.getByRole("link", { name: /^僱主／代理人/ }).getAttribute("href")).toBe(
      "https://www.harbour-retirement.example/tc/employer",
    );
  });

  it("picks English for any other lang value", async () => {
    renderApp("/?lang=fr");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to the member portal" }),
    ).toBeDefined();
    expect(document.documentElement.lang).toBe("en");
  });

  it("in super-logon mode (the server's setting) shows the staff title and a login button", async () => {
    renderApp("/", { calendar: { ...calendarAnswer(), superLogon: true } });
    expect(await screen.findByRole("heading", { level: 1, name: "Staff Super Logon" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/superLogon/login");
    expect(screen.queryByRole("heading", { name: "Welcome to the member portal" })).toBeNull();
  });

  it("does not take a stale stored super-logon flag for the staff portal", async () => {
    renderApp("/", { session: { superLogon: true } });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to the member portal" }),
    ).toBeDefined();
    expect(screen.queryByRole("heading", { name: "Staff Super Logon" })).toBeNull();
  });
});
