import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { routePaths } from '#contracts/site-routes';
import { AccountLookupForm } from '../../../components/account-lookup';
import { SmartLink } from '../../../components/SmartLink';
import { useBrowserOnlyModule } from '../../../lib/browser-only-module';
import { fetchMeterReadings } from '../api';
import { saveSession, sessionRestore, type MeterReadingSession } from '../session';

/**
 * The "please find your account first" notice: shown when sent back from /SubmitMeterReading;
 * 'reserved' keeps its space but hides it, for the prerendered /SubmitMeterReading
 * (../SubmitMeterReadingPage.tsx), which becomes this page with the notice once the browser knows
 * there is no account, without anything moving.
 */
export type LookupNotice = 'none' | 'reserved' | 'shown';

/** The lookup page's content; `children` carries the page's meta tags. */
export function MeterReadingLookup({ notice, children }: { notice: LookupNotice; children?: ReactNode }) {
  const [, navigate] = useLocation();
  const restoring = useBrowserOnlyModule(sessionRestore);
  // Going back from the submit page in the same tab: the details are still filled in. Read after
  // hydration (the prerendered form is empty); the key gives the form its restored values then.
  const initialValues = useMemo(() => restoring?.restoreSession(null)?.lookup, [restoring]);

  // Fetch the next page's code while the user types, so Continue goes straight on after the lookup.
  useEffect(() => {
    // A failure here is met again, and reported, by the navigation itself.
    import('../SubmitMeterReadingPage').then((page) => page.loadBrowserParts()).catch(() => undefined);
  }, []);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      {children}
      <Typography variant="h1" sx={{ mb: 2 }}>
        Submit Meter Reading
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Enter the postcode of the property we supply and your account number to see your meters and send us a reading.{' '}
        <SmartLink href={routePaths.meterReadingHelp}>How to read your meter</SmartLink>
      </Typography>
      {notice !== 'none' && (
        <Alert severity="info" sx={{ mb: 3, visibility: notice === 'reserved' ? 'hidden' : undefined }}>
          Please find your account first: we could not find your meter details in this browser tab.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <AccountLookupForm
          lookup={fetchMeterReadings}
          key={initialValues ? 'restored' : 'empty'}
          initialValues={initialValues}
          onFound={(account, input) => {
            const session: MeterReadingSession = { lookup: input, account };
            saveSession(session);
            navigate(routePaths.submitMeterReading, { state: { session } });
          }}
        />
      </Paper>
    </Container>
  );
}
