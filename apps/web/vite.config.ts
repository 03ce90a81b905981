import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { firstLoadChunks } from "./build/first-load-chunks.ts";
import { pagePreloads } from "./build/page-preloads.ts";
import { precompress } from "./build/precompress.ts";
import { librariesThroughVite, libraryMainFields, reactOnPreact } from "./build/react-on-preact.ts";

const api = { "/api": "http://localhost:8080" };

export default defineConfig(({ mode }) => {
  const survey = mode === "first-load-survey";
  const firstLoad = firstLoadChunks(survey);
  // React Fast Refresh needs React's renderer: under Preact a changed file reloads the page in `vite` dev.
  const jsx = react({ refreshExclude: /./ });
  // Mantine's ScrollArea merges its refs with floating-ui's hook: it gets the portal's instead
  // (src/lib/merge-refs.ts), so a page drawing a table does not load floating-ui with it.
  const mergeRefs: Plugin = {
    name: "portal-scroll-area-merge-refs",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source === "@floating-ui/react" &&
        importer &&
        /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)
      )
        return resolve(import.meta.dirname, "src/lib/merge-refs.ts");
    },
  };
  return {
    plugins: survey
      ? [mergeRefs, jsx, firstLoad.plugin]
      : [mergeRefs, jsx, precompress(), firstLoad.plugin, pagePreloads()],
    resolve: {
      mainFields: libraryMainFields,
      alias: [
        ...reactOnPreact,
        // zod without its eval probe, which the page's CSP reports (src/lib/zod-without-eval.ts).
        { find: /^zod\/mini$/, replacement: resolve(import.meta.dirname, "src/lib/zod-without-eval.ts") },
      ],
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
      server: { deps: { inline: librariesThroughVite } },
    },
  };
});
