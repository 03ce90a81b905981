import { Alert, Button, Text } from "@mantine/core";
import type { Ref } from "react";
import { StepActions, StepFrame } from "./step-frame.tsx";
import type { FundSwitchT } from "./translation.ts";

/**
 * §2.7 fundsprocessing (§4.4): a transfer or withdrawal on the account is being processed, so its
 * existing assets cannot be switched now. Shown after the contribution type of the existing-assets
 * path; the allocation of future contributions can still be changed.
 */
export function FundsProcessingStep({
  canChangeFuture,
  onChangeFuture,
  onBack,
  headingRef,
  t,
}: {
  canChangeFuture: boolean;
  onChangeFuture: () => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  t: FundSwitchT;
}) {
  return (
    <StepFrame title={t("fundsProcessing.title")} headingRef={headingRef}>
      <Alert role="status" variant="light" color="navy" data-blocked="fundsProcessing">
        <Text>{t("fundsProcessing.body")}</Text>
        {canChangeFuture && (
          <Text mt="xs" size="sm">
            {t("fundsProcessing.futureNote")}
          </Text>
        )}
      </Alert>
      <StepActions
        t={t}
        onBack={onBack}
        primary={
          canChangeFuture ? (
            <Button variant="light" onClick={onChangeFuture}>
              {t("fundsProcessing.changeFuture")}
            </Button>
          ) : null
        }
      />
    </StepFrame>
  );
}
