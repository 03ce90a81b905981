import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Title } from "@mantine/core";
import type { ProfileChange, Scheme } from "@portal/domain";
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { hotlineFor } from "../../lib/links.ts";
import { Trans } from "../../lib/use-translation.tsx";
import type en from "../../locales/en/profile.json";
import type { PendingChange } from "./pending-change.ts";
import classes from "./profile.module.css";

export type CardKind = ProfileChange["kind"];

/** Error texts are announced as they appear (Mantine ties them to the input with aria-describedby). */
export const ALERT = { role: "alert" } as const;

/** What the page tells an editable card (part 1 §4 view and edit states). */
export interface CardControls {
  /** inactive: another card is being edited, so this card's Edit is shown but disabled. */
  state: "view" | "edit" | "inactive";
  /** A staff session (Super Logon) reads the member's details and changes nothing: no Edit. */
  readOnly: boolean;
  /** The profile cut-off blocked this card's Edit or Cancel: the restricted-access note shows. */
  restricted: boolean;
  scheme: Scheme;
  /** The employer scheme with more than one client: the cross-client save box shows. */
  multipleClients: boolean;
  /** The staged values this card reopens with, coming back from /verify's Edit link. */
  reopened: PendingChange | null;
  onEdit: () => void;
  onCancel: () => void;
  onUpdate: (change: ProfileChange, applyToAllClients: boolean) => void;
}

/** The restricted-access note of the profile cut-off (part 1 §4), with the hotline to call. */
function RestrictedNote({ scheme }: { scheme: Scheme }) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const line = hotlineFor(scheme);
  return (
    <Alert role="alert" color="orange.9" variant="light" title={t("restricted.title")} mb="md">
      <Trans
        ns="profile"
        i18nKey="restricted.body"
        values={{ phone: line.display }}
        components={{ tel: <Anchor href={line.href} underline="always" /> }}
      />
    </Alert>
  );
}

/**
 * One card of the page: a section named by its h2, reached from the sub-navigation by its id.
 * Editable cards show Edit in view state (disabled while another card is edited) and their form
 * in edit state; leaving edit gives the focus back to Edit.
 */
export function ProfileCard({
  id,
  title,
  controls,
  form,
  children,
}: {
  id: string;
  title: string;
  controls?: CardControls;
  /** The edit state's form, rendered only while editing (so Cancel drops its values). */
  form?: ReactNode;
  /** The view state. */
  children: ReactNode;
}) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const titleId = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  const state = controls && !controls.readOnly ? controls.state : "view";
  const wasEditing = useRef(state === "edit");
  useEffect(() => {
    if (wasEditing.current && state !== "edit") editRef.current?.focus();
    wasEditing.current = state === "edit";
  }, [state]);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={classes.card}
    >
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {controls && !controls.readOnly && state !== "edit" && (
          <Button
            ref={editRef}
            variant="subtle"
            size="compact-md"
            onClick={controls.onEdit}
            disabled={state === "inactive"}
            aria-label={t("actions.editSection", { section: title })}
          >
            {t("actions.edit")}
          </Button>
        )}
      </Group>
      {controls?.restricted && <RestrictedNote scheme={controls.scheme} />}
      {state === "edit" ? form : children}
    </Paper>
  );
}

/**
 * The edit state's form: the card's fields, the cross-client save box where it applies (part 1
 * §5/§6), Cancel and Update. Update is enabled only with a valid change (`change` is null
 * otherwise). The first field takes the focus when the form opens.
 */
export function CardForm({
  controls,
  change,
  children,
}: {
  controls: CardControls;
  change: ProfileChange | null;
  children: ReactNode;
}) {
  const { t } = useFeatureTranslation<typeof en>("profile");
  const [applyToAll, setApplyToAll] = useState(controls.reopened?.applyToAllClients ?? false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]):not(:disabled)")?.focus();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change) controls.onUpdate(change, controls.multipleClients && applyToAll);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        {controls.multipleClients && (
          <Checkbox
            label={t("actions.applyToAllClients")}
            checked={applyToAll}
            onChange={(event) => setApplyToAll(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={controls.onCancel}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" disabled={change === null}>
            {t("actions.update")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Which fields the member has left at least once: their errors show from then on (an error shown
 * at the first keystroke would interrupt the typing). Update is disabled whatever is shown.
 */
export function useTouched<K extends string>(): {
  touched: (field: K) => boolean;
  touch: (field: K) => void;
} {
  const [fields, setFields] = useState<ReadonlySet<K>>(() => new Set());
  const touch = useCallback(
    (field: K) => setFields((old) => (old.has(field) ? old : new Set([...old, field]))),
    [],
  );
  return { touched: (field: K) => fields.has(field), touch };
}
