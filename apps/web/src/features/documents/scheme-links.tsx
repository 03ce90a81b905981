import { List, Paper, Stack, Text, Title } from "@mantine/core";
import type { Language, Scheme } from "@portal/domain";
import { useId } from "react";
import { ExternalLink } from "../../components/external-link.tsx";
import { SCHEME_LINK_KINDS, schemeLinkUrl } from "../../lib/links.ts";
import type { DocumentsT } from "./document-parts.tsx";

/** Part 2 §2.9: the provider's own pages for the member's scheme, in the page's language. */
export function SchemeLinks({ scheme, t, language }: { scheme: Scheme; t: DocumentsT; language: Language }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: "sm", xs: "lg" }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t("links.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("links.intro")}
        </Text>
        <List spacing="xs">
          {SCHEME_LINK_KINDS.map((kind) => (
            <List.Item key={kind}>
              <ExternalLink href={schemeLinkUrl(scheme, kind, language)}>{t(`links.${kind}`)}</ExternalLink>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
