import { PasswordInput } from "@mantine/core";
import type { Ref } from "react";

const ALERT = { role: "alert" } as const;

/**
 * The PIN a member types again to confirm a change (the profile's /verify, a fund switch): shown
 * or hidden by a focusable toggle, its error announced and tied to the field.
 */
export function StepUpPinInput({
  ref,
  label,
  description,
  toggleLabel,
  value,
  onChange,
  error,
  maw,
}: {
  ref?: Ref<HTMLInputElement>;
  label: string;
  description: string;
  toggleLabel: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  maw?: number;
}) {
  return (
    <PasswordInput
      ref={ref}
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? undefined}
      errorProps={ALERT}
      // Mantine ties the error to the field (aria-describedby) but leaves aria-invalid off here.
      aria-invalid={error !== null}
      autoComplete="current-password"
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ "aria-label": toggleLabel }}
      maxLength={64}
      required
      maw={maw}
    />
  );
}
