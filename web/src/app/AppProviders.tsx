import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { BannerInDocumentContext } from '../features/consent/ConsentContext';
import { theme } from './theme';

interface AppProvidersProps {
  cache: EmotionCache;
  /** Whether the prerendered document has the cookie banner (lambdas/contracts/site-routes.ts › DocumentVariant). */
  bannerInDocument: boolean;
  children: ReactNode;
}

/** The providers around the router, identical at build time and in the browser so hydration matches. */
export function AppProviders({ cache, bannerInDocument, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <BannerInDocumentContext value={bannerInDocument}>{children}</BannerInDocumentContext>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
