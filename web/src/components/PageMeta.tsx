import { brand } from '../lib/site-config';

/** Used by pages that do not describe themselves (status pages). */
export const DEFAULT_DESCRIPTION = `${brand.name}: the UK's cheapest variable gas and electricity tariff. Get a quote, pay a bill or submit a meter reading online.`;

interface PageMetaProps {
  /** Page name; the brand is appended ("Complaints | Fernleaf Energy"). */
  title: string;
  description?: string;
}

/**
 * Document title and meta description of a page (React 19 hoists both into <head>). index.html
 * carries no description of its own, so there is exactly one per page.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${brand.name}`}</title>
      <meta name="description" content={description ?? DEFAULT_DESCRIPTION} />
    </>
  );
}
