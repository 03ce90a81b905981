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
  it("is the landing page, drawn without the shell; leaving it loads the shell and arrives at the next page, and the way back to / works", async () => {
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

    fireEvent.click(screen.getByRole("link", { name: /^MPF Series 800 or the retirement scheme/ }));
    const login = await screen.findByRole("heading", {
      level: 1,
      name: "MPF Series 800 and retirement scheme login",
    });
    expect(shell.loaded).toBe(true);
    // An arrival, though the shell's frame draws its first page: the heading takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(login));
    expect(window.location.pathname).toBe("/employeelogin");

    fireEvent.click(within(screen.getByRole("banner")).getByRole("link", { name: "Harbour Retirement" }));
    expect(await screen.findByRole("heading", landing)).toBeDefined();
    expect(window.location.pathname).toBe("/");
  });
});
