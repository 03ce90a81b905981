import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const api = { "/api": "http://localhost:8080" };

export default defineConfig({
  plugins: [react()],
  server: { proxy: api },
  preview: { proxy: api },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
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
});
