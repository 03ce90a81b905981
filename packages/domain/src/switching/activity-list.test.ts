import { describe, expect, it } from "vitest";
import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_STATUS_FILTERS,
  activityPage,
  activityPageCount,
  checkActivityRange,
  clampPage,
  DEFAULT_ACTIVITY_STATUS_FILTER,
  defaultActivityFilter,
  defaultActivityRange,
  filterActivities,
  isActivityStatusFilter,
  isInputDateInRange,
  type ListedActivity,
  matchesStatusFilter,
  pageWindow,
  sortActivities,
} from "./activity-list.ts";

const activity = (
  id: number,
  effective: string,
  input: string,
  statusType: ListedActivity["statusType"] = "PENDING",
): ListedActivity & { activityTableNmbr: number } => ({
  activityTableNmbr: id,
  statusType,
  transHistoryEffectiveDate: effective,
  activityInputdate: input,
});

describe("status filter (part 2 §2.8)", () => {
  it("offers All, Being Processed and Pending, All by default", () => {
    expect(ACTIVITY_STATUS_FILTERS).toEqual(["ALL", "BEING_PROCESSED", "PENDING"]);
    expect(DEFAULT_ACTIVITY_STATUS_FILTER).toBe("ALL");
    expect(isActivityStatusFilter("PENDING")).toBe(true);
    expect(isActivityStatusFilter("COMPLETED")).toBe(false);
    expect(isActivityStatusFilter(undefined)).toBe(false);
  });

  it("All keeps every status; the others keep their own status only", () => {
    for (const status of ["PENDING", "BEING_PROCESSED", "COMPLETED", "CANCELLED", "FAILED"] as const) {
      expect(matchesStatusFilter({ statusType: status }, "ALL")).toBe(true);
    }
    expect(matchesStatusFilter({ statusType: "PENDING" }, "PENDING")).toBe(true);
    expect(matchesStatusFilter({ statusType: "BEING_PROCESSED" }, "PENDING")).toBe(false);
    expect(matchesStatusFilter({ statusType: "BEING_PROCESSED" }, "BEING_PROCESSED")).toBe(true);
    expect(matchesStatusFilter({ statusType: "COMPLETED" }, "BEING_PROCESSED")).toBe(false);
  });
});

describe("isInputDateInRange (part 2 §4.2, Hong Kong time)", () => {
  it("includes the first day of the from-month from 00:00 HKT", () => {
    // 31 Aug 2025 16:30Z is 1 Sep 2025 00:30 in Hong Kong.
    expect(isInputDateInRange("2025-08-31T16:30:00Z", "2025-09", "2026-03")).toBe(true);
    // 31 Aug 2025 15:59Z is still 31 Aug 2025 23:59 in Hong Kong.
    expect(isInputDateInRange("2025-08-31T15:59:00Z", "2025-09", "2026-03")).toBe(false);
  });

  it("includes the whole last day of the to-month and nothing after", () => {
    // 31 Mar 2026 15:59Z is 31 Mar 23:59 HKT; 16:00Z is 1 Apr 00:00 HKT.
    expect(isInputDateInRange("2026-03-31T15:59:00Z", "2025-09", "2026-03")).toBe(true);
    expect(isInputDateInRange("2026-03-31T16:00:00Z", "2025-09", "2026-03")).toBe(false);
  });

  it("takes a to-month's last day by its length (28 Feb 2026, 29 Feb 2024)", () => {
    expect(isInputDateInRange("2026-02-28T10:00:00+08:00", "2026-02", "2026-02")).toBe(true);
    expect(isInputDateInRange("2024-02-29T10:00:00+08:00", "2024-02", "2024-02")).toBe(true);
    expect(isInputDateInRange("2026-03-01T00:00:00+08:00", "2026-02", "2026-02")).toBe(false);
  });

  it("keeps nothing for an unreadable instant or a malformed month", () => {
    expect(isInputDateInRange("not a date", "2025-09", "2026-03")).toBe(false);
    expect(isInputDateInRange("2025-10-01T00:00:00Z", "2025-13", "2026-03")).toBe(false);
  });
});

