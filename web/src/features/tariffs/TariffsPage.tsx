import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { compactPostcode, displayPostcode, postcodeError } from '#contracts/postcode-rules';
import { routePaths } from '#contracts/site-routes';
import type { TariffLabel, TariffLabelsResponse } from '#contracts/tariff-labels';
import { ErrorSummary, FormAlert, SubmitButton, TextInputField, useErrorSummary } from '../../components/form';
import { PageMeta } from '../../components/PageMeta';
import { ShellIcon } from '../../components/ShellIcon';
import { SmartLink } from '../../components/SmartLink';
import { ApiClientError } from '../../lib/api';
import { browserOnlyModule, useBrowserOnlyModule } from '../../lib/browser-only-module';
import { useHydrated } from '../../lib/use-hydrated';
import { fetchTariffLabels } from './api';
import { TariffLabelTable } from './components/TariffLabelTable';
import { consumptionText, dateText, labelTitle } from './label-text';
import './tariffs.css';

/** Material's Print icon (as @mui/icons-material): "Print this label". */
const printIcon =
  'M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3m-3 11H8v-5h8zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-1-9H6v4h12z';

/** What the API said for a postcode: its labels, or the message to show. */
type Result = { postcode: string; answer: TariffLabelsResponse } | { postcode: string; message: string };

/** "What would you pay?" (docs/product/tariffs.md › Your own use): shown with the labels, so fetched after hydration. */
const ownUseView = browserOnlyModule(() => import('./components/own-use-view'));
export const loadBrowserParts = ownUseView.load;

/** The address's parameters that choose labels; every other one (the household's own use) is kept as it is. */
const LABEL_PARAMETERS = ['postcode', 'tariff', 'payment'];
function otherParameters(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of LABEL_PARAMETERS) rest.delete(name);
  return rest;
}

/** A postcode from the address as the field shows it: 'NG15FS' -> 'NG1 5FS' (left as it is when invalid). */
const asWritten = (value: string) => (value && !postcodeError(value) ? displayPostcode(value) : value);

/**
 * A label's own address: the postcode, the tariff and its payment method (docs/product/tariffs.md ›
 * Tariff information labels), and the address's other parameters (the household's own use) as they are.
 */
export function labelHref(
  postcode: string,
  label: Pick<TariffLabel, 'tariff' | 'paymentMethod'> | undefined,
  others: URLSearchParams = new URLSearchParams(),
): string {
  const query = new URLSearchParams({ postcode, ...(label && { tariff: label.tariff, payment: label.paymentMethod }) });
  for (const [name, value] of others) query.append(name, value);
  return `${routePaths.tariffs}?${query}`;
}

/**
 * /Tariffs: a Tariff Information Label for every tariff we sell, for the region of the postcode
 * given, as a supplier must publish them (REGULATION.md › Tariff Information Label (TIL)). The
 * postcode, and optionally one tariff and payment method, live in the address, so a label can be
 * shared and a refresh shows the same labels. The form is a plain GET form: it works before the
 * app has loaded and without JavaScript, and the app then loads the labels for the address.
 * Plain elements (tariffs.css): the page hydrates without MUI.
 */
export default function TariffsPage() {
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
    // A new postcode shows every tariff, for the same use.
    setSearchParams(new URLSearchParams([['postcode', next], ...otherParameters(searchParams)]));
  };

  const ownUseParts = useBrowserOnlyModule(ownUseView);
  const keptParameters = otherParameters(searchParams);

  const shown = loaded
    ? loaded.answer.labels.filter(
        (label) => (!tariff || label.tariff === tariff) && (!payment || label.paymentMethod === payment),
      )
    : [];

  return (
    <div className="tariffs-page">
      <PageMeta
        title="Tariff information"
        description="The unit rates, standing charges, exit fees and estimated annual cost of every Fernleaf Energy tariff in your area: enter your postcode."
      />
      <h1 className="plain-h1">Tariff information</h1>
      <p className="tariffs-lead">
        The Tariff Information Label of every tariff we offer: its unit rates, standing charge, exit fees and an
        estimated annual cost. Prices depend on the region you live in, so enter the postcode of your home.
      </p>

      <div className="tariffs-search">
        <form
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
        </form>
      </div>

      <div aria-live="polite" className="tariffs-no-print">
        {loading && (
          <div className="tariffs-loading">
            <span className="plain-spinner" aria-hidden />
            <p>Finding the tariffs for {displayPostcode(wanted)}…</p>
          </div>
        )}
      </div>
      {current && 'message' in current && (
        <FormAlert severity="error" role="alert">
          {current.message}
        </FormAlert>
      )}

      {loaded && (
        <section aria-labelledby={resultsHeadingId}>
          <h2 className="plain-h2 tariffs-results-heading" id={resultsHeadingId} ref={resultsHeading} tabIndex={-1}>
            Tariffs for {loaded.answer.region.name}
          </h2>
          <p className="tariffs-note">
            Prices for {displayPostcode(loaded.postcode)} on {dateText(loaded.answer.date)}, including VAT at 5%.
          </p>
          <p className="tariffs-paragraph">{consumptionText(loaded.answer.typicalConsumption)}</p>
          {ownUseParts && <ownUseParts.OwnUseSection typical={loaded.answer.typicalConsumption} />}
          <p aria-live="polite" className="visually-hidden">
            {ownUseParts && <ownUseParts.OwnUseAnnouncement labels={shown} />}
          </p>
          {(tariff || payment) && (
            <p className="tariffs-paragraph tariffs-no-print">
              <SmartLink href={labelHref(loaded.postcode, undefined, keptParameters)}>
                Show every tariff for {displayPostcode(loaded.postcode)}
              </SmartLink>
            </p>
          )}
          {shown.length === 0 && <FormAlert severity="info">We do not offer that tariff in this area.</FormAlert>}
          <div className="tariffs-labels">
            {shown.map((label) => {
              const key = `${label.tariff}-${label.paymentMethod}`;
              return (
                <article
                  key={key}
                  aria-label={labelTitle(label)}
                  data-tariff-label
                  data-print-hidden={printing && printing !== key ? '' : undefined}
                  className="tariffs-label"
                >
                  <TariffLabelTable label={label} />
                  {ownUseParts && <ownUseParts.OwnUseEstimateFor label={label} />}
                  <div className="tariffs-label-actions tariffs-no-print">
                    <button
                      type="button"
                      className="shell-button shell-button--outlined"
                      onClick={() => setPrinting(key)}
                    >
                      <ShellIcon path={printIcon} className="shell-icon--start" />
                      Print this label<span className="visually-hidden">: {labelTitle(label)}</span>
                    </button>
                    <SmartLink href={labelHref(loaded.postcode, label, keptParameters)}>
                      Link to this label<span className="visually-hidden">: {labelTitle(label)}</span>
                    </SmartLink>
                  </div>
                </article>
              );
            })}
          </div>
        </section>
      )}
    </div>
  );
}
