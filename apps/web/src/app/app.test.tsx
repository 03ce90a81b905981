import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calendarAnswer } from "../test/answers.ts";
import { App, prepareFirstRender } from "./app.tsx";
import { i18n } from "./i18n.ts";

// Whether the shell (the query cache, the member frame, the route table) has been loaded.
const shell = vi.hoisted(() => ({ loaded: false }));
vi.mock("./app-shell.tsx", async (importOriginal) => {
  shell.loaded = true;
  return importOriginal();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a visitor's first page", () => {
  it("is the landing page or a login page, drawn without the shell; leaving them loads the shell and arrives at the next page, and the way back to / works", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const { pathname } = new URL(String(input), "http://localhost");
        asked.push(pathname);
        if (pathname === "/api/config/calendar") return Response.json(calendarAnswer());
        return Response.json({ code: "not-found", message: "" }, { status: 404 });
      }),
    );
    window.history.replaceState(null, "", "/");
    await i18n.changeLanguage("en");
    await prepareFirstRender(new URL(window.location.href));
    render(<App />);

    const landing = { level: 1, name: "Welcome to the member portal" } as const;
    expect(await screen.findByRole("heading", landing)).toBeDefined();
    expect(screen.getByRole("contentinfo")).toBeDefined();
    expect(shell.loaded).toBe(false);
    // The page carries no calendar here (a test's document), so the frame asked for it, once.
    expect(asked).toEqual(["/api/config/calendar"]);

    // The login page, still in the visitor's frame: an arrival, its heading takes the focus.
    fireEvent.click(screen.getByRole("link", { name: /^MPF Series 800 or the retirement scheme/ }));
    const login = await screen.findByRole("heading", {
      level: 1,
      name: "MPF Series 800 and retirement scheme login",
    });
    await waitFor(() => expect(document.activeElement).toBe(login));
    expect(window.location.pathname).toBe("/employeelogin");
    expect(shell.loaded).toBe(false);

    // Any other page loads the shell; an arrival, though the shell's frame draws its first page.
    fireEvent.click(screen.getByRole("link", { name: "Forgot your PIN?" }));
    const forgot = await screen.findByRole("heading", { level: 1, name: "Forgot PIN" });
    expect(shell.loaded).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(forgot));
    expect(window.location.pathname).toBe("/forgotpin");

    fireEvent.click(within(screen.getByRole("banner")).getByRole("link", { name: "Harbour Retirement" }));
    expect(await screen.findByRole("heading", landing)).toBeDefined();
    expect(window.location.pathname).toBe("/");
  });
});
