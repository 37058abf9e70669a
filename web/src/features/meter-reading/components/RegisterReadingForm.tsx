import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AccountLookupRequest, Meter, Register } from '#contracts/account';
import { meterReadingMessages, READING_DIGITS, type Fuel } from '#contracts/meter-reading';
import {
  describedBy,
  ErrorSummary,
  FieldError,
  SubmitButton,
  SummaryList,
  useErrorSummary,
  useSubmitOnce,
  type FieldProblem,
} from '../../../components/form';
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
  /**
   * Called after the workflow accepted a reading (its value), so the page can re-fetch the
   * history, or at least count the reading as the latest if that fails.
   */
  onSubmitted: (readingValue: number) => Promise<void> | void;
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
  const [outcome, setOutcome] = useState<Outcome>();
  const [pendingCheck, setPendingCheck] = useState<Exclude<PlausibilityResult, { kind: 'plausible' }>>();
  const submitOnce = useSubmitOnce();
  const busy = submitOnce.busy;
  const summary = useErrorSummary();
  const field = useRef<ReadingFieldHandle>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const refocusAfterDialog = useRef(false);
  const previous = latestReading(register);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitOnce.inFlight()) return;
    const problems = validateReadingForm(reading, confirmed);
    setErrors(problems);
    setOutcome(undefined);
    if (problems.reading || problems.confirm) return summary.show();

    const check = checkPlausibility({
      fuel,
      reading: Number(reading),
      previous: previous && { value: previous.readingValue, readingDate: previous.readingDate },
      today: today(),
    });
    if (check.kind === 'plausible') send();
    else setPendingCheck(check);
  }

  function send() {
    void submitOnce.run(async (signal) => {
      try {
        const message = await sendMeterReading(
          {
            fuel,
            accountNo: lookup.accountNo,
            postcode: lookup.postcode,
            serialNumber: meter.serial,
            register: register.registerLabel,
            mpanCore: meter.mpxn,
            reading,
          },
          signal,
        );
        if (signal.aborted) return;
        setReading('');
        setConfirmed(false);
        setOutcome({ severity: 'success', message });
        await onSubmitted(Number(reading));
      } catch (error) {
        if (signal.aborted) return;
        setOutcome({
          severity: 'error',
          message: error instanceof ApiClientError ? error.message : meterReadingMessages.unexpected,
        });
      }
    });
  }

  const readingId = `${id}-reading`;
  const confirmId = `${id}-confirm`;
  const problems: FieldProblem[] = [
    ...(errors.reading ? [{ fieldId: readingId, message: errors.reading }] : []),
    ...(errors.confirm ? [{ fieldId: confirmId, message: errors.confirm }] : []),
  ];

  const supplyNumberName = fuel === 'electricity' ? 'MPAN' : 'MPRN';

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h3" component="h2" id={headingId}>
        {registerTitle(register)}
      </Typography>
      {/* Serial and supply numbers never break mid-number (WCAG 1.4.10: they still fit 320 px). */}
      <SummaryList
        noWrap
        mt={1}
        mb={3}
        rows={[
          { term: 'Meter serial number', value: meter.serial },
          { term: `Supply number (${supplyNumberName})`, value: meter.mpxn },
        ]}
      />

      <Box component="form" noValidate onSubmit={handleSubmit} aria-busy={busy}>
        <ErrorSummary problems={problems} focusKey={summary.focusKey} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 3, md: 5 }} sx={{ mb: 3 }}>
          <PreviousReading reading={previous} />
          <ReadingField
            ref={field}
            id={readingId}
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

        {errors.confirm && <FieldError fieldId={confirmId}>{errors.confirm}</FieldError>}
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
                  id: confirmId,
                  'aria-describedby': describedBy(confirmId, { error: errors.confirm }),
                  'aria-invalid': errors.confirm ? true : undefined,
                },
              }}
            />
          }
          label="I understand that incorrect readings can increase my monthly bills*"
        />

        <SubmitButton busy={busy} sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}>
          Add a new reading
        </SubmitButton>
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
          send();
        }}
      />
    </Paper>
  );
}
