import { describe, expect, it } from 'vitest';
import { routePaths } from '#contracts/site-routes';
import { brand, telHref } from '../../../web/src/lib/site-config';
import { renderPage } from '../../../web/src/entry-server';

/**
 * Every route as the build renders it (web/prerender.ts calls renderPage for each): the footer of
 * every page carries the 24-hour meter-fault line beside the network emergency numbers
 * (docs/product/site-shell.md › Site shell and links), and each page has one h1 and its own title.
 */
describe('every prerendered page', () => {
  const titles = new Map<string, string>();

  for (const path of Object.values(routePaths)) {
    it(`${path}: the footer has the 24-hour meter-fault line and the emergency numbers as tel: links`, async () => {
      const rendered = await renderPage(path, 'withoutBanner');
      const body = new DOMParser().parseFromString(`<body>${rendered.html}</body>`, 'text/html');
      const footer = body.querySelector('footer');
      expect(footer, 'a footer').not.toBeNull();
      const telLinks = [...(footer?.querySelectorAll('a[href^="tel:"]') ?? [])].map((link) => [
        link.getAttribute('href'),
        link.textContent,
      ]);
      expect(telLinks).toEqual(
        expect.arrayContaining([
          [telHref(brand.meterFaultLine.phone), brand.meterFaultLine.phone],
          ['tel:+44800111999', '0800 111 999'],
          ['tel:105', '105'],
        ]),
      );
      expect(footer?.textContent).toContain('our 24-hour line only when your meter has cut off your supply');
      expect(footer?.querySelector('a[href="/Emergencies"]')).not.toBeNull();
      expect(body.querySelectorAll('h1')).toHaveLength(1);
      const title = /<title>([^<]*)<\/title>/.exec(rendered.head)?.[1];
      expect(title, 'a <title>').toBeTruthy();
      titles.set(path, title ?? '');
    });
  }

  it('no two pages share a title', () => {
    const seen = [...titles.values()];
    expect(seen.length).toBe(Object.values(routePaths).length);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
