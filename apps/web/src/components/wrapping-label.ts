/**
 * Props for a Mantine Button whose words wrap on a narrow phone (320 px, or a long Chinese label)
 * instead of being cut: its label is one line by default, in a button of fixed height. The caller
 * gives the button's smallest height and its vertical padding for its size.
 */
export const WRAPPING_LABEL = {
  h: "auto",
  styles: { label: { whiteSpace: "normal", textAlign: "start", lineHeight: 1.35 } },
} as const;
