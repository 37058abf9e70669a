import { describe, expect, it } from 'vitest';
import { formatTable } from '../../../../bin/bench-web/table';

const columns = [{ title: 'page' }, { title: 'LCP element', align: 'left' as const }, { title: 'LCP s' }];
const rows = [
  ['/', 'p.note "a | b"', '1.00'],
  ['/AboutUs', 'h1', '0.50'],
];

describe('formatTable', () => {
  it('aligns plain text: text columns left, figures right', () => {
    expect(formatTable('Title', columns, rows, false)).toBe(
      [
        'Title',
        'page      LCP element     LCP s',
        '/         p.note "a | b"   1.00',
        '/AboutUs  h1               0.50',
      ].join('\n'),
    );
  });

  it('prints Markdown: the title as a paragraph, alignment in the separator, pipes escaped', () => {
    expect(formatTable('Title', columns, rows, true)).toBe(
      [
        'Title',
        '',
        '| page | LCP element | LCP s |',
        '| --- | --- | ---: |',
        '| / | p.note "a \\| b" | 1.00 |',
        '| /AboutUs | h1 | 0.50 |',
      ].join('\n'),
    );
  });
});
