import { createTheme } from '@mui/material/styles';
import { brandColours } from './brand-colours';

/**
 * The one focus indicator (WCAG 2.4.7, 2.4.11, 1.4.11): a 3 px outline, 2 px clear of the element,
 * in dark fern (11.9:1 on white, 11.1:1 on the page background). Dark sections (hero, contact
 * panel, footer) set --focus-ring-colour to the brand yellow: 7.2:1 on dark fern, 4.7:1 on fern,
 * 3.2:1 at the hero gradient's lightest end.
 */
const focusRing = {
  outline: '3px solid var(--focus-ring-colour, #143f27)',
  outlineOffset: '2px',
} as const;

/** The page heading, also drawn without MUI (`.plain-h1`, web/src/app/layout/shell.css). */
const h1 = { fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)', fontWeight: 800, lineHeight: 1.15 } as const;

/** A section heading, also drawn without MUI (`.plain-h2`). */
const h2 = { fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', fontWeight: 750, lineHeight: 1.2 } as const;

/** Errors' red: 6.5:1 on white. */
const errorRed = '#b3261e';

/** Success's green (the payment result's tick): 6.6:1 on white, 6.1:1 on the page background. */
const successGreen = '#1b6b35';

/**
 * The one MUI theme. Colours are checked for WCAG AA: primary on white 7.1:1, white on primary
 * 7.1:1, text.secondary on the page background 7.0:1. Breakpoints
 * (docs/product/site-shell.md › Site shell and links): `md` is the 960 px mobile/desktop switch,
 * `lg` is 1400 px.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1400, xl: 1920 } },
  palette: {
    primary: {
      main: brandColours.fern,
      dark: brandColours.fernDark,
      light: brandColours.fernLight,
      contrastText: '#ffffff',
    },
    secondary: { main: brandColours.sun, contrastText: brandColours.ink },
    text: { primary: brandColours.ink, secondary: brandColours.inkMuted },
    background: { default: brandColours.page, paper: brandColours.paper },
    error: { main: errorRed },
    success: { main: successGreen },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    h1,
    h2,
    h3: { fontSize: '1.35rem', fontWeight: 700 },
    h4: { fontSize: '1.15rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':root': {
          '--focus-ring-colour': brandColours.fernDark,
          // For the stylesheets of plain elements (web/src/app/layout/shell.css, web/src/components/form/form.css).
          '--brand-fern': brandColours.fern,
          '--brand-fern-dark': brandColours.fernDark,
          '--brand-fern-light': brandColours.fernLight,
          '--brand-sun': brandColours.sun,
          '--brand-ink': brandColours.ink,
          '--brand-ink-muted': brandColours.inkMuted,
          '--brand-error': errorRed,
          '--brand-success': successGreen,
          '--type-h1-size': h1.fontSize,
          '--type-h1-weight': h1.fontWeight,
          '--type-h1-line-height': h1.lineHeight,
          '--type-h2-size': h2.fontSize,
          '--type-h2-weight': h2.fontWeight,
          '--type-h2-line-height': h2.lineHeight,
          '--brand-paper': brandColours.paper,
        },
        // Plain links, summary links, skip link, anything focusable without a MUI component of its own.
        'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible, summary:focus-visible': focusRing,
      },
    },
    // Buttons, icon buttons, list items, cards with an action area, tabs, checkboxes and radios:
    // ButtonBase removes the browser's outline, so it gets the ring back on keyboard focus.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': focusRing } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Links in running text must not rely on colour alone (WCAG 1.4.1).
    MuiLink: {
      defaultProps: { underline: 'always' },
      styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': focusRing } },
    },
    // Text fields: a 3 px border in the field's own outline shows focus (the input inside keeps none).
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 3, borderColor: brandColours.fernDark },
          '&.Mui-focused.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: errorRed },
          '&.Mui-focused': { outline: `3px solid ${brandColours.fernDark}`, outlineOffset: '2px' },
        },
      },
    },
  },
});
