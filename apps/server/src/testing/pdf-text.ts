import { spawnSync } from "node:child_process";

// poppler's pdftotext reads a PDF's words back through the fonts' ToUnicode maps (.ci/run installs
// Debian's poppler-utils). A test of a PDF's words is skipped on a machine without it, never in CI.
const PDFTOTEXT = "pdftotext";

export const HAS_PDFTOTEXT = spawnSync(PDFTOTEXT, ["-v"]).error === undefined || Boolean(process.env.CI);

/** The PDF's text, in reading order (pdftotext's default layout). */
export function pdfText(pdf: Uint8Array): string {
  const result = spawnSync(PDFTOTEXT, ["-enc", "UTF-8", "-", "-"], { input: pdf });
  if (result.error || result.status !== 0)
    throw new Error(`pdftotext failed: ${result.stderr?.toString() ?? result.error}`);
  return result.stdout.toString("utf8");
}
