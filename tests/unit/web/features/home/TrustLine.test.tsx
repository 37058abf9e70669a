// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AtPath } from '../../at-path';
import { TrustLine } from '../../../../../web/src/features/home/TrustLine';
import type { Resource } from '../../../../../web/src/features/home/useApiResource';

describe('TrustLine', () => {
  // Nothing beside the score moves when it arrives (docs/first-paint.md › Nothing moves): home.css
  // sizes the slot from data-widest, whatever the slot holds.
  it('keeps the placeholder, the score and the fallback in one slot sized for the widest score line', () => {
    const states: [Resource<number>, string][] = [
      [{ status: 'loading' }, 'Loading our review score'],
      [{ status: 'ready', data: 3.9 }, 'Great 3.9 out of 5'],
      [{ status: 'failed' }, 'Read our customer reviews'],
    ];
    for (const [trustScore, text] of states) {
      const { container, unmount } = render(<TrustLine trustScore={trustScore} />, { wrapper: AtPath });
      const line = container.querySelector('p.home-trust-line');
      const slot = line?.querySelector(':scope > .home-trust-score');
      expect(slot?.getAttribute('data-widest')).toBe('Excellent 5.0 out of 5');
      expect(slot?.textContent).toContain(text);
      expect(slot?.nextElementSibling?.textContent).toBe('·');
      unmount();
    }
  });
});
