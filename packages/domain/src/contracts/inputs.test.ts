import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import type { EndpointSpec } from "./endpoint-spec.ts";
import { endpoints } from "./endpoints/index.ts";

// Every field a request carries is refused at the boundary when it could only hurt: a string with a
// control character (PostgreSQL refuses NUL, and no field of the specs has one) or longer than its
// field needs, a number beyond the database's integer range, a date that is not in the calendar.
// Probed leaf by leaf through the table, so a new field without its bounds fails here.

interface Leaf {
  path: string;
  schema: z.core.$ZodType;
}

/** The leaf schemas of an input schema, with their paths. */
function leavesOf(schema: z.core.$ZodType, path: string): Leaf[] {
  if (schema instanceof z.core.$ZodObject)
    return Object.entries(schema._zod.def.shape).flatMap(([key, value]) => leavesOf(value, `${path}.${key}`));
  if (schema instanceof z.core.$ZodArray) return leavesOf(schema._zod.def.element, `${path}[]`);
  // A discriminated union is a union too.
  if (schema instanceof z.core.$ZodUnion)
    return schema._zod.def.options.flatMap((option, i) => leavesOf(option, `${path}|${i}`));
  if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodNullable ||
    schema instanceof z.core.$ZodDefault
  )
    return leavesOf(schema._zod.def.innerType, path);
  // A field read in steps (the compare call's fund list, "1,2" or repeated): the request carries the first step's input.
  if (schema instanceof z.core.$ZodPipe) return leavesOf(schema._zod.def.in, path);
  return [{ path, schema }];
}

const requestLeaves = Object.entries(endpoints as Record<string, EndpointSpec>).flatMap(([name, e]) =>
  (["params", "query", "body"] as const).flatMap((part) => {
    const schema = e[part];
    return schema ? leavesOf(schema, `${name}.${part}`) : [];
  }),
);

const isDateField = (path: string) => /(Date|Dt|until)$/.test(path);

/** What a leaf holds, as zod says: string (formats like uuid included), number, boolean, enum, literal. */
const kindOf = (schema: z.core.$ZodType): string => schema._zod.def.type;

describe("every field a request carries", () => {
  it("is a known kind of leaf", () => {
    for (const { path, schema } of requestLeaves)
      expect(["string", "number", "boolean", "enum", "literal"], path).toContain(kindOf(schema));
  });

  it("refuses a control character and a string longer than its field", () => {
    const strings = requestLeaves.filter(({ schema }) => kindOf(schema) === "string");
    expect(strings.length).toBeGreaterThan(30);
    for (const { path, schema } of strings) {
      for (const bad of ["a\u0000b", "a\u0007", "\u001b[31m", "a\u007f"])
        expect(z.safeParse(schema, bad).success, `${path} takes ${JSON.stringify(bad)}`).toBe(false);
      expect(z.safeParse(schema, "1".repeat(1001)).success, `${path} takes 1,001 characters`).toBe(false);
    }
  });

  it("refuses a number beyond the database's integer range", () => {
    const numbers = requestLeaves.filter(({ schema }) => kindOf(schema) === "number");
    expect(numbers.length).toBeGreaterThan(20);
    for (const { path, schema } of numbers) {
      expect(z.safeParse(schema, 2_147_483_648).success, `${path} takes 2^31`).toBe(false);
      expect(z.safeParse(schema, Number.NaN).success, `${path} takes NaN`).toBe(false);
    }
  });

  it("refuses a date that is not in the calendar", () => {
    const dates = requestLeaves.filter(
      ({ path, schema }) => kindOf(schema) === "string" && isDateField(path),
    );
    expect(dates.length).toBeGreaterThan(10);
    for (const { path, schema } of dates) {
      for (const bad of ["2026-02-30", "2026-13-01", "02/30/2026", "13/01/2026", "2025-02-29"])
        expect(z.safeParse(schema, bad).success, `${path} takes ${bad}`).toBe(false);
    }
  });
});
