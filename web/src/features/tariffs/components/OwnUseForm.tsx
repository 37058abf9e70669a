import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary, SubmitButton, TextInputField, useErrorSummary } from '../../../components/form';
import {
  checkOwnUse,
  isFieldShown,
  type MeterType,
  type OwnUseField,
  type OwnUseProblem,
  type OwnUseText,
} from '../own-use';

interface OwnUseFormProps {
  /** What the form shows: the address's own use, or the typical use the labels assume. */
  text: OwnUseText;
  /** Set when the address itself had problems (a link edited by hand). */
  addressProblems: readonly OwnUseProblem[];
  /** Whether `text` came from the address (else it is the typical use, and the form says so). */
  fromAddress: boolean;
  typicalText: string;
  onSubmit: (text: OwnUseText) => void;
  onClear: () => void;
}

interface FieldSpec {
  field: OwnUseField;
  label: string;
  hint?: ReactNode;
  unit: 'kWh' | 'p' | '£';
}

const useFields: FieldSpec[] = [
  { field: 'electricityKwh', label: 'Electricity a year (kWh)', unit: 'kWh' },
  { field: 'dayKwh', label: 'Day-time electricity a year (kWh)', unit: 'kWh' },
  { field: 'nightKwh', label: 'Night-time electricity a year (kWh)', unit: 'kWh' },
  { field: 'gasKwh', label: 'Gas a year (kWh)', hint: 'Leave blank if you have no gas supply.', unit: 'kWh' },
];

const currentFields: FieldSpec[] = [
  { field: 'nowElectricityRate', label: 'Electricity unit rate (pence per kWh)', unit: 'p' },
  { field: 'nowDayRate', label: 'Day unit rate (pence per kWh)', unit: 'p' },
  { field: 'nowNightRate', label: 'Night unit rate (pence per kWh)', unit: 'p' },
  { field: 'nowElectricityStanding', label: 'Electricity standing charge (pence per day)', unit: 'p' },
  { field: 'nowGasRate', label: 'Gas unit rate (pence per kWh)', unit: 'p' },
  { field: 'nowGasStanding', label: 'Gas standing charge (pence per day)', unit: 'p' },
  {
    field: 'exitFees',
    label: 'Fees for leaving your current tariff (£)',
    hint: 'Only a fixed tariff left before its end has them: your tariff information label says how much.',
    unit: '£',
  },
];

/**
 * "What would you pay?": the household's yearly use and, optionally, its current tariff's prices
 * (docs/product/tariffs.md › Your own use). Nothing is sent anywhere: a valid submit puts the
 * figures in the page's address and every label is priced from there. Errors as the form kit
 * shows them: next to each field and in the summary.
 */
export function OwnUseForm({ text, addressProblems, fromAddress, typicalText, onSubmit, onClear }: OwnUseFormProps) {
  const [values, setValues] = useState(text);
  const [open, setOpen] = useState(fromAddress || addressProblems.length > 0);
  const [problems, setProblems] = useState<readonly OwnUseProblem[]>(addressProblems);
  // The address changed (a submit, Back, Forward): the form shows it again.
  const [shownText, setShownText] = useState(text);
  if (shownText !== text) {
    setShownText(text);
    setValues(text);
    setProblems(addressProblems);
    if (fromAddress) setOpen(true);
  }
  const summary = useErrorSummary();
  const idPrefix = useId();
  const idOf = (field: OwnUseField) => `${idPrefix}-${field}`;
  const meterName = `${idPrefix}-meter`;

  const errorOf = (field: OwnUseField) => problems.find((problem) => problem.field === field)?.message;
  const set = (field: OwnUseField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    if (errorOf(field)) setProblems((current) => current.filter((problem) => problem.field !== field));
  };
  const setMeter = (meter: MeterType) => {
    setValues((current) => ({ ...current, meter }));
    setProblems([]);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkOwnUse(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      summary.show();
      return;
    }
    setProblems([]);
    onSubmit(values);
  };

  const field = ({ field, label, hint, unit }: FieldSpec) =>
    isFieldShown(values, field) && (
      <TextInputField
        key={field}
        id={idOf(field)}
        label={label}
        hint={hint}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        error={errorOf(field)}
        prefix={unit === '£' ? '£' : undefined}
        htmlInput={{ inputMode: unit === 'kWh' ? 'numeric' : 'decimal', autoComplete: 'off' }}
        maxWidth="12rem"
      />
    );

  return (
    // Closed until wanted, so the labels stay one Tab away from the results heading; open while the
    // address has an own use or the form has something to correct.
    <details className="own-use" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="own-use-summary">What would you pay? Price every tariff for your own use</summary>
      <form noValidate onSubmit={handleSubmit} aria-label="What would you pay?" className="own-use-form">
        <p className="tariffs-paragraph">
          Enter how much energy your home uses in a year (your bill or your annual statement shows it) and every label
          below shows what it would cost you.{' '}
          {fromAddress ? 'The figures below are for the use you entered.' : `We have filled in ${typicalText}.`}
        </p>
        <ErrorSummary
          problems={problems.map((problem) => ({ fieldId: idOf(problem.field), message: problem.message }))}
          focusKey={summary.focusKey}
        />
        <fieldset className="own-use-fieldset">
          <legend>Your electricity meter</legend>
          {(
            [
              ['single', 'One rate all day'],
              ['economy7', 'Economy 7 (a day rate and a cheaper night rate)'],
            ] as const
          ).map(([meter, label]) => (
            <label key={meter} className="own-use-radio">
              <input
                type="radio"
                name={meterName}
                value={meter}
                checked={values.meter === meter}
                onChange={() => setMeter(meter)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset className="own-use-fieldset">
          <legend>Your use</legend>
          <p className="own-use-hint">Whole kWh, with or without commas. Leave a fuel blank if you do not use it.</p>
          {useFields.map(field)}
        </fieldset>
        <fieldset className="own-use-fieldset">
          <legend>What you pay now (optional)</legend>
          <p className="own-use-hint">
            Including VAT, as your bill shows them: the unit rates and standing charges are in the section about your
            tariff, usually near the end of the bill. Leave them blank if you only want the costs.
          </p>
          {currentFields.map(field)}
        </fieldset>
        <div className="own-use-actions">
          <SubmitButton busy={false}>Show my costs</SubmitButton>
          {fromAddress && (
            <button type="button" className="shell-button shell-button--outlined" onClick={onClear}>
              Back to typical use
            </button>
          )}
        </div>
      </form>
    </details>
  );
}
