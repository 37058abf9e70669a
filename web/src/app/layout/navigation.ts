import { externalUrls, portalLinks } from '../../lib/site-config';
import { routePaths } from '#contracts/site-routes';

export interface NavLink {
  label: string;
  /** A route of this site, or an https address (opens in a new tab). */
  href: string;
}

export interface NavGroup {
  label: string;
  /** A group with a direct link has no dropdown (Business Energy). */
  href?: string;
  items?: NavLink[];
  /** Routes that mark this group as the current one. */
  activeFor?: string[];
}

/**
 * The top navigation (docs/product/site-shell.md › Site shell and links). "Submit a Meter Reading"
 * goes to this site's own /MeterReading journey rather than the portal page
 * (docs/departures.md › Deliberate departures from the original specification).
 */
export const navigationGroups: NavGroup[] = [
  {
    label: 'About us',
    items: [
      { label: 'Our Story', href: routePaths.aboutUs },
      { label: 'Our Energy', href: routePaths.ourEnergy },
    ],
    activeFor: [routePaths.aboutUs, routePaths.ourEnergy],
  },
  { label: 'Business Energy', href: externalUrls.businessEnergy },
  {
    label: 'Help Center',
    items: [
      { label: 'FAQ', href: externalUrls.helpCentre },
      { label: 'Connect', href: externalUrls.helpCentreNewRequest },
    ],
  },
  {
    label: 'Account',
    items: [
      { label: 'Submit a Meter Reading', href: routePaths.meterReading },
      { label: 'Make a Payment', href: routePaths.payment },
    ],
    activeFor: [routePaths.meterReading, routePaths.submitMeterReading, routePaths.payment],
  },
];

export const signInLink: NavLink = { label: 'Sign in', href: portalLinks.login };

/** Route matching is case-insensitive, like the router and the CloudFront Function. */
export function isGroupActive(group: NavGroup, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return (group.activeFor ?? []).some(
    (route) => path === route.toLowerCase() || path.startsWith(`${route.toLowerCase()}/`),
  );
}
