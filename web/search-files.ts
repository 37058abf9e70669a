/*
 * The files search engines read, written by the build (web/vite.config.ts) for the site's public
 * origin (VITE_SITE_URL, default in lambdas/contracts/brand.ts): a sitemap of the pages worth
 * listing (lambdas/contracts/site-routes.ts) and a robots.txt that points at it.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The absolute URL of a site path, e.g. ('https://www.fernleaf.example', '/AboutUs'). */
export function siteUrl(origin: string, path: string): string {
  return `${new URL(origin).origin}${path}`;
}

export function renderSitemap(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(siteUrl(origin, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every page but not the API; the sitemap says which pages matter. */
export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${siteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}
