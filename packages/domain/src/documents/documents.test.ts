import { describe, expect, it } from "vitest";
import { reportPeriod } from "./reports.ts";
import { isRetained, retainedMonthEnds, retainUntil, retentionCutoff } from "./retention.ts";
import { benefitStatementPeriods, schemeYearOf } from "./statements.ts";

describe("the scheme year (to 31 March)", () => {
  it("names a date's year by its end, 1 April to 31 March", () => {
    expect(schemeYearOf("2026-03-31")).toEqual({ start: "2025-04-01", end: "2026-03-31", label: "2025/26" });
    expect(schemeYearOf("2026-04-01")).toEqual({ start: "2026-04-01", end: "2027-03-31", label: "2026/27" });
    expect(schemeYearOf("2025-04-01").label).toBe("2025/26");
    expect(schemeYearOf("2000-01-15").label).toBe("1999/00");
  });
});

describe("benefit statement periods", () => {
  it("gives every ended scheme year of the last 48 months, newest first", () => {
    // Today 24 Nov 2026: the cut-off is 24 Nov 2022, so the year ending 31 Mar 2022 is gone.
    expect(benefitStatementPeriods("2010-07-01", "2026-11-23", "2026-11-24")).toEqual([
      { schemeYear: "2025/26", from: "2025-04-01", to: "2026-03-31" },
      { schemeYear: "2024/25", from: "2024-04-01", to: "2025-03-31" },
      { schemeYear: "2023/24", from: "2023-04-01", to: "2024-03-31" },
      { schemeYear: "2022/23", from: "2022-04-01", to: "2023-03-31" },
    ]);
  });

  it("keeps a year whose end is exactly 48 months back, and drops it the day after", () => {
    expect(benefitStatementPeriods("2010-07-01", "2027-03-30", "2027-03-31").at(-1)?.to).toBe("2023-03-31");
    expect(benefitStatementPeriods("2010-07-01", "2027-03-31", "2027-04-01").at(-1)?.to).toBe("2024-03-31");
  });

  it("starts the first period on the day the account opened", () => {
    expect(benefitStatementPeriods("2024-09-15", "2026-11-23", "2026-11-24")).toEqual([
      { schemeYear: "2025/26", from: "2025-04-01", to: "2026-03-31" },
      { schemeYear: "2024/25", from: "2024-09-15", to: "2025-03-31" },
    ]);
  });

  it("ends with the year an ended account closed in, on the day it closed", () => {
    // Closed 31 Jul 2024: 2024/25 runs to that day; 2025/26 is after it.
    expect(benefitStatementPeriods("2010-07-01", "2026-11-23", "2026-11-24", "2024-07-31")).toEqual([
      { schemeYear: "2024/25", from: "2024-04-01", to: "2024-07-31" },
      { schemeYear: "2023/24", from: "2023-04-01", to: "2024-03-31" },
      { schemeYear: "2022/23", from: "2022-04-01", to: "2023-03-31" },
    ]);
    // Closed 31 Jul 2019 (persona P11's employee account): nothing within the 48 months.
    expect(benefitStatementPeriods("2010-07-01", "2026-11-23", "2026-11-24", "2019-07-31")).toEqual([]);
  });

  it("has no statement for a year the cycle has not valued to its end, nor for a new account", () => {
    // The cycle date is 30 March 2026: the year 2025/26 is not valued to its last day yet.
    expect(benefitStatementPeriods("2010-07-01", "2026-03-30", "2026-03-31")[0]?.to).toBe("2025-03-31");
    expect(benefitStatementPeriods("2026-03-31", "2026-03-31", "2026-04-01")).toEqual([
      { schemeYear: "2025/26", from: "2026-03-31", to: "2026-03-31" },
    ]);
    expect(benefitStatementPeriods("2026-04-01", "2026-11-23", "2026-11-24")).toEqual([]);
  });
});

