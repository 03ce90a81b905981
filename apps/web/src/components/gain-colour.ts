/** Gain green and loss red, dark enough for small text on white and on their light tint (WCAG AA). */
export const GAIN_COLOUR = "#1b5e20";
export const LOSS_COLOUR = "#a51d1d";

/** The colour of a signed decimal string: loss red below zero, gain green above, none at zero. */
export function gainColour(value: string): string | undefined {
  if (/^-/.test(value) && /[1-9]/.test(value)) return LOSS_COLOUR;
  return /[1-9]/.test(value) ? GAIN_COLOUR : undefined;
}
