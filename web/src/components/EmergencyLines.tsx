import Box, { type BoxProps } from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { routePaths } from '#contracts/site-routes';
import { emergencyNumbers, emergencyTelHrefs } from '../lib/emergency-numbers';
import { brand, telHref } from '../lib/site-config';
import { SmartLink } from './SmartLink';

/**
 * "Smell gas?", "Power cut?" and "No power or gas because of your meter?" with their free 24-hour
 * numbers as tel: links, a line saying which number is for what, and a link to the emergencies
 * page (docs/product/site-shell.md › Site shell and links). Always shown as they are, never inside
 * a collapsed panel: someone who smells gas must not have to find them. The text takes the colour
 * of where it sits (dark footer, green contact block).
 */
export function EmergencyLines({ sx }: { sx?: BoxProps['sx'] }) {
  const linkSx = { color: 'inherit', fontWeight: 700, whiteSpace: 'nowrap' } as const;
  return (
    <Box sx={sx}>
      <Box
        component="ul"
        aria-label="Emergency numbers"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, lineHeight: 1.6 }}
      >
        <li>
          <strong>Smell gas?</strong> Call the National Gas Emergency Service on{' '}
          <Link href={emergencyTelHrefs.gas} underline="always" sx={linkSx}>
            {emergencyNumbers.gas}
          </Link>
        </li>
        <li>
          <strong>Power cut?</strong> Call{' '}
          <Link href={emergencyTelHrefs.powerCut} underline="always" sx={linkSx}>
            {emergencyNumbers.powerCut}
          </Link>
        </li>
        <li>
          <strong>No power or gas because of a fault with your meter?</strong> Call us free,{' '}
          {brand.meterFaultLine.hours}, on{' '}
          <Link href={telHref(brand.meterFaultLine.phone)} underline="always" sx={linkSx}>
            {brand.meterFaultLine.phone}
          </Link>
        </li>
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1, lineHeight: 1.6 }}>
        All three are free, day and night. Call {emergencyNumbers.powerCut} when the power is off in your street or your
        area, {emergencyNumbers.gas} if you smell gas or fear carbon monoxide, and our 24-hour line only when your meter
        has cut off your supply; for anything else, our customer line, {brand.phone}, {brand.openingHours}.{' '}
        <SmartLink href={routePaths.emergencies} tone="inherit">
          What to do in an emergency
        </SmartLink>
      </Typography>
    </Box>
  );
}