describe("availability windows", () => {
  it("keeps benefit statements 48 months, reports and fund documents 24, notices 12, to the day", () => {
    const today = "2026-11-24";
    expect(retentionCutoff("benefitStatement", today)).toBe("2022-11-24");
    expect(retentionCutoff("report", today)).toBe("2024-11-24");
    expect(retentionCutoff("fundDocument", today)).toBe("2024-11-24");
    expect(retentionCutoff("notice", today)).toBe("2025-11-24");
    expect(isRetained("notice", "2025-11-24", today)).toBe(true);
    expect(isRetained("notice", "2025-11-23", today)).toBe(false);
    expect(isRetained("report", "2024-11-24", today)).toBe(true);
    expect(isRetained("report", "2024-11-23", today)).toBe(false);
    expect(isRetained("notice", "2026-11-25", today)).toBe(false);
  });

  it("keeps a document until the same day of the month, months later (end of month clamps)", () => {
    expect(retainUntil("notice", "2025-11-24")).toBe("2026-11-24");
    expect(retainUntil("report", "2024-02-29")).toBe("2026-02-28");
  });

  it("lists the 24 month-ends of fund documents up to the cycle date", () => {
    const ends = retainedMonthEnds("fundDocument", "2026-11-23", "2026-11-24");
    expect(ends[0]).toBe("2026-10-31");
    expect(ends.at(-1)).toBe("2024-11-30");
    expect(ends).toHaveLength(24);
    expect(retainedMonthEnds("fundDocument", "2026-10-31", "2026-11-01")[0]).toBe("2026-10-31");
  });
});

describe("report periods (part 2 §5.2)", () => {
  const today = "2026-11-24";
  it("runs a month range from the first day to the last, or today", () => {
    expect(
      reportPeriod({ reportType: "TRANSACTION", fromMonth: "2026-05", toMonth: "2026-10" }, today),
    ).toEqual({
      fromDate: "2026-05-01",
      toDate: "2026-10-31",
    });
    expect(
      reportPeriod({ reportType: "CONTRIBUTION", fromMonth: "2026-11", toMonth: "2026-11" }, today),
    ).toEqual({
      fromDate: "2026-11-01",
      toDate: "2026-11-24",
    });
  });

  it("takes 13 months at once and refuses 14", () => {
    expect(
      reportPeriod({ reportType: "TRANSACTION", fromMonth: "2025-11", toMonth: "2026-11" }, today),
    ).toEqual({
      fromDate: "2025-11-01",
      toDate: "2026-11-24",
    });
    expect(
      reportPeriod({ reportType: "TRANSACTION", fromMonth: "2025-10", toMonth: "2026-11" }, today),
    ).toEqual({
      error: "tooLong",
    });
  });

  it("stays within the previous 36 months and refuses a from-month after the to-month", () => {
    expect(
      "fromDate" in
        reportPeriod({ reportType: "TRANSACTION", fromMonth: "2023-12", toMonth: "2024-01" }, today),
    ).toBe(true);
    expect(
      reportPeriod({ reportType: "TRANSACTION", fromMonth: "2023-11", toMonth: "2024-01" }, today),
    ).toEqual({
      error: "outOfWindow",
    });
    expect(
      reportPeriod({ reportType: "TRANSACTION", fromMonth: "2026-12", toMonth: "2026-12" }, today),
    ).toEqual({
      error: "outOfWindow",
    });
    expect(
      reportPeriod({ reportType: "TRANSACTION", fromMonth: "2026-06", toMonth: "2026-05" }, today),
    ).toEqual({
      error: "fromAfterTo",
    });
  });

  it("values a balance statement on one day of the previous 36 months, not after today", () => {
    expect(reportPeriod({ reportType: "BALANCE", asAtDate: "2023-12-01" }, today)).toEqual({
      fromDate: "2023-12-01",
      toDate: "2023-12-01",
    });
    expect(reportPeriod({ reportType: "BALANCE", asAtDate: "2023-11-30" }, today)).toEqual({
      error: "outOfWindow",
    });
    expect(reportPeriod({ reportType: "BALANCE", asAtDate: "2026-11-25" }, today)).toEqual({
      error: "outOfWindow",
    });
    expect(reportPeriod({ reportType: "BALANCE", asAtDate: "2026-02-30" }, today)).toEqual({
      error: "invalid",
    });
  });
});
