import { Card, List, Title } from "@mantine/core";
import { formatLongDate } from "@portal/domain";
import { useId } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import type en from "../../locales/en/dashboard.json";

/** Part 2 §2.3 remarks and notes: what the figures are based on, and the usual warnings. */
export function NotesCard({ asAtDate }: { asAtDate: string }) {
  const { t, language } = useFeatureTranslation<typeof en>("dashboard");
  const titleId = useId();
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      h="100%"
      component="section"
      aria-labelledby={titleId}
      bg="gray.0"
    >
      <Title order={2} size="h5" id={titleId} mb="xs">
        {t("notes.title")}
      </Title>
      <List type="ordered" size="sm" spacing={6}>
        <List.Item>{t("notes.pricesAsAt", { date: formatLongDate(asAtDate, language) })}</List.Item>
        <List.Item>{t("notes.gainLoss")}</List.Item>
        <List.Item>{t("notes.rounding")}</List.Item>
        <List.Item>{t("notes.pastPerformance")}</List.Item>
      </List>
    </Card>
  );
}
