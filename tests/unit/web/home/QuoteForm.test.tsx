// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postcodeError } from '#contracts/postcode-rules';
import { QuoteForm } from '../../../../web/src/features/home/QuoteForm';
import { externalUrls } from '../../../../web/src/lib/site-config';

function renderForm() {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const user = userEvent.setup();
  render(<QuoteForm />);
  const input = screen.getByLabelText('Enter postcode');
  const submit = screen.getByRole('button', { name: 'Quote me' });
  return { open, user, input: input as HTMLInputElement, submit };
}

afterEach(() => vi.restoreAllMocks());

describe('the home page postcode validator', () => {
  it.each(['SW1A 1AA', 'EC1A1BB', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', ' w1a 0ax ', 'GIR 0AA'])(
    'accepts %s',
    (postcode) => {
      expect(postcodeError(postcode)).toBeUndefined();
    },
  );
  it.each(['ABC', '12345', 'SW1A 1A', 'SW1A 1AAA', 'Q1 1AA1'])('rejects %s as not a UK postcode', (postcode) => {
    expect(postcodeError(postcode)).toBe('Invalid UK postcode format');
  });
  it.each(['', '   '])('asks for a postcode when given %j', (postcode) => {
    expect(postcodeError(postcode)).toBe('Postcode is required');
  });
});

describe('QuoteForm', () => {
  it('has the labelled field with its placeholder and the Quote me button', () => {
    const { input } = renderForm();
    expect(input.placeholder).toBe('000 000');
    expect(input.type).toBe('text');
  });

  it('turns what is typed into upper case as it is typed', async () => {
    const { user, input } = renderForm();
    await user.type(input, 'sw1a 1aa');
    expect(input.value).toBe('SW1A 1AA');
  });

  it('says a postcode is required, next to the field, announced, with focus back on the field', async () => {
    const { user, input, submit, open } = renderForm();
    await user.click(submit);
    const message = screen.getByText('Postcode is required');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(input);
    expect(open).not.toHaveBeenCalled();
  });

  it.each(['ABC', '12345', 'SW1A 1A'])('refuses %s with the UK format message', async (postcode) => {
    const { user, input, submit, open } = renderForm();
    await user.type(input, postcode);
    await user.click(submit);
    expect(screen.getByText('Invalid UK postcode format')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the get-a-quote page in a new tab with the postcode, upper case and without spaces, as the last path part', async () => {
    const { user, input, submit, open } = renderForm();
    await user.type(input, '  sw1a 1aa ');
    await user.click(submit);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(`${externalUrls.getAQuote}/SW1A1AA`, '_blank', 'noopener,noreferrer');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('submits with the Enter key too', async () => {
    const { user, input, open } = renderForm();
    await user.type(input, 'dn55 1pt{Enter}');
    expect(open).toHaveBeenCalledWith(`${externalUrls.getAQuote}/DN551PT`, '_blank', 'noopener,noreferrer');
  });

  it('updates the message while the postcode is corrected, and clears it once valid', async () => {
    const { user, input, submit } = renderForm();
    await user.type(input, 'M1');
    await user.click(submit);
    expect(screen.getByText('Invalid UK postcode format')).toBeTruthy();
    await user.type(input, ' 1AE');
    expect(screen.queryByText('Invalid UK postcode format')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });
});
