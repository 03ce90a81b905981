import { compareLineStyle } from "./compare-line-style.ts";

const DASH_ARRAY = { solid: undefined, dashed: "5 3", dotted: "1.5 2.5" } as const;

/** A short piece of a fund's chart line (its colour and dash): the chart's key beside the fund's name. */
export function LineSwatch({ index }: { index: number }) {
  const style = compareLineStyle(index);
  return (
    <svg
      width="18"
      height="6"
      viewBox="0 0 18 6"
      aria-hidden="true"
      focusable="false"
      style={{ flex: "none" }}
    >
      <line
        x1="1"
        y1="3"
        x2="17"
        y2="3"
        stroke={style.colour}
        strokeWidth="2.5"
        strokeDasharray={DASH_ARRAY[style.dash]}
        strokeLinecap={style.dash === "dotted" ? "round" : "butt"}
      />
    </svg>
  );
}
