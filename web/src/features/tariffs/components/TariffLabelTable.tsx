import { useId, type ReactNode } from 'react';
import type { TariffLabel } from '#contracts/tariff-labels';
import { formatPence } from '#contracts/money';
import { brand } from '../../../lib/site-config';
import {
  annualCostText,
  exitFeesText,
  fuelNames,
  labelTitle,
  paymentMethodText,
  priceGuaranteedText,
  standingChargeText,
  tariffEndsText,
  tariffTypeText,
  unitRateLines,
} from '../label-text';

interface Row {
  heading: string;
  /** One value for the whole label, or one per fuel (its column). */
  values: ReactNode | ReactNode[];
}

/**
 * One Tariff Information Label as a native table (REGULATION.md › Tariff Information Label
 * (TIL)): a row per field, a column per fuel. On a narrow screen the table scrolls inside its own
 * labelled, focusable region rather than the page (as web/src/features/information-pages/components/DataTable.tsx).
 * Plain elements styled by ../tariffs.css.
 */
export function TariffLabelTable({ label }: { label: TariffLabel }) {
  const captionId = useId();
  const perFuel = (value: (fuel: TariffLabel['fuels'][number]) => ReactNode) => label.fuels.map(value);
  const rows: Row[] = [
    { heading: 'Supplier', values: brand.name },
    { heading: 'Tariff name', values: label.tariffName },
    { heading: 'Tariff type', values: tariffTypeText(label) },
    { heading: 'Payment method', values: paymentMethodText(label.paymentMethod) },
    {
      heading: 'Unit rate',
      values: perFuel((fuel) => unitRateLines(fuel).map((line) => <div key={line}>{line}</div>)),
    },
    { heading: 'Standing charge', values: perFuel(standingChargeText) },
    { heading: 'Tariff ends on', values: tariffEndsText(label) },
    { heading: 'Price guaranteed until', values: priceGuaranteedText(label) },
    { heading: 'Exit fees', values: exitFeesText(label) },
    { heading: 'Discounts and additional charges', values: 'None' },
    { heading: 'Additional products or services included', values: 'None' },
    { heading: 'Estimated annual cost', values: perFuel(annualCostText) },
    { heading: 'Tariff code', values: perFuel((fuel) => fuel.tariffCode) },
  ];
  const columns = label.fuels.length;
  return (
    // A keyboard user scrolls the region once it has focus (WCAG 2.1.1); the caption names it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="tariff-label">
      <table>
        <caption id={captionId}>{labelTitle(label)}</caption>
        <thead>
          <tr>
            <td />
            {label.fuels.map((fuel) => (
              <th key={fuel.kind} scope="col">
                {fuelNames[fuel.fuel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.heading}>
              <th scope="row">{row.heading}</th>
              {Array.isArray(row.values) ? (
                row.values.map((value, index) => <td key={index}>{value}</td>)
              ) : (
                <td colSpan={columns}>{row.values}</td>
              )}
            </tr>
          ))}
          {columns > 1 && (
            <tr>
              <th scope="row">Estimated annual cost of both fuels</th>
              <td colSpan={columns}>{formatPence(label.estimatedAnnualCostPence)} a year</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
