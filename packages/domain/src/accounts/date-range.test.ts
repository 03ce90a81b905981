import { describe, expect, it } from "vitest";
import { checkMonthRange, defaultMonthRange, earliestHistoryMonth, monthRangeDates } from "./date-range.ts";

const TODAY = "2025-07-15";

describe("earliestHistoryMonth and defaultMonthRange (part 2 §5.2, §9)", () => {
  it("offers today's month and the 35 before it", () => {
    // 2022-08 .. 2025-07 = 5 + 24 + 7 = 36 months
    expect(earliestHistoryMonth(TODAY)).toBe("2022-08");
    expect(earliestHistoryMonth("2026-01-01")).toBe("2023-02");
    expect(earliestHistoryMonth("2024-12-31")).toBe("2022-01");
  });

  it("defaults from six months before today's month to today's month", () => {
    expect(defaultMonthRange(TODAY)).toEqual({ from: "2025-01", to: "2025-07" });
    expect(defaultMonthRange("2026-03-31")).toEqual({ from: "2025-09", to: "2026-03" });
  });
});

describe("checkMonthRange (part 2 §5.2)", () => {
  it("accepts ranges of up to 13 months inside the window", () => {
    expect(checkMonthRange("2025-01", "2025-07", TODAY)).toBeNull();
    expect(checkMonthRange("2025-07", "2025-07", TODAY)).toBeNull();
    expect(checkMonthRange("2022-08", "2023-08", TODAY)).toBeNull();
    expect(checkMonthRange("2024-07", "2025-07", TODAY)).toBeNull();
  });

  it("rejects more than 13 months", () => {
    expect(checkMonthRange("2022-08", "2023-09", TODAY)).toBe("tooLong");
    expect(checkMonthRange("2024-06", "2025-07", TODAY)).toBe("tooLong");
  });

  it("rejects months outside the 36-month window", () => {
    expect(checkMonthRange("2022-07", "2023-07", TODAY)).toBe("outOfWindow");
    expect(checkMonthRange("2025-07", "2025-08", TODAY)).toBe("outOfWindow");
    expect(checkMonthRange("2020-01", "2025-07", TODAY)).toBe("outOfWindow");
  });

  it("rejects from after to", () => {
    expect(checkMonthRange("2025-03", "2025-02", TODAY)).toBe("fromAfterTo");
    expect(checkMonthRange("2025-01", "2024-12", TODAY)).toBe("fromAfterTo");
  });

  it("rejects malformed months and dates", () => {
    expect(checkMonthRange("2025-13", "2025-07", TODAY)).toBe("invalid");
    expect(checkMonthRange("2025-00", "2025-07", TODAY)).toBe("invalid");
    expect(checkMonthRange("2025-1", "2025-07", TODAY)).toBe("invalid");
    expect(checkMonthRange("2025-01", "07/2025", TODAY)).toBe("invalid");
    expect(checkMonthRange("2025-01", "2025-02", "2025-02-30")).toBe("invalid");
  });
});

describe("monthRangeDates (part 2 §4.2, §5.2)", () => {
  it("runs from the first day of the from-month to the last day of the to-month", () => {
    expect(monthRangeDates("2024-01", "2024-02")).toEqual({ fromDate: "2024-01-01", toDate: "2024-02-29" });
    expect(monthRangeDates("2025-02", "2025-02")).toEqual({ fromDate: "2025-02-01", toDate: "2025-02-28" });
    expect(monthRangeDates("2025-01", "2025-04")).toEqual({ fromDate: "2025-01-01", toDate: "2025-04-30" });
    expect(monthRangeDates("2024-12", "2025-12")).toEqual({ fromDate: "2024-12-01", toDate: "2025-12-31" });
    expect(monthRangeDates("2100-01", "2100-02").toDate).toBe("2100-02-28");
  });

  it("throws on malformed months", () => {
    expect(() => monthRangeDates("2025-00", "2025-02")).toThrow(RangeError);
  });
});
