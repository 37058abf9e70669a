import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

export interface SummaryRow {
  term: string;
  value: ReactNode;
}

/**
 * Terms and their values (account number, address, meter serial...) as a description list:
 * each term above its value on phones, side by side where there is room. `noWrap` keeps long
 * numbers whole (WCAG 1.4.10 still holds: they fit 320 px).
 */
interface SummaryListProps {
  rows: SummaryRow[];
  noWrap?: boolean;
  /** Space above and below, in theme spacing units. */
  mt?: number;
  mb?: number;
}

export function SummaryList({ rows, noWrap = false, mt = 0, mb = 0 }: SummaryListProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt,
        mb,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 0.75 },
        '& dd': { m: 0, fontWeight: 600, mb: { xs: 1, sm: 0 }, whiteSpace: noWrap ? 'nowrap' : undefined },
        '& dd:last-of-type': { mb: 0 },
      }}
    >
      {rows.map((row) => (
        <Fragment key={row.term}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {row.term}
          </Typography>
          <Typography component="dd">{row.value}</Typography>
        </Fragment>
      ))}
    </Box>
  );
}