describe("sortActivities (part 2 §2.8)", () => {
  it("orders by effective date, newest first, then later input, then higher activity number", () => {
    const sorted = sortActivities([
      activity(1, "2026-01-05", "2026-01-02T02:00:00Z"),
      activity(2, "2026-02-10", "2026-02-09T02:00:00Z"),
      activity(3, "2026-01-05", "2026-01-04T02:00:00Z"),
      activity(4, "2025-12-31", "2025-12-30T02:00:00Z"),
      activity(5, "2026-01-05", "2026-01-04T02:00:00Z"),
    ]);
    expect(sorted.map((a) => a.activityTableNmbr)).toEqual([2, 5, 3, 1, 4]);
  });

  it("does not change its input", () => {
    const input = [activity(1, "2026-01-01", "2026-01-01T00:00:00Z"), activity(2, "2026-02-01", "x")];
    sortActivities(input);
    expect(input.map((a) => a.activityTableNmbr)).toEqual([1, 2]);
  });
});

describe("filterActivities", () => {
  const list = [
    activity(1, "2026-03-03", "2026-03-02T06:00:00Z", "PENDING"),
    activity(2, "2026-02-27", "2026-02-26T06:00:00Z", "BEING_PROCESSED"),
    activity(3, "2026-01-15", "2026-01-14T06:00:00Z", "COMPLETED"),
    // Received 31 Aug 2025 at 23:30 HKT: outside a range starting in September.
    activity(4, "2025-09-01", "2025-08-31T15:30:00Z", "COMPLETED"),
    activity(5, "2025-11-20", "2025-11-19T06:00:00Z", "PENDING"),
  ];

  it("keeps the status and input-date range asked for, newest effective date first", () => {
    expect(
      filterActivities(list, { status: "ALL", from: "2025-09", to: "2026-03" }).map(
        (a) => a.activityTableNmbr,
      ),
    ).toEqual([1, 2, 3, 5]);
    expect(
      filterActivities(list, { status: "PENDING", from: "2025-09", to: "2026-03" }).map(
        (a) => a.activityTableNmbr,
      ),
    ).toEqual([1, 5]);
    expect(
      filterActivities(list, { status: "BEING_PROCESSED", from: "2025-09", to: "2026-01" }).map(
        (a) => a.activityTableNmbr,
      ),
    ).toEqual([]);
    expect(
      filterActivities(list, { status: "ALL", from: "2025-08", to: "2025-12" }).map(
        (a) => a.activityTableNmbr,
      ),
    ).toEqual([5, 4]);
  });
});

describe("paging (part 2 §5.2: 10 a page)", () => {
  const many = Array.from({ length: 23 }, (_, i) =>
    // Effective dates 1 Jan 2026 .. 23 Jan 2026, received the day before.
    activity(
      i + 1,
      `2026-01-${String(i + 1).padStart(2, "0")}`,
      `2026-01-${String(i + 1).padStart(2, "0")}T00:00:00Z`,
    ),
  );
  const all = { status: "ALL" as const, from: "2025-09", to: "2026-03" };

  it("has a page size of 10", () => {
    expect(ACTIVITY_PAGE_SIZE).toBe(10);
    expect(activityPageCount(0)).toBe(0);
    expect(activityPageCount(1)).toBe(1);
    expect(activityPageCount(10)).toBe(1);
    expect(activityPageCount(11)).toBe(2);
    expect(activityPageCount(23)).toBe(3);
  });

  it("23 cards: pages of 10, 10 and 3, newest first", () => {
    const first = activityPage(many, all, 1);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 23, first: 1, last: 10 });
    expect(first.items.map((a) => a.activityTableNmbr)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    const third = activityPage(many, all, 3);
    expect(third).toMatchObject({ page: 3, first: 21, last: 23 });
    expect(third.items.map((a) => a.activityTableNmbr)).toEqual([3, 2, 1]);
  });

  it("clamps a page beyond the last (a skipToPage of 9 with 3 pages opens page 3)", () => {
    expect(activityPage(many, all, 9).page).toBe(3);
    expect(activityPage(many, all, 0).page).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });

  it("no cards: page 1 of 0, nothing shown", () => {
    expect(activityPage([], all, 4)).toEqual({
      items: [],
      page: 1,
      pageCount: 0,
      total: 0,
      first: 0,
      last: 0,
    });
  });
});

