import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AtPath } from '../../at-path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingAccount } from '#contracts/meter-reading';
import MeterReadingPage from '../../../../../web/src/features/meter-reading/MeterReadingPage';
import SubmitMeterReadingPage from '../../../../../web/src/features/meter-reading/SubmitMeterReadingPage';
import { restoreSession } from '../../../../../web/src/features/meter-reading/session-restore';
import {
  meterOf,
  sandboxAccount,
  sandboxLookup,
  sandboxReadingAccount,
  type SandboxAccountName,
} from '../../../support/fixtures';
import { readingAccount } from '../../../../../lambdas/shared/reading-account';
import { nth } from '../../../../support/defined';
import { errorReply, htmlReply, jsonReply, stubApi } from '../../support/stub-api';
import { journeys, readJourneyData, saveJourneyData } from '../../../../../web/src/lib/journey-storage';

/**
 * 100001 (electricity and gas) with a made-up electricity history of 7 + extra monthly readings and
 * the latest gas one, as POST /api/getmeterreadings answers it.
 */
function dualFuelAccount(extraElectricityReadings = 0): ReadingAccount {
  const account = sandboxAccount('dualFuel');
  nth(meterOf(account, 'ELECTRICITY').registers, 0).readings = Array.from(
    { length: 7 + extraElectricityReadings },
    (_, index) => ({
      readingDate: `2026-${String(index + 1).padStart(2, '0')}-01T08:00:00`,
      readingValue: 20_000 + index * 300,
      readType: 'C',
    }),
  );
  nth(meterOf(account, 'GAS').registers, 0).readings = [
    { readingDate: '2026-10-01T07:55:00', readingValue: 4562, readType: 'C' },
  ];
  return readingAccount(account);
}

/** 100002: an Economy 7 meter (Day and Night registers), no gas. */
const economy7Account = sandboxReadingAccount('economy7');

const STORAGE_KEY = journeys.meterReading.storageKey;

function storeSession(account: ReadingAccount) {
  const name = account.accountNo === economy7Account.accountNo ? 'economy7' : 'dualFuel';
  saveJourneyData('meterReading', { lookup: sandboxLookup(name satisfies SandboxAccountName), account });
}

/** The account the tab keeps for the journey, as the submit page last saved it. */
const storedAccount = () => (readJourneyData('meterReading') as { account: ReadingAccount }).account;

function renderAt(path: string) {
  render(
    <AtPath path={path}>
      <Routes>
        <Route path="/MeterReading" element={<MeterReadingPage />} />
        <Route path="/SubmitMeterReading" element={<SubmitMeterReadingPage />} />
      </Routes>
    </AtPath>,
  );
  return { user: userEvent.setup() };
}

const readingAccepted = jsonReply({ message: 'Thank you, your meter reading has been received.' });

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/SubmitMeterReading without an account', () => {
  it('sends a direct visit back to /MeterReading with a short explanation', async () => {
    renderAt('/SubmitMeterReading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit Meter Reading' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/MeterReading'));
    expect(screen.getByText(/Please find your account first/)).toBeTruthy();
  });

  it('ignores stored data that is not a valid session', async () => {
    sessionStorage.setItem(STORAGE_KEY, '{"lookup":{},"account":null');
    renderAt('/SubmitMeterReading');
    await screen.findByRole('heading', { level: 1, name: 'Submit Meter Reading' });
    await waitFor(() => expect(window.location.pathname).toBe('/MeterReading'));
  });
});

