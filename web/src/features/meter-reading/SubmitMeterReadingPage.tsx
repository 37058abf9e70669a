import { Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { routePaths } from '#contracts/site-routes';
import { PageMeta } from '../../components/PageMeta';
import { browserOnlyComponent } from '../../lib/browser-only-component';
import { browserOnlyModule, useBrowserOnlyModule } from '../../lib/browser-only-module';
import { MeterReadingLookup } from './components/MeterReadingLookup';
import { saveSession, sessionRestore, type MeterReadingNotice, type MeterReadingSession } from './session';
import { submitPageMeta } from './submit-page-meta';

/**
 * What the page shows once this tab has the account: fetched after hydration (the build never
 * renders it), and before an in-app navigation here shows the page (web/src/app/router.tsx).
 */
const view = browserOnlyModule(() => import('./SubmitMeterReadingView'));
const SubmitMeterReadingView = browserOnlyComponent(view);
export const loadBrowserParts = () => Promise.all([view.load(), sessionRestore.load()]);

/**
 * /SubmitMeterReading. Reached from /MeterReading with the account in navigation state; a
 * refresh restores it from this tab's storage; a direct visit without either goes back to the
 * lookup with a short explanation rather than showing an empty page. Both sources exist only in
 * the browser: the prerendered page (web/prerender.ts) and the first browser frame are that lookup
 * (the explanation's space kept), so a direct visit, the usual way to arrive without an account,
 * turns into /MeterReading without anything moving; with an account the page follows once hydrated.
 */
export default function SubmitMeterReadingPage() {
  // Unknown at build time: only read once the page has hydrated (restoring, below).
  const entryState: unknown = useLocation().state;
  // Here once the page has hydrated: until then the page is the lookup it was prerendered as.
  const restoring = useBrowserOnlyModule(sessionRestore);
  const restored = useMemo(() => restoring?.restoreSession(entryState), [restoring, entryState]);
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
      <MeterReadingLookup notice={restoring ? 'shown' : 'reserved'}>
        <PageMeta {...submitPageMeta} />
        {restoring && <Navigate to={routePaths.meterReading} replace state={state} />}
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
