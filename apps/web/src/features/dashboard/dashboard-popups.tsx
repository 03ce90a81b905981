import { Anchor, Button, Collapse, Group, Modal, Stack, Text } from "@mantine/core";
import type { CalendarResponse, PolicyInfoVo, Scheme } from "@portal/domain";
import { labelPrefix } from "@portal/domain";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { ExternalLink } from "../../components/external-link.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { calendarQueryOptions } from "../../lib/api/calendar-query.ts";
import { externalUrl, hotlineFor, SERVICE_EMAIL } from "../../lib/links.ts";
import type en from "../../locales/en/dashboard.json";

/** The dashboard's dated popups (part 2 §2.3), in the order they are shown. */
export const POPUP_IDS = [
  "product125Warning",
  "mainSchemeTerminationNotice",
  "occupationalTerminationNotice",
  "schemeClosure",
] as const;
export type PopupId = (typeof POPUP_IDS)[number];

/** The product the popups' conditions read. */
export interface PopupAccount {
  scheme: Scheme;
  productTypeNmbr: number;
  productAcronym: string;
  isOrso: boolean;
}

/** The marker of the main scheme in a product acronym. */
const MAIN_SCHEME_MARKER = "S800";

/**
 * Which popups apply now: each needs its calendar window open (Hong Kong time, on the server's
 * clock) and the account's product to match. The closure notice follows the scheme's own
 * termination window: AIIB's for the AIIB scheme, the MPF termination flags for the other MPF
 * products (ORSO schemes do not move to the eMPF platform).
 */
export function duePopups(windows: CalendarResponse["windows"], account: PopupAccount): PopupId[] {
  const open = (id: keyof CalendarResponse["windows"]) => windows[id].active;
  const due: Record<PopupId, boolean> = {
    product125Warning: open("product125Warning") && account.productTypeNmbr === 125,
    mainSchemeTerminationNotice:
      open("mainSchemeTerminationNotice") &&
      account.productAcronym.toUpperCase().includes(MAIN_SCHEME_MARKER),
    occupationalTerminationNotice: open("occupationalTerminationNotice") && account.isOrso,
    schemeClosure:
      account.scheme === "HKAIIB" ? open("aiibTermination") : !account.isOrso && open("mpfTerminationFlags"),
  };
  return POPUP_IDS.filter((id) => due[id]);
}

/** Where an acknowledged popup is remembered: per popup and client, in this browser. */
export function popupStorageKey(id: PopupId, clientNmbr: number): string {
  return `harbour-portal.popup.${id}.${clientNmbr}`;
}

function isAcknowledged(id: PopupId, clientNmbr: number): boolean {
  try {
    return localStorage.getItem(popupStorageKey(id, clientNmbr)) !== null;
  } catch {
    return false;
  }
}

function remember(id: PopupId, clientNmbr: number): void {
  try {
    localStorage.setItem(popupStorageKey(id, clientNmbr), new Date().toISOString());
  } catch {
    // Storage full or refused: the popup shows again next time, which is harmless.
  }
}

/**
 * Shows the first due popup not yet acknowledged. OK acknowledges it for good (this browser,
 * this client); Escape only puts it away for this visit to the page. Each popup can be
 * minimised to its title and maximised again.
 */
export function DashboardPopups({ policy, clientNmbr }: { policy: PolicyInfoVo; clientNmbr: number }) {
  const { t, language } = useFeatureTranslation<typeof en>("dashboard");
  const { data: calendar } = useQuery(calendarQueryOptions);
  const [putAway, setPutAway] = useState<readonly PopupId[]>([]);
  const [minimised, setMinimised] = useState(false);
  const bodyId = useId();

  if (!calendar) return null;
  const current = duePopups(calendar.windows, {
    scheme: policy.scheme,
    productTypeNmbr: policy.product.productTypeNmbr,
    productAcronym: policy.product.productAcronym,
    isOrso: policy.product.isOrso,
  }).find((id) => !putAway.includes(id) && !isAcknowledged(id, clientNmbr));
  if (!current) return null;

  const next = () => {
    setPutAway((ids) => [...ids, current]);
    setMinimised(false);
  };
  const acknowledge = () => {
    remember(current, clientNmbr);
    next();
  };
  const hotline = hotlineFor(policy.scheme);
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
    <Modal.Root opened onClose={next} size={minimised ? "sm" : "lg"} centered closeOnClickOutside={false}>
      <Modal.Overlay />
      <Modal.Content data-popup={current}>
        <Modal.Header>
          <Modal.Title fw={700}>{t(`popups.${current}.title`)}</Modal.Title>
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
              {content[current]}
            </Stack>
          </Collapse>
          <Group justify="flex-end" mt="md">
            <Button onClick={acknowledge} data-autofocus>
              {t("popups.ok")}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
