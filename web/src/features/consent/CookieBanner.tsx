import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { SmartLink } from '../../components/SmartLink';
import { useHydrated } from '../../lib/use-hydrated';
import { useConsent } from './ConsentContext';

/**
 * Cookie banner: a non-modal region at the bottom of the screen, so the page stays usable.
 * Accept and Deny both close it; only Accept allows the support chat.
 */
export function CookieBanner() {
  const { bannerOpen, reopened, choose } = useConsent();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The consent cookie is unknown at build time: the banner appears once the page has hydrated.
  const hydrated = useHydrated();

  useEffect(() => {
    if (bannerOpen && reopened) headingRef.current?.focus();
  }, [bannerOpen, reopened]);

  if (!bannerOpen || !hydrated) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="cookie-banner-title"
      elevation={8}
      sx={{
        position: 'fixed',
        insetInline: { xs: 8, md: 24 },
        bottom: { xs: 8, md: 24 },
        zIndex: 'snackbar',
        maxHeight: '80vh',
        overflowY: 'auto',
        p: { xs: 2, md: 3 },
        maxWidth: 960,
        mx: 'auto',
        borderTop: 4,
        borderColor: 'primary.main',
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography
            id="cookie-banner-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h2"
            sx={{ fontSize: '1.15rem', mb: 0.5, outline: 'none' }}
          >
            Cookies on our website
          </Typography>
          <Typography variant="body2">
            We use a few essential cookies to remember your cookie choice. With your permission we also load our web
            chat, which sets its own cookies. Read our <SmartLink href="/Cookies">cookie policy</SmartLink>.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
          <Button variant="contained" onClick={() => choose('accepted')}>
            Accept
          </Button>
          <Button variant="outlined" onClick={() => choose('denied')}>
            Deny
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
