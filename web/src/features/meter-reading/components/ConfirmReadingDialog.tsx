import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { Reading } from '#contracts/account';
import type { PlausibilityResult } from '../plausibility';
import { formatReadingDate, padReading } from '../readings';

export interface ConfirmReadingDialogProps {
  /** The check that needs the user's word; the dialog is closed when undefined. */
  check?: Exclude<PlausibilityResult, { kind: 'plausible' }>;
  reading: string;
  previous?: Reading;
  onCancel: () => void;
  onConfirm: () => void;
  /** After the dialog has fully closed (focus can move again). */
  onClosed?: () => void;
}

const units = (value: number) => value.toLocaleString('en-GB');

function explanation(
  check: NonNullable<ConfirmReadingDialogProps['check']>,
  reading: string,
  previous: Reading | undefined,
): { title: string; text: string; confirm: string } {
  const previousText = previous
    ? `${padReading(previous.readingValue)} (read on ${formatReadingDate(previous.readingDate)})`
    : '';
  switch (check.kind) {
    case 'lower':
      return {
        title: 'Is this reading right?',
        text: `The reading you entered, ${reading}, is lower than your previous reading of ${previousText}. Meter readings normally only go up, so please check each digit against your meter.`,
        confirm: 'Send it anyway',
      };
    case 'rollover':
      return {
        title: 'Has your meter gone round to zero?',
        text: `The reading you entered, ${reading}, is lower than your previous reading of ${previousText}. That is expected if your meter has gone past 999999 and started again from 000000, which would mean you have used about ${units(check.units)} units since then.`,
        confirm: 'Yes, send it',
      };
    case 'high':
      return {
        title: 'Is this reading right?',
        text: `The reading you entered, ${reading}, would mean you have used ${units(check.units)} units since your previous reading of ${previousText}. That is much more than we would expect for a home (over ${units(check.allowance)} units), so please check each digit, especially the first ones.`,
        confirm: 'Send it anyway',
      };
  }
}

/** Asks the user to confirm a reading that looks wrong; it never blocks the reading. */
export function ConfirmReadingDialog({
  check,
  reading,
  previous,
  onCancel,
  onConfirm,
  onClosed,
}: ConfirmReadingDialogProps) {
  const id = useId();
  // Keeps the text while the dialog fades out after `check` is cleared.
  const [shown, setShown] = useState(check);
  if (check && check !== shown) setShown(check);
  const content = shown && explanation(shown, reading, previous);
  return (
    <Dialog
      open={Boolean(check)}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      disableRestoreFocus
      slotProps={{ transition: { onExited: onClosed } }}
    >
      {content && (
        <>
          <DialogTitle id={`${id}-title`}>{content.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${id}-text`}>{content.text}</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              onClick={onCancel}
              // The dialog opens on the user's action; focus starts on the safe choice (WAI-ARIA dialog pattern).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            >
              Check my reading again
            </Button>
            <Button variant="contained" onClick={onConfirm}>
              {content.confirm}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
