import { LANGUAGES, type Language, languageFromQuery, type Scheme, schemeLanguage } from "@portal/domain";
import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { isLanguage } from "../lib/language.ts";
import { type SessionStore, sessionStore } from "../lib/session-store.ts";
import enCommon from "../locales/en/common.json";
import enLanding from "../locales/en/landing.json";
import enToasts from "../locales/en/toasts.json";
import zhCommon from "../locales/zh-HK/common.json";
import zhLanding from "../locales/zh-HK/landing.json";
import zhToasts from "../locales/zh-HK/toasts.json";

/** What the first page needs is bundled: the frame, the landing page and the toasts. */
export const resources = {
  en: { common: enCommon, landing: enLanding, toasts: enToasts },
  "zh-HK": { common: zhCommon, landing: zhLanding, toasts: zhToasts },
} as const;

/**
 * Every other namespace (one per feature) loads with the first page that asks for it; the page
 * waits in its Suspense boundary meanwhile. Keeps the landing page's JavaScript small.
 */
const LAZY_RESOURCES = import.meta.glob<ResourceKey>(
  [
    "../locales/*/*.json",
    "!../locales/*/common.json",
    "!../locales/*/landing.json",
    "!../locales/*/toasts.json",
  ],
  { import: "default" },
);

const lazyNamespaces: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = LAZY_RESOURCES[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${language} resources for namespace ${namespace}`), null);
      return;
    }
    load().then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The chosen language is remembered (it is not secret). */
export const LANGUAGE_STORAGE_KEY = "harbour-portal.language";

/**
 * A scheme offered in one language (the employer-sponsored one) decides; else `?lang=` on the
 * landing page; otherwise the remembered choice; otherwise English.
 */
export function initialLanguage(
  location: Pick<Location, "pathname" | "search">,
  stored: string | null,
  scheme: Scheme | null = null,
): Language {
  const only = schemeLanguage(scheme);
  if (only) return only;
  const lang = new URLSearchParams(location.search).get("lang");
  if (location.pathname === "/" && lang !== null) return languageFromQuery(lang);
  return isLanguage(stored) ? stored : "en";
}

/**
 * The chosen language also goes to the server, as a cookie: the page it sends is then in that
 * language (<html lang>) and names that language's texts to fetch early (issue 17).
 */
export const LANGUAGE_COOKIE = "portal_lang";

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  document.title = i18n.t("common:documentTitle");
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers members still use (Safari before 18.4).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

i18n.on("languageChanged", applyLanguage);

/**
 * The schemes' language rule (part 1 §1): once the session's scheme is known (the first login
 * step, the OTP, a new tab's session answer) and it is offered in one language only, the portal
 * switches to it, whatever was chosen on the landing page: that scheme has no toggle to switch back.
 * Returns the unsubscribe.
 */
export function followSchemeLanguage(
  store: Pick<SessionStore, "get" | "subscribe">,
  changeLanguage: (language: Language) => unknown,
  current: () => string,
): () => void {
  const follow = () => {
    const only = schemeLanguage(store.get().scheme);
    if (only && current() !== only) changeLanguage(only);
  };
  return store.subscribe(follow);
}

followSchemeLanguage(
  sessionStore,
  (language) => void i18n.changeLanguage(language),
  () => i18n.language,
);

// The first page's resources are bundled, so initialisation finishes before the first render.
void i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    initAsync: false,
    resources,
    partialBundledLanguages: true,
    lng: initialLanguage(
      window.location,
      localStorage.getItem(LANGUAGE_STORAGE_KEY),
      sessionStore.get().scheme,
    ),
    // Every key is in both languages (locales.test.ts fails on a missing one), so there is nothing to
    // fall back to: a Chinese page would only load the English texts of its namespaces too.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: "currentOnly",
    ns: ["common", "landing", "toasts"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });

export { i18n };
