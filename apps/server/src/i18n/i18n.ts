import {
  fillPlaceholders,
  formatLongDate,
  hkClockTime,
  hkDateOf,
  LANGUAGES,
  type Language,
  messageAt,
} from "@portal/domain";
import enDocuments from "./locales/en/documents.json" with { type: "json" };
import enNotices from "./locales/en/notices.json" with { type: "json" };
import enReports from "./locales/en/reports.json" with { type: "json" };
import enStatements from "./locales/en/statements.json" with { type: "json" };
import zhDocuments from "./locales/zh-HK/documents.json" with { type: "json" };
import zhNotices from "./locales/zh-HK/notices.json" with { type: "json" };
import zhReports from "./locales/zh-HK/reports.json" with { type: "json" };
import zhStatements from "./locales/zh-HK/statements.json" with { type: "json" };

/*
 * The texts the server writes for people (the PDF documents, the OTP and PIN messages, the
 * confirmations and notices), in locale files laid out like the web's:
 * `locales/<language>/<namespace>.json`, nested keys, `{{name}}` placeholders (the domain's
 * format/messages.ts, as the web app's texts).
 * A key is written "namespace:path.to.key" and is checked by the compiler against the English
 * files; the Chinese files must have the same shape (checked here and by i18n.test.ts).
 * API error messages (AppError) are not here: they are English texts for API clients.
 */

const en = { documents: enDocuments, notices: enNotices, statements: enStatements, reports: enReports };

/** The shape of every language: the English files'. */
type Resources = typeof en;

// Assigning the Chinese files to the English shape makes a key missing in Chinese a type error.
const RESOURCES: Readonly<Record<Language, Resources>> = {
  en,
  "zh-HK": { documents: zhDocuments, notices: zhNotices, statements: zhStatements, reports: zhReports },
};

export type Namespace = keyof Resources;

/** The dotted paths of the string leaves of a nested messages object. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** A key of one namespace, without the namespace ("factSheet.keyFacts"). */
export type KeyOf<N extends Namespace> = Leaves<Resources[N]>;

/** A full key, "namespace:path" ("documents:factSheet.keyFacts"). */
export type TranslationKey = { [N in Namespace]: `${N}:${KeyOf<N>}` }[Namespace];

/** The values of a message's `{{name}}` placeholders. */
export type Vars = Readonly<Record<string, string | number>>;

export const NAMESPACES = Object.keys(en) as Namespace[];

function lookup(lang: Language, key: string): string | undefined {
  const colon = key.indexOf(":");
  if (colon < 0) return undefined;
  const message = messageAt(RESOURCES[lang][key.slice(0, colon) as Namespace], key.slice(colon + 1));
  return typeof message === "string" ? message : undefined;
}

/** Whether a key built at run time (from a code in the data) names a message. */
export function isTranslationKey(key: string): key is TranslationKey {
  return lookup("en", key) !== undefined;
}

/**
 * The message of `key` in `lang` with its placeholders filled in. A placeholder without a value
 * throws: it is a programming error, and a member must never receive "{{code}}".
 */
export function t(lang: Language, key: TranslationKey, vars: Vars = {}): string {
  const message = lookup(lang, key);
  if (message === undefined) throw new Error(`i18n: no message ${key} in ${lang}`);
  return fillPlaceholders(message, vars, (name) => {
    throw new Error(`i18n: no value for {{${name}}} in ${key} (${lang})`);
  });
}

/** `t` bound to a language and a namespace. */
export function translator<N extends Namespace>(
  lang: Language,
  namespace: N,
): (key: KeyOf<N>, vars?: Vars) => string {
  return (key, vars) => t(lang, `${namespace}:${key}` as TranslationKey, vars);
}

/**
 * A message in both languages, English first, joined by `separator` (one SMS or e-mail that
 * carries both). `vars` may depend on the language, for values that are themselves translated
 * or formatted per language (dates).
 */
export function bilingual(
  key: TranslationKey,
  vars: Vars | ((lang: Language) => Vars),
  separator: string,
): string {
  return LANGUAGES.map((lang) => t(lang, key, typeof vars === "function" ? vars(lang) : vars)).join(
    separator,
  );
}

/**
 * An instant as messages print it, in Hong Kong time: the date as the domain's formatLongDate
 * ("20 Nov 2026", "2026年11月20日") and the time as HH:mm (24-hour, both languages).
 */
export function messageDateTime(at: Date, lang: Language): { date: string; time: string } {
  return { date: formatLongDate(hkDateOf(at), lang), time: hkClockTime(at).slice(0, 5) };
}
