import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { EmergencyLines } from '../../components/EmergencyLines';
import { newTabProps, SmartLink } from '../../components/SmartLink';
import { brand, socialLinks } from '../../lib/site-config';
import { contactLinks, footerColumns } from './footer-links';

/*
 * What the footer leaves as the build wrote it (StaticIsland in SiteFooter.tsx): text and links,
 * drawn with MUI components at build time and never hydrated, so they cost the browser nothing.
 */

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

/** The footer's sections: a column each from 960 px, a collapsible panel each below (SiteFooter.tsx). */
export const footerSections: { title: string; content: ReactNode }[] = [
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

/** The emergency numbers and the social media links, under the sections. */
export function EmergencyAndSocialLinks() {
  return (
    <>
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
    </>
  );
}
