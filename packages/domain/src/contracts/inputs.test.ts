import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { EndpointSpec } from "./endpoint-spec.ts";
import { endpoints } from "./endpoints/index.ts";

// Every field a request carries is refused at the boundary when it could only hurt: a string with a
// control character (PostgreSQL refuses NUL, and no field of the specs has one) or longer than its
// field needs, a number beyond the database's integer range, a date that is not in the calendar.
// Probed leaf by leaf through the table, so a new field without its bounds fails here.

interface Leaf {
  path: string;
  schema: z.ZodType;
}

/** The leaf schemas of an input schema, with their paths. */
function leavesOf(schema: z.ZodType, path: string): Leaf[] {
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
      leavesOf(value, `${path}.${key}`),
    );
  if (schema instanceof z.ZodArray) return leavesOf(schema.element as z.ZodType, `${path}[]`);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return (schema.options as z.ZodType[]).flatMap((option, i) => leavesOf(option, `${path}|${i}`));
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return leavesOf(schema.unwrap() as z.ZodType, path);
  // A field read in steps (the compare call's fund list, "1,2" or repeated): the request carries the first step's input.
  if (schema instanceof z.ZodPipe) return leavesOf(schema.in as z.ZodType, path);
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
const kindOf = (schema: z.ZodType): string =>
  (schema as unknown as { _zod: { def: { type: string } } })._zod.def.type;

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
        expect(schema.safeParse(bad).success, `${path} takes ${JSON.stringify(bad)}`).toBe(false);
      expect(schema.safeParse("1".repeat(1001)).success, `${path} takes 1,001 characters`).toBe(false);
    }
  });

  it("refuses a number beyond the database's integer range", () => {
    const numbers = requestLeaves.filter(({ schema }) => kindOf(schema) === "number");
    expect(numbers.length).toBeGreaterThan(20);
    for (const { path, schema } of numbers) {
      expect(schema.safeParse(2_147_483_648).success, `${path} takes 2^31`).toBe(false);
      expect(schema.safeParse(Number.NaN).success, `${path} takes NaN`).toBe(false);
    }
  });

  it("refuses a date that is not in the calendar", () => {
    const dates = requestLeaves.filter(
      ({ path, schema }) => kindOf(schema) === "string" && isDateField(path),
    );
    expect(dates.length).toBeGreaterThan(10);
    for (const { path, schema } of dates) {
      for (const bad of ["2026-02-30", "2026-13-01", "02/30/2026", "13/01/2026", "2025-02-29"])
        expect(schema.safeParse(bad).success, `${path} takes ${bad}`).toBe(false);
    }
  });
});
