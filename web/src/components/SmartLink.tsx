import Link, { type LinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link as RouterLink } from 'wouter';
import { isExternalHref, newTabProps } from '../lib/link-rules';

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
