import type { Scheme } from "./identifiers.ts";
import type { Language } from "./locale.ts";

/**
 * The schemes offered in one language only, and that language. Part 1 §1 and part 2: "a language
 * toggle exists for every scheme except one employer-sponsored scheme" (SMP), whose members are
 * served in English, the portal's default.
 */
const SCHEME_ONLY_LANGUAGE: Partial<Record<Scheme, Language>> = { SMP: "en" };

/**
 * The language a session of this scheme must use, whatever was chosen before login (on the
 * landing page, in an earlier visit); null when the member chooses (an unknown scheme included).
 */
export function schemeLanguage(scheme: Scheme | null): Language | null {
  return scheme === null ? null : (SCHEME_ONLY_LANGUAGE[scheme] ?? null);
}

/** Whether the header (and any dialog covering it) offers the English / Chinese toggle. */
export function offersLanguageToggle(scheme: Scheme | null): boolean {
  return schemeLanguage(scheme) === null;
}
