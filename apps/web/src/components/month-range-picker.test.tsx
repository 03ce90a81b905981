import { monthRangeErrorOf } from "@portal/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { MonthRangePicker } from "./month-range-picker.tsx";

const TODAY = "2026-03-02";

function pick(picker: "From month" | "To month", month: string) {
  fireEvent.click(screen.getByRole("button", { name: picker }));
  for (const step of ["Next year", "Previous year", "Previous year"]) {
    if (screen.queryByRole("button", { name: month })) break;
    fireEvent.click(screen.getByRole("button", { name: step }));
  }
  fireEvent.click(screen.getByRole("button", { name: month }));
}

describe("monthRangeErrorOf", () => {
  it("reads the §5.2 rule out of a history-range code", () => {
    expect(monthRangeErrorOf("history-range-too-long")).toBe("tooLong");
    expect(monthRangeErrorOf("history-range-from-after-to")).toBe("fromAfterTo");
    expect(monthRangeErrorOf("history-range-out-of-window")).toBe("outOfWindow");
    expect(monthRangeErrorOf("history-range-invalid")).toBe("invalid");
    expect(monthRangeErrorOf("history-range-other")).toBeNull();
    expect(monthRangeErrorOf("technical-error")).toBeNull();
    expect(monthRangeErrorOf(null)).toBeNull();
  });
});

describe("MonthRangePicker", () => {
  it("submits a valid range with the first day of the from-month and the last day of the to-month", async () => {
    const onSubmit = vi.fn();
    renderPage(
      "/",
      <MonthRangePicker today={TODAY} value={{ from: "2025-09", to: "2026-03" }} onSubmit={onSubmit} />,
    );
    await screen.findByRole("button", { name: "From month" });
    pick("From month", "March 2025");
    pick("To month", "February 2026");
    expect(screen.getByText(/Period: 1 Mar 2025 to 28 Feb 2026/)).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Show records" }));
    expect(onSubmit).toHaveBeenCalledWith({
      from: "2025-03",
      to: "2026-02",
      fromDate: "2025-03-01",
      toDate: "2026-02-28",
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("announces a range over 13 months instead of submitting it, and forgets the message on a change", async () => {
    const onSubmit = vi.fn();
    renderPage(
      "/",
      <MonthRangePicker today={TODAY} value={{ from: "2025-09", to: "2026-03" }} onSubmit={onSubmit} />,
    );
    await screen.findByRole("button", { name: "From month" });
    pick("From month", "February 2025");
    fireEvent.click(screen.getByRole("button", { name: "Show records" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The date range cannot exceed 13 months",
    );
    expect(onSubmit).not.toHaveBeenCalled();
    // 13 months (March 2025 to March 2026) is allowed.
    pick("From month", "March 2025");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Show records" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the rule a server answer named", async () => {
    renderPage(
      "/",
      <MonthRangePicker
        today={TODAY}
        value={{ from: "2025-09", to: "2026-03" }}
        onSubmit={() => {}}
        serverError="fromAfterTo"
      />,
    );
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The from month cannot be after the to month.",
    );
  });

  it("speaks Chinese", async () => {
    renderPage(
      "/",
      <MonthRangePicker today={TODAY} value={{ from: "2025-09", to: "2026-03" }} onSubmit={() => {}} />,
      {
        language: "zh-HK",
      },
    );
    expect((await screen.findByRole("button", { name: "由（月份）" })).textContent).toBe("2025年9月");
    expect(screen.getByText(/期間：2025年9月1日至2026年3月31日/)).toBeDefined();
  });
});
