import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatPence } from '#contracts/money';
import type { CheckoutSessionStatus } from '#contracts/payment';
import { paymentMessages } from '#contracts/payment-messages';
import { routePaths } from '#contracts/site-routes';
// The module, not the form kit's index: the index would bring the whole kit (its fields, summary
// and hooks) into this page's first load (tests/e2e/prerendered-pages.spec.ts budget).
import { SummaryList, type SummaryRow } from '../../components/form/SummaryList';
import { ShellIcon } from '../../components/ShellIcon';
import { ApiClientError } from '../../lib/api';
import { fetchCheckoutSessionStatus } from './api';
import { useHydrated } from '../../lib/use-hydrated';
import { PaymentResult, printRoundedIcon } from './components/PaymentResult';
import { forgetFoundAccount } from './payment-session';

type Verification =
  | { kind: 'checking' }
  | { kind: 'paid'; status: CheckoutSessionStatus }
  /** No session id, an id the provider does not know, or a session not (yet) paid. */
  | { kind: 'unconfirmed' }
  /** We could not ask: the payer should not pay again until they know. */
  | { kind: 'unavailable'; message: string };

/**
 * What the payer may want to keep: the reference to quote (docs/product/payment.md › Payment),
 * the amount and the account, as one list that prints on its own (web/src/app/global.css).
 */
function PaymentSummary({ status }: { status: CheckoutSessionStatus }) {
  const rows: SummaryRow[] = [
    ...(status.reference ? [{ term: 'Payment reference', value: status.reference }] : []),
    { term: 'Amount paid', value: formatPence(status.amountPence) },
    { term: 'Account number', value: status.maskedAccountNo },
  ];
  return (
    <>
      <div className="payment-result-summary">
        <SummaryList rows={rows} noWrap />
      </div>
      {status.reference && (
        <p className="payment-result-note">
          Please quote your payment reference if you contact us about this payment. If you gave your e-mail address when
          you paid, the receipt sent to it shows the same reference.
        </p>
      )}
    </>
  );
}

/**
 * /Payment/Success: the provider sends the payer here with ?session_id=..., but anyone can type
 * that address, so the page only says the payment succeeded once the API confirms it.
 */
export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const [check, setCheck] = useState(0);
  const [checked, setVerification] = useState<Verification>({ kind: 'checking' });
  // The prerendered page (web/prerender.ts) has no query string: it says "Checking", and so does
  // the first browser frame, whatever the URL holds, so hydration matches; then the URL decides.
  const hydrated = useHydrated();
  const verification: Verification = !hydrated || sessionId ? checked : { kind: 'unconfirmed' };

  useEffect(() => {
    if (!sessionId) return;
    const controller = new AbortController();
    fetchCheckoutSessionStatus(sessionId, controller.signal).then(
      (status) => {
        if (status.paid) forgetFoundAccount();
        setVerification(status.paid ? { kind: 'paid', status } : { kind: 'unconfirmed' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiClientError && error.status === 404) setVerification({ kind: 'unconfirmed' });
        else
          setVerification({
            kind: 'unavailable',
            message: error instanceof ApiClientError ? error.message : paymentMessages.verificationFailed,
          });
      },
    );
    return () => controller.abort();
  }, [sessionId, check]);

  const backHome = (
    <RouterLink to={routePaths.home} className="shell-button shell-button--outlined">
      Back to Home
    </RouterLink>
  );

  switch (verification.kind) {
    case 'checking':
      return (
        <PaymentResult
          key="checking"
          title="Checking your payment"
          heading="Checking your payment"
          icon="checking"
          actions={null}
          animate={false}
        >
          <p role="status">We are confirming your payment with our card provider.</p>
        </PaymentResult>
      );
    case 'paid':
      return (
        <PaymentResult
          key="paid"
          title="Payment Successful"
          heading="Payment Successful"
          icon="success"
          actions={
            <>
              <RouterLink to={routePaths.home} className="shell-button shell-button--contained">
                Back to Home
              </RouterLink>
              <button type="button" className="shell-button shell-button--outlined" onClick={() => window.print()}>
                <ShellIcon path={printRoundedIcon} className="shell-icon--start" />
                Print or save this page
              </button>
            </>
          }
        >
          <p className="payment-result-lead">
            Your transaction has been completed successfully. Thank you for your payment.
          </p>
          <PaymentSummary status={verification.status} />
        </PaymentResult>
      );
    case 'unavailable':
      return (
        <PaymentResult
          key="unavailable"
          title="Payment not confirmed yet"
          heading="We could not check your payment"
          icon="help"
          actions={
            <>
              <button
                type="button"
                className="shell-button shell-button--contained"
                onClick={() => {
                  setVerification({ kind: 'checking' });
                  setCheck((count) => count + 1);
                }}
              >
                Check again
              </button>
              {backHome}
            </>
          }
        >
          <p role="alert" className="payment-result-alert">
            {verification.message}
          </p>
          <p>Please do not pay again until you know whether this payment went through.</p>
        </PaymentResult>
      );
    case 'unconfirmed':
      return (
        <PaymentResult
          key="unconfirmed"
          title="Payment not confirmed"
          heading="Payment not confirmed"
          icon="help"
          actions={
            <>
              <RouterLink to={routePaths.payment} className="shell-button shell-button--contained">
                Make a payment
              </RouterLink>
              {backHome}
            </>
          }
        >
          <p>
            We could not confirm a completed payment from this link. If you did not finish paying, you can make a
            payment now.
          </p>
        </PaymentResult>
      );
  }
}
