import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calendarAnswer } from "../test/answers.ts";
import { App, prepareFirstRender } from "./app.tsx";
import { i18n } from "./i18n.ts";

// The shell's file cannot be fetched: the network went as the visitor left the visitor's pages.
vi.mock("./app-shell.tsx", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/app-shell.js");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("leaving the visitor's pages when the shell cannot load", () => {
  it("shows the could-not-load panel in the visitor's frame, and the landing page again on the way back", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(calendarAnswer())),
    );
    window.history.replaceState(null, "", "/");
    await i18n.changeLanguage("en");
    await prepareFirstRender(new URL(window.location.href));
    render(<App />);
    const landing = { level: 1, name: "Welcome to the member portal" } as const;
    await screen.findByRole("heading", landing);

    // The login page is drawn in the visitor's frame too; the page after it needs the shell.
    fireEvent.click(screen.getByRole("link", { name: /^MPF Series 800 or the retirement scheme/ }));
    fireEvent.click(await screen.findByRole("link", { name: "Forgot your PIN?" }));
    const main = within(await screen.findByRole("main"));
    // The panel's words depend on the error (vitest wraps the mock's): its way out is there.
    const panel = within(await main.findByRole("alert"));
    expect(panel.getByRole("button")).toBeDefined();
    // In the frame: the header with its way back, and the footer.
    expect(screen.getByRole("contentinfo")).toBeDefined();
    fireEvent.click(within(screen.getByRole("banner")).getByRole("link", { name: "Harbour Retirement" }));
    expect(await screen.findByRole("heading", landing)).toBeDefined();
  });
});
