import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PaymentFailurePage from '../../../../web/src/features/payment/PaymentFailurePage';
import PaymentSuccessPage from '../../../../web/src/features/payment/PaymentSuccessPage';
import { errorReply, stubApi } from './fetch-stub';

vi.setConfig({ testTimeout: 20_000 });

const STORAGE_KEY = 'fernleaf.payment.account';

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/Payment/Success" element={<PaymentSuccessPage />} />
        <Route path="/Payment/Failure" element={<PaymentFailurePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

/** happy-dom has no media queries; this answers prefers-reduced-motion as asked. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
}

beforeEach(() => {
  sessionStorage.setItem(STORAGE_KEY, '{"stored":true}');
  prefersReducedMotion(false);
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
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(requests).toHaveLength(1);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('fades the result in over 800 ms', async () => {
    stubApi({
      'GET /api/checkout-sessions/cs_test_abc': [
        { status: 200, body: { paid: true, amountPence: 2550, maskedAccountNo: '****01' } },
      ],
    });
    renderAt('/Payment/Success?session_id=cs_test_abc');
    await screen.findByRole('heading', { name: 'Payment Successful' });
    expect(screen.getByTestId('payment-result').style.transition).toContain('800ms');
  });

  it('does not animate for a visitor who asked for reduced motion', async () => {
    prefersReducedMotion(true);
    stubApi({
      'GET /api/checkout-sessions/cs_test_abc': [
        { status: 200, body: { paid: true, amountPence: 2550, maskedAccountNo: '****01' } },
      ],
    });
    renderAt('/Payment/Success?session_id=cs_test_abc');
    await screen.findByRole('heading', { name: 'Payment Successful' });
    expect(screen.getByTestId('payment-result').style.transition).not.toContain('800ms');
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
    expect(screen.getByTestId('payment-result').style.transition).toContain('800ms');
    // The account stays for this tab so that Try Again lands on the amount step.
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toBeNull();
  });
});