describe('/SubmitMeterReading after a refresh (account kept for the tab)', () => {
  it('shows the address, account number and every register of an Economy 7 meter, with no gas option', async () => {
    storeSession(economy7Account);
    renderAt('/SubmitMeterReading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please submit your meter reads' })).toBeTruthy();
    expect(screen.getByText(economy7Account.addressSingleLine)).toBeTruthy();
    expect(screen.getByText(economy7Account.accountNo)).toBeTruthy();
    const meterChoice = screen.getByRole('group', { name: 'Which meter?' });
    expect(meterChoice.tagName).toBe('FIELDSET');
    expect(within(meterChoice).getByRole<HTMLInputElement>('radio', { name: 'Electricity' }).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Gas' })).toBeNull();
    // Day and Night on one form: two labelled fields, one checkbox, one button.
    const form = screen.getByRole('region', { name: 'Day and Night readings' });
    expect(within(form).getByRole('textbox', { name: 'Day reading (register 01)' })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Night reading (register 02)' })).toBeTruthy();
    expect(within(form).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Add a new reading' })).toHaveLength(1);
    expect(form.textContent).toContain('Previous Day reading 035398 on 15/10/2026');
    expect(form.textContent).toContain('Previous Night reading 012877 on 15/10/2026');
    expect(screen.getByRole('link', { name: 'How to read your meter' }).getAttribute('href')).toBe('/MeterReadingHelp');
  });

  it('Economy 7: after Day and Night are accepted, the history is fetched once; if that fails both count as the latest', async () => {
    storeSession(economy7Account);
    const api = stubApi({
      'POST /api/meter-readings': readingAccepted,
      'POST /api/getmeterreadings': htmlReply(502, 'upstream down'),
    });
    const { user } = renderAt('/SubmitMeterReading');
    const form = await screen.findByRole('region', { name: 'Day and Night readings' });
    await user.click(within(form).getByRole('textbox', { name: 'Day reading (register 01)' }));
    await user.keyboard('035500');
    await user.click(within(form).getByRole('textbox', { name: 'Night reading (register 02)' }));
    await user.keyboard('012900');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Add a new reading' }));

    expect(await screen.findByText(/we could not refresh your reading history/)).toBeTruthy();
    expect(api.paths()).toEqual(['/api/meter-readings', '/api/meter-readings', '/api/getmeterreadings']);
    await waitFor(() => expect(form.textContent).toContain('Previous Day reading 035500'));
    expect(form.textContent).toContain('Previous Night reading 012900');
    const history = screen.getByRole('region', { name: 'Reading history' });
    expect(history.textContent).toContain('035500');
    expect(history.textContent).toContain('012900');
  });

  it('filters registers and history by fuel, 5 readings per page with a pager', async () => {
    storeSession(dualFuelAccount());
    const { user } = renderAt('/SubmitMeterReading');
    const history = await screen.findByRole('region', { name: 'Reading history' });
    const dataRows = () =>
      within(screen.getByRole('region', { name: 'Reading history' }))
        .getAllByRole('row')
        .slice(1);

    expect(dataRows()).toHaveLength(5);
    expect(
      within(nth(dataRows(), 0))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['01 (Unit)', '01/07/2026', '021800']);
    expect(history.textContent).toContain('Readings 1 to 5 of 7');
    await user.click(within(history).getByRole('button', { name: /next page/i }));
    expect(dataRows()).toHaveLength(2);
    expect(nth(within(nth(dataRows(), 1)).getAllByRole('cell'), 1).textContent).toBe('01/01/2026');

    // Tab reaches the chosen radio, an arrow key moves to and chooses Gas (WCAG 2.1.1).
    const electricity = screen.getByRole<HTMLInputElement>('radio', { name: 'Electricity' });
    const gas = screen.getByRole<HTMLInputElement>('radio', { name: 'Gas' });
    electricity.focus();
    await user.keyboard('{ArrowRight}');
    expect(gas.checked).toBe(true);
    expect(document.activeElement).toBe(gas);
    const gasForm = screen.getByRole('region', { name: 'Register 01 (Unit)' });
    expect(gasForm.textContent).toContain('ending 7231');
    expect(gasForm.textContent).not.toContain(meterOf(sandboxAccount('dualFuel'), 'GAS').serial);
    expect(dataRows()).toHaveLength(1);
    expect(nth(dataRows(), 0).textContent).toContain('004562');
  });

  it('says so when the history cannot be refreshed, and counts the sent reading as the previous one', async () => {
    storeSession(dualFuelAccount());
    stubApi({
      'POST /api/meter-readings': readingAccepted,
      'POST /api/getmeterreadings': htmlReply(502, 'upstream down'),
    });
    const { user } = renderAt('/SubmitMeterReading');
    const region = await screen.findByRole('region', { name: 'Register 01 (Unit)' });
    expect(region.textContent).toContain('Previous reading 021800');
    await user.click(within(region).getByRole('textbox', { name: 'New reading' }));
    await user.keyboard('022100');
    await user.click(within(region).getByRole('checkbox'));
    await user.click(within(region).getByRole('button', { name: 'Add a new reading' }));

    expect(await screen.findByText(/we could not refresh your reading history/)).toBeTruthy();
    // The next plausibility check compares with 022100, not the stale 021800.
    await waitFor(() => expect(region.textContent).toContain('Previous reading 022100'));
    expect(storedAccount().meters[0]?.registers[0]?.readings.at(-1)?.readingValue).toBe(22100);
  });

  it('re-fetches after a successful submission and shows the new reading first', async () => {
    storeSession(dualFuelAccount());
    const refreshed = dualFuelAccount(1);
    const api = stubApi({
      'POST /api/meter-readings': readingAccepted,
      'POST /api/getmeterreadings': jsonReply({ data: refreshed }),
    });
    const { user } = renderAt('/SubmitMeterReading');
    const region = await screen.findByRole('region', { name: 'Register 01 (Unit)' });
    await user.click(within(region).getByRole('textbox', { name: 'New reading' }));
    await user.keyboard('022100');
    await user.click(within(region).getByRole('checkbox'));
    await user.click(within(region).getByRole('button', { name: 'Add a new reading' }));

    expect((await within(region).findByRole('status')).textContent).toBe(
      'Thank you, your meter reading has been received.',
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Reading history' }).textContent).toContain('Readings 1 to 5 of 8'),
    );
    const firstRow = nth(within(screen.getByRole('region', { name: 'Reading history' })).getAllByRole('row'), 1);
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['01 (Unit)', '01/08/2026', '022100']);
    expect(api.paths()).toEqual(['/api/meter-readings', '/api/getmeterreadings']);
    expect(storedAccount().meters[0]?.registers[0]?.readings).toHaveLength(8);
  });
});

