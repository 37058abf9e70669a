import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { useHydrated } from '../../lib/use-hydrated';
import { MeterReadingLookup } from './components/MeterReadingLookup';
import { isSessionMissingNotice } from './session';

/** /MeterReading: the shared account lookup, then on to /SubmitMeterReading with the account. */
export default function MeterReadingPage() {
  const entryState: unknown = useLocation().state;
  const hydrated = useHydrated();
  // History state survives a reload but is unknown at build time: shown once hydrated.
  const sentBack = hydrated && isSessionMissingNotice(entryState);
  return (
    <MeterReadingLookup notice={sentBack ? 'shown' : 'none'}>
      <PageMeta
        title="Submit Meter Reading"
        description="Find your account with your postcode and account number to submit an electricity or gas meter reading."
      />
    </MeterReadingLookup>
  );
}
