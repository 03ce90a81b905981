import { describe, expect, it } from "vitest";
import {
  formatUsDate,
  fullPriceHistoryQuery,
  PRICE_HISTORY_EARLIEST,
  parseUsDate,
  validatePriceHistoryRange,
} from "./price-history.ts";

const TODAY = "2024-05-31";

describe("parseUsDate / formatUsDate (part 2 §7.2 MM/DD/YYYY)", () => {
  it("reads MM/DD/YYYY into an ISO date, leap day included", () => {
    expect(parseUsDate("11/15/1996")).toBe("1996-11-15");
    expect(parseUsDate("02/29/2024")).toBe("2024-02-29");
    expect(parseUsDate("12/31/2023")).toBe("2023-12-31");
  });

  it("rejects anything that is not a real MM/DD/YYYY date", () => {
    expect(parseUsDate("13/01/2020")).toBeNull(); // month 13 (a DD/MM reading)
    expect(parseUsDate("02/30/2020")).toBeNull(); // 30 Feb
    expect(parseUsDate("02/29/2023")).toBeNull(); // not a leap year
    expect(parseUsDate("00/10/2020")).toBeNull();
    expect(parseUsDate("01/00/2020")).toBeNull();
    expect(parseUsDate("1/5/2020")).toBeNull(); // two digits each
    expect(parseUsDate("2020-01-05")).toBeNull();
    expect(parseUsDate("01/05/2020 ")).toBeNull();
    expect(parseUsDate("")).toBeNull();
  });

  it("writes an ISO date as MM/DD/YYYY and refuses other text", () => {
    expect(formatUsDate("2024-02-29")).toBe("02/29/2024");
    expect(formatUsDate("1996-11-15")).toBe("11/15/1996");
    expect(() => formatUsDate("2024-02-30")).toThrow(RangeError);
    expect(() => formatUsDate("02/29/2024")).toThrow(RangeError);
  });
});

describe("validatePriceHistoryRange (15 Nov 1996 to today)", () => {
  it("accepts the whole window and any range inside it", () => {
    expect(PRICE_HISTORY_EARLIEST).toBe("1996-11-15");
    expect(validatePriceHistoryRange("11/15/1996", "05/31/2024", TODAY)).toBeNull();
    expect(validatePriceHistoryRange("05/31/2024", "05/31/2024", TODAY)).toBeNull();
    expect(validatePriceHistoryRange("12/31/2023", "02/29/2024", TODAY)).toBeNull();
  });

  it("names what is wrong, in order", () => {
    expect(validatePriceHistoryRange("13/01/2020", "05/31/2024", TODAY)).toBe("invalidDate");
    expect(validatePriceHistoryRange("01/01/2020", "02/30/2020", TODAY)).toBe("invalidDate");
    expect(validatePriceHistoryRange("01/01/2020", "02/28/2020", "2024/05/31")).toBe("invalidDate");
    expect(validatePriceHistoryRange("03/01/2024", "02/29/2024", TODAY)).toBe("fromAfterTo");
    expect(validatePriceHistoryRange("11/14/1996", "05/31/2024", TODAY)).toBe("beforeEarliest");
    expect(validatePriceHistoryRange("01/01/2024", "06/01/2024", TODAY)).toBe("afterToday");
    // both too early and too late: the earliest bound is reported first
    expect(validatePriceHistoryRange("01/01/1990", "06/01/2024", TODAY)).toBe("beforeEarliest");
  });

  it("builds the whole window as query values", () => {
    expect(fullPriceHistoryQuery(TODAY)).toEqual({ startDate: "11/15/1996", endDate: "05/31/2024" });
  });
});
