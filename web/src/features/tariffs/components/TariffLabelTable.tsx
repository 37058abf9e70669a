import Box from '@mui/material/Box';
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
      values: perFuel((fuel) => unitRateLines(fuel).map((line) => <Box key={line}>{line}</Box>)),
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
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '@media print': { overflow: 'visible' },
      }}
    >
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& caption': { textAlign: 'left', fontWeight: 700, fontSize: '1.125rem', pb: 1, captionSide: 'top' },
          '& th, & td': {
            textAlign: 'left',
            verticalAlign: 'top',
            p: { xs: 0.75, sm: 1.25 },
            borderBottom: '1px solid',
            borderColor: 'divider',
            overflowWrap: 'anywhere',
          },
          '& thead th': { borderBottomWidth: 2, color: 'text.secondary' },
          '& tbody th': { fontWeight: 700, width: { xs: '36%', sm: '34%' } },
        }}
      >
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
      </Box>
    </Box>
  );
}
