import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { externalUrls } from '../../lib/site-config';
import {
  isBannerDismissed,
  loadChatScriptOnce,
  recordChoice,
  removeChat,
  storedChoice,
  type ConsentChoice,
} from './consent-rules';

interface ConsentState {
  bannerOpen: boolean;
  /** True when the banner was opened again from "Cookie settings" (focus moves to it). */
  reopened: boolean;
  choose: (choice: ConsentChoice) => void;
  reopen: () => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

/**
 * The consent state. Cookies are read only after mount: the first render is the same as a
 * prerendered page's (no banner, no chat), so hydration matches, and the banner then appears as
 * a fixed overlay that moves nothing on the page.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [bannerOpen, setBannerOpen] = useState(false);
  const [reopened, setReopened] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice | undefined>();

  useEffect(() => {
    setBannerOpen(!isBannerDismissed());
    setChoice(storedChoice());
  }, []);

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
