import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatPence, parseAmount } from '#contracts/money';
import { paymentMessages } from '#contracts/payment';
import { ApiClientError } from '../../../lib/api';
import { createCheckoutSession, goToCheckout } from '../api';
import type { FoundAccount } from '../payment-session';
import { AccountSummary } from './AccountSummary';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';

interface AmountStepProps {
  found: FoundAccount;
  onChangeAccount: () => void;
}

interface PendingPayment {
  amount: string;
  pence: number;
  /** One per confirmation: repeats of it get the same checkout session back. */
  attemptId: string;
}

/**
 * Step 2: the amount (checked with the same rules and limits as the API), the 'Confirm
 * Payment' dialog, then off to the card provider's hosted page.
 */
export function AmountStep({ found, onChangeAccount }: AmountStepProps) {
  const fieldId = useId();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [pending, setPending] = useState<PendingPayment>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string>();
  const inFlight = useRef(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const { minimumPence, maximumPence } = found.limits;

  // Back from the checkout page can restore this page from the back/forward cache, spinner and all.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setBusy(false);
      setDialogOpen(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseAmount(amount, found.limits);
    if (!result.ok) {
      setFieldError(result.message);
      amountInput.current?.focus();
      return;
    }
    setFieldError(undefined);
    setDialogError(undefined);
    setPending({ amount: amount.trim(), pence: result.pence, attemptId: crypto.randomUUID() });
    setDialogOpen(true);
  }

  async function confirm() {
    if (!pending || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setDialogError(undefined);
    try {
      const url = await createCheckoutSession({
        ...found.lookup,
        amount: pending.amount,
        attemptId: pending.attemptId,
      });
      goToCheckout(url);
      // Stay busy: the browser is leaving, and a second click must not do anything.
    } catch (error) {
      inFlight.current = false;
      setBusy(false);
      if (error instanceof ApiClientError && error.code === 'invalid_amount') {
        setDialogOpen(false);
        setFieldError(error.message);
        amountInput.current?.focus();
        return;
      }
      setDialogError(error instanceof ApiClientError ? error.message : paymentMessages.sessionFailed);
    }
  }

  return (
    <>
      <AccountSummary
        accountNo={found.account.accountNo}
        addressSingleLine={found.account.addressSingleLine}
        onChangeAccount={onChangeAccount}
      />
      <Box component="form" noValidate onSubmit={submit}>
        <TextField
          id={fieldId}
          inputRef={amountInput}
          label="Amount"
          placeholder="10.00"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            if (fieldError) setFieldError(undefined);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? `Between ${formatPence(minimumPence)} and ${formatPence(maximumPence)}`}
          fullWidth
          autoComplete="off"
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
            htmlInput: { inputMode: 'decimal', maxLength: 16, spellCheck: false },
            formHelperText: { role: fieldError ? 'alert' : undefined },
            inputLabel: { shrink: true },
          }}
          sx={{ maxWidth: { sm: '20rem' } }}
        />
        <Box sx={{ mt: 3 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
          >
            Proceed to Pay
          </Button>
        </Box>
      </Box>
      {pending && (
        <ConfirmPaymentDialog
          open={dialogOpen}
          amountPence={pending.pence}
          accountNo={found.account.accountNo}
          busy={busy}
          error={dialogError}
          onCancel={() => setDialogOpen(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}
