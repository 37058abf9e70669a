import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PriceCapResponse } from '#contracts/price-cap';
import { MISSING_DISPLAY_VALUE, priceCapMessages } from '#contracts/price-cap-values';
import { SmartLink } from '../../components/SmartLink';
import { brand } from '../../lib/site-config';
import { priceCapFootnote, yearlyPoundsText } from './price-cap-text';
import { tariffInformationHref } from './TariffCard';
import type { Resource } from './useApiResource';

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
        // Side by side while each has 9rem; stacked on a narrower screen or with a wider font.
        flex: '1 1 9rem',
        minWidth: 0,
        minHeight: 112,
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
      <Typography component="p" sx={{ fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.1, whiteSpace: 'nowrap' }}>
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
 * Our standard variable tariff against the regulator's price cap, like with like: the same region,
 * payment method and typical consumption, both from the tariff catalogue, as the footnote says.
 * Both badges keep their height whether loading or not and the footnote keeps room for its lines, so nothing moves
 * when the figures arrive.
 */
export function PriceBadges({ priceCap, postcode }: { priceCap: Resource<PriceCapResponse>; postcode?: string }) {
  const loading = priceCap.status === 'loading';
  const comparison = priceCap.status === 'ready' ? priceCap.data : undefined;
  return (
    <Box component="section" aria-label="Our prices against the price cap">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Badge
          label={`${brand.shortName} Standard Variable Tariff`}
          value={comparison ? yearlyPoundsText(comparison.ownTariff.estimatedAnnualCostPence) : MISSING_DISPLAY_VALUE}
          loading={loading}
          highlight
        />
        <Badge
          label="Ofgem Price Cap"
          value={comparison ? yearlyPoundsText(comparison.priceCap.estimatedAnnualCostPence) : MISSING_DISPLAY_VALUE}
          loading={loading}
        />
      </Box>
      <Typography
        component="p"
        // Room for the whole footnote before it arrives, so nothing below moves: seven lines at 320 px
        // (six at 390), four across a tablet, up to five in the narrower column beside the form.
        sx={{
          mt: 1.5,
          fontSize: '0.8rem',
          lineHeight: 1.4,
          minHeight: { xs: '9.8em', sm: '5.6em', md: '7em' },
          opacity: 0.95,
        }}
      >
        {loading && (
          <>
            <Skeleton variant="text" sx={{ bgcolor: 'rgba(255,255,255,0.25)' }} />
            <Skeleton variant="text" width="70%" sx={{ bgcolor: 'rgba(255,255,255,0.25)' }} />
            <span className="visually-hidden">Loading the price comparison</span>
          </>
        )}
        {comparison && (
          <>
            {priceCapFootnote(comparison)}{' '}
            <SmartLink href={tariffInformationHref(comparison.ownTariff, postcode)} color="inherit" underline="always">
              Tariff information for {comparison.ownTariff.name}
            </SmartLink>
          </>
        )}
        {priceCap.status === 'failed' && `*${priceCapMessages.unavailable}`}
      </Typography>
    </Box>
  );
}
