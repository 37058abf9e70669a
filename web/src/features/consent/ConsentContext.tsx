import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { externalUrls } from '../../lib/site-config';
import { useHydrated } from '../../lib/use-hydrated';
import { loadChatScriptOnce, recordChoice, removeChat, storedConsent, type ConsentChoice } from './consent-rules';

interface ConsentState {
  bannerOpen: boolean;
  /** True when the banner was opened again from "Cookie settings" (focus moves to it). */
  reopened: boolean;
  choose: (choice: ConsentChoice) => void;
  reopen: () => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

/**
 * Whether the document being hydrated was prerendered with the cookie banner (web/prerender.ts
 * writes each page with and without it; the CloudFront Function picks one by the consent cookie).
 * Set by web/entry-server.tsx at build time and by web/src/main.tsx from the document itself.
 */
export const BannerInDocumentContext = createContext(false);

/**
 * The consent state. Cookies are read only on the client, once hydrated (useHydrated): while
 * hydrating, React renders the banner as the document has it, no chat, so hydration matches; then
 * the cookies decide. A visitor who has not answered gets the document with the banner, which
 * therefore paints with the page; should a cached document disagree with the cookies, the banner,
 * a fixed overlay, opens or closes without moving anything on the page.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const bannerInDocument = useContext(BannerInDocumentContext);
  const mounted = useHydrated();
  // Set by a choice or "Cookie settings" in this page; until then the cookies decide.
  const [bannerOverride, setBannerOpen] = useState<boolean>();
  const [choiceOverride, setChoice] = useState<ConsentChoice>();
  const [reopened, setReopened] = useState(false);
  // Read once, when the app takes over (an answer given before then is in them); after that the
  // page's own choices decide.
  const stored = useMemo(() => (mounted ? storedConsent() : undefined), [mounted]);
  const bannerOpen = stored ? (bannerOverride ?? !stored.bannerDismissed) : bannerInDocument;
  const choice = stored ? (choiceOverride ?? stored.choice) : undefined;

  useEffect(() => {
    if (choice === 'accepted') loadChatScriptOnce(externalUrls.chatScript);
    if (choice === 'denied') removeChat();
  }, [choice]);

  const choose = useCallback((next: ConsentChoice) => {
    recordChoice(next);
    setChoice(next);
    setBannerOpen(false);
    setReopened(false);
  }, []);

  const reopen = useCallback(() => {
    setBannerOpen(true);
    setReopened(true);
  }, []);

  const value = useMemo(() => ({ bannerOpen, reopened, choose, reopen }), [bannerOpen, reopened, choose, reopen]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent must be used inside ConsentProvider');
  return state;
}
