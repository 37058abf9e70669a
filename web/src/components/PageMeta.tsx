import { brand } from '../lib/site-config';

interface PageMetaProps {
  /** Page name; the brand is appended ("Complaints | Fernleaf Energy"). */
  title: string;
  description?: string;
}

/** Document title and meta description of a page (React 19 hoists both into <head>). */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${brand.name}`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
