import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { compactPostcode, postcodeError } from '#contracts/postcode-rules';
import { externalUrls } from '../../lib/site-config';

/** The sign-up site's get-a-quote page for a postcode (the postcode is the last path part). */
export function quoteUrlFor(postcode: string): string {
  return `${externalUrls.getAQuote}/${encodeURIComponent(compactPostcode(postcode))}`;
}

/**
 * 'Quote me': checks the postcode with the site's one validator and opens the sign-up site in
 * a new tab. The error sits under the field, is announced, and focus goes back to the field.
 * `onQuote` then gets the valid postcode, compacted (the home page prices that postcode's region).
 */
export function QuoteForm({ onQuote }: { onQuote?: (postcode: string) => void }) {
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const messageId = `${fieldId}-message`;

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
      inputRef.current?.focus();
      return;
    }
    window.open(quoteUrlFor(postcode), '_blank', 'noopener,noreferrer');
    onQuote?.(compactPostcode(postcode));
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Get a quote">
      <Box component="label" htmlFor={fieldId} sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}>
        Enter postcode
      </Box>
      <Box sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, alignItems: 'flex-start' }}>
        {/* FormControl + OutlinedInput rather than TextField, which would bring Select and Menu into the page's first load. */}
        <FormControl error={Boolean(error)} sx={{ flex: '1 1 auto', minWidth: 0, maxWidth: { sm: '18rem' } }}>
          <OutlinedInput
            id={fieldId}
            inputRef={inputRef}
            placeholder="000 000"
            value={postcode}
            onChange={handleChange}
            autoComplete="postal-code"
            inputProps={{
              maxLength: 10,
              autoCapitalize: 'characters',
              spellCheck: false,
              'aria-describedby': messageId,
            }}
            sx={{ bgcolor: 'background.paper' }}
          />
          <FormHelperText id={messageId} role="alert" sx={{ mx: 0, fontSize: '0.9rem', fontWeight: 600 }}>
            {error ?? ' '}
          </FormHelperText>
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          sx={{ height: 56, px: { xs: 2.5, sm: 4 }, flex: '0 0 auto' }}
        >
          Quote me
        </Button>
      </Box>
    </Box>
  );
}
