import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { compactPostcode, postcodeError, ukPostcodePattern } from '#contracts/postcode-rules';
import { ErrorSummary, SubmitButton, TextInputField, useErrorSummary } from '../../components/form';
import { openedTabEarly } from '../../lib/early-events';
import { externalUrls } from '../../lib/site-config';

/** The sign-up site's get-a-quote page for a postcode (the postcode is the last path part). */
export function quoteUrlFor(postcode: string): string {
  return `${externalUrls.getAQuote}/${encodeURIComponent(compactPostcode(postcode))}`;
}

interface QuoteFormProps {
  /** Called with each postcode that passed the check (compacted), after the sign-up site opens. */
  onQuote?: (postcode: string) => void;
}

/**
 * 'Quote me': checks the postcode with the site's one validator and opens the sign-up site in
 * a new tab. On a problem the error summary above the form takes focus and the message sits by
 * the field (form kit, web/src/components/form). No maxLength: a pasted postcode with extra
 * spaces is checked after trimming, never cut short. `onQuote` then gets the valid postcode,
 * compacted (the home page prices that postcode's region).
 */
export function QuoteForm({ onQuote }: QuoteFormProps = {}) {
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const summary = useErrorSummary();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { selectionStart, selectionEnd } = event.target;
    setPostcode(event.target.value.toUpperCase());
    // Upper-casing must not throw the caret to the end while someone edits the middle.
    requestAnimationFrame(() => inputRef.current?.setSelectionRange(selectionStart, selectionEnd));
    if (error) setError(postcodeError(event.target.value));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = postcodeError(postcode);
    setError(problem);
    if (problem) {
      summary.show();
      return;
    }
    // Submitted before hydration: web/public/early-events.js opened the tab from the click itself.
    if (!openedTabEarly(event)) window.open(quoteUrlFor(postcode), '_blank', 'noopener,noreferrer');
    onQuote?.(compactPostcode(postcode));
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label="Get a quote"
      data-early-form="quote"
      data-early-tab={`${externalUrls.getAQuote}/`}
      data-early-pattern={ukPostcodePattern.source}
    >
      <ErrorSummary problems={error ? [{ fieldId, message: error }] : []} focusKey={summary.focusKey} />
      <TextInputField
        id={fieldId}
        inputRef={inputRef}
        label="Enter postcode"
        placeholder="000 000"
        value={postcode}
        onChange={handleChange}
        error={error}
        autoComplete="postal-code"
        htmlInput={{ autoCapitalize: 'characters' }}
        maxWidth="18rem"
        beside={<SubmitButton inline>Quote me</SubmitButton>}
      />
    </form>
  );
}
