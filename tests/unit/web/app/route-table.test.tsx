import { describe, expect, it } from 'vitest';
import { pageAt, routePaths, type SitePage } from '#contracts/site-routes';
import { contactLinks, footerColumns } from '../../../../web/src/app/layout/footer-links';
import { navigationGroups } from '../../../../web/src/app/layout/navigation';
import { pageModules } from '../../../../web/src/app/router';

const sitePaths = Object.values(routePaths);

// The CloudFront Function reads the same list at synth (tests/unit/infra/edge/viewer-request.test.ts serves each path).
describe('one route table (lambdas/contracts/site-routes.ts)', () => {
  it('the router has a page module for exactly the listed pages, and every other path is not found', () => {
    expect(Object.keys(pageModules).sort()).toEqual(Object.keys(routePaths).sort());
    for (const page of Object.keys(routePaths) as SitePage[]) {
      expect(pageAt(routePaths[page])).toBe(page);
      expect(pageModules[page]).toBeTypeOf('function');
    }
    expect(pageAt('/NoSuchPage')).toBeUndefined();
    expect(pageAt('/Payment/Success/extra')).toBeUndefined();
  });

  it('matches a path as the CloudFront Function does: any letter case, with or without a trailing slash', () => {
    expect(pageAt('/aboutus')).toBe('aboutUs');
    expect(pageAt('/PAYMENT/success/')).toBe('paymentSuccess');
    expect(pageAt('/')).toBe('home');
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
