import { describe, expect, it } from "vitest";
import { MEMBER_FRAME_FILES, MEMBER_FRAME_PRELOADS, PAGE_MODULES } from "./page-modules.ts";

const PAGE_CODE = import.meta.glob<Record<string, unknown>>("../features/*/*-page.tsx");
const FRAME_CODE = import.meta.glob<Record<string, unknown>>("./*.tsx");
const SOURCE_FILES = import.meta.glob<Record<string, unknown>>("/src/**/*.{ts,tsx}");
const NAMESPACES = import.meta.glob("../locales/*/*.json");

describe("the pages' modules", () => {
  it("name a page module that exports the named component, for every page", async () => {
    for (const [page, { file, component }] of Object.entries(PAGE_MODULES)) {
      const load = PAGE_CODE[`../${file}`];
      expect({ page, file, found: load !== undefined }).toEqual({ page, file, found: true });
      const module = await load?.();
      expect({ page, component, type: typeof module?.[component] }).toEqual({
        page,
        component,
        type: "function",
      });
    }
  }, 60_000);

  it("name namespaces that exist in both languages", () => {
    for (const { namespaces } of Object.values(PAGE_MODULES))
      for (const namespace of namespaces)
        for (const language of ["en", "zh-HK"])
          expect(Object.keys(NAMESPACES)).toContain(`../locales/${language}/${namespace}.json`);
  });

  it("name the frame's lazily loaded member parts by files that exist", () => {
    for (const file of MEMBER_FRAME_FILES) expect(Object.keys(FRAME_CODE)).toContain(`./${file.slice(4)}`);
    for (const file of MEMBER_FRAME_PRELOADS) expect(Object.keys(SOURCE_FILES)).toContain(`/src/${file}`);
  });
});
