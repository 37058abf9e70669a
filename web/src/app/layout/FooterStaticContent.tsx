import type { ReactNode } from 'react';
import { EmergencyLines } from '../../components/EmergencyLines';
import { ShellIcon } from '../../components/ShellIcon';
import { SmartLink } from '../../components/SmartLink';
import { newTabProps } from '../../lib/link-rules';
import { brand, socialLinks } from '../../lib/site-config';
import { contactLinks, footerColumns, footerSectionTitles } from './footer-links';

/*
 * What the footer leaves as the build wrote it (deferredIsland in SiteFooter.tsx): text and links
 * in plain elements (shell.css), never hydrated, and fetched by the browser only when it must draw
 * them itself, so they cost a visit nothing.
 */

/** Material icons' paths (as @mui/icons-material) for the social media links. */
const socialIcons = {
  Facebook:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z',
  Instagram:
    'M7.8 2h8.4C19.4 2 22 4.6 22 7.8v8.4a5.8 5.8 0 0 1-5.8 5.8H7.8C4.6 22 2 19.4 2 16.2V7.8A5.8 5.8 0 0 1 7.8 2m-.2 2A3.6 3.6 0 0 0 4 7.6v8.8C4 18.39 5.61 20 7.6 20h8.8a3.6 3.6 0 0 0 3.6-3.6V7.6C20 5.61 18.39 4 16.4 4H7.6m9.65 1.5a1.25 1.25 0 0 1 1.25 1.25A1.25 1.25 0 0 1 17.25 8 1.25 1.25 0 0 1 16 6.75a1.25 1.25 0 0 1 1.25-1.25M12 7a5 5 0 0 1 5 5 5 5 0 0 1-5 5 5 5 0 0 1-5-5 5 5 0 0 1 5-5m0 2a3 3 0 0 0-3 3 3 3 0 0 0 3 3 3 3 0 0 0 3-3 3 3 0 0 0-3-3z',
  LinkedIn:
    'M19 3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14m-.5 15.5v-5.3a3.26 3.26 0 0 0-3.26-3.26c-.85 0-1.84.52-2.32 1.3v-1.11h-2.79v8.37h2.79v-4.93c0-.77.62-1.4 1.39-1.4a1.4 1.4 0 0 1 1.4 1.4v4.93h2.79M6.88 8.56a1.68 1.68 0 0 0 1.68-1.68c0-.93-.75-1.69-1.68-1.69a1.69 1.69 0 0 0-1.69 1.69c0 .93.76 1.68 1.69 1.68m1.39 9.94v-8.37H5.5v8.37h2.77z',
  X: 'M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z',
} as const;

function ContactDetails() {
  return (
    <address className="shell-footer-address">
      {contactLinks.map((link) => (
        <div key={link.href}>
          <SmartLink href={link.href} className="shell-footer-link">
            {link.label}
          </SmartLink>
        </div>
      ))}
      <div>{brand.registeredOffice}</div>
      <div>Company number {brand.companyNumber}</div>
    </address>
  );
}

const sections: { title: string; content: ReactNode }[] = [
  { title: footerSectionTitles[0], content: <ContactDetails /> },
  ...footerColumns.map((column) => ({
    title: column.title,
    content: (
      <ul className="shell-footer-links">
        {column.links.map((link) => (
          <li key={link.label}>
            <SmartLink href={link.href} className="shell-footer-link">
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    ),
  })),
];

/** The links (or contact details) of the footer's section with this title (footerSectionTitles). */
export function FooterSectionContent({ title }: { title: string }) {
  return sections.find((section) => section.title === title)?.content;
}

/** The emergency numbers and the social media links, under the sections. */
export function EmergencyAndSocialLinks() {
  return (
    <>
      <EmergencyLines className="shell-footer-emergency" />
      <div className="shell-footer-social" role="group" aria-label="Social media">
        {socialLinks.map((social) => (
          <a
            key={social.name}
            {...newTabProps(social.href)}
            aria-label={`${brand.name} on ${social.name} (opens in a new tab)`}
            className="shell-icon-button"
          >
            <ShellIcon path={socialIcons[social.name]} />
          </a>
        ))}
      </div>
    </>
  );
}
