import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { theme } from '../lib/theme';

/**
 * The MUI theme for what is drawn with MUI components. Not around the whole app: every page
 * hydrates plain elements, so no page's first JavaScript has MUI (docs/first-paint.md ›
 * Interactive sooner). Each part that uses MUI brings its own scope: the information pages' text
 * (a deferred island, ContentBody.tsx), the drawer and dropdown menus, the forms' browser-only
 * steps and the review cards (withTheme). Emotion needs no provider in the browser: its
 * default cache has the key the build's styles were written with (web/src/app/emotion-cache.ts).
 *
 * Server and browser must put it in the same places: MUI's ThemeProvider calls useId, so it
 * changes the ids React gives everything inside it.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** A component drawn with MUI components, in the theme's scope. */
export function withTheme<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function ThemedPage(props: P) {
    return (
      <ThemeScope>
        <Page {...props} />
      </ThemeScope>
    );
  }
  ThemedPage.displayName = `withTheme(${Page.displayName ?? Page.name})`;
  return ThemedPage;
}
