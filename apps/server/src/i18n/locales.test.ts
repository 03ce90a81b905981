import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, placeholdersOf } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./i18n.ts";

/*
 * The locale files of every language must have the same namespaces, the same keys, and in each
 * message the same {{placeholders}}. Read from disk, so a file not (yet) wired into i18n.ts is
 * checked too.
 */

const LOCALES = join(import.meta.dirname, "locales");

/** Every leaf of a messages object as "path.to.key" -> value; a leaf that is not a string is a problem. */
function flatten(node: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (typeof node === "object" && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, node);
  return out;
}

/** The differences between two languages' messages of one namespace, as readable lines. */
function localeProblems(
  namespace: string,
  a: { lang: string; messages: unknown },
  b: { lang: string; messages: unknown },
): string[] {
  const problems: string[] = [];
  const flatA = flatten(a.messages, "", new Map());
  const flatB = flatten(b.messages, "", new Map());
  for (const [self, other, flatSelf, flatOther] of [
    [a, b, flatA, flatB],
    [b, a, flatB, flatA],
  ] as const) {
    for (const [key, value] of flatSelf) {
      if (typeof value !== "string" || value.trim() === "")
        problems.push(`${self.lang} ${namespace}:${key} is not a non-empty string`);
      if (!flatOther.has(key))
        problems.push(`${namespace}:${key} is in ${self.lang} but not in ${other.lang}`);
    }
  }
  for (const [key, value] of flatA) {
    const otherValue = flatB.get(key);
    if (typeof value !== "string" || typeof otherValue !== "string") continue;
    const varsA = new Set(placeholdersOf(value));
    const varsB = new Set(placeholdersOf(otherValue));
    for (const name of varsA)
      if (!varsB.has(name))
        problems.push(`${namespace}:${key} uses {{${name}}} in ${a.lang}, not in ${b.lang}`);
    for (const name of varsB)
      if (!varsA.has(name))
        problems.push(`${namespace}:${key} uses {{${name}}} in ${b.lang}, not in ${a.lang}`);
  }
  for (const [lang, flat] of [
    [a.lang, flatA],
    [b.lang, flatB],
  ] as const) {
    for (const [key, value] of flat) {
      if (typeof value === "string" && /\{\{|\}\}/.test(value.replace(/\{\{\s*[\w.]+\s*\}\}/g, "")))
        problems.push(`${lang} ${namespace}:${key} has a malformed placeholder`);
    }
  }
  return problems;
}

const namespacesOf = (lang: string) =>
  readdirSync(join(LOCALES, lang))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length))
    .sort();

const read = (lang: string, namespace: string): unknown =>
  JSON.parse(readFileSync(join(LOCALES, lang, `${namespace}.json`), "utf8"));

describe("the server's locale files", () => {
  it("hold one folder per language, with the same namespaces, all registered in i18n.ts", () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    const [first, ...rest] = LANGUAGES;
    for (const lang of rest) expect(namespacesOf(lang)).toEqual(namespacesOf(first));
    expect([...NAMESPACES].sort()).toEqual(namespacesOf(first));
  });

  it.each(namespacesOf("en"))("%s: every language has the same keys and the same {{placeholders}}", (ns) => {
    const [first, ...rest] = LANGUAGES;
    for (const lang of rest) {
      expect(
        localeProblems(ns, { lang: first, messages: read(first, ns) }, { lang, messages: read(lang, ns) }),
      ).toEqual([]);
    }
  });

  it("the check finds a missing key, a missing or extra placeholder, and a bad value", () => {
    const problems = localeProblems(
      "test",
      {
        lang: "en",
        messages: {
          a: "Hello {{name}}",
          b: { c: "On {{date}} at {{time}}" },
          only: "English only",
          broken: "{{open",
        },
      },
      {
        lang: "zh-HK",
        messages: { a: "你好", b: { c: "{{date}}{{time}}{{extra}}" }, broken: "{{open}}", n: 1 },
      },
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        "test:only is in en but not in zh-HK",
        "test:n is in zh-HK but not in en",
        "zh-HK test:n is not a non-empty string",
        "test:a uses {{name}} in en, not in zh-HK",
        "test:b.c uses {{extra}} in zh-HK, not in en",
        "en test:broken has a malformed placeholder",
      ]),
    );
    expect(problems).toHaveLength(7); // and broken's {{open}} is only in zh-HK
  });
});
