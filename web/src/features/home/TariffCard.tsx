import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import type { Tariff } from '#contracts/tariffs';
import { externalUrls } from '../../lib/site-config';
import { formatPence } from '#contracts/money';
import { SmartLink } from '../../components/SmartLink';
import { newTabProps } from '../../lib/link-rules';
import { routePaths } from '#contracts/site-routes';

/** Cards and placeholders share this height so the grid does not move when prices arrive. */
export const TARIFF_CARD_MIN_HEIGHT = 360;

/**
 * The highlight bullets of a tariff card (docs/product/home.md › Tariff cards): the variable
 * dual-fuel tariff's, or a fixed tariff's. A fixed tariff has exit fees, so it never says "No exit
 * fees" (docs/departures.md › Deliberate departures from the original specification).
 */
export function tariffBullets(tariff: Pick<Tariff, 'dualFuel' | 'isFixed' | 'fixedMonths'>): string[] {
  if (tariff.dualFuel && !tariff.isFixed)
    return ['Cheapest Variable tariff in the market', 'No exit fees', 'Automatically benefit when prices drop'];
  return [
    // A variable tariff has no fixed term to promise.
    ...(tariff.fixedMonths > 0 ? [`Enjoy fixed rates for ${tariff.fixedMonths} months`] : []),
    'Exclusive Discount on Energy Rates',
    'Save more when you pay by Direct Debit.',
  ];
}

/** The frame shared by a card and its loading placeholder, so data arriving shifts nothing. */
const cardFrame = {
  minHeight: TARIFF_CARD_MIN_HEIGHT,
  p: 3,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  borderTop: 6,
} as const;

/** The card's tariff on /Tariffs, for the postcode the prices are for when one was entered. */
export function tariffInformationHref(tariff: Pick<Tariff, 'tariff'>, postcode?: string): string {
  const query = new URLSearchParams({
    ...(postcode ? { postcode } : {}),
    tariff: tariff.tariff,
    payment: 'direct_debit_monthly',
  });
  return `${routePaths.tariffs}?${query}`;
}

export function TariffCard({ tariff, postcode }: { tariff: Tariff; postcode?: string }) {
  return (
    <Card component="article" variant="outlined" sx={{ ...cardFrame, borderTopColor: 'primary.main' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="h3" component="h3">
          {tariff.name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, color: 'primary.main' }}>
          <BoltIcon titleAccess="Electricity" />
          {tariff.dualFuel && <LocalFireDepartmentIcon titleAccess="Gas" />}
        </Box>
      </Box>
      <Box>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1 }}>
          {formatPence(tariff.monthlyPence)}
          <Box component="span" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            /month
          </Box>
        </Typography>
        <Typography component="p" color="text.secondary">
          {formatPence(tariff.yearlyPence)} a year
        </Typography>
        <SmartLink href={tariffInformationHref(tariff, postcode)}>
          Tariff information<span className="visually-hidden"> for {tariff.name}</span>
        </SmartLink>
      </Box>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, flex: 1, alignContent: 'start' }}
      >
        {tariffBullets(tariff).map((bullet) => (
          <Box component="li" key={bullet} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleIcon aria-hidden fontSize="small" sx={{ color: 'success.main', mt: '2px' }} />
            <Typography variant="body2">{bullet}</Typography>
          </Box>
        ))}
      </Box>
      <Button variant="contained" {...newTabProps(externalUrls.getAQuote)} fullWidth size="large">
        Get a quote
        <span className="visually-hidden"> for {tariff.name} (opens in a new tab)</span>
      </Button>
    </Card>
  );
}

export function TariffCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ ...cardFrame, borderTopColor: 'divider' }}>
      <Skeleton variant="text" width="70%" sx={{ fontSize: '1.35rem' }} />
      <Box>
        <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="text" width="40%" />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Box>
      <Skeleton variant="rounded" height={42} />
    </Card>
  );
}
