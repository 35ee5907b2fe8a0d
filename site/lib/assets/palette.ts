/**
 * Brand colours for the images the build draws (icons, illustrations, social images).
 * The same values are the custom properties at the top of client/styles/tokens.css.
 */
export const palette = {
  brand900: "#0b3b33",
  brand700: "#0d5c4f",
  brand500: "#1f8a70",
  brand100: "#dcefe8",
  brand50: "#eef7f3",
  accent400: "#f2a93b",
  accent200: "#fbd9a2",
  sand100: "#f7f5f0",
  sand200: "#ece7dc",
  ink: "#14211e",
  white: "#ffffff",
} as const;
