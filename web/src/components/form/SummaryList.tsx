import { Fragment, type ReactNode } from 'react';
import './form.css';

export interface SummaryRow {
  term: string;
  value: ReactNode;
}

/**
 * Terms and their values (account number, address, meter serial...) as a description list:
 * each term above its value on phones, side by side where there is room. `noWrap` keeps long
 * numbers whole (WCAG 1.4.10 still holds: they fit 320 px). Plain, styled by form.css.
 */
interface SummaryListProps {
  rows: SummaryRow[];
  noWrap?: boolean;
  /** Space above and below, in the theme's spacing units (8 px). */
  mt?: number;
  mb?: number;
}

export function SummaryList({ rows, noWrap = false, mt = 0, mb = 0 }: SummaryListProps) {
  return (
    <dl
      className={noWrap ? 'summary-list summary-list--no-wrap' : 'summary-list'}
      style={mt || mb ? { marginTop: mt * 8, marginBottom: mb * 8 } : undefined}
    >
      {rows.map((row) => (
        <Fragment key={row.term}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
