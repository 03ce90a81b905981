import { describe, expect, it } from "vitest";

const files = import.meta.glob<Record<string, unknown>>("./*/*.json", { eager: true, import: "default" });

/** Every key path of a nested resource, e.g. "footer.copyright". */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function namespaces(language: string): string[] {
  return Object.keys(files)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(`./${language}/`.length))
    .sort();
}

describe("locales", () => {
  it("have the same namespace files in English and Chinese", () => {
    expect(namespaces("en").length).toBeGreaterThan(0);
    expect(namespaces("zh-HK")).toEqual(namespaces("en"));
  });

  for (const namespace of namespaces("en")) {
    it(`${namespace}: has the same keys in both languages, none empty`, () => {
      const en = files[`./en/${namespace}`];
      const zh = files[`./zh-HK/${namespace}`];
      expect(keyPaths(zh).sort()).toEqual(keyPaths(en).sort());
      for (const resource of [en, zh]) {
        for (const path of keyPaths(resource)) {
          const text = path
            .split(".")
            .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], resource);
          expect(typeof text === "string" && text.trim() !== "", `${path} is empty`).toBe(true);
        }
      }
    });
  }
});
