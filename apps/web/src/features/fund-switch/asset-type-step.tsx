import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { SwitchOptionsResponse } from "@portal/domain";
import { type Ref, useId } from "react";
import type { WizardPath } from "./draft.ts";
import classes from "./fund-switch.module.css";
import { StepFrame } from "./step-frame.tsx";
import type { FundSwitchT } from "./translation.ts";

function Choice({
  title,
  description,
  note,
  disabled,
  onClick,
}: {
  title: string;
  description: string;
  note: string | null;
  disabled: boolean;
  onClick: () => void;
}) {
  const descriptionId = useId();
  const noteId = useId();
  return (
    <Stack gap="xs">
      {/*
        The button is named by its visible label, the title, alone (WCAG 2.5.3); the description
        beside it is its description. The button's ::after spreads over the card, so the whole card
        is still the click target and shows the focus.
      */}
      <div className={classes.choice} data-disabled={disabled || undefined}>
        {/* Unavailable but still focusable (aria-disabled, not disabled), so its reason is read. */}
        <button
          type="button"
          className={classes.choiceButton}
          aria-disabled={disabled || undefined}
          onClick={() => {
            if (!disabled) onClick();
          }}
          aria-describedby={note ? `${descriptionId} ${noteId}` : descriptionId}
        >
          <Text component="span" display="block" fw={700} size="lg" c={disabled ? "dimmed" : "harbour.8"}>
            {title}
          </Text>
        </button>
        <Text id={descriptionId} size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      </div>
      {note && (
        <Text id={noteId} size="sm" c="orange.9">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/**
 * §2.7 step 1 (assetTypes): Change Existing Assets or Change Future Assets. Existing is unavailable
 * in the GFC window (§4.4) or when nothing is held; future when no contributions can be directed.
 * An unavailable choice stays in the tab order with its reason as its description.
 */
export function AssetTypeStep({
  options,
  onChoose,
  headingRef,
  t,
}: {
  options: SwitchOptionsResponse;
  onChoose: (path: WizardPath) => void;
  headingRef: Ref<HTMLHeadingElement>;
  t: FundSwitchT;
}) {
  const existingNote = options.existingAssetsDisabled
    ? t("assetTypes.existingDisabled")
    : options.existingContributionTypes.length === 0
      ? t("assetTypes.noHoldings")
      : null;
  const futureNote = options.futureContributionTypes.length === 0 ? t("assetTypes.noFuture") : null;
  return (
    <StepFrame title={t("assetTypes.title")} intro={t("assetTypes.intro")} headingRef={headingRef}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Choice
          title={t("assetTypes.existing")}
          description={t("assetTypes.existingDescription")}
          note={existingNote}
          disabled={existingNote !== null}
          onClick={() => onChoose("existing")}
        />
        <Choice
          title={t("assetTypes.future")}
          description={t("assetTypes.futureDescription")}
          note={futureNote}
          disabled={futureNote !== null}
          onClick={() => onChoose("future")}
        />
      </SimpleGrid>
    </StepFrame>
  );
}
