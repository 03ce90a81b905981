import { ActionIcon } from "@mantine/core";
import type { ComponentPropsWithoutRef, Ref } from "react";

/** The ⓘ button an explanation opens from: the same before and after its popover's code loads. */
export function InfoButton({
  ref,
  label,
  ...props
}: { ref?: Ref<HTMLButtonElement>; label: string } & Omit<
  ComponentPropsWithoutRef<"button">,
  "children" | "color"
>) {
  return (
    <ActionIcon ref={ref} variant="subtle" size="sm" radius="xl" aria-label={label} {...props}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <rect x="7.25" y="7" width="1.5" height="5" rx="0.75" fill="currentColor" />
        <circle cx="8" cy="4.75" r="1" fill="currentColor" />
      </svg>
    </ActionIcon>
  );
}
