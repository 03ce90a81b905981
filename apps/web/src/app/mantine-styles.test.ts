import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");
const STYLES = dirname(createRequire(import.meta.url).resolve("@mantine/core/styles/Button.css"));

/**
 * Stylesheets a component needs besides its own: the parts it draws with other components (on the
 * same element, as a Button is an UnstyledButton, or inside it), as Mantine's documentation and
 * code have them. Transitive: a part's parts are needed too.
 */
const DRAWS: Record<string, string[]> = {
  ActionIcon: ["UnstyledButton", "Loader"],
  Alert: ["CloseButton"],
  Anchor: ["Text"],
  Burger: ["UnstyledButton"],
  Button: ["UnstyledButton", "Loader"],
  Card: ["Paper"],
  Checkbox: ["CheckboxIndicator", "InlineInput"],
  CloseButton: ["UnstyledButton"],
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

function* files(dir: string, pattern: RegExp): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path, pattern);
    else if (pattern.test(name)) yield path;
  }
}

const hasSheet = (name: string) => existsSync(join(STYLES, `${name}.css`));

/** The stylesheets a component needs besides its own: its parts' and theirs. */
function drawn(name: string, seen = new Set<string>()): Set<string> {
  for (const part of DRAWS[name] ?? []) {
    if (seen.has(part)) continue;
    seen.add(part);
    drawn(part, seen);
  }
  return new Set([...seen].filter(hasSheet));
}

/** A module's static imports of the portal's own modules (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\s+from\s+"(\.[^"]+)"/gms)]
    .map(([, spec]) => resolve(dirname(file), spec ?? ""))
    .filter((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** The modules a module loads as it loads: itself and its static imports', transitively. */
function closure(root: string): string[] {
  const found = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (found.has(file)) continue;
    found.add(file);
    stack.push(...staticImports(file));
  }
  return [...found];
}

/** The Mantine components (values, not types) the modules import, with a module that does. */
function componentsOf(modules: Iterable<string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of modules) {
    const text = readFileSync(file, "utf8");
    for (const [, names] of text.matchAll(
      /import \{([^}]+)\} from "@mantine\/(?:core|dates|notifications)"/g,
    )) {
      for (const raw of (names ?? "").split(",")) {
        const name = raw.trim().replace(/\s+as\s+\w+$/, "");
        if (/^[A-Z]/.test(name)) used.set(name, file.slice(SRC.length + 1));
      }
    }
  }
  return used;
}

/** The stylesheets components need: their own and their parts'. */
function sheetsFor(components: Map<string, string>): Map<string, string> {
  const sheets = new Map<string, string>();
  for (const [name, file] of components) {
    for (const sheet of [...(hasSheet(name) ? [name] : []), ...drawn(name)]) {
      if (!sheets.has(sheet)) sheets.set(sheet, `${name} in ${file}`);
    }
  }
  return sheets;
}

/** The component stylesheets a list imports, in its order. */
function listed(file: string): string[] {
  return [...readFileSync(join(SRC, file), "utf8").matchAll(/"@mantine\/core\/styles\/(\w+)\.layer\.css"/g)]
    .map(([, name]) => name ?? "")
    .filter((name) => !["baseline", "default-css-variables", "global"].includes(name));
}

const sources = [...files(SRC, /^(?!.*\.test\.tsx?$).*\.tsx?$/)];
const firstPage = closure(join(SRC, "main.tsx"));
const firstList = listed("app/mantine-styles.ts");
const pageList = listed("app/mantine-page-styles.ts");

