import { Table } from "@mantine/core";
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../app/i18n.ts";
import { Providers } from "../app/providers.tsx";
import { ScrollTable } from "./scroll-table.tsx";

/** jsdom lays nothing out: make every element `inside` px wide inside and `outside` px wide outside. */
function layOut(inside: number, outside: number) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(inside);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(outside);
}

function renderTable(props: { label?: string; hint?: string } = {}) {
  void i18n.changeLanguage("en");
  render(
    <Providers env="test">
      <ScrollTable minWidth={760} caption="Contribution records" {...props}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Period start</Table.Th>
              <Table.Th scope="col">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">1 Oct 2026</Table.Th>
              <Table.Td>HK$5,250.00</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Providers>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ScrollTable", () => {
  it("keeps the caption outside the scroll area, naming both the table and the region", () => {
    renderTable();
    const region = screen.getByRole("region", { name: "Contribution records" });
    const table = within(region).getByRole("table", { name: "Contribution records" });
    expect(within(table).getByRole("columnheader", { name: "Total" })).toBeDefined();
    // The caption is not inside the box that scrolls sideways, so it can neither scroll away nor be clipped.
    const caption = screen.getByText("Contribution records");
    expect(region.contains(caption)).toBe(false);
    expect(caption.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(table.querySelector("caption")).toBeNull();
  });

  it("on a narrow screen says the table scrolls sideways, above it, and lets the keyboard scroll it", async () => {
    layOut(760, 288);
    renderTable({ hint: "Scroll sideways to see all columns." });
    const region = screen.getByRole("region", { name: "Contribution records" });
    // Measured before the next frame is drawn.
    const hint = await screen.findByText("Scroll sideways to see all columns.");
    expect(region.contains(hint)).toBe(false);
    expect(region.getAttribute("aria-describedby")).toBe(hint.id);
    expect(region.getAttribute("tabindex")).toBe("0");
    // The edge with more columns beyond it is marked (a shadow), the start edge not yet.
    const frame = region.parentElement;
    expect(frame?.hasAttribute("data-more-end")).toBe(true);
    expect(frame?.hasAttribute("data-more-start")).toBe(false);
  });

  it("marks the start edge once scrolled to the end", () => {
    layOut(760, 288);
    renderTable({ hint: "Scroll sideways to see all columns." });
    const region = screen.getByRole("region", { name: "Contribution records" });
    act(() => {
      region.scrollLeft = 472;
      region.dispatchEvent(new Event("scroll"));
    });
    expect(region.parentElement?.hasAttribute("data-more-start")).toBe(true);
    expect(region.parentElement?.hasAttribute("data-more-end")).toBe(false);
  });

  it("shows no hint and no tab stop when the table fits", () => {
    layOut(900, 900);
    renderTable({ hint: "Scroll sideways to see all columns." });
    const region = screen.getByRole("region", { name: "Contribution records" });
    expect(screen.queryByText("Scroll sideways to see all columns.")).toBeNull();
    expect(region.hasAttribute("tabindex")).toBe(false);
    expect(region.hasAttribute("aria-describedby")).toBe(false);
  });

  it("takes a region name of its own", () => {
    renderTable({ label: "Contribution records, scrolls sideways" });
    const region = screen.getByRole("region", { name: "Contribution records, scrolls sideways" });
    expect(within(region).getByRole("table", { name: "Contribution records" })).toBeDefined();
  });
});
