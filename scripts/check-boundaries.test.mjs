// node --test: the boundary check finds each kind of broken import, and reads imports right.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { importsOf, violations } from "./check-boundaries.mjs";

function tree(files) {
  const root = mkdtempSync(join(tmpdir(), "boundaries-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  mkdirSync(join(root, "apps/web/src"), { recursive: true });
  mkdirSync(join(root, "apps/server/src"), { recursive: true });
  return root;
}

test("a clean tree has no violations", () => {
  const root = tree({
    "apps/web/src/features/a/page.tsx": 'import { x } from "./x.ts";\nimport { y } from "../../lib/y.ts";\n',
    "apps/web/src/lib/api/client.ts": 'const base = "/api/";\n',
    "apps/server/src/lib/clock.ts": 'import { z } from "zod";\n',
    "apps/server/src/modules/a/a.repository.ts":
      'import { eq } from "drizzle-orm";\nimport { t } from "../../db/schema.ts";\n',
    "apps/server/src/modules/a/a.service.ts":
      'import type { T } from "../../db/schema.ts";\nimport { type U } from "../../db/schema.ts";\n',
    "apps/server/src/modules/a/a.test.ts": 'import { sql } from "drizzle-orm";\n',
  });
  assert.deepEqual(violations(root), []);
});

test("finds a feature importing another, an /api/ URL, lib importing modules, drizzle and tables outside repositories", () => {
  const root = tree({
    "apps/web/src/features/a/api/fetch.ts":
      'import { b } from "../../b/b.ts";\nconst url = `/api/accounts`;\n',
    "apps/server/src/lib/helper.ts": 'import { s } from "../modules/a/a.service.ts";\n',
    "apps/server/src/modules/a/a.routes.ts":
      'import { sql } from "drizzle-orm";\nimport { outbox, type T } from "../../db/schema.ts";\n',
  });
  assert.deepEqual(violations(root).sort(), [
    "apps/server/src/lib/helper.ts: lib/ imports modules/ (../modules/a/a.service.ts)",
    "apps/server/src/modules/a/a.routes.ts: imports drizzle-orm outside a repository or the database module",
    "apps/server/src/modules/a/a.routes.ts: imports the schema's tables outside a repository (../../db/schema.ts); import types only",
    "apps/web/src/features/a/api/fetch.ts: the feature a imports the feature b (../../b/b.ts)",
    "apps/web/src/features/a/api/fetch.ts: writes an /api/ URL; call the endpoint through lib/api/client.ts",
  ]);
});

test("reads type-only, multi-line, dynamic and side-effect imports", () => {
  assert.deepEqual(
    importsOf(
      'import type { A } from "a";\nimport {\n  type B,\n  c,\n} from "b";\nconst m = import("./m.tsx");\nexport { d } from "d";\nimport "e/side-effect";\n',
    ),
    [
      { spec: "a", typeOnly: true },
      { spec: "b", typeOnly: false },
      { spec: "./m.tsx", typeOnly: false },
      { spec: "d", typeOnly: false },
      { spec: "e/side-effect", typeOnly: false },
    ],
  );
});
