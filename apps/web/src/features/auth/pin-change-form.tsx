import { Button, List, PasswordInput, Stack, Text } from "@mantine/core";
import { type ChangePinRequest, type ErrorCode, encodePin, newPinError } from "@portal/domain";
import { type FormEvent, useRef, useState } from "react";
import { hideToast } from "../../lib/toasts.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";

export type PinField = "current" | "next" | "confirm";
export type PinValues = Record<PinField, string>;

const EMPTY: PinValues = { current: "", next: "", confirm: "" };
const FIELDS: readonly PinField[] = ["current", "next", "confirm"];
const RULES = ["ruleLength", "ruleLower", "ruleUpper", "ruleDigit", "ruleSymbol", "ruleDifferent"] as const;

/** The body of chgPwd and changepin: every PIN base64-encoded (part 1 §5). */
export function encodePins({ current, next, confirm }: PinValues): ChangePinRequest {
  return {
    currentPassword: encodePin(current),
    newPassword: encodePin(next),
    confirmPassword: encodePin(confirm),
  };
}

/** The server's 400 codes of a PIN change, and the field each belongs to. */
export const PIN_ERROR_FIELDS = {
  "invalid-password-format": "next",
  "same-password": "next",
  "password-mismatch": "confirm",
  "invalid-old-password": "current",
} as const satisfies Partial<Record<ErrorCode, PinField>>;

export function isPinErrorCode(code: string | null): code is keyof typeof PIN_ERROR_FIELDS {
  return code !== null && Object.hasOwn(PIN_ERROR_FIELDS, code);
}

/**
 * A field's message as its key under auth's `pin.` (required, or one of the four rule codes),
 * translated where shown, so that switching the language re-words a message already on screen.
 */
export type PinMessage = "required" | keyof typeof PIN_ERROR_FIELDS;
export type PinFieldErrors = Partial<Record<PinField, PinMessage>>;

interface PinChangeFormProps {
  submitLabel: string;
  pending: boolean;
  /** Sends the change; resolves to the server's field errors, or null when done (the form then clears). */
  onSubmit: (values: PinValues) => Promise<PinFieldErrors | null>;
}

/**
 * Current PIN, new PIN, re-entry, with the rules of part 1 §5 (newPinError, shared with the
 * server) checked as the member leaves each field and on submit, in the specs' four messages.
 */
export function PinChangeForm({ submitLabel, pending, onSubmit }: PinChangeFormProps) {
  const { t } = useTranslation("auth");
  const [values, setValues] = useState<PinValues>(EMPTY);
  const [touched, setTouched] = useState<Record<PinField, boolean>>({
    current: false,
    next: false,
    confirm: false,
  });
  const [serverErrors, setServerErrors] = useState<PinFieldErrors>({});
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const ruleErrors = (): PinFieldErrors => {
    const errors: PinFieldErrors = {};
    for (const field of FIELDS) if (values[field] === "") errors[field] = "required";
    if (values.next !== "") {
      const rule = newPinError(values.current, values.next, values.confirm);
      const field = rule ? PIN_ERROR_FIELDS[rule] : null;
      // A mismatch waits until something has been re-entered.
      if (rule && field && (field !== "confirm" || values.confirm !== "")) errors[field] ??= rule;
    }
    return errors;
  };
  const errors = ruleErrors();
  const shown = (field: PinField) => {
    const message = serverErrors[field] ?? (touched[field] ? errors[field] : undefined);
    return message && t(`pin.${message}`);
  };

  const change = (field: PinField, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setServerErrors((old) => ({ ...old, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ current: true, next: true, confirm: true });
    const first = FIELDS.find((field) => errors[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    // The last answer's "current PIN incorrect" is stale once the PINs are sent again.
    hideToast("incorrect-old-password");
    const fromServer = await onSubmit(values);
    if (fromServer) {
      setServerErrors(fromServer);
      const field = FIELDS.find((name) => fromServer[name]);
      if (field) refs[field].current?.focus();
      return;
    }
    setValues(EMPTY);
    setTouched({ current: false, next: false, confirm: false });
  };

  const input = (field: PinField, label: string, autoComplete: string) => (
    <PasswordInput
      ref={refs[field]}
      label={label}
      value={values[field]}
      onChange={(event) => change(field, event.currentTarget.value)}
      onBlur={() => setTouched((old) => ({ ...old, [field]: true }))}
      error={shown(field)}
      errorProps={{ role: "alert" }}
      // Mantine leaves aria-invalid off on a PasswordInput: flagged as the other fields are.
      aria-invalid={Boolean(shown(field))}
      autoComplete={autoComplete}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ "aria-label": t("pin.showPin") }}
      maxLength={64}
      required
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {input("current", t("pin.current"), "current-password")}
        <div>
          <Text size="sm" fw={600}>
            {t("pin.rulesTitle")}
          </Text>
          <List size="sm" spacing={2}>
            {RULES.map((rule) => (
              <List.Item key={rule}>{t(`pin.${rule}`)}</List.Item>
            ))}
          </List>
        </div>
        {input("next", t("pin.new"), "new-password")}
        {input("confirm", t("pin.confirm"), "new-password")}
        <Button type="submit" size="md" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
