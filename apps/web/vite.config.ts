import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const api = { "/api": "http://localhost:8080" };

export default defineConfig({
  plugins: [react()],
  server: { proxy: api },
  // The server writes a fresh nonce here for each page it sends (its CSP lets only style elements
  // with that nonce apply); Mantine reads it from the csp-nonce meta tag Vite adds.
  html: { cspNonce: "__CSP_NONCE__" },
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
