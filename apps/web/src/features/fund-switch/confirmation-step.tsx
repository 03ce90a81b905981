import { Alert, Button, Checkbox, Stack, Text } from "@mantine/core";
import {
  encodePin,
  isSwitchToastCode,
  type SubmitInstructionRequest,
  type SubmitInstructionResponse,
} from "@portal/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, type Ref, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { StepUpPinInput } from "../../components/step-up-pin-input.tsx";
import { errorCode } from "../../lib/api/client.ts";
import { showErrorToast, showToast } from "../../lib/toasts.tsx";
import { useSubmitInstruction } from "./api/submit-instruction.ts";
import { FUND_SWITCH_QUERY_KEY } from "./api/switch-options.ts";
import { clearDraft } from "./draft.ts";
import { StepActions, StepFrame } from "./step-frame.tsx";
import { type FundSwitchT, validationMessage } from "./translation.ts";
import { validationKeyOf } from "./wizard-model.ts";

/**
 * §2.7 step 5 (confirmation / futureConfirmation): the summary, the disclaimer checkbox, the PIN
 * and Submit (§5.1). The instruction carries the idempotency key made when the step opened, so a
 * retry or a second click gives back the first answer; Submit is disabled while it is sent.
 */
export function ConfirmationStep({
  summary,
  request,
  onAccepted,
  onFundBlocked,
  onBack,
  headingRef,
  t,
}: {
  summary: ReactNode;
  /** The instruction with the encoded PIN. */
  request: (password: string) => SubmitInstructionRequest;
  onAccepted: (response: SubmitInstructionResponse) => void;
  /** The server refused a fund as blocked (409): reload and go back to where it can be fixed. */
  onFundBlocked?: () => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  t: FundSwitchT;
}) {
  const { t: common } = useTranslation();
  const queryClient = useQueryClient();
  const submit = useSubmitInstruction();
  const [accepted, setAccepted] = useState(false);
  const [disclaimerError, setDisclaimerError] = useState<string | null>(null);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const disclaimerRef = useRef<HTMLInputElement>(null);
  const sending = useRef(false);

  const send = () => {
    if (sending.current) return;
    const missingDisclaimer = !accepted;
    const missingPin = pin === "";
    setDisclaimerError(missingDisclaimer ? t("confirmation.disclaimerRequired") : null);
    setPinError(missingPin ? t("confirmation.pinRequired") : null);
    if (missingDisclaimer) disclaimerRef.current?.focus();
    else if (missingPin) pinRef.current?.focus();
    if (missingDisclaimer || missingPin) return;
    sending.current = true;
    setRefused(null);
    submit.mutate(request(encodePin(pin)), {
      onSuccess: (response) => {
        clearDraft();
        onAccepted(response);
      },
      onError: (error) => {
        const code = errorCode(error);
        const key = validationKeyOf(code);
        if (code === "incorrect-pin") {
          // §5.1: the incorrect-PIN text under the field; the member stays to try again.
          setPin("");
          setPinError(common("incorrectPin"));
          pinRef.current?.focus();
        } else if (code === "account-locked") {
          setPin("");
          showToast("account-locked-box");
        } else if (code === "operation-not-allowed") {
          // The account can no longer take instructions (a block started): reload the options,
          // which then show the notice.
          showToast("error", { message: t("notAllowed") });
          void queryClient.invalidateQueries({ queryKey: FUND_SWITCH_QUERY_KEY });
        } else if (code !== null && isSwitchToastCode(code)) {
          showToast(code);
        } else if (key === "fundBlocked" && onFundBlocked) {
          // §4.4: a fund of the instruction has been blocked meanwhile: the wizard reloads the
          // options and goes back to the step holding that fund, which shows why and lets the
          // member take it out.
          showToast("error", {
            message: `${validationMessage(key, t)} ${t("confirmation.fundBlockedRefresh")}`,
          });
          onFundBlocked();
        } else if (key) {
          setRefused(validationMessage(key, t));
        } else if (code === "validation") {
          setRefused(t("confirmation.rejected"));
        } else {
          // technical-error and the rest: the catalogue's toast; Try again sends the same
          // instruction with the same idempotency key.
          showErrorToast(error, { onRetry: () => retry.current() });
        }
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  const retry = useRef(send);
  retry.current = send;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <StepFrame title={t("confirmation.title")} intro={t("confirmation.intro")} headingRef={headingRef}>
      {summary}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Checkbox
            ref={disclaimerRef}
            label={t("confirmation.disclaimer")}
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.currentTarget.checked);
              setDisclaimerError(null);
            }}
            error={disclaimerError ? <span role="alert">{disclaimerError}</span> : undefined}
            aria-invalid={disclaimerError !== null}
          />
          <StepUpPinInput
            ref={pinRef}
            label={t("confirmation.pin")}
            description={t("confirmation.pinHint")}
            toggleLabel={t("confirmation.showPin")}
            value={pin}
            onChange={(value) => {
              setPin(value);
              setPinError(null);
            }}
            error={pinError}
            maw={360}
          />
          {refused && (
            <Alert role="alert" color="red" variant="light" p="sm">
              <Text size="sm" c="red.9" fw={500}>
                {refused}
              </Text>
            </Alert>
          )}
          <StepActions
            t={t}
            onBack={onBack}
            backDisabled={submit.isPending}
            primary={
              <Button type="submit" loading={submit.isPending} disabled={submit.isPending}>
                {t("actions.submit")}
              </Button>
            }
          />
        </Stack>
      </form>
    </StepFrame>
  );
}
