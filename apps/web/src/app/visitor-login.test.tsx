import { render, screen, waitFor } from "@testing-library/react";
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

// The visitor's frame reads the calendar once per page load: one load per test file.
describe("a login page as the first page, on the staff portal", () => {
  it("is guarded as in the route table without the shell: the staff portal has no member login, so it sends to /", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ ...calendarAnswer(), superLogon: true })),
    );
    window.history.replaceState(null, "", "/employeelogin");
    await i18n.changeLanguage("en");
    await prepareFirstRender(new URL(window.location.href));
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe("/"));
    expect(screen.queryByRole("heading", { name: "MPF Series 800 and retirement scheme login" })).toBeNull();
    expect(shell.loaded).toBe(false);
  });
});
