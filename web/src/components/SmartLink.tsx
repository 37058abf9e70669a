import Link, { type LinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link as RouterLink } from 'wouter';

/**
 * A link starting with https or www leaves the site; anything else is a route
 * (docs/product/site-shell.md › Site shell and links).
 */
export function isExternalHref(href: string): boolean {
  return /^(https?:\/\/|www\.)/i.test(href) || /^(mailto|tel):/i.test(href);
}

/** External targets as a browser needs them ("www.x.org" has no scheme and would resolve as a path). */
export function toExternalUrl(href: string): string {
  return /^www\./i.test(href) ? `https://${href}` : href;
}

/** Props that open an address in a new tab without giving the new page access to this one. */
export function newTabProps(href: string) {
  return { href: toExternalUrl(href), target: '_blank', rel: 'noopener noreferrer' } as const;
}

export type SmartLinkProps = Omit<LinkProps, 'href'> & { href: string };

/**
 * A link that follows the site's link rule: web addresses open in a new tab without giving the
 * new page access to this one; mail and phone links open their app; other paths use the router.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { href, children, ...props },
  ref,
) {
  if (/^(mailto|tel):/i.test(href)) {
    return (
      <Link ref={ref} href={href} {...props}>
        {children}
      </Link>
    );
  }
  if (isExternalHref(href)) {
    return (
      <Link ref={ref} {...newTabProps(href)} {...props}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
    );
  }
  return (
    <Link ref={ref} component={RouterLink} to={href} {...props}>
      {children}
    </Link>
  );
});
