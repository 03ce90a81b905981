#!/usr/bin/env node
// The layering of DESIGN.md, checked on every import (npm run lint; CI):
// - a web feature never imports another feature (shared code lives in components/, lib/ or the domain);
// - no web file but the API client writes an /api/ URL (the client builds them from the endpoint table);
// - the server's lib/ never imports modules/ (lib is below every module);
// - drizzle is imported only by repositories (*.repository.ts), the database module (src/db/) and
//   migrations; nothing else reads the schema's tables to query them (type-only imports are fine).
// Tests (*.test.ts(x), src/test/, src/testing/) may reach anywhere.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const IMPORT =
  /(?:^|[\s;])(import|export)\s+(type\s+)?([\w*{][^;]*?)\s*from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|(?:^|[\s;])import\s*["']([^"']+)["']/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield path;
  }
}

const isTest = (rel) => /\.test\.(ts|tsx)$/.test(rel) || /\/src\/(test|testing)\//.test(rel);

/** The imports of a source text: the specifier, and whether only types are imported. */
export function importsOf(text) {
  const found = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[4] ?? m[5] ?? m[6];
    const clause = m[3] ?? "";
    const typeOnly =
      Boolean(m[2]) ||
      (/^\{[\s\S]*\}$/.test(clause.trim()) &&
        clause
          .replace(/[{}]/g, "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
          .every((s) => s.startsWith("type ")));
    found.push({ spec, typeOnly: m[4] ? typeOnly : false });
  }
  return found;
}

/** Every broken rule under `root` (the repository), as "file: problem" lines. */
export function violations(root) {
  const problems = [];
  const add = (file, problem) => problems.push(`${relative(root, file).split(sep).join("/")}: ${problem}`);
  const web = join(root, "apps/web/src");
  const server = join(root, "apps/server/src");
  const features = join(web, "features");

  for (const file of [...files(web)]) {
    const rel = relative(root, file).split(sep).join("/");
    if (isTest(rel)) continue;
    const text = readFileSync(file, "utf8");
    const ownFeature = file.startsWith(features + sep) ? relative(features, file).split(sep)[0] : null;
    for (const { spec } of importsOf(text)) {
      if (!spec.startsWith(".")) continue;
      const target = resolve(dirname(file), spec);
      if (ownFeature && target.startsWith(features + sep)) {
        const other = relative(features, target).split(sep)[0];
        if (other !== ownFeature)
          add(file, `the feature ${ownFeature} imports the feature ${other} (${spec})`);
      }
    }
    if (!rel.endsWith("lib/api/client.ts") && /["'`]\/api\//.test(text))
      add(file, "writes an /api/ URL; call the endpoint through lib/api/client.ts");
  }

  const lib = join(server, "lib");
  const modules = join(server, "modules");
  for (const file of [...files(server)]) {
    const rel = relative(root, file).split(sep).join("/");
    if (isTest(rel)) continue;
    const text = readFileSync(file, "utf8");
    const repository = rel.endsWith(".repository.ts") || rel.startsWith("apps/server/src/db/");
    for (const { spec, typeOnly } of importsOf(text)) {
      const target = spec.startsWith(".") ? resolve(dirname(file), spec) : null;
      if (file.startsWith(lib + sep) && target?.startsWith(modules + sep))
        add(file, `lib/ imports modules/ (${spec})`);
      if (!repository && (spec === "drizzle-orm" || spec.startsWith("drizzle-orm/")))
        add(file, `imports ${spec} outside a repository or the database module`);
      if (!repository && !typeOnly && target?.endsWith(`${sep}db${sep}schema.ts`))
        add(file, `imports the schema's tables outside a repository (${spec}); import types only`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const problems = violations(root);
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import(s) break the layering of DESIGN.md.`);
    process.exit(1);
  }
  console.log("boundaries: every import keeps the layering");
}
