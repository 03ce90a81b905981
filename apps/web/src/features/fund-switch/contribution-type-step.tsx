import { Button, Radio, Stack } from "@mantine/core";
import type { ContributionType } from "@portal/domain";
import { type Ref, useState } from "react";
import { StepActions, StepFrame } from "./step-frame.tsx";
import type { FundSwitchT } from "./translation.ts";

/**
 * §2.7 step 2 (contributionTypes / futureContributionTypes): which money the instruction moves or
 * directs, from the types the server offers the account, with §2.7's labels.
 */
export function ContributionTypeStep({
  assets,
  types,
  value,
  labelOf,
  onBack,
  onContinue,
  headingRef,
  t,
}: {
  assets: "existing" | "future";
  types: readonly ContributionType[];
  value: ContributionType | null;
  labelOf: (type: ContributionType) => string;
  onBack: () => void;
  onContinue: (type: ContributionType) => void;
  headingRef: Ref<HTMLHeadingElement>;
  t: FundSwitchT;
}) {
  const initial = value && types.includes(value) ? value : types.length === 1 ? (types[0] ?? null) : null;
  const [chosen, setChosen] = useState<ContributionType | null>(initial);
  // Whether to ask for a choice: the text is worded at display time, so it follows the language.
  const [missing, setMissing] = useState(false);
  return (
    <StepFrame
      title={t("contributionTypes.title")}
      intro={
        assets === "existing" ? t("contributionTypes.existingIntro") : t("contributionTypes.futureIntro")
      }
      headingRef={headingRef}
    >
      <Radio.Group
        label={t("contributionTypes.legend")}
        value={chosen}
        onChange={(next) => {
          setChosen(types.find((type) => type === next) ?? null);
          setMissing(false);
        }}
        error={missing ? t("contributionTypes.required") : null}
        errorProps={{ role: "alert" }}
        withAsterisk
      >
        <Stack gap="sm" mt="sm">
          {types.map((type) => (
            <Radio key={type} value={type} label={labelOf(type)} />
          ))}
        </Stack>
      </Radio.Group>
      <StepActions
        t={t}
        onBack={onBack}
        primary={
          <Button
            onClick={() => {
              if (chosen) onContinue(chosen);
              else setMissing(true);
            }}
          >
            {t("actions.continue")}
          </Button>
        }
      />
    </StepFrame>
  );
}
