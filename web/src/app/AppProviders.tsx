import { StrictMode, type ReactNode } from 'react';
import { BannerInDocumentContext } from '../features/consent/ConsentContext';

interface AppProvidersProps {
  /** Whether the prerendered document has the cookie banner (lambdas/contracts/site-routes.ts › DocumentVariant). */
  bannerInDocument: boolean;
  /**
   * The build's global styles (CssBaseline, web/src/entry-server.tsx); the browser passes nothing,
   * as they are in the document already and never change. The slot stays in both, so React's
   * ids (useId) are the same in the markup and when hydrating.
   */
  globalStyles?: ReactNode;
  children: ReactNode;
}

/**
 * The providers around the router, identical at build time and in the browser so hydration
 * matches. No MUI here: see web/src/components/ThemeScope.tsx.
 */
export function AppProviders({ bannerInDocument, globalStyles = null, children }: AppProvidersProps) {
  return (
    <StrictMode>
      {globalStyles}
      <BannerInDocumentContext value={bannerInDocument}>{children}</BannerInDocumentContext>
    </StrictMode>
  );
}
