import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { routePaths } from '#contracts/site-routes';
import { AccountLookupForm } from '../../../components/account-lookup';
import { FormAlert } from '../../../components/form';
import '../../../components/form/form.css';
import { useBrowserOnlyModule } from '../../../lib/browser-only-module';
import { useLoadOnFirstUse } from '../../../lib/load-on-first-use';
import { fetchMeterReadings } from '../api';
import { saveSession, sessionRestore, type MeterReadingSession } from '../session';

/** The submit page and its browser-only parts; a failure is met again, and reported, by the navigation itself. */
const loadSubmitPage = () => import('../SubmitMeterReadingPage').then((page) => page.loadBrowserParts());

/**
 * The "please find your account first" notice: shown when sent back from /SubmitMeterReading;
 * 'reserved' keeps its space but hides it, for the prerendered /SubmitMeterReading
 * (../SubmitMeterReadingPage.tsx), which becomes this page with the notice once the browser knows
 * there is no account, without anything moving.
 */
export type LookupNotice = 'none' | 'reserved' | 'shown';

/** The lookup page's content; `children` carries the page's meta tags. */
export function MeterReadingLookup({ notice, children }: { notice: LookupNotice; children?: ReactNode }) {
  const navigate = useNavigate();
  const restoring = useBrowserOnlyModule(sessionRestore);
  // Going back from the submit page in the same tab: the details are still filled in. Read after
  // hydration (the prerendered form is empty); the key gives the form its restored values then.
  const initialValues = useMemo(() => restoring?.restoreSession(null)?.lookup, [restoring]);

  // Fetch the next page's code while the user types, so Continue goes straight on after the lookup.
  useLoadOnFirstUse(loadSubmitPage);

  return (
    <div className="journey-page">
      {children}
      <h1 className="plain-h1">Submit Meter Reading</h1>
      <p className="journey-lead">
        Enter the postcode of the property we supply and your account number to see your meters and send us a reading.{' '}
        <RouterLink to={routePaths.meterReadingHelp} className="shell-link">
          How to read your meter
        </RouterLink>
      </p>
      {notice !== 'none' && (
        <div className="journey-notice">
          <FormAlert severity="info" role="alert" invisible={notice === 'reserved'}>
            Please find your account first: we could not find your meter details in this browser tab.
          </FormAlert>
        </div>
      )}
      <div className="journey-card">
        <AccountLookupForm
          lookup={fetchMeterReadings}
          key={initialValues ? 'restored' : 'empty'}
          initialValues={initialValues}
          onFound={(account, input) => {
            const session: MeterReadingSession = { lookup: input, account };
            saveSession(session);
            void navigate(routePaths.submitMeterReading, { state: { session } });
          }}
        />
      </div>
    </div>
  );
}
