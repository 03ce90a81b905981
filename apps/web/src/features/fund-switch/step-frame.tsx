import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { isSwitchToastCode, toAsciiDigits } from "@portal/domain";
import { type ReactNode, type Ref, useId, useRef, useState } from "react";
import { showToast } from "../../lib/toasts.tsx";
import classes from "./fund-switch.module.css";
import type { FundSwitchT } from "./translation.ts";
import { validationKeyOf } from "./wizard-model.ts";

/**
 * One step of the wizard: a section named by its heading, which takes the focus when the step
 * opens (so a screen reader says where the member now is).
 */
export function StepFrame({
  title,
  intro,
  headingRef,
  children,
}: {
  title: string;
  intro?: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={id}
      data-fund-switch-step
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id={id} ref={headingRef} tabIndex={-1} style={{ outline: "none" }}>
            {title}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** After a refused Continue: the focus goes to the first entry in error, once it is marked. */
function focusFirstInvalid(): void {
  window.setTimeout(() => {
    document.querySelector<HTMLElement>('[data-fund-switch-step] [aria-invalid="true"]')?.focus();
  }, 0);
}

/**
 * A step's Continue against its rules' result (a §5.1 code, or null when the entries pass): it
 * counts the tries (the step's errors show from the first; the summary is announced again at
 * each), then goes on, shows the rule's toast, or puts the focus on the first entry in error.
 * `inlineKey` is the result's inline message, when it is not a toast.
 */
export function useStepContinue(result: string | null, onContinue: () => void) {
  const [attempts, setAttempts] = useState(0);
  const inlineKey = result && !isSwitchToastCode(result) ? validationKeyOf(result) : null;
  const onNext = () => {
    setAttempts((n) => n + 1);
    if (result === null) onContinue();
    else if (isSwitchToastCode(result)) showToast(result);
    else focusFirstInvalid();
  };
  return { attempts, attempted: attempts > 0, inlineKey, onNext };
}

/** Back on the left, the step's main action on the right; stacked full width on a phone. */
export function StepActions({
  t,
  onBack,
  backDisabled,
  primary,
}: {
  t: FundSwitchT;
  onBack?: () => void;
  backDisabled?: boolean;
  primary: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm" mt="xs" wrap="wrap-reverse">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={backDisabled}>
          {t("actions.back")}
        </Button>
      ) : (
        <span />
      )}
      {primary}
    </Group>
  );
}

/**
 * The step's error, announced when it appears (role="alert"); nothing when there is none. The alert
 * is made anew for each refused Continue (`attempt`), so the same error is announced again.
 */
export function ErrorSummary({
  id,
  message,
  attempt,
}: {
  id?: string;
  message: string | null;
  /** How many times Continue has been tried on the step. */
  attempt: number;
}) {
  if (!message) return null;
  return (
    <Alert key={attempt} id={id} role="alert" color="red.9" variant="light" p="sm">
      <Text size="sm" c="red.9" fw={500}>
        {message}
      </Text>
    </Alert>
  );
}

/**
 * A percentage typed as text (so a decimal can be typed and the whole-number rule explain it),
 * right-aligned with tabular digits. Its error is tied to it by aria-describedby (Mantine), and
 * `describedBy` adds more (why the fund cannot be chosen). Full-width digits typed with a Chinese
 * input method ("５０") become ASCII as they are typed (once the input method has finished
 * composing, so it is not disturbed).
 */
export function PercentInput({
  label,
  value,
  onChange,
  error,
  disabled,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  describedBy?: string;
}) {
  const composing = useRef(false);
  return (
    <TextInput
      aria-label={label}
      value={value}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onChange(composing.current ? typed : toAsciiDigits(typed));
      }}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        onChange(toAsciiDigits(event.currentTarget.value));
      }}
      error={error ?? undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          %
        </Text>
      }
      rightSectionPointerEvents="none"
      className={classes.percentInput}
      styles={{
        wrapper: { width: 112, marginLeft: "auto" },
        error: { textAlign: "right", whiteSpace: "normal", minWidth: 160 },
      }}
    />
  );
}

/**
 * The first cell of a fund row: the name in the page's language, the fund code and currency
 * under it, and any notes (blocked, switched out, declined).
 */
export function FundCell({
  name,
  code,
  currency,
  t,
  children,
}: {
  name: string;
  code: string;
  currency: string;
  t: FundSwitchT;
  children?: ReactNode;
}) {
  return (
    <Table.Th scope="row" fw={500} className={classes.fundCell}>
      <Stack gap={2}>
        <div data-fund-name>{name}</div>
        <Text size="xs" c="dimmed" fw={400}>
          {t("fundCode", { code, currency })}
        </Text>
        {children}
      </Stack>
    </Table.Th>
  );
}

/** Under a table that scrolls sideways on a phone. */
export function ScrollHint({ t }: { t: FundSwitchT }) {
  return (
    <Text size="xs" c="dimmed" hiddenFrom="md">
      {t("scrollHint")}
    </Text>
  );
}

/** Phones (below Mantine's sm breakpoint) get the fund rows as cards instead of a wide table. */
export function usePhoneLayout(): boolean {
  return useMediaQuery("(max-width: 48em)") ?? false;
}

/** The fund cards of a step, as a named list. */
export function FundCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={classes.cardList}>
      {children}
    </ul>
  );
}

/**
 * One fund as a card (phone layout): the name, code and currency, notes, the figures as label and
 * value pairs (right-aligned, tabular), and the step's control under its visible label.
 */
export function FundCard({
  fundId,
  name,
  code,
  currency,
  notes,
  facts,
  controlLabel,
  control,
  invalid,
  unavailable,
  t,
}: {
  fundId: number;
  name: string;
  code: string;
  currency: string;
  notes?: ReactNode;
  facts: readonly { label: string; value: ReactNode }[];
  controlLabel: string;
  control: ReactNode;
  invalid?: boolean;
  unavailable?: boolean;
  t: FundSwitchT;
}) {
  const className = [classes.card, invalid ? classes.cardInvalid : unavailable ? classes.cardUnavailable : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <li className={className} data-fund={fundId}>
      <Stack gap="xs">
        <div>
          <Text fw={600} data-fund-name>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {t("fundCode", { code, currency })}
          </Text>
          {notes}
        </div>
        <dl className={classes.cardFacts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} aria-hidden>
            {controlLabel}
          </Text>
          {control}
        </Group>
      </Stack>
    </li>
  );
}
