/** How one fund's line of the compare chart is drawn: a colour and a dash, so colour is never the only difference. */
export interface CompareLineStyle {
  colour: string;
  dash: "solid" | "dashed" | "dotted";
}

/** Ten colours that stay apart for the common colour-vision deficiencies (Okabe-Ito and darker companions). */
const COLOURS = [
  "#0e7380",
  "#d55e00",
  "#0072b2",
  "#b3407f",
  "#007a5a",
  "#a86b00",
  "#3b6fb6",
  "#6a3d9a",
  "#8c564b",
  "#333333",
] as const;

const DASHES = ["solid", "dashed", "dotted"] as const;

/** The style of the line at `index` (the fund's column). */
export function compareLineStyle(index: number): CompareLineStyle {
  return {
    colour: COLOURS[index % COLOURS.length] as string,
    dash: DASHES[index % DASHES.length] as CompareLineStyle["dash"],
  };
}
