import { List, Paper, Title } from "@mantine/core";
import { formatLongDate, hkDateOf } from "@portal/domain";
import { useLanguage } from "../../lib/language.ts";
import { PHONE_LINES } from "../../lib/links.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import classes from "./landing.module.css";

/** The three notes shown once the schemes have moved to the eMPF Platform. */
export function ImportantNotes({ cutOverStart }: { cutOverStart: string }) {
  const { t } = useTranslation("landing");
  const language = useLanguage();
  const date = formatLongDate(hkDateOf(new Date(cutOverStart)), language);
  return (
    <Paper component="section" aria-labelledby="important-notes" className={classes.notes} p="lg">
      <Title order={2} size="h4" id="important-notes">
        {t("notes.title")}
      </Title>
      <List mt="sm" spacing="xs">
        <List.Item>{t("notes.movedToEmpf", { date })}</List.Item>
        <List.Item>{t("notes.instructionsStopped")}</List.Item>
        <List.Item>{t("notes.enquiries", { phone: PHONE_LINES.hotline.display })}</List.Item>
      </List>
    </Paper>
  );
}
