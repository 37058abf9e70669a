/**
 * The brand palette, read by the MUI theme (web/src/lib/theme.ts) and by features that paint
 * outside the theme's palette (e.g. the home page hero). Checked for WCAG AA: fern on white
 * 7.1:1, white on fern 7.1:1, inkMuted on the page background 7.0:1.
 */
export const brandColours = {
  fern: '#1d5e3a',
  fernDark: '#143f27',
  fernLight: '#e6f2ea',
  sun: '#f5c242',
  ink: '#1a1f1c',
  inkMuted: '#48514c',
  paper: '#ffffff',
  page: '#f6f8f5',
} as const;
