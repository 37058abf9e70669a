import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { formatPence } from '#contracts/money';

interface ConfirmPaymentDialogProps {
  open: boolean;
  amountPence: number;
  accountNo: string;
  /** True from Confirm until the browser leaves for the checkout page. */
  busy: boolean;
  error?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Confirm Payment': the last look at the amount before the payer leaves for the card page. */
export function ConfirmPaymentDialog({
  open,
  amountPence,
  accountNo,
  busy,
  error,
  onCancel,
  onConfirm,
}: ConfirmPaymentDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      // Closing mid-request would hide the spinner while the browser is about to leave anyway.
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} component="h2" sx={{ fontWeight: 700 }}>
        Confirm Payment
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Are you sure you want to pay <strong>{formatPence(amountPence)}</strong> towards account {accountNo}?
        </DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>
          You will go to our card provider&apos;s secure page to pay.
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} variant="outlined">
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          loading={busy}
          loadingPosition="start"
          variant="contained"
          // The dialog opens on the user's action and asks for this one step (WAI-ARIA dialog pattern).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
