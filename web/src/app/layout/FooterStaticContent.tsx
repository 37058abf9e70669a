import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { EmergencyLines } from '../../components/EmergencyLines';
import { SmartLink } from '../../components/SmartLink';
import { newTabProps } from '../../lib/link-rules';
import { brand, socialLinks } from '../../lib/site-config';
import { ThemeScope } from '../../components/ThemeScope';
import { contactLinks, footerColumns, footerSectionTitles } from './footer-links';

/*
 * What the footer leaves as the build wrote it (deferredIsland in SiteFooter.tsx): text and links,
 * drawn with MUI components at build time, never hydrated, and fetched by the browser only when it
 * must draw them itself, so they cost a visit nothing.
 */

const socialIcons = { Facebook: FacebookIcon, Instagram: InstagramIcon, LinkedIn: LinkedInIcon, X: XIcon } as const;

function ContactDetails() {
  return (
    <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.9 }}>
      {contactLinks.map((link) => (
        <div key={link.href}>
          <SmartLink href={link.href} className="shell-footer-link">
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
  { title: footerSectionTitles[0], content: <ContactDetails /> },
  ...footerColumns.map((column) => ({
    title: column.title,
    content: (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {column.links.map((link) => (
          <li key={link.label}>
            <SmartLink href={link.href} className="shell-footer-link">
              {link.label}
            </SmartLink>
          </li>
        ))}
      </Box>
    ),
  })),
];

/** The links (or contact details) of the footer's section with this title (footerSectionTitles). */
export function FooterSectionContent({ title }: { title: string }) {
  return <ThemeScope>{sections.find((section) => section.title === title)?.content}</ThemeScope>;
}

/** The emergency numbers and the social media links, under the sections. */
export function EmergencyAndSocialLinks() {
  return (
    <ThemeScope>
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
    </ThemeScope>
  );
}
