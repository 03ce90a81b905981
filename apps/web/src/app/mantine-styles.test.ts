import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");
const STYLES = dirname(createRequire(import.meta.url).resolve("@mantine/core/styles/Button.css"));

/**
 * Stylesheets a component needs besides its own: the parts it draws with other components
 * (Mantine's documentation of each component lists them).
 */
const DRAWS: Record<string, string[]> = {
  ActionIcon: ["Loader"],
  Alert: ["CloseButton"],
  Anchor: ["Text"],
  Burger: ["UnstyledButton"],
  Button: ["Loader"],
  Checkbox: ["CheckboxIndicator", "InlineInput"],
  Modal: ["ModalBase", "Overlay", "CloseButton", "Paper"],
  NativeSelect: ["Input"],
  PasswordInput: ["Input", "ActionIcon"],
  Radio: ["InlineInput"],
  Select: ["Combobox", "Input", "Popover", "ScrollArea"],
  Tabs: ["UnstyledButton"],
  TextInput: ["Input"],
  // @mantine/notifications' host and @mantine/dates' pickers, drawn with core components.
  Notifications: ["Notification", "CloseButton", "Loader"],
  MonthPickerInput: ["Input", "Popover", "CloseButton", "UnstyledButton"],
  DatePickerInput: ["Input", "Popover", "CloseButton", "UnstyledButton"],
};

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The value names each source imports from Mantine's packages (types and aliases resolved). */
function mantineImports(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, "utf8");
    for (const [, names] of text.matchAll(
      /import \{([^}]+)\} from "@mantine\/(?:core|dates|notifications)"/g,
    )) {
      for (const raw of (names ?? "").split(",")) {
        const name = raw.trim().replace(/\s+as\s+\w+$/, "");
        if (name !== "" && !name.startsWith("type ")) used.set(name, file.slice(SRC.length + 1));
      }
    }
  }
  return used;
}

describe("Mantine's stylesheets", () => {
  const imported = new Set(
    [
      ...readFileSync(join(SRC, "app/mantine-styles.ts"), "utf8").matchAll(
        /"@mantine\/core\/styles\/(\w+)\.css"/g,
      ),
    ].map(([, name]) => name),
  );

  it("has the stylesheet of every component the code imports, and of what it draws", () => {
    const missing: string[] = [];
    for (const [name, file] of mantineImports()) {
      const needs = [...(existsSync(join(STYLES, `${name}.css`)) ? [name] : []), ...(DRAWS[name] ?? [])];
      for (const sheet of needs) if (!imported.has(sheet)) missing.push(`${sheet}.css (${name} in ${file})`);
    }
    expect(missing).toEqual([]);
  });

  it("loads them in the order of Mantine's bundle, where a later rule of equal weight wins", () => {
    const bundle = readFileSync(join(STYLES, "..", "styles.css"), "utf8");
    const sheets = [
      ...readFileSync(join(SRC, "app/mantine-styles.ts"), "utf8").matchAll(
        /"@mantine\/core\/styles\/([\w-]+)\.css"/g,
      ),
    ].map(([, name]) => name ?? "");
    // Where each sheet's first rule sits in the bundle.
    const at = new Map(
      sheets.map((name) => {
        const css = readFileSync(join(STYLES, `${name}.css`), "utf8");
        return [name, bundle.indexOf(css.slice(0, css.indexOf("{")).trim())];
      }),
    );
    expect([...at.values()].every((position) => position >= 0)).toBe(true);
    const components = sheets.slice(3);
    expect(components).toEqual([...components].sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0)));
    expect(sheets.indexOf("UnstyledButton")).toBeLessThan(sheets.indexOf("Button"));
  });

  it("does not load the whole bundle", () => {
    const main = readFileSync(join(SRC, "main.tsx"), "utf8");
    expect(main).toContain("./app/mantine-styles.ts");
    for (const file of sources(SRC)) {
      expect(readFileSync(file, "utf8"), file).not.toContain("@mantine/core/styles.css");
    }
  });

  it("knows a component's own stylesheet (the check above can fail)", () => {
    expect(existsSync(join(STYLES, "Table.css"))).toBe(true);
    expect(imported.has("Table")).toBe(true);
    expect(imported.has("Slider")).toBe(false);
  });
});