describe("Mantine's stylesheets", () => {
  it("has in the first page's list the stylesheet of every component the first page draws, and of its parts", () => {
    const missing = [...sheetsFor(componentsOf(firstPage))]
      .filter(([sheet]) => !firstList.includes(sheet))
      .map(([sheet, why]) => `${sheet} (${why})`);
    expect(missing).toEqual([]);
  });

  it("has the stylesheet of every other component the code imports, and of its parts, in one list", () => {
    const missing = [...sheetsFor(componentsOf(sources))]
      .filter(([sheet]) => !firstList.includes(sheet) && !pageList.includes(sheet))
      .map(([sheet, why]) => `${sheet} (${why})`);
    expect(missing).toEqual([]);
    expect(firstList.filter((sheet) => pageList.includes(sheet))).toEqual([]);
  });

  it("keeps Mantine's order in each list, a component's parts before it, and the first list before the other", () => {
    const bundle = readFileSync(join(STYLES, "..", "styles.css"), "utf8");
    // Where each sheet's first rule sits in the bundle.
    const at = (name: string) => {
      const css = readFileSync(join(STYLES, `${name}.css`), "utf8");
      return bundle.indexOf(css.slice(0, css.indexOf("{")).trim());
    };
    for (const list of [firstList, pageList]) {
      expect(list.every((name) => at(name) >= 0)).toBe(true);
      expect(list).toEqual([...list].sort((a, b) => at(a) - at(b)));
    }
    // In the cascade the page list comes after the first one: a part in it must not be drawn by a
    // component of the first list, and a part of a component in it is in the first list or before.
    const order = [...firstList, ...pageList];
    const misplaced = order.flatMap((name) =>
      [...drawn(name)]
        .filter((part) => order.indexOf(part) > order.indexOf(name))
        .map((part) => `${part} after ${name}`),
    );
    expect(misplaced).toEqual([]);
    expect(order.indexOf("UnstyledButton")).toBeLessThan(order.indexOf("Button"));
  });

  it("loads the other list before a lazily loaded part of the first page draws a component of it", () => {
    const late: string[] = [];
    for (const file of firstPage) {
      const text = readFileSync(file, "utf8");
      const targets = [
        ...[...text.matchAll(/import\("(\.[^"]+)"\)/g)].map(([, spec]) => resolve(dirname(file), spec ?? "")),
        // The pages, loaded by the route table through import.meta.glob.
        ...(/import\.meta\.glob[^(]*\(\[?\s*"[^"]*-page\.tsx"/.test(text)
          ? sources.filter((path) => /-page\.tsx$/.test(path))
          : []),
      ].filter((path) => existsSync(path) && !firstPage.includes(path));
      const needsPageList = targets.some((target) =>
        [...sheetsFor(componentsOf(closure(target))).keys()].some((sheet) => !firstList.includes(sheet)),
      );
      if (needsPageList && !text.includes("withPageStyles(")) late.push(file.slice(SRC.length + 1));
    }
    expect(late).toEqual([]);
  });

  it("imports only Mantine's layered stylesheets, and never a whole bundle of core's", () => {
    const unlayered: string[] = [];
    for (const file of sources) {
      for (const [, sheet] of readFileSync(file, "utf8").matchAll(/import "(@mantine\/[^"]+\.css)"/g)) {
        if (!sheet?.endsWith(".layer.css") || sheet.startsWith("@mantine/core/styles."))
          unlayered.push(sheet ?? "");
      }
    }
    expect(unlayered).toEqual([]);
    expect(readFileSync(join(SRC, "main.tsx"), "utf8")).toContain("./app/mantine-styles.ts");
  });

  it("knows a component's own stylesheet and its parts (the checks above can fail)", () => {
    expect(hasSheet("Table")).toBe(true);
    expect(pageList).toContain("Table");
    expect(firstList).not.toContain("Slider");
    expect(drawn("Button")).toEqual(new Set(["UnstyledButton", "Loader"]));
    expect(drawn("Alert")).toEqual(new Set(["CloseButton", "UnstyledButton"]));
    expect(firstPage.some((file) => file.endsWith("landing-page.tsx"))).toBe(true);
    expect(firstPage.some((file) => file.endsWith("top-navigation.tsx"))).toBe(false);
  });
});
