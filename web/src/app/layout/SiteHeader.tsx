import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'wouter';
import { brand } from '../../lib/site-config';
import { DesktopNavigation } from './DesktopNavigation';
import { MobileNavigation } from './MobileNavigation';
import { signInLink } from './navigation';
import { newTabProps } from '../../components/SmartLink';

export const HEADER_HEIGHT = 64;

function BrandLink({ centred = false }: { centred?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      color="primary"
      sx={{
        fontWeight: 800,
        fontSize: '1.3rem',
        letterSpacing: '-0.01em',
        ...(centred && { position: 'absolute', left: '50%', transform: 'translateX(-50%)' }),
      }}
    >
      {brand.name}
      <span className="visually-hidden"> home</span>
    </Link>
  );
}

/** Shown from the md breakpoint (960 px) up, and below it: CSS decides, so the prerendered HTML fits every width. */
const desktopOnly = { display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 2, flexGrow: 1 } as const;
const mobileOnly = { display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 2, flexGrow: 1 } as const;

/**
 * Fixed top navigation: dropdowns above 960 px, a drawer, centred brand and portal icon below.
 * Both variants are in the markup and a CSS breakpoint shows one (display: none hides the other
 * from assistive technology too): the page is rendered at build time, before any viewport is
 * known, and hydration needs the same markup at every width (web/prerender.ts).
 */
export function SiteHeader() {
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ minHeight: HEADER_HEIGHT, gap: 2, maxWidth: 1400, width: '100%', mx: 'auto' }}>
        <Box sx={desktopOnly}>
          <BrandLink />
          <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center' }}>
            <DesktopNavigation />
          </Box>
          <Button variant="contained" {...newTabProps(signInLink.href)}>
            {signInLink.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Button>
        </Box>
        <Box sx={mobileOnly}>
          <MobileNavigation />
          <BrandLink centred />
          <IconButton
            color="primary"
            {...newTabProps(signInLink.href)}
            aria-label="Sign in to your account (opens in a new tab)"
            sx={{ ml: 'auto' }}
          >
            <PersonIcon />
          </IconButton>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
