import { Alert, Button, Checkbox, Stack, Text } from "@mantine/core";
import {
  encodePin,
  isSwitchToastCode,
  type SubmitInstructionRequest,
  type SubmitInstructionResponse,
} from "@portal/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, type Ref, useRef, useState } from "react";
import { StepUpPinInput } from "../../components/step-up-pin-input.tsx";
import { errorCode } from "../../lib/api/client.ts";
import { showErrorToast, showToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import { useSubmitInstruction } from "./api/submit-instruction.ts";
import { FUND_SWITCH_QUERY_KEY } from "./api/switch-options.ts";
import { clearDraft } from "./draft.ts";
import { StepActions, StepFrame } from "./step-frame.tsx";
import { type FundSwitchT, validationMessage } from "./translation.ts";
import { type ValidationKey, validationKeyOf } from "./wizard-model.ts";

/** The PIN field's error, as a key: worded at display time, so it follows the language. */
type PinError = "pinRequired" | "incorrectPin";
/** Why the server refused the instruction, shown above the actions: a rule's key, or "rejected". */
type Refusal = ValidationKey | "rejected";

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
  // The errors are kept as keys and worded when shown: switching the language rewords them.
  const [disclaimerMissing, setDisclaimerMissing] = useState(false);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<PinError | null>(null);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const disclaimerRef = useRef<HTMLInputElement>(null);
  const sending = useRef(false);

  const send = () => {
    if (sending.current) return;
    const missingDisclaimer = !accepted;
    const missingPin = pin === "";
    setDisclaimerMissing(missingDisclaimer);
    setPinError(missingPin ? "pinRequired" : null);
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
          setPinError("incorrectPin");
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
          setRefused(key);
        } else if (code === "validation") {
          setRefused("rejected");
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

  const disclaimerError = disclaimerMissing ? t("confirmation.disclaimerRequired") : null;
  const pinErrorText =
    pinError === "incorrectPin"
      ? common("incorrectPin")
      : pinError === "pinRequired"
        ? t("confirmation.pinRequired")
        : null;
  const refusedText =
    refused === null
      ? null
      : refused === "rejected"
        ? t("confirmation.rejected")
        : validationMessage(refused, t);

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
              setDisclaimerMissing(false);
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
            error={pinErrorText}
            maw={360}
          />
          {refusedText && (
            <Alert role="alert" color="red" variant="light" p="sm">
              <Text size="sm" c="red.9" fw={500}>
                {refusedText}
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
