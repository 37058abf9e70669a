import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/Chat';
import PhoneIcon from '@mui/icons-material/Phone';
import { brand, externalUrls, telHref } from '../../lib/site-config';
import { EmergencyLines } from '../../components/EmergencyLines';
import { newTabProps } from '../../lib/link-rules';

/** 'Speak to our team': opening hours, web chat (the help centre's new-request page) and the freephone number. */
export function ContactSection() {
  return (
    <Box
      component="section"
      aria-labelledby="speak-to-our-team-heading"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        // Focus rings in yellow on the green panel (theme.ts).
        '--focus-ring-colour': '#f5c242',
        borderRadius: 3,
        p: { xs: 3, md: 5 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: 3,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box>
        <Typography variant="h2" id="speak-to-our-team-heading">
          Speak to our team
        </Typography>
        <Typography sx={{ mt: 1 }}>{brand.openingHours}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<ChatIcon aria-hidden />}
          {...newTabProps(externalUrls.helpCentreNewRequest)}
        >
          Chat with us
          <span className="visually-hidden"> (opens in a new tab)</span>
        </Button>
        <Link
          href={telHref(brand.phone)}
          color="inherit"
          underline="always"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700, fontSize: '1.25rem' }}
        >
          <PhoneIcon aria-hidden />
          <span>
            <span className="visually-hidden">Call us free on </span>
            {brand.phone}
          </span>
        </Link>
      </Box>
      <EmergencyLines sx={{ flexBasis: '100%' }} />
    </Box>
  );
}
