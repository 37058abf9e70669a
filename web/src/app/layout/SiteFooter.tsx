import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { EmergencyLines } from '../../components/EmergencyLines';
import { newTabProps, SmartLink } from '../../components/SmartLink';
import { StaticIsland } from '../../components/StaticIsland';
import { useConsent } from '../../features/consent/ConsentContext';
import { brand, socialLinks } from '../../lib/site-config';
import { contactLinks, footerColumns } from './footer-links';

const socialIcons = { Facebook: FacebookIcon, Instagram: InstagramIcon, LinkedIn: LinkedInIcon, X: XIcon } as const;

const linkSx = { color: 'inherit', display: 'inline-block', py: 0.5 } as const;

function ContactDetails() {
  return (
    <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.9 }}>
      {contactLinks.map((link) => (
        <div key={link.href}>
          <SmartLink href={link.href} sx={linkSx}>
            {link.label}
          </SmartLink>
        </div>
      ))}
      <div>{brand.registeredOffice}</div>
      <div>Company number {brand.companyNumber}</div>
    </Box>
  );
}

const sections: { title: string; content: ReactNode }[] = [
  { title: 'Contact', content: <ContactDetails /> },
  ...footerColumns.map((column) => ({
    title: column.title,
    content: (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {column.links.map((link) => (
          <li key={link.label}>
            <SmartLink href={link.href} sx={linkSx}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </Box>
    ),
  })),
];

function FooterPanel({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const contentId = useId();
  return (
    <Box sx={{ borderBottom: '1px solid rgba(255,255,255,0.25)' }}>
      <Typography component="h2" sx={{ m: 0 }}>
        <Box
          component="button"
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={onToggle}
          sx={{
            all: 'unset',
            boxSizing: 'border-box',
            cursor: 'pointer',
            width: '100%',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            py: 1.5,
            px: 0.5,
            fontWeight: 700,
          }}
        >
          {title}
          <ExpandMoreIcon
            aria-hidden
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        </Box>
      </Typography>
      <Box id={contentId} hidden={!open} sx={{ pb: 2, px: 0.5 }}>
        <StaticIsland>{children}</StaticIsland>
      </Box>
    </Box>
  );
}

/** Narrow screens: one collapsible panel open at a time; all close when the route changes. */
function FooterPanels() {
  const [pathname] = useLocation();
  const [open, setOpen] = useState<{ title: string; pathname: string } | null>(null);
  const openTitle = open?.pathname === pathname ? open.title : null;
  return (
    <Box>
      {sections.map((section) => (
        <FooterPanel
          key={section.title}
          title={section.title}
          open={openTitle === section.title}
          onToggle={() => setOpen(openTitle === section.title ? null : { title: section.title, pathname })}
        >
          {section.content}
        </FooterPanel>
      ))}
    </Box>
  );
}

function FooterColumns() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr', gap: 6 }}>
      {sections.map((section) => (
        <section key={section.title}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1.5 }}>
            {section.title}
          </Typography>
          <StaticIsland>{section.content}</StaticIsland>
        </section>
      ))}
    </Box>
  );
}

export function SiteFooter() {
  const { reopen } = useConsent();
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.dark',
        color: '#fff',
        mt: 'auto',
        py: { xs: 4, md: 6 },
        '& a:focus-visible, & button:focus-visible': { outline: '3px solid #f5c242', outlineOffset: 2 },
      }}
    >
      <Container maxWidth="lg">
        {/* A CSS breakpoint picks the layout, so the prerendered HTML is right at every width (SiteHeader.tsx). */}
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <FooterColumns />
        </Box>
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <FooterPanels />
        </Box>
        <StaticIsland>
          <EmergencyLines sx={{ mt: 3 }} />
          <Stack direction="row" spacing={1} sx={{ mt: 3 }} role="group" aria-label="Social media">
            {socialLinks.map((social) => {
              const Icon = socialIcons[social.name];
              return (
                <IconButton
                  key={social.name}
                  {...newTabProps(social.href)}
                  aria-label={`${brand.name} on ${social.name} (opens in a new tab)`}
                  sx={{ color: '#fff' }}
                >
                  <Icon />
                </IconButton>
              );
            })}
          </Stack>
        </StaticIsland>
        <Typography variant="body2" sx={{ mt: 2 }}>
          We use cookies to remember your cookie choice and, if you allow it, to run our web chat. Find out more in our{' '}
          <SmartLink href="/Cookies" sx={{ color: 'inherit', textDecoration: 'underline' }}>
            cookie policy
          </SmartLink>
          .{' '}
          <Button
            onClick={reopen}
            size="small"
            sx={{
              color: 'inherit',
              textDecoration: 'underline',
              p: 0,
              minWidth: 0,
              verticalAlign: 'baseline',
              fontWeight: 400,
            }}
          >
            Cookie settings
          </Button>
        </Typography>
        <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.9 }}>
          © {brand.copyrightYear} {brand.legalEntity}. Registered in {brand.registeredIn}, company number{' '}
          {brand.companyNumber}.
        </Typography>
      </Container>
    </Box>
  );
}
