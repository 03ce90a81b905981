import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: relative settings (PGLITE_DATA_DIR, WEB_DIST) are read from here. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
