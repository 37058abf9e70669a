import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isExternalHref, newTabProps } from '../lib/link-rules';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** 'inherit': the text's own colour, underlined in it (on dark or tinted backgrounds). */
  tone?: 'inherit';
}

/**
 * A link that follows the site's link rule: web addresses open in a new tab without giving the
 * new page access to this one; mail and phone links open their app; other paths use the router.
 * A plain anchor styled by web/src/app/layout/shell.css (`.shell-link`), so the pages that show
 * one can hydrate without MUI (docs/first-paint.md › Interactive sooner).
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { href, tone, className, children, ...props },
  ref,
) {
  const classes = ['shell-link', tone === 'inherit' && 'shell-link--inherit', className].filter(Boolean).join(' ');
  if (/^(mailto|tel):/i.test(href)) {
    return (
      <a ref={ref} href={href} className={classes} {...props}>
        {children}
      </a>
    );
  }
  if (isExternalHref(href)) {
    return (
      <a ref={ref} {...newTabProps(href)} className={classes} {...props}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <RouterLink ref={ref} to={href} className={classes} {...props}>
      {children}
    </RouterLink>
  );
});
