import Box from '@mui/material/Box';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatPence, parseAmount } from '#contracts/money';
import { paymentMessages } from '#contracts/payment-messages';
import { ErrorSummary, SubmitButton, TextInputField, useErrorSummary, useSubmitOnce } from '../../../components/form';
import { ApiClientError } from '../../../lib/api';
import { createCheckoutSession, goToCheckout } from '../api';
import type { FoundAccount } from '../payment-session';
import { AccountSummary } from './AccountSummary';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { withTheme } from '../../../components/ThemeScope';

interface AmountStepProps {
  found: FoundAccount;
  onChangeAccount: () => void;
  /** The amount typed so far: kept by the page so Back and Forward between the steps keep it. */
  amount: string;
  onAmountChange: (amount: string) => void;
}

interface PendingPayment {
  amount: string;
  pence: number;
  /** One per confirmation: repeats of it get the same checkout session back. */
  attemptId: string;
}

/**
 * Step 2: the amount (checked with the same rules and limits as the API; the limits stay in
 * view as the hint when an error shows), the 'Confirm Payment' dialog, then off to the card
 * provider's hosted page.
 */
export function AmountStep({ found, onChangeAccount, amount, onAmountChange }: AmountStepProps) {
  const fieldId = useId();
  const [fieldError, setFieldError] = useState<string>();
  const [pending, setPending] = useState<PendingPayment>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogError, setDialogError] = useState<string>();
  const summary = useErrorSummary();
  const submitOnce = useSubmitOnce();
  const { reset } = submitOnce;
  const { minimumPence, maximumPence } = found.limits;

  // Back from the checkout page can restore this page from the back/forward cache, spinner and all.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      setDialogOpen(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  function showFieldError(message: string) {
    setFieldError(message);
    summary.show();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseAmount(amount, found.limits);
    if (!result.ok) {
      showFieldError(result.message);
      return;
    }
    setFieldError(undefined);
    setDialogError(undefined);
    setPending({ amount: amount.trim(), pence: result.pence, attemptId: crypto.randomUUID() });
    setDialogOpen(true);
  }

  function confirm() {
    if (!pending) return;
    setDialogError(undefined);
    void submitOnce.run(async (signal) => {
      try {
        const url = await createCheckoutSession({
          ...found.lookup,
          amount: pending.amount,
          attemptId: pending.attemptId,
        });
        if (signal.aborted) return undefined;
        goToCheckout(url);
        // Stay busy: the browser is leaving, and a second click must not do anything.
        return 'leaving';
      } catch (error) {
        if (signal.aborted) return undefined;
        if (error instanceof ApiClientError && error.code === 'invalid_amount') {
          setDialogOpen(false);
          showFieldError(error.message);
          return undefined;
        }
        setDialogError(error instanceof ApiClientError ? error.message : paymentMessages.sessionFailed);
        return undefined;
      }
    });
  }

  return (
    <>
      <AccountSummary
        accountNo={found.account.accountNo}
        addressSingleLine={found.account.addressSingleLine}
        onChangeAccount={onChangeAccount}
      />
      <Box component="form" noValidate onSubmit={submit}>
        <ErrorSummary problems={fieldError ? [{ fieldId, message: fieldError }] : []} focusKey={summary.focusKey} />
        <TextInputField
          id={fieldId}
          label="Amount"
          hint={`Between ${formatPence(minimumPence)} and ${formatPence(maximumPence)}`}
          placeholder="10.00"
          prefix="£"
          value={amount}
          onChange={(event) => {
            onAmountChange(event.target.value);
            if (fieldError) setFieldError(undefined);
          }}
          error={fieldError}
          autoComplete="off"
          htmlInput={{ inputMode: 'decimal' }}
          maxWidth="20rem"
        />
        <SubmitButton>Proceed to Pay</SubmitButton>
      </Box>
      {pending && (
        <ConfirmPaymentDialog
          open={dialogOpen}
          amountPence={pending.pence}
          accountNo={found.account.accountNo}
          busy={submitOnce.busy}
          error={dialogError}
          onCancel={() => setDialogOpen(false)}
          onConfirm={confirm}
        />
      )}
    </>
  );
}

/** Step 2 as the page loads it after hydration: drawn with MUI, in the theme's scope (web/src/components/ThemeScope.tsx). */
export const ThemedAmountStep = withTheme(AmountStep);
