import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meter } from '#contracts/account';
import { meterReadingMessages } from '#contracts/meter-reading';
import { MeterReadingForm } from '../../../../web/src/features/meter-reading/components/MeterReadingForm';
import { meterOf, sandboxAccount, sandboxLookup } from '../../support/fixtures';
import { nth } from '../../../support/defined';
import { requestJson } from '../request-parts';

/** 100002's Economy 7 meter, Day register only. Its readings are unsorted on purpose: the previous reading is the newest-dated one, not the last. */
const meter: Meter = meterOf(sandboxAccount('economy7'), 'ELECTRICITY');
meter.registers = meter.registers.filter((register) => register.registerTypeName === 'Day');
nth(meter.registers, 0).readings = [
  { readingDate: '2026-10-15T10:00:00', readingValue: 35398, readType: 'C' },
  { readingDate: '2026-09-15T10:00:00', readingValue: 35120, readType: 'C' },
];

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(
  fetchImplementation: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> = () =>
    Promise.resolve(jsonResponse(200, { message: 'Thank you' })),
) {
  const fetchMock = vi.fn(fetchImplementation);
  vi.stubGlobal('fetch', fetchMock);
  const onSubmitted = vi.fn();
  const user = userEvent.setup();
  render(
    <MeterReadingForm
      fuel="electricity"
      lookup={sandboxLookup('economy7')}
      meter={meter}
      registers={meter.registers}
      onSubmitted={onSubmitted}
      today={() => new Date('2026-11-01T12:00:00Z')}
    />,
  );
  const region = screen.getByRole('region', { name: 'Register 01 (Day)' });
  return {
    user,
    fetchMock,
    onSubmitted,
    region,
    field: within(region).getByRole<HTMLInputElement>('textbox', { name: 'New reading' }),
    checkbox: within(region).getByRole('checkbox', {
      name: 'I understand that incorrect readings can increase my monthly bills*',
    }),
    submit: within(region).getByRole('button', { name: 'Add a new reading' }),
  };
}

async function typeReading(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, reading: string) {
  await user.click(field);
  await user.keyboard(reading);
}

