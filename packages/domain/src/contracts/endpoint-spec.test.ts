import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { endpointPath, readsOnly } from "./endpoint-path.ts";
import { declaredErrors, downloadFile, type EndpointSpec, impliedErrors, servedBy } from "./endpoint-spec.ts";
import { endpoints } from "./endpoints/index.ts";
import { ERROR_CODES } from "./error-codes.ts";
import { ConflictingAliasError, canonicalParams, PARAMETER_ALIASES } from "./params.ts";

const table: [string, EndpointSpec][] = Object.entries(endpoints);

/** The field names an input schema reads: an object's keys, an array's items', a union's options'. */
function fieldsOf(schema: z.core.$ZodType | undefined): Set<string> {
  if (!schema) return new Set();
  if (schema instanceof z.core.$ZodObject) return new Set(Object.keys(schema._zod.def.shape));
  if (schema instanceof z.core.$ZodArray) return fieldsOf(schema._zod.def.element);
  // A discriminated union is a union too.
  if (schema instanceof z.core.$ZodUnion)
    return new Set(schema._zod.def.options.flatMap((o) => [...fieldsOf(o)]));
  return new Set();
}

const inputFields = (e: EndpointSpec) =>
  new Set([...fieldsOf(e.params), ...fieldsOf(e.query), ...fieldsOf(e.body)]);

describe("the endpoint table", () => {
  it("has one entry per method and path, every path under the API root", () => {
    const keys = table.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [, e] of table) expect(e.path).toMatch(/^\/[A-Za-z]/);
  });

  it("builds every answer's schema when it is first used, so a page builds only what it reads", () => {
    for (const [name, e] of table) {
      if (e.response === null || e.response === downloadFile) continue;
      expect(e.response._zod.def.type, name).toBe("lazy");
    }
  });

  it("names only ids its input carries", () => {
    for (const [name, e] of table) {
      const fields = inputFields(e);
      for (const field of Object.keys(e.owns ?? {})) expect(fields, `${name}.${field}`).toContain(field);
    }
  });

  it("names every id its input carries: a field that names a member's thing is always checked", () => {
    const ID_FIELDS = [
      "clientId",
      "clientNmbr",
      "clntRltnshpNmbr",
      "contractNmbr",
      "productTypeNmbr",
      "invTypeNmbr",
      "referenceNmbr",
      "activityIds",
      "policyId",
      "contractId",
    ];
    // A staff user chooses whose portal to read: the staff scope's ids are nobody's own.
    for (const [name, e] of table.filter(([, e]) => e.session !== "staff")) {
      for (const field of inputFields(e)) {
        if (ID_FIELDS.includes(field)) expect(Object.keys(e.owns ?? {}), `${name}.${field}`).toContain(field);
      }
    }
  });

  it("spells every parameter as the contract picked, never as its alias", () => {
    for (const [name, e] of table) {
      for (const field of inputFields(e))
        expect(Object.keys(PARAMETER_ALIASES), `${name}.${field}`).not.toContain(field);
    }
  });

  it("a body without GET: reads never carry one, and a path's parameters are declared", () => {
    for (const [name, e] of table) {
      if (e.method === "GET") expect(e.body, name).toBeUndefined();
      const names = [...e.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      expect([...fieldsOf(e.params)].sort(), name).toEqual(names.sort());
    }
  });

  it("marks as read-only only POSTs of a member's full session, which write nothing", () => {
    const marked = table.filter(([, e]) => e.readOnly).map(([name]) => name);
    expect(marked.sort()).toEqual(["policy", "projection"]);
    for (const [, e] of table) if (e.readOnly) expect([e.method, e.session]).toEqual(["POST", "member"]);
    expect(readsOnly(endpoints.gainAndLoss)).toBe(true);
    expect(readsOnly(endpoints.acceptTerms)).toBe(false);
  });

  it("implies the codes of its shape: a member call answers session-expired, an id not-found", () => {
    expect(impliedErrors(endpoints.health)).toEqual(["technical-error"]);
    expect(impliedErrors(endpoints.gainAndLoss)).toEqual([
      "technical-error",
      "validation",
      "session-expired",
      "pin-change-required",
      "terms-required",
      "not-found",
    ]);
    expect(impliedErrors(endpoints.session)).not.toContain("terms-required");
    expect(impliedErrors(endpoints.cancelTransaction)).toContain("staff-read-only");
    expect(declaredErrors(endpoints.transactionHistory)).toContain("history-range-too-long");
    expect(new Set(declaredErrors(endpoints.submitInstruction)).size).toBe(
      declaredErrors(endpoints.submitInstruction).length,
    );
  });

  it("refuses a staff user every member call that does not only read, and serves Super Logon on the staff portal only", () => {
    expect(impliedErrors(endpoints.submitInstruction)).toContain("staff-read-only");
    // acceptTerms is a member-scope POST: a staff user cannot accept the member's terms either.
    expect(impliedErrors(endpoints.acceptTerms)).toContain("staff-read-only");
    expect(impliedErrors(endpoints.gainAndLoss)).not.toContain("staff-read-only");
    expect(impliedErrors(endpoints.policy)).not.toContain("staff-read-only"); // a POST that only reads
    expect(impliedErrors(endpoints.multiClientSearch)).toContain("session-expired");
    expect(servedBy(endpoints.superLogonToken, true)).toBe(true);
    expect(servedBy(endpoints.superLogonToken, false)).toBe(false);
    expect(servedBy(endpoints.authenticateMfa, true)).toBe(false);
    expect(servedBy(endpoints.gainAndLoss, true) && servedBy(endpoints.gainAndLoss, false)).toBe(true);
  });

  it("declares only codes of the catalogue", () => {
    for (const [, e] of table) for (const code of declaredErrors(e)) expect(ERROR_CODES).toContain(code);
  });

  it("fills in a path's parameters, encoded", () => {
    expect(endpointPath(endpoints.fundDocument, { kind: "factsheet" })).toBe("/funds/documents/factsheet");
    expect(endpointPath({ ...endpoints.fundDocument, path: "/x/:id" }, { id: "a/b" })).toBe("/x/a%2Fb");
    expect(() => endpointPath(endpoints.fundDocument, {})).toThrow(/kind/);
  });
});

describe("canonicalParams", () => {
  it("renames the specs' other spelling to the contract's", () => {
    expect(canonicalParams({ clntRltnShpNmbr: "12", fromDate: "2026-01-01" })).toEqual({
      clntRltnshpNmbr: "12",
      fromDate: "2026-01-01",
    });
    expect(canonicalParams({ product_type_nmbr: 112 })).toEqual({ productTypeNmbr: 112 });
  });

  it("renames in each record of a body array and leaves anything else alone", () => {
    expect(canonicalParams([{ clntRltnShpNmbr: 1, clientNmbr: 2 }, 3])).toEqual([
      { clntRltnshpNmbr: 1, clientNmbr: 2 },
      3,
    ]);
    expect(canonicalParams("text")).toBe("text");
    expect(canonicalParams(null)).toBeNull();
  });

  it("takes both spellings when they agree and refuses them when they differ", () => {
    expect(canonicalParams({ clntRltnShpNmbr: "5", clntRltnshpNmbr: 5 })).toEqual({ clntRltnshpNmbr: 5 });
    expect(() => canonicalParams({ clntRltnShpNmbr: "5", clntRltnshpNmbr: "6" })).toThrow(
      ConflictingAliasError,
    );
  });
});
