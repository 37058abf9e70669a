import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { externalUrls } from '../../lib/site-config';
import { isBannerDismissed, loadChatScriptOnce, recordChoice, storedChoice, type ConsentChoice } from './consent-rules';

interface ConsentState {
  bannerOpen: boolean;
  /** True when the banner was opened again from "Cookie settings" (focus moves to it). */
  reopened: boolean;
  choose: (choice: ConsentChoice) => void;
  reopen: () => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [bannerOpen, setBannerOpen] = useState(() => !isBannerDismissed());
  const [reopened, setReopened] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice | undefined>(() => storedChoice());

  useEffect(() => {
    if (choice === 'accepted') loadChatScriptOnce(externalUrls.chatScript);
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
