import { brand, externalUrls, telHref } from '../../lib/site-config';
import { routePaths } from '#contracts/site-routes';
import type { NavLink } from './navigation';

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/**
 * Footer columns (docs/product/site-shell.md › Site shell and links); Contact is rendered
 * separately: it is an address block.
 */
export const footerColumns: FooterColumn[] = [
  {
    title: 'Page',
    links: [
      { label: 'About', href: routePaths.aboutUs },
      { label: 'Our Energy', href: routePaths.ourEnergy },
      { label: 'Tariff information', href: routePaths.tariffs },
      { label: 'Business Energy', href: externalUrls.businessEnergy },
      { label: 'Help Center', href: externalUrls.helpCentre },
      { label: 'Reading your meter', href: routePaths.meterReadingHelp },
      { label: 'Priority Services Register', href: routePaths.priorityServices },
      { label: 'Help paying your bill', href: routePaths.helpPaying },
      { label: 'Warm Home Discount', href: routePaths.warmHomeDiscount },
    ],
  },
  {
    title: 'More',
    links: [
      { label: 'FAQs', href: externalUrls.helpCentre },
      { label: 'Terms and conditions', href: routePaths.termsAndConditions },
      { label: 'Privacy', href: routePaths.privacy },
      { label: 'Complaints', href: routePaths.complaints },
      { label: 'Complaints performance', href: routePaths.complaintsPerformance },
      { label: 'Guaranteed standards', href: routePaths.guaranteedStandards },
      { label: 'Reviews policy', href: routePaths.reviewsPolicy },
      { label: 'Anti-Slavery', href: routePaths.antiSlavery },
      { label: 'Accessibility', href: routePaths.accessibility },
      { label: 'Emergencies', href: routePaths.emergencies },
    ],
  },
];

export const contactLinks: NavLink[] = [
  { label: brand.phone, href: telHref(brand.phone) },
  { label: brand.email, href: `mailto:${brand.email}` },
  { label: 'All the ways to contact us', href: routePaths.contact },
];

/** The footer's sections in order: the contact details, then the columns of links. */
export const footerSectionTitles = ['Contact', ...footerColumns.map((column) => column.title)] as const;
