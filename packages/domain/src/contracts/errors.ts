import { z } from "zod/mini";
import type { MonthRangeError } from "../accounts/date-range.ts";
import type { PriceHistoryRangeError } from "../funds/price-history.ts";
import { ERROR_CODES, type ErrorCode } from "./error-codes.ts";

export const errorCode = z.enum(ERROR_CODES);

/** The error body every API error answers with: a code of the catalogue and an English text for API clients. */
export const errorResponse = z.object({
  code: errorCode,
  message: z.string(),
});

/** The code of each §5.2 month-range rule. */
export const MONTH_RANGE_ERROR_CODES = {
  fromAfterTo: "history-range-from-after-to",
  tooLong: "history-range-too-long",
  outOfWindow: "history-range-out-of-window",
  invalid: "history-range-invalid",
} as const satisfies Record<MonthRangeError, ErrorCode>;

/** The §5.2 rule an error code names, or null for any other code. */
export function monthRangeErrorOf(code: string | null | undefined): MonthRangeError | null {
  const entry = Object.entries(MONTH_RANGE_ERROR_CODES).find(([, value]) => value === code);
  return entry ? (entry[0] as MonthRangeError) : null;
}

/** The code of each price-history range rule. */
export const PRICE_HISTORY_ERROR_CODES = {
  invalidDate: "price-history-invalid-date",
  fromAfterTo: "price-history-from-after-to",
  beforeEarliest: "price-history-before-earliest",
  afterToday: "price-history-after-today",
} as const satisfies Record<PriceHistoryRangeError, ErrorCode>;
