import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { compactPostcode, displayPostcode, postcodeError } from '#contracts/postcode-rules';
import { routePaths } from '#contracts/site-routes';
import type { TariffLabel, TariffLabelsResponse } from '#contracts/tariff-labels';
import { ErrorSummary, SubmitButton, TextInputField, useErrorSummary } from '../../components/form';
import { PageMeta } from '../../components/PageMeta';
import { SmartLink } from '../../components/SmartLink';
import { ApiClientError } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { fetchTariffLabels } from './api';
import { TariffLabelTable } from './components/TariffLabelTable';
import { consumptionText, dateText, labelTitle } from './label-text';
import { withTheme } from '../../components/ThemeScope';

/** What the API said for a postcode: its labels, or the message to show. */
type Result = { postcode: string; answer: TariffLabelsResponse } | { postcode: string; message: string };

/** A postcode from the address as the field shows it: 'NG15FS' -> 'NG1 5FS' (left as it is when invalid). */
const asWritten = (value: string) => (value && !postcodeError(value) ? displayPostcode(value) : value);

/** A label's own address: the postcode, the tariff and its payment method (docs/product/tariffs.md › Tariff information labels). */
export function labelHref(postcode: string, label: Pick<TariffLabel, 'tariff' | 'paymentMethod'>): string {
  const query = new URLSearchParams({ postcode, tariff: label.tariff, payment: label.paymentMethod });
  return `${routePaths.tariffs}?${query}`;
}

/**
 * /Tariffs: a Tariff Information Label for every tariff we sell, for the region of the postcode
 * given, as a supplier must publish them (REGULATION.md › Tariff Information Label (TIL)). The
 * postcode, and optionally one tariff and payment method, live in the address, so a label can be
 * shared and a refresh shows the same labels. The form is a plain GET form: it works before the
 * app has loaded and without JavaScript, and the app then loads the labels for the address.
 */
function TariffsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const addressPostcode = searchParams.get('postcode') ?? '';
  const tariff = searchParams.get('tariff');
  const payment = searchParams.get('payment');
  const [postcode, setPostcode] = useState(() => asWritten(addressPostcode));
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<Result>();
  const [attempt, setAttempt] = useState(0);
  const [printing, setPrinting] = useState<string>();
  const fieldId = useId();
  const resultsHeadingId = useId();
  const summary = useErrorSummary();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  // The address decides what is shown: on arrival, after a search, and on Back and Forward.
  const wanted = compactPostcode(addressPostcode);
  const addressProblem = wanted ? postcodeError(wanted) : undefined;
  const [shownAddress, setShownAddress] = useState(addressPostcode);
  if (shownAddress !== addressPostcode) {
    setShownAddress(addressPostcode);
    setPostcode(asWritten(addressPostcode));
    setError(undefined);
  }

  useEffect(() => {
    if (!hydrated || !wanted || addressProblem) return;
    const controller = new AbortController();
    fetchTariffLabels(wanted, controller.signal).then(
      (answer) => setResult({ postcode: wanted, answer }),
      (reason: unknown) => {
        if (!controller.signal.aborted) setResult({ postcode: wanted, message: (reason as ApiClientError).message });
      },
    );
    return () => controller.abort();
  }, [hydrated, wanted, addressProblem, attempt]);

  const current = result?.postcode === wanted ? result : undefined;
  const loading = hydrated && Boolean(wanted) && !addressProblem && !current;
  const loaded = current && 'answer' in current ? current : undefined;
  const shownError = error ?? (hydrated ? addressProblem : undefined);

  useEffect(() => {
    if (!loaded || !focusResults.current) return;
    focusResults.current = false;
    resultsHeading.current?.focus();
  }, [loaded]);

  // Printing one label: the others are hidden for the print (web/src/app/global.css), then shown again.
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(undefined);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = postcodeError(postcode);
    setError(problem);
    if (problem) return summary.show();
    focusResults.current = true;
    const next = compactPostcode(postcode);
    if (next === wanted) {
      // The same postcode again: ask again (after a failure) and keep the tariff chosen.
      setResult(undefined);
      setAttempt((count) => count + 1);
      return;
    }
    // A new postcode shows every tariff.
    setSearchParams({ postcode: next });
  };

  const shown = loaded
    ? loaded.answer.labels.filter(
        (label) => (!tariff || label.tariff === tariff) && (!payment || label.paymentMethod === payment),
      )
    : [];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title="Tariff information"
        description="The unit rates, standing charges, exit fees and estimated annual cost of every Fernleaf Energy tariff in your area: enter your postcode."
      />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Tariff information
      </Typography>
      <Typography sx={{ mb: 3 }}>
        The Tariff Information Label of every tariff we offer: its unit rates, standing charge, exit fees and an
        estimated annual cost. Prices depend on the region you live in, so enter the postcode of your home.
      </Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4, '@media print': { display: 'none' } }}>
        <Box
          component="form"
          method="get"
          action={routePaths.tariffs}
          noValidate
          onSubmit={handleSubmit}
          aria-label="Find the tariffs for your postcode"
        >
          <ErrorSummary problems={shownError ? [{ fieldId, message: shownError }] : []} focusKey={summary.focusKey} />
          {tariff && <input type="hidden" name="tariff" value={tariff} />}
          {payment && <input type="hidden" name="payment" value={payment} />}
          <TextInputField
            id={fieldId}
            name="postcode"
            label="Postcode"
            hint="For example, NG1 5FS"
            value={postcode}
            onChange={(event) => {
              setPostcode(event.target.value.toUpperCase());
              if (error) setError(postcodeError(event.target.value));
            }}
            error={shownError}
            autoComplete="postal-code"
            htmlInput={{ autoCapitalize: 'characters' }}
            maxWidth="14rem"
          />
          <SubmitButton busy={loading}>Show tariffs</SubmitButton>
        </Box>
      </Paper>

      <Box aria-live="polite" sx={{ '@media print': { display: 'none' } }}>
        {loading && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Finding the tariffs for {displayPostcode(wanted)}…</Typography>
          </Stack>
        )}
      </Box>
      {current && 'message' in current && (
        <Alert severity="error" role="alert">
          {current.message}
        </Alert>
      )}

      {loaded && (
        <Box component="section" aria-labelledby={resultsHeadingId}>
          <Typography variant="h2" id={resultsHeadingId} ref={resultsHeading} tabIndex={-1} sx={{ mb: 1 }}>
            Tariffs for {loaded.answer.region.name}
          </Typography>
          <Typography sx={{ mb: 1 }}>
            Prices for {displayPostcode(loaded.postcode)} on {dateText(loaded.answer.date)}, including VAT at 5%.
          </Typography>
          <Typography sx={{ mb: 2 }}>{consumptionText(loaded.answer.typicalConsumption)}</Typography>
          {(tariff || payment) && (
            <Typography sx={{ mb: 2, '@media print': { display: 'none' } }}>
              <SmartLink href={`${routePaths.tariffs}?${new URLSearchParams({ postcode: loaded.postcode })}`}>
                Show every tariff for {displayPostcode(loaded.postcode)}
              </SmartLink>
            </Typography>
          )}
          {shown.length === 0 && <Alert severity="info">We do not offer that tariff in this area.</Alert>}
          <Stack spacing={4}>
            {shown.map((label) => {
              const key = `${label.tariff}-${label.paymentMethod}`;
              return (
                <Box
                  component="article"
                  key={key}
                  aria-label={labelTitle(label)}
                  data-tariff-label
                  data-print-hidden={printing && printing !== key ? '' : undefined}
                  sx={{ breakInside: 'avoid' }}
                >
                  <TariffLabelTable label={label} />
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={2}
                    sx={{ mt: 1.5, alignItems: { sm: 'center' }, '@media print': { display: 'none' } }}
                  >
                    <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setPrinting(key)}>
                      Print this label<Box sx={visuallyHidden}>: {labelTitle(label)}</Box>
                    </Button>
                    <SmartLink href={labelHref(loaded.postcode, label)}>
                      Link to this label<Box sx={visuallyHidden}>: {labelTitle(label)}</Box>
                    </SmartLink>
                  </Stack>
                </Box>
              );
            })}
          </Stack>
        </Box>
      )}
    </Container>
  );
}

// Drawn with MUI: in the theme's scope (web/src/components/ThemeScope.tsx).
export default withTheme(TariffsPage);
