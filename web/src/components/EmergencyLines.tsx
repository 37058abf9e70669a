import Box, { type BoxProps } from '@mui/material/Box';
import Link from '@mui/material/Link';
import { emergencyNumbers, emergencyTelHrefs } from '../lib/emergency-numbers';

/**
 * "Smell gas?" and "Power cut?" with their free 24-hour numbers as tel: links. Always shown as
 * they are, never inside a collapsed panel: someone who smells gas must not have to find them.
 * The text takes the colour of where it sits (dark footer, green contact block).
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
      </Box>
    </Box>
  );
}
