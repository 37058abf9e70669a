import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatPence } from '#contracts/money';
import { numberText } from '#contracts/number-text';
import type { TariffLabel, TariffLabelsResponse } from '#contracts/tariff-labels';
import { addressWithOwnUse, priceLabelForOwnUse, typicalOwnUse } from '../own-use';
import { useOwnUseFromAddress } from '../use-own-use';
import { OwnUseEstimate } from './OwnUseEstimate';
import { OwnUseForm } from './OwnUseForm';

/*
 * "What would you pay?" on /Tariffs (docs/product/tariffs.md › Your own use): loaded after the page
 * has hydrated (it shows only with the labels, which need the postcode), so none of it is in the
 * page's first JavaScript. Each part reads the household's use from the address itself.
 */

/** '2,500 kWh of electricity (3,400 kWh on Economy 7) and 9,500 kWh of gas a year'. */
function typicalUseText(typical: TariffLabelsResponse['typicalConsumption']): string {
  return `${numberText(typical.electricitySingleRateKwh)} kWh of electricity (${numberText(typical.electricityMultiRateKwh)} kWh on Economy 7) and ${numberText(typical.gasKwh)} kWh of gas a year`;
}

/** The form, filled from the address or with the typical use the labels assume. */
export function OwnUseSection({ typical }: { typical: TariffLabelsResponse['typicalConsumption'] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { text, checked } = useOwnUseFromAddress();
  const typicalText = useMemo(() => typicalOwnUse(typical), [typical]);
  return (
    <div className="tariffs-search tariffs-no-print">
      <OwnUseForm
        text={text ?? typicalText}
        addressProblems={checked && 'problems' in checked ? checked.problems : []}
        fromAddress={text !== undefined}
        typicalText={`Ofgem's typical use: ${typicalUseText(typical)}`}
        onSubmit={(entered) => setSearchParams(addressWithOwnUse(searchParams, entered))}
        onClear={() => setSearchParams(addressWithOwnUse(searchParams, undefined))}
      />
    </div>
  );
}

/** Below a label's table: what it would cost this household, when the address has its use. */
export function OwnUseEstimateFor({ label }: { label: TariffLabel }) {
  const { checked } = useOwnUseFromAddress();
  if (!checked || !('use' in checked)) return null;
  return (
    <OwnUseEstimate
      label={label}
      priced={priceLabelForOwnUse(label, checked.use, checked.current)}
      use={checked.use}
      exitFeesPence={checked.current?.exitFeesPence ?? 0}
    />
  );
}

/**
 * The text of the page's polite live region: it changes once per change of the figures (the
 * address), not per keystroke: how many labels, and the lowest yearly cost.
 */
export function OwnUseAnnouncement({ labels }: { labels: readonly TariffLabel[] }) {
  const { checked } = useOwnUseFromAddress();
  if (!checked || !('use' in checked)) return null;
  const costs = labels.flatMap((label) => {
    const priced = priceLabelForOwnUse(label, checked.use, checked.current);
    return priced ? [priced.annualPence] : [];
  });
  if (costs.length === 0) return 'No tariff shown supplies the fuels you use.';
  return `Costs for your use shown on ${costs.length} ${costs.length === 1 ? 'label' : 'labels'}, from ${formatPence(Math.min(...costs))} a year.`;
}
