import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Redirect } from 'wouter';
import { useEntryState } from '../../lib/history-entry';
import { routePaths } from '#contracts/site-routes';
import { PageMeta } from '../../components/PageMeta';
import { useHydrated } from '../../lib/use-hydrated';
import { MeterReadingLookup } from './components/MeterReadingLookup';
import { restoreSession, saveSession, type MeterReadingNotice, type MeterReadingSession } from './session';
import { submitPageMeta } from './submit-page-meta';

/**
 * What the page shows once this tab has the account: fetched after hydration (the build never
 * renders it), and before an in-app navigation here shows the page (web/src/app/router.tsx).
 */
export const loadBrowserParts = () => import('./SubmitMeterReadingView');
const SubmitMeterReadingView = lazy(loadBrowserParts);

/**
 * /SubmitMeterReading. Reached from /MeterReading with the account in navigation state; a
 * refresh restores it from this tab's storage; a direct visit without either goes back to the
 * lookup with a short explanation rather than showing an empty page. Both sources exist only in
 * the browser: the prerendered page (web/prerender.ts) and the first browser frame are that lookup
 * (the explanation's space kept), so a direct visit, the usual way to arrive without an account,
 * turns into /MeterReading without anything moving; with an account the page follows once hydrated.
 */
export default function SubmitMeterReadingPage() {
  const entryState = useEntryState();
  const hydrated = useHydrated();
  const restored = useMemo(() => (hydrated ? restoreSession(entryState) : undefined), [hydrated, entryState]);
  const [updated, setSession] = useState<MeterReadingSession>();
  const session = updated ?? restored;

  useEffect(() => {
    if (session) saveSession(session);
  }, [session]);

  if (!session) {
    const state: MeterReadingNotice = { notice: 'session-missing' };
    // The lookup stays on screen while the router loads /MeterReading (rendering nothing would
    // collapse the page for a frame and move the footer).
    return (
      <MeterReadingLookup notice={hydrated ? 'shown' : 'reserved'}>
        <PageMeta {...submitPageMeta} />
        {hydrated && <Redirect to={routePaths.meterReading} replace state={state} />}
      </MeterReadingLookup>
    );
  }
  // Should its code still be on the way, the lookup the page was prerendered with stays meanwhile.
  return (
    <Suspense
      fallback={
        <MeterReadingLookup notice="reserved">
          <PageMeta {...submitPageMeta} />
        </MeterReadingLookup>
      }
    >
      <SubmitMeterReadingView session={session} onSessionChange={setSession} />
    </Suspense>
  );
}
