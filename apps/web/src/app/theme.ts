import { type CSSVariablesResolver, createTheme } from "@mantine/core";

const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans HK", "PingFang HK", "Microsoft JhengHei", sans-serif';

/**
 * A sober financial-portal look: deep harbour teal for actions and links, navy for the page frame.
 * Shade 7 (the primary shade) gives white text 5.6:1 and links on white the same.
 */
export const theme = createTheme({
  primaryColor: "harbour",
  // Members who ask their system for less motion get dialogs and menus without the fades.
  respectReducedMotion: true,
  primaryShade: 7,
  colors: {
    harbour: [
      "#e7f5f6",
      "#d0e9ec",
      "#a2d3d9",
      "#70bcc5",
      "#47a8b4",
      "#2d9ba8",
      "#1b8896",
      "#0e7380",
      "#075f6a",
      "#034c55",
    ],
    navy: [
      "#e9eef6",
      "#cfd9ea",
      "#9fb3d4",
      "#6b8abd",
      "#4569a9",
      "#2f559c",
      "#234a94",
      "#183c80",
      "#0f3272",
      "#0b2545",
    ],
  },
  black: "#14213d",
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: "700" },
  defaultRadius: "md",
  focusRing: "auto",
  cursorType: "pointer",
  components: {
    // A toast's text under its title is gray-6 by default, under 4.5:1 on white.
    Notification: { styles: { description: { color: "var(--mantine-color-gray-8)" } } },
  },
});

/**
 * Mantine's dimmed grey (gray-6) and error red (red-6) are under 4.5:1 on white; use darker ones.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});
