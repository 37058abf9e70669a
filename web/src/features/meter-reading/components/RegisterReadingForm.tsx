import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AccountLookupRequest, Meter, Register } from '#contracts/account';
import { meterReadingMessages, READING_DIGITS, type Fuel } from '#contracts/meter-reading';
import { ApiClientError } from '../../../lib/api';
import { sendMeterReading } from '../api';
import { checkPlausibility, type PlausibilityResult } from '../plausibility';
import { latestReading, registerTitle } from '../readings';
import { ConfirmReadingDialog } from './ConfirmReadingDialog';
import { PreviousReading } from './PreviousReading';
import { ReadingField, type ReadingFieldHandle } from './ReadingField';

export interface RegisterReadingFormProps {
  fuel: Fuel;
  lookup: AccountLookupRequest;
  meter: Meter;
  register: Register;
  /** Called after the workflow accepted a reading, so the page can re-fetch the history. */
  onSubmitted: () => Promise<void> | void;
  /** Today's date for the plausibility allowance; a prop so tests can fix it. */
  today?: () => Date;
}

type Outcome = { severity: 'success' | 'error'; message: string };
type FieldErrors = { reading?: string; confirm?: string };

/**
 * Checks in order: a reading first, then all six digits, then the ticked checkbox
 * (README: Product behaviour › Meter readings).
 */
export function validateReadingForm(reading: string, confirmed: boolean): FieldErrors {
  if (reading.length === 0) return { reading: meterReadingMessages.readingRequired };
  if (reading.length < READING_DIGITS) return { reading: meterReadingMessages.readingIncomplete };
  if (!confirmed) return { confirm: meterReadingMessages.confirmRequired };
  return {};
}

/**
 * One register of one meter: its previous reading, the new reading (one field drawn as six cells), the
 * checkbox and 'Add a new reading'. Checks, then asks to confirm an implausible reading, then
 * sends it once (a second click while in flight does nothing) and announces the outcome.
 */
export function RegisterReadingForm({
  fuel,
  lookup,
  meter,
  register,
  onSubmitted,
  today = () => new Date(),
}: RegisterReadingFormProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const [reading, setReading] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [pendingCheck, setPendingCheck] = useState<Exclude<PlausibilityResult, { kind: 'plausible' }>>();
  // A ref as well as state: two clicks in the same frame both see the old state.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const field = useRef<ReadingFieldHandle>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const refocusAfterDialog = useRef(false);
  const previous = latestReading(register);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const problems = validateReadingForm(reading, confirmed);
    setErrors(problems);
    setOutcome(undefined);
    if (problems.reading) return field.current?.focus();
    if (problems.confirm) return checkbox.current?.focus();

    const check = checkPlausibility({
      fuel,
      reading: Number(reading),
      previous: previous && { value: previous.readingValue, readingDate: previous.readingDate },
      today: today(),
    });
    if (check.kind === 'plausible') void send();
    else setPendingCheck(check);
  }

  async function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const message = await sendMeterReading({
        fuel,
        accountNo: lookup.accountNo,
        postcode: lookup.postcode,
        serialNumber: meter.serial,
        register: register.registerLabel,
        mpanCore: meter.mpxn,
        reading,
      });
      if (!mounted.current) return;
      setReading('');
      setConfirmed(false);
      setOutcome({ severity: 'success', message });
      await onSubmitted();
    } catch (error) {
      if (!mounted.current) return;
      setOutcome({
        severity: 'error',
        message: error instanceof ApiClientError ? error.message : meterReadingMessages.unexpected,
      });
    } finally {
      inFlight.current = false;
      if (mounted.current) setBusy(false);
    }
  }

  const supplyNumberName = fuel === 'electricity' ? 'MPAN' : 'MPRN';

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h3" component="h2" id={headingId}>
        {registerTitle(register)}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          columnGap: 2,
          rowGap: 0.5,
          mt: 1,
          mb: 3,
          // Phones: each term above its value. Serial and supply numbers never break mid-number (WCAG 1.4.10).
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          '& dd': { m: 0, fontWeight: 600, whiteSpace: 'nowrap', mb: { xs: 1, sm: 0 } },
        }}
      >
        <Typography component="dt" color="text.secondary">
          Meter serial number
        </Typography>
        <Typography component="dd">{meter.serial}</Typography>
        <Typography component="dt" color="text.secondary">
          Supply number ({supplyNumberName})
        </Typography>
        <Typography component="dd">{meter.mpxn}</Typography>
      </Box>

      <Box component="form" noValidate onSubmit={handleSubmit} aria-busy={busy}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 3, md: 5 }} sx={{ mb: 3 }}>
          <PreviousReading reading={previous} />
          <ReadingField
            ref={field}
            id={`${id}-reading`}
            label="New reading"
            hint={`${READING_DIGITS} digits, including any leading zeros`}
            value={reading}
            onChange={(next) => {
              setReading(next);
              if (errors.reading) setErrors((current) => ({ ...current, reading: undefined }));
            }}
            error={errors.reading}
            disabled={busy}
          />
        </Stack>

        <FormControlLabel
          control={
            <Checkbox
              checked={confirmed}
              disabled={busy}
              onChange={(event) => {
                setConfirmed(event.target.checked);
                if (errors.confirm) setErrors((current) => ({ ...current, confirm: undefined }));
              }}
              slotProps={{
                input: {
                  ref: checkbox,
                  'aria-describedby': errors.confirm ? `${id}-confirm-error` : undefined,
                  'aria-invalid': errors.confirm ? true : undefined,
                },
              }}
            />
          }
          label="I understand that incorrect readings can increase my monthly bills*"
        />
        {errors.confirm && (
          <FormHelperText id={`${id}-confirm-error`} error sx={{ fontSize: '0.875rem', fontWeight: 600, mt: 0, mb: 1 }}>
            <span className="visually-hidden">Error: </span>
            {errors.confirm}
          </FormHelperText>
        )}

        <Box sx={{ mt: 2 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={busy}
            loadingPosition="start"
            sx={{ minWidth: 200 }}
          >
            Add a new reading
          </Button>
        </Box>
      </Box>

      {outcome && (
        <Alert
          ref={outcomeRef}
          tabIndex={-1}
          severity={outcome.severity}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          sx={{ mt: 3, '&:focus': { outline: '3px solid', outlineColor: 'secondary.main' } }}
        >
          {outcome.message}
        </Alert>
      )}

      <ConfirmReadingDialog
        check={pendingCheck}
        reading={reading}
        previous={previous}
        onCancel={() => {
          refocusAfterDialog.current = true;
          setPendingCheck(undefined);
        }}
        onClosed={() => {
          if (refocusAfterDialog.current) field.current?.focus();
          refocusAfterDialog.current = false;
        }}
        onConfirm={() => {
          setPendingCheck(undefined);
          void send();
        }}
      />
    </Paper>
  );
}
