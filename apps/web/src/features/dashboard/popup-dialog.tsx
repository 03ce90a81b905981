import { Anchor, Button, Collapse, Group, Modal, Stack, Text } from "@mantine/core";
import { labelPrefix, type Scheme } from "@portal/domain";
import { type ReactNode, useId, useState } from "react";
import { ExternalLink } from "../../components/external-link.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { externalUrl, hotlineFor, SERVICE_EMAIL } from "../../lib/links.ts";
import type en from "../../locales/en/dashboard.json";
import type { PopupId } from "./dashboard-popups.tsx";

/**
 * One dated popup of the dashboard (dashboard-popups.tsx decides which): OK acknowledges it,
 * Escape puts it away; it can be minimised to its title and maximised again. Its own chunk: the
 * dialog's code (Mantine's Modal, its focus trap and scroll lock) loads only when a popup is due.
 */
export function PopupDialog({
  popup,
  scheme,
  onClose,
  onAcknowledge,
}: {
  popup: PopupId;
  scheme: Scheme;
  onClose: () => void;
  onAcknowledge: () => void;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("dashboard");
  const [minimised, setMinimised] = useState(false);
  const bodyId = useId();
  const hotline = hotlineFor(scheme);
  const hotlineLine = (
    <Text size="sm">
      {labelPrefix(t("popups.hotline"), language)}
      <Anchor href={hotline.href}>{hotline.display}</Anchor>
    </Text>
  );

  const content: Record<PopupId, ReactNode> = {
    product125Warning: (
      <>
        <Text size="sm">{t("popups.product125Warning.body")}</Text>
        <Text size="sm">{t("popups.product125Warning.contact")}</Text>
        <Text size="sm">
          {labelPrefix(t("popups.email"), language)}
          <Anchor href={`mailto:${SERVICE_EMAIL}`}>{SERVICE_EMAIL}</Anchor>
        </Text>
        {hotlineLine}
      </>
    ),
    mainSchemeTerminationNotice: (
      <>
        <Text size="sm">{t("popups.mainSchemeTerminationNotice.body")}</Text>
        <ExternalLink href={externalUrl("mainSchemeTerminationNotice", language)} size="sm">
          {t("popups.mainSchemeTerminationNotice.document")}
        </ExternalLink>
        <ExternalLink href={externalUrl("mainSchemeTerminationFaq", language)} size="sm">
          {t("popups.mainSchemeTerminationNotice.faq")}
        </ExternalLink>
      </>
    ),
    occupationalTerminationNotice: (
      <>
        <Text size="sm">{t("popups.occupationalTerminationNotice.body")}</Text>
        <ExternalLink href={externalUrl("occupationalTerminationFaq", language)} size="sm">
          {t("popups.occupationalTerminationNotice.faq")}
        </ExternalLink>
        {hotlineLine}
      </>
    ),
    schemeClosure: (
      <>
        <Text size="sm">{t("popups.schemeClosure.body")}</Text>
        {hotlineLine}
      </>
    ),
  };

  return (
    <Modal.Root opened onClose={onClose} size={minimised ? "sm" : "lg"} centered closeOnClickOutside={false}>
      <Modal.Overlay />
      <Modal.Content data-popup={popup}>
        <Modal.Header>
          <Modal.Title fw={700}>{t(`popups.${popup}.title`)}</Modal.Title>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setMinimised((value) => !value)}
            aria-expanded={!minimised}
            aria-controls={bodyId}
          >
            {minimised ? t("popups.maximise") : t("popups.minimise")}
          </Button>
        </Modal.Header>
        <Modal.Body>
          <Collapse expanded={!minimised} id={bodyId}>
            <Stack gap="xs" align="flex-start">
              {content[popup]}
            </Stack>
          </Collapse>
          <Group justify="flex-end" mt="md">
            <Button onClick={onAcknowledge} data-autofocus>
              {t("popups.ok")}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
