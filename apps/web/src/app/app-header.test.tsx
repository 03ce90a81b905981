import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_QUERY_KEY } from "../lib/api/session.ts";
import { sessionStore } from "../lib/session-store.ts";
import { memberLoginInfo, renderApp } from "../test/render-app.tsx";
import { LANGUAGE_STORAGE_KEY } from "./i18n.ts";

describe("header", () => {
  it("carries the brand and switches language both ways, keeping the choice", async () => {
    renderApp("/");
    const banner = screen.getByRole("banner");
    expect(banner.textContent).toContain("Harbour Retirement");
    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    expect(await screen.findByRole("link", { name: "港灣退休" })).toBeDefined();
    expect(document.documentElement.lang).toBe("zh-HK");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("zh-HK");
    fireEvent.click(screen.getByRole("button", { name: "English" }));
    expect(await screen.findByRole("link", { name: "Harbour Retirement" })).toBeDefined();
    expect(document.documentElement.lang).toBe("en");
  });
});

describe("the schemes' language rule", () => {
  const FACTORS = [{ channel: "SMS", masked: "****4567" }];

  it("switches an employer-scheme member (P4) who chose 繁體中文 before login to English at login, without the toggle", async () => {
    const app = renderApp("/employeelogin", {
      api: {
        "POST /api/auth/authenticateMFA": {
          body: { userName: "7000001", scheme: "SMP", isFirstTimeLogin: false, factors: FACTORS },
        },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "繁體中文" }));
    const main = within(screen.getByRole("main"));
    fireEvent.input(await main.findByLabelText("身份證明文件號碼", { exact: false, selector: "input" }), {
      target: { value: "C111111(4)" },
    });
    fireEvent.input(main.getByLabelText("私人密碼", { exact: false, selector: "input" }), {
      target: { value: "Portal#2026" },
    });
    fireEvent.click(main.getByRole("button", { name: "登入" }));
    await waitFor(() => expect(app.pathname()).toBe("/selectChannel"));
    expect(await screen.findByRole("heading", { level: 1, name: /Choose where to receive/ })).toBeDefined();
    expect(document.documentElement.lang).toBe("en");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(screen.queryByRole("button", { name: "繁體中文" })).toBeNull();
    expect(screen.queryByRole("button", { name: "English" })).toBeNull();
  });

  it("keeps the toggle and the chosen language for the other schemes' members", async () => {
    const app = renderApp("/employeelogin", {
      api: {
        "POST /api/auth/authenticateMFA": {
          body: { userName: "3000001", scheme: "S800", isFirstTimeLogin: false, factors: FACTORS },
        },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "繁體中文" }));
    const main = within(screen.getByRole("main"));
    fireEvent.input(await main.findByLabelText("身份證明文件號碼", { exact: false, selector: "input" }), {
      target: { value: "A123456(3)" },
    });
    fireEvent.input(main.getByLabelText("私人密碼", { exact: false, selector: "input" }), {
      target: { value: "Portal#2026" },
    });
    fireEvent.click(main.getByRole("button", { name: "登入" }));
    await waitFor(() => expect(app.pathname()).toBe("/selectChannel"));
    expect(document.documentElement.lang).toBe("zh-HK");
    expect(screen.getByRole("button", { name: "English" })).toBeDefined();
  });
});

describe("member navigation and the first steps", () => {
  const SIGNED_IN = { authenticated: true, scheme: "S800" as const };

  // The menu is lazy: loaded beforehand, a menu that should not be there could not hide behind its loading.
  beforeAll(async () => {
    await import("./top-navigation.tsx");
  });

  /** No member menu, and none coming: given the time it would take to appear. */
  async function expectNoMemberMenu() {
    await expect(
      screen.findByRole("navigation", { name: "Main navigation" }, { timeout: 300 }),
    ).rejects.toThrow();
  }

  /** The header's links: only the brand's, to the landing page, while a first step is pending. */
  function bannerLinks(): (string | null)[] {
    return within(screen.getByRole("banner"))
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
  }

  it("offers no member menu on the terms page, only Log out; the menu comes once they are accepted", async () => {
    // As the server does, the session says the terms are accepted once they are: the member page
    // after them asks it afresh.
    let termsAccepted = false;
    const app = renderApp("/termsandconditions", {
      session: SIGNED_IN,
      api: {
        "GET /api/auth/session": () => ({ body: memberLoginInfo({ termsAccepted }) }),
        "POST /api/auth/acceptTerms": () => {
          termsAccepted = true;
          return { status: 204 };
        },
      },
    });
    const box = await screen.findByRole("region", { name: "Terms and conditions text" });
    // The server's answer (terms not accepted) is what the header goes by.
    await waitFor(() => expect(app.queryClient.getQueryData(SESSION_QUERY_KEY)).toBeTruthy());
    const banner = within(screen.getByRole("banner"));
    expect(await banner.findByRole("button", { name: "Log out" })).toBeDefined();
    await expectNoMemberMenu();
    expect(bannerLinks()).toEqual(["/"]);

    Object.defineProperty(box, "scrollHeight", { configurable: true, value: 1200 });
    Object.defineProperty(box, "clientHeight", { configurable: true, value: 300 });
    box.scrollTop = 900;
    fireEvent.scroll(box);
    fireEvent.click(screen.getByRole("button", { name: "Agree" }));
    await waitFor(() => expect(app.pathname()).toBe("/account"), { timeout: 10_000 });
    // The menu is loaded on demand: on a busy machine it takes a while.
    const nav = await screen.findByRole("navigation", { name: "Main navigation" }, { timeout: 10_000 });
    expect(within(nav).getByRole("link", { name: "Account details" }).getAttribute("href")).toBe(
      "/portfolio",
    );
    // Log out is now the menu's.
    expect(banner.getAllByRole("button", { name: "Log out" })).toEqual([
      within(nav).getByRole("button", { name: "Log out" }),
    ]);
    expect(banner.getByRole("link", { name: "Harbour Retirement" }).getAttribute("href")).toBe("/account");
  });

  it("offers no member menu while a new PIN is required (first login or a reset PIN)", async () => {
    const app = renderApp("/account", {
      session: SIGNED_IN,
      loginInfo: memberLoginInfo({ isFirstTimeLogin: true, termsAccepted: false }),
    });
    await waitFor(() => expect(app.pathname()).toBe("/setnewpin"));
    expect(await screen.findByRole("heading", { level: 1, name: "Set a new PIN" })).toBeDefined();
    const banner = within(screen.getByRole("banner"));
    const logOut = await banner.findByRole("button", { name: "Log out" });
    await expectNoMemberMenu();
    expect(bannerLinks()).toEqual(["/"]);

    // Logging out still ends the session on the server.
    fireEvent.click(logOut);
    await waitFor(() => expect(app.pathname()).toBe("/employeelogin"));
    expect(app.callsTo("POST", "/api/auth/logout")).toHaveLength(1);
    await waitFor(() => expect(sessionStore.get().authenticated).toBe(false));
  });

  it("shows the menu to a member who has taken the first steps", async () => {
    renderApp("/documents", { session: SIGNED_IN, loginInfo: memberLoginInfo() });
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("button", { name: "Log out" })).toBeDefined();
    expect(within(screen.getByRole("banner")).getAllByRole("button", { name: "Log out" })).toHaveLength(1);
  });
});
