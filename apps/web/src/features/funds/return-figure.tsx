import { Text, type TextProps } from "@mantine/core";
import { formatReturn } from "@portal/domain";
import { GAIN_COLOUR, gainColour } from "../../components/gain-colour.ts";

/**
 * A return for display: 2 decimals (formatReturn), a "+" before a gain and "-" before a loss so
 * the colour (gain green, loss red, as gain-colour.ts) is never the only sign; `notAvailable`
 * (N/A) when missing.
 */
export function signedReturn(
  value: string | null | undefined,
  notAvailable: string,
): { text: string; colour: string | undefined; available: boolean } {
  const text = formatReturn(value, notAvailable);
  if (text === notAvailable) return { text, colour: undefined, available: false };
  const colour = gainColour(text);
  return { text: colour === GAIN_COLOUR ? `+${text}` : text, colour, available: true };
}

/** A signed, coloured return; `percent` adds the % sign (left out in tables whose caption says %). */
export function ReturnFigure({
  value,
  notAvailable,
  percent = true,
  ...props
}: { value: string | null | undefined; notAvailable: string; percent?: boolean } & TextProps) {
  const figure = signedReturn(value, notAvailable);
  return (
    <Text
      span
      c={figure.colour}
      fw={figure.available ? 600 : undefined}
      data-return={figure.available ? figure.text : "na"}
      {...props}
    >
      {figure.available && percent ? `${figure.text}%` : figure.text}
    </Text>
  );
}
