import { describe, expect, it } from "vitest";
import {
  DRAFT_KEY,
  emptyDraft,
  newIdempotencyKey,
  parseDraft,
  pathSteps,
  readDraft,
  writeDraft,
} from "./draft.ts";

describe("fund switch draft", () => {
  it("reads back what it wrote, for the same account and visit only", () => {
    const draft = {
      ...emptyDraft(5000001, "k1"),
      step: "switchIn" as const,
      path: "existing" as const,
      contributionType: "MANDATORY" as const,
      switchOut: { "801": { mode: "percent" as const, percent: "50" } },
      switchIn: {
        entries: { "803": "60", "804": "40" },
        riskFilter: 2 as const,
        auditorDeclaration: true,
        indexAnswers: { "805": "yes" as const },
      },
      idempotencyKey: newIdempotencyKey(),
    };
    writeDraft(draft);
    expect(readDraft(5000001, "k1")).toEqual(draft);
    // another account, or a fresh visit of the page (§2.1 reset page)
    expect(readDraft(5000002, "k1")).toBeNull();
    expect(readDraft(5000001, "k2")).toBeNull();
  });

  it("drops malformed drafts and malformed parts", () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft("not json")).toBeNull();
    expect(parseDraft(JSON.stringify({ step: "nowhere" }))).toBeNull();
    // a step of the other path, or past step 1 without a path
    const base = { clntRltnshpNmbr: 1, locationKey: "k" };
    expect(parseDraft(JSON.stringify({ ...base, step: "switchOut", path: "future" }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...base, step: "switchOut" }))).toBeNull();
    // an accepted instruction is never restored
    expect(parseDraft(JSON.stringify({ ...base, step: "transaction", path: "existing" }))).toBeNull();
    const parsed = parseDraft(
      JSON.stringify({
        ...base,
        step: "switchOut",
        path: "existing",
        contributionType: "NOPE",
        switchOut: { "801": { mode: "half", percent: "50" }, "802": { mode: "all", percent: "" }, x: 1 },
        switchIn: {
          entries: { "803": 60, "804": "40" },
          riskFilter: 9,
          indexAnswers: { "805": "maybe", "806": "yes" },
        },
        idempotencyKey: "not-a-uuid",
      }),
    );
    expect(parsed).toMatchObject({
      contributionType: null,
      switchOut: { "802": { mode: "all", percent: "" } },
      switchIn: {
        entries: { "804": "40" },
        riskFilter: 0,
        auditorDeclaration: false,
        indexAnswers: { "806": "yes" },
      },
      idempotencyKey: null,
    });
    // a switch-in part that is not an object is an empty one
    expect(
      parseDraft(JSON.stringify({ ...base, step: "switchIn", path: "existing", switchIn: "x" }))?.switchIn,
    ).toEqual({ entries: {}, riskFilter: 0, auditorDeclaration: false, indexAnswers: {} });
  });

  it("puts the fund-processing block page after the contribution type, only while funds are processed", () => {
    expect(pathSteps("existing", true)).toEqual(["assetTypes", "contributionTypes", "fundsProcessing"]);
    expect(pathSteps("existing", false)).toEqual([
      "assetTypes",
      "contributionTypes",
      "switchOut",
      "switchIn",
      "confirmation",
      "transaction",
    ]);
    // the future path is never blocked
    expect(pathSteps("future", true)).toEqual(pathSteps("future", false));
    expect(pathSteps("future", true)).not.toContain("fundsProcessing");
    const base = { clntRltnshpNmbr: 1, locationKey: "k" };
    expect(parseDraft(JSON.stringify({ ...base, step: "fundsProcessing", path: "existing" }))?.step).toBe(
      "fundsProcessing",
    );
    expect(parseDraft(JSON.stringify({ ...base, step: "fundsProcessing", path: "future" }))).toBeNull();
  });

  it("makes v4 UUIDs", () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
