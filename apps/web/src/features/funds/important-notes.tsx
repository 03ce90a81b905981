import { Button, Checkbox, Collapse, Group, List, Paper, Stack, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import type en from "../../locales/en/funds.json";

/** Remembered for the visit: once read and confirmed, the notes start folded on every fact sheet. */
export const NOTES_READ_KEY = "harbour-portal.fundNotesRead";

const NOTES = ["n1", "n2", "n3", "n4", "n5", "n6"] as const;

function readBefore(): boolean {
  try {
    return sessionStorage.getItem(NOTES_READ_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Part 2 §2.6: the fact sheet's important notes, to read and confirm. They start open; ticking
 * "I have read and understood" folds them (remembered for the visit); the toggle opens and
 * folds them at any time (the panel is minimised or maximised, §2.3).
 */
export function ImportantNotes() {
  const { t } = useFeatureTranslation<typeof en>("funds");
  const [confirmed, setConfirmed] = useState(readBefore);
  const [opened, setOpened] = useState(() => !readBefore());
  const titleId = useId();
  const panelId = useId();

  const confirm = (checked: boolean) => {
    setConfirmed(checked);
    try {
      if (checked) sessionStorage.setItem(NOTES_READ_KEY, "1");
      else sessionStorage.removeItem(NOTES_READ_KEY);
    } catch {
      // storage refused: the choice holds for this page only
    }
    if (checked) setOpened(false);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} bg="yellow.0">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Title order={2} size="h5" id={titleId}>
          {t("detail.notes.title")}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={() => setOpened((value) => !value)}
        >
          {opened ? t("detail.notes.hide") : t("detail.notes.show")}
        </Button>
      </Group>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap="sm" mt="sm">
          <List size="sm" spacing={4} type="ordered">
            {NOTES.map((key) => (
              <List.Item key={key}>{t(`detail.notes.${key}`)}</List.Item>
            ))}
          </List>
        </Stack>
      </Collapse>
      <Checkbox
        mt="sm"
        label={t("detail.notes.confirm")}
        checked={confirmed}
        onChange={(event) => confirm(event.currentTarget.checked)}
      />
    </Paper>
  );
}
