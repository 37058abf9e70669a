import { render } from '@testing-library/react';
import { AtPath } from '../at-path';
import { describe, expect, it } from 'vitest';
import { PageMeta } from '../../../../web/src/components/PageMeta';

function headAt(path: string) {
  render(
    <AtPath path={path}>
      <PageMeta title="About us" description="Who we are." />
    </AtPath>,
  );
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
  return {
    title: document.title,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    robots: content('meta[name="robots"]'),
    description: content('meta[name="description"]'),
    ogTitle: content('meta[property="og:title"]'),
    ogUrl: content('meta[property="og:url"]'),
  };
}

describe('PageMeta', () => {
  it("gives a page its title, description, canonical URL (the route's own spelling) and preview tags", () => {
    expect(headAt('/aboutus/')).toEqual({
      title: 'About us | Fernleaf Energy',
      canonical: 'https://www.fernleaf.example/AboutUs',
      robots: undefined,
      description: 'Who we are.',
      ogTitle: 'About us | Fernleaf Energy',
      ogUrl: 'https://www.fernleaf.example/AboutUs',
    });
  });

  it('keeps journey steps out of search results', () => {
    expect(headAt('/Payment/Success')).toMatchObject({
      canonical: 'https://www.fernleaf.example/Payment/Success',
      robots: 'noindex',
    });
  });

  it('gives an unknown path no canonical URL and keeps it out of search results', () => {
    expect(headAt('/no-such-page')).toMatchObject({ canonical: undefined, robots: 'noindex', ogUrl: undefined });
  });
});
