import { initialLanguage, type Language, schemeLanguage } from "@portal/domain";
import { type Bootstrap, readBootstrap } from "../lib/bootstrap.ts";
import { type SessionStore, sessionStore } from "../lib/session-store.ts";
import { createTranslator, type Texts, type TFunction, type TKey } from "../lib/translator.ts";
import type auth from "../locales/en/auth.json";
import type balanceByFund from "../locales/en/balanceByFund.json";
import type changes from "../locales/en/changes.json";
import type common from "../locales/en/common.json";
import type dashboard from "../locales/en/dashboard.json";
import type dev from "../locales/en/dev.json";
import type documents from "../locales/en/documents.json";
import type fatca from "../locales/en/fatca.json";
import type fees from "../locales/en/fees.json";
import type fundSwitch from "../locales/en/fundSwitch.json";
import type funds from "../locales/en/funds.json";
import type history from "../locales/en/history.json";
import type landing from "../locales/en/landing.json";
import type login from "../locales/en/login.json";
import type managerFund from "../locales/en/managerFund.json";
import type monthRange from "../locales/en/monthRange.json";
import type portfolio from "../locales/en/portfolio.json";
import type profile from "../locales/en/profile.json";
import type projection from "../locales/en/projection.json";
import type reports from "../locales/en/reports.json";
import type selectAccount from "../locales/en/selectAccount.json";
import type superLogon from "../locales/en/superLogon.json";
import type toasts from "../locales/en/toasts.json";
import type verifyInfo from "../locales/en/verifyInfo.json";

/** Every namespace's texts, typed by its English file (locales.test.ts: the Chinese has the same keys). */
export interface Resources {
  auth: typeof auth;
  balanceByFund: typeof balanceByFund;
  changes: typeof changes;
  common: typeof common;
  dashboard: typeof dashboard;
  dev: typeof dev;
  documents: typeof documents;
  fatca: typeof fatca;
  fees: typeof fees;
  fundSwitch: typeof fundSwitch;
  funds: typeof funds;
  history: typeof history;
  landing: typeof landing;
  login: typeof login;
  managerFund: typeof managerFund;
  monthRange: typeof monthRange;
  portfolio: typeof portfolio;
  profile: typeof profile;
  projection: typeof projection;
  reports: typeof reports;
  selectAccount: typeof selectAccount;
  superLogon: typeof superLogon;
  toasts: typeof toasts;
  verifyInfo: typeof verifyInfo;
}
export type AppNamespace = keyof Resources;
/** A key a `t` of these namespaces takes. */
export type AppKey<N extends AppNamespace = "common"> = TKey<Resources, N>;
export type AppT<N extends AppNamespace = "common"> = TFunction<Resources, N>;

/**
 * Every namespace is a module of its own per language, loaded with the first page that asks for
 * it (a page waits in its Suspense boundary meanwhile): a visitor loads only their language's
 * texts, and only those of the pages they see (issue 17).
 */
const TEXT_MODULES = import.meta.glob<Texts>("../locales/*/*.json", { import: "default" });

/**
 * A namespace's texts as the page carries them (apps/server/src/http/web-app.ts puts the first
 * page's in it, in the page's language): not fetched then. Nothing for another language.
 */
export function carriedTexts(
  texts: Bootstrap["texts"],
  language: Language,
  namespace: AppNamespace,
): Texts | undefined {
  const carried = texts?.language === language ? texts.namespaces[namespace] : undefined;
  return typeof carried === "object" && carried !== null ? (carried as Texts) : undefined;
}

const pageTexts = readBootstrap().texts;

function loadNamespace(language: Language, namespace: AppNamespace): Promise<Texts> {
  const carried = carriedTexts(pageTexts, language, namespace);
  if (carried) return Promise.resolve(carried);
  const load = TEXT_MODULES[`../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No ${language} resources for namespace ${namespace}`));
  return load();
}

/** The chosen language is remembered (it is not secret). */
export const LANGUAGE_STORAGE_KEY = "harbour-portal.language";

/**
 * The chosen language also goes to the server, as a cookie: the page it sends is then in that
 * language (<html lang>) and names that language's texts to fetch early (issue 17).
 */
export const LANGUAGE_COOKIE = "portal_lang";

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers members still use (Safari before 18.4).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

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

// No texts are bundled: the first page loads its language's own before it renders (the frame's and
// the page's, prepare-first-page.ts), which the server names in the page it sends.
const i18n = createTranslator<Resources, Language, "common">({
  language: initialLanguage(
    window.location,
    localStorage.getItem(LANGUAGE_STORAGE_KEY),
    sessionStore.get().scheme,
  ),
  resources: {},
  load: loadNamespace,
  defaultNamespace: "common",
});
applyLanguage(i18n.language);
i18n.subscribe(applyLanguage);

followSchemeLanguage(
  sessionStore,
  // Offline, the scheme's language waits for the next page: the texts shown stay whole.
  (language) => void i18n.changeLanguage(language).catch(() => {}),
  () => i18n.language,
);

export { i18n };
