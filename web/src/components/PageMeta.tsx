import { useLocation } from 'react-router-dom';
import { pageAt, pagesLeftOutOfSearch, routePaths } from '#contracts/site-routes';
import { brand, externalUrls } from '../lib/site-config';
import { titleWithErrors, usePageHasErrors } from './form/error-title';

/** Used by pages that do not describe themselves (status pages). */
export const DEFAULT_DESCRIPTION = `${brand.name}: household gas and electricity in Great Britain, with a variable tariff below the Ofgem price cap. Get a quote, pay a bill or submit a meter reading online.`;

interface PageMetaProps {
  /** Page name; the brand is appended ("Complaints | Fernleaf Energy"). */
  title: string;
  description?: string;
}

/**
 * Document title, description, canonical URL and link-preview (Open Graph) tags of a page; React
 * 19 hoists them into <head>. The canonical URL is the route's own spelling on the site's public
 * origin, so /aboutus and /AboutUs count as one page; journey steps, status pages and unknown
 * paths are kept out of search results instead.
 */
export function PageMeta({ title, description = DEFAULT_DESCRIPTION }: PageMetaProps) {
  const page = pageAt(useLocation().pathname);
  const fullTitle = `${title} | ${brand.name}`;
  // "Error: " while a form on the page shows its error summary (GOV.UK pattern); link previews keep the plain title.
  const documentTitle = titleWithErrors(fullTitle, usePageHasErrors());
  const canonical = page && `${new URL(externalUrls.site).origin}${routePaths[page]}`;
  const searchable = page !== undefined && !pagesLeftOutOfSearch.includes(page);
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      {canonical && <link rel="canonical" href={canonical} />}
      {!searchable && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
    </>
  );
}
