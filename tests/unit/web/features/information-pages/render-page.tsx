import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AtPath } from '../../at-path';

/** Renders a page as the router would, at its own route. */
export function renderPage(Page: ComponentType, path: string) {
  return render(
    <AtPath path={path}>
      <Page />
    </AtPath>,
  );
}

/** Every heading in document order as [level, text]. */
export function headingOutline(container: HTMLElement): [number, string][] {
  return Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) => [
    Number(heading.tagName.slice(1)),
    heading.textContent?.trim() ?? '',
  ]);
}

/** Whitespace-normalised visible text, so a fact split across elements still matches. */
export function pageText(container: HTMLElement): string {
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}
