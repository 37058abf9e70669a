import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Fuel, ReadingMeter } from '#contracts/meter-reading';
import { routePaths } from '#contracts/site-routes';
import { SummaryList } from '../../components/form';
import { PageMeta } from '../../components/PageMeta';
import { SmartLink } from '../../components/SmartLink';
import { fetchMeterReadings } from './api';
import { ReadingHistory } from './components/ReadingHistory';
import { MeterReadingForm, type AcceptedReading } from './components/MeterReadingForm';
import { availableFuels, fuelLabels, historyRows, metersOfFuel, withAcceptedReading } from './readings';
import type { MeterReadingSession } from './session';
import { submitPageMeta } from './submit-page-meta';
import { withTheme } from '../../components/ThemeScope';

/*
 * /SubmitMeterReading once this tab has the account (SubmitMeterReadingPage.tsx): the fuel choice,
 * the reading form and the history. The build never renders it, so it is its own chunk, fetched
 * after the page has hydrated (docs/first-paint.md).
 */

/**
 * One fuel choice: a bordered box around the radio and its label, side by side on wide screens
 * and wrapping on narrow ones. Text is ink on white in every state; the border is grey 600
 * (4.5:1) or brand green (7.1:1) when chosen; focus adds a 3 px green outline (WCAG 1.4.11, 2.4.7).
 */
function fuelChoiceSx(checked: boolean): SxProps<Theme> {
  return {
    m: 0,
    pr: 2.5,
    pl: 0.5,
    minHeight: 48,
    minWidth: { xs: 0, sm: 160 },
    // Wide enough for "Electricity" in bold beside its radio: at 320 px the two choices stack
    // instead of squeezing the label against the border.
    flex: { xs: '1 1 150px', sm: '0 0 auto' },
    border: '2px solid',
    borderColor: checked ? 'primary.main' : 'grey.600',
    boxShadow: (theme) => (checked ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
    borderRadius: 1,
    bgcolor: 'background.paper',
    '& .MuiFormControlLabel-label': { fontWeight: 700, color: 'text.primary' },
    '& .MuiRadio-root': { color: checked ? 'primary.main' : 'text.secondary' },
    '&:hover': { borderColor: 'primary.main' },
    '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
    // The box's ring is the focus indicator; the theme's ring on the radio itself would be a second one.
    '& .MuiRadio-root.Mui-focusVisible': { outline: 'none' },
  };
}

export interface ViewProps {
  session: MeterReadingSession;
  onSessionChange: (session: MeterReadingSession) => void;
}

function SubmitMeterReadingView({ session, onSessionChange }: ViewProps) {
  const { account, lookup } = session;
  const fuels = availableFuels(account);
  const [fuel, setFuel] = useState<Fuel | undefined>(fuels[0]);
  const [historyVersion, setHistoryVersion] = useState(0);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const meters = fuel ? metersOfFuel(account, fuel) : [];

  /**
   * After readings are accepted (Day and Night together on an Economy 7 meter): the history as the
   * workflow now has it, fetched once. If that fetch fails, the accepted readings are added locally
   * so each register's previous reading (and the next plausibility check) is not the stale one from
   * before, and a message says so.
   */
  async function refreshHistory(meter: ReadingMeter, accepted: AcceptedReading[]) {
    try {
      const refreshed = await fetchMeterReadings(lookup);
      onSessionChange({ lookup, account: refreshed });
      setRefreshFailed(false);
    } catch {
      onSessionChange({
        lookup,
        account: accepted.reduce(
          (updated, { registerLabel, readingValue }) =>
            withAcceptedReading(updated, meter.meterRef, registerLabel, readingValue),
          account,
        ),
      });
      setRefreshFailed(true);
    }
    setHistoryVersion((version) => version + 1);
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta {...submitPageMeta} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {submitPageMeta.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Not sure which numbers to enter?{' '}
        <SmartLink href={routePaths.meterReadingHelp}>How to read your meter</SmartLink>
      </Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4 }}>
        <SummaryList
          rows={[
            { term: 'Supply address', value: account.addressSingleLine },
            { term: 'Account number', value: account.accountNo },
          ]}
        />
      </Paper>

      {fuels.length === 0 ? (
        <Alert severity="info">
          There are no meters on this account to read. Please contact us if you think this is wrong.
        </Alert>
      ) : (
        <Stack spacing={4}>
          <FormControl component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
            <FormLabel
              component="legend"
              sx={{ fontWeight: 700, color: 'text.primary', mb: 1, p: 0, '&.Mui-focused': { color: 'text.primary' } }}
            >
              Which meter?
            </FormLabel>
            {/* Native radios (GOV.UK style): Tab reaches the group, arrows or Space choose (WCAG 2.1.1). */}
            <RadioGroup
              name="fuel"
              value={fuel ?? ''}
              onChange={(event) => setFuel(event.target.value as Fuel)}
              sx={{ flexDirection: 'row', flexWrap: 'wrap', gap: { xs: 1, sm: 2 } }}
            >
              {fuels.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={fuelLabels[option]}
                  sx={fuelChoiceSx(option === fuel)}
                />
              ))}
            </RadioGroup>
          </FormControl>

          {meters.length === 0 && fuel && (
            <Alert severity="info">We have no {fuelLabels[fuel].toLowerCase()} meter on record for this account.</Alert>
          )}
          {/* One form per meter: an Economy 7 meter's Day and Night are entered and sent together. */}
          {fuel &&
            meters
              .filter((meter) => meter.registers.length > 0)
              .map((meter) => (
                <MeterReadingForm
                  key={`${fuel}/${meter.meterRef}`}
                  fuel={fuel}
                  lookup={lookup}
                  meter={meter}
                  registers={meter.registers}
                  onSubmitted={(accepted) => refreshHistory(meter, accepted)}
                />
              ))}

          {refreshFailed && (
            <Alert severity="warning">
              Your reading was sent, but we could not refresh your reading history. The reading you sent is counted as
              your latest; the full history will show next time you look up your account.
            </Alert>
          )}
          {fuel && (
            <ReadingHistory key={`${fuel}/${historyVersion}`} rows={historyRows(meters)} fuelLabel={fuelLabels[fuel]} />
          )}
        </Stack>
      )}
    </Container>
  );
}

// Drawn with MUI, after hydration: in the theme's scope (web/src/components/ThemeScope.tsx).
export default withTheme(SubmitMeterReadingView);
