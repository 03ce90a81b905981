import { z } from "zod/mini";
import { parseUsDate } from "../funds/price-history.ts";
import { isIsoDate } from "../time.ts";
import type { ErrorCode } from "./error-codes.ts";

/**
 * The building blocks of the request schemas: what a member or an API client sends is refused at
 * the boundary (400 validation) when it could only hurt further in: a control character
 * (PostgreSQL refuses NUL; no field of the specs holds one), a string longer than its field, a
 * number beyond the database's integer columns, a date the calendar does not have.
 */

/** The largest value of the database's integer columns (ids, codes). */
export const INT4_MAX = 2_147_483_647;

/** A C0 control character (NUL to US, line breaks included) or DEL. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** One line of text: no control character (line breaks included), at most `max` characters. */
export function line(max: number) {
  return z.string().check(
    z.maxLength(max),
    z.refine((value) => !hasControlCharacter(value), { message: "must not contain control characters" }),
  );
}

/** An id in a query string or a path ("123"), within the integer columns. */
export const queryId = z.coerce.number<number>().check(z.int(), z.positive(), z.lte(INT4_MAX));

/** An id in a JSON body, within the integer columns. */
export const bodyId = z.int().check(z.positive(), z.lte(INT4_MAX));

/** A whole number of an integer column (a code, a count) in a JSON body. */
export const bodyInt = z.int().check(z.gte(0), z.lte(INT4_MAX));

/**
 * A calendar date, YYYY-MM-DD, that exists (no 30 February). With `code`, a call that has its own
 * code for a bad date answers it instead of validation.
 */
export function realIsoDate(code?: ErrorCode) {
  return z.string().check(
    z.refine(isIsoDate, {
      message: "must be a date YYYY-MM-DD that exists",
      ...(code ? { params: { code } } : {}),
    }),
  );
}
export const isoDate = realIsoDate();

/** A calendar date, MM/DD/YYYY as the fund calls take it (part 2 §7.2), that exists. */
export function realUsDate(code?: ErrorCode) {
  return z.string().check(
    z.refine((value) => parseUsDate(value) !== null, {
      message: "must be a date MM/DD/YYYY that exists",
      ...(code ? { params: { code } } : {}),
    }),
  );
}
export const usDate = realUsDate();
