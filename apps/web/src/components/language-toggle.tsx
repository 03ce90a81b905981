import { Button } from "@mantine/core";
import { useLanguage } from "../lib/language.ts";
import { showToast } from "../lib/toasts.tsx";
import { useTranslation } from "../lib/use-translation.tsx";

interface LanguageToggleProps {
  /** The header's white outline on its dark bar; the theme's colour elsewhere (a dialog). */
  color?: string;
  className?: string;
}

/**
 * Switches between English and Traditional Chinese; labelled in the language it switches to.
 * Shown only where the session's scheme offers the choice (`offersLanguageToggle`). When the other
 * language's texts cannot load (offline), the page stays as it is and a toast says so.
 */
export function LanguageToggle({ color, className }: LanguageToggleProps) {
  const { t, i18n } = useTranslation();
  const other = useLanguage() === "en" ? "zh-HK" : "en";
  return (
    <Button
      variant="outline"
      color={color}
      size="sm"
      lang={other}
      className={className}
      onClick={() => void i18n.changeLanguage(other).catch(() => showToast("technical-error"))}
    >
      {t("languageToggle")}
    </Button>
  );
}