describe('/MeterReading', () => {
  it('looks the account up with the shared form and goes on to /SubmitMeterReading with it', async () => {
    const api = stubApi({ 'POST /api/getmeterreadings': jsonReply({ data: economy7Account }) });
    const { user } = renderAt('/MeterReading');
    expect(screen.getByRole('link', { name: 'How to read your meter' }).getAttribute('href')).toBe('/MeterReadingHelp');
    await user.type(screen.getByLabelText('Post Code'), sandboxLookup('economy7').postcode);
    await user.type(screen.getByLabelText('Account Number'), economy7Account.accountNo);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Please submit your meter reads' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/SubmitMeterReading'));
    expect(api.requests.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/getmeterreadings', body: sandboxLookup('economy7') },
    ]);
    // The tab keeps the lookup and the answer, which has no supply number or full serial to keep.
    const kept = sessionStorage.getItem(STORAGE_KEY) ?? '';
    expect(kept).toContain(economy7Account.addressSingleLine);
    const { serial, mpxn } = meterOf(sandboxAccount('economy7'), 'ELECTRICITY');
    expect(kept).not.toContain(serial);
    expect(kept).not.toContain(mpxn);
  });

  it('shows the server message in place when the account is not found', async () => {
    stubApi({
      'POST /api/getmeterreadings': errorReply(404, 'account_not_found', 'No account information found.'),
    });
    const { user } = renderAt('/MeterReading');
    await user.type(screen.getByLabelText('Post Code'), 'LE1 6RP');
    await user.type(screen.getByLabelText('Account Number'), '999999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No account information found.');
    await waitFor(() => expect(window.location.pathname).toBe('/MeterReading'));
  });
});

describe('restoreSession', () => {
  it('prefers the fresher stored history of the same account over old navigation state', () => {
    const stale = { lookup: sandboxLookup('dualFuel'), account: dualFuelAccount() };
    storeSession(dualFuelAccount(1));
    expect(restoreSession({ session: stale })?.account.meters[0]?.registers[0]?.readings).toHaveLength(8);
    // A different account in navigation state wins over what the tab stored before.
    expect(
      restoreSession({ session: { lookup: sandboxLookup('economy7'), account: economy7Account } })?.account.accountNo,
    ).toBe(economy7Account.accountNo);
    expect(restoreSession(null)?.account.accountNo).toBe(sandboxLookup('dualFuel').accountNo);
  });
});
