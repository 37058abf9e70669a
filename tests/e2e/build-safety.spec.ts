import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('the web build contains no card-provider secret key (no string starting with sk_)', () => {
  const files = filesUnder('web/dist');
  expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
  const offenders = files.filter((file) => /\bsk_(test|live)?_?[A-Za-z0-9]/.test(readFileSync(file, 'latin1')));
  expect(offenders).toEqual([]);
});

test('search engines get the sitemap and robots.txt the build wrote', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  expect(await sitemap.text()).toContain('<loc>https://www.fernleaf.example/AboutUs</loc>');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: https://www.fernleaf.example/sitemap.xml');
});

test('a page carries its canonical URL and preview tags, and the home page its company data', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.fernleaf.example/AboutUs');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Fernleaf Energy$/);
  await page.goto('/');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null') as {
    identifier: { value: string };
  };
  expect(data.identifier.value).toBe('09876543');
});
