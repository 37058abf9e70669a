import { describe, expect, it } from 'vitest';
import { defaultExternalUrls } from '#contracts/brand';
import { routePaths, searchablePaths } from '#contracts/site-routes';
import { renderRobots, renderSitemap } from '../../../web/search-files.js';

const origin = defaultExternalUrls.site;

describe('sitemap.xml', () => {
  const sitemap = renderSitemap(origin, searchablePaths());
  const locations = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((match) => match[1]);

  it('is a sitemaps.org urlset of absolute URLs on the site origin', () => {
    expect(
      sitemap.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(sitemap.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(sitemap.match(/<url>/g)).toHaveLength(locations.length);
    for (const location of locations) expect(location).toMatch(/^https:\/\/www\.fernleaf\.example\//);
  });

  it('lists the public pages and leaves out journey steps and status pages', () => {
    expect(locations).toContain(`${origin}/`);
    expect(locations).toContain(`${origin}${routePaths.aboutUs}`);
    expect(locations).toContain(`${origin}${routePaths.payment}`);
    expect(locations).toContain(`${origin}${routePaths.meterReading}`);
    for (const unlisted of [
      routePaths.submitMeterReading,
      routePaths.paymentSuccess,
      routePaths.paymentFailure,
      routePaths.inProgress,
      routePaths.setPasswordIncomplete,
    ])
      expect(locations).not.toContain(`${origin}${unlisted}`);
  });

  it('escapes characters XML reserves', () => {
    expect(renderSitemap(origin, ["/a&b'<c>"])).toContain('/a&#38;b&#39;&#60;c&#62;</loc>');
  });
});

describe('robots.txt', () => {
  it('allows the pages, not the API, and points at the sitemap', () => {
    expect(renderRobots(`${origin}/ignored/path`).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Sitemap: https://www.fernleaf.example/sitemap.xml',
      '',
    ]);
  });
});
