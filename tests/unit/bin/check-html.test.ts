import { describe, expect, it } from 'vitest';
import { formatReport, parseVnuReport } from '../../../bin/check-html';

const root = '/repo';
const sample = JSON.stringify({
  messages: [
    {
      type: 'error',
      url: 'file:/repo/web/dist/Privacy/index.html',
      lastLine: 3,
      firstColumn: 10,
      lastColumn: 24,
      message: 'The “role” attribute must not be used on a “tr” element which has a “table” ancestor.',
      extract: '<tbody>\n  <tr role="row">',
    },
    {
      type: 'info',
      subType: 'warning',
      url: 'file:/repo/web/dist/Privacy/index.html',
      lastLine: 2,
      lastColumn: 7,
      message: 'The “cell” role is unnecessary for element “td”.',
    },
    {
      type: 'info',
      url: 'file:/repo/web/dist/index.html',
      lastLine: 1,
      message: 'Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.',
    },
    { type: 'info', subType: 'warning', url: 'file:/repo/web/dist/404.html', lastLine: 5, message: 'A warning.' },
  ],
});

describe('check-html: reading the Nu Html Checker report', () => {
  it('groups errors and warnings by file, relative to the repository, and drops plain info', () => {
    const byFile = parseVnuReport(sample, root);
    expect([...byFile.keys()]).toEqual(['web/dist/404.html', 'web/dist/Privacy/index.html']);
    expect(byFile.get('web/dist/Privacy/index.html')).toEqual([
      {
        severity: 'error',
        line: 3,
        column: 10,
        message: 'The “role” attribute must not be used on a “tr” element which has a “table” ancestor.',
        extract: '<tbody> <tr role="row">',
      },
      {
        severity: 'warning',
        line: 2,
        column: 7,
        message: 'The “cell” role is unnecessary for element “td”.',
        extract: undefined,
      },
    ]);
  });

  it('prints one block per file and counts errors and warnings', () => {
    const { text, errors, warnings } = formatReport(parseVnuReport(sample, root));
    expect(errors).toBe(1);
    expect(warnings).toBe(2);
    expect(text).toBe(
      [
        'web/dist/404.html',
        '  5:0 warning: A warning.',
        'web/dist/Privacy/index.html',
        '  3:10 error: The “role” attribute must not be used on a “tr” element which has a “table” ancestor.',
        '    <tbody> <tr role="row">',
        '  2:7 warning: The “cell” role is unnecessary for element “td”.',
        '1 error(s), 2 warning(s) from the Nu Html Checker.',
      ].join('\n'),
    );
  });

  it("drops the checker's complaint about blocking on rel=expect, which the HTML Standard allows, and only that", () => {
    const message =
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';
    const json = JSON.stringify({
      messages: [
        {
          type: 'error',
          url: 'file:/repo/web/dist/index.html',
          lastLine: 8,
          message,
          extract: 'l" /> <link rel="expect" href="#end-of-document" blocking="render" /> <',
        },
        {
          type: 'error',
          url: 'file:/repo/web/dist/index.html',
          lastLine: 9,
          message,
          extract: '<link rel="preload" href="/a.js" blocking="render">',
        },
      ],
    });
    const findings = parseVnuReport(json, root).get('web/dist/index.html');
    expect(findings?.map((finding) => finding.line)).toEqual([9]);
  });

  it('counts a fatal (non-document) error as an error', () => {
    const json = JSON.stringify({ messages: [{ type: 'non-document-error', message: 'Cannot read file.' }] });
    expect(formatReport(parseVnuReport(json, root)).errors).toBe(1);
  });
});
