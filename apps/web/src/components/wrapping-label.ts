/**
 * Props for a Mantine Button whose words wrap on a narrow phone (320 px, or a long Chinese label)
 * instead of being cut: its label is one line by default, in a button of fixed height. The button
 * keeps its size's height as the least; the caller gives the padding above and below the words.
 */
export const WRAPPING_LABEL = {
  h: "auto",
  mih: "var(--button-height)",
  styles: { label: { whiteSpace: "normal", textAlign: "start", lineHeight: 1.35 } },
} as const;
