import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../lib/language.ts";
import classes from "./layout.module.css";

/** Switches between English and Traditional Chinese; labelled in the language it switches to. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const other = useLanguage() === "en" ? "zh-HK" : "en";
  return (
    <Button
      variant="outline"
      color="white"
      size="sm"
      lang={other}
      className={classes.onDark}
      onClick={() => void i18n.changeLanguage(other)}
    >
      {t("languageToggle")}
    </Button>
  );
}
