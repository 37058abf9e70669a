// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postcodeError } from '#contracts/postcode-rules';
import { QuoteForm } from '../../../../../web/src/features/home/QuoteForm';
import { trustScoreLabel } from '../../../../../web/src/features/home/format';
import { externalUrls } from '../../../../../web/src/lib/site-config';

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

  it('says a postcode is required in a focused error summary and by the field, described and invalid', async () => {
    const { user, input, submit, open } = renderForm();
    await user.click(submit);
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement!;
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: 'Postcode is required' });
    const fieldError = document.getElementById(`${input.id}-error`)!;
    expect(fieldError.textContent).toBe('Error: Postcode is required');
    expect(fieldError.closest('[role="alert"]')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(fieldError.id);
    expect(open).not.toHaveBeenCalled();
    await user.click(link);
    expect(document.activeElement).toBe(input);
  });

  it.each(['ABC', '12345', 'SW1A 1A'])('refuses %s with the UK format message', async (postcode) => {
    const { user, input, submit, open } = renderForm();
    await user.type(input, postcode);
    await user.click(submit);
    expect(screen.getAllByText('Invalid UK postcode format')).toHaveLength(2);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the get-a-quote page in a new tab with the postcode, upper case and without spaces, as the last path part', async () => {
    const { user, input, submit, open } = renderForm();
    await user.type(input, '  sw1a 1aa ');
    await user.click(submit);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(`${externalUrls.getAQuote}/SW1A1AA`, '_blank', 'noopener,noreferrer');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('accepts a pasted postcode with extra spaces, longer than ten characters, and reports it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onQuote = vi.fn();
    const user = userEvent.setup();
    render(<QuoteForm onQuote={onQuote} />);
    const input = screen.getByLabelText<HTMLInputElement>('Enter postcode');
    await user.click(input);
    await user.paste('   ng1    5fs   ');
    expect(input.value).toBe('   NG1    5FS   ');
    await user.click(screen.getByRole('button', { name: 'Quote me' }));
    expect(onQuote).toHaveBeenCalledWith('NG15FS');
    expect(open).toHaveBeenCalledWith(`${externalUrls.getAQuote}/NG15FS`, '_blank', 'noopener,noreferrer');
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
    expect(screen.getAllByText('Invalid UK postcode format')).toHaveLength(2);
    await user.type(input, ' 1AE');
    expect(screen.queryByText('Invalid UK postcode format')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('trustScoreLabel', () => {
  it.each([
    [5, 'Excellent'],
    [4.3, 'Excellent'],
    [4.25, 'Excellent'],
    [4.2, 'Great'],
    [3.8, 'Great'],
    [3.7, 'Average'],
    [3.3, 'Average'],
    [3.2, 'Poor'],
    [2.8, 'Poor'],
    [2.7, 'Bad'],
    [1, 'Bad'],
  ])('calls %s %s, as the review service bands it', (score, label) => {
    expect(trustScoreLabel(score)).toBe(label);
  });
});