describe("pageWindow (part 2 §2.8: near pages, an ellipsis, the last page)", () => {
  it("shows every page when there are 7 or fewer", () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("near the start of 12 pages: 1 2 3 4 5 … 12", () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5, "ellipsis-after", 12]);
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, "ellipsis-after", 12]);
  });

  it("in the middle of 12 pages: 1 … 4 5 6 … 12", () => {
    expect(pageWindow(5, 12)).toEqual([1, "ellipsis-before", 4, 5, 6, "ellipsis-after", 12]);
    expect(pageWindow(8, 12)).toEqual([1, "ellipsis-before", 7, 8, 9, "ellipsis-after", 12]);
  });

  it("near the end of 12 pages: 1 … 8 9 10 11 12", () => {
    expect(pageWindow(9, 12)).toEqual([1, "ellipsis-before", 8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([1, "ellipsis-before", 8, 9, 10, 11, 12]);
  });

  it("8 pages: the ellipsis stands for at least two pages", () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5, "ellipsis-after", 8]);
    expect(pageWindow(5, 8)).toEqual([1, "ellipsis-before", 4, 5, 6, 7, 8]);
  });

  it("always keeps the current page, and clamps one out of range", () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let page = 1; page <= pages; page++) {
        const window = pageWindow(page, pages);
        expect(window).toContain(page);
        expect(window).toContain(pages);
        expect(window.length).toBeLessThanOrEqual(7);
      }
    }
    expect(pageWindow(99, 12)).toEqual(pageWindow(12, 12));
  });

  it("can be narrower (5 controls for a phone)", () => {
    expect(pageWindow(1, 12, 5)).toEqual([1, 2, 3, "ellipsis-after", 12]);
    expect(pageWindow(6, 12, 5)).toEqual([1, "ellipsis-before", 6, "ellipsis-after", 12]);
    expect(pageWindow(11, 12, 5)).toEqual([1, "ellipsis-before", 10, 11, 12]);
  });
});

describe("default range (part 2 §9)", () => {
  it("runs from the first day of the month six months ago to the end of this month", () => {
    expect(defaultActivityRange("2026-03-02")).toEqual({
      from: "2025-09",
      to: "2026-03",
      fromDate: "2025-09-01",
      toDate: "2026-03-31",
    });
    expect(defaultActivityRange("2026-08-31")).toEqual({
      from: "2026-02",
      to: "2026-08",
      fromDate: "2026-02-01",
      toDate: "2026-08-31",
    });
    expect(defaultActivityRange("2024-02-29")).toMatchObject({ from: "2023-08", toDate: "2024-02-29" });
  });

  it("the default filter is All over that range", () => {
    expect(defaultActivityFilter("2026-03-02")).toEqual({ status: "ALL", from: "2025-09", to: "2026-03" });
  });
});

describe("checkActivityRange (part 2 §5.2 month pickers)", () => {
  it("refuses a from-month after the to-month; a long range is fine for instructions", () => {
    expect(checkActivityRange("2026-01", "2025-12")).toBe("fromAfterTo");
    expect(checkActivityRange("2026-01", "2026-01")).toBeNull();
    expect(checkActivityRange("2022-01", "2026-03")).toBeNull();
    expect(checkActivityRange("2026-1", "2026-03")).toBe("invalid");
  });
});
