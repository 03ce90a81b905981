import { LANGUAGES, type Language } from "@portal/domain";
import { useTranslation } from "./use-translation.tsx";

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The portal's current language. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "en";
}
