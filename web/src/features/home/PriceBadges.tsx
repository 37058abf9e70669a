import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PriceCapResponse } from '#contracts/price-cap';
import { MISSING_DISPLAY_VALUE } from '#contracts/price-cap-values';
import { brand } from '../../lib/site-config';
import type { Resource } from './useApiResource';

const missing: PriceCapResponse = {
  ownStandardVariableTariff: MISSING_DISPLAY_VALUE,
  regulatorPriceCap: MISSING_DISPLAY_VALUE,
  priceCapDate: MISSING_DISPLAY_VALUE,
};

function Badge({
  label,
  value,
  loading,
  highlight,
}: {
  label: string;
  value: string;
  loading: boolean;
  highlight?: boolean;
}) {
  return (
    <Box
      sx={{
        flex: '1 1 0',
        minWidth: 0,
        height: 112,
        p: 2,
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        bgcolor: highlight ? 'secondary.main' : 'rgba(255,255,255,0.12)',
        color: highlight ? 'secondary.contrastText' : 'inherit',
        border: highlight ? 'none' : '1px solid rgba(255,255,255,0.4)',
      }}
    >
      <Typography component="p" sx={{ fontSize: '0.9rem', fontWeight: 600, lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.1 }}>
        {loading ? (
          // aria-label is not allowed on the skeleton's plain span (axe aria-prohibited-attr): hidden text instead.
          <>
            <Skeleton variant="text" width="5ch" aria-hidden sx={{ bgcolor: 'rgba(0,0,0,0.12)' }} />
            <span className="visually-hidden">Loading price</span>
          </>
        ) : (
          `${value}*`
        )}
      </Typography>
    </Box>
  );
}

/**
 * Our standard variable tariff against the regulator's price cap for a typical home, with the
 * footnote the comparison needs. Both badges have a fixed height, so nothing moves when the
 * values arrive.
 */
export function PriceBadges({ priceCap }: { priceCap: Resource<PriceCapResponse> }) {
  const loading = priceCap.status === 'loading';
  const values = priceCap.status === 'ready' ? priceCap.data : missing;
  return (
    <Box component="section" aria-label="Our prices against the price cap">
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Badge
          label={`${brand.shortName} Standard Variable Tariff`}
          value={values.ownStandardVariableTariff}
          loading={loading}
          highlight
        />
        <Badge label="Ofgem Price Cap" value={values.regulatorPriceCap} loading={loading} />
      </Box>
      <Typography
        component="p"
        sx={{ mt: 1.5, fontSize: '0.8rem', lineHeight: 1.4, minHeight: '2.3em', opacity: 0.95 }}
      >
        *Prices as of{' '}
        {loading ? (
          <Skeleton
            variant="text"
            component="span"
            width="7.5em"
            sx={{ display: 'inline-block', bgcolor: 'rgba(255,255,255,0.25)' }}
          />
        ) : (
          values.priceCapDate
        )}
        , based on a typical mid consumer of the regulator (2700 kWh Power, 11500 kWh Gas)
      </Typography>
    </Box>
  );
}
