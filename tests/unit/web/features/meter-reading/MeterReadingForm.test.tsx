import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadingMeter } from '#contracts/meter-reading';
import { meterReadingMessages } from '#contracts/meter-reading-rules';
import { MeterReadingForm } from '../../../../../web/src/features/meter-reading/components/MeterReadingForm';
import { readingMeterOf, sandboxLookup, sandboxReadingAccount } from '../../../support/fixtures';
import { nth } from '../../../../support/defined';
import {
  errorReply,
  heldReplies,
  htmlReply,
  jsonReply,
  stubApi,
  type RecordedRequest,
  type Reply,
} from '../../support/stub-api';

/** 100002's Economy 7 meter, Day register only. Its readings are unsorted on purpose: the previous reading is the newest-dated one, not the last. */
const meter: ReadingMeter = readingMeterOf(sandboxReadingAccount('economy7'), 'ELECTRICITY');
meter.registers = meter.registers.filter((register) => register.registerTypeName === 'Day');
nth(meter.registers, 0).readings = [
  { readingDate: '2026-10-15', readingValue: 35398 },
  { readingDate: '2026-09-15', readingValue: 35120 },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(reply: Reply = jsonReply({ message: 'Thank you' })) {
  const api = stubApi({ 'POST /api/meter-readings': reply });
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
    requests: api.requests,
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
  it("shows the register, the meter serial's ending (never the full serial or the supply number) and the newest previous reading", () => {
    const { region } = setup();
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Register 01 (Day)');
    expect(region.textContent).toContain('Meter serial numberending 8870');
    expect(region.textContent).not.toContain('E21K118870');
    expect(region.textContent).not.toContain('1300054321987');
    expect(region.textContent).not.toMatch(/MPAN|Supply number/);
    expect(region.textContent).toContain('Previous reading 035398 on 15/10/2026');
    const previousCells = [...region.querySelectorAll('[data-previous-reading] [data-cell]')].map(
      (cell) => cell.textContent,
    );
    expect(previousCells).toEqual(['0', '3', '5', '3', '9', '8', '0', '0']);
  });

  it("checks 'Please enter a reading first' before the checkbox, in a focused summary that links to the field", async () => {
    const { user, submit, requests, field, region } = setup();
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
    expect(requests).toHaveLength(0);
  });

  it('asks for all six digits when some are missing', async () => {
    const { user, submit, requests, field, region } = setup();
    await typeReading(user, field, '355');
    await user.click(submit);
    expect(region.textContent).toContain(meterReadingMessages.readingIncomplete);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(
      within(region).getByRole('heading', { name: 'There is a problem' }).parentElement,
    );
    expect(requests).toHaveLength(0);
  });

  it('then asks to tick the checkbox, links the summary to it, and clears the message once ticked', async () => {
    const { user, submit, requests, field, checkbox, region } = setup();
    await typeReading(user, field, '035500');
    await user.click(submit);
    expect(region.textContent).toContain(meterReadingMessages.confirmRequired);
    expect(region.textContent).not.toContain(meterReadingMessages.readingRequired);
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(checkbox.getAttribute('aria-describedby')).toBe(`${checkbox.id}-error`);
    const summary = within(region).getByRole('heading', { name: 'There is a problem' }).parentElement!;
    await user.click(within(summary).getByRole('link', { name: meterReadingMessages.confirmRequired }));
    expect(document.activeElement).toBe(checkbox);
    expect(requests).toHaveLength(0);
    await user.click(checkbox);
    expect(region.textContent).not.toContain(meterReadingMessages.confirmRequired);
    expect(within(region).queryByRole('heading', { name: 'There is a problem' })).toBeNull();
  });

  it('sends the reading once, with a spinner while in flight, then announces success and resets', async () => {
    const held = heldReplies();
    const { user, submit, requests, field, checkbox, region, onSubmitted } = setup(held.reply);
    await typeReading(user, field, '035500');
    await user.click(checkbox);
    await user.click(submit);
    // The button is disabled now; a second submit by any other route (Enter, assistive tech) is ignored too.
    fireEvent.submit(region.querySelector('form')!);

    expect(requests).toHaveLength(1);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(submit.querySelector('.form-submit-spinner')).not.toBeNull();
    expect(requests[0]?.body).toEqual({
      fuel: 'electricity',
      accountNo: '100002',
      postcode: 'LE1 6RP',
      meterRef: '1-8870',
      register: '01',
      reading: '035500',
    });

    held.answerAll(jsonReply({ message: 'Thank you, your meter reading has been received.' }));
    const status = await within(region).findByRole('status');
    expect(status.textContent).toBe('Thank you, your meter reading has been received.');
    // Focus moves to the outcome in an effect after it renders: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(field.value).toBe('');
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith([{ registerLabel: '01', readingValue: 35500 }]);
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's message as an alert when the reading is refused", async () => {
    const { user, submit, field, checkbox, region, onSubmitted } = setup(
      errorReply(422, 'reading_rejected', 'Refused by the workflow.'),
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
    const { user, submit, field, checkbox, region } = setup(htmlReply(502, '<html>Bad gateway</html>'));
    await typeReading(user, field, '035500');
    await user.click(checkbox);
    await user.click(submit);
    expect((await within(region).findByRole('alert')).textContent).toBe(meterReadingMessages.unexpected);
  });

  it('asks to confirm a lower reading; going back sends nothing and returns to the field', async () => {
    const { user, submit, requests, field, checkbox } = setup();
    await typeReading(user, field, '035000');
    await user.click(checkbox);
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Is this reading right?' });
    expect(dialog.textContent).toContain('lower than your previous reading of 035398');
    await user.click(within(dialog).getByRole('button', { name: 'Check my reading again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('sends a lower reading once the user confirms it', async () => {
    const { user, submit, requests, field, checkbox } = setup();
    await typeReading(user, field, '035000');
    await user.click(checkbox);
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Send it anyway' }));
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('asks to confirm a reading far above the previous one', async () => {
    const { user, submit, requests, field, checkbox } = setup();
    await typeReading(user, field, '135398');
    await user.click(checkbox);
    await user.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('100,000 units');
    expect(requests).toHaveLength(0);
  });
});

/** 100002's Economy 7 meter with both registers: Day (previous 035398) and Night (previous 012877), both read 15/10/2026. */
const economy7Meter: ReadingMeter = readingMeterOf(sandboxReadingAccount('economy7'), 'ELECTRICITY');

/** The register and reading a reading request carries. */
function sentReading(request: RecordedRequest) {
  return request.body as { register: string; reading: string };
}

function setupEconomy7(reply: Reply) {
  const api = stubApi({ 'POST /api/meter-readings': reply });
  const onSubmitted = vi.fn();
  const user = userEvent.setup();
  render(
    <MeterReadingForm
      fuel="electricity"
      lookup={sandboxLookup('economy7')}
      meter={economy7Meter}
      registers={economy7Meter.registers}
      onSubmitted={onSubmitted}
      today={() => new Date('2026-11-01T12:00:00Z')}
    />,
  );
  const region = screen.getByRole('region', { name: 'Day and Night readings' });
  return {
    user,
    requests: api.requests,
    onSubmitted,
    region,
    day: within(region).getByRole<HTMLInputElement>('textbox', { name: 'Day reading (register 01)' }),
    night: within(region).getByRole<HTMLInputElement>('textbox', { name: 'Night reading (register 02)' }),
    checkbox: within(region).getByRole('checkbox', {
      name: 'I understand that incorrect readings can increase my monthly bills*',
    }),
    submit: within(region).getByRole('button', { name: 'Add a new reading' }),
    sentBodies: () => api.requests.map(sentReading),
  };
}

/** Types over what a field holds: from its first cell, each digit replaces the one in its box. */
async function retypeReading(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, reading: string) {
  await user.click(field);
  await user.keyboard(`{Home}${reading}`);
}

const accepted = 'Thank you, your meter reading has been received.';
const lowerRefusal = 'This reading is lower than the last reading on this register. Please check it and try again.';

describe('MeterReadingForm for an Economy 7 meter (Day and Night on one form)', () => {
  it('has one checkbox and one button for both registers, each previous reading named', () => {
    const { region } = setupEconomy7(jsonReply({ message: accepted }));
    expect(within(region).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(region).getAllByRole('button')).toHaveLength(1);
    expect(region.textContent).toContain('Previous Day reading 035398 on 15/10/2026');
    expect(region.textContent).toContain('Previous Night reading 012877 on 15/10/2026');
  });

  it('sends both readings once each with their own payloads, then shows one success message', async () => {
    const held = heldReplies();
    const { user, day, night, checkbox, submit, region, requests, onSubmitted, sentBodies } = setupEconomy7(held.reply);
    await typeReading(user, day, '035500');
    await typeReading(user, night, '012900');
    await user.click(checkbox);
    await user.click(submit);
    // A second submit while both are in flight sends nothing more.
    fireEvent.submit(region.querySelector('form')!);
    expect(requests).toHaveLength(2);
    const common = {
      fuel: 'electricity',
      accountNo: '100002',
      postcode: 'LE1 6RP',
      meterRef: '1-8870',
    };
    expect(sentBodies()).toEqual([
      { ...common, register: '01', reading: '035500' },
      { ...common, register: '02', reading: '012900' },
    ]);
    held.answerAll(jsonReply({ message: accepted }));

    const status = await within(region).findByRole('status');
    expect(status.textContent).toBe(accepted);
    // Focus moves to the outcome in an effect after it renders: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect([day.value, night.value]).toEqual(['', '']);
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith([
      { registerLabel: '01', readingValue: 35500 },
      { registerLabel: '02', readingValue: 12900 },
    ]);
  });

  it('one refused: says which was accepted and which failed, keeps the refused value, and a retry sends only that one', async () => {
    const { user, day, night, checkbox, submit, region, onSubmitted, sentBodies } = setupEconomy7((request) =>
      sentReading(request).register === '02' && sentReading(request).reading === '012900'
        ? errorReply(422, 'reading_rejected', lowerRefusal)
        : jsonReply({ message: accepted }),
    );
    await typeReading(user, day, '035500');
    await typeReading(user, night, '012900');
    await user.click(checkbox);
    await user.click(submit);

    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain(`Day reading (register 01) was sent: ${accepted}`);
    expect(alert.textContent).toContain(`Night reading (register 02) was not sent: ${lowerRefusal}`);
    expect(document.activeElement).toBe(alert);
    expect(night.value).toBe('012900');
    // The accepted Day reading stays in view, locked, and says it will not be sent again.
    expect(day.value).toBe('035500');
    expect(day.disabled).toBe(true);
    expect(region.textContent).toContain('Sent and accepted: 035500. It will not be sent again.');
    expect(onSubmitted).toHaveBeenCalledWith([{ registerLabel: '01', readingValue: 35500 }]);

    await retypeReading(user, night, '012950');
    await user.click(submit);
    expect((await within(region).findByRole('status')).textContent).toBe(accepted);
    expect(sentBodies().map((body) => [body.register, body.reading])).toEqual([
      ['01', '035500'],
      ['02', '012900'],
      ['02', '012950'],
    ]);
    expect(onSubmitted).toHaveBeenLastCalledWith([{ registerLabel: '02', readingValue: 12950 }]);
    expect([day.value, night.value, String(day.disabled)]).toEqual(['', '', 'false']);
  });

  it('both refused: shows the error once when both say the same, and keeps both values', async () => {
    const { user, day, night, checkbox, submit, region, onSubmitted } = setupEconomy7(
      htmlReply(502, '<html>Bad gateway</html>'),
    );
    await typeReading(user, day, '035500');
    await typeReading(user, night, '012900');
    await user.click(checkbox);
    await user.click(submit);
    expect((await within(region).findByRole('alert')).textContent).toBe(meterReadingMessages.unexpected);
    expect([day.value, night.value]).toEqual(['035500', '012900']);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('both refused with different messages: each with the name of its field', async () => {
    const { user, day, night, checkbox, submit, region } = setupEconomy7((request) =>
      errorReply(422, 'reading_rejected', sentReading(request).register === '01' ? 'Day refused.' : 'Night refused.'),
    );
    await typeReading(user, day, '035500');
    await typeReading(user, night, '012900');
    await user.click(checkbox);
    await user.click(submit);
    const alert = await within(region).findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Day reading (register 01): Day refused.',
      'Night reading (register 02): Night refused.',
    ]);
  });

  it('checks both readings: each error by its field and in the summary, naming the field', async () => {
    const { user, day, night, submit, region, requests } = setupEconomy7(jsonReply({ message: accepted }));
    await typeReading(user, night, '0129');
    await user.click(submit);
    const summary = within(region).getByRole('heading', { name: 'There is a problem' }).parentElement!;
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      `Day reading (register 01): ${meterReadingMessages.readingRequired}`,
      `Night reading (register 02): ${meterReadingMessages.readingIncomplete}`,
    ]);
    expect(document.getElementById(`${day.id}-error`)?.textContent).toBe(
      `Error: ${meterReadingMessages.readingRequired}`,
    );
    expect(document.getElementById(`${night.id}-error`)?.textContent).toBe(
      `Error: ${meterReadingMessages.readingIncomplete}`,
    );
    expect([day.getAttribute('aria-invalid'), night.getAttribute('aria-invalid')]).toEqual(['true', 'true']);
    // The checkbox comes after the readings are right.
    expect(region.textContent).not.toContain(meterReadingMessages.confirmRequired);
    await user.click(within(summary).getByRole('link', { name: /^Night reading/ }));
    expect(document.activeElement).toBe(night);

    await typeReading(user, day, '035500');
    await retypeReading(user, night, '012900');
    await user.click(submit);
    expect(
      within(within(region).getByRole('heading', { name: 'There is a problem' }).parentElement!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([meterReadingMessages.confirmRequired]);
    expect(requests).toHaveLength(0);
  });

  it('asks once about both registers when both look wrong; going back sends nothing and returns to the first', async () => {
    const { user, day, night, checkbox, submit, requests } = setupEconomy7(jsonReply({ message: accepted }));
    await typeReading(user, day, '035000');
    await typeReading(user, night, '112877');
    await user.click(checkbox);
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Are these readings right?' });
    expect(dialog.textContent).toContain('Day reading (register 01): The reading you entered, 035000, is lower');
    expect(dialog.textContent).toContain('Night reading (register 02): The reading you entered, 112877, would mean');
    await user.click(within(dialog).getByRole('button', { name: 'Check my readings again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(day));
  });

  it('asks only about the register that looks wrong, then sends both once confirmed', async () => {
    const { user, day, night, checkbox, submit, requests } = setupEconomy7(jsonReply({ message: accepted }));
    await typeReading(user, day, '035500');
    await typeReading(user, night, '012000');
    await user.click(checkbox);
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Is this reading right?' });
    expect(dialog.textContent).toContain('Night reading (register 02): The reading you entered, 012000, is lower');
    expect(dialog.textContent).not.toContain('Day reading');
    await user.click(within(dialog).getByRole('button', { name: 'Send it anyway' }));
    await waitFor(() => expect(requests).toHaveLength(2));
  });
});
