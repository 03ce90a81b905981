import { config } from "zod/v4/core";

/*
 * What the web app gets for `import ... from "zod/mini"` (vite.config.ts aliases it here): zod's
 * functional API, the one the contracts use (decision 010), told first not to compile parsers with
 * `new Function`. The page's CSP allows no eval, and zod finds out whether it may by trying, as it
 * builds each object schema: under this CSP that try is a violation the browser reports on every
 * page (Lighthouse's best-practices "issues" audit). It must be said before any schema is built,
 * which an alias guarantees: every module that imports zod runs after this one. The server keeps
 * zod's compiled parsers.
 */
config({ jitless: true });

export * from "zod/v4/mini";
