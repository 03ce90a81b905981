import { Button, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { Language } from "@portal/domain";
import { type ReactNode, useId } from "react";
import type { FeatureT } from "../../components/feature-translation.ts";
import { fileSize } from "../../lib/download.ts";
import type en from "../../locales/en/documents.json";
import classes from "./documents.module.css";

export type DocumentsT = FeatureT<typeof en>;

/** "245 KB" / "1.2 MB" in the page's language. */
export function sizeText(bytes: number, t: DocumentsT, language: Language): string {
  const { unit, size } = fileSize(bytes, language);
  return t(`size.${unit}`, { size });
}

/** One section of the page: its heading, how long its documents stay available, then its list. */
export function DocumentsSection({
  title,
  availability,
  controls,
  children,
}: {
  title: string;
  availability: string;
  /** Fields that apply to the whole section (the fact sheets' month-end), above the list. */
  controls?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: "sm", xs: "lg" }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {availability}
        </Text>
        {controls}
        {children}
      </Stack>
    </Paper>
  );
}

/** A section with nothing to show: what is missing, said plainly. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" className={classes.empty}>
      {children}
    </Text>
  );
}

/** The list of a section's documents. */
export function DocumentList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * One document: what it is (its title, its kind), its date and its size or format, then the
 * fields that shape the download (a language) and the Download button.
 */
export function DocumentRow({
  title,
  facts,
  note,
  controls,
  action,
}: {
  title: string;
  /** What it is, its date, its format and size: shown in one line, in this order. */
  facts: readonly string[];
  note?: ReactNode;
  controls?: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className={classes.item}>
      <div className={classes.itemText}>
        <Text fw={700} c="navy.9">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {facts.join(" · ")}
        </Text>
        {note}
      </div>
      <div className={classes.itemActions}>
        {controls}
        {action}
      </div>
    </li>
  );
}

/** The Download button: the visible word, and for screen readers which document it fetches. */
export function DownloadButton({
  label,
  what,
  onClick,
  loading,
  disabled,
}: {
  label: string;
  what: string;
  onClick: () => void;
  loading: boolean;
  disabled?: boolean;
}) {
  return (
    <Button variant="light" onClick={onClick} loading={loading} disabled={disabled}>
      {label} <VisuallyHidden>{what}</VisuallyHidden>
    </Button>
  );
}
