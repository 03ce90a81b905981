import type { FastifySchema, FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";

/** The zod schema kinds whose parse and encode differ (a codec, a transform, a default, ...). */
const DIRECTIONAL = new Set([
  "pipe",
  "transform",
  "default",
  "prefault",
  "catch",
  "success",
  "promise",
  "lazy",
]);

/** A zod schema's definition, as far as this walk reads it. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  left?: z.ZodType;
  right?: z.ZodType;
}

/**
 * Whether parsing a value with `schema` gives what encoding it gives: no part of it is a codec,
 * transform, pipe, default, prefault, catch or lazy schema (checks and refinements run alike in
 * both directions). A lazy one is not looked into and counts as directional.
 */
export function parsesAsItEncodes(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (DIRECTIONAL.has(def.type)) return false;
  const parts = [
    ...Object.values(def.shape ?? {}),
    def.element,
    ...(def.options ?? []),
    def.innerType,
    def.keyType,
    def.valueType,
    ...(def.items ?? []),
    def.rest ?? undefined,
    def.left,
    def.right,
  ];
  return parts.every((part) => part === undefined || parsesAsItEncodes(part, seen));
}

/**
 * The API routes' answers (register-endpoints.ts), as app.ts's compiler makes them: an error
 * answer is sent as it is (the error handler made it from the catalogue); a success is checked
 * against the endpoint's response schema (unknown keys dropped) and then stringified. A schema
 * whose parse and encode agree (every response schema of the table so far) is checked with parse,
 * which zod runs in one pass and compiles for plain objects, where encode walks the value twice
 * (checks apart): the same answer, at about half the cost on the dashboard's calls.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<FastifySchema> = (route) => {
  if (/^[45]/.test(String(route.httpStatus))) return (data) => JSON.stringify(data);
  const schema = route.schema as unknown as z.ZodType;
  const { method, url } = route;
  if (!parsesAsItEncodes(schema)) {
    return (data) => {
      const result = z.safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
  }
  return (data) => {
    const result = schema.safeParse(data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
