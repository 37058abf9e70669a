import { formatPence } from '#contracts/money';
import { numberText } from '#contracts/number-text';
import type { TariffLabel } from '#contracts/tariff-labels';
import { assumedDayPercent, type LabelForOwnUse, type OwnUse } from '../own-use';

interface OwnUseEstimateProps {
  label: TariffLabel;
  /** The label priced for the household's use, or undefined when it supplies no fuel the household uses. */
  priced: LabelForOwnUse | undefined;
  use: OwnUse;
  exitFeesPence: number;
}

const kwhText = (kwh: number) => `${numberText(kwh)} kWh`;

/**
 * What one tariff would cost this household, and how that compares with what it pays now.
 * Fuels are named by their ids ('electricity', 'gas'), which are the words: this module stays
 * out of label-text.ts, so the own-use code loaded after hydration shares no module with the page's first chunk.
 */
export function OwnUseEstimate({ label, priced, use, exitFeesPence }: OwnUseEstimateProps) {
  if (!priced)
    return (
      <p className="own-use-estimate">
        <strong>For your use:</strong> this tariff supplies only {label.fuels.map((fuel) => fuel.fuel).join(' and ')},
        which you told us you do not use.
      </p>
    );
  const economy7 = label.fuels.find((fuel) => fuel.unitRates.length > 1);
  const splitAssumed = economy7 && use.electricity?.kind === 'single' ? assumedDayPercent(economy7) : undefined;
  const saving = priced.yearlySavingPence;
  const feesText = exitFeesPence > 0 ? `, counting ${formatPence(exitFeesPence)} of exit fees` : '';
  const coversEveryFuelUsed = (use.electricity ? 1 : 0) + (use.gasKwh !== null ? 1 : 0) === priced.fuels.length;
  return (
    <div className="own-use-estimate">
      <p>
        <strong>For your use:</strong> {formatPence(priced.annualPence)} a year, {formatPence(priced.monthlyPence)} a
        month
        {priced.fuels.length > 1 &&
          ` (${priced.fuels.map((fuel) => `${fuel.fuel} ${formatPence(fuel.annualPence)}`).join(', ')})`}
        .
      </p>
      <p>
        For{' '}
        {priced.fuels
          .map((fuel) => `${kwhText(fuel.kwh.reduce((total, kwh) => total + kwh, 0))} of ${fuel.fuel}`)
          .join(' and ')}
        {splitAssumed !== undefined && `, ${splitAssumed}% of it by day, as this label assumes`}.
      </p>
      {saving !== undefined && (
        <p className="own-use-comparison">
          {saving > 0 && `You would save ${formatPence(saving)} a year compared with your current tariff${feesText}.`}
          {saving < 0 &&
            `Staying on your current tariff is cheaper: this one would cost ${formatPence(-saving)} a year more${feesText}.`}
          {saving === 0 && `The same as your current tariff${feesText}.`}
          {!coversEveryFuelUsed && ` Compared for ${priced.fuels[0]!.fuel} only.`}
        </p>
      )}
    </div>
  );
}
