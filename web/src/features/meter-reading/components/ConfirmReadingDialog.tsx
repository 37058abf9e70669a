import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { PastReading } from '#contracts/meter-reading';
import { numberText } from '#contracts/number-text';
import type { PlausibilityResult } from '../plausibility';
import { formatReadingDate, padReading } from '../readings';

export type PlausibilityConcern = Exclude<PlausibilityResult, { kind: 'plausible' }>;

/** One reading that needs the user's word. */
export interface ReadingToConfirm {
  /** Which reading (its register's label): where focus goes back to when the user checks again. */
  key: string;
  /** The field's label ('Day reading (register 01)') when the form has several; absent for a one-register form. */
  name?: string;
  check: PlausibilityConcern;
  reading: string;
  previous?: PastReading;
}

export interface ConfirmReadingDialogProps {
  /** The readings that need the user's word (one dialog for all of them); the dialog is closed when empty. */
  items: readonly ReadingToConfirm[];
  onCancel: () => void;
  onConfirm: () => void;
  /** After the dialog has fully closed (focus can move again). */
  onClosed?: () => void;
}

const units = (value: number) => numberText(value);

function explanation({ check, reading, previous }: ReadingToConfirm): { title: string; text: string; confirm: string } {
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

/**
 * The dialog's wording for one or more readings. Several (Day and Night on one form) share one
 * dialog: one paragraph per reading, each starting with its field's name, so the user confirms
 * (or goes back to) the whole submission once.
 */
function dialogContent(items: readonly ReadingToConfirm[]) {
  const parts = items.map((item) => ({ item, ...explanation(item) }));
  if (parts.length === 1 && parts[0]) return { title: parts[0].title, confirm: parts[0].confirm, parts };
  const allRollover = parts.every((part) => part.item.check.kind === 'rollover');
  return {
    title: allRollover ? 'Has your meter gone round to zero?' : 'Are these readings right?',
    confirm: allRollover ? 'Yes, send them' : 'Send them anyway',
    parts,
  };
}

/** Asks the user to confirm readings that look wrong; it never blocks them. */
export function ConfirmReadingDialog({ items, onCancel, onConfirm, onClosed }: ConfirmReadingDialogProps) {
  const id = useId();
  // Keeps the text while the dialog fades out after `items` is emptied.
  const [shown, setShown] = useState(items);
  if (items.length > 0 && items !== shown) setShown(items);
  const content = shown.length > 0 ? dialogContent(shown) : undefined;
  return (
    <Dialog
      open={items.length > 0}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      disableRestoreFocus
      slotProps={{ transition: { onExited: onClosed } }}
    >
      {content && (
        <>
          <DialogTitle id={`${id}-title`}>{content.title}</DialogTitle>
          <DialogContent id={`${id}-text`}>
            {content.parts.map(({ item, text }) => (
              <DialogContentText key={item.key} sx={{ '& + &': { mt: 2 } }}>
                {item.name && <strong>{item.name}: </strong>}
                {text}
              </DialogContentText>
            ))}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              onClick={onCancel}
              // The dialog opens on the user's action; focus starts on the safe choice (WAI-ARIA dialog pattern).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            >
              {content.parts.length > 1 ? 'Check my readings again' : 'Check my reading again'}
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