describe('MeterReadingForm with one register (the form as it always was)', () => {
  it('shows the register, meter serial, supply number and the newest previous reading', () => {
    const { region } = setup();
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Register 01 (Day)');
    expect(region.textContent).toContain('E21K118870');
    expect(region.textContent).toContain('1300054321987');
    expect(region.textContent).toContain('Previous reading 035398 on 15/10/2026');
    const previousCells = [...region.querySelectorAll('[data-previous-reading] [data-cell]')].map(
      (cell) => cell.textContent,
    );
    expect(previousCells).toEqual(['0', '3', '5', '3', '9', '8', '0', '0']);
  });

  it("checks 'Please enter a reading first' before the checkbox, in a focused summary that links to the field", async () => {
    const { user, submit, fetchMock, field, region } = setup();
    await user.click(submit);
    expect(region.textContent).toContain(meterReadingMessages.readingRequired);
    expect(region.textContent).not.toContain(meterReadingMessages.confirmRequired);
    const summary = within(region).getByRole('heading', { name: 'There is a problem' }).parentElement!;
    expect(document.activeElement).toBe(summary);
    expect(field.getAttribute('aria-describedby')).toBe(`${field.id}-hint ${field.id}-error`);
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(
      `Error: ${meterReadingMessages.readingRequired}`,
    );
    await user.click(within(summary).getByRole('link', { name: meterReadingMessages.readingRequired }));
    expect(document.activeElement).toBe(field);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for all six digits when some are missing', async () => {
    const { user, submit, fetchMock, field, region } = setup();
    await typeReading(user, field, '355');
    await user.click(submit);
    expect(region.textContent).toContain(meterReadingMessages.readingIncomplete);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(
      within(region).getByRole('heading', { name: 'There is a problem' }).parentElement,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('then asks to tick the checkbox, links the summary to it, and clears the message once ticked', async () => {
    const { user, submit, fetchMock, field, checkbox, region } = setup();
    await typeReading(user, field, '035500');
    await user.click(submit);
    expect(region.textContent).toContain(meterReadingMessages.confirmRequired);
    expect(region.textContent).not.toContain(meterReadingMessages.readingRequired);
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(checkbox.getAttribute('aria-describedby')).toBe(`${checkbox.id}-error`);
    const summary = within(region).getByRole('heading', { name: 'There is a problem' }).parentElement!;
    await user.click(within(summary).getByRole('link', { name: meterReadingMessages.confirmRequired }));
    expect(document.activeElement).toBe(checkbox);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(checkbox);
    expect(region.textContent).not.toContain(meterReadingMessages.confirmRequired);
    expect(within(region).queryByRole('heading', { name: 'There is a problem' })).toBeNull();
  });

  it('sends the reading once, with a spinner while in flight, then announces success and resets', async () => {
    let answer!: (response: Response) => void;
    const { user, submit, fetchMock, field, checkbox, region, onSubmitted } = setup(
      () => new Promise((resolve) => (answer = resolve)),
    );
    await typeReading(user, field, '035500');
    await user.click(checkbox);
    await user.click(submit);
    // The button is disabled now; a second submit by any other route (Enter, assistive tech) is ignored too.
    fireEvent.submit(region.querySelector('form')!);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(submit.querySelector('[role="progressbar"]')).not.toBeNull();
    const [url, init] = nth(fetchMock.mock.calls, 0);
    expect(url).toBe('/api/meter-readings');
    expect(requestJson(init)).toEqual({
      fuel: 'electricity',
      accountNo: '100002',
      postcode: 'LE1 6RP',
      serialNumber: 'E21K118870',
      register: '01',
      mpanCore: '1300054321987',
      reading: '035500',
    });

    answer(jsonResponse(200, { message: 'Thank you, your meter reading has been received.' }));
    const status = await within(region).findByRole('status');
    expect(status.textContent).toBe('Thank you, your meter reading has been received.');
    expect(document.activeElement).toBe(status);
    expect(field.value).toBe('');
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith([{ registerLabel: '01', readingValue: 35500 }]);
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's message as an alert when the reading is refused", async () => {
    const { user, submit, field, checkbox, region, onSubmitted } = setup(() =>
      Promise.resolve(jsonResponse(422, { error: { code: 'reading_rejected', message: 'Refused by the workflow.' } })),
    );
    await typeReading(user, field, '035500');
    await user.click(checkbox);
    await user.click(submit);
    expect((await within(region).findByRole('alert')).textContent).toBe('Refused by the workflow.');
    expect(onSubmitted).not.toHaveBeenCalled();
    // What the user typed stays, so they can correct it.
    expect(field.value).toBe('035500');
  });

  it('falls back to the default message when the server gives none', async () => {
    const { user, submit, field, checkbox, region } = setup(() =>
      Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await typeReading(user, field, '035500');
    await user.click(checkbox);
    await user.click(submit);
    expect((await within(region).findByRole('alert')).textContent).toBe(meterReadingMessages.unexpected);
  });

  it('asks to confirm a lower reading; going back sends nothing and returns to the field', async () => {
    const { user, submit, fetchMock, field, checkbox } = setup();
    await typeReading(user, field, '035000');
    await user.click(checkbox);
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Is this reading right?' });
    expect(dialog.textContent).toContain('lower than your previous reading of 035398');
    await user.click(within(dialog).getByRole('button', { name: 'Check my reading again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('sends a lower reading once the user confirms it', async () => {
    const { user, submit, fetchMock, field, checkbox } = setup();
    await typeReading(user, field, '035000');
    await user.click(checkbox);
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Send it anyway' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('asks to confirm a reading far above the previous one', async () => {
    const { user, submit, fetchMock, field, checkbox } = setup();
    await typeReading(user, field, '135398');
    await user.click(checkbox);
    await user.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('100,000 units');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
