import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app.tsx";
import { P1_ACCOUNT } from "../test/render-page.tsx";

const MEMBER = { session: { authenticated: true, scheme: "S800" as const, account: P1_ACCOUNT } };

describe("arriving at a page", () => {
  it("gives each page its own title in the page's language", async () => {
    renderApp("/changePin", MEMBER);
    await screen.findByRole("heading", { level: 1, name: "Change PIN" });
    expect(document.title).toBe("Change PIN | Harbour Retirement");
    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    await waitFor(() => expect(document.title).toBe("更改私人密碼 | 港灣退休"));
  });

  it("names the landing page by the portal", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    expect(document.title).toBe("Harbour Retirement | Member portal");
  });

  it("leaves focus alone on the first load, then focuses the new page's heading and announces it", async () => {
    renderApp("/changePin", MEMBER);
    await screen.findByRole("heading", { level: 1, name: "Change PIN" });
    expect(document.activeElement).toBe(document.body);
    const nav = within(await screen.findByRole("navigation", { name: "Main navigation" }));
    const link = await nav.findByRole("link", { name: "Personal information" });
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole("heading", { level: 1, name: "Personal information" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute("tabindex")).toBe("-1");
    expect(document.title).toBe("Personal information | Harbour Retirement");
    expect(screen.getByText("Personal information | Harbour Retirement")).toBeDefined();
    // A language switch after it re-words the announcement, as it does the title.
    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    await waitFor(() => expect(document.title).toBe("個人資料 | 港灣退休"));
    expect(screen.getByText("個人資料 | 港灣退休")).toBeDefined();
    expect(screen.queryByText("Personal information | Harbour Retirement")).toBeNull();
  });
});
