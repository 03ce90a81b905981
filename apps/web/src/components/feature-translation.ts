import type { Language } from "@portal/domain";
import { isLanguage } from "../lib/language.ts";
import type { KeyOf } from "../lib/translator.ts";
import { useTranslation } from "../lib/use-translation.tsx";

export type FeatureT<R> = (key: KeyOf<R>, options?: Record<string, unknown>) => string;

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
