import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { numberText } from '#contracts/number-text';
import { routePaths } from '#contracts/site-routes';
import type { Tariff, TariffsResponse } from '#contracts/tariffs';
import { externalUrls } from '../../lib/site-config';
import { TARIFF_CARD_MIN_HEIGHT, TariffCard, TariffCardSkeleton } from './TariffCard';
import type { Resource } from './useApiResource';
import { TARIFFS_HEADING_ID } from './region-prices';
import { SmartLink } from '../../components/SmartLink';
import { newTabProps } from '../../lib/link-rules';

/** Placeholders while prices load: one row on a wide screen. */
const SKELETON_CARDS = 4;

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/**
 * 'Our Tariffs': the catalogue's cards in the API's order, or a way to a quote when there are none,
 * with the distribution region they are priced for (East Midlands until a postcode is entered).
 */
export function TariffsSection({
  tariffs,
  regionName,
  postcode,
  consumption,
}: {
  tariffs: Resource<Tariff[]>;
  regionName: string;
  /** The postcode entered in 'Quote me', if any: the cards' tariff information is for it. */
  postcode?: string;
  /** The typical consumption the yearly figures assume, once the prices have arrived. */
  consumption?: TariffsResponse['typicalConsumption'];
}) {
  return (
    <Box component="section" aria-labelledby={TARIFFS_HEADING_ID}>
      <Typography variant="h2" id={TARIFFS_HEADING_ID} sx={{ textAlign: 'center', mb: 1 }}>
        Our Tariffs
      </Typography>
      <Typography component="p" sx={{ textAlign: 'center', fontWeight: 600, mb: 4 }}>
        Prices for {regionName}
      </Typography>
      {tariffs.status === 'loading' && (
        <Box sx={grid} aria-busy="true" aria-label="Loading our tariffs" role="status">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <TariffCardSkeleton key={index} />
          ))}
        </Box>
      )}
      {tariffs.status === 'ready' && tariffs.data.length > 0 && (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }} aria-label="Tariffs">
          {tariffs.data.map((tariff) => (
            <li key={`${tariff.type}-${tariff.name}`}>
              <TariffCard tariff={tariff} postcode={postcode} />
            </li>
          ))}
        </Box>
      )}
      {(tariffs.status === 'failed' || (tariffs.status === 'ready' && tariffs.data.length === 0)) && (
        <Box
          sx={{
            minHeight: TARIFF_CARD_MIN_HEIGHT / 2,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            textAlign: 'center',
          }}
        >
          <Typography>
            Our latest tariff prices are not available just now. Get a quote to see the price for your home.
          </Typography>
          <Button variant="contained" {...newTabProps(externalUrls.getAQuote)}>
            Get a quote
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Button>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Prices for homes in the {regionName} region paying by monthly Direct Debit
        {consumption &&
          `, for a year's typical use of ${numberText(consumption.electricityKwh)} kWh of electricity and ${numberText(consumption.gasKwh)} kWh of gas`}
        . <SmartLink href={routePaths.tariffs}>Unit rates and standing charges of every tariff</SmartLink>
      </Typography>
    </Box>
  );
}
