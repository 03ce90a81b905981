import { accountSummaryResponse, cycleDateResponse, endpoints } from "@portal/domain";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compiled, parsesAsItEncodes, responseSerializerCompiler } from "./response-serializer.ts";

const compile = (schema: z.core.$ZodType, httpStatus = "200") =>
  responseSerializerCompiler({ schema, method: "GET", url: "/api/test", httpStatus } as never);

describe("the API's answers", () => {
  it("are checked with parse for every response schema of the endpoint table (none has a codec)", () => {
    const schemas = Object.values(endpoints).flatMap((e) =>
      "response" in e && e.response ? [e.response as z.core.$ZodType] : [],
    );
    expect(schemas.length).toBeGreaterThan(40);
    for (const schema of schemas) expect(parsesAsItEncodes(schema)).toBe(true);
  });

  it("are checked with encode where parse would differ: a codec, a transform, a default", () => {
    const isoDay = z.codec(z.iso.date(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString().slice(0, 10),
    });
    const withCodec = z.object({ list: z.array(z.object({ day: isoDay.nullable() })) });
    expect(parsesAsItEncodes(withCodec)).toBe(false);
    expect(parsesAsItEncodes(z.object({ n: z.string().transform((v) => v.length) }))).toBe(false);
    expect(parsesAsItEncodes(z.object({ n: z.number().default(1) }))).toBe(false);
    // A lazy schema is judged by what it builds.
    expect(parsesAsItEncodes(z.lazy(() => z.object({ n: z.number().default(1) })))).toBe(false);
    expect(parsesAsItEncodes(z.lazy(() => z.object({ n: z.lazy(() => z.number()) })))).toBe(true);
    expect(compile(withCodec)({ list: [{ day: new Date("2026-11-24T00:00:00Z") }] })).toBe(
      '{"list":[{"day":"2026-11-24"}]}',
    );
  });

  it("drop what the schema does not name, as encode does, and give the same text", () => {
    const answer = {
      cycleDt: "2026-11-24",
      dateTypeCd: "WEB",
      webCycleDate: "2026-11-24",
      priceDate: "2026-11-24",
      cutOffHours: 16,
      secret: "never sent",
    };
    const text = compile(cycleDateResponse)(answer);
    expect(text).not.toContain("secret");
    expect(text).toBe(JSON.stringify(z.encode(cycleDateResponse, answer)));
  });

  it("refuse an answer that breaks the contract (a 500), and send error answers as they are", () => {
    let thrown: unknown;
    try {
      compile(cycleDateResponse)({ cycleDt: "2026-02-30" });
    } catch (err) {
      thrown = err;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
    expect(compile(cycleDateResponse, "4xx")({ code: "not-found", message: "Not found" })).toBe(
      '{"code":"not-found","message":"Not found"}',
    );
  });

  it("are checked by compiled parsers: every object of a contract's answer, with the same outcome", () => {
    const parts = (schema: z.core.$ZodType): z.core.$ZodType[] => {
      const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
      return [
        ...Object.values((def.shape as Record<string, z.core.$ZodType>) ?? {}),
        ...((def.options as z.core.$ZodType[]) ?? []),
        def.element as z.core.$ZodType,
        def.innerType as z.core.$ZodType,
      ].filter((part) => part !== undefined);
    };
    // The contracts' answers build their parts when first used (z.lazy): look into them.
    const objects = (written: z.core.$ZodType): z.core.$ZodType[] => {
      const schema = written instanceof z.core.$ZodLazy ? written._zod.innerType : written;
      return [...(schema._zod.def.type === "object" ? [schema] : []), ...parts(schema).flatMap(objects)];
    };
    const lazies = (schema: z.core.$ZodType): z.core.$ZodType[] =>
      schema instanceof z.core.$ZodLazy ? [schema] : parts(schema).flatMap(lazies);
    // The server's copy has none left: nothing is built, or looked up, per answer.
    expect(lazies(accountSummaryResponse).length).toBeGreaterThan(0);
    expect(lazies(compiled(accountSummaryResponse))).toEqual([]);
    const written = objects(accountSummaryResponse);
    const built = objects(compiled(accountSummaryResponse));
    // The contract's objects are zod/mini's, walked; the server's copies are compiled ones.
    expect(written.length).toBeGreaterThan(5);
    expect(written.some((o) => o instanceof z.core.$ZodObjectJIT)).toBe(false);
    expect(built).toHaveLength(written.length);
    for (const o of built) expect(o).toBeInstanceOf(z.core.$ZodObjectJIT);

    const answer = {
      cycleDt: { cycleDate: "2026-11-24", dateTypeCd: "WEB" },
      priceDates: { priceDate: "2026-11-24", cutOffHours: 16, webCycleDate: "2026-11-24" },
      clientInfoResponse: {
        clientNmbr: 1,
        scheme: "S800",
        firstName: "Tai Man",
        lastName: "Chan",
        chineseName: null,
        lastLoginDate: null,
        extra: "dropped",
      },
      policyMinVos: [],
      filteredAccountVOs: [{ clntRltnshpNmbr: 2, contractNmbr: 3 }],
    };
    const parse = (schema: z.core.$ZodType, value: unknown) => {
      const result = z.safeParse(schema, value);
      return result.success ? result.data : result.error.issues.map((issue) => issue.path.join("."));
    };
    const broken = { ...answer, filteredAccountVOs: [{ clntRltnshpNmbr: 2.5, contractNmbr: 3 }] };
    for (const value of [answer, broken, { ...answer, clientInfoResponse: null }]) {
      expect(parse(compiled(accountSummaryResponse), value)).toEqual(parse(accountSummaryResponse, value));
    }
    expect(parse(compiled(accountSummaryResponse), broken)).toEqual(["filteredAccountVOs.0.clntRltnshpNmbr"]);
  });
});
