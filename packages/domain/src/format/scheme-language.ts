import type { Scheme } from "./identifiers.ts";
import { LANGUAGES, type Language, languageFromQuery } from "./locale.ts";

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

/**
 * The language a page opens in, the same in the browser and on the server that sends the page (its
 * `<html lang>` and the texts it names to fetch): a scheme offered in one language decides; else
 * `?lang=` on the landing page (zh is Chinese, anything else English); otherwise the remembered
 * choice; otherwise English. The server knows no scheme before the page runs, and reads the
 * remembered choice from the cookie the web app writes with it.
 */
export function initialLanguage(
  location: { pathname: string; search: string },
  stored: string | null | undefined,
  scheme: Scheme | null = null,
): Language {
  const only = schemeLanguage(scheme);
  if (only) return only;
  const lang = new URLSearchParams(location.search).get("lang");
  if (location.pathname === "/" && lang !== null) return languageFromQuery(lang);
  return LANGUAGES.find((language) => language === stored) ?? "en";
}

/** Whether the header (and any dialog covering it) offers the English / Chinese toggle. */
export function offersLanguageToggle(scheme: Scheme | null): boolean {
  return schemeLanguage(scheme) === null;
}
