import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app.tsx";
import { P1_ACCOUNT } from "../test/render-page.tsx";

const MEMBER = { session: { authenticated: true, scheme: "S800" as const, account: P1_ACCOUNT } };
const GROUPS = ["My account", "Investments", "Documents and reports", "Settings"];

async function navigation() {
  return within(await screen.findByRole("navigation", { name: "Main navigation" }));
}

describe("the member navigation on a wide screen", () => {
  const narrow = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: query === "(min-width: 62em)" });
  });
  afterEach(() => {
    window.matchMedia = narrow;
  });

  it("is one row of four group menus and Log out, none open, the current page's group marked", async () => {
    renderApp("/changePin", MEMBER);
    const nav = await navigation();
    const buttons = await nav.findAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([...GROUPS, "Log out"]);
    expect(nav.queryAllByRole("link")).toEqual([]);
    expect(nav.getByRole("button", { name: "Settings" }).getAttribute("data-active")).toBe("true");
    expect(nav.getByRole("button", { name: "Investments" }).getAttribute("data-active")).toBeNull();
  });

  it("opens one group at a time; Escape closes it and returns focus to its button", async () => {
    renderApp("/changePin", MEMBER);
    const nav = await navigation();
    const investments = await nav.findByRole("button", { name: "Investments" });
    fireEvent.click(investments);
    expect(investments.getAttribute("aria-expanded")).toBe("true");
    expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Fund switching",
      "Switching instructions",
      "Fund prices and performance",
      "Compare funds",
      "Fund manager information",
      "Quarterly economic outlook (opens in a new tab)",
    ]);
    fireEvent.click(nav.getByRole("button", { name: "Settings" }));
    expect(investments.getAttribute("aria-expanded")).toBe("false");
    expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Personal information",
      "Verify your contact details",
      "Change PIN",
    ]);
    expect(nav.getByRole("link", { name: "Change PIN" }).getAttribute("aria-current")).toBe("page");
    fireEvent.keyDown(nav.getByRole("link", { name: "Change PIN" }), { key: "Escape" });
    expect(nav.queryAllByRole("link")).toEqual([]);
    expect(document.activeElement).toBe(nav.getByRole("button", { name: "Settings" }));
  });

  it("closes on a click elsewhere and on arriving at the chosen page", async () => {
    const app = renderApp("/changePin", MEMBER);
    const nav = await navigation();
    fireEvent.click(await nav.findByRole("button", { name: "My account" }));
    fireEvent.mouseDown(document.body);
    fireEvent.touchStart(document.body);
    await waitFor(() => expect(nav.queryAllByRole("link")).toEqual([]));
    fireEvent.click(nav.getByRole("button", { name: "Documents and reports" }));
    fireEvent.click(nav.getByRole("link", { name: "Reports" }));
    await waitFor(() => expect(app.pathname()).toBe("/reports"));
    await waitFor(() => expect(nav.queryAllByRole("link")).toEqual([]));
  });
});

describe("the member navigation on a phone", () => {
  it("is one menu button showing every group under its name", async () => {
    renderApp("/changePin", MEMBER);
    const nav = await navigation();
    const menu = await nav.findByRole("button", { name: "Menu" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    expect(nav.getAllByRole("region")).toHaveLength(4);
    for (const name of GROUPS) expect(nav.getByRole("region", { name })).toBeDefined();
    const myAccount = within(nav.getByRole("region", { name: "My account" })).getAllByRole("link");
    expect(myAccount).toHaveLength(8);
    expect(myAccount.at(-1)?.textContent).toBe("Where my savings are heading");
    expect(nav.getByRole("button", { name: "Log out" })).toBeDefined();
  });

  it("closes on Escape, from its button or a link in it, the focus back on its button", async () => {
    renderApp("/changePin", MEMBER);
    const nav = await navigation();
    const menu = await nav.findByRole("button", { name: "Menu" });
    fireEvent.click(menu);
    fireEvent.keyDown(menu, { key: "Escape" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(menu);
    fireEvent.keyDown(nav.getByRole("link", { name: "Change PIN" }), { key: "Escape" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menu);
  });
});
