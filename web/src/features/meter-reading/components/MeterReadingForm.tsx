import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AccountLookupRequest } from '#contracts/account';
import type { Fuel, ReadingMeter, ReadingRegister } from '#contracts/meter-reading';
import {
  describedBy,
  ErrorSummary,
  FieldError,
  SubmitButton,
  SummaryList,
  useErrorSummary,
  type FieldProblem,
} from '../../../components/form';
import { checkPlausibility } from '../plausibility';
import { combinedTitle, readingFieldName, validateReadingForm, type FieldErrors } from '../reading-form-rules';
import { latestReading, registerTitle } from '../readings';
import { useReadingSubmission, type AcceptedReading } from '../use-reading-submission';
import { ConfirmReadingDialog, type ReadingToConfirm } from './ConfirmReadingDialog';
import type { ReadingFieldHandle } from './ReadingField';
import { RegisterReadingRow } from './RegisterReadingRow';

export type { AcceptedReading };

export interface MeterReadingFormProps {
  fuel: Fuel;
  lookup: AccountLookupRequest;
  meter: ReadingMeter;
  /**
   * The registers read on this form: one, or all of the meter's (Economy 7 Day and Night) so they
   * are entered, confirmed and sent together.
   */
  registers: readonly ReadingRegister[];
  /**
   * Called after the workflow accepted readings (those accepted by this submission, never one
   * accepted earlier), so the page can re-fetch the history, or at least count them as the latest.
   */
  onSubmitted: (accepted: AcceptedReading[]) => Promise<void> | void;
  /** Today's date for the plausibility allowance; a prop so tests can fix it. */
  today?: () => Date;
}

/**
 * The readings of one meter: for each register its previous reading and the new reading (one field
 * drawn as six cells), then one checkbox and one 'Add a new reading'. A one-register meter gets the
 * register's own form ("Register 01 (Unit)", "New reading"); an Economy 7 meter gets Day and Night
 * on one form, sent as one submission per register (the API takes one reading at a time). Checks,
 * then asks once to confirm whatever looks implausible, then sends once (a second click while in
 * flight does nothing) and announces one outcome. A register the workflow accepted is not sent
 * again when the user retries the one it refused.
 */
export function MeterReadingForm({
  fuel,
  lookup,
  meter,
  registers,
  onSubmitted,
  today = () => new Date(),
}: MeterReadingFormProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const combined = registers.length > 1;
  const [readings, setReadings] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({ readings: {} });
  const [pendingChecks, setPendingChecks] = useState<ReadingToConfirm[]>([]);
  const [toConfirm, setToConfirm] = useState<readonly ReadingRegister[]>([]);
  const nameOf = (register: ReadingRegister) => (combined ? readingFieldName(register) : 'New reading');
  const submission = useReadingSubmission({
    fuel,
    lookup,
    meter,
    registers,
    nameOf,
    onSubmitted,
    onStartAgain: () => {
      setReadings({});
      setConfirmed(false);
    },
  });
  const { accepted, outcome, busy } = submission;
  const summary = useErrorSummary();
  const fields = useRef(new Map<string, ReadingFieldHandle>());
  const outcomeRef = useRef<HTMLDivElement>(null);
  const refocusAfterDialog = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const readingOf = (register: ReadingRegister) => readings[register.registerLabel] ?? '';
  const fieldIdOf = (register: ReadingRegister) => `${id}-reading-${register.registerLabel}`;
  const confirmId = `${id}-confirm`;
  const toSend = registers.filter((register) => !accepted[register.registerLabel]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.inFlight()) return;
    const problems = validateReadingForm(
      Object.fromEntries(toSend.map((register) => [register.registerLabel, readingOf(register)])),
      confirmed,
    );
    setErrors(problems);
    submission.clearOutcome();
    if (Object.keys(problems.readings).length > 0 || problems.confirm) return summary.show();

    const concerns = toSend.flatMap((register): ReadingToConfirm[] => {
      const previous = latestReading(register);
      const check = checkPlausibility({
        fuel,
        reading: Number(readingOf(register)),
        previous: previous && { value: previous.readingValue, readingDate: previous.readingDate },
        today: today(),
      });
      if (check.kind === 'plausible') return [];
      return [
        {
          key: register.registerLabel,
          name: combined ? nameOf(register) : undefined,
          check,
          reading: readingOf(register),
          previous,
        },
      ];
    });
    if (concerns.length === 0) return send(toSend);
    setToConfirm(toSend);
    setPendingChecks(concerns);
  }

  function send(sending: readonly ReadingRegister[]) {
    submission.send(
      sending,
      Object.fromEntries(sending.map((register) => [register.registerLabel, readingOf(register)])),
    );
  }

  const problems: FieldProblem[] = [
    ...toSend.flatMap((register) => {
      const message = errors.readings[register.registerLabel];
      if (!message) return [];
      // In the summary each message says which field it is about; by the field, its label does.
      return [{ fieldId: fieldIdOf(register), message: combined ? `${nameOf(register)}: ${message}` : message }];
    }),
    ...(errors.confirm ? [{ fieldId: confirmId, message: errors.confirm }] : []),
  ];

  const [onlyRegister] = registers;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h3" component="h2" id={headingId}>
        {onlyRegister && !combined ? registerTitle(onlyRegister) : combinedTitle(registers)}
      </Typography>
      {/* Only the serial's ending, never the supply number (docs/security.md › Least data out): enough to
          match the meter's plate. It never breaks mid-number (WCAG 1.4.10: it still fits 320 px). */}
      <SummaryList
        noWrap
        mt={1}
        mb={3}
        rows={[{ term: 'Meter serial number', value: `ending ${meter.serialEnding}` }]}
      />

      <Box component="form" noValidate onSubmit={handleSubmit} aria-busy={busy}>
        <ErrorSummary problems={problems} focusKey={summary.focusKey} />
        {registers.map((register) => {
          const label = register.registerLabel;
          const sent = accepted[label];
          return (
            <RegisterReadingRow
              key={label}
              register={register}
              label={nameOf(register)}
              combined={combined}
              fieldId={fieldIdOf(register)}
              value={readingOf(register)}
              sent={sent}
              error={errors.readings[label]}
              disabled={busy}
              onChange={(next) => {
                setReadings((current) => ({ ...current, [label]: next }));
                if (errors.readings[label])
                  setErrors((current) => ({ ...current, readings: { ...current.readings, [label]: undefined } }));
              }}
              fieldRef={(handle) => {
                if (handle) fields.current.set(label, handle);
                else fields.current.delete(label);
              }}
            />
          );
        })}

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

        <SubmitButton busy={busy} wide>
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
          {outcome.lines.length === 1
            ? outcome.lines[0]
            : outcome.lines.map((line) => (
                <Box component="p" key={line} sx={{ m: 0, '& + &': { mt: 1 } }}>
                  {line}
                </Box>
              ))}
        </Alert>
      )}

      <ConfirmReadingDialog
        items={pendingChecks}
        onCancel={() => {
          refocusAfterDialog.current = pendingChecks[0]?.key;
          setPendingChecks([]);
        }}
        onClosed={() => {
          const label = refocusAfterDialog.current;
          if (label !== undefined) fields.current.get(label)?.focus();
          refocusAfterDialog.current = undefined;
        }}
        onConfirm={() => {
          setPendingChecks([]);
          send(toConfirm);
        }}
      />
    </Paper>
  );
}
