import type { Language } from "@portal/domain";
import { isLanguage } from "../lib/language.ts";
import { useTranslation } from "../lib/use-translation.tsx";

/** Every key path of a nested resource whose value is a string: "table.caption". */
export type KeyPath<R, Prefix extends string = ""> = {
  [K in keyof R & string]: R[K] extends string
    ? `${Prefix}${K}`
    : R[K] extends object
      ? KeyPath<R[K], `${Prefix}${K}.`>
      : never;
}[keyof R & string];

export type FeatureT<R> = (key: KeyPath<R>, options?: Record<string, unknown>) => string;

/**
 * A feature's own lazily loaded namespace, with its keys checked against the English file:
 * `useFeatureTranslation<typeof en>("portfolio")`. Suspends (like useTranslation) until the
 * namespace has loaded. Independent of whether app/i18n.ts lists the namespace in Resources yet.
 */
export function useFeatureTranslation<R>(namespace: string): { t: FeatureT<R>; language: Language } {
  const { t, i18n } = useTranslation(namespace as "common");
  return {
    t: t as unknown as FeatureT<R>,
    language: isLanguage(i18n.language) ? i18n.language : "en",
  };
}
