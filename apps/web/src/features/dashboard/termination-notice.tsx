import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { formatLongDate, type Scheme } from "@portal/domain";
import { useId } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { hotlineFor } from "../../lib/links.ts";
import type en from "../../locales/en/dashboard.json";

/**
 * Part 2 §2.2 / §4.4: a terminated account (terminationDate not null) is flagged as terminated.
 * Says when it ended, what that means (the benefits were paid or transferred out, or will be;
 * no further contributions or changes) and where to ask.
 */
export function TerminationNotice({
  terminationDate,
  paidOut,
  scheme,
}: {
  terminationDate: string;
  /** Nothing is left in the account (accountFiguresShown hides its gain/loss). */
  paidOut: boolean;
  scheme: Scheme;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("dashboard");
  const titleId = useId();
  const hotline = hotlineFor(scheme);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={titleId}
      data-testid="termination-notice"
      style={{ borderLeft: "4px solid var(--mantine-color-orange-7)" }}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t("termination.title")}
        </Title>
        <Text fw={600}>{t("termination.date", { date: formatLongDate(terminationDate, language) })}</Text>
        <Text>{t(paidOut ? "termination.paidOut" : "termination.remaining")}</Text>
        <Text>{t("termination.noChanges")}</Text>
        <Text>
          {t("termination.questions")} <Anchor href={hotline.href}>{hotline.display}</Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
