import { describe, expect, it } from 'vitest';
import { routePaths } from '#contracts/site-routes';
import { contactLinks, footerColumns } from '../../../../web/src/app/layout/footer-links';
import { navigationGroups } from '../../../../web/src/app/layout/navigation';
import { routes } from '../../../../web/src/app/router';

const sitePaths = Object.values(routePaths);

function routerPaths(): string[] {
  const pages = routes[0]?.children ?? [];
  return pages.flatMap((page) => (page.index ? ['/'] : page.path && page.path !== '*' ? [page.path] : []));
}

// The CloudFront Function reads the same list at synth (tests/unit/infra/edge/viewer-request.test.ts serves each path).
describe('one route table (lambdas/contracts/site-routes.ts)', () => {
  it('the router has a page for exactly the listed paths, plus the not-found page', () => {
    expect(routerPaths().sort()).toEqual([...sitePaths].sort());
    expect(routes[0]?.children?.at(-1)?.path).toBe('*');
  });

  it('every internal link of the navigation and the footer is a listed path', () => {
    const hrefs = [
      ...navigationGroups.flatMap((group) => [group.href, ...(group.items ?? []).map((item) => item.href)]),
      ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
    ].filter((href): href is string => href?.startsWith('/') ?? false);
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(sitePaths).toContain(href);
  });

  it('links the four help pages from the footer', () => {
    const footerHrefs = footerColumns.flatMap((column) => column.links.map((link) => link.href));
    for (const path of [
      routePaths.priorityServices,
      routePaths.helpPaying,
      routePaths.accessibility,
      routePaths.meterReadingHelp,
    ])
      expect(footerHrefs).toContain(path);
  });

  it('links every page a supplier must publish from the footer (docs/product/regulatory-pages.md › Regulatory pages)', () => {
    const footerHrefs = [...footerColumns.flatMap((column) => column.links), ...contactLinks].map((link) => link.href);
    for (const path of [
      routePaths.emergencies,
      routePaths.contact,
      routePaths.guaranteedStandards,
      routePaths.warmHomeDiscount,
      routePaths.complaintsPerformance,
    ])
      expect(footerHrefs).toContain(path);
  });
});
