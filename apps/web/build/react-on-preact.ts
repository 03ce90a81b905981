import { resolve } from "node:path";
import type { Alias } from "vite";

/**
 * React's API rendered by Preact 11 (decision 012): every import of React, React DOM and the JSX
 * runtime, the app's and the libraries', goes to preact/compat, with what Preact lacks added in
 * src/lib/react-on-preact.ts. The build and the tests both use these, so the tests run what members
 * run.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: resolve(import.meta.dirname, "../src/lib/react-on-preact.ts") },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: "preact/jsx-runtime" },
];

/**
 * The tests run in Node, which would load the libraries' CommonJS builds with the real React:
 * these are taken through Vite instead (their ES modules, the module field first), so that the
 * aliases reach them.
 */
export const libraryMainFields = ["browser", "module", "jsnext:main", "jsnext", "main"];
export const librariesThroughVite = [
  /@testing-library\/react/,
  /@mantine\//,
  /@tanstack\/react-query/,
  /react-transition-group/,
  /@floating-ui/,
  /react-remove-scroll/,
  /react-number-format/,
  /use-sidecar/,
  /react-style-singleton/,
  /use-callback-ref/,
];
