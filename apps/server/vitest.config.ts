import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Each file opens its own in-memory PGlite; two at a time fit a 2-core machine.
    maxWorkers: 2,
    setupFiles: ["src/testing/contract-check.setup.ts"],
  },
});
