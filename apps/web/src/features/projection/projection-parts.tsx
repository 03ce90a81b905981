import { Paper, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import type { FeatureT } from "../../components/feature-translation.ts";
import type en from "../../locales/en/projection.json";

/** The projection page's texts (projection.json), keys checked against the English file. */
export type ProjectionT = FeatureT<typeof en>;

/** A titled part of the page: a section named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
