import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/** Text assets worth compressing; index.html is sent by the server with a fresh nonce each time. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes a .br (brotli at its best) and a .gz beside every built text asset over 1 KB, once at
 * build time: the server sends them by Accept-Encoding (@fastify/static's preCompressed), so no
 * request pays for compressing a file that never changes.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "portal-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        };
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** Where the survey pass leaves the modules of each first-load chunk (see firstLoadChunks). */
const SURVEY = resolve(import.meta.dirname, "node_modules/.cache/first-load-chunks.json");

/** Libraries a visitor's first page must not load. */
const NOT_FIRST_LOAD = /[\\/]node_modules[\\/](zod|decimal\.js|echarts|zrender)[\\/]/;

/**
 * The pages a visitor's first load can be (besides the landing page, which is in the entry): each
 * gets one chunk of what it loads beyond the entry's.
 */
const FIRST_PAGES = [{ name: "login-page", module: "/src/features/auth/login-page.tsx" }];

/**
 * Everything the first page loads in one chunk, and everything the login page loads beyond it in
 * another. Left to the automatic chunking, a first load was 35 files (the entry and every small
 * module it shares with a lazy page, each Mantine component its own file), each a request and
 * about 1.2 KB of headers (issue 17). What a chunk loads is known only after tree shaking, so the
 * build runs twice (package.json): the survey pass (mode "first-load-survey", nothing written)
 * records the modules of the entry chunk and of every chunk it imports statically, then of each
 * first page's chunk and of every chunk it imports that the entry does not; the real pass groups
 * exactly those. The other pages, and what only they share, keep their chunks. Without a
 * survey, the chunking is automatic.
 */
function firstLoadChunks(survey: boolean): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; priority: number }[];
} {
  const plugin: Plugin = {
    name: "portal-first-load-survey",
    apply: "build",
    generateBundle(_options, bundle) {
      if (!survey) return;
      const chunks = [...Object.values(bundle)].flatMap((item) => (item.type === "chunk" ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const taken = new Set<string>();
      /** The modules of these chunks and of every chunk they import statically, not taken yet. */
      const closure = (roots: string[]): string[] => {
        const modules: string[] = [];
        const stack = [...roots];
        const seen = new Set<string>();
        while (stack.length > 0) {
          const chunk = byFile.get(stack.pop() as string);
          if (!chunk || seen.has(chunk.fileName)) continue;
          seen.add(chunk.fileName);
          for (const id of chunk.moduleIds) if (!taken.has(id)) modules.push(id);
          stack.push(...chunk.imports);
        }
        for (const id of modules) taken.add(id);
        return modules.sort();
      };
      const groups: Record<string, string[]> = {
        index: closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)),
      };
      for (const page of FIRST_PAGES) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(page.module));
        if (!chunk) throw new Error(`first-load survey: no chunk for ${page.module}`);
        groups[page.name] = closure([chunk.fileName]);
      }
      // The schemas, decimal arithmetic and the charts load with the pages that use them, never
      // with a visitor's first page: a frame module that imports one fails the build here.
      for (const [name, modules] of Object.entries(groups)) {
        const heavy = modules.filter((id) => NOT_FIRST_LOAD.test(id));
        if (heavy.length > 0)
          throw new Error(`the first load (${name}) would include ${heavy.slice(0, 3).join(", ")}`);
      }
      mkdirSync(dirname(SURVEY), { recursive: true });
      writeFileSync(SURVEY, JSON.stringify(groups));
    },
  };
  if (survey || !existsSync(SURVEY)) return { plugin, groups: [] };
  const surveyed: Record<string, string[]> = JSON.parse(readFileSync(SURVEY, "utf8"));
  const groups = Object.entries(surveyed).map(([name, modules], index) => {
    const members = new Set(modules);
    return { name, test: (id: string) => members.has(id), priority: 100 - index };
  });
  return { plugin, groups };
}

const api = { "/api": "http://localhost:8080" };

export default defineConfig(({ mode }) => {
  const survey = mode === "first-load-survey";
  const firstLoad = firstLoadChunks(survey);
  return {
    plugins: survey ? [react(), firstLoad.plugin] : [react(), precompress(), firstLoad.plugin],
    // zod without its eval probe, which the page's CSP reports (src/lib/zod-without-eval.ts).
    resolve: {
      alias: [{ find: /^zod$/, replacement: resolve(import.meta.dirname, "src/lib/zod-without-eval.ts") }],
    },
    server: { proxy: api },
    // The server writes a fresh nonce here for each page it sends (its CSP lets only style elements
    // with that nonce apply); Mantine reads it from the csp-nonce meta tag Vite adds.
    html: { cspNonce: "__CSP_NONCE__" },
    preview: { proxy: api },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      write: !survey,
      rolldownOptions: {
        output: { codeSplitting: { groups: firstLoad.groups } },
        // decimal.js has no side effects but does not say so; saying it lets pages that format
        // no money (the landing page) leave it out.
        treeshake: {
          moduleSideEffects: [{ test: /[\\/]node_modules[\\/]decimal\.js[\\/]/, sideEffects: false }],
        },
      },
    },
    test: {
      environment: "jsdom",
      setupFiles: ["./src/test/setup.ts"],
      testTimeout: 20_000,
    },
  };
});
