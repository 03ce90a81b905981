import { cycleDateResponse, endpoints } from "@portal/domain";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parsesAsItEncodes, responseSerializerCompiler } from "./response-serializer.ts";

const compile = (schema: z.ZodType, httpStatus = "200") =>
  responseSerializerCompiler({ schema, method: "GET", url: "/api/test", httpStatus } as never);

describe("the API's answers", () => {
  it("are checked with parse for every response schema of the endpoint table (none has a codec)", () => {
    const schemas = Object.values(endpoints).flatMap((e) =>
      "response" in e && e.response ? [e.response as z.ZodType] : [],
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
});
