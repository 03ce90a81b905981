import { type CSSVariablesResolver, createTheme } from "@mantine/core";

/**
 * The system's own font, then the platforms' Hong Kong CJK fonts (chinese-fonts.css). A browser
 * walks this list for every glyph the first font lacks, and each family it passes costs a lookup
 * per size and weight on a page's first layouts (on Chromium for Linux a call to the browser
 * process): Latin fallbacks named before the CJK fonts (Arial, there as Liberation Sans) were
 * looked up for every Chinese text run without having its glyphs (issue 17, docs/performance.md).
 * The Latin names after them serve only browsers without system-ui.
 */
const FONT_FAMILY = 'system-ui, var(--portal-cjk-fonts), "Segoe UI", Roboto, Arial, sans-serif';

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
