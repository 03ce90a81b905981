import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../app/i18n.ts";
import { Providers } from "../../app/providers.tsx";
import { HOLDINGS } from "../../test/account-fixtures.ts";
import { FundsCard } from "./funds-card.tsx";

async function renderFunds(language: "en" | "zh-HK" = "en") {
  await act(() => i18n.changeLanguage(language));
  await act(() => i18n.loadNamespaces("dashboard"));
  render(
    <Providers env="test">
      <FundsCard holdings={HOLDINGS} scheme="S800" currency="HKD" asAtDate="2026-02-27" />
    </Providers>,
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage("en"));
});

describe("dashboard funds table", () => {
  it("keeps every column inside a named scroll box, with the caption above it", async () => {
    // jsdom lays nothing out: a 320 px phone leaves the card 246 px for a table of about 300.
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(246);
    await renderFunds();
    const caption = "The funds held in this account, valued as at 27 Feb 2026.";
    const region = await screen.findByRole("region", { name: caption });
    const table = within(region).getByRole("table", { name: caption });
    expect(region.contains(screen.getByText(caption))).toBe(false);
    expect(table.querySelector("caption")).toBeNull();
    // The value column is in the scroll box (reachable by scrolling), not cut off by the card.
    expect(within(table).getByRole("columnheader", { name: /Current value/ })).toBeDefined();
    expect(within(table).getByRole("cell", { name: "HK$69,993.80" })).toBeDefined();
    // Scrollable, so the keyboard can reach and scroll it.
    expect(region.getAttribute("tabindex")).toBe("0");
  });

  it("names the table by its caption in Chinese too", async () => {
    await renderFunds("zh-HK");
    const table = await screen.findByRole("table", { name: /2026年2月27日/ });
    expect(within(table).getAllByRole("row")).toHaveLength(HOLDINGS.length + 1);
  });
});
