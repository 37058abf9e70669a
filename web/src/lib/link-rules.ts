/**
 * The site's link rule (docs/product/site-shell.md › Site shell and links), without a component:
 * the shell and the status pages use it with plain <a> elements, SmartLink with MUI's Link.
 * A link starting with https or www leaves the site; anything else is a route.
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
