import { type RefObject, useLayoutEffect } from "react";

/**
 * Ties an input to the texts that describe it (a hint, an error alert) by aria-describedby.
 * Mantine's inputs write aria-describedby themselves, from their own description and error only,
 * over any given one; this sets it on the element behind `ref` after every render instead.
 * React leaves the attribute alone, since the input never renders one of its own here.
 */
export function useAriaDescribedBy(
  ref: RefObject<HTMLElement | null>,
  ids: readonly (string | null)[],
): void {
  const value = ids.filter(Boolean).join(" ");
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (value) element.setAttribute("aria-describedby", value);
    else element.removeAttribute("aria-describedby");
  });
}
