import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AtPath } from '../../at-path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PaymentFailurePage from '../../../../../web/src/features/payment/PaymentFailurePage';
import PaymentSuccessPage from '../../../../../web/src/features/payment/PaymentSuccessPage';
import { errorReply, stubApi } from '../../support/stub-api';
import { journeys, saveJourneyData } from '../../../../../web/src/lib/journey-storage';

const resultStylesheet = readFileSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    '../../../../../web/src/features/payment/components/payment-result.css',
  ),
  'utf8',
);

vi.setConfig({ testTimeout: 20_000 });

const STORAGE_KEY = journeys.payment.storageKey;

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <AtPath path={path}>
      <Routes>
        <Route path="/Payment/Success" element={<PaymentSuccessPage />} />
        <Route path="/Payment/Failure" element={<PaymentFailurePage />} />
      </Routes>
    </AtPath>,
  );
  return user;
}

beforeEach(() => {
  saveJourneyData('payment', { stored: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('PaymentSuccessPage', () => {
  it('says the payment succeeded only once the API confirms it, with the amount and masked account', async () => {
    const { requests } = stubApi({
      'GET /api/checkout-sessions/cs_test_abc': [
        { status: 200, body: { paid: true, amountPence: 2550, maskedAccountNo: '****01' } },
      ],
    });
    renderAt('/Payment/Success?session_id=cs_test_abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checking your payment');
    expect(screen.queryByText('Payment Successful')).toBeNull();

    expect((await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).textContent).toBe(
      'Payment Successful',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/Your transaction has been completed successfully/)).toBeTruthy();
    expect(screen.getByText('£25.50')).toBeTruthy();
    expect(screen.getByText('****01')).toBeTruthy();
    // An answer without a reference (an API from before references) shows no empty row.
    expect(screen.queryByText('Payment reference')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(requests).toHaveLength(1);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('sums up the reference, amount and account, and offers to print or save the page', async () => {
    stubApi({
      'GET /api/checkout-sessions/cs_test_abc': [
        { status: 200, body: { paid: true, amountPence: 2550, maskedAccountNo: '****01', reference: 'K7QP-3XBD' } },
      ],
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = renderAt('/Payment/Success?session_id=cs_test_abc');
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful' });

    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Payment reference', 'Amount paid', 'Account number']);
    expect(values).toEqual(['K7QP-3XBD', '£25.50', '****01']);
    expect(screen.getByText(/quote your payment reference/).textContent).toContain(
      'the receipt sent to it shows the same reference',
    );

    await user.click(screen.getByRole('button', { name: 'Print or save this page' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('fades the result in over 800 ms with a CSS animation, from the first render', async () => {
    stubApi({
      'GET /api/checkout-sessions/cs_test_abc': [
        { status: 200, body: { paid: true, amountPence: 2550, maskedAccountNo: '****01' } },
      ],
    });
    renderAt('/Payment/Success?session_id=cs_test_abc');
    // "Checking" is not an outcome: it appears at once.
    expect(screen.getByTestId('payment-result').classList).not.toContain('payment-result--fade');
    await screen.findByRole('heading', { name: 'Payment Successful' });
    expect(screen.getByTestId('payment-result').classList).toContain('payment-result--fade');
    // The stylesheet (happy-dom applies none; tests/e2e/payment.spec.ts checks it in a browser):
    // an 800 ms fade from opacity 0, none for reduced motion; without the animation the text is shown.
    expect(resultStylesheet).toMatch(/\.payment-result--fade \{\s*animation: payment-result-fade 800ms ease-out;/);
    expect(resultStylesheet).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.payment-result--fade \{\s*animation: none;/,
    );
    expect(resultStylesheet).not.toMatch(/\.payment-result[^{]*\{[^}]*opacity/);
  });

  it.each([
    ['an unpaid session', { status: 200, body: { paid: false, amountPence: 2550, maskedAccountNo: '****01' } }],
    ['an unknown session', errorReply(404, 'checkout_session_not_found', 'We could not find that payment.')],
  ])('does not claim success for %s', async (_, reply) => {
    stubApi({ 'GET /api/checkout-sessions/cs_test_made_up': [reply] });
    renderAt('/Payment/Success?session_id=cs_test_made_up');
    await screen.findByRole('heading', { name: 'Payment not confirmed' });
    expect(screen.queryByText('Payment Successful')).toBeNull();
    expect(screen.getByRole('link', { name: 'Make a payment' }).getAttribute('href')).toBe('/Payment');
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toBeNull();
  });

  it('does not ask the API when there is no session id at all', () => {
    const { requests } = stubApi({});
    renderAt('/Payment/Success');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment not confirmed');
    expect(requests).toHaveLength(0);
  });

  it('says it could not check when the API fails, and checks again on request', async () => {
    const { requests } = stubApi({
      'GET /api/checkout-sessions/cs_test_abc': [
        errorReply(
          504,
          'card_provider_unavailable',
          'We could not check the payment just now. Please try again later.',
        ),
        { status: 200, body: { paid: true, amountPence: 100, maskedAccountNo: '****01' } },
      ],
    });
    const user = renderAt('/Payment/Success?session_id=cs_test_abc');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not check the payment just now. Please try again later.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not check your payment');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByRole('heading', { name: 'Payment Successful' });
    expect(screen.getByText('£1.00')).toBeTruthy();
    expect(requests).toHaveLength(2);
  });
});

describe('PaymentFailurePage', () => {
  it('says the payment failed and offers Try Again and Back to Home', () => {
    renderAt('/Payment/Failure');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Payment Failed',
    ]);
    expect(screen.getByText(/Please try again/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/Payment');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('payment-result').classList).toContain('payment-result--fade');
    // The account stays for this tab so that Try Again lands on the amount step.
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toBeNull();
  });
});
